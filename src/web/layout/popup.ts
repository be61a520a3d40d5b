// Spec §2 "outer links": the operator's terms and privacy pages open in a 500×500 popup.
export const popupFeatures = 'width=500,height=500';

type Open = (url: string, target: string, features: string) => WindowProxy | null;

/**
 * Opens `url` in the named popup; false when the browser blocked it, so the caller lets the
 * link navigate normally. `noopener` would make window.open return null whether or not it
 * opened, so the opener is cut by hand instead (the pages are ours and same-origin anyway).
 */
export function openPopup(url: string, name: string, open: Open = (...args) => window.open(...args)): boolean {
  const popup = open(url, name, popupFeatures);
  if (!popup) return false;
  popup.opener = null;
  return true;
}

/** Modified or non-primary clicks keep the browser's own meaning (new tab, new window…). */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
