// Lint enforces the architecture's boundaries (DEVELOPERS.md, brief §3):
// machines stay pure, and web and server never import each other.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const serverOnly = ['**/server/**', 'fastify', 'fastify-*', '@fastify/*', 'pg', 'pg-boss', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'oidc-provider', 'openid-client', 'pino', 'node:*'];
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
);
