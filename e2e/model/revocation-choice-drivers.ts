// The drivers of the revocation's choice (/revocation/step), where timing decides the transition:
// an edit is saved 600 ms later (choiceSaveDelay) or when the 取消理由 loses focus (FLUSH), and a
// save in flight takes the edits and the 確認へ進む made meanwhile. The page's clock (Playwright's
// page.clock, installed before the page opens) stops at each edit and moves only when a driver
// moves it, and each save waits at the network until its outcome's driver answers it (a slow
// connection), or drops it (a lost one): so the browser takes exactly the path's transitions.
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { apiBasePath } from '#shared/config/brand';
import { revocationFlowMachine, type RevocationSelection } from '#machines/revocation-flow.machine';
import { gas, moveOut } from '#machines/test-support/revocation-flow-fixtures';
import type { Driver } from './browser-model';

/**
 * The check boxes of the resident's application (sendApplication's move, with なにわ電気), by the
 * fixture item the graph names them with: its 転出届 (a 取消理由 needed) and a lifeline notice.
 */
const checkBoxOf: readonly (readonly [string, string])[] = [
  [moveOut.id, '新宿区（転出届）'],
  [gas.id, 'なにわ電気（ライフラインの手続き）'],
];

const choiceSaveDelay = revocationFlowMachine.implementations.delays.choiceSaveDelay as number;
const savingText = '入力内容を保存しています。';
const reasons = ['引越しを取りやめたため', '引越し先が変わったため'] as const;

/** Each page's clock: stopped since an edit, or flowing; and the saves held at the network. */
const stopped = new WeakSet<Page>();
const heldSaves = new WeakMap<Page, Route[]>();

/** Holds every choice save until a driver answers or drops it. Call before the page opens. */
export async function holdChoiceSaves(page: Page): Promise<void> {
  heldSaves.set(page, []);
  await page.route((url) => url.pathname === `${apiBasePath}/cancel_application_choice_save`, (route) => {
    heldSaves.get(page)?.push(route);
  });
}

async function stopTime(page: Page): Promise<void> {
  if (stopped.has(page)) return;
  // A second ahead of the page's own time: pausing in the past is refused.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  stopped.add(page);
}

async function letTimeFlow(page: Page): Promise<void> {
  if (!stopped.delete(page)) return;
  await page.clock.resume();
}

/** A driver after which the page's clock flows (the calls of every other step wait on it). */
export const thenTimeFlows = <TWorld>(driver: Driver<TWorld>): Driver<TWorld> => async (context, event) => {
  await driver(context, event);
  await letTimeFlow(context.page);
};

/**
 * The choice form's status line, or null once the page has left the form. Read without waiting:
 * a line counted and then read can be gone in between (the page moved on), and a read that waits
 * for it would wait for the test's whole time limit.
 */
async function choiceStatus(page: Page): Promise<string | null> {
  const [text] = await page.getByRole('main').locator('form [role=status]').allTextContents();
  return text === undefined ? null : text.trim();
}
const reasonField = (page: Page) => page.getByRole('textbox', { name: /^取消理由/ });

/** The resident ticks what the event's selection adds, else types another 取消理由. */
export const edit: Driver<unknown> = async ({ page }, event) => {
  await stopTime(page);
  const { selection } = event as EventObject & { selection: RevocationSelection };
  const box = (name: string) => page.getByRole('group', { name: /^取り消す手続き/ }).getByRole('checkbox', { name });
  for (const [id, name] of checkBoxOf) {
    if (selection.item_ids.includes(id) && !(await box(name).isChecked())) {
      await box(name).check();
      return;
    }
  }
  const typed = await reasonField(page).inputValue();
  await reasonField(page).fill(typed === reasons[0] ? reasons[1] : reasons[0]);
};

/** The 取消理由 loses focus. */
export const flush: Driver<unknown> = async ({ page }) => {
  await reasonField(page).blur();
};

/** The edit's delay runs out. */
export const saveDelayEnds: Driver<unknown> = async ({ page }) => {
  await page.clock.runFor(choiceSaveDelay + 50);
};

async function settle(page: Page, answer: (route: Route) => Promise<void>): Promise<void> {
  const held = heldSaves.get(page) ?? [];
  await expect.poll(() => held.length, { message: 'a choice save at the network' }).toBeGreaterThan(0);
  await answer(held.shift() as Route);
  // Every call lasts 200 ms at least (spec §9): the stopped clock is moved until the page has it.
  await expect.poll(async () => {
    if (stopped.has(page)) await page.clock.runFor(50);
    return choiceStatus(page);
  }, { message: 'the save settled', timeout: 30_000 }).not.toBe(savingText);
  // An edit saved after it waits again, with the clock stopped; anything else goes on in time.
  if ((await choiceStatus(page)) !== '') await letTimeFlow(page);
}

export const saveAnswered: Driver<unknown> = async ({ page }) => settle(page, (route) => route.continue());
export const saveLost: Driver<unknown> = async ({ page }) => settle(page, (route) => route.abort('connectionreset'));

/** 確認へ進む: a click, which first takes the focus from the 取消理由 when it has it. */
export const confirmChoice: Driver<unknown> = thenTimeFlows(async ({ page }) => {
  await page.getByRole('button', { name: '確認へ進む', exact: true }).click();
});
