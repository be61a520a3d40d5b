// index.html holds the page frame as static HTML (shell/static-shell.tsx) until the app's first
// render replaces it. A resident may already have moved focus into it (Tab to the skip link, the
// logo or a footer link, or the main landmark after the skip link): the element of the app's
// frame that stands where the focused one stood then gets the focus, so the keyboard's place is
// not lost to the take-over (WCAG 2.4.3).

/** The focused element of the static frame, as a selector its twin in the app's frame answers to. */
export function frameFocusSelector(root: Element, focused: Element): string | null {
  if (focused === root || !root.contains(focused)) return null;
  if (focused.id) return `[id=${JSON.stringify(focused.id)}]`;
  const href = focused.getAttribute('href');
  if (href === null) return null;
  const landmark = focused.closest('header, footer');
  return `${landmark ? `${landmark.localName} ` : ''}a[href=${JSON.stringify(href)}]`;
}

export interface FrameFocus {
  /** After the app's first commit: focus the twin of the element last focused, unless focus has gone elsewhere since. */
  restore(): void;
}

/** Follows focus in the static frame from now until `restore`. */
export function trackFrameFocus(root: HTMLElement, doc: Document = document): FrameFocus {
  let selector = doc.activeElement ? frameFocusSelector(root, doc.activeElement) : null;
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element) selector = frameFocusSelector(root, event.target);
  };
  root.addEventListener('focusin', onFocus);
  return {
    restore() {
      root.removeEventListener('focusin', onFocus);
      const active = doc.activeElement;
      // The focused element was replaced: focus fell back to the body.
      if (selector === null || (active !== null && active !== doc.body)) return;
      root.querySelector<HTMLElement>(selector)?.focus();
    },
  };
}

let tracked: FrameFocus | undefined;

/** The entry (main.tsx) starts following focus as soon as it runs, before the app is there. */
export function startFrameFocus(root: HTMLElement | null): void {
  if (root) tracked ??= trackFrameFocus(root);
}

/** The app's first commit hands the focus over (nothing when the entry tracked none). */
export function restoreFrameFocus(): void {
  tracked?.restore();
  tracked = undefined;
}
