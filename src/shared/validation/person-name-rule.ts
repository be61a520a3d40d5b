// Spec §5/§9: the first two parts of a name (姓 and 名), kanji or kana, at most 24 characters together.
import * as z from 'zod/mini';
import { characterCount } from './character-count';
import { validationMessages as m } from './messages';

export const NAME_TOTAL_MAX = 24;

export interface NameParts {
  last: string;
  first: string;
}

export const nameTotalLengthRule: z.ZodMiniType<NameParts, NameParts> = z
  .object({ last: z.string(), first: z.string() }, { error: m.nameTotalLength })
  .check(z.refine((name) => characterCount(name.last) + characterCount(name.first) <= NAME_TOTAL_MAX, { error: m.nameTotalLength }));
