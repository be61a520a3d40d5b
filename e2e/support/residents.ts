// The dev IdP's test residents, read from the same fixture the server seeds from.
import { readFileSync } from 'node:fs';

export interface FixtureResident {
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  login_pin: string;
}

export const residents: readonly FixtureResident[] = JSON.parse(
  readFileSync(new URL('../../src/server/dev-idp/residents.json', import.meta.url), 'utf8'),
);

export function firstResident(): FixtureResident {
  const resident = residents[0];
  if (!resident) throw new Error('residents.json has no residents');
  return resident;
}
