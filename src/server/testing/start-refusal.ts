// How a start refused by a setting looks from outside (README *Operating*): exit code 78, nothing
// on standard error, and one fatal JSON line on standard output. Returns that line, parsed.
import { expect } from 'vitest';
import { EXIT_CONFIG } from '../errors/config-error';

export function refusalLine(ended: { code: number | null; stdout: string; stderr: string }): Record<string, unknown> {
  expect(ended.code).toBe(EXIT_CONFIG);
  expect(ended.stderr).toBe('');
  const lines = ended.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
  expect(line).toMatchObject({ level: 60, msg: 'refused to start: a setting is wrong' });
  return line;
}
