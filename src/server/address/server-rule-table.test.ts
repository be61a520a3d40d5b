// Spec §5's rule table on the server's side. There is no validation endpoint in the contract
// (section writes come with issue 5), so the table runs (1) through schemaForForm as a section
// write will run it, with the server's catalogue as the zip lookup, and (2) for zip existence,
// through the browser's lookup adapter against the real POST pref_to_towns/ over HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '#shared/forms/form-definition';
import { validateForm } from '#shared/forms/schema-for-form';
import type { RuleContext } from '#shared/validation/rule-registry';
import { stringRule } from '#shared/validation/rule-registry';
import { TABLE_TODAY, nameCases, stringRuleCases, type StringRuleCase } from '#shared/validation/testing/rule-cases';
import { zipLookupOverApi, type PrefToTownsAnswer } from '#shared/validation/zip-existence-rule';
import { TestBrowser } from '../testing/test-browser';
import { useTestServer } from '../testing/test-server';
import type { AddressCatalogue } from './address-catalogue';
import { catalogueZipLookup } from './catalogue-zip-lookup';
import { addressCatalogue } from './shared-catalogue';

/** A form of one text field obeying the case's rule, as a definition would name it. */
function oneFieldForm(c: StringRuleCase): FormDefinition<{ value: string }> {
  const required = c.rule === 'required';
  return {
    id: 'rule-table',
    mode: 1,
    title: 'rule table',
    fields: [{ type: 'text', name: 'value', label: '値', required, inputMode: 'text', rules: required ? [] : [c.rule], inputHelpers: [], ...(c.params?.range ? { range: c.params.range } : {}) }],
  };
}

function nameForm(script: 'kanji' | 'kana'): FormDefinition<{ name: { last: string; first: string } }> {
  return {
    id: 'name-table',
    mode: 1,
    title: 'name table',
    fields: [
      {
        type: 'persons-name',
        name: 'name',
        label: '氏名',
        required: false,
        script,
        partLabels: { last: '姓', first: '名' },
        nameRules: ['nameTotalLength'],
        partRules: [],
        inputHelpers: [],
      },
    ],
  };
}

let catalogue: AddressCatalogue;
beforeAll(async () => {
  catalogue = await addressCatalogue();
});

describe('spec §5 rules through schemaForForm with the server’s catalogue', () => {
  const context = (c: StringRuleCase): RuleContext => ({ today: c.today ?? TABLE_TODAY, lookupZip: catalogueZipLookup(catalogue) });

  it.each(stringRuleCases.map((c) => [`${c.rule}: ${c.why} (${JSON.stringify(c.value)})`, c] as const))('%s', async (_title, c) => {
    const errors = await validateForm(oneFieldForm(c), { value: c.value }, context(c));
    expect(errors).toEqual(c.error === null ? [] : [{ field: 'value', message: c.error }]);
  });

  it.each(nameCases.map((c) => [`${c.script}: ${c.why}`, c] as const))('name %s', async (_title, c) => {
    const errors = await validateForm(nameForm(c.script), { name: c.name }, { today: TABLE_TODAY });
    expect(errors).toEqual(c.error === null ? [] : [{ field: 'name', message: c.error }]);
  });
});

describe('spec §5 zip existence through the browser’s lookup against the real endpoint', () => {
  const server = useTestServer();
  let context: RuleContext;

  beforeAll(async () => {
    const browser = new TestBrowser(server().baseUrl);
    const csrf = await browser.csrfToken();
    const post = async (zipcode: string) => {
      const reply = await browser.postApi<PrefToTownsAnswer>('pref_to_towns/', { zipcode }, csrf);
      if (reply.status !== 200) throw new Error(`lookup failed with ${reply.status}`);
      return reply.body;
    };
    context = { today: TABLE_TODAY, lookupZip: zipLookupOverApi(post) };
  });

  it.each(stringRuleCases.filter((c) => c.rule === 'zipExists' || c.rule === 'zipcode').map((c) => [`${c.rule}: ${c.why}`, c] as const))('%s', async (_title, c) => {
    const result = await stringRule(c.rule, context, c.params).safeParseAsync(c.value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(c.error);
  });

  it('does not flag a zip when the endpoint fails', async () => {
    const failing = zipLookupOverApi(async () => {
      throw new Error('503');
    });
    expect((await stringRule('zipExists', { today: TABLE_TODAY, lookupZip: failing }).safeParseAsync('0000000')).success).toBe(true);
  });
});
