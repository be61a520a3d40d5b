// The funnel's figures as flat rows: one model for the page's tables and the CSV, so the two
// always say the same (issue 29).
import type { MachineFunnel } from './funnel-figures';

export interface FunnelRow {
  machine: string;
  kind: 'state' | 'transition';
  state: string;
  from: string;
  event: string;
  to: string;
  sessions: number;
  /** States: share of the machine's flows; transitions: share of the flows that entered `from`. */
  share: number;
  exits: number | null;
  medianSeconds: number | null;
}

export function funnelRows(funnel: MachineFunnel): FunnelRow[] {
  const none = { state: '', from: '', event: '', to: '' };
  return [
    ...funnel.states.map((figures) => ({
      ...none,
      machine: funnel.machine,
      kind: 'state' as const,
      state: figures.state,
      sessions: figures.sessions,
      share: funnel.flows === 0 ? 0 : figures.sessions / funnel.flows,
      exits: figures.exits,
      medianSeconds: figures.medianSeconds,
    })),
    ...funnel.transitions.map((figures) => ({
      ...none,
      machine: funnel.machine,
      kind: 'transition' as const,
      from: figures.from,
      event: figures.event,
      to: figures.to,
      sessions: figures.sessions,
      share: figures.share,
      exits: null,
      medianSeconds: null,
    })),
  ];
}

/** A share as the page and the CSV both print it: a percentage with one decimal. */
export const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}`;

/** The median's bucket bound as printed: `≤ 8` seconds, `> 3600`, or empty without stays. */
export const medianText = (seconds: number | null) => (seconds === null ? '' : seconds === Infinity ? '> 3600' : `≤ ${seconds}`);

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const csvHeader = ['machine', 'kind', 'state', 'from', 'event', 'to', 'sessions', 'share_percent', 'exits', 'median_seconds'] as const;

export function funnelCsv(funnels: readonly MachineFunnel[]): string {
  const lines: string[] = [csvHeader.join(',')];
  for (const funnel of funnels) {
    for (const row of funnelRows(funnel)) {
      const cells = [row.machine, row.kind, row.state, row.from, row.event, row.to, String(row.sessions), percent(row.share), row.exits === null ? '' : String(row.exits), medianText(row.medianSeconds)];
      lines.push(cells.map(csvCell).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}
