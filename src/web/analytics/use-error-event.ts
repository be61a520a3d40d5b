import { useEffect, useRef } from 'react';
import { analytics } from './analytics';

/** Spec §8: each error page shown sends its status, title and path to analytics, once. */
export function useErrorEvent(status: number, title: string, path: string): void {
  const sent = useRef('');
  useEffect(() => {
    const key = `${status}|${title}|${path}`;
    // StrictMode runs effects twice in development: one page shown is one event.
    if (sent.current === key) return;
    sent.current = key;
    analytics().send({ type: 'error_page', status, title, path });
  }, [status, title, path]);
}
