import { describe, expect, it } from 'vitest';
import { reasonMissingMessage } from '#shared/cancellation';
import { nothingChosenMessage, normalisedSelection, reasonNeeded, reasonTooLongMessage, selectionProblems, withDependents } from './revocation-selection';
import { cancellable, gas, moveOut, power, visit } from './test-support/revocation-flow-fixtures';

const { items } = cancellable;

describe('revocation selection', () => {
  it('adds the visit reservation of a chosen 転出届, and drops what cannot be cancelled', () => {
    expect(withDependents(items, [moveOut.id])).toEqual([moveOut.id, visit.id]);
    expect(withDependents(items, [gas.id, power.id])).toEqual([gas.id]);
    expect(withDependents(items.map((item) => (item.id === visit.id ? { ...item, cancellable: false } : item)), [moveOut.id])).toEqual([moveOut.id]);
  });

  it('needs a reason only when a chosen recipient requires one', () => {
    expect(reasonNeeded(items, [gas.id])).toBe(false);
    expect(reasonNeeded(items, [moveOut.id])).toBe(true);
  });

  it('finds nothing chosen, then a missing reason, as the server would', () => {
    expect(selectionProblems(items, { item_ids: [], reason: null })).toEqual({ items: nothingChosenMessage });
    expect(selectionProblems(items, { item_ids: [power.id], reason: null })).toEqual({ items: nothingChosenMessage });
    expect(selectionProblems(items, { item_ids: [moveOut.id], reason: ' ' })).toEqual({ reason: reasonMissingMessage });
    expect(selectionProblems(items, { item_ids: [moveOut.id], reason: '転居を取りやめたため' })).toEqual({});
    expect(selectionProblems(items, { item_ids: [gas.id], reason: null })).toEqual({});
  });

  it('refuses a reason longer than 200 characters with a visible error rather than cutting it', () => {
    expect(selectionProblems(items, { item_ids: [moveOut.id], reason: 'あ'.repeat(200) })).toEqual({});
    expect(selectionProblems(items, { item_ids: [moveOut.id], reason: 'あ'.repeat(201) })).toEqual({ reason: reasonTooLongMessage });
  });

  it('sends the dependents and a trimmed reason, or null for none', () => {
    expect(normalisedSelection(items, [moveOut.id], ' 取りやめ ')).toEqual({ item_ids: [moveOut.id, visit.id], reason: '取りやめ' });
    expect(normalisedSelection(items, [gas.id], '   ')).toEqual({ item_ids: [gas.id], reason: null });
  });
});
