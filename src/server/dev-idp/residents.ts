// Test residents of the development identity provider (brief §4). They are fictional people at
// real addresses (real postal codes and JIS municipality codes), so the product's address,
// participation and possibility rules run against real data in development and tests.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const gender = z.enum(['male', 'female', 'other']);
const kana = z.string().regex(/^[ァ-ヶー]+$/u, 'kana must be full-width katakana');

const householdMember = z.strictObject({
  family_name: z.string().min(1),
  given_name: z.string().min(1),
  family_name_kana: kana,
  given_name_kana: kana,
  birthdate: z.iso.date(),
  gender,
  /** 続柄 as written on the 住民票, seen from the head of the household. */
  relationship: z.string().min(1),
});

const addressSchema = z.strictObject({
  postal_code: z.string().regex(/^\d{3}-\d{4}$/),
  region: z.string().min(1),
  locality: z.string().min(1),
  street_address: z.string().min(1),
  /** 全国地方公共団体コード: five digits and a check digit. */
  jis_code: z.string().regex(/^\d{6}$/),
});

const resident = z.strictObject({
  /** Opaque and stable, like a real provider's subject identifier. */
  sub: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** Shown on the login page so a tester knows which case they pick. */
  description: z.string().min(1),
  family_name: z.string().min(1),
  given_name: z.string().min(1),
  family_name_kana: kana,
  given_name_kana: kana,
  birthdate: z.iso.date(),
  gender,
  email: z.email().nullable(),
  address: addressSchema,
  /** 利用者証明用電子証明書の暗証番号 (used to log in). */
  login_pin: z.string().regex(/^\d{4}$/),
  /** 署名用電子証明書の暗証番号 (used to sign; a later step of the flow). */
  signing_pin: z.string().regex(/^[A-Z0-9]{6,16}$/),
  signing_certificate: z.strictObject({ expires_at: z.iso.datetime({ offset: true }) }),
  /** Wrong tries already on the card when the server starts. */
  pin_failures: z.strictObject({ login: z.number().int().min(0), signing: z.number().int().min(0) }),
  household: z.strictObject({
    relationship: z.string().min(1),
    members: z.array(householdMember).max(8),
  }),
  /**
   * What the development provider does with an identity-data update (decision 020): the card was
   * updated after the move (completes after a few seconds with the new address), the refresh
   * fails with the provider's message, or it never finishes. Absent: it completes at once with
   * the data unchanged.
   */
  identity_update: z
    .discriminatedUnion('outcome', [
      z.strictObject({ outcome: z.literal('completes'), after_seconds: z.number().int().min(0).max(60), address: addressSchema }),
      z.strictObject({ outcome: z.literal('fails'), message: z.string().min(1) }),
      z.strictObject({ outcome: z.literal('stays_pending') }),
    ])
    .optional(),
});

export type TestResident = z.infer<typeof resident>;

const residentList = z.array(resident).min(1).superRefine((list, ctx) => {
  const subs = new Set<string>();
  for (const [index, item] of list.entries()) {
    if (subs.has(item.sub)) ctx.addIssue({ code: 'custom', path: [index, 'sub'], message: 'duplicate sub' });
    subs.add(item.sub);
    if (!isValidJisCode(item.address.jis_code)) {
      ctx.addIssue({ code: 'custom', path: [index, 'address', 'jis_code'], message: 'wrong check digit' });
    }
  }
});

/** The JIS X 0401/0402 check digit: weights 6..2 over the five digits, modulus 11. */
export function isValidJisCode(code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = [6, 5, 4, 3, 2].reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  return (11 - (sum % 11)) % 10 === digits[5];
}

export const defaultResidentsFile = new URL('./residents.json', import.meta.url);

/** Reads and validates the fixture; a broken fixture stops the server at start, not mid-login. */
export async function loadTestResidents(file: URL | string = defaultResidentsFile): Promise<TestResident[]> {
  const parsed = residentList.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`invalid dev-idp residents fixture: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every claim the provider can release for a resident; oidc-provider filters them by granted scope. */
export function residentClaims(person: TestResident) {
  const { address } = person;
  return {
    sub: person.sub,
    name: `${person.family_name} ${person.given_name}`,
    family_name: person.family_name,
    given_name: person.given_name,
    name_kana: `${person.family_name_kana} ${person.given_name_kana}`,
    family_name_kana: person.family_name_kana,
    given_name_kana: person.given_name_kana,
    birthdate: person.birthdate,
    gender: person.gender,
    ...(person.email === null ? {} : { email: person.email, email_verified: true }),
    address: {
      formatted: `〒${address.postal_code} ${address.region}${address.locality}${address.street_address}`,
      postal_code: address.postal_code,
      region: address.region,
      locality: address.locality,
      street_address: address.street_address,
      country: 'JP',
      jis_code: address.jis_code,
    },
  };
}

export function fullName(person: Pick<TestResident, 'family_name' | 'given_name'>): string {
  return `${person.family_name} ${person.given_name}`;
}
