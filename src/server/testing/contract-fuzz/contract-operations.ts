// What the fuzzer reads from the contract, through the loader the server itself uses
// (openapi/load-spec.ts): every operation with its parameters and body schema, the session cookie's
// and the CSRF header's names, and a validator of the shared error body.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadBundledSpec, type OpenAPIDocument } from '../../../../openapi/load-spec';
import { isRecord, listOperations, resolveRef } from '../../../../openapi/spec-walk';

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: unknown;
  /** The contract's example value, when it gives one (a recipient that exists, a phase). */
  example?: unknown;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  /** As the contract spells it, below the server prefix. */
  path: string;
  parameters: FuzzParameter[];
  /** The JSON schema of the body, when the operation takes one. */
  body?: { schema: unknown; required: boolean };
}

export interface Contract {
  doc: OpenAPIDocument;
  /** The API's prefix, from the contract's `servers`. */
  basePath: string;
  operations: FuzzOperation[];
  /** The header every POST from the SPA carries (the CsrfToken parameter). */
  csrfHeader: string;
  /** The cookie of the `sessionCookie` security scheme. */
  sessionCookie: string;
  /** The header of the `webhookSignature` scheme: an operation that takes it is signed by its caller. */
  webhookSignatureHeader: string;
  /** The contract's ErrorBody: every 4xx and 5xx answers it. */
  isErrorBody: ValidateFunction;
  /** A validator of a schema of the contract (a schema object or a `#/…` ref). */
  validatorOf(schema: unknown): ValidateFunction;
}

/** `node` with every local ref replaced by its target (the contract's schemas have no cycles). */
function inlined(doc: OpenAPIDocument, node: unknown): unknown {
  const resolved = resolveRef(doc, node);
  if (Array.isArray(resolved)) return resolved.map((item) => inlined(doc, item));
  if (!isRecord(resolved)) return resolved;
  return Object.fromEntries(Object.entries(resolved).map(([key, value]) => [key, inlined(doc, value)]));
}

function parametersOf(doc: OpenAPIDocument, pathItem: unknown, operation: Record<string, unknown>): FuzzParameter[] {
  const shared = isRecord(pathItem) && Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
  const own = Array.isArray(operation.parameters) ? operation.parameters : [];
  return [...shared, ...own].flatMap((node) => {
    const parameter = resolveRef(doc, node);
    if (!isRecord(parameter) || typeof parameter.name !== 'string') return [];
    const where = parameter.in as FuzzParameter['in'];
    const example = 'example' in parameter ? { example: parameter.example } : {};
    return [{ name: parameter.name, in: where, required: parameter.required === true || where === 'path', schema: parameter.schema, ...example }];
  });
}

function bodyOf(doc: OpenAPIDocument, operation: Record<string, unknown>): FuzzOperation['body'] {
  const requestBody = resolveRef(doc, operation.requestBody);
  if (!isRecord(requestBody) || !isRecord(requestBody.content)) return undefined;
  const json = Object.entries(requestBody.content).find(([type]) => type.toLowerCase().startsWith('application/json'));
  const media = json?.[1];
  return isRecord(media) ? { schema: media.schema, required: requestBody.required === true } : undefined;
}

export async function loadContract(): Promise<Contract> {
  const doc = await loadBundledSpec();
  const operations = listOperations(doc).map(({ method, path, operation }) => {
    const pathItem = resolveRef(doc, doc.paths?.[path]);
    const body = bodyOf(doc, operation as Record<string, unknown>);
    return {
      operationId: operation.operationId ?? `${method} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: parametersOf(doc, pathItem, operation as Record<string, unknown>),
      ...(body ? { body } : {}),
    };
  });
  const csrf = resolveRef(doc, doc.components?.parameters?.CsrfToken);
  const cookieScheme = resolveRef(doc, doc.components?.securitySchemes?.sessionCookie);
  const webhookScheme = resolveRef(doc, doc.components?.securitySchemes?.webhookSignature);
  const server = doc.servers?.[0]?.url;
  if (!isRecord(csrf) || typeof csrf.name !== 'string') throw new Error('the contract names no CsrfToken parameter');
  if (!isRecord(cookieScheme) || typeof cookieScheme.name !== 'string') throw new Error('the contract names no session cookie');
  if (!isRecord(webhookScheme) || typeof webhookScheme.name !== 'string') throw new Error('the contract names no webhook signature');
  if (!server) throw new Error('the contract names no server');
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validatorOf = (schema: unknown) => ajv.compile(inlined(doc, schema) as object);
  return {
    doc,
    basePath: server,
    operations,
    csrfHeader: csrf.name,
    sessionCookie: cookieScheme.name,
    webhookSignatureHeader: webhookScheme.name,
    isErrorBody: validatorOf({ $ref: '#/components/schemas/ErrorBody' }),
    validatorOf,
  };
}
