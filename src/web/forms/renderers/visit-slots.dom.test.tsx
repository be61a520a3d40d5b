// Issue 27: the 来庁時間 of the 転入予定連絡 form. Where the municipality offers slots, the field
// lists the typed day's slots as radios with the places left (a full one shows, but cannot be
// chosen) and saves the chosen HH:MM; where it offers none, the field does not show and null is
// saved. The slots come from FormUi.useVisitSlots, called with the 来庁予定日 as typed.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { moveInForm } from '#shared/forms/definitions/municipality-forms';
import { contractValuesOf } from '#shared/forms/contract-values';
import { renderSectionForm } from '../testing/render-section-form';
import type { VisitSlotChoice } from '../form-ui-context';

const slots: VisitSlotChoice[] = [
  { time: '09:00', left: 0, free: false },
  { time: '10:00', left: 2, free: true },
];

const values = { visit_date: '', visit_time: '', contact_phone: '090-1234-5678', notes: '' };

describe('the 来庁時間 of a visit reservation', () => {
  it('lists the typed day’s slots with the places left, a full one not choosable, and saves the chosen one', async () => {
    const asked = vi.fn((visitDate: string) => (visitDate === '2026/12/02' ? slots : []));
    const form = renderSectionForm(moveInForm, { values, ui: { useVisitSlots: asked } });
    const group = () => screen.getByRole('group', { name: /^来庁時間/ });
    expect(within(group()).getByText('来庁予定日を入力すると、その日の時間帯が表示されます。')).toBeTruthy();

    await form.user.type(screen.getByLabelText(/^来庁予定日/), '20261202');
    expect(asked).toHaveBeenLastCalledWith('2026/12/02');
    const full = within(group()).getByLabelText('09:00〜（予約がいっぱいです）') as HTMLInputElement;
    const free = within(group()).getByLabelText('10:00〜（残り2人）') as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(free.disabled).toBe(false);

    await form.user.click(free);
    await form.user.click(screen.getByRole('button', { name: '保存する' }));
    const saved = form.save.mock.calls.at(-1)?.[0];
    expect(saved && contractValuesOf(moveInForm, saved)).toMatchObject({ visit_date: '2026/12/02', visit_time: '10:00' });
  });

  it('shows nothing where the municipality takes a date only, and saves no slot', async () => {
    const form = renderSectionForm(moveInForm, { values, ui: { useVisitSlots: () => null } });
    expect(screen.queryByRole('group', { name: /^来庁時間/ })).toBeNull();
    await form.user.type(screen.getByLabelText(/^来庁予定日/), '20261202');
    await form.user.click(screen.getByRole('button', { name: '保存する' }));
    const saved = form.save.mock.calls.at(-1)?.[0];
    expect(saved && contractValuesOf(moveInForm, saved)).toMatchObject({ visit_date: '2026/12/02', visit_time: null });
  });
});
