// The SPA itself, which the entry (main.tsx) runs after React; index.html already shows its frame.
import '@digital-go-jp/design-tokens/dist/tokens.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/app';
import { csrfTokens } from './api/client';
import { restoreFrameFocus } from './shell/frame-focus';
import { startShell } from './shell/start-shell';
import { attachInspector } from './dev/xstate-inspector';
import { startFunnel } from './funnel/start-funnel';

// Spec §7: fetch the CSRF token at start. A failure is not fatal here: the first POST
// fetches again (csrf-token-store), and pages show their own errors.
csrfTokens.current().catch(() => undefined);

startShell();
// The funnel's anonymous flow events (issue 29); its listener is a chunk fetched on a flow's first state.
startFunnel();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The frame is already on the screen (index.html): the first render is a transition, which React
// interrupts every few milliseconds rather than running as one long task on a slow phone. Focus
// the resident has put in that frame meanwhile moves over to the app's (shell/frame-focus.ts).
void attachInspector().finally(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App onFirstCommit={restoreFrameFocus} />
      </StrictMode>,
    );
  });
});
