/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "1" attaches the Stately inspector in `npm run dev` (see dev/xstate-inspector.ts). */
  readonly VITE_XSTATE_INSPECT?: string;
  /** GA4 measurement id (G-…): page views and error pages go to Google Analytics (analytics/analytics.ts). */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
