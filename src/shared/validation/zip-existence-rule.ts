// Spec §5's zip existence check. The lookup is injected: the browser posts pref_to_towns/, the
// server asks its in-memory catalogue. A zip is unknown only when the lookup answered OK with
// zero towns; a lookup that failed (network, 5xx, no lookup given) flags nothing.
import * as z from 'zod/mini';
import { validationMessages as m } from './messages';
import type { StringRule } from './string-rules';

export type ZipLookupResult = { ok: true; townCount: number } | { ok: false };
export type ZipLookup = (zipcode: string) => Promise<ZipLookupResult>;

/** The answer of POST pref_to_towns/ as far as the rule reads it. */
export interface PrefToTownsAnswer {
  status: { code: string };
  pref_to_towns: readonly unknown[];
}

/** Adapts a call of POST pref_to_towns/ (which throws or rejects on failure) to a ZipLookup. */
export function zipLookupOverApi(post: (zipcode: string) => Promise<PrefToTownsAnswer>): ZipLookup {
  return async (zipcode) => {
    try {
      const answer = await post(zipcode);
      return answer.status.code === 'OK' ? { ok: true, townCount: answer.pref_to_towns.length } : { ok: false };
    } catch {
      return { ok: false };
    }
  };
}

/** Asynchronous: parse with safeParseAsync. Looks up only a value longer than 6 characters. */
export function zipExistsRule(lookup: ZipLookup | undefined): StringRule {
  return z.string({ error: m.zipUnknown }).check(
    z.refine(
      async (value) => {
        if (!lookup || value.length <= 6) return true;
        const result = await lookup(value).catch((): ZipLookupResult => ({ ok: false }));
        return !result.ok || result.townCount > 0;
      },
      { error: m.zipUnknown },
    ),
  );
}
