import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../stores/create-store';
import { capturePromoCode } from './capture-promo-code';

function capture(href: string) {
  const store = createStore<string | null>(null);
  const replaceUrl = vi.fn();
  const kept = capturePromoCode({ href, replaceUrl, store });
  return { kept, code: store.get(), replaceUrl };
}

describe('capturePromoCode', () => {
  it('keeps ?promo= in the store and takes it out of the address, keeping the rest', () => {
    const { kept, code, replaceUrl } = capture('http://localhost/?promo=SHINSEIKATSU2026&x=1#top');
    expect(kept).toBe(true);
    expect(code).toBe('SHINSEIKATSU2026');
    expect(replaceUrl).toHaveBeenCalledExactlyOnceWith('/?x=1#top');
  });

  it('works on any page', () => {
    const { code, replaceUrl } = capture('http://localhost/lifeline?promo=abc_1-2');
    expect(code).toBe('abc_1-2');
    expect(replaceUrl).toHaveBeenCalledWith('/lifeline');
  });

  it('drops a value that cannot be a code, still cleaning the address', () => {
    const { kept, code, replaceUrl } = capture('http://localhost/?promo=%3Cscript%3E');
    expect(kept).toBe(false);
    expect(code).toBeNull();
    expect(replaceUrl).toHaveBeenCalledWith('/');
  });

  it('leaves an address without the parameter alone', () => {
    const { kept, replaceUrl } = capture('http://localhost/mypage?x=1');
    expect(kept).toBe(false);
    expect(replaceUrl).not.toHaveBeenCalled();
  });
});
