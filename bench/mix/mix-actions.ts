// The realistic mix (issue 15): what residents filing their moves send, by share of requests.
// Browsing, 84 %: draft reads 30, section writes 20, zip lookups 20, csrf_token and auth_status
// 10, catalogue reads 10, the top page and the hashed entry JS 10 (the shares measured from
// outside, scaled to 84 %). Filing, 15 %: one whole filing in every hundred requests, that is
// the draft's eight writes and the signed submission's seven calls (signing page included).
// About 1 %: additions (one in a thousand requests) and cancellations (one in 2,500).
import type { Action } from './load-engine';
import type { ResidentApi, Send } from './filing';
import { flowEventsAction } from './flow-events';

export interface Browser {
  api: ResidentApi;
  /** The draft's 転入予定連絡, for its section writes. */
  moveInId: string;
}

export interface Filer {
  api: ResidentApi;
  busy: boolean;
  /** The newest application's 受付番号, once one is filed. */
  receptionNumber?: string;
  filedAt?: number;
  added?: boolean;
  cancelled?: boolean;
}

/** A cancellation waits until the filing's messages have reached the recipients (送信済み). */
const DELIVERED_AFTER_MS = 5000;

export interface MixInputs {
  browsers: readonly Browser[];
  filers: readonly Filer[];
  zipcodes: readonly string[];
  /** The hashed entry script index.html loads. */
  entryScript: string;
}

function rotating<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/** One request of a browsing resident, chosen in turn. */
function browsing(name: string, weight: number, browsers: readonly Browser[], call: (browser: Browser, send: Send) => Promise<unknown>): Action {
  const nextBrowser = rotating(browsers);
  return {
    name,
    weight,
    requests: 1,
    run: async (send) => {
      await call(nextBrowser(), send);
      return true;
    },
  };
}

/** A chain run by the next free filer that `ready` accepts; false (skipped) when none is free. */
function filing(name: string, weight: number, requests: number, filers: readonly Filer[], ready: (filer: Filer) => boolean, walk: (filer: Filer, send: Send) => Promise<void>): Action {
  let next = 0;
  return {
    name,
    weight,
    requests,
    run: async (send) => {
      for (let tried = 0; tried < filers.length; tried++) {
        const filer = filers[next++ % filers.length]!;
        if (filer.busy || !ready(filer)) continue;
        filer.busy = true;
        try {
          await walk(filer, send);
        } finally {
          filer.busy = false;
        }
        return true;
      }
      return false;
    },
  };
}

export function mixActions({ browsers, filers, zipcodes, entryScript }: MixInputs): Action[] {
  const nextZip = rotating(zipcodes);
  const catalogue = rotating(['prefs', 'cities/?pref_code=13', 'towns/?city_code=141046', 'lifeline_businesses?jis_code=141046']);
  let write = 0;
  const scale = 0.84;
  return [
    browsing('draft read', 30 * scale, browsers, (b, send) => b.api.withSend(send).get('user_session/1', 'draft read')),
    browsing('section write', 20 * scale, browsers, (b, send) => {
      const api = b.api.withSend(send);
      const v = api.values;
      const sections = [
        { mode: 1, values: v.applicant },
        { mode: 2, values: v.moving },
        { mode: 4, application_id: b.moveInId, values: v.moveIn },
        { mode: 5, business_id: 'hikari-denryoku', values: v.electricity },
      ];
      return api.post('user_session_form_update', { phase: 1, ...sections[write++ % sections.length] }, 'section write');
    }),
    browsing('zip lookup', 20 * scale, browsers, (b, send) => b.api.withSend(send).post('pref_to_towns/', { zipcode: nextZip() }, 'zip lookup')),
    browsing('csrf_token', 5 * scale, browsers, (b, send) => b.api.withSend(send).get('csrf_token', 'csrf_token, auth_status')),
    browsing('auth_status', 5 * scale, browsers, (b, send) => b.api.withSend(send).get('auth_status', 'csrf_token, auth_status')),
    browsing('catalogue', 10 * scale, browsers, (b, send) => b.api.withSend(send).get(catalogue(), 'catalogue read')),
    browsing('top page', 5 * scale, browsers, (b, send) => send({ method: 'GET', path: '/', headers: b.api.identity.headers }, 'top page and entry JS')),
    browsing('entry JS', 5 * scale, browsers, (b, send) => send({ method: 'GET', path: entryScript, headers: { 'accept-encoding': 'gzip, deflate, br' } }, 'top page and entry JS')),
    // The funnel's beacons (issue 29), on top of the shares above: bench/mix/flow-events.ts.
    flowEventsAction(browsers),
    filing('filing', 1, 15, filers, () => true, async (filer, send) => {
      const api = filer.api.withSend(send);
      await api.fillDraft();
      filer.receptionNumber = await api.submit();
      filer.filedAt = Date.now();
      filer.added = false;
      filer.cancelled = false;
    }),
    filing('addition', 0.1, 8, filers, (f) => f.receptionNumber !== undefined && f.added === false, async (filer, send) => {
      await filer.api.withSend(send).addBusiness();
      filer.added = true;
    }),
    filing('cancellation', 0.04, 11, filers, (f) => f.cancelled === false && Date.now() - (f.filedAt ?? Infinity) > DELIVERED_AFTER_MS, async (filer, send) => {
      if (await filer.api.withSend(send).cancelElectricity(filer.receptionNumber!)) filer.cancelled = true;
    }),
  ];
}
