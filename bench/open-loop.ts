// An open-loop load generator: requests arrive at random (Poisson) times at a fixed average rate,
// whether or not earlier ones were answered, the way independent residents' requests reach a
// server. Each request's latency runs from the moment it was due, not from when this process got
// round to sending it, so a slow server cannot slow the load down and hide its own queue
// ("coordinated omission"), and any lateness of this process counts against the figure too.
// autocannon cannot do this: its per-connection rate releases each connection's quota at the
// start of every second and then sends back to back, so 500 req/s arrive as bursts.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  baseUrl: string;
  rate: number;
  durationSeconds: number;
  /** Called once per arrival, in arrival order. */
  nextRequest: () => OpenLoopRequest;
  /** Seeds the arrival times, so that runs are comparable. */
  seed?: number;
}

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** The percentiles themselves run from the moment each request was due to the end of its answer. */
export interface OpenLoopFigures extends Percentiles {
  requests: number;
  /** Arrivals per second actually produced. */
  achievedRate: number;
  /** From the moment this process actually sent each request: what a resident's browser would see. */
  fromSend: Percentiles;
  /** How late this process sent requests after they were due (its own share of the latency). */
  sendLagP99: number;
  /** The most requests in flight at once, i.e. the connections the load needed. */
  peakInFlight: number;
  errors: number;
  non2xx: number;
}

/** mulberry32: a small seeded generator; Math.random cannot be seeded. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (sorted: Float64Array, p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

function percentiles(values: readonly number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  return { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: percentile(sorted, 1) };
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const { baseUrl, rate, durationSeconds, nextRequest, seed = 1 } = options;
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const random = seededRandom(seed);
  const latencies: number[] = [];
  const sendLatencies: number[] = [];
  const sendLags: number[] = [];
  let inFlight = 0;
  let peakInFlight = 0;
  let errors = 0;
  let non2xx = 0;

  const send = (due: number) => {
    const { method, path, headers, body } = nextRequest();
    const sent = performance.now();
    sendLags.push(sent - due);
    inFlight++;
    peakInFlight = Math.max(peakInFlight, inFlight);
    const finish = (ok: boolean) => {
      inFlight--;
      const end = performance.now();
      if (!ok) errors++;
      else {
        latencies.push(end - due);
        sendLatencies.push(end - sent);
      }
    };
    const request = http.request({ agent, hostname, port, method, path, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      if ((response.statusCode ?? 0) >= 300) non2xx++;
      response.resume();
      response.once('end', () => finish(true));
      response.once('error', () => finish(false));
    });
    request.once('error', () => finish(false));
    request.end(body);
  };

  const start = performance.now();
  const end = start + durationSeconds * 1000;
  let due = start;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (due <= now && due < end) {
        send(due);
        due += (-Math.log(1 - random()) * 1000) / rate;
      }
      if (due < end) setTimeout(tick, Math.max(0, due - performance.now()));
      else resolve();
    };
    tick();
  });
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  agent.destroy();

  return {
    requests: sendLags.length,
    achievedRate: Math.round(sendLags.length / durationSeconds),
    ...percentiles(latencies),
    fromSend: percentiles(sendLatencies),
    sendLagP99: percentiles(sendLags).p99,
    peakInFlight,
    errors,
    non2xx,
  };
}
