// A built file's request is logged once, when it completes, with its method, path and status;
// every other request keeps Fastify's two lines.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger';
import { AccessLogController, builtFileLogger } from './access-log';

type Line = { level: number; msg: string; pid: number; hostname: string; reqId?: string; req?: Record<string, unknown>; res?: Record<string, unknown>; responseTime?: number };

describe('the access log', () => {
  const lines: Line[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  const app = Fastify({ logger: { ...loggerOptions('info'), stream }, logController: new AccessLogController() });
  // As plugins/spa.ts registers the built files.
  const builtFiles = builtFileLogger('info', stream);
  void app.register(async (scope) => {
    scope.setChildLoggerFactory((_logger, bindings, options) => builtFiles.child(bindings, options));
    scope.get('/assets/app-Ab12Cd34.js', { config: { staticFile: true } }, (_request, reply) => reply.type('text/javascript').send('ok'));
  });
  app.get('/page', (_request, reply) => reply.send('page'));
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const linesOf = (id: string | undefined) => lines.filter((line) => line.reqId === id);

  it('logs a built file once, on completion, with method, path (no query) and status', async () => {
    lines.length = 0;
    await (await fetch(`${baseUrl}/assets/app-Ab12Cd34.js?v=1`)).text();
    await (await fetch(`${baseUrl}/assets/app-Ab12Cd34.js`, { method: 'HEAD' })).text();
    const requests = [...new Set(lines.map((line) => line.reqId))];
    expect(requests).toHaveLength(2);
    const [get, head] = requests.map(linesOf);
    expect(get).toEqual([
      { level: 30, time: expect.any(Number), pid: process.pid, hostname: expect.any(String), reqId: requests[0], msg: 'request completed', req: { id: requests[0], method: 'GET', path: '/assets/app-Ab12Cd34.js' }, res: { statusCode: 200 }, responseTime: expect.any(Number) },
    ]);
    expect(head).toEqual([expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ method: 'HEAD', path: '/assets/app-Ab12Cd34.js' }), res: { statusCode: 200 } })]);
  });

  it('logs any other request as Fastify does: when it comes in and when it completes', async () => {
    lines.length = 0;
    await (await fetch(`${baseUrl}/page`)).text();
    await (await fetch(`${baseUrl}/nothing-here`)).text();
    expect(lines.filter((line) => line.msg === 'incoming request').map((line) => line.req)).toEqual([
      { id: expect.any(String), method: 'GET', path: '/page' },
      { id: expect.any(String), method: 'GET', path: '/nothing-here' },
    ]);
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => line.res)).toEqual([{ statusCode: 200 }, { statusCode: 404 }]);
  });
});
