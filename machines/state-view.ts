// How each state of a flow machine shows in the browser (issue 29): the `view` of its `meta`,
// which the browser model suite (e2e/model) checks whenever a generated path reaches the state.
// Every state of a flow machine has one; the suite fails on a state without it.
// - 'page': a step page, by its route (the state's `meta.page`, or the machine's one page) and
//   that route's title as the page's heading;
// - 'status': a text the resident sees (an alert, a status line, a heading), on that route;
// - 'route': the state sends the resident to another page (マイページ, the expired page): that
//   route and its title;
// - 'error': the error page for the failure kept (error-routing.machine.ts);
// - 'passing': no screen of its own (a call in flight, a decision made at once): the test
//   recognises the state that follows, and `why` says what it is.
import type { RouteName } from '#shared/routes';

export type StateView =
  | { readonly shows: 'page' }
  | { readonly shows: 'status'; readonly text: string }
  | { readonly shows: 'route'; readonly route: RouteName }
  | { readonly shows: 'error' }
  | { readonly shows: 'passing'; readonly why: string };

export interface ViewMeta {
  readonly view?: StateView;
}

export const pageView = { view: { shows: 'page' } } as const satisfies ViewMeta;

export const statusView = (text: string) => ({ view: { shows: 'status', text } }) as const satisfies ViewMeta;

export const routeView = (route: RouteName) => ({ view: { shows: 'route', route } }) as const satisfies ViewMeta;

export const errorView = { view: { shows: 'error' } } as const satisfies ViewMeta;

export const passingView = (why: string) => ({ view: { shows: 'passing', why } }) as const satisfies ViewMeta;
