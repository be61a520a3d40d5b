// The counter procedures' conditions (issue 28): a child's school stage from its birth date, the
// three-valued evaluation (an unanswered question is unknown, and answering it never takes away
// what was already listed), and the checklist chosen per move type and municipality.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  childStageOn,
  checklistOf,
  evaluate,
  householdFactsOf,
  unansweredHousehold,
  yesNoQuestions,
  type CounterCondition,
  type CounterProcedureEntry,
  type HouseholdAnswers,
} from './counter-procedures';
import { parseCalendarDate, type CalendarDay } from './validation/calendar-date';

const day = (text: string): CalendarDay => {
  const parsed = parseCalendarDate(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('a child’s stage on the move date', () => {
  it('counts the school year from April 2 to April 1', () => {
    const on = day('2026/12/01');
    expect(childStageOn(day('2021/04/01'), on)).toBe('preschool');
    // Born April 2 2019 enters school in April 2026; born April 1 2020 too (its year is the one before).
    expect(childStageOn(day('2019/04/02'), on)).toBe('elementary');
    expect(childStageOn(day('2020/04/01'), on)).toBe('elementary');
    expect(childStageOn(day('2020/04/02'), on)).toBe('preschool');
    expect(childStageOn(day('2015/08/09'), on)).toBe('elementary');
    expect(childStageOn(day('2013/04/01'), on)).toBe('junior_high');
    expect(childStageOn(day('2011/04/01'), on)).toBe('high_school');
    // 高校生年代 ends on the March 31 after turning 18.
    expect(childStageOn(day('2008/04/02'), on)).toBe('high_school');
    expect(childStageOn(day('2008/04/01'), on)).toBeNull();
    expect(childStageOn(day('1990/01/01'), on)).toBeNull();
  });
});

const questionAnswers = fc.record(Object.fromEntries(yesNoQuestions.map((question) => [question, fc.constantFrom(true, false, null)])) as Record<(typeof yesNoQuestions)[number], fc.Arbitrary<boolean | null>>);

const condition: fc.Arbitrary<CounterCondition> = fc.letrec<{ condition: CounterCondition }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant({ kind: 'everyone' as const }),
    fc.constantFrom(...yesNoQuestions).map((question) => ({ kind: 'answer' as const, question })),
    fc.integer({ min: 0, max: 90 }).map((min) => ({ kind: 'mover_age' as const, min })),
    fc.array(tie('condition'), { minLength: 1, maxLength: 3 }).map((of) => ({ kind: 'any' as const, of })),
    fc.array(tie('condition'), { minLength: 1, maxLength: 3 }).map((of) => ({ kind: 'all' as const, of })),
  ),
})).condition;

const factsOf = (answers: HouseholdAnswers, moverAges: number[]) => ({ movingType: 'other_municipality' as const, moverAges, childStages: null, hasChildren: null, answers });

describe('the three-valued evaluation', () => {
  it('an unanswered question is unknown, not false', () => {
    expect(evaluate({ kind: 'answer', question: 'dog' }, factsOf(unansweredHousehold, []))).toBe('unknown');
    expect(evaluate({ kind: 'answer', question: 'dog' }, factsOf({ ...unansweredHousehold, dog: false }, []))).toBe(false);
    expect(evaluate({ kind: 'all', of: [{ kind: 'answer', question: 'dog' }, { kind: 'mover_age', min: 65 }] }, factsOf(unansweredHousehold, [40]))).toBe(false);
  });

  it('answering more questions never takes a listed procedure away, nor decides one that is already decided otherwise', () => {
    fc.assert(
      fc.property(condition, questionAnswers, questionAnswers, fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 3 }), (when, partial, completion, ages) => {
        const before = evaluate(when, factsOf({ ...unansweredHousehold, ...partial }, ages));
        // The completion answers only what was unanswered.
        const filled = Object.fromEntries(yesNoQuestions.map((question) => [question, partial[question] ?? completion[question]]));
        const after = evaluate(when, factsOf({ ...unansweredHousehold, ...filled }, ages));
        if (before !== 'unknown') expect(after).toBe(before);
      }),
    );
  });
});

const entries: CounterProcedureEntry[] = [
  { code: 'seal', name: '印鑑登録', order: 2, counter: '印鑑登録の窓口', when: { kind: 'everyone' }, steps: { other_municipality: { action: '登録', bring: ['印鑑'], deadline: '期限なし' } } },
  {
    code: 'allowance',
    name: '児童手当',
    order: 1,
    counter: '児童手当の窓口',
    when: { kind: 'child' },
    steps: { other_municipality: { action: '認定請求', bring: [], deadline: '15日以内' }, same_municipality: { action: '住所変更', bring: [], deadline: '14日以内' } },
    municipality_notes: { '131016': '千代田区の注意' },
  },
  { code: 'school', name: '転校', order: 3, counter: '教育委員会', when: { kind: 'child', stages: ['elementary', 'junior_high'] }, steps: { other_municipality: { action: '転入学', bring: [], deadline: 'すぐ' } } },
];
const chiyoda = { jisCode: '131016', name: '千代田区' };
const move = (birthDates: string[], movingType: 'other_municipality' | 'same_municipality' = 'other_municipality') => ({ movingType, moveDate: '2026/12/01', birthDates });

describe('the checklist', () => {
  it('without answers lists what applies to everyone and says that answering shows more', () => {
    const { items, moreWithAnswers } = checklistOf(entries, householdFactsOf(move(['1990/05/05']), unansweredHousehold), chiyoda);
    expect(items.map((item) => item.code)).toEqual(['seal']);
    expect(items[0]?.where).toBe('千代田区の印鑑登録の窓口');
    expect(moreWithAnswers).toBe(true);
  });

  it('a child moving with the resident lists 児童手当 and 転校 from the birth date, with the municipality’s note', () => {
    const { items } = checklistOf(entries, householdFactsOf(move(['1990/05/05', '2015/08/09']), unansweredHousehold), chiyoda);
    expect(items.map((item) => item.code)).toEqual(['allowance', 'seal', 'school']);
    expect(items[0]?.note).toBe('千代田区の注意');
    expect(checklistOf(entries, householdFactsOf(move(['2015/08/09']), unansweredHousehold), { jisCode: '131041', name: '新宿区' }).items[0]?.note).toBeNull();
  });

  it('the answer about children wins over the movers, and its stages choose 転校', () => {
    const none = checklistOf(entries, householdFactsOf(move(['1990/05/05']), { ...unansweredHousehold, has_children: false }), chiyoda);
    expect(none.items.map((item) => item.code)).toEqual(['seal']);
    expect(none.moreWithAnswers).toBe(false);
    const toddler = checklistOf(entries, householdFactsOf(move(['1990/05/05']), { ...unansweredHousehold, has_children: true, child_stages: ['preschool'] }), chiyoda);
    expect(toddler.items.map((item) => item.code)).toEqual(['allowance', 'seal']);
    const pupil = checklistOf(entries, householdFactsOf(move(['1990/05/05']), { ...unansweredHousehold, has_children: true, child_stages: ['junior_high'] }), chiyoda);
    expect(pupil.items.map((item) => item.code)).toEqual(['allowance', 'seal', 'school']);
  });

  it('a move within the municipality lists only the procedures with a step for it, worded for it', () => {
    const { items } = checklistOf(entries, householdFactsOf(move(['1990/05/05', '2015/08/09'], 'same_municipality'), unansweredHousehold), chiyoda);
    expect(items.map((item) => [item.code, item.action])).toEqual([['allowance', '住所変更']]);
  });
});
