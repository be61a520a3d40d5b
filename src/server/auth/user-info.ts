// The resident's verified claims in the contract's UserInfo shape (GET user_info and GET
// user_info_updated answer the same data from the stored profile).
import type { components } from '#shared/api/schema';
import type { ResidentClaims } from './resident-claims';

export type UserInfo = components['schemas']['UserInfo'];

export function userInfoOf(profile: ResidentClaims): UserInfo {
  return {
    name: profile.name,
    name_kana: profile.nameKana,
    birth_date: profile.birthDate,
    gender: profile.gender,
    address: {
      zipcode: profile.address.zipcode,
      jis_code: profile.address.jisCode,
      pref: profile.address.pref,
      city: profile.address.city,
      town: profile.address.town,
      line: profile.address.line,
    },
    email: profile.email,
  };
}
