// The residents the mix bench signs in: the development provider's own fixture, followed by
// hundreds of ordinary residents made for the bench (DEV_IDP_RESIDENTS_FILE). A real peak has
// thousands of residents, each with their own budget of submissions per minute (decision 016);
// the fixture's 36, several of them special cases (an expired certificate, a locking PIN),
// cannot file 20 applications a second without hitting those limits.
import { writeFile } from 'node:fs/promises';
import { loadTestResidents, type TestResident } from '../../src/server/dev-idp/residents';

/** 鈴木 大輔's household is the template: an adult with a valid signing certificate. */
const TEMPLATE_INDEX = 1;

export interface BenchResidents {
  file: string;
  /** Subjects of the residents made for the bench, in order. */
  subjects: string[];
}

export async function writeBenchResidents(file: string, count: number): Promise<BenchResidents> {
  const fixture = await loadTestResidents();
  const template = fixture[TEMPLATE_INDEX];
  if (!template) throw new Error('the dev IdP fixture has no template resident');
  // Without the template's special behaviours: each made resident's identity update completes at once.
  const { identity_update: _special, ...plain } = template;
  const residents: TestResident[] = Array.from({ length: count }, (_, i) => ({
    ...plain,
    sub: `bench-resident-${String(i).padStart(5, '0')}`,
    description: `負荷試験用の利用者 ${i + 1}`,
    given_name: `${template.given_name}${i + 1}`,
    email: `bench${i + 1}@example.com`,
    pin_failures: { login: 0, signing: 0 },
  }));
  await writeFile(file, JSON.stringify([...fixture, ...residents]));
  return { file, subjects: residents.map((person) => person.sub) };
}
