// The access log (issue 15): one line per request, when it is answered, with the request's id,
// method and path (never its query string, which can carry the OIDC code), status and time; a
// failed request is logged as an error. Built files log through a logger without the redaction.
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
  app.get('/broken', async () => {
    throw new Error('boom');
  });
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

  it('logs any other request once too, when it is answered, without the query string', async () => {
    lines.length = 0;
    await (await fetch(`${baseUrl}/page?code=secret-oidc-code&state=s`)).text();
    await (await fetch(`${baseUrl}/nothing-here`)).text();
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => [line.req?.path, line.res])).toEqual([
      ['/page', { statusCode: 200 }],
      ['/nothing-here', { statusCode: 404 }],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-oidc-code');
  });

  it('logs a failed request at error level', async () => {
    lines.length = 0;
    expect((await fetch(`${baseUrl}/broken`)).status).toBe(500);
    expect(lines.some((line) => line.level === 50)).toBe(true);
  });
});
