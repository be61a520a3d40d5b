// The development statecharts' one script, served from /dev-flows/assets/flows.js (the page's
// CSP allows same-origin scripts only). It listens on the channel the SPA posts its flow actors'
// states to (web/dev/flow-broadcast.ts), asks the open tabs for their latest states, and marks
// each machine's current states (class sc-current, styled by flows-stylesheet.ts). Selecting a
// state in a drawing brings out the transitions leaving it.
import { devFlowsChannel } from '#shared/config/dev-flows';

export const flowsScript = `(() => {
  'use strict';
  const status = document.getElementById('flows-status');
  const quote = (value) => CSS.escape(String(value));
  const deepest = (ids) => ids.filter((id) => !ids.some((other) => other.startsWith(id + '.')));
  function show(message) {
    if (!message || message.type !== 'state' || typeof message.machine !== 'string' || !Array.isArray(message.states)) return;
    const chart = document.querySelector('svg.statechart[data-machine="' + quote(message.machine) + '"]');
    if (!chart) return;
    const states = message.states.filter((id) => typeof id === 'string');
    for (const element of chart.querySelectorAll('.sc-current')) element.classList.remove('sc-current');
    for (const id of states) chart.querySelector('[data-state="' + quote(id) + '"]')?.classList.add('sc-current');
    const now = deepest(states).join('、');
    for (const element of document.querySelectorAll('[data-now-for="' + quote(message.machine) + '"]')) element.textContent = 'いまの状態：' + now;
    status.textContent = message.machine + ' は ' + now + ' に入りました（イベント：' + String(message.event) + '）。';
  }
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(${JSON.stringify(devFlowsChannel)});
    channel.addEventListener('message', (event) => show(event.data));
    channel.postMessage({ type: 'hello' });
  } else {
    status.textContent = 'このブラウザーは BroadcastChannel に対応していないため、いまの状態を示せません。';
  }
  document.addEventListener('click', (event) => {
    const state = event.target instanceof Element ? event.target.closest('svg.statechart [data-state]') : null;
    if (!state) return;
    const chart = state.closest('svg');
    const id = state.getAttribute('data-state');
    for (const element of chart.querySelectorAll('.sc-selected')) element.classList.remove('sc-selected');
    state.classList.add('sc-selected');
    for (const transition of chart.querySelectorAll('.sc-transition')) transition.classList.toggle('sc-selected', transition.getAttribute('data-source') === id);
  });
})();
`;
