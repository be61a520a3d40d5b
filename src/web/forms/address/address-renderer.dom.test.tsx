// The address field in the DOM (issue 4; WCAG 3.3.1, 4.1.3): a typed zip fills in the prefecture
// and municipality and chooses its town, and the status line says so; another prefecture clears
// 市区町村 and 町域 and says so, and going back restores them; a failed lookup says so and fills
// nothing; a lookup answered after the zip was retyped is dropped. (Moved from
// e2e/keyboard-screen-reader.spec.ts: docs/testing.md.)
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { renderSectionForm } from '../testing/render-section-form';
import { lookupFailedAnnouncement } from './address-candidates';
import { fakeCatalogue } from './testing/fake-catalogue';

function renderAddress() {
  const catalogue = fakeCatalogue();
  const rendered = renderSectionForm(movingForm, { values: { moving_type: 'other_municipality' }, catalogue });
  const from = within(screen.getByRole('group', { name: /^現住所（転出元）/ }));
  const select = (label: string) => from.getByLabelText<HTMLSelectElement>(label);
  return {
    ...rendered,
    catalogue,
    zip: from.getByLabelText<HTMLInputElement>('郵便番号'),
    status: from.getByRole('status'),
    pref: select('都道府県'),
    city: select('市区町村'),
    town: select('町域'),
  };
}

const valuesOf = (...selects: HTMLSelectElement[]) => selects.map((select) => select.value);

describe('AddressRenderer', () => {
  it('fills in the prefecture, municipality and town of a typed zip, and says so', async () => {
    const { user, zip, status, pref, city, town } = renderAddress();
    await user.type(zip, '100-0001');
    expect(zip.value).toBe('1000001');
    await waitFor(() => expect(status.textContent).toBe('郵便番号から住所を入力しました。番地・建物名・部屋番号を入力してください。'));
    expect(valuesOf(pref, city, town)).toEqual(['東京都', '131016', '千代田']);
    expect(city.selectedOptions[0]?.textContent).toBe('千代田区');
  });

  it('clears 市区町村 and 町域 when another prefecture is chosen, and gives them back when it is chosen again', async () => {
    const { user, zip, status, pref, city, town } = renderAddress();
    await user.type(zip, '1000001');
    await waitFor(() => expect(town.value).toBe('千代田'));
    await waitFor(() => expect(within(pref).queryByRole('option', { name: '神奈川県' })).not.toBeNull());

    await user.selectOptions(pref, '神奈川県');
    expect(valuesOf(pref, city, town)).toEqual(['神奈川県', '', '']);
    expect(status.textContent).toBe('都道府県を変更したため、市区町村と町域の選択を解除しました。選び直してください。');
    await waitFor(() => expect(within(city).queryByRole('option', { name: '横浜市中区' })).not.toBeNull());

    await user.selectOptions(pref, '東京都');
    expect(valuesOf(pref, city, town)).toEqual(['東京都', '131016', '千代田']);
    expect(status.textContent).toBe('東京都で選んでいた市区町村と町域に戻しました。');
  });

  it('says when the lookup failed, and fills in nothing', async () => {
    const { user, zip, status, pref, city, town, catalogue } = renderAddress();
    const lookup = catalogue.hold('1000001');
    await user.type(zip, '1000001');
    await act(async () => lookup.fail());
    await waitFor(() => expect(status.textContent).toBe(lookupFailedAnnouncement));
    expect(valuesOf(pref, city, town)).toEqual(['', '', '']);
  });

  it('drops the answer for a zip already retyped, and keeps what the newer zip filled in', async () => {
    const { user, zip, pref, town, catalogue } = renderAddress();
    const late = catalogue.hold('1000001');
    await user.type(zip, '1000001');
    await user.clear(zip);
    await user.type(zip, '1010051');
    await waitFor(() => expect(town.value).toBe('神田神保町'));
    await act(async () => late.answer());
    expect(valuesOf(pref, town)).toEqual(['東京都', '神田神保町']);
  });
});
