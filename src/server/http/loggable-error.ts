// What a log line may say of a failure. A database error's message repeats what it was given:
// drizzle's "Failed query: <sql> params: <values>", PostgreSQL's `invalid input syntax … "<value>"`;
// the values may be personal data. Of those, only the kind and the SQLSTATE are logged, and the
// stack's frames only (its first lines are the message again).
export interface LoggableError {
  type: string;
  message?: string;
  code?: string;
  stack?: string;
}

const sqlStateOf = (value: unknown): string | undefined => {
  const code = (value as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

const isDatabaseError = (error: Error): boolean => error.name === 'DrizzleQueryError' || sqlStateOf(error) !== undefined || sqlStateOf(error.cause) !== undefined;

export function loggableError(error: Error, { stack = false }: { stack?: boolean } = {}): LoggableError {
  if (!isDatabaseError(error)) return { type: error.name, message: error.message, ...(stack && error.stack ? { stack: error.stack } : {}) };
  const code = sqlStateOf(error) ?? sqlStateOf(error.cause);
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return { type: error.name, ...(code ? { code } : {}), ...(stack && frames ? { stack: frames } : {}) };
}
