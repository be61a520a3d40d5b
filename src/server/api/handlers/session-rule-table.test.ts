// Issue 4: spec §5's rule table runs against the client schema (src/shared/validation) and the
// server endpoint. Here every case of every rule the applicant (mode 1) and moving (mode 2)
// forms use is typed into a field that runs that rule, and written through the real
// user_session_form_update: the answer must carry the table's message on that field, or none.
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '#shared/api/schema';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { movingForm } from '#shared/forms/definitions/moving-form';
import type { FieldDefinition } from '#shared/forms/field-types/field-definitions';
import { validApplicant, validMoving } from '#shared/forms/testing/valid-values';
import type { CalendarDay } from '#shared/validation/calendar-date';
import { validationMessages as m } from '#shared/validation/messages';
import type { StringRuleName } from '#shared/validation/rule-registry';
import { TABLE_TODAY, nameCases, stringRuleCases, type StringRuleCase } from '#shared/validation/testing/rule-cases';
import { signInResident, type SignedInResident } from '../../testing/signed-in-resident';
import { useTestServer } from '../../testing/test-server';

type UpdateAnswer = components['schemas']['UserSessionFormUpdateResponse'];

interface Placement {
  mode: 1 | 2;
  /** Dot path of a field that runs the rule (FieldError.field spells it the same). */
  field: string;
  /** A blank value in a required field answers 入力してください。 first (spec §5's order). */
  required: boolean;
  /** Rules the field runs before this one: when the table says one of them rejects the value, that message wins. */
  runsAfter: readonly StringRuleName[];
}

const placements: Partial<Record<StringRuleName, Placement>> = {
  required: { mode: 2, field: 'household.applicant_relationship', required: true, runsAfter: [] },
  katakana: { mode: 1, field: 'name_kana.last', required: true, runsAfter: [] },
  phoneHyphen: { mode: 1, field: 'phone', required: true, runsAfter: [] },
  phonePattern: { mode: 1, field: 'phone', required: true, runsAfter: ['phoneHyphen'] },
  mail: { mode: 1, field: 'email', required: false, runsAfter: [] },
  birthDate: { mode: 1, field: 'birth_date', required: true, runsAfter: [] },
  calendarDate: { mode: 2, field: 'move_date', required: true, runsAfter: [] },
  zipcode: { mode: 2, field: 'from.zipcode', required: true, runsAfter: [] },
  zipExists: { mode: 2, field: 'from.zipcode', required: true, runsAfter: ['zipcode'] },
};

/** The string rules a form's fields name, and `required` when any field is required. */
function rulesOf(fields: readonly FieldDefinition[]): Set<StringRuleName> {
  const rules = new Set<StringRuleName>();
  for (const field of fields) {
    if ('required' in field && field.required) rules.add('required');
    if ('rules' in field) field.rules.forEach((rule) => rules.add(rule));
    if ('partRules' in field) field.partRules.forEach((rule) => rules.add(rule));
    if ('zipcodeRules' in field) field.zipcodeRules.forEach((rule) => rules.add(rule));
    if (field.type === 'variable-area') rulesOf(field.children).forEach((rule) => rules.add(rule));
    if (field.type === 'extend') [...rulesOf(field.base), ...rulesOf(field.children)].forEach((rule) => rules.add(rule));
  }
  return rules;
}

function expectedMessage(c: StringRuleCase, placement: Placement): string | null {
  if (c.value.trim() === '') return placement.required ? m.required : c.error;
  for (const earlier of placement.runsAfter) {
    const verdict = stringRuleCases.find((other) => other.rule === earlier && other.value === c.value);
    if (verdict?.error) return verdict.error;
  }
  return c.error;
}

/** Valid values of the section with `value` at `path`. */
function valuesWith(mode: 1 | 2, path: string, value: unknown): object {
  const values = structuredClone<Record<string, unknown>>(mode === 1 ? { ...validApplicant } : { ...validMoving });
  const keys = path.split('.');
  const last = keys.pop()!;
  let scope = values;
  for (const key of keys) scope = scope[key] as Record<string, unknown>;
  scope[last] = value;
  return values;
}

const noonInJapan = ({ year, month, day }: CalendarDay) => new Date(Date.UTC(year, month - 1, day, 3));

describe('spec §5 rule table through user_session_form_update', () => {
  const server = useTestServer();
  let resident: SignedInResident;

  /** The server's clock decides "today" for the birth date. */
  const setToday = (day: CalendarDay) => server().clock.advance(noonInJapan(day).getTime() - server().clock.now().getTime());

  beforeAll(async () => {
    setToday(TABLE_TODAY);
    resident = await signInResident(server().baseUrl);
    expect((await resident.browser.postApi('user_session_form_create', {}, resident.csrf)).status).toBe(200);
  });

  const write = async (mode: 1 | 2, values: object) => {
    const reply = await resident.browser.postApi<UpdateAnswer>('user_session_form_update', { phase: 1, mode, values }, resident.csrf);
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it('places every rule the applicant and moving forms use', () => {
    const used = new Set([...rulesOf(applicantForm.fields), ...rulesOf(movingForm.fields)]);
    expect([...used].filter((rule) => !placements[rule])).toEqual([]);
  });

  const cases = stringRuleCases.filter((c) => placements[c.rule]);
  it.each(cases.map((c) => [`${c.rule}: ${c.why} (${JSON.stringify(c.value)})`, c] as const))('%s', async (_title, c) => {
    const placement = placements[c.rule]!;
    setToday(c.today ?? TABLE_TODAY);
    try {
      const answer = await write(placement.mode, valuesWith(placement.mode, placement.field, c.value));
      const message = expectedMessage(c, placement);
      expect(answer.field_errors).toEqual(message === null ? [] : [{ field: placement.field, message }]);
      const section = placement.mode === 1 ? answer.session.attributes.applicant : answer.session.attributes.moving;
      expect(section.status).toBe(message === null ? 2 : 3);
    } finally {
      setToday(TABLE_TODAY);
    }
  });

  it.each(nameCases.map((c) => [`${c.script}: ${c.why}`, c] as const))('name %s', async (_title, c) => {
    const field = c.script === 'kanji' ? 'name' : 'name_kana';
    const answer = await write(1, valuesWith(1, field, c.name));
    expect(answer.field_errors).toEqual(c.error === null ? [] : [{ field, message: c.error }]);
  });
});
