// マイページ's browser model (issue 29): /mypage signed out, with nothing sent, or with one
// application delivered to its two offices (sent through the browser), its tab in front or in
// the background. The offices' clerks move the statuses in the development inbox while the page
// watches; the resident's session ends elsewhere (a logout in another tab, done through the API as
// that tab would) before a read. The page's visibility is driven by overriding document.hidden
// and firing visibilitychange, as the browser does when the tab is switched (headless Chromium
// keeps every tab visible). The re-read delay runs on Playwright's clock (moved forward by the
// driver); user_info and applications reads are held at the network until their step.
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { apiBasePath } from '#shared/config/brand';
import { recipientStatusLabels } from '#shared/recipient-status';
import { myPageMachine, type Applications, type ApplicationSummary, type MyPageContext } from '#machines/my-page.machine';
import { anonymous, loggedOut, signedIn, submitted, user } from '#machines/test-support/my-page-fixtures';
import type { GraphSnapshot } from '#machines/test-support/browser-paths';
import { inboxRow, type InboxRecipientId } from '../support/dev-inbox';
import { postApi } from '../support/draft-api';
import { logIn } from '../support/login';
import { sendApplication } from '../support/send-application';
import { awaitAnswer, type BrowserModel, type Driver, type ModelStart } from './browser-model';
import { HeldCalls } from './held-calls';

export interface MyPageWorld {
  signedIn: boolean;
  /** One application sent and delivered to 新宿区 (転出届) and 大阪市北区 (転入予定連絡). */
  sent: boolean;
  /** The tab is in the background when マイページ opens. */
  hidden: boolean;
}

type Status = ApplicationSummary['recipients'][number]['status'];
type Procedure = 'move_out' | 'move_in';

/** The offices sendApplication's move sends to, by procedure. */
const offices: Record<Procedure, { name: string; inbox: InboxRecipientId }> = {
  move_out: { name: '新宿区', inbox: 'municipality.131041' },
  move_in: { name: '大阪市北区', inbox: 'municipality.271276' },
};

/** The sent application as the graph carries it: only its recipients' statuses matter here. */
const applicationsWith = (statuses: Record<Procedure, Status>): Applications => {
  const [application] = submitted.applications as [ApplicationSummary];
  const recipients = (Object.keys(offices) as Procedure[]).map((procedure, index) => ({
    ...(application.recipients[0] as ApplicationSummary['recipients'][number]),
    id: `00000000-0000-4000-8000-00000000001${index}`,
    procedure,
    name: offices[procedure].name,
    status: statuses[procedure],
  }));
  return { applications: [{ ...application, recipients }] };
};
const delivered = applicationsWith({ move_out: 'delivered', move_in: 'delivered' });
const received = applicationsWith({ move_out: 'received', move_in: 'delivered' });
const completed = applicationsWith({ move_out: 'completed', move_in: 'completed' });
const nothingSent: Applications = { applications: [] };
const authRequired = { code: 'AUTH_REQUIRED', message: 'AUTH_REQUIRED' };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: authRequired });
const start = (world: MyPageWorld, name: string): ModelStart<undefined, MyPageWorld> => ({ name, input: undefined, world });

const contextOf = (snapshot: GraphSnapshot) => snapshot.context as MyPageContext;
const statusesOf = (context: MyPageContext) => context.applications?.[0]?.recipients.map(({ status }) => status) ?? [];

/** A re-read's answers: the same list (once: the quiet count only grows), 受付 at 新宿区, 完了 at both. */
function rereads(context: MyPageContext): Applications[] {
  const now = JSON.stringify(statusesOf(context));
  const moved = [received, completed].filter((answer) => JSON.stringify(answer.applications[0]?.recipients.map(({ status }) => status)) !== now);
  return [...(context.quietReads === 0 && context.applications !== null ? [{ applications: context.applications }] : []), ...moved];
}

function events(snapshot: GraphSnapshot, { world }: ModelStart<undefined, MyPageWorld>): EventObject[] {
  const context = contextOf(snapshot);
  // A background tab: the page says so as it opens (the graph takes that first).
  if (world.hidden && snapshot.matches('loading') && !context.hidden) return [{ type: 'PAGE_HIDDEN' }];
  const listed = snapshot.matches({ ready: 'listed' });
  return [
    done('checkAuthStatus', world.signedIn ? signedIn : anonymous),
    done('loadUserInfo', user),
    error('loadUserInfo'),
    done('loadApplications', world.sent ? delivered : nothingSent),
    error('loadApplications'),
    ...rereads(context).map((answer) => done('refreshApplications', answer)),
    error('refreshApplications'),
    { type: 'xstate.after.refreshDelay.myPage.ready.listed.watching' },
    // Switching tabs matters once the list shows (before, the page only says how it opened).
    ...(listed ? [{ type: context.hidden ? 'PAGE_VISIBLE' : 'PAGE_HIDDEN' }] : []),
    { type: 'LOGOUT' },
    done('logout', loggedOut),
  ];
}

/** Per test: the held reads, the clerk's page, and the statuses the offices hold. */
interface Run {
  userInfo: HeldCalls;
  applications: HeldCalls;
  receptionNumber: string;
  atOffice: Record<Procedure, Status>;
}
const runs = new WeakMap<Page, Run>();
const runOf = (page: Page) => {
  const run = runs.get(page);
  if (!run) throw new Error('マイページ was not arranged');
  return run;
};

/** The page's tab goes to the background or comes back: the document's visibility and its event. */
const setHidden = (hidden: boolean): Driver<MyPageWorld> => async ({ page }) => {
  await page.evaluate((value) => (window as unknown as { __modelSetHidden(hidden: boolean): void }).__modelSetHidden(value), hidden);
};

/** The resident's session ends in another tab (its 「ログアウト」, through the API); then the held read reaches the server. */
const sessionEndsBefore = (calls: (run: Run) => HeldCalls): Driver<MyPageWorld> => async ({ page }) => {
  const held = calls(runOf(page));
  await held.made();
  await postApi(page.request, 'logout', {});
  await held.answerNext();
};

/** The list shows each office's status as the answer has it. */
async function expectStatuses(page: Page, answer: Applications): Promise<void> {
  const rows = page.getByRole('list', { name: '提出先ごとの状況' }).getByRole('listitem');
  for (const recipient of answer.applications[0]?.recipients ?? []) {
    await expect(rows.filter({ hasText: recipient.name })).toContainText(recipientStatusLabels[recipient.status]);
  }
}

/** The clerks move each office's status to the answer's (受付 or 完了 in the development inbox), then the held re-read goes on. */
const rereadAnswers: Driver<MyPageWorld> = async ({ page, context }, event) => {
  const run = runOf(page);
  const answer = (event as EventObject & { output: Applications }).output;
  const clerk = await context.newPage();
  for (const recipient of answer.applications[0]?.recipients ?? []) {
    const procedure = recipient.procedure as Procedure;
    if (run.atOffice[procedure] === recipient.status) continue;
    const button = recipient.status === 'received' ? '受付' : '完了';
    const row = await inboxRow(clerk, offices[procedure].inbox, run.receptionNumber);
    await row.getByRole('button', { name: button, exact: true }).click();
    await expect(clerk.getByRole('status')).toContainText(button);
    run.atOffice[procedure] = recipient.status;
  }
  await clerk.close();
  await run.applications.answerNext();
  await expectStatuses(page, answer);
};

/** Waits until both offices took the application (送信済み), so the list opens settled in that state. */
async function expectDelivered(page: Page): Promise<void> {
  await expect.poll(async () => {
    const { applications } = (await (await page.request.get(`${apiBasePath}/applications`)).json()) as Applications;
    return applications[0]?.recipients.map(({ status }) => status);
  }, { timeout: 30_000 }).toEqual(['delivered', 'delivered']);
}

export const myPageModel: BrowserModel<undefined, MyPageWorld> = {
  name: 'my-page',
  machine: myPageMachine,
  starts: [
    start({ signedIn: false, sent: false, hidden: false }, '/mypage signed out'),
    start({ signedIn: true, sent: false, hidden: false }, '/mypage with nothing sent'),
    start({ signedIn: true, sent: true, hidden: false }, '/mypage with an application delivered'),
    start({ signedIn: true, sent: true, hidden: true }, '/mypage opened in a background tab, an application delivered'),
  ],
  events,
  drivers: {
    'xstate.done.actor.checkAuthStatus': awaitAnswer,
    'xstate.done.actor.loadUserInfo': async ({ page }) => runOf(page).userInfo.answerNext(),
    'xstate.error.actor.loadUserInfo': sessionEndsBefore((run) => run.userInfo),
    'xstate.done.actor.loadApplications': async ({ page }, event) => {
      await runOf(page).applications.answerNext();
      await expectStatuses(page, (event as EventObject & { output: Applications }).output);
    },
    'xstate.error.actor.loadApplications': sessionEndsBefore((run) => run.applications),
    'xstate.done.actor.refreshApplications': rereadAnswers,
    'xstate.error.actor.refreshApplications': sessionEndsBefore((run) => run.applications),
    // The clock moves on until the page re-reads (5 s, then doubling while nothing changes).
    'xstate.after.refreshDelay.myPage.ready.listed.watching': async ({ page }) => {
      const { applications } = runOf(page);
      await expect(async () => {
        await page.clock.fastForward(5_000);
        await applications.made(500);
      }).toPass({ timeout: 60_000 });
    },
    PAGE_HIDDEN: async (modelContext, event) => {
      // A tab opened in the background is hidden from the start: nothing more to do.
      if (await modelContext.page.evaluate(() => document.hidden)) return;
      await setHidden(true)(modelContext, event);
    },
    PAGE_VISIBLE: setHidden(false),
    LOGOUT: async ({ page }) => {
      await page.getByRole('button', { name: 'ログアウト', exact: true }).click();
    },
    'xstate.done.actor.logout': awaitAnswer,
  },
  leftOut: [
    { match: /^myPage\.(loadingUser|loggingOut|failed)\|PAGE_(HIDDEN|VISIBLE)\|/, reason: 'The page reports its visibility as it opens (in loading) and when the tab is switched: a switch during one call, or on the error screen, is a race or follows a server failure.' },
    { match: /^myPage\.loading\|xstate\.error\.actor\.checkAuthStatus\|/, reason: 'auth_status is read with the route by the shell: its failure is the shell\'s (e2e/error-routes.spec.ts).' },
    { match: /\|xstate\.error\.actor\.(loadUserInfo|loadApplications|refreshApplications)\|1$/, reason: 'The server fails the read: replayed in machines/my-page.paths.test.ts.' },
    { match: /^myPage\.loggingOut\|xstate\.error\.actor\.logout\|/, reason: 'The logout fails at the server (a logout without a session is answered logged_out: true): replayed in machines/my-page.paths.test.ts.' },
    { match: /^myPage\.(failed\|RETRY|ready\.applicationsFailed\|(RETRY_APPLICATIONS|LOGOUT))\|/, reason: 'Offered only after a read failed at the server: replayed in machines/my-page.paths.test.ts.' },
  ],
  residentKind: () => 'ordinary',
  arrange: async ({ page, resident, world }) => {
    let receptionNumber = '';
    if (world.signedIn) await logIn(page, resident);
    if (world.sent) {
      receptionNumber = await sendApplication(page, resident, undefined, { axe: false });
      await expectDelivered(page);
    }
    await page.addInitScript((startHidden) => {
      let hidden = startHidden;
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
      Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      (window as unknown as { __modelSetHidden(value: boolean): void }).__modelSetHidden = (value) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    }, world.hidden);
    const userInfo = await HeldCalls.on(page, 'user_info', 'GET');
    const applications = await HeldCalls.on(page, 'applications', 'GET');
    runs.set(page, { userInfo, applications, receptionNumber, atOffice: { move_out: 'delivered', move_in: 'delivered' } });
    // The page's clock runs, and a driver moves it on to the next re-read.
    await page.clock.install();
    await page.goto('/mypage');
  },
  urlOf: (snapshot) => (snapshot.matches('loggedOut') ? null : '/mypage'),
};
