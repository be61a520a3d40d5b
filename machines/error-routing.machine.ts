// The generic error page (spec §2, §8): from the status, the flow, the kind of page and whether
// a user session exists, decide what the page says and where its one button leads. A 408 does
// not wait for the button: it goes straight to the expired page. Navigation is provided by
// src/web (`leave`, `redirectToExpired`); the texts and the route table come from src/shared,
// which holds pure data only, so this stays free of effects.
import { setup } from 'xstate';
import type { ClientErrorStatus } from '#shared/errors/error-catalogue';
import {
  errorPageContent,
  errorPageStatusOf,
  type ButtonDestination,
  type ErrorPageContent,
  type PageKind,
} from '#shared/errors/error-page-content';
import { confirmPathOf, flows, type FlowName } from '#shared/flows';
import { pathOf } from '#shared/routes';
import { expiredPagePath, topPathOf } from './error-paths';

export interface ErrorRoutingInput {
  /** The HTTP-like status of the error (spec §8); unknown ones are shown as 500. */
  status: number;
  flow: FlowName;
  pageKind: PageKind;
  hasUserSession: boolean;
  /** The start page stored locally, if any; 'top' means this page, else the index. */
  rememberedStartPath: string | null;
  /** TEMPORARILY's sentence (decision 032 §5): the 500 routing, worded as "unavailable for a while". */
  temporarily?: string | undefined;
}

export interface ErrorTarget {
  kind: 'navigate';
  path: string;
  /** Drop the login state and let the resident log in again (status 400). */
  relogin: boolean;
}

export interface ErrorRoutingContext {
  /** The status whose content is shown (unknown → 500). */
  status: ClientErrorStatus;
  content: ErrorPageContent;
  target: ErrorTarget;
}

export type ErrorRoutingEvent = { type: 'PRESS_BUTTON' };

function resolveButton(input: ErrorRoutingInput, status: ClientErrorStatus): { destination: ButtonDestination; target: ErrorTarget } {
  const top = { destination: 'top', target: { kind: 'navigate', path: topPathOf(input.rememberedStartPath), relogin: status === 400 } } as const;
  if (status === 408) return { destination: 'top', target: { kind: 'navigate', path: expiredPagePath, relogin: false } };
  // Without a user session the page says "return to the top page", so the button must go there.
  if (!input.hasUserSession) return top;
  const mypage = { destination: 'mypage', target: { kind: 'navigate', path: pathOf('mypage'), relogin: false } } as const;
  // The normal flow's 403 and 500 go to マイページ (spec §8); the other flows' 403 to their confirm page.
  if (status === 403) {
    const flow = flows[input.flow];
    return flow === flows.normal ? mypage : { destination: 'confirm', target: { kind: 'navigate', path: confirmPathOf(flow), relogin: false } };
  }
  if (status === 500 && flows[input.flow] === flows.normal) return mypage;
  return top;
}

function resolveContext(input: ErrorRoutingInput): ErrorRoutingContext {
  const status = errorPageStatusOf(input.status);
  const { destination, target } = resolveButton(input, status);
  const content = errorPageContent({ status, pageKind: input.pageKind, hasUserSession: input.hasUserSession, destination, temporarily: input.temporarily });
  return { status, content, target };
}

export const errorRoutingMachine = setup({
  types: {
    context: {} as ErrorRoutingContext,
    events: {} as ErrorRoutingEvent,
    input: {} as ErrorRoutingInput,
  },
  actions: {
    // Provided by src/web: navigate to `target.path`, logging in again when `target.relogin`.
    leave: (_, _target: ErrorTarget) => {},
    // Provided by src/web: replace the current page with the expired page.
    redirectToExpired: (_, _target: ErrorTarget) => {},
  },
  guards: {
    isTimeError: ({ context }) => context.status === 408,
  },
}).createMachine({
  id: 'errorRouting',
  initial: 'resolving',
  context: ({ input }) => resolveContext(input),
  states: {
    resolving: {
      always: [{ guard: 'isTimeError', target: 'redirectingToExpired' }, { target: 'showing' }],
    },
    showing: {
      description: 'The page shows its texts and waits for the button.',
      on: { PRESS_BUTTON: 'leaving' },
    },
    leaving: {
      type: 'final',
      entry: { type: 'leave', params: ({ context }) => context.target },
    },
    redirectingToExpired: {
      type: 'final',
      entry: { type: 'redirectToExpired', params: ({ context }) => context.target },
    },
  },
});
