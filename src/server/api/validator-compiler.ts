// Request validation from the OpenAPI schemas (draft 2020-12, as OpenAPI 3.1 uses).
// Bodies are validated strictly: no coercion and no stripping, so an unknown field or a
// wrong type is a 400 instead of being silently "fixed" (brief §9). Query strings, path
// parameters and headers arrive as text, so those are coerced to their declared types.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false, // OpenAPI adds keywords such as `example` that JSON Schema does not know
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(ajv);
  return ajv;
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** Node lowercases incoming header names; Fastify's own compiler does the same to the schema. */
function lowercaseHeaderNames(schema: ObjectSchema): ObjectSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k.toLowerCase(), v])),
    }),
    ...(schema.required && { required: schema.required.map((k) => k.toLowerCase()) }),
  };
}

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = createAjv(false);
  const coercing = createAjv(true);
  return ({ schema, httpPart }) => {
    if (httpPart === 'body') return strict.compile(schema as object);
    return coercing.compile(httpPart === 'headers' ? lowercaseHeaderNames(schema as ObjectSchema) : (schema as object));
  };
}
