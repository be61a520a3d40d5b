// Issue 11: coming back to an overview page (/step, /step/confirm) puts the resident where they
// were: its scroll position of the last visit (spec §3's page-scroll-y, kept by the route-change
// effects), and focus on the block of the section just saved, visibly focused. It runs once the
// page's content shows, a frame after the page frame has scrolled a new page to the top.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { pageScrollYStore } from '../stores/client-stores';
import { takeSavedSection } from '../stores/saved-section-store';

/** The attribute an overview's block carries with its section page's path. */
export const sectionPathAttribute = 'data-section-path';

export interface ReturnPositionOptions {
  /**
   * Restore the scroll position only when coming back from a section's save (the confirm page:
   * reached from /step, it starts at its top).
   */
  onlyAfterSave?: boolean;
}

export function useReturnPosition(shown: boolean, { onlyAfterSave = false }: ReturnPositionOptions = {}): void {
  const [location] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    // Marked done inside the frame: a cancelled frame (StrictMode's second mount) tries again.
    const frame = window.requestAnimationFrame(() => {
      done.current = true;
      const saved = takeSavedSection();
      const y = pageScrollYStore.getItem(location);
      if (y !== undefined && (saved !== null || !onlyAfterSave)) window.scrollTo(0, y);
      if (saved === null) return;
      const block = document.querySelector<HTMLElement>(`[${sectionPathAttribute}="${CSS.escape(saved)}"]`);
      // Focus scrolls the block into view only when the restored position does not show it.
      block?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [shown, location, onlyAfterSave]);
}
