// The maintenance row every instance reads (issue 30): the operator's CLI and the operator's
// endpoint write it through these three functions, so both take the same path to the database.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database-handle';
import { serviceMaintenance } from '../db/schema';

export interface MaintenanceWindow {
  /** The operator's sentence for residents (e.g. when the service is back), or null. */
  notice: string | null;
  startedAt: Date;
}

export async function readMaintenance(db: Db): Promise<MaintenanceWindow | null> {
  const [row] = await db.select({ notice: serviceMaintenance.notice, startedAt: serviceMaintenance.startedAt }).from(serviceMaintenance).where(eq(serviceMaintenance.id, 1));
  return row ?? null;
}

/** Starts the window, or changes its sentence; the start time stays the first one. */
export async function startMaintenance(db: Db, notice: string | null): Promise<MaintenanceWindow> {
  const [row] = await db
    .insert(serviceMaintenance)
    .values({ id: 1, notice })
    .onConflictDoUpdate({ target: serviceMaintenance.id, set: { notice } })
    .returning({ notice: serviceMaintenance.notice, startedAt: serviceMaintenance.startedAt });
  if (!row) throw new Error('the maintenance row was not written');
  return row;
}

/** Ends the window; whether one was open. */
export async function endMaintenance(db: Db): Promise<boolean> {
  const ended = await db.delete(serviceMaintenance).where(eq(serviceMaintenance.id, 1)).returning({ id: serviceMaintenance.id });
  return ended.length > 0;
}
