// Maps a provider's verified claims to what the product uses (brief §4): 氏名, 氏名カナ,
// 生年月日, 性別, 住所 with its JIS municipality code, and an email where one is given.
import { z } from 'zod';

export interface ResidentClaims {
  name: { last: string; first: string };
  nameKana: { last: string; first: string };
  /** YYYY/MM/DD, the product's display and input format (spec §5). */
  birthDate: string;
  gender: 'male' | 'female' | 'other';
  address: {
    /** Seven digits, no hyphen. */
    zipcode: string;
    /** 全国地方公共団体コード, six digits. */
    jisCode: string;
    /** 都道府県 */
    pref: string;
    /** 市区町村 */
    city: string;
    /** 町域, e.g. 神田神保町 */
    town: string;
    /** 番地・建物, e.g. 2-3-4 */
    line: string;
  };
  email: string | null;
}

const text = z.string().trim().min(1);

const claimsSchema = z.object({
  name: text.optional(),
  family_name: text.optional(),
  given_name: text.optional(),
  name_kana: text.optional(),
  family_name_kana: text.optional(),
  given_name_kana: text.optional(),
  birthdate: z.iso.date(),
  gender: text,
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  address: z.object({
    postal_code: z
      .string()
      .transform((value) => value.replace(/[〒\s-]/g, ''))
      .pipe(z.string().regex(/^\d{7}$/)),
    region: text,
    locality: text,
    street_address: text,
    jis_code: z.string().regex(/^\d{6}$/),
  }),
});

export class ClaimsMissingError extends Error {
  constructor(readonly fields: string[]) {
    // Field names only: the values are personal data and must not reach a log.
    super(`required claims missing or malformed: ${fields.join(', ')}`);
    this.name = 'ClaimsMissingError';
  }
}

/** Family and given name from the split claims, or from a full name written "姓 名". */
function splitName(family: string | undefined, given: string | undefined, full: string | undefined) {
  if (family && given) return { last: family, first: given };
  const parts = full?.split(/[\s\u3000]+/u).filter(Boolean) ?? [];
  if (parts.length === 2 && parts[0] && parts[1]) return { last: parts[0], first: parts[1] };
  return undefined;
}

/**
 * OIDC gives the street as one string. Japanese addresses put the 町域 first and the 番地 from
 * the first digit on, so split there ("神田神保町2-3-4" → "神田神保町" + "2-3-4"); a street
 * without digits stays whole in `town`.
 */
export function splitStreetAddress(street: string): { town: string; line: string } {
  const trimmed = street.trim();
  const match = /^(.*?)([0-9０-９].*)$/u.exec(trimmed);
  if (!match) return { town: trimmed, line: '' };
  return { town: (match[1] ?? '').trim(), line: (match[2] ?? '').trim() };
}

function normaliseGender(value: string): ResidentClaims['gender'] {
  return value === 'male' || value === 'female' ? value : 'other';
}

export function toResidentClaims(claims: Record<string, unknown>): ResidentClaims {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) {
    throw new ClaimsMissingError([...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))]);
  }
  const data = parsed.data;
  const name = splitName(data.family_name, data.given_name, data.name);
  const nameKana = splitName(data.family_name_kana, data.given_name_kana, data.name_kana);
  const missing = [...(name ? [] : ['name']), ...(nameKana ? [] : ['name_kana'])];
  if (!name || !nameKana) throw new ClaimsMissingError(missing);

  const email = data.email_verified !== false ? z.email().safeParse(data.email) : undefined;
  const { town, line } = splitStreetAddress(data.address.street_address);
  return {
    name,
    nameKana,
    birthDate: data.birthdate.replaceAll('-', '/'),
    gender: normaliseGender(data.gender),
    address: {
      zipcode: data.address.postal_code,
      jisCode: data.address.jis_code,
      pref: data.address.region,
      city: data.address.locality,
      town,
      line,
    },
    email: email?.success ? email.data : null,
  };
}
