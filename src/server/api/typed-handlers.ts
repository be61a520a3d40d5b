// Handler types derived from the generated OpenAPI types, so a handler can neither read a
// field the contract does not declare nor answer with a shape it does not promise.
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { operations, webhooks } from '#shared/api/schema';

/**
 * The operations this server serves: not the contract's `webhooks`, which recipients serve (each
 * webhook is named like its operationId; the contract test checks that).
 */
export type OperationId = Exclude<keyof operations, keyof webhooks>;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
type BodyOf<Op> = Op extends { requestBody: infer R } ? JsonOf<R> : Op extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : undefined;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? Record<string, never> : NonNullable<Q>) : Record<string, never>;
type PathOf<Op> = Op extends { parameters: { path?: infer P } } ? ([P] extends [never] ? Record<string, never> : NonNullable<P>) : Record<string, never>;
type SuccessOf<Op> = Op extends { responses: infer R } ? (200 extends keyof R ? JsonOf<R[200]> : undefined) : undefined;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<operations[K]>;
  Querystring: QueryOf<operations[K]>;
  Params: PathOf<operations[K]>;
}>;

export type Handler<K extends OperationId> = (request: OperationRequest<K>, reply: FastifyReply) => Promise<SuccessOf<operations[K]> | FastifyReply>;

/** A handler, optionally with route options such as a rate limit. */
export type Operation<K extends OperationId> = Handler<K> | { handler: Handler<K>; options: Pick<RouteShorthandOptions, 'config'> };

/** Every operation of the contract must be handled: a missing one fails the typecheck. */
export type OperationTable = { [K in OperationId]: Operation<K> };
