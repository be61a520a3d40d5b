// Spec §9: scrolling the page (to the top, to an error summary, to a field) is animated over
// 600 ms; with `prefers-reduced-motion: reduce` it jumps at once (WCAG 2.3.3).
export const scrollDurationMs = 600;

export interface ScrollHost {
  currentY(): number;
  scrollTo(y: number): void;
  prefersReducedMotion(): boolean;
  /** requestAnimationFrame: calls back with the frame's timestamp. */
  frame(run: (time: number) => void): void;
  now(): number;
}

function browserHost(): ScrollHost {
  return {
    currentY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo(0, y),
    prefersReducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    frame: (run) => void window.requestAnimationFrame(run),
    now: () => performance.now(),
  };
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

let generation = 0;

/** Scrolls to `targetY`; resolves when there. A newer scroll takes over from an older one. */
export function animateScrollTo(targetY: number, host: ScrollHost = browserHost(), durationMs = scrollDurationMs): Promise<void> {
  const own = ++generation;
  const from = host.currentY();
  const to = Math.max(0, targetY);
  if (host.prefersReducedMotion() || durationMs <= 0 || from === to) {
    host.scrollTo(to);
    return Promise.resolve();
  }
  const start = host.now();
  return new Promise((resolve) => {
    const step = (time: number) => {
      if (own !== generation) return resolve();
      const progress = Math.min(1, (time - start) / durationMs);
      host.scrollTo(Math.round(from + (to - from) * easeInOutCubic(progress)));
      if (progress < 1) host.frame(step);
      else resolve();
    };
    host.frame(step);
  });
}

export function scrollToTop(host?: ScrollHost): Promise<void> {
  return animateScrollTo(0, host);
}

/** Scrolls so that `element` is at the top of the viewport, less `offset` px. */
export function scrollToElement(element: Element, options: { offset?: number; host?: ScrollHost } = {}): Promise<void> {
  const host = options.host ?? browserHost();
  const y = element.getBoundingClientRect().top + host.currentY() - (options.offset ?? 16);
  return animateScrollTo(y, host);
}
