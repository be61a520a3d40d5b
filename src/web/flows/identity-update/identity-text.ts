// The identity data as the identity pages say it: 氏名, 住所 with its 〒, 生年月日 in 年月日.
import type { components } from '#shared/api/schema';

export type UserInfo = components['schemas']['UserInfo'];

export const fullName = (info: UserInfo): string => `${info.name.last} ${info.name.first}`;
export const fullNameKana = (info: UserInfo): string => `${info.name_kana.last} ${info.name_kana.first}`;

/** `2310021` → `〒231-0021`. */
export function zipText(zipcode: string): string {
  return /^\d{7}$/.test(zipcode) ? `〒${zipcode.slice(0, 3)}-${zipcode.slice(3)}` : zipcode;
}

export function addressText(address: UserInfo['address']): string {
  return `${address.pref}${address.city}${address.town}${address.line}`;
}

/** `1990/04/01` → `1990年4月1日`; anything else as it is. */
export function birthDateText(birthDate: string): string {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(birthDate);
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : birthDate;
}
