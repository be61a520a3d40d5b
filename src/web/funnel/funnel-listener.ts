// The funnel's listener (issue 29), loaded in its own chunk once a flow starts, never on the first
// page. Each state a flow machine enters becomes an anonymous event under a random id made at the
// flow's start and kept in memory only (not the login, not stored): machine, state, event and
// milliseconds since the flow began. Batches go with navigator.sendBeacon every few seconds and
// when the page is hidden or left. Do Not Track or Global Privacy Control: nothing is ever sent.
import { apiBasePath } from '#shared/config/brand';
import { isFunnelMachine, maxFlowEventsPerBatch, type FlowEvent } from '#shared/flow-funnel';
import { stateIdsOfValue } from '#shared/statechart/statechart-model';
import type { FlowStateChange } from '../dev/flow-state-observer';
import { trackingRefused } from './privacy-signals';

/** A state a flow actor entered, as the flow-state observer reports it; `at` when it was seen earlier. */
export type FlowStep = FlowStateChange & { at?: number };

export interface FunnelListenerOptions {
  /** The session's CSRF token (sendBeacon sets no header, so it goes in the body). */
  csrfToken: () => Promise<string>;
  navigator?: Navigator;
  window?: Window;
  now?: () => number;
  /** How often a batch goes while the page stays open. */
  intervalMs?: number;
}

export const flowEventsUrl = `${apiBasePath}/flow_events`;
const FLUSH_INTERVAL_MS = 10_000;
/** Past this many queued events (a beacon refused again and again), the oldest are dropped. */
const MAX_QUEUED = 10 * maxFlowEventsPerBatch;

function randomFlowId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The innermost state's dotted path (the flow machines have no parallel states). */
const deepest = (value: FlowStep['state']) => stateIdsOfValue(value).at(-1) ?? '';

export interface FunnelListener {
  (step: FlowStep): void;
  /** Sends what is queued now (also on pagehide and when the page is hidden). */
  flush(): void;
  stop(): void;
}

export function createFunnelListener(options: FunnelListenerOptions): FunnelListener {
  const nav = options.navigator ?? globalThis.navigator;
  const win = options.window ?? globalThis.window;
  const now = options.now ?? (() => performance.now());
  /** Per machine, the flow under way: the actor it runs in, its random id and when it began. */
  const flows = new Map<string, { actor: string; id: string; startedAt: number }>();
  let queue: FlowEvent[] = [];
  let token: string | undefined;

  const refuse = () => trackingRefused(nav);

  const flush = () => {
    if (refuse()) {
      queue = [];
      return;
    }
    while (queue.length > 0 && token !== undefined) {
      const batch = queue.slice(0, maxFlowEventsPerBatch);
      const body = new Blob([JSON.stringify({ csrf_token: token, events: batch })], { type: 'application/json' });
      // false: the browser would not queue it (too much pending); keep the events for the next try.
      if (!nav.sendBeacon(flowEventsUrl, body)) return;
      queue = queue.slice(batch.length);
    }
  };

  const listener = ((step: FlowStep) => {
    if (refuse() || !isFunnelMachine(step.machine)) return;
    const at = step.at ?? now();
    let flow = flows.get(step.machine);
    // A flow is one actor's run: a new actor gets a new id, so two runs are never linked.
    if (!flow || flow.actor !== step.actor) {
      flow = { actor: step.actor, id: randomFlowId(), startedAt: at };
      flows.set(step.machine, flow);
    }
    queue.push({ flow: flow.id, machine: step.machine, state: deepest(step.state), event: step.event, ms: Math.max(0, Math.round(at - flow.startedAt)) });
    if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
    if (token === undefined) {
      void options.csrfToken().then(
        (value) => {
          token = value;
        },
        () => undefined,
      );
    }
  }) as FunnelListener;

  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  const timer = win.setInterval(flush, options.intervalMs ?? FLUSH_INTERVAL_MS);
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', onHidden);

  listener.flush = flush;
  listener.stop = () => {
    win.clearInterval(timer);
    win.removeEventListener('pagehide', flush);
    win.document.removeEventListener('visibilitychange', onHidden);
  };
  return listener;
}
