// How マイページ words an unsent draft (decision 018): how far each step got and when it was
// last saved, as a resident in Japan reads the time.
import type { components } from '#shared/api/schema';
import { flows } from '#shared/flows';

export type DraftSummary = components['schemas']['DraftSummary'];

const timeInJapan = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 2026年11月22日 10:05, in Japan whatever the device's time zone. */
export function savedAtInJapan(iso: string): string {
  return timeInJapan.format(new Date(iso));
}

export interface StepProgress {
  label: string;
  state: string;
}

/** Each step of the normal flow with where it stands, in the words of the step page. */
export function stepProgressOf(draft: DraftSummary): StepProgress[] {
  const stateOf = (complete: boolean) => (complete ? '入力済み' : '入力中');
  return [
    { label: 'ステップ1　申請者と引越しの情報', state: stateOf(draft.step1_complete) },
    { label: 'ステップ2　手続きごとの入力', state: draft.step1_complete ? stateOf(draft.step2_complete) : '未入力' },
  ];
}

/** The normal flow's draft among the resident's drafts, if any. */
export function normalDraftOf(drafts: readonly DraftSummary[]): DraftSummary | null {
  return drafts.find((draft) => draft.phase === flows.normal.phase) ?? null;
}
