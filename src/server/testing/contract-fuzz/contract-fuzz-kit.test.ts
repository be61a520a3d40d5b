// The fuzzer's own parts, proven without a server: what it calls valid is valid by the contract,
// hostile values reach the wire as meant, and its verdict holds an answer to the contract's
// ErrorBody itself, not to a shape that merely looks like it.
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { loadContract } from './contract-operations';
import { breachOf } from './contract-fuzzer';
import { validInputs } from './fuzz-inputs';
import { RawBytes, RawJson } from './fuzz-values';
import { schemaArbitrary } from './schema-arbitrary';
import { jsonBytes, wireRequest } from './wire-request';

const contract = await loadContract();
const credentials = { cookie: null, csrfToken: 't'.repeat(43), webhook: { secrets: [], now: new Date() } };

describe('the contract fuzzer’s parts', () => {
  it('finds every operation of the contract, the CSRF header and the session cookie', () => {
    expect(contract.operations.length).toBeGreaterThan(40);
    expect(contract.operations.filter((operation) => operation.method === 'POST').every((operation) => operation.body !== undefined)).toBe(true);
    expect(contract.csrfHeader).toBe('X-CSRF-TOKEN');
    expect(contract.sessionCookie).toBe('utsuru_sid');
  });

  it.each(contract.operations.filter((operation) => operation.body).map((operation) => [operation.operationId, operation] as const))(
    'makes bodies of %s that its schema accepts',
    (_name, operation) => {
      const accepts = contract.validatorOf(operation.body!.schema);
      fc.assert(
        fc.property(schemaArbitrary(contract.doc, operation.body!.schema), (body) => {
          expect(accepts(body), JSON.stringify(accepts.errors)).toBe(true);
        }),
        { seed: 26, numRuns: 30 },
      );
    },
  );

  it('makes path and query parameters their schemas accept', () => {
    for (const operation of contract.operations) {
      for (const parameter of operation.parameters.filter((p) => p.in !== 'header')) {
        const accepts = contract.validatorOf(parameter.schema);
        for (const value of fc.sample(schemaArbitrary(contract.doc, parameter.schema), { seed: 26, numRuns: 20 })) expect(accepts(value), `${operation.operationId} ${parameter.name}`).toBe(true);
      }
    }
  });

  it('sends a lone surrogate in JSON as a \\udXXX escape, raw bytes as they are, and raw JSON unquoted', () => {
    expect(jsonBytes({ a: '\uD800x\uDFFF' }).toString('latin1')).toBe('{"a":"\\ud800x\\udfff"}');
    expect(jsonBytes({ a: new RawBytes(Buffer.from([0xff, 0xed, 0xa0, 0x80])) })).toEqual(Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xed, 0xa0, 0x80]), Buffer.from('"}')]));
    expect(jsonBytes([new RawJson('1e400'), new RawJson('[[[1]]]', 'array')]).toString()).toBe('[1e400,[[[1]]]]');
    const proto = JSON.parse('{"__proto__":{"polluted":true}}') as unknown;
    expect(jsonBytes(proto).toString()).toBe('{"__proto__":{"polluted":true}}');
  });

  // Any code unit at all, lone surrogates included.
  const anyText = fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit))) });

  it.prop([anyText], { seed: 26 })('sends any string in a JSON body so that it parses back as it was', (text) => {
    expect((JSON.parse(jsonBytes({ a: text }).toString('utf8')) as { a: string }).a).toBe(text);
  });

  it.prop([fc.string({ unit: 'binary' })], { seed: 26 })('puts any well-formed string into a query so that it decodes back as it was', (text) => {
    const operation = contract.operations.find((candidate) => candidate.method === 'GET')!;
    const request = wireRequest(contract.basePath, operation, { path: {}, query: { q: text }, header: {} }, credentials);
    expect(decodeURIComponent(request.target.split('?q=')[1] ?? '')).toBe(text);
  });

  it('puts a lone surrogate into a target as its own bytes, which no UTF-8 decoder accepts', () => {
    const operation = contract.operations.find((candidate) => candidate.parameters.some((parameter) => parameter.in === 'path'))!;
    const name = operation.parameters.find((parameter) => parameter.in === 'path')!.name;
    const request = wireRequest(contract.basePath, operation, { path: { [name]: 'a\uD800' }, query: { q: '\uDC00' }, header: {} }, credentials);
    expect(request.target).toContain('/a%ED%A0%80');
    expect(request.target).toContain('?q=%ED%B0%80');
  });

  it('fills the CSRF header with the session’s token unless a mutation replaced it', () => {
    const post = contract.operations.find((operation) => operation.operationId === 'logout')!;
    const [inputs] = fc.sample(validInputs(contract, post), { seed: 26, numRuns: 1 });
    const request = wireRequest(contract.basePath, post, inputs!, credentials);
    expect(request.headers.find(([name]) => name.toLowerCase() === 'x-csrf-token')?.[1].toString()).toBe(credentials.csrfToken);
  });

  it('passes a 4xx only with the contract’s ErrorBody, and never a 5xx', () => {
    const json = 'application/json; charset=utf-8';
    const error = (code: string) => JSON.stringify({ status: { code, message: 'x' } });
    expect(breachOf(contract, { status: 400, contentType: json, body: error('BAD_REQUEST') })).toBeNull();
    expect(breachOf(contract, { status: 302, contentType: '', body: '' })).toBeNull();
    expect(breachOf(contract, { status: 500, contentType: json, body: error('INTERNAL_SERVER_ERROR') })).toBe('a server error');
    expect(breachOf(contract, { status: 400, contentType: json, body: error('NO_SUCH_CODE') })).toMatch(/not the contract's ErrorBody/);
    expect(breachOf(contract, { status: 400, contentType: json, body: JSON.stringify({ status: { code: 'BAD_REQUEST', message: 'x', stack: 'at …' } }) })).toMatch(/ErrorBody/);
    expect(breachOf(contract, { status: 400, contentType: json, body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'x' }) })).toMatch(/ErrorBody/);
    expect(breachOf(contract, { status: 404, contentType: 'text/html', body: '<p>not found</p>' })).toBe('a 4xx that is not JSON');
    expect(breachOf(contract, { status: 400, contentType: json, body: '{"status":' })).toBe('a 4xx whose body does not parse');
  });
});
