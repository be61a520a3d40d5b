// How マイページ words an unsent draft (decision 018): how far each step got and when it was
// last saved, as a resident in Japan reads the time.
import type { components } from '#shared/api/schema';
import { flows } from '#shared/flows';
import { pathOf } from '#shared/routes';

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

/** How マイページ names an unsent draft of each flow that keeps one there, and its two steps. */
const draftWording = {
  [flows.normal.phase]: {
    heading: '入力中の申請があります',
    lead: 'まだ送信していない引越しの手続きがあります。保存した内容から続けて入力できます。',
    steps: ['ステップ1　申請者と引越しの情報', 'ステップ2　手続きごとの入力'],
    flow: flows.normal,
  },
  [flows.addition.phase]: {
    heading: '入力中の追加申込みがあります',
    lead: 'まだ送信していないライフラインの追加申込みがあります。保存した内容から続けて入力できます。',
    steps: ['ステップ1　申請者の情報', 'ステップ2　追加する事業者'],
    flow: flows.addition,
  },
} as const;

export interface UnsentDraft {
  summary: DraftSummary;
  heading: string;
  lead: string;
  /** Where 「続きから入力する」 goes: the flow's overview. */
  path: string;
  steps: StepProgress[];
}

/** Each step of a draft with where it stands, in the words of its step page. */
export function stepProgressOf(draft: DraftSummary): StepProgress[] {
  const [first, second] = draftWording[draft.phase === flows.addition.phase ? flows.addition.phase : flows.normal.phase].steps;
  const stateOf = (complete: boolean) => (complete ? '入力済み' : '入力中');
  return [
    { label: first, state: stateOf(draft.step1_complete) },
    { label: second, state: draft.step1_complete ? stateOf(draft.step2_complete) : '未入力' },
  ];
}

/** The normal flow's draft among the resident's drafts, if any. */
export function normalDraftOf(drafts: readonly DraftSummary[]): DraftSummary | null {
  return drafts.find((draft) => draft.phase === flows.normal.phase) ?? null;
}

/** The unsent drafts マイページ offers to continue (normal, then addition), each worded for its flow. */
export function unsentDraftsOf(drafts: readonly DraftSummary[]): UnsentDraft[] {
  return [flows.normal.phase, flows.addition.phase].flatMap((phase) => {
    const summary = drafts.find((draft) => draft.phase === phase);
    if (!summary) return [];
    const { heading, lead, flow } = draftWording[phase];
    return [{ summary, heading, lead, path: pathOf(flow.steps.input), steps: stepProgressOf(summary) }];
  });
}
