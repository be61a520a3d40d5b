// The scanners' start points, from the two tables the server itself serves: the SPA's routes
// (src/shared/routes.ts) and the API's operations (the contract), each operation with the
// contract's own example parameters and every example body, so a scanner's first request is one
// a handler takes and each parameter it mutates is a real one.
import { routes } from '#shared/routes';
import { loadBundledSpec } from '../../../../openapi/load-spec';
import { isRecord, listOperations, resolveRef } from '../../../../openapi/spec-walk';

export interface ScanOperation {
  operationId: string;
  method: 'GET' | 'POST';
  /** Absolute, with the example path and query parameters filled in. */
  url: string;
  /** The same with `*` after each path parameter's value: sqlmap's mark for a custom injection point. */
  markedUrl: string;
  /** The contract's example bodies (JSON text), by their names; none for a GET. */
  bodies: { name: string; json: string }[];
}

/** A lifeline business of the shipped catalogue, for the routes that name one. */
const exampleBusinessId = 'sakura-gas';

/** Every route of the SPA's table as a URL, `:id` filled with a business that exists. */
export function spaUrls(origin: string): string[] {
  return routes.map((route) => new URL(route.pattern.replace(/:id\?$/, '').replace(':id', exampleBusinessId), origin).toString());
}

function exampleOf(parameter: Record<string, unknown>, doc: unknown): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const schema = resolveRef(doc as never, parameter.schema);
  if (isRecord(schema)) {
    if (schema.example !== undefined) return schema.example;
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
  }
  throw new Error(`the contract gives no example for the parameter ${String(parameter.name)}`);
}

/**
 * Every operation of the contract but `leave`'s, as a scanner's start point. The recipients'
 * status callback is signed server to server: its example reaches the signature check only.
 */
export async function scanOperations(origin: string, leave: readonly string[]): Promise<ScanOperation[]> {
  const doc = await loadBundledSpec();
  const prefix = String(doc.servers?.[0]?.url ?? '');
  const operations: ScanOperation[] = [];
  for (const { method, path, operation } of listOperations(doc)) {
    const operationId = String(operation.operationId);
    if (leave.includes(operationId)) continue;
    if (method !== 'get' && method !== 'post') throw new Error(`${operationId}: the scan knows GET and POST only, not ${method}`);
    let filledPath = path;
    let markedPath = path;
    const query = new URLSearchParams();
    for (const raw of operation.parameters ?? []) {
      const parameter = resolveRef(doc, raw);
      if (!isRecord(parameter) || parameter.in === 'header') continue;
      const value = String(exampleOf(parameter, doc));
      if (parameter.in === 'path') {
        filledPath = filledPath.replace(`{${String(parameter.name)}}`, encodeURIComponent(value));
        markedPath = markedPath.replace(`{${String(parameter.name)}}`, `${encodeURIComponent(value)}*`);
      }
      if (parameter.in === 'query') query.set(String(parameter.name), value);
    }
    const url = new URL(`${prefix}${filledPath}`, origin);
    url.search = query.toString();
    const markedUrl = `${origin}${prefix}${markedPath}${url.search}`;
    const bodies: ScanOperation['bodies'] = [];
    const requestBody = resolveRef(doc, operation.requestBody);
    const json = isRecord(requestBody) && isRecord(requestBody.content) ? requestBody.content['application/json'] : undefined;
    if (isRecord(json)) {
      if (json.example !== undefined) bodies.push({ name: 'example', json: JSON.stringify(json.example) });
      for (const [name, example] of Object.entries(isRecord(json.examples) ? json.examples : {})) {
        const resolved = resolveRef(doc, example);
        if (isRecord(resolved) && resolved.value !== undefined) bodies.push({ name, json: JSON.stringify(resolved.value) });
      }
      if (bodies.length === 0) throw new Error(`${operationId}: the contract gives no example body`);
    }
    operations.push({ operationId, method: method === 'get' ? 'GET' : 'POST', url: url.toString(), markedUrl, bodies });
  }
  return operations;
}
