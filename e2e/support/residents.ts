// The dev IdP's test residents, read from the same fixture the server seeds from.
import { readFileSync } from 'node:fs';

export interface FixtureResident {
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  birthdate: string;
  gender: 'male' | 'female' | 'other';
  login_pin: string;
  signing_pin: string;
}

export const residents: readonly FixtureResident[] = JSON.parse(
  readFileSync(new URL('../../src/server/dev-idp/residents.json', import.meta.url), 'utf8'),
);

export function firstResident(): FixtureResident {
  const resident = residents[0];
  if (!resident) throw new Error('residents.json has no residents');
  return resident;
}

/**
 * A resident set aside for one spec and one screen width. The projects run one after the other
 * against one server, so a resident whose state outlives a test (a locked signing password) must
 * not be shared between the widths.
 */
export function residentNamed(familyName: string, givenName: string): FixtureResident {
  const resident = residents.find((r) => r.family_name === familyName && r.given_name === givenName);
  if (!resident) throw new Error(`no ${familyName} ${givenName} in residents.json`);
  return resident;
}
