// Issue 24, point 6: 口座名義（カナ） runs spec §5's form-level kana rule on the server too. The
// contract's own mode-5 example (ヤマダ タロウ, a space between the names) is written through the
// real user_session_form_update and saves without a field error, and every case of the rule's
// table gets the table's verdict on payment.account_holder_kana.
import type { MediaTypeObject, RequestBodyObject } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../../../../openapi/load-spec';
import { listOperations, resolveRef } from '../../../../openapi/spec-walk';
import type { components } from '#shared/api/schema';
import { validApplicant, validMoving } from '#shared/forms/testing/valid-values';
import { stringRuleCases } from '#shared/validation/testing/rule-cases';
import { signInResident, type SignedInResident } from '../../testing/signed-in-resident';
import { useTestServer } from '../../testing/test-server';

type UpdateAnswer = components['schemas']['UserSessionFormUpdateResponse'];
type LifelineUpdate = { phase: 1; mode: 5; business_id: string; values: components['schemas']['LifelineValues'] };

const holderField = 'payment.account_holder_kana';

/** The contract's 'lifeline' request example of user_session_form_update. */
async function contractLifelineExample(): Promise<LifelineUpdate> {
  const doc = await loadBundledSpec();
  const update = listOperations(doc).find((entry) => entry.operation.operationId === 'userSessionFormUpdate');
  const body = resolveRef(doc, update?.operation.requestBody) as RequestBodyObject | undefined;
  const media = resolveRef(doc, body?.content['application/json']) as MediaTypeObject | undefined;
  const example = resolveRef(doc, media?.examples?.lifeline) as { value: LifelineUpdate } | undefined;
  if (!example) throw new Error('user_session_form_update has no lifeline example');
  return example.value;
}

describe('口座名義（カナ） through user_session_form_update', () => {
  const server = useTestServer();
  let resident: SignedInResident;
  let example: LifelineUpdate;

  const write = async (body: object) => {
    const reply = await resident.browser.postApi<UpdateAnswer>('user_session_form_update', body, resident.csrf);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };

  beforeAll(async () => {
    // The example's dates (2026/12/05–06) follow validMoving's move on 2026/12/01.
    server().clock.advance(Date.parse('2026-11-20T03:00:00Z') - server().clock.now().getTime());
    example = await contractLifelineExample();
    resident = await signInResident(server().baseUrl);
    expect((await resident.browser.postApi('user_session_form_create', {}, resident.csrf)).status).toBe(200);
    await write({ phase: 1, mode: 1, values: validApplicant });
    await write({ phase: 1, mode: 2, values: validMoving });
    await write({ phase: 1, mode: 3, values: { procedures: ['move_out', 'move_in', 'businesses'], business_ids: [example.business_id] } });
  });

  it('saves the contract’s mode-5 example, ヤマダ タロウ, without a field error', async () => {
    expect(example.values.payment?.account_holder_kana).toBe('ヤマダ タロウ');
    const answer = await write(example);
    expect(answer.field_errors).toEqual([]);
    const saved = answer.session.attributes.businesses.applications.find((a) => a.business_id === example.business_id);
    expect(saved?.status).toBe(2);
  });

  const cases = stringRuleCases.filter((c) => c.rule === 'formKana');
  it.each(cases.map((c) => [`${c.why} (${JSON.stringify(c.value)})`, c] as const))('%s', async (_title, c) => {
    const payment = { ...example.values.payment!, account_holder_kana: c.value };
    const answer = await write({ ...example, values: { ...example.values, payment } });
    expect(answer.field_errors).toEqual(c.error === null ? [] : [{ field: holderField, message: c.error }]);
  });
});
