// The counter procedures a move brings at the new municipality (issue 28): 国民健康保険, 児童手当,
// 転校, 犬の登録… Each entry of the seed (src/server/domain/seed/counter-procedures.json, its
// sources in docs/counter-procedures-sources.md) says for which move types it applies, what to do,
// where, what to bring and by when, and its condition as data. The facts a condition reads come
// from the filed move (the movers' ages, the children among them) and from the household
// questions the resident may answer (all optional). An unanswered question makes a condition
// unknown, not false: the checklist lists what is true and says that answering shows more.
import type { components } from './api/schema';
import type { CalendarDay } from './validation/calendar-date';
import { parseCalendarDate } from './validation/calendar-date';

/** The move types with a new municipality: 転入 (other_municipality) and 転居 (same_municipality). */
export const checklistMovingTypes = ['other_municipality', 'same_municipality'] as const;
export type ChecklistMovingType = (typeof checklistMovingTypes)[number];

/** A child's stage, as schools count it (the year from April 2 to April 1). 高校生年代: until the March 31 after turning 18. */
export type ChildStage = components['schemas']['ChildStage'];
export const childStages = ['preschool', 'elementary', 'junior_high', 'high_school'] as const satisfies readonly ChildStage[];

/** The yes/no household questions; every one optional (null: not answered). */
export const yesNoQuestions = ['national_health_insurance', 'national_pension_first', 'care_certified', 'disability_certificate', 'pregnant', 'dog', 'moped'] as const satisfies readonly (keyof HouseholdAnswers)[];
export type YesNoQuestion = (typeof yesNoQuestions)[number];
/**
 * The questions whose answer tells of health or disability (要配慮個人情報, 個人情報保護法 2条3項):
 * a procedure chosen by one is shown to the resident, never printed in the receipt, which is
 * often shown to others as proof of the filing.
 */
export const healthQuestions: readonly YesNoQuestion[] = ['care_certified', 'disability_certificate', 'pregnant'];

/** Whether the condition reads a health answer anywhere. */
export function readsHealthAnswer(condition: CounterCondition): boolean {
  if (condition.kind === 'answer') return healthQuestions.includes(condition.question);
  if (condition.kind === 'any' || condition.kind === 'all') return condition.of.some(readsHealthAnswer);
  return false;
}

/** The household answers as the contract has them (every question optional: null is not answered). */
export type HouseholdAnswers = components['schemas']['HouseholdAnswers'];

export const unansweredHousehold: HouseholdAnswers = {
  has_children: null,
  child_stages: [],
  national_health_insurance: null,
  national_pension_first: null,
  care_certified: null,
  disability_certificate: null,
  pregnant: null,
  dog: null,
  moped: null,
};

/** A condition as the seed writes it. */
export type CounterCondition =
  | { kind: 'everyone' }
  | { kind: 'answer'; question: YesNoQuestion }
  /** Some child of the household (any stage when `stages` is absent). */
  | { kind: 'child'; stages?: ChildStage[] }
  /** Some mover aged `min` or more (and `max` or less) on the move date. */
  | { kind: 'mover_age'; min: number; max?: number }
  | { kind: 'any'; of: CounterCondition[] }
  | { kind: 'all'; of: CounterCondition[] };

/** What one move type asks at the counter. */
export interface CounterStep {
  /** 加入の届出, 住所変更の届出… */
  action: string;
  bring: string[];
  /** 引越した日から14日以内, or 早めに where no limit is set. */
  deadline: string;
}

export interface CounterProcedureEntry {
  code: string;
  name: string;
  order: number;
  /** The counter, as a kind (the names differ among municipalities): 国民健康保険の窓口（保険年金課など）. */
  counter: string;
  when: CounterCondition;
  /** Per move type; a move type it has no step for does not bring it. */
  steps: Partial<Record<ChecklistMovingType, CounterStep>>;
  /** Where a municipality differs, by its JIS code. */
  municipality_notes?: Record<string, string>;
}

/** What the conditions read. */
export interface HouseholdFacts {
  movingType: ChecklistMovingType;
  /** Each mover's age on the move date (the applicant and the members moving with them). */
  moverAges: number[];
  /** The children's stages: from the answer, else from the movers' birth dates; null when unknown. */
  childStages: ChildStage[] | null;
  /** Whether there are children: from the answer, else from the movers. */
  hasChildren: boolean | null;
  answers: HouseholdAnswers;
}

/** Kleene's three values: an unanswered question is `unknown`. */
export type Truth = boolean | 'unknown';

export function evaluate(condition: CounterCondition, facts: HouseholdFacts): Truth {
  switch (condition.kind) {
    case 'everyone':
      return true;
    case 'answer':
      return facts.answers[condition.question] ?? 'unknown';
    case 'child': {
      if (facts.hasChildren === false) return false;
      if (!condition.stages) return facts.hasChildren ?? 'unknown';
      if (facts.childStages?.some((stage) => condition.stages?.includes(stage))) return true;
      // Children of stages not said: it may be one of these.
      return facts.childStages === null || facts.childStages.length === 0 ? 'unknown' : false;
    }
    case 'mover_age':
      return facts.moverAges.some((age) => age >= condition.min && (condition.max === undefined || age <= condition.max));
    case 'any': {
      const values = condition.of.map((item) => evaluate(item, facts));
      return values.includes(true) ? true : values.includes('unknown') ? 'unknown' : false;
    }
    case 'all': {
      const values = condition.of.map((item) => evaluate(item, facts));
      return values.includes(false) ? false : values.includes('unknown') ? 'unknown' : true;
    }
  }
}

export interface ChecklistItem {
  code: string;
  name: string;
  /** 千代田区の国民健康保険の窓口（保険年金課など）. */
  where: string;
  action: string;
  bring: string[];
  deadline: string;
  /** The municipality's own note, or null. */
  note: string | null;
}

export interface Checklist {
  items: ChecklistItem[];
  /** Some entry's condition waits on an unanswered question: answering shows more. */
  moreWithAnswers: boolean;
}

/** The checklist of a move to `municipality` (its JIS code and name), in the entries' order. */
export function checklistOf(entries: readonly CounterProcedureEntry[], facts: HouseholdFacts, municipality: { jisCode: string; name: string }): Checklist {
  const items: ChecklistItem[] = [];
  let moreWithAnswers = false;
  for (const entry of [...entries].sort((a, b) => a.order - b.order)) {
    const step = entry.steps[facts.movingType];
    if (!step) continue;
    const truth = evaluate(entry.when, facts);
    if (truth === 'unknown') moreWithAnswers = true;
    if (truth !== true) continue;
    items.push({
      code: entry.code,
      name: entry.name,
      where: `${municipality.name}の${entry.counter}`,
      action: step.action,
      bring: step.bring,
      deadline: step.deadline,
      note: entry.municipality_notes?.[municipality.jisCode] ?? null,
    });
  }
  return { items, moreWithAnswers };
}

/** Whole years from `birth` to `on` (a birthday counts on its day). */
export function ageOn(birth: CalendarDay, on: CalendarDay): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * The stage of a child born `birth` on `on`, or null for an adult (or one not yet born). A school
 * year takes those born from April 2 to April 1; 小学1年生 are those 6 by that April 1.
 */
export function childStageOn(birth: CalendarDay, on: CalendarDay): ChildStage | null {
  const schoolYear = on.month >= 4 ? on.year : on.year - 1;
  const bornAfterApril1 = birth.month > 4 || (birth.month === 4 && birth.day >= 2);
  const schoolAge = schoolYear - birth.year - (bornAfterApril1 ? 1 : 0);
  if (ageOn(birth, on) < 0) return null;
  if (schoolAge < 6) return 'preschool';
  if (schoolAge < 12) return 'elementary';
  if (schoolAge < 15) return 'junior_high';
  if (schoolAge < 18) return 'high_school';
  return null;
}

/** The facts of a filed move: the movers' birth dates (YYYY/MM/DD) and the move date, with the answers. */
export function householdFactsOf(move: { movingType: ChecklistMovingType; moveDate: string; birthDates: readonly string[] }, answers: HouseholdAnswers): HouseholdFacts {
  const on = parseCalendarDate(move.moveDate);
  const births = move.birthDates.map(parseCalendarDate).filter((birth): birth is CalendarDay => birth !== null);
  const moverAges = on ? births.map((birth) => ageOn(birth, on)) : [];
  const movingChildren = on ? births.map((birth) => childStageOn(birth, on)).filter((stage): stage is ChildStage => stage !== null) : [];
  // The answer wins: a child who does not move with the resident is still theirs.
  const hasChildren = answers.has_children ?? (movingChildren.length > 0 ? true : null);
  const childStagesKnown = answers.has_children === null ? (movingChildren.length > 0 ? movingChildren : null) : answers.has_children ? answers.child_stages : [];
  return { movingType: move.movingType, moverAges, childStages: childStagesKnown, hasChildren, answers };
}
