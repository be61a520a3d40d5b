// A deterministic layered layout of a statechart, with no dependency: each compound state is a
// box holding its children, laid out in rows from its initial state downwards (breadth-first
// over the transitions between them, rows wrapped at a few boxes so a phone can follow); a leaf
// is a box sized by its name. The same statechart always gives the same numbers.
import type { Statechart } from './statechart-model';

export interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
}

export interface StatechartLayout {
  width: number;
  height: number;
  /** Every state's box by id; '' is the root (the machine's frame). */
  boxes: Map<string, Box>;
}

export interface LayoutOptions {
  /** Extra height of each leaf for a figure under its name (the heat map's label). */
  leafExtra?: number;
}

const fontSize = 13;
const leafHeight = 36;
const header = 30;
const padding = 14;
const gapX = 56;
const gapY = 84;
const maxPerRow = 4;

/** A rough text width: identifiers are ASCII; anything wider counts as a full em. */
export function textWidth(text: string, size = fontSize): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) < 0x2e80 ? size * 0.6 : size;
  return Math.ceil(width);
}

/** The child of `parent` on the way to `id` ('' parent is the root); undefined when outside or the parent itself. */
function childOn(id: string, parent: string): string | undefined {
  if (parent !== '' && !id.startsWith(`${parent}.`)) return undefined;
  const rest = parent === '' ? id : id.slice(parent.length + 1);
  if (rest === '') return undefined;
  const next = rest.split('.')[0];
  return parent === '' ? next : `${parent}.${next}`;
}

interface Sized {
  width: number;
  height: number;
  /** Children's positions relative to this box. */
  place: Map<string, { x: number; y: number }>;
}

/** Rows of the children: breadth-first from the initial child; the others near their preceding sibling. */
function rowsOf(children: readonly string[], initial: string, edges: readonly [string, string][]): string[][] {
  const layer = new Map<string, number>();
  const next = (id: string) => edges.filter(([from]) => from === id).map(([, to]) => to);
  const visit = (start: string, depth: number) => {
    const queue: string[] = [start];
    layer.set(start, depth);
    while (queue.length) {
      const id = queue.shift() as string;
      for (const to of next(id)) {
        if (layer.has(to)) continue;
        layer.set(to, (layer.get(id) as number) + 1);
        queue.push(to);
      }
    }
  };
  if (children.length) visit(initial && children.includes(initial) ? initial : (children[0] as string), 0);
  children.forEach((id, index) => {
    if (!layer.has(id)) visit(id, index === 0 ? 0 : (layer.get(children[index - 1] as string) ?? 0) + 1);
  });
  const byLayer = new Map<number, string[]>();
  for (const id of children) {
    const depth = layer.get(id) as number;
    byLayer.set(depth, [...(byLayer.get(depth) ?? []), id]);
  }
  return [...byLayer.keys()]
    .sort((a, b) => a - b)
    .flatMap((depth) => {
      const row = byLayer.get(depth) as string[];
      const wrapped: string[][] = [];
      for (let i = 0; i < row.length; i += maxPerRow) wrapped.push(row.slice(i, i + maxPerRow));
      return wrapped;
    });
}

export function layoutStatechart(chart: Statechart, { leafExtra = 0 }: LayoutOptions = {}): StatechartLayout {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const childrenOf = (id: string) => (id === '' ? chart.states.filter((state) => state.parent === '').map((state) => state.id) : (byId.get(id)?.children ?? []));
  const initialOf = (id: string) => (id === '' ? chart.initial : (byId.get(id)?.initial ?? ''));
  const parallel = (id: string) => byId.get(id)?.type === 'parallel';
  const pairs = chart.transitions.flatMap((transition) => transition.targets.map((target) => [transition.source, target] as const));
  const sized = new Map<string, Sized>();

  const size = (id: string): Sized => {
    const children = childrenOf(id);
    const name = id === '' ? chart.machine : (byId.get(id)?.key ?? id);
    if (children.length === 0) {
      const leaf = { width: Math.max(96, textWidth(name) + 28), height: leafHeight + leafExtra, place: new Map() };
      sized.set(id, leaf);
      return leaf;
    }
    for (const child of children) size(child);
    const edges = pairs.flatMap(([from, to]) => {
      const a = childOn(from, id);
      const b = childOn(to, id);
      return a && b && a !== b ? [[a, b] as [string, string]] : [];
    });
    const rows = parallel(id) ? [children] : rowsOf(children, initialOf(id), edges);
    const rowWidth = (row: readonly string[]) => row.reduce((sum, child) => sum + (sized.get(child) as Sized).width, 0) + gapX * (row.length - 1);
    const innerWidth = Math.max(textWidth(name, 14) + 24, ...rows.map(rowWidth));
    const place = new Map<string, { x: number; y: number }>();
    let y = header + padding;
    for (const row of rows) {
      let x = padding + (innerWidth - rowWidth(row)) / 2;
      const height = Math.max(...row.map((child) => (sized.get(child) as Sized).height));
      for (const child of row) {
        const box = sized.get(child) as Sized;
        place.set(child, { x, y: y + (height - box.height) / 2 });
        x += box.width + gapX;
      }
      y += height + gapY;
    }
    const box = { width: innerWidth + padding * 2, height: y - gapY + padding, place };
    sized.set(id, box);
    return box;
  };

  const root = size('');
  const boxes = new Map<string, Box>();
  const position = (id: string, x: number, y: number) => {
    const own = sized.get(id) as Sized;
    boxes.set(id, { id, x, y, width: own.width, height: own.height, compound: own.place.size > 0 });
    for (const [child, at] of own.place) position(child, x + at.x, y + at.y);
  };
  position('', 0, 0);
  return { width: root.width, height: root.height, boxes };
}
