// Test helper: a bare Fastify app with /dev-idp mounted on a real, already-listening port, keys
// generated into a temporary data folder, and whatever extra routes a test needs (a callback).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadOrCreateDevIdpKeys, registerDevIdp, type DevIdpClient } from '../register-dev-idp';
import { listenThenBuild, type ListeningApp } from '../../testing/listen-then-build';

export interface DevIdpServer extends ListeningApp {
  issuer: string;
  redirectUri: string;
  clients: DevIdpClient[];
  dataDir: string;
}

export const CALLBACK_PATH = '/callback';

export async function startDevIdp(
  options: {
    clients?: (redirectUri: string, issuer: string) => DevIdpClient[] | Promise<DevIdpClient[]>;
    routes?: (app: FastifyInstance, origin: string) => Promise<void> | void;
  } = {},
): Promise<DevIdpServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'utsuru-dev-idp-'));
  const keys = await loadOrCreateDevIdpKeys(dataDir);
  let issuer = '';
  let redirectUri = '';
  let clients: DevIdpClient[] = [];
  const listening = await listenThenBuild(async (origin, serverFactory) => {
    issuer = `${origin}/dev-idp`;
    redirectUri = `${origin}${CALLBACK_PATH}`;
    clients = (await options.clients?.(redirectUri, issuer)) ?? [
      { client_id: 'utsuru-primary', client_secret: 'primary-test-secret', redirect_uris: [redirectUri] },
    ];
    const app = Fastify({ logger: false, serverFactory });
    await registerDevIdp(app, { issuer, clients, ...keys });
    await options.routes?.(app, origin);
    return app;
  });
  return {
    ...listening,
    issuer,
    redirectUri,
    clients,
    dataDir,
    async close() {
      await listening.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
