// The counter procedures' checklist in words (issue 28): the same heading and sentences on the
// thanks page, on マイページ and in the receipt (控え).

export const checklistHeading = (municipality: string) => `引越し先（${municipality}）の窓口での手続き`;

export const checklistLead = '引越しに伴って、引越し先の市区町村の窓口で必要になる手続きです。窓口の名前や持ち物は市区町村によって異なることがあります。';

export const checklistMoreText = 'マイページの「世帯についての質問」に答えると、お子さん・保険・ペット・乗り物などに応じた手続きも表示されます。';

/** Why the receipt lists fewer procedures than マイページ when some were chosen by a health answer. */
export const checklistHealthOmittedText = '健康や障害に関わる手続きは、控えには載せていません。マイページの一覧で確認してください。';
