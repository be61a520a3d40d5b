// What the server costs while the bench loads it, read from /proc (Linux): the CPU time of its
// process (every thread, so PGlite's worker counts too), that of every PostgreSQL process when the
// database is a real server, the server's resident memory, and the machine's load average.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // `getconf CLK_TCK` on Linux

/** utime + stime of one process (or of one thread: `pid/task/tid`), ms; undefined once it is gone. */
function cpuMsOf(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The command name may hold spaces: the fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'latin1').trim();
  } catch {
    return '';
  }
}

/** Every PostgreSQL process's CPU time, by pid (the postmaster, its backends and helpers). */
function postgresCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || commandOf(pid) !== 'postgres') continue;
    const ms = cpuMsOf(pid);
    if (ms !== undefined) cpu.set(pid, ms);
  }
  return cpu;
}

export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'latin1');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The 1-minute load average. */
export function loadAverage(): number {
  return Number(readFileSync('/proc/loadavg', 'latin1').split(' ')[0]);
}

export interface MeterReading {
  serverCpuMs: number;
  /** The part of it on the server's main thread, the event loop every request waits for. */
  mainThreadCpuMs: number;
  postgresCpuMs: number;
  /** The bench's own process: the load generator's share of the machine. */
  generatorCpuMs: number;
  peakRssMb: number;
  loadAverage: { start: number; end: number };
}

/** Starts measuring now; `stop()` gives the deltas since, and the peak RSS seen (sampled every 250 ms). */
export function startMeter(serverPid: number, withPostgres: boolean): { stop(): MeterReading } {
  const serverStart = cpuMsOf(serverPid) ?? 0;
  const mainThread = `${serverPid}/task/${serverPid}`;
  const mainStart = cpuMsOf(mainThread) ?? 0;
  const postgresStart = withPostgres ? postgresCpu() : new Map<number, number>();
  const generatorStart = process.cpuUsage();
  const loadStart = loadAverage();
  let peakRssMb = rssMbOf(serverPid);
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMbOf(serverPid));
  }, 250);
  return {
    stop() {
      clearInterval(sampler);
      peakRssMb = Math.max(peakRssMb, rssMbOf(serverPid));
      let postgresCpuMs = 0;
      if (withPostgres) {
        // A backend that started during the window counts from zero.
        for (const [pid, ms] of postgresCpu()) postgresCpuMs += ms - (postgresStart.get(pid) ?? 0);
      }
      const generator = process.cpuUsage(generatorStart);
      return {
        serverCpuMs: (cpuMsOf(serverPid) ?? 0) - serverStart,
        mainThreadCpuMs: (cpuMsOf(mainThread) ?? 0) - mainStart,
        postgresCpuMs,
        generatorCpuMs: (generator.user + generator.system) / 1000,
        peakRssMb,
        loadAverage: { start: loadStart, end: loadAverage() },
      };
    },
  };
}
