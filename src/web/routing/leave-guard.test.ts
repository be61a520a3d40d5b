// The leave guard's gate (issue 11): with a page guarding, a Back is kept from the listeners
// added after the gate and the page's entry is put back while the resident decides; a link
// click asks instead of navigating; beforeunload asks the browser's question. Without a guard,
// nothing is held.
import { describe, expect, it, vi } from 'vitest';
import { guardLeaving, inAppDestination, installLeaveGuardGate, type LeaveGuardHost } from './leave-guard';

function fakeHost(path = '/personalinfo') {
  const win = new EventTarget();
  const doc = new EventTarget();
  const location = new URL(`http://localhost${path}`) as unknown as Location;
  const history = { pushState: vi.fn(), back: vi.fn() };
  const host = { window: Object.assign(win, { location, history }), document: doc } as unknown as LeaveGuardHost;
  /** What the browser does on Back or a fragment link: the address changes, then popstate fires. */
  const popTo = (url: string) => {
    const next = new URL(url, 'http://localhost');
    Object.assign(location, { pathname: next.pathname, search: next.search, hash: next.hash });
    win.dispatchEvent(new Event('popstate'));
  };
  return { host, win, doc, history, popTo };
}

/** A beforeunload as the browser makes it: its returnValue is writable (Node's Event has a getter only). */
const beforeUnload = () => Object.defineProperty(new Event('beforeunload', { cancelable: true }), 'returnValue', { value: true, writable: true });

const anchorClick = (href: string, options: Partial<MouseEvent> = {}) => {
  const anchor = { href: new URL(href, 'http://localhost').href, target: '', hasAttribute: () => false };
  const target = { closest: () => anchor };
  return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target, ...options } as unknown as MouseEvent;
};

describe('inAppDestination', () => {
  const here = new URL('http://localhost/personalinfo') as unknown as Location;
  it('is the path of an in-app link away from the page', () => {
    expect(inAppDestination(anchorClick('/step'), here)).toBe('/step');
  });
  it('is null for the page itself (the skip link), another origin, or a click with a modifier', () => {
    expect(inAppDestination(anchorClick('/personalinfo#main'), here)).toBeNull();
    expect(inAppDestination(anchorClick('https://example.com/step'), here)).toBeNull();
    expect(inAppDestination(anchorClick('/step', { ctrlKey: true }), here)).toBeNull();
  });
});

describe('the gate', () => {
  it('lets a move within the page through without asking, and still guards afterwards (the skip link)', () => {
    const { host, win, history, popTo } = fakeHost();
    const stopGate = installLeaveGuardGate(host);
    const later = vi.fn();
    win.addEventListener('popstate', later);
    const ask = vi.fn();
    const release = guardLeaving(host, { ask, navigate: vi.fn() });

    popTo('/personalinfo#main');
    popTo('/personalinfo');
    expect(ask).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(2);

    popTo('/step');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(history.pushState).toHaveBeenCalledWith(null, '', '/personalinfo');
    release();
    stopGate();
  });

  it('holds a Back while a page guards, puts its entry back, and lets it through once the resident leaves', () => {
    const { host, win, history, popTo } = fakeHost();
    const stopGate = installLeaveGuardGate(host);
    const later = vi.fn();
    win.addEventListener('popstate', later);
    const ask = vi.fn();
    const release = guardLeaving(host, { ask, navigate: vi.fn() });

    popTo('/step');
    expect(later).not.toHaveBeenCalled();
    expect(history.pushState).toHaveBeenCalledWith(null, '', '/personalinfo');
    expect(ask).toHaveBeenCalledTimes(1);

    const leave = ask.mock.calls[0]![0] as () => void;
    leave();
    expect(history.back).toHaveBeenCalled();
    win.dispatchEvent(new Event('popstate'));
    expect(later).toHaveBeenCalledTimes(1);
    release();
    stopGate();
  });

  it('asks before an in-app link and navigates only when the resident leaves', () => {
    const { host, doc } = fakeHost();
    const stopGate = installLeaveGuardGate(host);
    const ask = vi.fn();
    const navigate = vi.fn();
    const release = guardLeaving(host, { ask, navigate });
    const click = Object.assign(new Event('click', { cancelable: true }), { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false });
    Object.defineProperty(click, 'target', { value: anchorClick('/').target });
    doc.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    (ask.mock.calls[0]![0] as () => void)();
    expect(navigate).toHaveBeenCalledWith('/');
    release();
    stopGate();
  });

  it('asks nothing without a guard, or after the page released it (saved)', () => {
    const { host, win, history } = fakeHost();
    const stopGate = installLeaveGuardGate(host);
    const release = guardLeaving(host, { ask: vi.fn(), navigate: vi.fn() });
    release();
    const unload = beforeUnload();
    win.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    win.dispatchEvent(new Event('popstate'));
    expect(history.pushState).not.toHaveBeenCalled();
    stopGate();
  });

  it('asks the browser’s question on beforeunload while a page guards', () => {
    const { host, win } = fakeHost();
    const stopGate = installLeaveGuardGate(host);
    const release = guardLeaving(host, { ask: vi.fn(), navigate: vi.fn() });
    const unload = beforeUnload();
    win.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    release();
    stopGate();
  });
});
