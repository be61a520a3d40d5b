// The revocation pages' words about procedures: what a 転出届's own check box says it carries.
import { describe, expect, it } from 'vitest';
import { cancellable, gas, moveOut, visit } from '#machines/test-support/revocation-flow-fixtures';
import { carriesTextOf, itemNameOf } from './revocation-texts';

const { items } = cancellable;

describe('revocation texts', () => {
  it('tells on the 転出届 itself that its visit reservation is cancelled with it, and that a reason is needed', () => {
    expect(carriesTextOf(items, moveOut)).toBe(`転出届を取り消すと、${itemNameOf(visit)}もあわせて取り消されます。取消理由の入力が必要です。`);
  });

  it('says nothing on a procedure nothing depends on, nor when the visit reservation can no longer be cancelled', () => {
    expect(carriesTextOf(items, gas)).toBeUndefined();
    expect(carriesTextOf(items.map((item) => (item.id === visit.id ? { ...item, cancellable: false } : item)), moveOut)).toBeUndefined();
  });
});
