import { describe, expect, it } from 'vitest';
import { pageErrorStore, pageOptionValueStore, pageScrollYStore, pageValueStore } from './client-stores';
import { clearFormState } from './clear-form-state';

describe('clearFormState', () => {
  it('clears form values and errors, and keeps loaded choices and scroll positions', () => {
    pageValueStore.setItem('zipcode', '1000001');
    pageErrorStore.setItem('zipcode', '＊郵便番号を入力してください。');
    pageOptionValueStore.setItem('pref', ['13']);
    pageScrollYStore.setItem('/step', 320);

    clearFormState();

    expect(pageValueStore.get()).toEqual({});
    expect(pageErrorStore.get()).toEqual({});
    expect(pageOptionValueStore.getItem('pref')).toEqual(['13']);
    expect(pageScrollYStore.getItem('/step')).toBe(320);
  });
});
