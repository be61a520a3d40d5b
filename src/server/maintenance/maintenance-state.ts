// Whether the operator has the service in maintenance: MAINTENANCE in the environment (for when
// the database itself is being worked on), or the row `npm run maintenance -- on` writes, which
// every instance reads. The row is read at most once per few seconds per instance (one read for
// all the requests that arrive meanwhile), so the database is not asked on every call.
import type { Clock } from '../clock';
import type { Db } from '../db/database-handle';
import { readMaintenance, type MaintenanceWindow } from './maintenance-store';

/** How long an instance trusts what it read: the most another instance lags behind the operator. */
export const MAINTENANCE_CACHE_MS = 5_000;
/** A read that takes longer is not waited for: the last answer stands, and the request's own queries tell. */
const READ_TIMEOUT_MS = 1_000;

export type Maintenance = { notice: string | null } | null;

export interface MaintenanceStateOptions {
  /** MAINTENANCE: null when off, else the operator's sentence or null for "on" without one. */
  fromEnvironment: Maintenance;
  db: Db;
  clock: Clock;
  /** A failed read: the last answer stands (the database being away is not maintenance). */
  onReadFailure: (error: unknown) => void;
}

export interface MaintenanceState {
  current(): Promise<Maintenance>;
  /** After this instance changed the row: read it again on the next request. */
  forget(): void;
}

export function createMaintenanceState({ fromEnvironment, db, clock, onReadFailure }: MaintenanceStateOptions): MaintenanceState {
  let known: { value: Maintenance; readAt: number } | undefined;
  let reading: Promise<Maintenance> | undefined;

  /** Bumped by forget(): a read begun before the change answers its own caller but is not kept. */
  let generation = 0;
  const read = (): Promise<Maintenance> => {
    const readFor = generation;
    reading ??= readMaintenance(db)
      .then((row: MaintenanceWindow | null) => {
        const value = row ? { notice: row.notice } : null;
        if (readFor === generation) known = { value, readAt: clock.now().getTime() };
        return value;
      })
      .catch((error: unknown) => {
        onReadFailure(error);
        // Try again after a while, not on every request while the database is away.
        known = { value: known?.value ?? null, readAt: clock.now().getTime() };
        return known.value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  return {
    async current() {
      if (fromEnvironment) return fromEnvironment;
      if (known && clock.now().getTime() - known.readAt < MAINTENANCE_CACHE_MS) return known.value;
      const stale = known?.value ?? null;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<Maintenance>((resolve) => {
        timer = setTimeout(() => resolve(stale), READ_TIMEOUT_MS);
      });
      try {
        return await Promise.race([read(), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    forget() {
      known = undefined;
      reading = undefined;
      generation += 1;
    },
  };
}
