// Checks shared by the seed files' schemas (participation table, lifeline catalogue).
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { municipalityKey } from '../address/jis-code';

/** A 6-digit 全国地方公共団体コード whose last digit is its check digit. */
export const jisCodeSchema = z.string().refine((code) => /^\d{6}$/.test(code) && municipalityKey(code) !== null, 'a 6-digit JIS code with its check digit');

/**
 * Where a recipient receives its messages (decision 019): an https URL, or `dev-inbox`, the
 * embedded development inbox (on only outside production, like /dev-idp).
 */
export const deliveryEndpointSchema = z.union([z.literal('dev-inbox'), z.url({ protocol: /^https$/ })]);

/** A Japanese phone number as residents dial it (0xx-xxxx-xxxx, 0120-xxx-xxx). */
export const phoneSchema = z.string().regex(/^0\d{1,4}-\d{1,4}-\d{3,4}$/);

/** A list whose entries' `key` is never repeated. */
export function listUniqueBy<T extends z.ZodType, K extends keyof z.infer<T> & string>(entry: T, key: K) {
  return z.array(entry).superRefine((list, ctx) => {
    const seen = new Set<unknown>();
    for (const [index, item] of list.entries()) {
      if (seen.has(item[key])) ctx.addIssue({ code: 'custom', path: [index, key], message: 'listed twice' });
      seen.add(item[key]);
    }
  });
}

/** Reads a seed file and validates it; a broken file fails loudly with the reason. */
export async function readSeed<T>(schema: z.ZodType<T>, file: URL | string, what: string): Promise<T> {
  const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`invalid ${what} ${String(file)}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
