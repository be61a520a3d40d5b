// The statechart of a machine as an accessible SVG string: no DOM, no React, no script, no style
// attribute (only presentation attributes, so a page whose CSP forbids inline styles shows it,
// and a page's own stylesheet may restyle it through the classes below).
//
// API (issue 29: /dev-flows draws it live, the operators' funnel page draws it as a heat map):
//
//   statechartOf(machine): Statechart                  (statechart-model.ts)
//     every state `{ id, key, parent, type, children, initial, notes }` — id is the dotted path
//     (`editing.step`), as a snapshot value spells it — and every transition
//     `{ key, source, targets, event, label }`, key `<source node id>|<event type>|<index>`
//     ('' event for `always`), the key of machines/test-support/transition-coverage.ts.
//   stateIdsOfValue(snapshot.value): string[]           the ids a snapshot is in, ancestors included.
//   statechartSvg(machine | statechart, {
//     highlight?: readonly string[],                     state ids drawn as current (class sc-current)
//     heat?: { states?: Record<stateId, { value: number, label: string }>,        value 0..1: fill
//              transitions?: Record<transitionKey, { share: number, label: string }> },  share 0..1: width
//     idPrefix?: string,                                 unique per page (default: the machine id)
//     title?: string,                                    the accessible name (default: `<machine> の状態遷移図`)
//   }): string
//   stateElementId(idPrefix, stateId): string           the id of a state's <g>, for `#…` links.
//
// Markup: <svg class="statechart" role="img" aria-labelledby="<prefix>-title <prefix>-desc">;
// each state `<g class="sc-state [sc-compound|sc-final] [sc-current]" data-state="<id>" id=…>`
// holding a <rect> and its name; each transition `<g class="sc-transition" data-transition="<key>"
// data-source="<id>">` holding a <path> and its label. Picture only: put a table beside it.
import type { AnyStateMachine } from 'xstate';
import { layoutStatechart, textWidth, type Box } from './statechart-layout';
import { statechartOf, type ChartTransition, type Statechart } from './statechart-model';

export interface StateHeat {
  /** 0..1: how strongly the state's box is filled. */
  value: number;
  label: string;
}

export interface TransitionHeat {
  /** 0..1: how thick the arrow is drawn. */
  share: number;
  label: string;
}

export interface StatechartSvgOptions {
  highlight?: readonly string[];
  heat?: { states?: Readonly<Record<string, StateHeat>>; transitions?: Readonly<Record<string, TransitionHeat>> };
  idPrefix?: string;
  title?: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const xml = (value: string): string => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
const n = (value: number): string => String(Math.round(value * 10) / 10);
const clamp = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** The id of a state's <g>: `<prefix>-s-editing--step`. */
export function stateElementId(idPrefix: string, stateId: string): string {
  return `${idPrefix}-s-${stateId.replaceAll('.', '--')}`;
}

/** White to orange-400 (#fb923c): black text stays readable (contrast ≥ 8:1) at every value. */
function heatFill(value: number): string {
  const mix = (to: number) => Math.round(255 + (to - 255) * clamp(value));
  return `#${[0xfb, 0x92, 0x3c].map((to) => mix(to).toString(16).padStart(2, '0')).join('')}`;
}

interface Point {
  x: number;
  y: number;
}

const centre = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
const contains = (outer: Box, inner: Box): boolean =>
  outer !== inner && inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/** Where the ray from the box's centre towards `toward` leaves the box. */
function border(box: Box, toward: Point): Point {
  const from = centre(box);
  const dx = toward.x - from.x;
  const dy = toward.y - from.y;
  if (dx === 0 && dy === 0) return from;
  const scale = Math.min(dx === 0 ? Infinity : box.width / 2 / Math.abs(dx), dy === 0 ? Infinity : box.height / 2 / Math.abs(dy));
  return { x: from.x + dx * scale, y: from.y + dy * scale };
}

/** A transition between a state and one of its ancestors leaves or enters the ancestor's top edge. */
function anchor(box: Box, other: Box): Point | undefined {
  return contains(box, other) ? { x: centre(other).x, y: box.y } : undefined;
}

interface DrawnEdge {
  transition: ChartTransition;
  path: string;
  label: Point;
}

function edgesOf(chart: Statechart, boxes: Map<string, Box>): DrawnEdge[] {
  const edges: { transition: ChartTransition; from: Box; to: Box }[] = chart.transitions.flatMap((transition) =>
    transition.targets.map((target) => ({ transition, from: boxes.get(transition.source) as Box, to: boxes.get(target) as Box })),
  );
  // Arrows between the same two boxes bow apart, both directions together, so none hides another.
  const pairKey = (a: Box, b: Box) => [a.id, b.id].sort().join('\n');
  const pairs = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const { from, to } of edges) pairs.set(pairKey(from, to), (pairs.get(pairKey(from, to)) ?? 0) + 1);
  return edges.map(({ transition, from, to }) => {
    const key = pairKey(from, to);
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    if (from === to) {
      const r = 18 + index * 12;
      const right = from.x + from.width;
      const y = from.y + from.height / 2;
      return {
        transition,
        path: `M${n(right)} ${n(y - 7)} C${n(right + r * 1.6)} ${n(y - r)} ${n(right + r * 1.6)} ${n(y + r)} ${n(right)} ${n(y + 7)}`,
        label: { x: right + r * 1.4 + 24, y: y - 12 - index * 16 },
      };
    }
    const count = pairs.get(key) as number;
    const canonical = [from.id, to.id].sort()[0] === from.id ? 1 : -1;
    const bow = (index - (count - 1) / 2) * 26 * canonical;
    const a = centre(from);
    const b = centre(to);
    const start = anchor(from, to) ?? border(from, b);
    const end = anchor(to, from) ?? border(to, a);
    const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
    const length = Math.hypot(end.x - start.x, end.y - start.y) || 1;
    const control = { x: mid.x - ((end.y - start.y) / length) * bow * 2, y: mid.y + ((end.x - start.x) / length) * bow * 2 };
    return {
      transition,
      path: `M${n(start.x)} ${n(start.y)} Q${n(control.x)} ${n(control.y)} ${n(end.x)} ${n(end.y)}`,
      label: { x: 0.25 * start.x + 0.5 * control.x + 0.25 * end.x, y: 0.25 * start.y + 0.5 * control.y + 0.25 * end.y },
    };
  });
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Places each label at its arrow's middle or, when that spot is taken by a label already placed
 * or a leaf state (drawn over the labels), at the nearest free spot above or below it (greedy,
 * in the transitions' order), and at the middle after all when nothing near is free.
 */
function placeLabels(labels: readonly { lines: readonly string[]; at: Point }[], obstacles: readonly Rect[]): Rect[] {
  const placed: Rect[] = [...obstacles];
  return labels.map(({ lines, at }) => {
    const width = Math.max(...lines.map((line) => textWidth(line, 11))) + 8;
    const height = lines.length * 14 + 4;
    const base = { x: at.x - width / 2, y: at.y - height / 2, width, height };
    let rect = base;
    for (let step = 1; step <= 6 && placed.some((other) => overlap(rect, other)); step++) {
      const shift = Math.ceil(step / 2) * (height + 2) * (step % 2 === 1 ? 1 : -1);
      rect = { ...base, y: base.y + shift };
    }
    // Nowhere free near its arrow: at the arrow, rather than far from it.
    if (placed.some((other) => overlap(rect, other))) rect = base;
    placed.push(rect);
    return rect;
  });
}

function labelMarkup(lines: readonly string[], rect: Rect): string {
  const centre = rect.x + rect.width / 2;
  const text = lines.map((line, i) => `<tspan x="${n(centre)}" dy="${i === 0 ? '0' : '14'}">${xml(line)}</tspan>`).join('');
  return `<rect class="sc-label-bg" x="${n(rect.x)}" y="${n(rect.y)}" width="${n(rect.width)}" height="${n(rect.height)}" rx="3" fill="#ffffff" fill-opacity="0.9"/><text class="sc-label" x="${n(centre)}" y="${n(rect.y + 13)}" text-anchor="middle" font-size="11">${text}</text>`;
}

/** The machine's statechart as an SVG document fragment (see the API at the top of this file). */
export function statechartSvg(source: AnyStateMachine | Statechart, options: StatechartSvgOptions = {}): string {
  const chart = 'states' in source && Array.isArray(source.states) ? (source as Statechart) : statechartOf(source as AnyStateMachine);
  const prefix = options.idPrefix ?? chart.machine;
  const current = new Set(options.highlight ?? []);
  const stateHeat = options.heat?.states ?? {};
  const transitionHeat = options.heat?.transitions ?? {};
  const hasStateHeat = Object.keys(stateHeat).length > 0;
  const { width, height, boxes } = layoutStatechart(chart, { leafExtra: hasStateHeat ? 16 : 0 });
  const margin = 12;
  const title = options.title ?? `${chart.machine} の状態遷移図`;
  const currentNames = chart.states.filter((state) => current.has(state.id)).map((state) => state.id);
  const desc = `${chart.states.length} の状態と ${chart.transitions.length} の遷移。${currentNames.length ? `現在の状態：${currentNames.join('、')}。` : ''}`;

  // Three layers: the compound states' frames, then the arrows and their labels, then the leaves,
  // so no arrow or label ever hides a state's name.
  const stateMarkup = (id: string, layer: 'frames' | 'leaves'): string => {
    const state = chart.states.find((candidate) => candidate.id === id);
    const box = boxes.get(id) as Box;
    const children = (state?.children ?? []).map((child) => stateMarkup(child, layer)).join('');
    if ((layer === 'frames') !== box.compound) return children;
    const isCurrent = current.has(id);
    const heat = stateHeat[id];
    const classes = ['sc-state', box.compound ? 'sc-compound' : '', state?.type === 'final' ? 'sc-final' : '', isCurrent ? 'sc-current' : '', heat ? 'sc-heat' : '']
      .filter(Boolean)
      .join(' ');
    const fill = heat ? heatFill(heat.value) : isCurrent && !box.compound ? '#fff3b0' : box.compound ? '#fafafa' : '#ffffff';
    const stroke = isCurrent ? '#0017c1' : '#4d4d4d';
    const strokeWidth = isCurrent ? 4 : 1.5;
    const name = state?.key ?? chart.machine;
    const tooltip = [state ? state.id : chart.machine, ...(state?.notes ?? []), ...(heat ? [heat.label] : [])].join('\n');
    const final =
      state?.type === 'final'
        ? `<rect x="${n(box.x + 4)}" y="${n(box.y + 4)}" width="${n(box.width - 8)}" height="${n(box.height - 8)}" rx="6" fill="none" stroke="${stroke}" stroke-width="1"/>`
        : '';
    const nameY = box.compound ? box.y + 20 : box.y + (heat ? 22 : box.height / 2 + 5);
    const figure = heat
      ? box.compound
        ? `<text class="sc-figure" x="${n(box.x + box.width - 10)}" y="${n(box.y + 20)}" text-anchor="end" font-size="11">${xml(heat.label)}</text>`
        : `<text class="sc-figure" x="${n(box.x + box.width / 2)}" y="${n(box.y + 40)}" text-anchor="middle" font-size="11">${xml(heat.label)}</text>`
      : '';
    const initial = state?.initial ? boxes.get(state.initial) : undefined;
    const marker = initial ? initialMarker(initial) : '';
    return `<g class="${classes}" data-state="${xml(id)}" id="${xml(stateElementId(prefix, id))}"><title>${xml(tooltip)}</title><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${box.compound ? 10 : 8}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>${final}<text class="sc-name" x="${n(box.compound ? box.x + 10 : box.x + box.width / 2)}" y="${n(nameY)}" text-anchor="${box.compound ? 'start' : 'middle'}" font-size="${box.compound ? 14 : 13}"${box.compound ? ' font-weight="bold"' : ''}>${xml(name)}</text>${figure}</g>${marker}${children}`;
  };

  const initialMarker = (box: Box): string =>
    `<g class="sc-initial" aria-hidden="true"><circle cx="${n(box.x - 10)}" cy="${n(box.y + box.height / 2)}" r="4" fill="#1a1a1a"/></g>`;

  const root = boxes.get('') as Box;
  const rootInitial = boxes.get(chart.initial);
  const topLevel = chart.states.filter((state) => state.parent === '');
  const layer = (which: 'frames' | 'leaves') => topLevel.map((state) => stateMarkup(state.id, which)).join('');
  const drawn = edgesOf(chart, boxes).map((edge) => {
    const heat = transitionHeat[edge.transition.key];
    return { ...edge, heat, lines: heat ? [edge.transition.label, heat.label] : [edge.transition.label] };
  });
  const labelRects = placeLabels(
    drawn.map(({ lines, label }) => ({ lines, at: label })),
    // Leaves, and the compound states' names, stay readable.
    [...boxes.values()].map((box) => (box.compound ? { ...box, height: 28, width: textWidth(box.id.split('.').pop() || chart.machine, 14) + 20 } : box)),
  );
  const edges = drawn
    .map(({ transition, path, heat, lines }, index) => {
      const widthOf = heat ? 1.5 + clamp(heat.share) * 6 : 1.5;
      return `<g class="sc-transition${heat ? ' sc-heat' : ''}" data-transition="${xml(transition.key)}" data-source="${xml(transition.source)}"><title>${xml(`${transition.label}: ${transition.source || chart.machine} → ${transition.targets.join(', ')}${heat ? ` (${heat.label})` : ''}`)}</title><path d="${path}" fill="none" stroke="#333333" stroke-width="${n(widthOf)}" marker-end="url(#${xml(prefix)}-arrow)"/>${labelMarkup(lines, labelRects[index] as Rect)}</g>`;
    })
    .join('');
  // The drawing's extent: the machine's frame, self-loops on its right, labels moved past its edges.
  const left = Math.min(0, ...labelRects.map((rect) => rect.x)) - margin;
  const top = Math.min(0, ...labelRects.map((rect) => rect.y)) - margin;
  const right = Math.max(width + 40, ...labelRects.map((rect) => rect.x + rect.width)) + margin;
  const bottom = Math.max(height, ...labelRects.map((rect) => rect.y + rect.height)) + margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" class="statechart" viewBox="${n(left)} ${n(top)} ${n(right - left)} ${n(bottom - top)}" width="${n(right - left)}" height="${n(bottom - top)}" role="img" aria-labelledby="${xml(prefix)}-title ${xml(prefix)}-desc" data-machine="${xml(chart.machine)}" font-family="sans-serif"><title id="${xml(prefix)}-title">${xml(title)}</title><desc id="${xml(prefix)}-desc">${xml(desc)}</desc><defs><marker id="${xml(prefix)}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#333333"/></marker></defs><g class="sc-state sc-root" data-state=""><rect x="${n(root.x)}" y="${n(root.y)}" width="${n(root.width)}" height="${n(root.height)}" rx="12" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/><text class="sc-name" x="${n(root.x + 12)}" y="${n(root.y + 20)}" font-size="15" font-weight="bold">${xml(chart.machine)}</text></g>${rootInitial ? initialMarker(rootInitial) : ''}${layer('frames')}<g class="sc-transitions">${edges}</g>${layer('leaves')}</svg>`;
}
