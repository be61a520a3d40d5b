// A resident's verified identity and the normal draft created from it, for the draft tests
// that run without HTTP.
import type { ResidentClaims } from '../../../auth/resident-claims';
import type { SessionData } from '../../../drafts/session-data';
import { newNormalDraft } from '../normal-draft';

export const testProfile: ResidentClaims = {
  name: { last: '山田', first: '太郎' },
  nameKana: { last: 'ヤマダ', first: 'タロウ' },
  birthDate: '1990/04/01',
  gender: 'male',
  address: { zipcode: '1000001', jisCode: '131016', pref: '東京都', city: '千代田区', town: '千代田', line: '1-1' },
  email: null,
};

export function freshDraft(now: Date): SessionData {
  return newNormalDraft({ uuid: '663278ed-6b54-4830-b6d5-2ddd6a1db9dc', now, profile: testProfile }).session;
}
