import { describe, expect, it } from 'vitest';
import { focusPageHeading, headingWaitMs, type HeadingFocusHost } from './page-heading-focus';

/** A stand-in element: only what the focus logic reads. */
class FakeElement {
  attributes = new Map<string, string>();
  isConnected = true;
  children: FakeElement[] = [];
  constructor(
    readonly tagName: string,
    private readonly page: FakePage,
  ) {}
  focus() {
    this.page.active = this;
  }
  contains(other: FakeElement): boolean {
    return other === this || this.children.some((child) => child.contains(other));
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}

class FakePage {
  active: FakeElement | null;
  readonly body = new FakeElement('BODY', this);
  readonly main = new FakeElement('MAIN', this);
  h1: FakeElement | null = null;
  changed: (() => void) | null = null;
  timer: (() => void) | null = null;
  constructor() {
    this.active = this.body;
  }
  host(): HeadingFocusHost {
    return {
      heading: () => this.h1 as unknown as HTMLElement | null,
      holder: this.main as unknown as HTMLElement,
      activeElement: () => this.active as unknown as Element | null,
      observe: (changed) => {
        this.changed = changed;
        return () => (this.changed = null);
      },
      after: (ms, run) => {
        expect(ms).toBe(headingWaitMs);
        this.timer = run;
        return () => (this.timer = null);
      },
    };
  }
  showHeading(): FakeElement {
    this.h1 = new FakeElement('H1', this);
    this.main.children.push(this.h1);
    this.changed?.();
    return this.h1;
  }
}

describe('focus after a route change (WCAG 2.4.3)', () => {
  it('lands on the new page’s h1, made a programmatic focus target, once it shows', () => {
    const page = new FakePage();
    focusPageHeading(page.host());
    expect(page.active).toBe(page.main);
    const h1 = page.showHeading();
    expect(page.active).toBe(h1);
    expect(h1.attributes.get('tabindex')).toBe('-1');
    expect(page.changed).toBeNull();
    expect(page.timer).toBeNull();
  });

  it('goes straight to a heading already there', () => {
    const page = new FakePage();
    const h1 = page.showHeading();
    focusPageHeading(page.host());
    expect(page.active).toBe(h1);
  });

  it('never takes focus back from where the resident or the page has put it', () => {
    const page = new FakePage();
    focusPageHeading(page.host());
    const link = new FakeElement('A', page);
    page.main.children.push(link);
    link.focus();
    page.showHeading();
    expect(page.active).toBe(link);

    const other = new FakePage();
    const summary = new FakeElement('SECTION', other);
    other.main.children.push(summary);
    summary.focus();
    focusPageHeading(other.host());
    expect(other.active).toBe(summary);
    expect(other.changed).toBeNull();
  });

  it('stops waiting when the route changes again or the wait is over', () => {
    const page = new FakePage();
    const stop = focusPageHeading(page.host());
    stop();
    expect(page.changed).toBeNull();
    const late = new FakePage();
    focusPageHeading(late.host());
    late.timer?.();
    expect(late.changed).toBeNull();
  });
});
