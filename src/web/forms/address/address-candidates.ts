// What typing a zip offers (issue 4): the prefecture and municipality when the zip's areas agree
// on them, and its towns as the town candidates. Pure, so the address field only wires it up.
import type { City, Pref, ZipArea } from './address-catalogue';

export interface AddressChoice {
  pref: string;
  jis_code: string;
  city: string;
  town: string;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/**
 * The choice a zip lookup fills in over `current`: prefecture and municipality when every area
 * shares them, the town when the zip has one area (or the current town is one of its towns).
 * No areas (unknown zip): nothing changes.
 */
export function choiceAfterZip(areas: readonly ZipArea[], current: AddressChoice): AddressChoice {
  const [first] = areas;
  if (!first) return current;
  const prefs = unique(areas.map((area) => area.pref));
  const cities = unique(areas.map((area) => area.jis_code));
  if (prefs.length > 1) return current;
  if (cities.length > 1) return { pref: first.pref, jis_code: '', city: '', town: '' };
  const towns = unique(areas.map((area) => area.town));
  const town = towns.length === 1 ? first.town : towns.includes(current.town) && current.jis_code === first.jis_code ? current.town : '';
  return { pref: first.pref, jis_code: first.jis_code, city: first.city, town };
}

/**
 * The towns offered for the chosen municipality: the zip's own towns when the zip names towns in
 * it, else every town of the municipality (also for a zip that covers the whole municipality).
 * Empty names are not offered: the empty choice stands for them.
 */
export function townOptions(areas: readonly ZipArea[], jisCode: string, cityTowns: readonly string[]): string[] {
  const zipTowns = areas.filter((area) => area.jis_code === jisCode && area.town !== '').map((area) => area.town);
  return unique((zipTowns.length > 0 ? zipTowns : cityTowns).filter((town) => town !== ''));
}

/** The options of a select, with the current value kept even when the list lacks it (not loaded yet, or failed). */
export function withCurrent<T extends { value: string; label: string }>(options: readonly T[], current: string, label = current): (T | { value: string; label: string })[] {
  return current === '' || options.some((option) => option.value === current) ? [...options] : [{ value: current, label }, ...options];
}

export const prefOptions = (prefs: readonly Pref[]) => prefs.map((pref) => ({ value: pref.name, label: pref.name }));
export const cityOptions = (cities: readonly City[]) => cities.map((city) => ({ value: city.jis_code, label: city.name }));

/** What the live region says after a lookup. */
export function lookupAnnouncement(areas: readonly ZipArea[]): string {
  if (areas.length === 0) return 'この郵便番号に当てはまる住所が見つかりません。郵便番号を確かめてください。';
  if (areas.length === 1) return '郵便番号から住所を入力しました。番地・建物名・部屋番号を入力してください。';
  return '郵便番号に当てはまる町域の候補を表示しました。町域を選んでください。';
}

/** What the live region says when the lookup itself failed (not the same as an unknown zip). */
export const lookupFailedAnnouncement = '住所の候補を表示できませんでした。都道府県から順に選んでください。';

/** The municipality and town last chosen under each prefecture, to give back when it is chosen again. */
export type KeptChoices = Readonly<Record<string, AddressChoice>>;

export interface PrefChange {
  choice: AddressChoice;
  kept: KeptChoices;
  /** What the status line says now: never a lookup's message that no longer holds (WCAG 3.3.1, 4.1.3). */
  announcement: string;
}

const hasPlace = (choice: AddressChoice) => choice.jis_code !== '' || choice.town !== '';

/**
 * Choosing another prefecture empties 市区町村 and 町域, which belong to the old one; they are kept,
 * so that going back (one arrow key too far on the select) gives them back. Either way the status
 * line says what happened.
 */
export function choiceAfterPref(current: AddressChoice, pref: string, kept: KeptChoices): PrefChange {
  const nextKept = current.pref !== '' && hasPlace(current) ? { ...kept, [current.pref]: current } : kept;
  const restored = pref !== '' && pref !== current.pref ? nextKept[pref] : undefined;
  if (restored) return { choice: restored, kept: nextKept, announcement: `${pref}で選んでいた市区町村と町域に戻しました。` };
  const choice = { pref, jis_code: '', city: '', town: '' };
  const announcement = hasPlace(current) && pref !== current.pref ? prefChangedAnnouncement : '';
  return { choice: pref === current.pref ? current : choice, kept: nextKept, announcement };
}

export const prefChangedAnnouncement = '都道府県を変更したため、市区町村と町域の選択を解除しました。選び直してください。';
