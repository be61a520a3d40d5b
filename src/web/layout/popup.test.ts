import { describe, expect, it } from 'vitest';
import { isPlainClick, openPopup } from './popup';

describe('openPopup', () => {
  it('opens a 500×500 named window and cuts its opener', () => {
    const calls: string[][] = [];
    const popup = { opener: {} as unknown } as WindowProxy;
    expect(openPopup('/terms.html', 'utsuru-terms', (...args) => { calls.push(args); return popup; })).toBe(true);
    expect(calls).toEqual([['/terms.html', 'utsuru-terms', 'width=500,height=500']]);
    expect(popup.opener).toBeNull();
  });

  it('reports a blocked popup, so the link navigates normally', () => {
    expect(openPopup('/privacy.html', 'utsuru-privacy', () => null)).toBe(false);
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('is true only for an unmodified primary click', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
