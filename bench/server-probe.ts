// Loaded into the bench's server process when BENCH_PROBE=1 (see bench-server.ts): the event
// loop's delay histogram, every garbage collection's pause and the CPU time the process used.
// On SIGUSR2 it reports what it saw since the previous signal and starts afresh, so the bench can
// frame its measured window; the server itself never sees the signal. The report goes to
// BENCH_PROBE_FILE as JSON when that is set (the mix bench reads it), else to stderr. With
// BENCH_PROFILE_DIR set, each window between two signals is also a CPU profile of its own there
// (window-N.cpuprofile), so a profile shows the measured load and not the start or the sign-ins.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export interface ProbeReport {
  /** Event-loop delay, ms: how long a ready callback waited for the loop. */
  loopDelay: { p50: number; p99: number; max: number };
  gc: { pauses: number; totalMs: number; longestMs: number };
  cpuMs: number;
  heapMb: number;
  /** The main thread's V8 heap as reserved (what RSS sees), and memory outside it (buffers, WebAssembly memory of this thread). */
  heapTotalMb: number;
  externalMb: number;
}

const delay = monitorEventLoopDelay({ resolution: 1 });
let pauses: number[] = [];
let cpuSince = process.cpuUsage();
delay.enable();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });

const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const reportFile = process.env.BENCH_PROBE_FILE;
const profileDir = process.env.BENCH_PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
let windowNumber = 0;

function nextProfileWindow(): void {
  if (!profiler) return;
  const number = windowNumber++;
  profiler.post('Profiler.stop', (error, result) => {
    if (!error && number > 0) writeFileSync(`${profileDir}/window-${number}.cpuprofile`, JSON.stringify(result.profile));
    profiler.post('Profiler.start');
  });
}

if (profiler) {
  profiler.connect();
  profiler.post('Profiler.enable', () => profiler.post('Profiler.start'));
}

process.on('SIGUSR2', () => {
  const sorted = pauses.sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpuSince);
  const memory = process.memoryUsage();
  const report: ProbeReport = {
    loopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    gc: { pauses: sorted.length, totalMs: Math.round(sorted.reduce((sum, d) => sum + d, 0)), longestMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10 },
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    heapMb: Math.round(memory.heapUsed / 1e6),
    heapTotalMb: Math.round(memory.heapTotal / 1e6),
    externalMb: Math.round(memory.external / 1e6),
  };
  if (reportFile) writeFileSync(reportFile, JSON.stringify(report));
  else {
    const { loopDelay, gc } = report;
    process.stderr.write(
      `[server probe] event-loop delay p50 ${loopDelay.p50} ms, p99 ${loopDelay.p99} ms, max ${loopDelay.max} ms; ` +
        `${gc.pauses} GC pauses, ${gc.totalMs} ms in all, longest ${gc.longestMs} ms; CPU ${report.cpuMs} ms; heap ${report.heapMb} MB\n`,
    );
  }
  delay.reset();
  pauses = [];
  cpuSince = process.cpuUsage();
  nextProfileWindow();
});
