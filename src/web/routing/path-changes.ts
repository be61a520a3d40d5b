// Route changes as they happen, outside React: wouter navigates with history.pushState /
// replaceState (which it patches to fire events of those names) and the browser fires popstate.
// Listening here runs before React renders the new page, so whatever must be reset for the next
// page (form values and errors, the shown failure) is reset before that page first reads it.
const historyEvents = ['popstate', 'pushState', 'replaceState'] as const;

export type PathChangeListener = (next: string, previous: string) => void;

export function watchPathChanges(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  readPath: () => string,
  listener: PathChangeListener,
): () => void {
  let current = readPath();
  const onEvent = () => {
    const next = readPath();
    // replaceState with the same path (e.g. a query change) is not a route change.
    if (next === current) return;
    const previous = current;
    current = next;
    listener(next, previous);
  };
  for (const type of historyEvents) target.addEventListener(type, onEvent);
  return () => {
    for (const type of historyEvents) target.removeEventListener(type, onEvent);
  };
}
