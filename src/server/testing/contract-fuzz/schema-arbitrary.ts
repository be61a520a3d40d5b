// Values a JSON Schema of the contract accepts, as fast-check arbitraries, derived from the schema
// alone (issue 26, point 3): an operation added to openapi/openapi.yaml is fuzzed without an edit.
// Covers the JSON Schema the contract uses (types, enum, const, pattern, formats, lengths, items,
// oneOf/anyOf/allOf/not, refs); a schema it does not understand yields any JSON value.
import fc from 'fast-check';
import type { OpenAPIDocument } from '../../../../openapi/load-spec';
import { isRecord, resolveRef } from '../../../../openapi/spec-walk';

type Schema = Record<string, unknown>;

/** Valid strings stay short, so the hostile kinds are what makes a request large. */
const SHORT = 24;
/** A contract's schemas are not recursive today; this bounds them if one ever is. */
const MAX_DEPTH = 12;

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, Number.POSITIVE_INFINITY);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl().filter(fits);
    default:
      // Printable text of any script: the forms are Japanese.
      return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(maxLength, SHORT)) }).filter(fits);
  }
}

function objectArbitrary(doc: OpenAPIDocument, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === 'string') : [];
  const model = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, schemaArbitrary(doc, sub, depth + 1)]));
  // A required key the schema gives no properties entry for may hold anything.
  for (const key of required) model[key] ??= fc.jsonValue();
  return fc.record(model, { requiredKeys: required });
}

function typedArbitrary(doc: OpenAPIDocument, schema: Schema, type: unknown, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: numberOr(schema.minimum, -1_000_000), max: numberOr(schema.maximum, 1_000_000) });
    case 'number':
      return fc.double({ min: numberOr(schema.minimum, -1e9), max: numberOr(schema.maximum, 1e9), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items === undefined ? fc.jsonValue() : schemaArbitrary(doc, schema.items, depth + 1);
      const constraints = { minLength: numberOr(schema.minItems, 0), maxLength: Math.min(numberOr(schema.maxItems, 4), 4) };
      return schema.uniqueItems === true ? fc.uniqueArray(items, { ...constraints, selector: (item) => JSON.stringify(item) }) : fc.array(items, constraints);
    }
    case 'object':
      return objectArbitrary(doc, schema, depth);
    default:
      return fc.jsonValue();
  }
}

/** An arbitrary of values `schema` (a schema object or a `#/…` ref into `doc`) accepts. */
export function schemaArbitrary(doc: OpenAPIDocument, node: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef(doc, node);
  if (!isRecord(schema) || depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (branches) return fc.oneof(...branches.map((branch) => schemaArbitrary(doc, branch, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    // Generated from the first part, kept when it meets every `not` of the others (the contract's one use).
    const [first, ...rest] = schema.allOf;
    const forbidden = rest.map((part) => resolveRef(doc, part)).flatMap((part) => (isRecord(part) && isRecord(part.not) && 'const' in part.not ? [part.not.const] : []));
    return schemaArbitrary(doc, first, depth + 1).filter((value) => !forbidden.includes(value));
  }
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => typedArbitrary(doc, schema, type, depth)));
  if (schema.type === undefined && isRecord(schema.properties)) return objectArbitrary(doc, schema, depth);
  return typedArbitrary(doc, schema, schema.type, depth);
}
