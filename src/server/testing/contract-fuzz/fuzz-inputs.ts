// A request's inputs as one tree (path, query and header parameters, and the body), valid ones
// from the contract's schemas, and the hostile kinds made from them: each kind changes the tree
// at a place fast-check picks, so every field of every operation can be the one that is wrong.
import fc from 'fast-check';
import type { Contract, FuzzOperation, FuzzParameter } from './contract-operations';
import { schemaArbitrary } from './schema-arbitrary';
import { anyTyped, deepJson, hugeString, invalidUtf8, jsonTypeOf, oddUnicode, pollution, prototypeKey, RawBytes, RawJson, sessionToken, webhookHeaderNames, webhookSigned } from './fuzz-values';

export interface RequestInputs {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  /** Absent when the operation takes none or a mutation removed it. */
  body?: unknown;
}

export const inputKinds = ['valid', 'mutated', 'wrong-type', 'huge-string', 'deep-nesting', 'prototype-keys', 'odd-unicode', 'invalid-utf8', 'combined'] as const;
export type InputKind = (typeof inputKinds)[number];

type Location = readonly (string | number)[];
type Tree = Record<string, unknown> | unknown[];

/** Removes the value at a location. */
const REMOVE = Symbol('remove');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson) && !(value instanceof RawBytes);
const isTree = (value: unknown): value is Tree => Array.isArray(value) || isPlainObject(value);

/** A copy of `tree` with `location` set to `value` (or removed); own keys such as `__proto__` stay data. */
function replaced(tree: unknown, location: Location, value: unknown): unknown {
  if (location.length === 0) return value;
  const [head, ...rest] = location as [string | number, ...(string | number)[]];
  if (Array.isArray(tree)) {
    const copy = [...tree];
    const next = replaced(copy[Number(head)], rest, value);
    if (next === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = next;
    return copy;
  }
  const source = isPlainObject(tree) ? tree : {};
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) Object.defineProperty(copy, key, { value: source[key], enumerable: true, writable: true, configurable: true });
  const next = replaced(source[head], rest, value);
  if (next === REMOVE) delete copy[head];
  else Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

function valueAt(tree: unknown, location: Location): unknown {
  return location.reduce<unknown>((node, key) => (isTree(node) ? (node as Record<string, unknown>)[key] : undefined), tree);
}

/** Every value's place in the inputs: each parameter, the body and everything inside it. */
function valueLocations(inputs: RequestInputs): Location[] {
  const found: Location[] = [];
  const walk = (node: unknown, at: Location) => {
    found.push(at);
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...at, index]));
    else if (isPlainObject(node)) for (const key of Object.keys(node)) walk(node[key], [...at, key]);
  };
  for (const part of ['path', 'query', 'header'] as const) for (const key of Object.keys(inputs[part])) found.push([part, key]);
  if ('body' in inputs && inputs.body !== undefined) walk(inputs.body, ['body']);
  return found;
}

/** The objects a new key can go into: the query string and every object of the body. */
function containers(inputs: RequestInputs): Location[] {
  const found: Location[] = [['query']];
  const walk = (node: unknown, at: Location) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...at, index]));
    else if (isPlainObject(node)) {
      found.push(at);
      for (const key of Object.keys(node)) walk(node[key], [...at, key]);
    }
  };
  walk(inputs.body, ['body']);
  return found;
}

const newKey = fc.oneof(fc.constantFrom('extra', 'a b', '', '0', 'id', 'phase'), fc.string({ unit: 'grapheme', maxLength: 8 }));

/** A place to put a value: an existing one, or a new key of a container. */
function slot(inputs: RequestInputs): fc.Arbitrary<Location> {
  const existing = valueLocations(inputs);
  const fresh = fc.tuple(fc.constantFrom(...containers(inputs)), newKey).map(([container, key]) => [...container, key] as Location);
  return existing.length > 0 ? fc.oneof(fc.constantFrom(...existing), fresh) : fresh;
}

const at = (inputs: RequestInputs, values: (current: unknown) => fc.Arbitrary<unknown>): fc.Arbitrary<RequestInputs> =>
  slot(inputs).chain((location) => values(valueAt(inputs, location)).map((value) => replaced(inputs, location, value) as RequestInputs));

const mutations: Record<Exclude<InputKind, 'valid' | 'combined'>, (inputs: RequestInputs) => fc.Arbitrary<RequestInputs>> = {
  // One field changed, removed or added.
  mutated: (inputs) =>
    fc.oneof(
      at(inputs, () => fc.jsonValue({ maxDepth: 2 })),
      fc.constantFrom(...valueLocations(inputs), ['query', 'extra'] as Location).map((location) => replaced(inputs, location, REMOVE) as RequestInputs),
    ),
  'wrong-type': (inputs) => at(inputs, (current) => anyTyped.filter((value) => jsonTypeOf(value) !== jsonTypeOf(current))),
  'huge-string': (inputs) => at(inputs, () => hugeString),
  'deep-nesting': (inputs) => at(inputs, () => deepJson),
  'prototype-keys': (inputs) =>
    fc
      .tuple(fc.constantFrom(...containers(inputs)), prototypeKey, pollution)
      .map(([container, key, value]) => replaced(inputs, [...container, key], value) as RequestInputs),
  'odd-unicode': (inputs) => at(inputs, () => oddUnicode),
  'invalid-utf8': (inputs) => at(inputs, () => invalidUtf8),
};

const hostileKinds = Object.keys(mutations) as (keyof typeof mutations)[];

/** Two or three kinds at once (a prototype key inside deep nesting reaches what neither does alone). */
function combined(inputs: RequestInputs): fc.Arbitrary<RequestInputs> {
  return fc
    .array(fc.constantFrom(...hostileKinds), { minLength: 2, maxLength: 3 })
    .chain((kinds) => kinds.reduce<fc.Arbitrary<RequestInputs>>((made, kind) => made.chain((tree) => mutations[kind](tree)), fc.constant(inputs)));
}

/**
 * A valid value of a parameter: the session's CSRF token, a webhook header made by the signer, or
 * a value of its schema, the contract's example among them (a recipient that exists).
 */
function parameterArbitrary(contract: Contract, operation: FuzzOperation, parameter: FuzzParameter): fc.Arbitrary<unknown> {
  const name = parameter.name.toLowerCase();
  if (name === contract.csrfHeader.toLowerCase()) return fc.constant(sessionToken);
  const signed = operation.parameters.some((other) => other.in === 'header' && other.name.toLowerCase() === contract.webhookSignatureHeader.toLowerCase());
  if (signed && parameter.in === 'header' && (webhookHeaderNames as readonly string[]).includes(name)) return fc.constant(webhookSigned);
  const fromSchema = schemaArbitrary(contract.doc, parameter.schema);
  return 'example' in parameter ? fc.oneof(fc.constant(parameter.example), fromSchema) : fromSchema;
}

/** Inputs the contract accepts: every required parameter, some optional ones, a valid body. */
export function validInputs(contract: Contract, operation: FuzzOperation): fc.Arbitrary<RequestInputs> {
  const part = (where: 'path' | 'query' | 'header') => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === where);
    const model = Object.fromEntries(parameters.map((parameter) => [parameter.name, parameterArbitrary(contract, operation, parameter)]));
    return fc.record(model, { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) });
  };
  const body = operation.body ? schemaArbitrary(contract.doc, operation.body.schema) : fc.constant(undefined);
  return fc.record({ path: part('path'), query: part('query'), header: part('header'), body }).map((inputs) => {
    if (inputs.body === undefined) delete (inputs as Partial<RequestInputs>).body;
    return inputs as RequestInputs;
  });
}

/** Inputs of one kind for an operation. */
export function inputsOf(contract: Contract, operation: FuzzOperation, kind: InputKind): fc.Arbitrary<RequestInputs> {
  const valid = validInputs(contract, operation);
  if (kind === 'valid') return valid;
  if (kind === 'combined') return valid.chain(combined);
  return valid.chain(mutations[kind]);
}
