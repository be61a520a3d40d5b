import { describe, expect, it } from 'vitest';
import type { ZipArea } from './address-catalogue';
import { choiceAfterPref, choiceAfterZip, lookupAnnouncement, prefChangedAnnouncement, townOptions, withCurrent } from './address-candidates';

const area = (zipcode: string, jis_code: string, city: string, town: string, pref = '東京都', pref_code = '13'): ZipArea => ({ zipcode, pref_code, pref, jis_code, city, town });
const chiyoda = area('1000001', '131016', '千代田区', '千代田');
const blank = { pref: '', jis_code: '', city: '', town: '' };

describe('what a zip fills in', () => {
  it('fills the prefecture, municipality and town of a zip with one area', () => {
    expect(choiceAfterZip([chiyoda], blank)).toEqual({ pref: '東京都', jis_code: '131016', city: '千代田区', town: '千代田' });
  });

  it('leaves the town to choose when the zip has several, keeping a current one of them', () => {
    const areas = [area('0600000', '011002', '札幌市中央区', '', '北海道', '01'), area('0600000', '011002', '札幌市中央区', '大通西', '北海道', '01')];
    expect(choiceAfterZip(areas, blank)).toEqual({ pref: '北海道', jis_code: '011002', city: '札幌市中央区', town: '' });
    expect(choiceAfterZip(areas, { pref: '北海道', jis_code: '011002', city: '札幌市中央区', town: '大通西' }).town).toBe('大通西');
  });

  it('fills only the prefecture when the zip spans municipalities, and nothing for an unknown zip', () => {
    expect(choiceAfterZip([chiyoda, area('1000001', '131024', '中央区', '銀座')], blank)).toEqual({ pref: '東京都', jis_code: '', city: '', town: '' });
    const current = { pref: '大阪府', jis_code: '271276', city: '大阪市北区', town: '梅田' };
    expect(choiceAfterZip([], current)).toBe(current);
  });
});

describe('the towns offered', () => {
  it('are the zip’s own towns in its municipality, else all towns of the chosen municipality', () => {
    expect(townOptions([chiyoda], '131016', ['千代田', '丸の内'])).toEqual(['千代田']);
    expect(townOptions([chiyoda], '131024', ['銀座', '築地', '銀座'])).toEqual(['銀座', '築地']);
    expect(townOptions([area('1000000', '131016', '千代田区', '')], '131016', ['千代田'])).toEqual(['千代田']);
  });

  it('keep the current value even before the list has loaded', () => {
    expect(withCurrent([], '東京都')).toEqual([{ value: '東京都', label: '東京都' }]);
    expect(withCurrent([{ value: '131016', label: '千代田区' }], '131016', 'x')).toEqual([{ value: '131016', label: '千代田区' }]);
    expect(withCurrent([], '')).toEqual([]);
  });

  it('are announced to screen readers', () => {
    expect(lookupAnnouncement([])).toContain('見つかりません');
    expect(lookupAnnouncement([chiyoda])).toContain('入力しました');
    expect(lookupAnnouncement([chiyoda, chiyoda])).toContain('町域を選んでください');
  });
});

describe('choosing another prefecture (WCAG 3.3.1, 4.1.3)', () => {
  const filled = { pref: '東京都', jis_code: '131016', city: '千代田区', town: '千代田' };

  it('empties the municipality and town, and says so instead of the lookup’s message', () => {
    const change = choiceAfterPref(filled, '神奈川県', {});
    expect(change.choice).toEqual({ pref: '神奈川県', jis_code: '', city: '', town: '' });
    expect(change.announcement).toBe(prefChangedAnnouncement);
    expect(change.announcement).not.toContain('郵便番号から住所を入力しました');
  });

  it('gives them back when the resident returns to the prefecture (one arrow key there and back)', () => {
    const away = choiceAfterPref(filled, '神奈川県', {});
    const back = choiceAfterPref(away.choice, '東京都', away.kept);
    expect(back.choice).toEqual(filled);
    expect(back.announcement).toBe('東京都で選んでいた市区町村と町域に戻しました。');
  });

  it('says nothing more when there was nothing to empty, and keeps a same-prefecture choice', () => {
    const bare = { pref: '東京都', jis_code: '', city: '', town: '' };
    expect(choiceAfterPref(bare, '大阪府', {})).toEqual({ choice: { ...bare, pref: '大阪府' }, kept: {}, announcement: '' });
    expect(choiceAfterPref(filled, '東京都', {}).choice).toEqual(filled);
    expect(choiceAfterPref(filled, '', {}).choice).toEqual({ pref: '', jis_code: '', city: '', town: '' });
  });
});
