// The API is routed and validated spec-first from openapi/openapi.yaml (brief §3).
import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { OpenAPIDocument } from '../../../openapi/load-spec';
import { apiBasePath } from '#shared/config/brand';
import requestBodyContract from '../plugins/request-body-contract';
import { requireUser } from '../auth/require-user';
import type { OperationId, OperationTable } from './typed-handlers';

export interface RegisterApiOptions {
  specification: object;
  operations: OperationTable;
}

export async function registerApi(app: FastifyInstance, { specification, operations }: RegisterApiOptions): Promise<void> {
  await app.register(requestBodyContract, { specification: specification as OpenAPIDocument });
  await app.register(openapiGlue, {
    specification,
    prefix: apiBasePath, // the plugin ignores `servers` (brief §9)
    operationResolver: (operationId: string) => {
      const operation = operations[operationId as OperationId];
      if (!operation) throw new Error(`no handler for operation ${operationId}`);
      // The one place the contract's types meet the runtime: the schemas registered with each
      // route have validated the request into exactly the shape the handler's type declares.
      const handler = (typeof operation === 'function' ? operation : operation.handler) as unknown as RouteHandlerMethod;
      // The plugin merges these options into the route it builds (method and url come from the spec).
      return typeof operation === 'function' ? handler : ({ ...operation.options, handler } as RouteOptions);
    },
    securityHandlers: {
      sessionCookie: async (request: { session: { userId: string | null } | null }) => {
        requireUser(request);
      },
    },
  });
}
