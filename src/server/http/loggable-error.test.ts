import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

class DrizzleQueryError extends Error {
  override name = 'DrizzleQueryError';
}

describe('what a log says of a failure', () => {
  it("keeps a database error's kind and SQLSTATE, never its message, its parameters or its cause's value", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "山田太郎"'), { code: '22P02' });
    const error = new DrizzleQueryError('Failed query: select * from drafts where owner = $1\nparams: 山田太郎', { cause });
    const logged = loggableError(error, { stack: true });
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: '22P02' });
    expect(JSON.stringify(logged)).not.toContain('山田太郎');
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('keeps the message of any other failure, and its stack when asked', () => {
    expect(loggableError(new TypeError('x is not a function'))).toEqual({ type: 'TypeError', message: 'x is not a function' });
    expect(loggableError(new Error('boom'), { stack: true }).stack).toContain('boom');
  });
});
