/**
 * A setting (an environment variable, or a seed file's recipient) that refuses the start. main.ts
 * logs its message as one error line, without a stack trace, and exits with EX_CONFIG (78), so
 * an operator reads what to set instead of a crash.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** sysexits.h's EX_CONFIG: the configuration is wrong, a restart alone will not help. */
export const EXIT_CONFIG = 78;
