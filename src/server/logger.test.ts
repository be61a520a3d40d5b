// The logger's redaction: the OIDC code and tokens never reach a log line, while an error's
// `errorCode` (what the job runner and the HTTP layer log) stays readable for the operator.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination, loggerOptions } from './logger';

describe('logger redaction', () => {
  it('redacts a `code` field and keeps an `errorCode`', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
    logger.error({ err: { name: 'DatabaseError', errorCode: '57P01' }, callback: { code: 'oidc-secret-code', state: 's' } }, 'job failed');
    const logged = JSON.parse(lines[0] ?? '{}') as Record<string, Record<string, unknown>>;
    expect(logged.err).toEqual({ name: 'DatabaseError', errorCode: '57P01' });
    expect(logged.callback).toEqual({ code: '[redacted]', state: '[redacted]' });
  });
});

describe('log destination', () => {
  it('writes standard output synchronously: no thread hand-off per line, nothing lost when the process dies', () => {
    const destination = logDestination() as unknown as { fd: number; sync: boolean };
    expect(destination.fd).toBe(1);
    expect(destination.sync).toBe(true);
    expect(logDestination()).toBe(destination); // one stream per process
  });
});
