import { describe, expect, it } from 'vitest';
import { applicantForm } from '#shared/forms/definitions/applicant-form';
import { lifelineForms } from '#shared/forms/testing/lifeline-forms';
import { movingForm } from '#shared/forms/definitions/moving-form';
import { municipalityForms } from '#shared/forms/definitions/municipality-forms';
import { proceduresForm } from '#shared/forms/definitions/procedures-form';
import { validApplicant, validLifeline, validMoving, validMunicipality, validProcedures } from '#shared/forms/testing/valid-values';
import { summaryRows } from './summary-rows';

describe('the confirm page’s summary rows', () => {
  it('words the applicant as the forms label it', () => {
    expect(summaryRows(applicantForm.fields, validApplicant)).toEqual([
      { label: '氏名', value: '山田 太郎' },
      { label: '氏名（フリガナ）', value: 'ヤマダ タロウ' },
      { label: '生年月日', value: '1990年4月1日' },
      { label: '性別', value: '男性' },
      { label: '電話番号', value: '090-1234-5678' },
      { label: 'メールアドレス', value: 'taro@example.jp' },
    ]);
  });

  it('lists each household member, and leaves out the destination of a move abroad', () => {
    const rows = summaryRows(movingForm.fields, validMoving);
    expect(rows).toContainEqual({ label: '引越しの種類', value: '転出（ほかの市区町村へ引越し）' });
    expect(rows).toContainEqual({ label: '新住所（転出先）', value: '〒231-0021 神奈川県横浜市中区日本大通1番地 うつるハイツ101' });
    expect(rows).toContainEqual({ label: '世帯員1 氏名', value: '山田 花子' });
    expect(rows).toContainEqual({ label: '世帯員1 世帯主との続柄', value: '子' });

    const abroad = summaryRows(movingForm.fields, { ...validMoving, moving_type: 'abroad', to: null, household: { ...validMoving.household, members: [] } });
    expect(abroad.map((row) => row.label)).not.toContain('新住所（転出先）');
    expect(abroad).toContainEqual({ label: '一緒に引越す世帯員', value: 'なし' });
  });

  it('names the chosen procedures and lifeline businesses', () => {
    const rows = summaryRows(proceduresForm.fields, validProcedures, new Map([['hikari-denryoku', 'ひかり電力']]));
    expect(rows).toEqual([
      { label: '希望する手続き', value: '転出届、転入予定連絡（来庁予約）、電気・ガス・水道などの手続き' },
      { label: '手続きをする事業者', value: 'ひかり電力' },
    ]);
  });

  it('reads an application’s own values only, through an extending definition', () => {
    expect(summaryRows(municipalityForms.move_in.fields, validMunicipality.move_in)).toEqual([
      { label: '来庁予定日', value: '2026年12月3日' },
      { label: '日中に連絡がとれる電話番号', value: '090-1234-5678' },
      { label: '連絡事項', value: '午前中に伺います。' },
    ]);
    const gas = summaryRows(lifelineForms.gas.fields, validLifeline.gas);
    expect(gas).toContainEqual({ label: '立会いの時間帯', value: '午前（9時〜12時）' });
    expect(gas).toContainEqual({ label: '口座番号', value: '1234567' });
    expect(gas).toContainEqual({ label: 'お客さま番号', value: '未入力' });
  });

  it('says 未入力 for a section never saved', () => {
    expect(summaryRows(applicantForm.fields, null)).toEqual([{ label: '入力内容', value: '未入力' }]);
  });
});
