// A mail leaves the service's protection, so what it may say is typed to leave out the birth
// date, the bank account and the household: adding such a field to MailFacts fails typecheck.
import { describe, expectTypeOf, it } from 'vitest';
import type { MailFacts } from './mail-facts';

/** Every key of a type, at any depth, lowercased. */
type DeepKeys<T> = T extends Date
  ? never
  : T extends readonly (infer Item)[]
    ? DeepKeys<Item>
    : T extends object
      ? { [K in keyof T & string]-?: Lowercase<K> | DeepKeys<NonNullable<T[K]>> }[keyof T & string]
      : never;

type Forbidden = 'birth' | 'dob' | 'account' | 'bank' | 'branch' | 'household' | 'member' | 'relationship' | 'gender' | 'sex';
type ForbiddenKeys = Extract<DeepKeys<MailFacts>, `${string}${Forbidden}${string}`>;

describe('MailFacts', () => {
  it('has no birth date, bank account or household field, at any depth', () => {
    expectTypeOf<ForbiddenKeys>().toEqualTypeOf<never>();
    // The walk does reach the nested fields (so the check above is not empty by accident).
    expectTypeOf<'officeaddress' | 'reason' | 'phone'>().toExtend<DeepKeys<MailFacts>>();
  });
});
