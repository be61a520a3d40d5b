// The development identity provider's side of an identity-data update (the IdentityUpdateProvider
// seam, brief §4, decision 020): each request is a dev_identity_updates row, and what becomes of
// it is the test resident's `identity_update` in residents.json, read against the injected clock:
// `completes` after `after_seconds` with the new address, `fails` with the provider's message,
// `stays_pending` never answers; a resident without it completes at once, unchanged. Rows, not
// process memory, so every app process answers alike (brief §3).
import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database-handle';
import { devIdentityUpdates } from '../db/schema';
import type { IdentityUpdateProvider } from '../identity-update/identity-update-provider';
import { isUuid } from '../repositories/ids';
import { loadTestResidents, residentClaims, type TestResident } from './residents';

export interface DevIdentityUpdates {
  provider: IdentityUpdateProvider;
  /** The resident as the card reads now: with the new address once an update of theirs completed. */
  currentCard(person: TestResident): Promise<TestResident>;
}

/** The card after the update the fixture describes (unchanged unless it `completes` with an address). */
function updatedCard(person: TestResident): TestResident {
  const update = person.identity_update;
  return update?.outcome === 'completes' ? { ...person, address: update.address } : person;
}

const delayOf = (person: TestResident): number =>
  person.identity_update?.outcome === 'completes' ? person.identity_update.after_seconds * 1000 : 0;

export function createDevIdentityUpdates({ db, clock, residents }: { db: Db; clock: Clock; residents: readonly TestResident[] }): DevIdentityUpdates {
  const residentsBySub = new Map(residents.map((person) => [person.sub, person]));

  return {
    provider: {
      async requestRefresh({ subject }) {
        if (!residentsBySub.has(subject)) throw new Error('the dev IdP has no such resident');
        const rows = await db.insert(devIdentityUpdates).values({ subject, requestedAt: clock.now() }).returning({ id: devIdentityUpdates.id });
        const row = rows[0];
        if (!row) throw new Error('insert returned no row');
        return { providerRequestId: row.id };
      },

      async readState(providerRequestId) {
        const rows = isUuid(providerRequestId)
          ? await db.select().from(devIdentityUpdates).where(eq(devIdentityUpdates.id, providerRequestId)).limit(1)
          : [];
        const person = rows[0] && residentsBySub.get(rows[0].subject);
        if (!rows[0] || !person) throw new Error('the dev IdP has no such identity-data update');
        const update = person.identity_update;
        if (update?.outcome === 'fails') return { state: 'failed', message: update.message };
        if (update?.outcome === 'stays_pending') return { state: 'pending' };
        if (clock.now().getTime() < rows[0].requestedAt.getTime() + delayOf(person)) return { state: 'pending' };
        return { state: 'completed', claims: residentClaims(updatedCard(person)) };
      },
    },

    async currentCard(person) {
      if (person.identity_update?.outcome !== 'completes') return person;
      const completedBy = new Date(clock.now().getTime() - delayOf(person));
      const completed = await db
        .select({ id: devIdentityUpdates.id })
        .from(devIdentityUpdates)
        .where(and(eq(devIdentityUpdates.subject, person.sub), lte(devIdentityUpdates.requestedAt, completedBy)))
        .limit(1);
      return completed.length > 0 ? updatedCard(person) : person;
    },
  };
}

/** The development provider over the fixture's residents, built once at start. */
export async function setUpDevIdentityUpdates(input: { db: Db; clock: Clock; residentsFile?: string | undefined }): Promise<DevIdentityUpdates> {
  const { residentsFile, ...deps } = input;
  return createDevIdentityUpdates({ ...deps, residents: await loadTestResidents(residentsFile) });
}
