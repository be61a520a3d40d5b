// The contract's own rules (brief §3, spec §7–§8), checked on the bundled document the server loads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaTypeObject, ParameterObject, RequestBodyObject, ResponseObject } from 'openapi-typescript';
import { serverErrorCodes } from '#shared/api/error-codes';
import { apiBasePath } from '#shared/config/brand';
import { loadBundledSpec, type OpenAPIDocument } from './load-spec';
import { collectRefs, isRecord, listOperations, resolveRef, type OperationEntry } from './spec-walk';

/** Spec §7, with the spelling of its paths (trailing slashes included). */
const specCalls = [
  ['get', '/user_session/{phase}', 'getUserSession'],
  ['post', '/user_session_tmp_save', 'userSessionTmpSave'],
  ['get', '/login/authz_url', 'getLoginAuthzUrl'],
  ['get', '/pref_to_towns/', 'getPrefToTowns'],
  ['post', '/pref_to_towns/', 'postPrefToTowns'],
  ['post', '/input_confirm', 'inputConfirm'],
  ['get', '/cities/', 'getCities'],
  ['get', '/towns/', 'getTowns'],
  ['get', '/zipcodes', 'getZipcodes'],
  ['get', '/prefs', 'getPrefs'],
  ['post', '/application_start', 'applicationStart'],
  ['post', '/signature_inquiry', 'signatureInquiry'],
  ['post', '/application', 'submitApplication'],
  ['post', '/xid_data_update_request', 'xidDataUpdateRequest'],
  ['post', '/xid_data_update_request_status', 'xidDataUpdateRequestStatus'],
  ['post', '/user_session_form_update', 'userSessionFormUpdate'],
  ['post', '/user_session_form_create', 'userSessionFormCreate'],
  ['post', '/additional_user_session_form_create', 'additionalUserSessionFormCreate'],
  ['get', '/user_info', 'getUserInfo'],
  ['get', '/cancel_application_cancellable_confirm', 'cancelApplicationCancellableConfirm'],
  ['post', '/cancel_application_input_confirm', 'cancelApplicationInputConfirm'],
  ['post', '/cancel_application_session_save', 'cancelApplicationSessionSave'],
  ['get', '/cancel_application_input', 'cancelApplicationInput'],
  ['post', '/cancel_application_start', 'cancelApplicationStart'],
  ['post', '/cancel_application', 'cancelApplication'],
  ['post', '/reception_id_save', 'receptionIdSave'],
  ['get', '/auth_status', 'getAuthStatus'],
  ['post', '/user_session_initialize/', 'userSessionInitialize'],
  ['post', '/additional_application_start', 'additionalApplicationStart'],
  ['post', '/additional_application', 'additionalApplication'],
  ['get', '/exact_match_cities', 'getExactMatchCities'],
  ['get', '/user_info_updated', 'getUserInfoUpdated'],
  ['get', '/csrf_token', 'getCsrfToken'],
  ['post', '/promo_code_save', 'promoCodeSave'],
  ['post', '/promo_code_restore', 'promoCodeRestore'],
  ['post', '/cancel_promo_code_restore', 'cancelPromoCodeRestore'],
  ['get', '/promo_code', 'getPromoCode'],
] as const;

/** The auth-protocol operations the product needs beyond spec §7. */
const additions = [
  ['get', '/login/callback', 'loginCallback'],
  ['post', '/logout', 'logout'],
] as const;

/** Reads that マイページ and the procedures form need (decisions 010 and 018). */
const readAdditions = [
  ['get', '/applications', 'getApplications', 'decision 010'],
  ['get', '/lifeline_businesses', 'getLifelineBusinesses', 'decision 010'],
  ['get', '/user_session_summaries', 'getUserSessionSummaries', 'decision 018'],
  ['get', '/visit_slots', 'getVisitSlots', 'issue 27'],
  ['get', '/applications/{application_id}/visit.ics', 'getApplicationVisitIcs', 'issue 27'],
  ['get', '/applications/{application_id}/receipt', 'getApplicationReceipt', 'issue 27'],
  ['get', '/mail_preferences', 'getMailPreferences', 'issue 27'],
  ['get', '/readiness', 'getReadiness', 'issue 28'],
  ['get', '/applications/{application_id}/counter_checklist', 'getCounterChecklist', 'issue 28'],
] as const;

/** Called by recipients, server to server (decision 019): signed per Standard Webhooks instead of a session and CSRF token. */
const serverToServer = [
  ['post', '/recipients/{recipient_id}/status', 'recipientStatusCallback', 'decision 019'],
] as const;
const serverToServerIds = new Set<string>(serverToServer.map(([, , id]) => id));

/** Sent with navigator.sendBeacon, which cannot set headers (issue 29): the CSRF token travels in the body, checked the same way. */
const beaconOperations = [
  ['post', '/flow_events', 'recordFlowEvents', 'issue 29'],
] as const;
const beaconIds = new Set<string>(beaconOperations.map(([, , id]) => id));

/** Draft writes a flow's page needs beyond spec §7 (issue 24: the revocation keeps what is ticked and typed). */
const writeAdditions = [
  ['post', '/cancel_application_choice_save', 'cancelApplicationChoiceSave', 'issue 24'],
  ['post', '/mail_preferences', 'mailPreferencesSave', 'issue 27'],
  ['post', '/visit_change', 'visitChange', 'issue 27'],
  ['post', '/applications/{application_id}/counter_checklist', 'counterChecklistAnswersSave', 'issue 28'],
] as const;

const publicOperations = new Set([
  'recipientStatusCallback',
  'getCsrfToken', 'getLoginAuthzUrl', 'loginCallback', 'getAuthStatus', 'logout',
  'getPrefs', 'getCities', 'getTowns', 'getZipcodes', 'getPrefToTowns', 'postPrefToTowns', 'getExactMatchCities',
  'recordFlowEvents',
]);

let doc: OpenAPIDocument;
let operations: OperationEntry[];

beforeAll(async () => {
  doc = await loadBundledSpec();
  operations = listOperations(doc);
});

function byId(operationId: string): OperationEntry {
  const entry = operations.find((e) => e.operation.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  return entry;
}

function parametersOf(entry: OperationEntry): ParameterObject[] {
  return (entry.operation.parameters ?? []).map((p) => resolveRef(doc, p) as ParameterObject);
}

function responseOf(entry: OperationEntry, status: string): ResponseObject | undefined {
  const response = entry.operation.responses?.[status];
  return response === undefined ? undefined : (resolveRef(doc, response) as ResponseObject);
}

function jsonMediaOf(holder: RequestBodyObject | ResponseObject | undefined): MediaTypeObject | undefined {
  return resolveRef(doc, holder?.content?.['application/json']) as MediaTypeObject | undefined;
}

function jsonSchemaOf(holder: RequestBodyObject | ResponseObject | undefined): unknown {
  return resolveRef(doc, jsonMediaOf(holder)?.schema);
}

/**
 * Locations of object schemas (reached through refs, properties, items and combinators) that do
 * not close themselves with `additionalProperties: false` or whose `required` names an unknown field.
 */
function openObjectSchemas(schema: unknown, where: string, seen: Set<unknown> = new Set()): string[] {
  const node = resolveRef(doc, schema);
  if (!isRecord(node) || seen.has(node)) return [];
  seen.add(node);
  const problems: string[] = [];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('object') || 'properties' in node) {
    if (node.additionalProperties !== false) problems.push(where);
    const properties = isRecord(node.properties) ? node.properties : {};
    const required = Array.isArray(node.required) ? node.required : [];
    for (const name of required) if (!(String(name) in properties)) problems.push(`${where}.required.${String(name)}`);
    for (const [name, property] of Object.entries(properties)) problems.push(...openObjectSchemas(property, `${where}.${name}`, seen));
  }
  if (node.items !== undefined) problems.push(...openObjectSchemas(node.items, `${where}[]`, seen));
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const variants = node[keyword];
    if (Array.isArray(variants)) variants.forEach((v, i) => problems.push(...openObjectSchemas(v, `${where}.${keyword}[${i}]`, seen)));
  }
  return problems;
}

describe('spec §7 calls', () => {
  it('serves every call under /utsuru-api/v1', () => {
    expect(doc.servers).toEqual([{ url: apiBasePath, description: expect.any(String) }]);
  });

  it.each(specCalls)('%s %s is %s', (method, path, operationId) => {
    const entry = operations.find((e) => e.method === method && e.path === path);
    expect(entry?.operation.operationId).toBe(operationId);
  });

  it.each(additions)('%s %s (%s) is an auth addition that says so', (method, path, operationId) => {
    const entry = byId(operationId);
    expect([entry.method, entry.path]).toEqual([method, path]);
    expect(entry.operation.tags).toEqual(['auth']);
    expect(entry.operation.description).toContain('Addition to spec §7');
  });

  it.each(readAdditions)('%s %s (%s) is a read addition that says so', (method, path, operationId, decision) => {
    const entry = byId(operationId);
    expect([entry.method, entry.path]).toEqual([method, path]);
    expect(entry.operation.description).toContain(`Addition to spec §7 (${decision})`);
  });

  it.each(writeAdditions)('%s %s (%s) is a draft-write addition that says so', (method, path, operationId, decision) => {
    const entry = byId(operationId);
    expect([entry.method, entry.path]).toEqual([method, path]);
    expect(entry.operation.description).toContain(`Addition to spec §7 (${decision})`);
  });

  it.each(beaconOperations)('%s %s (%s) is a beacon addition that says so', (method, path, operationId, decision) => {
    const entry = byId(operationId);
    expect([entry.method, entry.path]).toEqual([method, path]);
    expect(entry.operation.description).toContain(`Addition to spec §7 (${decision})`);
  });

  it.each(serverToServer)('%s %s (%s) is a server-to-server addition that says so', (method, path, operationId, decision) => {
    const entry = byId(operationId);
    expect([entry.method, entry.path]).toEqual([method, path]);
    expect(entry.operation.tags).toEqual(['delivery']);
    expect(entry.operation.description).toContain(`Addition to spec §7 (${decision})`);
  });

  it('has nothing else: 54 operations on 51 paths, unique operationIds', () => {
    expect(operations).toHaveLength(specCalls.length + additions.length + readAdditions.length + writeAdditions.length + serverToServer.length + beaconOperations.length);
    expect(Object.keys(doc.paths ?? {})).toHaveLength(51);
    const ids = operations.map((e) => e.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('every operation', () => {
  // 503 is TEMPORARILY, which any call may meet: maintenance, the database, an overload (decision 032 §5).
  it('has an operationId, a tag, a summary, a description and 500/501/503 responses', () => {
    for (const { operation } of operations) {
      const id = operation.operationId ?? '(missing operationId)';
      expect(operation.operationId, id).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags?.length, id).toBe(1);
      expect(operation.summary, id).toBeTruthy();
      expect(operation.description, id).toBeTruthy();
      expect(Object.keys(operation.responses ?? {}), id).toEqual(expect.arrayContaining(['500', '501', '503']));
    }
  });

  it('has examples: for its success response, for each request body and for each parameter', () => {
    for (const entry of operations) {
      const id = entry.operation.operationId;
      const success = Object.keys(entry.operation.responses ?? {}).filter((s) => /^[23]\d\d$/.test(s));
      expect(success, id).toHaveLength(1);
      const response = responseOf(entry, success[0] ?? '');
      // A JSON answer names its examples; a file (a PDF, a calendar) may carry one `example` instead.
      const medias = Object.values(response?.content ?? {}).map((media) => resolveRef(doc, media) as MediaTypeObject);
      const responseExamples = medias.flatMap((media) => [...Object.keys(media.examples ?? {}), ...(media.example === undefined ? [] : ['example'])]);
      const headerExamples = Object.values(response?.headers ?? {}).filter((h) => isRecord(h) && 'example' in h);
      expect(responseExamples.length + headerExamples.length, id).toBeGreaterThan(0);
      const body = resolveRef(doc, entry.operation.requestBody) as RequestBodyObject | undefined;
      if (body) expect(Object.keys(jsonMediaOf(body)?.examples ?? {}).length, id).toBeGreaterThan(0);
      for (const parameter of parametersOf(entry)) expect(parameter.example, `${id} ${parameter.name}`).toBeDefined();
    }
  });

  it('answers every failure with ErrorBody, whose codes are the shared server codes', () => {
    const errorBody = resolveRef(doc, doc.components?.schemas?.ErrorBody) as Record<string, unknown>;
    const status = resolveRef(doc, (errorBody.properties as Record<string, unknown>).status) as { properties: { code: unknown } };
    expect((resolveRef(doc, status.properties.code) as { enum: unknown }).enum).toEqual([...serverErrorCodes]);
    for (const entry of operations) {
      for (const code of Object.keys(entry.operation.responses ?? {}).filter((s) => /^[45]/.test(s))) {
        expect(jsonSchemaOf(responseOf(entry, code)), `${entry.operation.operationId} ${code}`).toBe(errorBody);
      }
    }
  });

  it('closes every request body object schema, nested ones too, and lists required fields that exist', () => {
    let bodies = 0;
    for (const entry of operations) {
      const body = resolveRef(doc, entry.operation.requestBody) as RequestBodyObject | undefined;
      if (!body) continue;
      bodies += 1;
      const schema = jsonSchemaOf(body);
      expect(schema, entry.operation.operationId).toBeDefined();
      expect(openObjectSchemas(schema, entry.operation.operationId ?? '')).toEqual([]);
    }
    expect(bodies).toBe(operations.filter((e) => e.method === 'post').length);
  });

  it('finds an object schema that is left open (the check above is not vacuous)', () => {
    const open = { type: 'object', properties: { nested: { type: 'object', additionalProperties: false, properties: { deeper: { type: 'object' } } } }, additionalProperties: false, required: ['ghost'] };
    expect(openObjectSchemas(open, 'body')).toEqual(['body.required.ghost', 'body.nested.deeper']);
  });
});

describe('CSRF and login', () => {
  it('declares the required X-CSRF-TOKEN header and a 403 on every POST from the SPA, and on nothing else', () => {
    for (const entry of operations) {
      const csrf = parametersOf(entry).filter((p) => p.in === 'header' && p.name === 'X-CSRF-TOKEN');
      const id = entry.operation.operationId;
      if (entry.method === 'post' && beaconIds.has(id ?? '')) {
        // The token is a required field of the body instead (sendBeacon sets no header).
        expect(JSON.stringify(entry.operation.requestBody), id).toContain('FlowEventsRequest');
        expect(entry.operation.responses?.['403'], id).toBeDefined();
      } else if (entry.method === 'post' && !serverToServerIds.has(id ?? '')) {
        expect(csrf.map((p) => p.required), id).toEqual([true]);
        expect(entry.operation.responses?.['403'], id).toBeDefined();
      } else {
        expect(csrf, id).toEqual([]);
      }
    }
  });

  it('signs the server-to-server calls: the Standard Webhooks headers are required, and 401 is listed', () => {
    for (const id of serverToServerIds) {
      const entry = byId(id);
      const headers = parametersOf(entry).filter((p) => p.in === 'header');
      expect(headers.map((p) => [p.name, p.required]), id).toEqual([['webhook-id', true], ['webhook-timestamp', true], ['webhook-signature', true]]);
      expect(entry.operation.responses?.['401'], id).toBeDefined();
    }
  });

  it('uses one shared CsrfToken parameter', () => {
    const posts = operations.filter((e) => e.method === 'post' && !serverToServerIds.has(e.operation.operationId ?? '') && !beaconIds.has(e.operation.operationId ?? ''));
    for (const { operation } of posts) {
      expect(operation.parameters, operation.operationId).toContainEqual({ $ref: '#/components/parameters/CsrfToken' });
    }
  });

  it('protects logged-in operations with the session cookie, and lists 401 on them', () => {
    expect(doc.components?.securitySchemes?.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'utsuru_sid' });
    expect(JSON.stringify(doc.components?.securitySchemes?.sessionCookie)).toContain('__Host-utsuru_sid');
    expect(doc.security).toBeUndefined();
    for (const { operation } of operations) {
      const id = operation.operationId ?? '';
      if (publicOperations.has(id)) {
        expect(operation.security, id).toEqual([]);
      } else {
        expect(operation.security, id).toEqual([{ sessionCookie: [] }]);
        expect(operation.responses?.['401'], id).toBeDefined();
      }
    }
  });

  it('lists 400 wherever a request is validated', () => {
    for (const entry of operations) {
      if (parametersOf(entry).length > 0 || entry.operation.requestBody) {
        expect(entry.operation.responses?.['400'], entry.operation.operationId).toBeDefined();
      }
    }
  });
});

describe('the implemented operations keep their agreed shapes', () => {
  it('getCsrfToken answers a 43-character base64url token', () => {
    expect(jsonSchemaOf(responseOf(byId('getCsrfToken'), '200'))).toMatchObject({
      required: ['csrf_token'], properties: { csrf_token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
    });
  });

  it('getLoginAuthzUrl takes phase 1|2|3 and provider ""|lp|mint and answers url + new_tab', () => {
    const entry = byId('getLoginAuthzUrl');
    const [phase, provider] = parametersOf(entry);
    expect(phase).toMatchObject({ name: 'phase', in: 'query', required: true });
    expect(resolveRef(doc, phase?.schema)).toMatchObject({ type: 'integer', enum: [1, 2, 3] });
    expect(provider).toMatchObject({ name: 'provider', in: 'query', required: false, schema: { type: 'string', enum: ['', 'lp', 'mint'], default: '' } });
    expect(jsonSchemaOf(responseOf(entry, '200'))).toMatchObject({
      required: ['url', 'new_tab'], properties: { url: { type: 'string', format: 'uri' }, new_tab: { type: 'boolean' } },
    });
    expect(entry.operation.responses?.['400']).toBeDefined();
  });

  it('loginCallback takes optional code/state/iss/error/error_description and answers a bodiless 302', () => {
    const entry = byId('loginCallback');
    expect(parametersOf(entry).map((p) => [p.name, p.in, p.required])).toEqual(
      ['code', 'state', 'iss', 'error', 'error_description'].map((name) => [name, 'query', false]),
    );
    const redirect = responseOf(entry, '302');
    expect(redirect?.content).toBeUndefined();
    expect(redirect?.headers?.Location).toMatchObject({ required: true, schema: { type: 'string' } });
  });

  it('getAuthStatus answers authenticated, provider|null and expires_at|null', () => {
    expect(jsonSchemaOf(responseOf(byId('getAuthStatus'), '200'))).toMatchObject({
      required: ['authenticated', 'provider', 'expires_at'],
      properties: {
        authenticated: { type: 'boolean' },
        provider: { type: ['string', 'null'] },
        expires_at: { type: ['string', 'null'], format: 'date-time' },
      },
    });
  });

  it('getUserInfo answers the verified claims and 401 when not logged in', () => {
    const entry = byId('getUserInfo');
    const schema = jsonSchemaOf(responseOf(entry, '200')) as { properties: Record<string, unknown>; required: string[] };
    expect(schema.required).toEqual(['name', 'name_kana', 'birth_date', 'gender', 'address', 'email']);
    expect(resolveRef(doc, schema.properties.birth_date)).toMatchObject({ pattern: '^\\d{4}/\\d{2}/\\d{2}$' });
    expect(resolveRef(doc, schema.properties.gender)).toMatchObject({ enum: ['male', 'female', 'other'] });
    expect(schema.properties.email).toMatchObject({ type: ['string', 'null'] });
    const address = resolveRef(doc, schema.properties.address) as { properties: Record<string, unknown>; required: string[] };
    expect(address.required).toEqual(['zipcode', 'jis_code', 'pref', 'city', 'town', 'line']);
    expect(resolveRef(doc, address.properties.zipcode)).toMatchObject({ pattern: '^\\d{7}$' });
    expect(resolveRef(doc, address.properties.jis_code)).toMatchObject({ pattern: '^\\d{6}$' });
    const examples = jsonMediaOf(responseOf(entry, '401'))?.examples ?? {};
    expect(Object.values(examples).map((e) => (resolveRef(doc, e) as { value: { status: { code: string } } }).value.status.code)).toContain('AUTH_REQUIRED');
  });

  it('logout accepts an optional empty object and answers logged_out: true', () => {
    const entry = byId('logout');
    const body = resolveRef(doc, entry.operation.requestBody) as RequestBodyObject;
    expect(body.required).toBe(false);
    expect(jsonSchemaOf(body)).toMatchObject({ type: 'object', additionalProperties: false, properties: {} });
    expect(jsonSchemaOf(responseOf(entry, '200'))).toMatchObject({ required: ['logged_out'], properties: { logged_out: { const: true } } });
  });
});

describe('the bundled document', () => {
  it('documents each message to recipients as a webhook named like its operationId, signed, with its headers and an example', () => {
    const hooks = (doc as { webhooks?: Record<string, Record<string, unknown>> }).webhooks ?? {};
    expect(Object.keys(hooks).sort()).toEqual(['applicationCancellation', 'applicationToBusiness', 'applicationToMunicipality', 'visitChanged']);
    for (const [name, item] of Object.entries(hooks)) {
      const post = resolveRef(doc, item.post) as { operationId: string; security: unknown; parameters: unknown[]; requestBody: RequestBodyObject };
      expect(post.operationId).toBe(name);
      expect(post.security).toEqual([{ webhookSignature: [] }]);
      const headers = post.parameters.map((parameter) => (resolveRef(doc, parameter) as ParameterObject).name);
      expect(headers).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      expect(Object.keys(jsonMediaOf(post.requestBody)?.examples ?? {}).length, name).toBeGreaterThan(0);
    }
  });

  it('has only local refs, and every one resolves', () => {
    const refs = [...collectRefs(doc)];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('#/components/'))).toEqual([]);
    for (const ref of refs) expect(() => resolveRef(doc, { $ref: ref }), ref).not.toThrow();
  });
});
