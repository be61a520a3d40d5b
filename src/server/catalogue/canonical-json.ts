// The catalogue's canonical form (issue 30): JSON with every object's keys sorted, so the same
// catalogue, however its files are spaced or ordered, has one text and one hash.
import { createHash } from 'node:crypto';

/** JSON with sorted keys and no spacing. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 (hex) of the canonical JSON. */
export const canonicalHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex');
