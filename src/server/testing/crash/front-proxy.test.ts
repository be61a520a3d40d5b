// The crash trials' front proxy: it routes by path, cuts the caller off when nothing answers
// behind it, and holds an answer back so that a test can kill the server in between.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFrontProxy, type FrontProxy } from './front-proxy';

/** A server answering every request with its own name, the path and the body it read. */
async function namedServer(name: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name, path: request.url, body: Buffer.concat(chunks).toString() })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the crash trials’ front proxy', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function front(): Promise<{ proxy: FrontProxy; app: Server }> {
    const receiver = await namedServer('receiver');
    const app = await namedServer('app');
    const proxy = await startFrontProxy(receiver.origin);
    proxy.app = app.origin;
    closers.push(
      () => new Promise((resolve) => receiver.server.close(() => resolve())),
      () => new Promise((resolve) => app.server.close(() => resolve())),
      () => proxy.close(),
    );
    return { proxy, app: app.server };
  }

  it('sends the development inbox’s webhooks to the receiver and everything else to the app', async () => {
    const { proxy } = await front();
    const webhook = await (await fetch(`${proxy.origin}/dev-inbox/recipients/business.sakura-gas/webhook`, { method: 'POST', body: 'x' })).json();
    const api = await (await fetch(`${proxy.origin}/utsuru-api/v1/application?x=1`, { method: 'POST', body: 'y' })).json();
    expect(webhook).toEqual({ name: 'receiver', path: '/dev-inbox/recipients/business.sakura-gas/webhook', body: 'x' });
    expect(api).toEqual({ name: 'app', path: '/utsuru-api/v1/application?x=1', body: 'y' });
  });

  it('cuts the caller’s connection when no app answers behind it', async () => {
    const { proxy, app } = await front();
    app.closeAllConnections();
    await new Promise((resolve) => app.close(resolve));
    await expect(fetch(`${proxy.origin}/utsuru-api/v1/csrf_token`)).rejects.toThrow();
    proxy.app = null;
    await expect(fetch(`${proxy.origin}/utsuru-api/v1/csrf_token`)).rejects.toThrow();
  });

  it('says whether a request was passed on whole to the app', async () => {
    const { proxy } = await front();
    const watch = proxy.watch(({ body }) => body.includes('key-3'));
    await fetch(`${proxy.origin}/utsuru-api/v1/application`, { method: 'POST', body: 'key-1' });
    expect(watch.forwarded).toBe(false);
    await fetch(`${proxy.origin}/utsuru-api/v1/application`, { method: 'POST', body: 'key-3' });
    expect(watch.forwarded).toBe(true);
    watch.stop();
  });

  it('holds the answer to the matching request, with its body, and never passes it on once dropped', async () => {
    const { proxy } = await front();
    const held = proxy.hold(({ method, path, body }) => method === 'POST' && path === '/utsuru-api/v1/application' && body.includes('key-2'));
    // Not the request the hold waits for: answered as usual.
    expect((await fetch(`${proxy.origin}/utsuru-api/v1/application`, { method: 'POST', body: 'key-1' })).status).toBe(200);
    const caller = fetch(`${proxy.origin}/utsuru-api/v1/application`, { method: 'POST', body: 'key-2', headers: { 'webhook-id': 'msg_1' } });
    const reply = await held.arrived;
    expect(reply.status).toBe(200);
    expect(reply.requestHeaders['webhook-id']).toBe('msg_1');
    expect(JSON.parse(reply.body)).toMatchObject({ name: 'app', body: 'key-2' });
    held.drop();
    await expect(caller).rejects.toThrow();
    // The hold is spent: the next matching request is answered.
    expect((await fetch(`${proxy.origin}/utsuru-api/v1/application`, { method: 'POST', body: 'key-2' })).status).toBe(200);
  });
});
