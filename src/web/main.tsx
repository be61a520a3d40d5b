// Entry of the SPA. Loaded by index.html as a module (the CSP allows only same-origin scripts).
import '@digital-go-jp/design-tokens/dist/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/app';
import { csrfTokens } from './api/client';
import { startShell } from './shell/start-shell';
import { attachInspector } from './dev/xstate-inspector';

// Spec §7: fetch the CSRF token at start. A failure is not fatal here: the first POST
// fetches again (csrf-token-store), and pages show their own errors.
csrfTokens.current().catch(() => undefined);

startShell();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

void attachInspector().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
