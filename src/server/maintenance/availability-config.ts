// The environment of issue 30's "the service says when it is not itself": MAINTENANCE (off, on, or
// the operator's sentence for residents) and the overload limits past which the API refuses work.
import { ConfigError } from '../errors/config-error';
import type { Maintenance } from './maintenance-state';
import { checkNotice } from './unavailable-answers';

export interface AvailabilityConfig {
  /** MAINTENANCE: unset or `off` → null; `on` → no sentence; any other text → that sentence. */
  readonly maintenance: Maintenance;
  /** OVERLOAD_EVENT_LOOP_DELAY_MS (default 1000): the mean event-loop delay over a second past which the API refuses. */
  readonly maxEventLoopDelayMs: number;
  /** OVERLOAD_HEAP_USED_MB: the heap past which the API refuses; unset → 90 % of V8's heap limit. */
  readonly maxHeapUsedMb: number | undefined;
}

function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number`);
  return value;
}

function maintenanceOf(raw: string | undefined): Maintenance {
  if (raw === undefined || raw === '' || raw === 'off') return null;
  if (raw === 'on') return { notice: null };
  const problem = checkNotice(raw);
  if (problem) throw new ConfigError(`MAINTENANCE: ${problem}`);
  return { notice: raw };
}

export function readAvailabilityConfig(env: NodeJS.ProcessEnv): AvailabilityConfig {
  return {
    maintenance: maintenanceOf(env.MAINTENANCE),
    maxEventLoopDelayMs: positive(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS') ?? 1000,
    maxHeapUsedMb: positive(env, 'OVERLOAD_HEAP_USED_MB'),
  };
}
