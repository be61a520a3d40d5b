// How read-* fields and addressees show a value: dates in Japanese, names with a space,
// addresses with 〒. A value that is not there reads 「未入力」.
import { parseCalendarDate } from '../validation/calendar-date';
import { valueAt } from './value-path';

export const notEntered = '未入力';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readText(value: unknown): string {
  return text(value) || notEntered;
}

/** 2026/12/01 → 2026年12月1日; anything that is not a date is shown as it is. */
export function readDate(value: unknown): string {
  const day = parseCalendarDate(text(value));
  return day ? `${day.year}年${day.month}月${day.day}日` : readText(value);
}

export function readPersonsName(value: unknown): string {
  const name = [text(valueAt(value, 'last')), text(valueAt(value, 'first'))].filter(Boolean).join(' ');
  return name || notEntered;
}

/** 〒100-0001 東京都千代田区千代田1-1 */
export function readAddress(value: unknown): string {
  const zipcode = text(valueAt(value, 'zipcode'));
  const place = ['pref', 'city', 'town', 'line'].map((part) => text(valueAt(value, part))).join('');
  if (!zipcode && !place) return notEntered;
  const zip = /^\d{7}$/.test(zipcode) ? `〒${zipcode.slice(0, 3)}-${zipcode.slice(3)}` : zipcode;
  return [zip, place].filter(Boolean).join(' ');
}
