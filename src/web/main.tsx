// Entry of the SPA, loaded by index.html as a module (the CSP allows only same-origin scripts).
// index.html already holds the page frame (header, footer, the pending content: the build renders
// it there, shell/static-shell.tsx), which shows as soon as the HTML and its stylesheet arrive,
// and preloads the app's first chunk (React, then start-app.tsx) at a low priority. The entry
// starts the current route's page chunk beside it and the login check (spec §9), then runs React
// and the app in two tasks rather than one long one (react-runtime.ts).
import { startFrameFocus } from './shell/frame-focus';
import { routeShownAt } from '#shared/routes';
import { errorPagesChunk } from './flows/common/pages';
import { pageTable } from './shell/page-table';

// The frame can take focus before the app is there: the app keeps it when it takes over.
startFrameFocus(document.getElementById('root'));

// The 404 page is in the error pages' chunk. A failure is the page's to show: its import fails
// again when it renders.
const route = routeShownAt(window.location.pathname);
(route ? pageTable[route.name].chunk : errorPagesChunk)().catch(() => undefined);

/** After the tasks already queued: the next evaluation is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('./react-runtime')
  .then(nextTask)
  .then(() => import('./start-app'));
