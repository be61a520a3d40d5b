// Every POST body must be one the contract accepts. Fastify validates a body only against the
// schema of its own media type, so a body of any other type (text/plain, a form) or a missing
// one would reach the handler unvalidated; here such a request is refused before parsing.
// It runs at onRequest after the CSRF check, so a forged request is still refused as forged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenAPIDocument } from '../../../openapi/load-spec';
import { isRecord, listOperations, resolveRef } from '../../../openapi/spec-walk';
import { ApiError } from '../errors/api-error';

interface BodyRule {
  /** Lowercase media types the operation's requestBody lists; empty when it takes no body. */
  mediaTypes: readonly string[];
  required: boolean;
}

export const unsupportedMediaTypeMessage = 'この形式の送信内容は受け付けていません。';
export const missingBodyMessage = '送信内容がありません。';

export function bodyRulesOf(specification: OpenAPIDocument): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>();
  for (const { operation } of listOperations(specification)) {
    if (!operation.operationId) continue;
    const requestBody = resolveRef(specification, operation.requestBody);
    const content = isRecord(requestBody) && isRecord(requestBody.content) ? requestBody.content : {};
    rules.set(operation.operationId, {
      mediaTypes: Object.keys(content).map((type) => type.toLowerCase()),
      required: isRecord(requestBody) && requestBody.required === true,
    });
  }
  return rules;
}

/** The media type without parameters: `application/json; charset=utf-8` → `application/json`. */
const essenceOf = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Why the request's body breaks the rule, or null when it keeps it. */
function refusal(rule: BodyRule, request: FastifyRequest): { status: number; message: string } | null {
  const contentType = request.headers['content-type'];
  if (contentType !== undefined || hasBody(request)) {
    return contentType !== undefined && rule.mediaTypes.includes(essenceOf(contentType))
      ? null
      : { status: 415, message: unsupportedMediaTypeMessage };
  }
  return rule.required ? { status: 400, message: missingBodyMessage } : null;
}

async function requestBodyContract(app: FastifyInstance, { specification }: { specification: OpenAPIDocument }): Promise<void> {
  const rules = bodyRulesOf(specification);
  app.addHook('onRequest', async (request, reply) => {
    // Routes built from the contract carry their operationId in the schema (fastify-openapi-glue).
    const operationId = (request.routeOptions.schema as { operationId?: unknown } | undefined)?.operationId;
    const rule = typeof operationId === 'string' ? rules.get(operationId) : undefined;
    if (!rule || request.method !== 'POST') return;
    const refused = refusal(rule, request);
    if (refused) return reply.code(refused.status).send(new ApiError('BAD_REQUEST', refused.message).toBody());
  });
}

export default fp(requestBodyContract, { name: 'utsuru-request-body-contract', dependencies: ['utsuru-csrf'] });
