// The access log (issue 15): one line per request, when it is answered, with the request's id,
// method and path (never its query string, which can carry the OIDC code), status and time;
// a failed request is still logged as an error.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger';
import { AccessLogController } from './access-log';

async function appLogging() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    logController: new AccessLogController(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('the access log', () => {
  it('writes one line per answered request, without the query string', async () => {
    const { app, lines } = await appLogging();
    const reply = await app.inject({ method: 'GET', url: '/ok?code=secret-oidc-code&state=s' });
    expect(reply.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', path: '/ok' }, res: { statusCode: 200 } });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('secret-oidc-code');
  });

  it('logs a failed request at error level', async () => {
    const { app, lines } = await appLogging();
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect(lines.filter((line) => line.msg === 'request errored' || line.level === 50).length).toBeGreaterThan(0);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
