// What `npm run maintenance` does, apart from where it does it: `on ["sentence"]` opens the window
// (or changes its sentence), `off` closes it, `status` says whether one is open. The window is the
// row every instance reads within a few seconds (maintenance-state.ts).
import type { Db } from '../db/database-handle';
import { endMaintenance, readMaintenance, startMaintenance, type MaintenanceWindow } from './maintenance-store';
import { maintenancePath, windowJson } from './maintenance-route';
import { checkNotice } from './unavailable-answers';

export const maintenanceUsage = 'usage: npm run maintenance -- on ["sentence for residents"] | off | status';

/** Where the row is: the database itself, or the running server that holds it (embedded PGlite). */
export interface MaintenanceTarget {
  read(): Promise<MaintenanceWindow | null>;
  start(notice: string | null): Promise<MaintenanceWindow>;
  end(): Promise<void>;
}

export const databaseTarget = (db: Db): MaintenanceTarget => ({
  read: () => readMaintenance(db),
  start: (notice) => startMaintenance(db, notice),
  end: async () => {
    await endMaintenance(db);
  },
});

type WindowJson = ReturnType<typeof windowJson>;

/** The server's /ops/maintenance, with OPERATOR_TOKEN when set (else it admits loopback clients in development). */
export function serverTarget(baseUrl: string, token: string | undefined): MaintenanceTarget {
  const call = async (method: string, body?: unknown): Promise<MaintenanceWindow | null> => {
    const response = await fetch(`${baseUrl}${maintenancePath}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${baseUrl}${maintenancePath}: HTTP ${response.status} ${await response.text()}`);
    const { maintenance } = (await response.json()) as WindowJson;
    return maintenance && { notice: maintenance.notice, startedAt: new Date(maintenance.started_at) };
  };
  return {
    read: () => call('GET'),
    start: async (notice) => {
      const window = await call('PUT', { notice });
      if (!window) throw new Error('the server did not open the window');
      return window;
    },
    end: async () => {
      await call('DELETE');
    },
  };
}

export type MaintenanceOrder = { command: 'on'; notice: string | null } | { command: 'off' } | { command: 'status' };

/** The order the arguments give, or the reason they give none. */
export function maintenanceOrderOf(args: readonly string[]): MaintenanceOrder | { problem: string } {
  const [command, ...rest] = args;
  if (command === 'off' || command === 'status') return rest.length === 0 ? { command } : { problem: maintenanceUsage };
  if (command !== 'on' || rest.length > 1) return { problem: maintenanceUsage };
  const notice = rest[0] ?? null;
  const problem = notice === null ? null : checkNotice(notice);
  return problem ? { problem } : { command, notice };
}

const describe = (window: MaintenanceWindow | null) =>
  window ? `maintenance: on since ${window.startedAt.toISOString()}${window.notice ? `: ${window.notice}` : ' (no sentence)'}\n` : 'maintenance: off\n';

/** Carries out the order; the text for stdout. */
export async function runMaintenanceOrder(order: MaintenanceOrder, target: MaintenanceTarget): Promise<string> {
  if (order.command === 'on') return describe(await target.start(order.notice));
  if (order.command === 'off') {
    await target.end();
    return describe(null);
  }
  return describe(await target.read());
}
