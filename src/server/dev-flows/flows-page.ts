// The development statecharts' page (issue 29, point 2), server-rendered like the development
// inbox's: every machine of machines/ drawn from its own definition (statechart-svg.ts), a table
// of its states and transitions beside it for screen readers, and its Stately Studio JSON. The
// page's one script (flows-script.ts) highlights the state a resident's tab reports, live.
import type { AnyStateMachine } from 'xstate';
import { devFlowsMount } from '#shared/config/dev-flows';
import { statechartOf } from '#shared/statechart/statechart-model';
import { stateElementId, statechartSvg } from '#shared/statechart/statechart-svg';
import { escapeHtml, renderPage } from '../dev-idp/html';

export interface FlowChart {
  /** The chart's name, e.g. `normal-flow` (the Mermaid diagram's and the export's file name). */
  name: string;
  /** The machine's file in machines/. */
  sourceFile: string;
  machine: AnyStateMachine;
}

/** What each machine is, in the residents' words; a machine not named here shows its id. */
const machineLabels: Record<string, string> = {
  normalFlow: '引越しの手続き（転入・転居・転出）',
  additionFlow: 'ライフラインの追加申込み',
  revocationFlow: '申請の取消し',
  signing: '電子署名と申請の送信',
  identityUpdate: '利用者情報の更新',
  myPage: 'マイページ',
  readiness: '手続きを始める前の確認',
  loginStart: 'ログインの開始',
  errorRouting: 'エラー画面からの行き先',
  sessionExpiry: '操作の時間切れ',
};

export const labelOf = (machine: AnyStateMachine): string => machineLabels[machine.id] ?? machine.id;

const flowsTool = {
  brand: '状態遷移図（開発用）',
  stylesheet: 'flows.css',
  footer: 'この画面は開発・テスト用です。本番環境にはありません。図は machines/ の定義そのものから描いています。',
  mainClass: 'idp-main flows-main',
};

const chartPrefix = (chart: FlowChart) => `chart-${chart.name}`;
export const studioJsonPath = (chart: FlowChart) => `${devFlowsMount}/machines/${chart.name}.json`;

function tablesOf(chart: FlowChart): string {
  const { states, transitions } = statechartOf(chart.machine);
  const prefix = chartPrefix(chart);
  const stateRows = states
    .map(
      (state) => `<tr><th scope="row"><a class="idp-link" href="#${escapeHtml(stateElementId(prefix, state.id))}">${escapeHtml(state.id)}</a></th><td>${escapeHtml(state.notes.join(' / ') || '—')}</td></tr>`,
    )
    .join('\n');
  const transitionRows = transitions
    .map(
      (transition) =>
        `<tr><th scope="row">${escapeHtml(transition.label)}</th><td>${escapeHtml(transition.source || chart.machine.id)}</td><td>${escapeHtml(transition.targets.join('、'))}</td><td><code>${escapeHtml(transition.key)}</code></td></tr>`,
    )
    .join('\n');
  return `<details class="flows-details">
<summary>状態と遷移の表（${states.length} の状態、${transitions.length} の遷移）</summary>
<div class="inbox-table-wrap"><table class="inbox-table flows-table-states">
<caption>状態（名前を選ぶと図の中で示します）</caption>
<thead><tr><th scope="col">状態</th><th scope="col">説明</th></tr></thead>
<tbody>
${stateRows}
</tbody>
</table></div>
<div class="inbox-table-wrap"><table class="inbox-table flows-table-transitions">
<caption>遷移</caption>
<thead><tr><th scope="col">イベント［条件］</th><th scope="col">遷移元</th><th scope="col">遷移先</th><th scope="col">キー</th></tr></thead>
<tbody>
${transitionRows}
</tbody>
</table></div>
</details>`;
}

function sectionOf(chart: FlowChart): string {
  const id = chart.machine.id;
  const label = labelOf(chart.machine);
  return `<section class="flows-section" id="flow-${escapeHtml(chart.name)}" aria-labelledby="flow-${escapeHtml(chart.name)}-heading">
<h2 id="flow-${escapeHtml(chart.name)}-heading">${escapeHtml(label)} <span class="flows-id">${escapeHtml(id)}</span></h2>
<p>定義：<code>machines/${escapeHtml(chart.sourceFile)}</code>　<a class="idp-link" href="${escapeHtml(studioJsonPath(chart))}">Stately Studio に読み込む JSON</a></p>
<p class="flows-now" data-now-for="${escapeHtml(id)}">いまの状態：まだ届いていません</p>
<div class="flows-figure" role="region" tabindex="0" aria-label="${escapeHtml(label)}の状態遷移図（スクロールできます）">
${statechartSvg(chart.machine, { idPrefix: chartPrefix(chart), title: `${label}（${id}）の状態遷移図` })}
</div>
${tablesOf(chart)}
</section>`;
}

export function renderFlowsPage(charts: readonly FlowChart[]): string {
  const list = charts
    .map(
      (chart) =>
        `<li><a class="idp-link" href="#flow-${escapeHtml(chart.name)}">${escapeHtml(labelOf(chart.machine))}</a>（${escapeHtml(chart.machine.id)}）<span class="flows-now" data-now-for="${escapeHtml(chart.machine.id)}"></span></li>`,
    )
    .join('\n');
  return renderPage({
    title: '状態遷移図（開発用）',
    mountPath: devFlowsMount,
    tool: flowsTool,
    body: `<h1>状態遷移図</h1>
<p class="idp-lead">うつるの画面の流れを、machines/ の状態機械の定義から描いています。同じブラウザーの別のタブで住民の画面を操作すると、いまの状態が図の中で太い青の枠で示されます。インターネットには接続しません。</p>
<p class="flows-status" id="flows-status" role="status">住民の画面からの状態は、まだ届いていません。</p>
<nav aria-labelledby="flows-list-heading">
<h2 id="flows-list-heading">流れの一覧</h2>
<ul class="inbox-list">
${list}
</ul>
</nav>
${charts.map(sectionOf).join('\n')}
<script src="${devFlowsMount}/assets/flows.js" defer></script>`,
  });
}
