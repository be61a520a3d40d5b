// Child-process half of bench/zip-lookup.ts: builds the catalogue, times 200,000 lookups and sends back
// the figures and the postal codes the HTTP load cycles through.
import { performance } from 'node:perf_hooks';
import { buildAddressCatalogue } from '../src/server/address/address-catalogue';
import { loadPostalMaster } from '../src/server/address/postal-master';
import type { InProcessFigures } from './zip-lookup';

/** Every n-th real postal code, so all prefectures take part, and one unknown code in 50. */
function variedZipcodes(all: readonly string[], count: number): string[] {
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_zip, i) => i % step === 0).map((zip, i) => (i % 50 === 49 ? '0000000' : zip));
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function measureInProcess(lookup: (zip: string) => unknown, zipcodes: readonly string[], lookups: number) {
  const timings: number[] = [];
  for (let i = 0; i < lookups; i++) {
    const start = performance.now();
    lookup(zipcodes[i % zipcodes.length]!);
    timings.push((performance.now() - start) * 1000);
  }
  timings.sort((a, b) => a - b);
  return { lookups, p50Us: Number(percentile(timings, 0.5).toFixed(2)), p99Us: Number(percentile(timings, 0.99).toFixed(2)) };
}

const started = performance.now();
const master = await loadPostalMaster();
const catalogue = buildAddressCatalogue(master);
const catalogueBuildMs = Math.round(performance.now() - started);
const zipcodes = variedZipcodes(Object.keys(master.zip7), 5000);
const figures: InProcessFigures = { catalogueBuildMs, zipcodes, inProcess: measureInProcess((zip) => catalogue.lookupZip(zip), zipcodes, 200_000) };
process.send?.(figures);
