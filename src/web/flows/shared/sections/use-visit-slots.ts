// The slots of the 来庁予定日 as the resident types it (GET visit_slots, issue 27), for the
// municipality the 転入予定連絡 / 転居予定連絡 goes to. Before the date is a whole YYYY/MM/DD the
// move date is asked instead, only to learn whether the municipality offers slots at all. A failed
// read shows no slots (the section write still judges the slot), so typing is never blocked.
import { useEffect, useState } from 'react';
import { parseCalendarDate } from '#shared/validation/calendar-date';
import { getVisitSlots } from '../../../api/catalogue';
import { apiClient } from '../../../api/client';
import { answerGuard } from '../../../loading/answer-guard';
import type { VisitSlotChoice } from '../../../forms/form-ui-context';

/** null: no slots to offer (the municipality takes a date only, or the answer is not in yet). */
type Slots = readonly VisitSlotChoice[] | null;

/** A hook for FormUi.useVisitSlots: the slots of `visitDate` at `jisCode`'s office. */
export const visitSlotsHookFor = (jisCode: string, moveDate: string | null) =>
  function useVisitSlots(visitDate: string): Slots {
    const whole = parseCalendarDate(visitDate) !== null;
    const date = whole ? visitDate : moveDate;
    const key = `${jisCode}|${date ?? ''}`;
    const [loaded, setLoaded] = useState<{ key: string; offered: boolean; slots: readonly VisitSlotChoice[] } | null>(null);

    useEffect(() => {
      if (date === null) return;
      const answers = answerGuard();
      getVisitSlots(apiClient, jisCode, date).then(
        answers.whileLive((answer) => setLoaded({ key, offered: answer.offers_slots, slots: answer.slots })),
        answers.whileLive(() => setLoaded((last) => (last ? { ...last, key, slots: [] } : null))),
      );
      return answers.end;
    }, [date, key]);

    if (!loaded?.offered) return null;
    return loaded.key === key && whole ? loaded.slots : [];
  };
