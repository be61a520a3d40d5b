// The operators' funnel page (issue 29): each flow machine drawn from its own definition with the
// range's figures as a heat map, and the same figures as tables for screen readers and for
// anyone who reads numbers. Plain HTML, no script, no inline style (the CSP forbids both).
import { statechartOf, type ChartTransition } from '#shared/statechart/statechart-model';
import { statechartSvg, type StateHeat, type TransitionHeat } from '#shared/statechart/statechart-svg';
import type { DayRange, MachineFunnel, TransitionFigures } from './funnel-figures';
import { funnelMachines } from './funnel-machines';
import { funnelRows, medianText, percent } from './funnel-rows';
import { flowStart } from './record-flow-events';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const isWithin = (state: string, ancestor: string) => ancestor === '' || state === ancestor || state.startsWith(`${ancestor}.`);

/** The states a target leads to at once: itself, and on through `always` transitions (routing states). */
function settledFrom(transitions: readonly ChartTransition[], target: string, seen = new Set<string>()): Set<string> {
  if (seen.has(target)) return seen;
  seen.add(target);
  for (const next of transitions.filter((transition) => transition.event === '' && isWithin(target, transition.source))) {
    for (const to of next.targets) settledFrom(transitions, to, seen);
  }
  return seen;
}

/**
 * The drawn transition a counted step took: same event, from the source or inside it, to a target
 * (or inside it) — or to a routing state whose `always` transitions lead there, since a resident's
 * browser sees only the state the step settled in.
 */
function chartTransitionOf(transitions: readonly ChartTransition[], step: TransitionFigures): ChartTransition | undefined {
  const candidates = transitions.filter((transition) => transition.event === step.event && isWithin(step.from, transition.source));
  const reaches = (transition: ChartTransition, settled: (target: string) => Iterable<string>) =>
    transition.targets.some((target) => [...settled(target)].some((state) => isWithin(step.to, state)));
  return candidates.find((transition) => reaches(transition, (target) => [target])) ?? candidates.find((transition) => reaches(transition, (target) => settledFrom(transitions, target)));
}

function heatOf(funnel: MachineFunnel, transitions: readonly ChartTransition[]) {
  const states: Record<string, StateHeat> = {};
  for (const figures of funnel.states) {
    if (figures.state === flowStart) continue;
    const median = medianText(figures.medianSeconds);
    states[figures.state] = {
      value: funnel.flows === 0 ? 0 : figures.sessions / funnel.flows,
      label: `${figures.sessions}件${figures.exits ? `・離脱${figures.exits}` : ''}${median ? `・${median}秒` : ''}`,
    };
  }
  // Several counted steps may take one drawn arrow (a guard's branches, steps inside a compound state).
  const taken = new Map<string, { sessions: number; share: number }>();
  for (const step of funnel.transitions) {
    const drawn = chartTransitionOf(transitions, step);
    if (!drawn) continue;
    const before = taken.get(drawn.key) ?? { sessions: 0, share: 0 };
    taken.set(drawn.key, { sessions: before.sessions + step.sessions, share: Math.min(1, before.share + step.share) });
  }
  const heat: Record<string, TransitionHeat> = {};
  for (const [key, { sessions, share }] of taken) heat[key] = { share, label: `${sessions}件 (${percent(share)}%)` };
  return { states, transitions: heat };
}

function machineSection(funnel: MachineFunnel): string {
  const chart = statechartOf(funnelMachines.get(funnel.machine)!.machine);
  const svg = statechartSvg(chart, { heat: heatOf(funnel, chart.transitions), idPrefix: `funnel-${funnel.machine}`, title: `${funnel.machine} の状態遷移図（ヒートマップ）` });
  const rows = funnelRows(funnel);
  const stateRows = rows
    .filter((row) => row.kind === 'state')
    .map(
      (row) =>
        `<tr data-row="${html(`${row.machine}|state|${row.state}`)}"><th scope="row">${row.state === flowStart ? '（フローの開始）' : html(row.state)}${row.state === funnel.goal ? '（ゴール）' : ''}</th><td>${row.sessions}</td><td>${percent(row.share)}</td><td>${row.exits ?? ''}</td><td>${html(medianText(row.medianSeconds))}</td></tr>`,
    )
    .join('');
  const transitionRows = rows
    .filter((row) => row.kind === 'transition')
    .map(
      (row) =>
        `<tr data-row="${html(`${row.machine}|transition|${row.from}|${row.event}|${row.to}`)}"><th scope="row">${html(row.from)}</th><td>${html(row.event)}</td><td>${html(row.to)}</td><td>${row.sessions}</td><td>${percent(row.share)}</td></tr>`,
    )
    .join('');
  return `<section aria-labelledby="h-${funnel.machine}">
<h2 id="h-${funnel.machine}">${html(funnel.machine)}（開始 ${funnel.flows} 件、ゴール ${html(funnel.goal)}）</h2>
<div class="funnel-machine">
<figure tabindex="0">${svg}<figcaption>各状態の枠の濃さは入ったフローの割合、矢印の太さはその遷移を通ったフローの割合です。同じ数値を表にも示します。</figcaption></figure>
<div class="funnel-tables">
<table data-table="states-${funnel.machine}"><caption>${html(funnel.machine)}：状態ごとの件数</caption>
<thead><tr><th scope="col">状態</th><th scope="col">入ったフロー数</th><th scope="col">開始に対する割合（%）</th><th scope="col">ゴールに達せず終わったフロー数</th><th scope="col">滞在時間の中央値（秒）</th></tr></thead>
<tbody>${stateRows}</tbody></table>
<table data-table="transitions-${funnel.machine}"><caption>${html(funnel.machine)}：遷移ごとの件数</caption>
<thead><tr><th scope="col">遷移元</th><th scope="col">イベント</th><th scope="col">遷移先</th><th scope="col">通ったフロー数</th><th scope="col">遷移元に入ったフローに対する割合（%）</th></tr></thead>
<tbody>${transitionRows}</tbody></table>
</div>
</div>
</section>`;
}

export const funnelStylesheetPath = '/ops/funnel.css';

/** The page's few rules (the CSP allows stylesheets of this origin only): each chart with its tables beside it. */
export const funnelStylesheet = `body{font-family:sans-serif;margin:1rem;line-height:1.5}
.funnel-machine{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
.funnel-machine figure{margin:0;max-width:100%;overflow-x:auto}
.funnel-machine figure:focus-visible{outline:3px solid #0017c1;outline-offset:2px}
.funnel-tables{flex:1 1 28rem}
table{border-collapse:collapse;margin-bottom:1.5rem}
caption{text-align:left;font-weight:bold;padding:.25rem 0}
th,td{border:1px solid #767676;padding:.25rem .5rem;text-align:right}
th[scope=row],thead th{text-align:left}
`;

export function funnelPage(funnels: readonly MachineFunnel[], range: DayRange): string {
  const csv = `/ops/funnel.csv?from=${range.from}&to=${range.to}`;
  return `<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>フローのファネル ${range.from}〜${range.to} | うつる 運用</title><link rel="stylesheet" href="${funnelStylesheetPath}"></head>
<body>
<header><h1>フローのファネル（${range.from}〜${range.to}）</h1></header>
<main>
<p>住民がフローのどこまで進み、どこで止まったかを、日本時間の日ごとに集計した匿名の件数で示します。フローは最初の状態に入った日に数えます。30分間新しい状態に入らなかったフローは終わったものとみなします。滞在時間の中央値は、区間の上限（秒）で示します。</p>
<form method="get" action="/ops/funnel">
<label for="from">開始日</label> <input id="from" name="from" type="date" value="${range.from}" required>
<label for="to">終了日</label> <input id="to" name="to" type="date" value="${range.to}" required>
<button type="submit">表示する</button>
</form>
<p><a href="${html(csv)}" download>同じ数値をCSVでダウンロードする</a></p>
${funnels.map(machineSection).join('\n')}
</main>
</body>
</html>
`;
}
