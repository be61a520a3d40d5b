// Lint enforces the architecture's boundaries (DEVELOPERS.md, brief §3, decision 015):
// machines stay pure, web and server never import each other, each side keeps its layers, and
// nothing imports in a cycle.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flowRegistryPlugin } from './src/lint/no-flow-literals.js';

const serverOnly = ['**/server/**', 'fastify', 'fastify-*', '@fastify/*', 'pg', 'pg-boss', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'oidc-provider', 'openid-client', 'pino', 'node:*'];
// The web app's flows (src/web/flows/<flow>), which build on what the flows share (flows/shared);
// the rest of src/web is the foundation, src/web/shell the shell.
const webFlows = ['normal', 'addition', 'revocation', 'identity-update', 'common'];
// Server code that holds the product's rules, between data access and the HTTP API. The signing
// provider's port (signing/) is an outside system like the database: repositories may store its
// result types, and it may not reach up into the HTTP layer either.
const serverDomain = ['domain', 'drafts', 'submission', 'revocation'].map((folder) => `./src/server/${folder}`);
const serverHttp = ['api', 'plugins', 'http'].map((folder) => `./src/server/${folder}`);

const webOnly = ['**/web/**', 'react', 'react-dom', 'react-dom/*', '@xstate/react', 'wouter', 'wouter/*', 'react-hook-form', 'openapi-fetch', '@vanilla-extract/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/shared/api/schema.d.ts', 'src/server/db/migrations/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...serverOnly, ...webOnly, '**/src/web/**', '**/src/server/**'], message: 'machines/ is pure XState: effects are provided at the edge.' },
        ],
      }],
      'no-restricted-globals': ['error',
        ...['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'setTimeout', 'setInterval', 'XMLHttpRequest', 'indexedDB'].map((name) => ({ name, message: 'machines/ is pure: provide this as an actor, action or delay.' })),
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'machines/ has no clock: pass time in as input or events.' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'machines/ has no clock: pass time in as input or events.' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: serverOnly, message: 'src/web must not import server code; share it through src/shared.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: webOnly.filter((p) => p !== 'node:*'), message: 'src/server must not import web code; share it through src/shared.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...serverOnly, ...webOnly], message: 'src/shared is used by both sides: keep it free of server and web dependencies.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', {
        zones: [
          // web: foundation ← flows/shared ← each flow ← shell, and no flow imports another.
          { target: './src/web/!(flows|shell)/**/*', from: ['./src/web/flows', './src/web/shell'], message: 'The web foundation depends on no flow and not on the shell.' },
          { target: './src/web/flows/shared', from: ['./src/web/shell', ...webFlows.map((flow) => `./src/web/flows/${flow}`)], message: 'What the flows share builds on the foundation only.' },
          ...webFlows.map((flow) => ({
            target: `./src/web/flows/${flow}`,
            from: ['./src/web/shell', ...webFlows.filter((other) => other !== flow).map((other) => `./src/web/flows/${other}`)],
            message: 'A flow builds on the foundation and flows/shared only: not on the shell, not on another flow.',
          })),
          // server: db and repositories ← domain ← api; plugins never import handlers.
          { target: ['./src/server/db', './src/server/repositories'], from: [...serverDomain, ...serverHttp], message: 'Data access sits below the domain and the HTTP layer.' },
          { target: [...serverDomain, './src/server/signing'], from: serverHttp, message: 'Domain code never imports the HTTP layer (errors live in src/server/errors).' },
          { target: './src/server/plugins', from: './src/server/api/handlers', message: 'Plugins never import handlers.' },
        ],
      }],
    },
  },
  // No phase or flow literal outside the flow registry (issue 25): a new flow is one entry in
  // src/shared/flows.ts. The contract, the tests with their fixtures and clients, and the load
  // bench speak the wire's numbers, as a resident's browser would.
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['src/shared/flows.ts', 'openapi/**', 'e2e/**', 'bench/**', '**/*.test.{ts,tsx}', '**/testing/**', '**/test-support/**', '**/*fixtures.ts'],
    plugins: { 'flow-registry': flowRegistryPlugin },
    rules: { 'flow-registry/no-flow-literals': 'error' },
  },
);
