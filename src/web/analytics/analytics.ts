// The adapter the SPA reports through (spec §2, §8): GA4 when VITE_GA_MEASUREMENT_ID is set
// at build time; otherwise the development sink when the server names one in the page
// (ANALYTICS_DEV_SINK=on), and nothing at all by default.
import type { AnalyticsAdapter } from './analytics-event';
import { createDevSinkAdapter, sinkNamedIn } from './dev-sink-adapter';
import { createGa4Adapter } from './ga4-adapter';
import { noopAdapter } from './noop-adapter';

export function chooseAdapter(measurementId: string | undefined, ga4 = createGa4Adapter): AnalyticsAdapter {
  const id = measurementId?.trim();
  // GA4 ids look like G-XXXXXXX; anything else is a configuration mistake, not a reason to load a script.
  return id && /^G-[A-Z0-9]+$/.test(id) ? ga4(id) : noopAdapter;
}

let adapter: AnalyticsAdapter | undefined;

/** The app's adapter, created on first use (so gtag.js loads only in a browser that reports). */
export function analytics(): AnalyticsAdapter {
  const id = import.meta.env.VITE_GA_MEASUREMENT_ID;
  // A build without an id leaves GA4 out of the first page altogether (the test is a constant then).
  adapter ??= id ? chooseAdapter(id) : withoutMeasurementId();
  return adapter;
}

function withoutMeasurementId(): AnalyticsAdapter {
  const sink = sinkNamedIn(document);
  return sink ? createDevSinkAdapter(sink) : noopAdapter;
}
