// The baseline of bench/static-assets.ts, forked into a process of its own: a bare Fastify server
// (no logger, no plugins, no hooks) with one route that answers the bytes and headers the real
// server sent for the entry JS, from memory. Whatever the real server costs above this is its own.
import Fastify from 'fastify';

export interface BareAsset {
  path: string;
  headers: Record<string, string>;
  /** The response body as the real server sent it (brotli), base64. */
  body: string;
}

process.once('message', (asset: BareAsset) => {
  const body = Buffer.from(asset.body, 'base64');
  const app = Fastify();
  app.get(asset.path, (_request, reply) => reply.headers(asset.headers).send(body));
  app.listen({ port: 0, host: '127.0.0.1' }).then(
    () => {
      const address = app.server.address();
      process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
    },
    (error: unknown) => {
      process.stderr.write(`bare server: ${String(error)}\n`);
      process.exit(1);
    },
  );
});
process.once('disconnect', () => process.exit(0));
