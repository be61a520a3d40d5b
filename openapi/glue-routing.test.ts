// The contract as the server consumes it: fastify-openapi-glue builds every route from the bundled
// document, Fastify's AJV (told to reject unknown fields, brief §9) validates the requests, and
// each operation's documented examples travel over real HTTP and come back intact.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { MediaTypeObject, ParameterObject, RequestBodyObject, ResponseObject } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '#shared/config/brand';
import { loadBundledSpec, type OpenAPIDocument } from './load-spec';
import { isRecord, listOperations, resolveRef, type OperationEntry } from './spec-walk';

let doc: OpenAPIDocument;
let operations: OperationEntry[];
let app: FastifyInstance;
let base: string;

function exampleValues(media: MediaTypeObject | undefined): unknown[] {
  return Object.values(media?.examples ?? {}).map((example) => (resolveRef(doc, example) as { value: unknown }).value);
}

function successOf(entry: OperationEntry): { status: number; response: ResponseObject } {
  const [status, response] = Object.entries(entry.operation.responses ?? {}).find(([code]) => /^[23]\d\d$/.test(code)) ?? [];
  if (!status) throw new Error(`${entry.operation.operationId} has no success response`);
  return { status: Number(status), response: resolveRef(doc, response) as ResponseObject };
}

function parametersOf(entry: OperationEntry): ParameterObject[] {
  return (entry.operation.parameters ?? []).map((p) => resolveRef(doc, p) as ParameterObject);
}

function bodyExamples(entry: OperationEntry): unknown[] {
  const body = resolveRef(doc, entry.operation.requestBody) as RequestBodyObject | undefined;
  return exampleValues(body?.content['application/json']);
}

/** A success that is not JSON (a calendar file, a PDF; issue 27): its media type and its example text, if any. */
function textSuccessOf(response: ReturnType<typeof successOf>['response']): { type: string; text: string } | null {
  const content = response.content ?? {};
  if ('application/json' in content) return null;
  const entry = Object.entries(content)[0];
  return entry ? { type: entry[0], text: typeof entry[1].example === 'string' ? entry[1].example : '' } : null;
}

/** A handler that answers the operation's first documented success example. */
function answerWithExample(entry: OperationEntry) {
  const { status, response } = successOf(entry);
  const [body] = exampleValues(response.content?.['application/json']);
  const text = textSuccessOf(response);
  return async (_request: unknown, reply: FastifyReply) => {
    if (status >= 300) {
      const location = resolveRef(doc, response.headers?.Location) as { example?: string } | undefined;
      return reply.redirect(location?.example ?? '/', status);
    }
    if (text) return reply.code(status).type(text.type).send(text.text);
    return reply.code(status).send(body);
  };
}

/** Builds a request from the parameter examples; `omit` leaves out parameters by name. */
function requestFor(entry: OperationEntry, body: unknown, omit: string[] = []): [string, RequestInit] {
  let path = entry.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of parametersOf(entry)) {
    if (omit.includes(parameter.name)) continue;
    const value = String(parameter.example);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(parameter.name, value);
    if (parameter.in === 'header') headers[parameter.name] = value;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const url = `${base}${path}${query.size > 0 ? `?${query}` : ''}`;
  return [url, { method: entry.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' }];
}

function byId(operationId: string): OperationEntry {
  const entry = operations.find((e) => e.operation.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  return entry;
}

beforeAll(async () => {
  doc = await loadBundledSpec();
  operations = listOperations(doc);
  app = Fastify({ ajv: { customOptions: { removeAdditional: false, allowUnionTypes: true } } });
  // Failure responses are serialized with the ErrorBody schema, so Fastify's own error shape
  // would not serialize (500): answer validation errors in the contract's shape, as the server must.
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode === 400 ? 400 : 500;
    return reply.code(status).send({ status: { code: status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR', message: error.message } });
  });
  await app.register(openapiGlue, {
    specification: doc,
    prefix: apiBasePath,
    operationResolver: (operationId) => answerWithExample(byId(operationId)),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  base = `${address}${apiBasePath}`;
});

afterAll(async () => {
  await app.close();
});

describe('routing every operation from the contract', () => {
  it('registers all 54 operations under the prefix', () => {
    for (const entry of operations) {
      const url = `${apiBasePath}${entry.path.replace(/\{(\w+)\}/g, ':$1')}`;
      expect(app.hasRoute({ method: entry.method.toUpperCase() as 'GET' | 'POST', url }), entry.operation.operationId).toBe(true);
    }
    expect(operations).toHaveLength(54);
  });

  it('accepts every request example and sends every first success example back unchanged', async () => {
    for (const entry of operations) {
      const { status, response } = successOf(entry);
      const [expected] = exampleValues(response.content?.['application/json']);
      const bodies = entry.method === 'post' ? bodyExamples(entry) : [undefined];
      for (const body of bodies) {
        const res = await fetch(...requestFor(entry, body));
        const id = `${entry.operation.operationId} ${JSON.stringify(body)}`;
        expect(res.status, id).toBe(status);
        const text = textSuccessOf(response);
        if (status < 300 && text) expect(await res.text(), id).toBe(text.text);
        else if (status < 300) expect(await res.json(), id).toEqual(expected);
        else expect(res.headers.get('location'), id).toMatch(/^\//);
      }
    }
  });
});

describe('rejecting what the contract does not allow', () => {
  it('rejects an unknown top-level field on every POST body', async () => {
    for (const entry of operations.filter((e) => e.method === 'post')) {
      const [example] = bodyExamples(entry);
      const body = { ...(isRecord(example) ? example : {}), unexpected_field: true };
      const res = await fetch(...requestFor(entry, body));
      expect(res.status, entry.operation.operationId).toBe(400);
      expect(await res.json(), entry.operation.operationId).toMatchObject({ status: { code: 'BAD_REQUEST' } });
    }
  });

  it('rejects unknown fields nested inside a body', async () => {
    const update = byId('userSessionFormUpdate');
    const [applicant] = bodyExamples(update) as [{ values: { name: object } }];
    const nested = { ...applicant, values: { ...applicant.values, name: { ...applicant.values.name, middle: 'ジョン' } } };
    expect((await fetch(...requestFor(update, nested))).status).toBe(400);
    expect((await fetch(...requestFor(update, applicant))).status).toBe(200);
  });

  it('rejects a form update whose mode does not match its values', async () => {
    const update = byId('userSessionFormUpdate');
    const [applicant] = bodyExamples(update) as [object];
    expect((await fetch(...requestFor(update, { ...applicant, mode: 2 }))).status).toBe(400);
  });

  it('rejects a POST without the X-CSRF-TOKEN header', async () => {
    const entry = byId('submitApplication');
    const [body] = bodyExamples(entry);
    expect((await fetch(...requestFor(entry, body, ['X-CSRF-TOKEN']))).status).toBe(400);
  });

  it.each([
    ['getLoginAuthzUrl', '/login/authz_url?phase=4'],
    ['getLoginAuthzUrl', '/login/authz_url?phase=1&provider=google'],
    ['getLoginAuthzUrl', '/login/authz_url'],
    ['getUserSession', '/user_session/0'],
    ['getCities', '/cities/?pref_code=48'],
    ['getTowns', '/towns/?city_code=1311'],
    ['getPrefToTowns', '/pref_to_towns/?jis_code=13113'],
  ])('%s rejects %s', async (_id, path) => {
    expect((await fetch(`${base}${path}`)).status).toBe(400);
  });

  it('accepts phase 2 and 3 for user_session_initialize/, and rejects phase 1', async () => {
    const entry = byId('userSessionInitialize');
    const [url, init] = requestFor(entry, {});
    for (const phase of ['2', '3']) expect((await fetch(url.replace('phase=2', `phase=${phase}`), init)).status).toBe(200);
    expect((await fetch(url.replace('phase=2', 'phase=1'), init)).status).toBe(400);
  });

  it('rejects a zip lookup that is not 7 digits', async () => {
    const entry = byId('postPrefToTowns');
    for (const zipcode of ['150-0041', '150004', '15000411']) {
      expect((await fetch(...requestFor(entry, { zipcode }))).status, zipcode).toBe(400);
    }
  });
});
