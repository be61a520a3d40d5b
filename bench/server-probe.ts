// Loaded into the bench's server process when BENCH_PROBE=1 (see bench-server.ts): the event
// loop's delay histogram, every garbage collection's pause and the CPU time the process used.
// On SIGUSR2 it prints what it saw since the previous signal and starts afresh, so the bench can
// frame its measured window; the server itself never sees the signal.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 1 });
let pauses: number[] = [];
let cpuSince = process.cpuUsage();
delay.enable();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });

const ms = (ns: number) => (ns / 1e6).toFixed(1);

process.on('SIGUSR2', () => {
  const sorted = pauses.sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpuSince);
  process.stderr.write(
    `[server probe] event-loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms; ` +
      `${sorted.length} GC pauses, ${sorted.reduce((sum, d) => sum + d, 0).toFixed(0)} ms in all, longest ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ` +
      `CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB\n`,
  );
  delay.reset();
  pauses = [];
  cpuSince = process.cpuUsage();
});
