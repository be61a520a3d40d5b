// Test helper: an OIDC issuer URL must contain the server's port, but Fastify cannot add routes
// after listen(). So the plain HTTP server listens on 127.0.0.1:0 first (the kernel picks a free
// port, no race with other test files), and the Fastify app is then built on top of that very
// server through `serverFactory`, already knowing its origin.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

export interface ListeningApp {
  origin: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function listenThenBuild(
  build: (origin: string, serverFactory: FastifyServerFactory) => Promise<FastifyInstance>,
): Promise<ListeningApp> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const serverFactory: FastifyServerFactory = (fastifyHandler) => {
    handler = fastifyHandler;
    return server;
  };
  try {
    const app = await build(origin, serverFactory);
    await app.ready();
    return {
      origin,
      app,
      async close() {
        await app.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  } catch (error) {
    server.close();
    throw error;
  }
}
