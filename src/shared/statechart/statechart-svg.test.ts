// The SVG statechart drawn from each machine's own definition: every state and transition is in
// the picture, the highlight and the heat figures land on the right elements, and the same
// machine always gives the same bytes (the dev page and the funnel page diff nothing by chance).
import { describe, expect, it } from 'vitest';
import { machineDiagramsOf } from '#machines/test-support/machine-diagrams';
import { transitionKeysOf } from '#machines/test-support/transition-coverage';
import { stateIdsOf } from '#machines/test-support/path-replay';
import { readinessMachine } from '#machines/readiness.machine';
import { myPageMachine } from '#machines/my-page.machine';
import { stateIdsOfValue, statechartOf } from './statechart-model';
import { stateElementId, statechartSvg } from './statechart-svg';

const byFileName = <T>(files: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(files).map(([file, value]) => [file.slice(file.lastIndexOf('/') + 1), value]));
const machines = machineDiagramsOf(byFileName(import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', { eager: true })));

/** The `<g …>` start tag of the element carrying `attribute="value"`. */
const tagWith = (svg: string, attribute: string, value: string): string => {
  const match = new RegExp(`<g [^>]*${attribute}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(svg);
  if (!match) throw new Error(`no <g> with ${attribute}="${value}"`);
  return match[0];
};

describe('statechartSvg', () => {
  it('finds every machine of machines/', () => {
    expect(machines.map(({ machine }) => machine.id)).toEqual(
      expect.arrayContaining(['normalFlow', 'additionFlow', 'revocationFlow', 'signing', 'identityUpdate', 'myPage', 'readiness']),
    );
  });

  describe.each(machines.map(({ name, machine }) => [name, machine] as const))('%s', (_name, machine) => {
    const svg = statechartSvg(machine);

    it('draws every state once and every transition, keyed as the model-based coverage keys them', () => {
      const chart = statechartOf(machine);
      expect(chart.states.map((state) => state.id).sort()).toEqual(stateIdsOf(machine).sort());
      expect(chart.transitions.map((transition) => transition.key).sort()).toEqual(transitionKeysOf(machine).sort());
      for (const id of stateIdsOf(machine)) expect(svg.match(new RegExp(`data-state="${id.replaceAll('.', '\\.')}"`, 'g'))).toHaveLength(1);
      for (const key of transitionKeysOf(machine)) expect(svg).toContain(`data-transition="${key}"`);
    });

    it('is an image with a name and a description, and the same bytes every time', () => {
      expect(svg).toMatch(new RegExp(`^<svg [^>]*role="img" aria-labelledby="${machine.id}-title ${machine.id}-desc"`));
      expect(svg).toContain(`<title id="${machine.id}-title">${machine.id} の状態遷移図</title>`);
      expect(statechartSvg(machine)).toBe(svg);
      expect(svg).not.toMatch(/style=|<script|NaN|undefined/);
    });
  });

  it('marks the highlighted states as current, and no other', () => {
    const svg = statechartSvg(myPageMachine, { highlight: stateIdsOfValue({ ready: { listed: 'watching' } }) });
    for (const id of ['ready', 'ready.listed', 'ready.listed.watching']) expect(tagWith(svg, 'data-state', id)).toContain('sc-current');
    expect(svg.match(/sc-current/g)).toHaveLength(3);
    expect(tagWith(svg, 'data-state', 'loading')).not.toContain('sc-current');
    expect(svg).toContain('現在の状態：ready、ready.listed、ready.listed.watching。');
  });

  it('fills states and thickens arrows by their heat, with each figure written out', () => {
    const chart = statechartOf(readinessMachine);
    const retry = chart.transitions.find((transition) => transition.event === 'RETRY');
    if (!retry) throw new Error('readiness has a RETRY transition');
    const svg = statechartSvg(chart, {
      heat: { states: { failing: { value: 1, label: '12 件' }, ready: { value: 0, label: '0 件' } }, transitions: { [retry.key]: { share: 0.5, label: '50 %' } } },
    });
    const failing = svg.slice(svg.indexOf('data-state="failing"'), svg.indexOf('</g>', svg.indexOf('data-state="failing"')));
    expect(failing).toContain('fill="#fb923c"');
    expect(failing).toContain('>12 件</text>');
    const ready = svg.slice(svg.indexOf('data-state="ready"'), svg.indexOf('</g>', svg.indexOf('data-state="ready"')));
    expect(ready).toContain('fill="#ffffff"');
    const arrow = svg.slice(svg.indexOf(`data-transition="${retry.key}"`), svg.indexOf('</g>', svg.indexOf(`data-transition="${retry.key}"`)));
    expect(arrow).toContain('stroke-width="4.5"');
    expect(arrow).toContain('>50 %</tspan>');
  });

  it('gives each state an element id a link can target, under the prefix asked for', () => {
    const svg = statechartSvg(myPageMachine, { idPrefix: 'chart-my-page' });
    expect(stateElementId('chart-my-page', 'ready.listed')).toBe('chart-my-page-s-ready--listed');
    expect(tagWith(svg, 'data-state', 'ready.listed')).toContain('id="chart-my-page-s-ready--listed"');
    expect(svg).toContain('marker-end="url(#chart-my-page-arrow)"');
  });
});

describe('stateIdsOfValue', () => {
  it('lists the states of a value, ancestors first', () => {
    expect(stateIdsOfValue('loading')).toEqual(['loading']);
    expect(stateIdsOfValue({ ready: { listed: 'watching' } })).toEqual(['ready', 'ready.listed', 'ready.listed.watching']);
  });
});
