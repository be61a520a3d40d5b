// Google Analytics 4 through gtag.js. The CSP forbids inline scripts, so the usual inline
// snippet is this module instead: it defines `gtag` and adds gtag.js as a script element
// (the server's CSP must allow https://www.googletagmanager.com for it to load).
import type { AnalyticsAdapter, AnalyticsEvent } from './analytics-event';

export const gtagOrigin = 'https://www.googletagmanager.com';

/** The page the adapter works in; the browser's by default, a plain object in tests. */
export interface GtagHost {
  dataLayer: unknown[];
  origin: string;
  addScript(src: string): void;
}

function browserHost(): GtagHost {
  const win = window as Window & { dataLayer?: unknown[] };
  return {
    dataLayer: (win.dataLayer ??= []),
    origin: win.location.origin,
    addScript(src) {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
  };
}

export function createGa4Adapter(measurementId: string, host: GtagHost = browserHost()): AnalyticsAdapter {
  // gtag.js reads `arguments` objects, not arrays, from dataLayer: keep gtag's classic shape.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    host.dataLayer.push(arguments);
  }
  gtag('js', new Date());
  // The SPA sends its own page views after each route change (spec §2: 250 ms later).
  gtag('config', measurementId, { send_page_view: false });
  host.addScript(`${gtagOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`);

  return {
    send(event: AnalyticsEvent) {
      if (event.type === 'page_view') {
        gtag('event', 'page_view', { page_location: host.origin + event.path, page_path: event.path, page_title: event.title });
      } else {
        gtag('event', 'error_page', { status: event.status, error_title: event.title, page_path: event.path });
      }
    },
  };
}
