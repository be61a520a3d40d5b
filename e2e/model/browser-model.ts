// The browser model suite (issue 29): Playwright tests generated from a flow machine. Each path
// of machines/test-support/browser-paths.ts is one test, for a resident of its own: the model
// arranges the start by real means (a login at the development provider, a draft entered through
// the API), then each event of the path is done by its driver (a click, the browser's history, a
// signature in the signing app, a dropped connection) and each state reached is recognised by its
// `meta.view` (machines/state-view.ts). The transitions the page's actors really took come from the
// development broadcast (src/web/dev/flow-broadcast.ts): each test proves it took its path's, and
// writes them for the coverage report (e2e/model/coverage-report.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { pageTitle } from '#shared/config/brand';
import { devFlowsChannel, type FlowStateMessage, type FlowTransitionsMessage } from '#shared/config/dev-flows';
import { matchRoute, routes } from '#shared/routes';
import type { StateView } from '#machines/state-view';
import { browserPaths, type BrowserPath, type BrowserStart, type GraphSnapshot } from '#machines/test-support/browser-paths';
import { coverageDirectory } from './coverage-directory';
import { assertModelComplete, type LeftOut } from './model-gaps';
import { modelResident, type ModelName, type ModelResidentKind } from './model-residents';
import { widthTags } from './width-tags';
import type { FixtureResident } from '../support/residents';

/** What a driver, an arrangement or a recogniser works with. */
export interface ModelContext<TWorld> {
  page: Page;
  context: BrowserContext;
  resident: FixtureResident;
  world: TWorld;
}

export type Driver<TWorld> = (context: ModelContext<TWorld>, event: EventObject) => Promise<void>;

/** The driver of an outcome that needs nothing done: the server answers, the state follows. */
export const awaitAnswer: Driver<unknown> = async () => {};

export interface ModelStart<TInput, TWorld> extends BrowserStart<TInput> {
  /** What the server holds and who the resident is before the first page. */
  world: TWorld;
}

export interface BrowserModel<TInput, TWorld> {
  name: ModelName;
  machine: AnyStateMachine;
  starts: readonly ModelStart<TInput, TWorld>[];
  /** The events and outcomes that can happen in a snapshot of a start, by real means. */
  events: (snapshot: GraphSnapshot, start: ModelStart<TInput, TWorld>) => readonly EventObject[];
  /** One driver per event type. */
  drivers: Readonly<Record<string, Driver<TWorld>>>;
  /** Transitions no resident can cause, each with the reason (listed in the coverage report). */
  leftOut: readonly LeftOut[];
  residentKind: (world: TWorld) => ModelResidentKind;
  /** Logs in, sets up what the world says, and opens the start's page. */
  arrange: (context: ModelContext<TWorld>, start: ModelStart<TInput, TWorld>) => Promise<void>;
  /** The URL a snapshot shows (its `meta.page` as a path), or null while it keeps the one before. */
  urlOf: (snapshot: GraphSnapshot) => string | null;
  paths?: 'shortest' | 'simple';
}

/** The deepest active state's view: what the resident sees of the snapshot. */
export function viewOf(snapshot: GraphSnapshot): StateView | undefined {
  const byDepth = Object.entries(snapshot.getMeta()).sort(([a], [b]) => b.split('.').length - a.split('.').length);
  return byDepth.map(([, meta]) => (meta as { view?: StateView } | undefined)?.view).find((view) => view !== undefined);
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/** What the page shows of a view now: 'shown', or what it shows instead. */
async function showing(page: Page, view: Exclude<StateView, { shows: 'passing' }>, url: string | null): Promise<string> {
  const now = pathname(page);
  const expectedPath = view.shows === 'route' ? routes.find((candidate) => candidate.name === view.route)?.pattern : url;
  if (expectedPath != null && now !== expectedPath) return `the page at ${now}`;
  switch (view.shows) {
    case 'page':
    case 'route': {
      const title = pageTitle(matchRoute(now)?.title ?? '');
      if ((await page.title()) !== title) return `the title ${await page.title()} (not ${title})`;
      return view.shows === 'route' || (await page.getByRole('heading', { level: 1 }).first().isVisible()) ? 'shown' : 'no heading';
    }
    case 'status':
      return (await page.getByText(view.text, { exact: false }).first().isVisible()) ? 'shown' : `no 「${view.text}」`;
    case 'error':
      return (await page.getByRole('main').getByRole('heading', { level: 1 }).first().isVisible()) ? 'shown' : 'no error page';
  }
}

/**
 * Recognises the state a step reached by its view. A state the page leaves on its own (a submit
 * sent again goes on to thanks at once) may be gone before the test looks: a page already at a
 * later step's URL has passed it, and the transitions the page's actors took prove it was there.
 */
async function recognise(page: Page, snapshot: GraphSnapshot, url: string | null, laterUrls: ReadonlySet<string>): Promise<void> {
  const view = viewOf(snapshot);
  if (!view || view.shows === 'passing') return;
  await expect
    .poll(async () => {
      const now = pathname(page);
      if (now !== url && laterUrls.has(now)) return 'shown';
      return showing(page, view, url);
    }, { message: `the view of ${JSON.stringify(snapshot.value)}: ${JSON.stringify(view)}` })
    .toBe('shown');
}

/** What the page's actors took, from the development broadcast of every page of the context. */
interface Taken {
  transitions: Map<string, Set<string>>;
  states: Map<string, Set<string>>;
}

async function recordTaken(context: BrowserContext): Promise<Taken> {
  const taken: Taken = { transitions: new Map(), states: new Map() };
  const add = (into: Map<string, Set<string>>, machine: string, ids: readonly string[]) => {
    const set = into.get(machine) ?? new Set<string>();
    for (const id of ids) set.add(id);
    into.set(machine, set);
  };
  await context.exposeBinding('__utsuruModelTaken', (_source, message: FlowStateMessage | FlowTransitionsMessage) => {
    if (message.type === 'transitions') add(taken.transitions, message.machine, message.keys);
    else add(taken.states, message.machine, message.states);
  });
  await context.addInitScript((channelName) => {
    const channel = new BroadcastChannel(channelName);
    channel.addEventListener('message', ({ data }) => {
      if (data?.type === 'transitions' || data?.type === 'state') (window as unknown as { __utsuruModelTaken(message: unknown): void }).__utsuruModelTaken(data);
    });
  }, devFlowsChannel);
  return taken;
}


function writeCoverage(model: string, testId: string, taken: Taken): void {
  mkdirSync(coverageDirectory, { recursive: true });
  const asLists = (map: Map<string, Set<string>>) => Object.fromEntries([...map].map(([machine, ids]) => [machine, [...ids].sort()]));
  writeFileSync(path.join(coverageDirectory, `${model}-${testId}.json`), JSON.stringify({ model, transitions: asLists(taken.transitions), states: asLists(taken.states) }));
}

/** The paths of a model, each with the ordinal of its resident among the paths of its kind. */
export function plannedPaths<TInput, TWorld>(model: BrowserModel<TInput, TWorld>) {
  const paths = browserPaths<TInput>({
    machine: model.machine,
    starts: model.starts,
    events: (snapshot, start) => model.events(snapshot, start as ModelStart<TInput, TWorld>),
    driven: (event) => event.type in model.drivers,
    paths: model.paths ?? 'shortest',
  });
  const ordinals = new Map<ModelResidentKind, number>();
  return paths.map((planned) => {
    const kind = model.residentKind((planned.start as ModelStart<TInput, TWorld>).world);
    const ordinal = ordinals.get(kind) ?? 0;
    ordinals.set(kind, ordinal + 1);
    return { planned: planned as BrowserPath<TInput> & { start: ModelStart<TInput, TWorld> }, kind, ordinal };
  });
}

/**
 * The widths a path runs at. `npm run test:model` (MODEL_WIDTHS=both) walks every path at 375 and
 * 1366 px. `npm test` walks each path at one of them, in turn, so every model runs at both widths
 * and every transition is still taken once, for half the cost (decision 031): the tag keeps the
 * path out of the other width's project (playwright.config.ts's grepInvert), so it is not collected
 * there rather than skipped.
 */
export const everyPathAtBothWidths = process.env.MODEL_WIDTHS === 'both';

function widthTag(index: number): string {
  if (everyPathAtBothWidths) return '';
  return index % 2 === 0 ? ` ${widthTags.desktop}` : ` ${widthTags.mobile}`;
}

/** The generated suite of one model: fails at collection when a state lacks a view or an event a driver. */
export function describeBrowserModel<TInput, TWorld>(model: BrowserModel<TInput, TWorld>): void {
  assertModelComplete(model.name, model.machine, model.drivers, model.leftOut);

  test.describe(`${model.name} (paths generated from the machine)`, () => {
    for (const [index, { planned, kind, ordinal }] of plannedPaths(model).entries()) {
      test(`${planned.name}${widthTag(index)}`, async ({ page, context }, testInfo) => {
        const resident = modelResident(model.name, kind, ordinal, testInfo.project.name);
        const world = planned.start.world;
        const taken = await recordTaken(context);
        const modelContext: ModelContext<TWorld> = { page, context, resident, world };
        try {
          await model.arrange(modelContext, planned.start);
          const urls = planned.steps.map(({ state }) => model.urlOf(state));
          // The URLs the page may show after step `index` only by moving on: not the one it is on before it.
          const laterThan = (index: number) => {
            const before = [model.urlOf(planned.initial), ...urls.slice(0, index)].filter((url) => url !== null).at(-1);
            return new Set(urls.slice(index + 1).filter((url): url is string => url !== null && url !== urls[index] && url !== before));
          };
          await recognise(page, planned.initial, model.urlOf(planned.initial), new Set());
          for (const [index, step] of planned.steps.entries()) {
            await test.step(`${index + 1}. ${step.event.type} ⇒ ${JSON.stringify(step.state.value)}`, async () => {
              const driver = model.drivers[step.event.type];
              if (!driver) throw new Error(`no driver for ${step.event.type}`);
              await driver(modelContext, step.event);
              await recognise(page, step.state, urls[index] ?? null, laterThan(index));
            });
          }
          // Every transition the path takes, taken by the page's own actors.
          const missing = () => planned.keys.filter((key) => !taken.transitions.get(key.split('.')[0]?.split('|')[0] ?? '')?.has(key));
          await expect.poll(missing, { message: 'transitions of the path the browser did not take' }).toEqual([]);
        } finally {
          writeCoverage(model.name, testInfo.testId + '-' + testInfo.project.name, taken);
        }
      });
    }
  });
}
