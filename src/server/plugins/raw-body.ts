// A route-level preParsing hook that keeps the request body's exact bytes on `request.rawBody`
// before the JSON parser sees them: a signature (Standard Webhooks, decision 019) is over the
// bytes as sent, and parsing then re-serialising JSON would change them. The body is then
// parsed and validated as usual from the same bytes.
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, on routes that keep it (see keepRawBody). */
    rawBody?: Buffer;
  }
}

/** More than any callback needs; the app's own body limit is larger, for the documents. */
const RAW_BODY_LIMIT = 64 * 1024;

export class RawBodyTooLarge extends Error {
  readonly statusCode = 413;
}

export async function keepRawBody(request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream): Promise<NodeJS.ReadableStream> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > RAW_BODY_LIMIT) throw new RawBodyTooLarge('request body too large');
    chunks.push(bytes);
  }
  request.rawBody = Buffer.concat(chunks);
  return Readable.from([request.rawBody]);
}
