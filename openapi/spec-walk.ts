// Small, dependency-free readers over a bundled contract (see load-spec.ts): list its operations
// and follow its local `#/...` refs. Used by the contract tests and by anything that needs to ask
// the contract a question at run time (e.g. "which operations are public?").
import type { OperationObject, ReferenceObject } from 'openapi-typescript';
import type { OpenAPIDocument } from './load-spec';

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface OperationEntry {
  readonly method: HttpMethod;
  /** The path as the contract spells it (without the server prefix). */
  readonly path: string;
  readonly operation: OperationObject;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isReference(value: unknown): value is ReferenceObject {
  return isRecord(value) && typeof value.$ref === 'string';
}

/** Every operation of the document, in path order. */
export function listOperations(doc: OpenAPIDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const pathItem: unknown = resolveRef(doc, item);
    if (!isRecord(pathItem)) continue;
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (isRecord(operation)) entries.push({ method, path, operation: operation as OperationObject });
    }
  }
  return entries;
}

/** Follows local refs until a node that is not a ref; throws on external or dangling refs. */
export function resolveRef(doc: OpenAPIDocument, node: unknown): unknown {
  const seen = new Set<string>();
  let current = node;
  while (isReference(current)) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`not a local ref: ${ref}`);
    if (seen.has(ref)) throw new Error(`ref cycle at ${ref}`);
    seen.add(ref);
    current = pointer(doc, ref);
  }
  return current;
}

function pointer(doc: OpenAPIDocument, ref: string): unknown {
  let target: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(target) || !(key in target)) throw new Error(`dangling ref: ${ref}`);
    target = target[key];
  }
  return target;
}

/** Every `$ref` string anywhere in the document. */
export function collectRefs(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, found);
  } else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else collectRefs(value, found);
    }
  }
  return found;
}
