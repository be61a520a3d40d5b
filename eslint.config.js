// Lint enforces the architecture's boundaries (DEVELOPERS.md, brief §3, decision 015):
// machines stay pure, web and server never import each other, and each side keeps its layers.
// That nothing imports in a cycle, type-only imports included, is src/lint/import-cycles.ts's
// check (decision 017), run by `npm run lint` after ESLint.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flowRegistryPlugin } from './src/lint/no-flow-literals.js';

const serverOnly = ['**/server/**', 'fastify', 'fastify-*', '@fastify/*', 'pg', 'pg-boss', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'oidc-provider', 'openid-client', 'pino', 'node:*'];
// The web app's flows (src/web/flows/<flow>), which build on what the flows share (flows/shared);
// the rest of src/web is the foundation, src/web/shell the shell.
// Each folder but flows/shared is a flow's, so a new flow's folder is zoned without an edit here.
const webFlows = readdirSync(new URL('./src/web/flows', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
// The server's layers, lowest first: data access; the product's rules; the HTTP API; and, beside
// it, what runs at the edges of the process. The zones below bind production modules only: a
// test and its support (*.test.ts, test-*.ts, testing/) may reach across layers to set a scene.
const server = (folders) => folders.map((folder) => `./src/server/${folder}`);
const serverData = server(['db', 'repositories', 'events']);
// Between data access and HTTP: filed records (applications/) below the drafts, both below the
// flows, the flows below the submission that runs them. The signing provider's port (signing/) is
// an outside system like the database: repositories may store its result types, and it may not
// reach up into the HTTP layer either.
const serverDomain = server(['address', 'domain', 'applications', 'drafts', 'flows', 'submission', 'deliveries', 'identity-update', 'visits', 'receipts', 'mail']);
const serverHttp = server(['api', 'plugins', 'http']);
// The background jobs, the development stand-ins (IdP, recipients' inbox, mailbox, analytics sink) and the
// operators' tools: assembled by the composition root (app.ts, services.ts, main.ts) only.
const serverEdges = server(['jobs', 'dev-idp', 'dev-inbox', 'dev-mail', 'dev-analytics', 'dev-flows', 'ops']);
/** A server folder's production modules: not its tests, its test-* helpers or its testing/ support. */
const productionOf = (folder) => [`${folder}/!(*.test|test-*).ts`, `${folder}/!(testing)/**/!(*.test|test-*).ts`];
const production = (folders) => folders.flatMap(productionOf);
// The server's flows (src/server/flows/<flow>): none imports another, nor the table of them.
const serverFlows = ['normal', 'addition', 'revocation'].map((flow) => `./src/server/flows/${flow}`);

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
    // Packages a resident meets only in a receipt, a calendar file or a mail: loaded at first use
    // with `await import()`, so an idle server does not hold them (decision 032 §7, ≤ 250 MB idle).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/**/test-*.ts', 'src/server/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: ['pdfkit', '@signpdf/placeholder-plain', '@signpdf/signpdf', '@signpdf/utils', 'ics', 'mailparser', 'smtp-server', 'nodemailer'].map((name) => ({
          name,
          allowTypeImports: true,
          message: 'Load it where it is first used, with await import(): the idle server must not hold it (decision 032 §7).',
        })),
      }],
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
          // server: data access ← domain ← HTTP, and the edges beside HTTP; plugins never import handlers.
          { target: production(serverData), from: [...serverDomain, ...serverHttp, ...serverEdges], message: 'Data access sits below the domain, the HTTP layer and the edges.' },
          { target: production([...serverDomain, './src/server/signing']), from: [...serverHttp, ...serverEdges], message: 'Domain code never imports the HTTP layer or the edges (errors live in src/server/errors).' },
          { target: production(serverHttp), from: serverEdges, message: 'The HTTP layer never imports the jobs, the development stand-ins or the operators\' tools: the composition root assembles them.' },
          { target: production(serverEdges), from: './src/server/api', message: 'Jobs, development stand-ins and operators\' tools never import the API layer.' },
          { target: production(['./src/server/plugins']), from: './src/server/api/handlers', message: 'Plugins never import handlers.' },
          // server domain: filed records ← drafts ← flows ← submission; deliveries send filed records only.
          { target: production(server(['applications'])), from: server(['drafts', 'flows', 'submission', 'deliveries']), message: 'Filed records (applications/) sit below the drafts, the flows, the submission and the deliveries.' },
          { target: production(server(['drafts'])), from: server(['flows', 'submission']), message: 'Drafts sit below the flows: what differs by flow is in src/server/flows/<flow>.' },
          { target: production(server(['flows'])), from: server(['submission', 'deliveries']), message: 'The submission runs the flows: a flow does not import it.' },
          { target: production(server(['deliveries'])), from: server(['drafts', 'flows', 'submission']), message: 'Deliveries send filed records: they know no drafts or flows.' },
          ...serverFlows.map((flow) => ({
            target: production([flow]),
            from: [...serverFlows.filter((other) => other !== flow), './src/server/flows/server-flows.ts'],
            message: 'A server flow builds on applications/, drafts/ and the flows\' shared types: not on another flow, not on the table of flows.',
          })),
          { target: production(server(['!(testing)'])), from: ['./src/server/testing/**', './src/server/*/testing/**'], message: 'Production code never imports the test support.' },
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
