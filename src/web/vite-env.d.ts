/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "1" attaches the Stately inspector in `npm run dev` (see dev/xstate-inspector.ts). */
  readonly VITE_XSTATE_INSPECT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
