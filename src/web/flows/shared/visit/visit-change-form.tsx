// マイページ's small form to move a visit (issue 27): another 来庁予定日 and, where the municipality
// offers slots, a slot, in the same fields (and renderers) as the 転入予定連絡/転居予定連絡 form, so
// the DA field anatomy, the slot list with the places left and the keyboard behave alike. The day
// is checked here by the form's rules (visit-date.ts); the server checks everything again and
// takes the slot. Its state is its own: nothing else on マイページ waits for it.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { visitDateMessage } from '#shared/domain/visit-date';
import { choiceIdOf } from '#shared/forms/field-ids';
import { moveInForm } from '#shared/forms/definitions/municipality-forms';
import type { FieldDefinition } from '#shared/forms/field-types/field-definitions';
import { calendarDayInJapan, formatCalendarDate } from '#shared/validation/calendar-date';
import { ApiError } from '../../../api/api-error';
import { apiClient, type ApiClient } from '../../../api/client';
import { changeVisit } from '../../../api/visit-change';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import { ErrorSummary } from '../../../forms/error-summary';
import { defaultFormUi, FormUiContext, type VisitSlotChoice } from '../../../forms/form-ui-context';
import { FieldList } from '../../../forms/renderers/field-list';
import { usePageErrors } from '../../../forms/use-page-errors';
import { visitSlotsHookFor } from '../sections/use-visit-slots';
import type { VisitSummary } from './visit-panel';
import * as boxCss from './visit-box.css';
import * as css from './visit-change.css';

export const visitChangeWords = {
  heading: '来庁日時の変更',
  submit: 'この日時に変更する',
  cancel: 'やめる',
  slotRequired: '来庁時間を選択してください。',
  refused: 'この来庁予定は変更できません。ページを再読み込みして、最新の状況をご確認ください。',
  failed: '来庁日時を変更できませんでした。時間をおいて、もう一度お試しください。',
} as const;

/** The 来庁予定日 and 来庁時間 fields exactly as the form defines them. */
const changeFields = moveInForm.fields.filter((field): field is FieldDefinition => 'name' in field && (field.name === 'visit_date' || field.name === 'visit_time'));
const pageFields = [
  { path: 'visit_date', label: '来庁予定日' },
  { path: 'visit_time', label: '来庁時間', focusId: choiceIdOf('visit_time', 0) },
];

interface Values {
  visit_date: string;
  visit_time: string | null;
}

export interface VisitChangeFormProps {
  applicationId: string;
  moveDate: string;
  visit: VisitSummary & { jis_code: string };
  onChanged: (visit: VisitSummary) => void;
  onCancel: () => void;
  client?: ApiClient;
}

export function VisitChangeForm({ applicationId, moveDate, visit, onChanged, onCancel, client = apiClient }: VisitChangeFormProps) {
  const methods = useForm<Values>({ defaultValues: { visit_date: visit.date, visit_time: visit.time } });
  const { errors, summary, summaryRef, show } = usePageErrors(pageFields);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The slots the list shows now: null where the municipality takes a date only.
  const shownSlots = useRef<readonly VisitSlotChoice[] | null>(null);
  const useVisitSlots = useMemo(() => {
    const useSlots = visitSlotsHookFor(visit.jis_code, moveDate);
    return function useShownSlots(visitDate: string) {
      const slots = useSlots(visitDate);
      shownSlots.current = slots;
      return slots;
    };
  }, [visit.jis_code, moveDate]);
  const formUi = useMemo(() => ({ ...defaultFormUi, errors, useVisitSlots }), [errors, useVisitSlots]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const values = methods.getValues();
    const date = values.visit_date.trim();
    const time = shownSlots.current === null ? null : values.visit_time || null;
    const found: Record<string, string> = {};
    const dateError = visitDateMessage(date, moveDate, formatCalendarDate(calendarDayInJapan(new Date())));
    if (dateError) found.visit_date = dateError;
    else if (shownSlots.current !== null && !time) found.visit_time = visitChangeWords.slotRequired;
    show(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    changeVisit(client, { application_id: applicationId, visit_date: date, visit_time: time }).then(
      (answer) => {
        setSending(false);
        if (answer.visit) {
          show({});
          onChanged(answer.visit);
          return;
        }
        show(Object.fromEntries(answer.field_errors.map((error) => [error.field, error.message])));
      },
      (error: unknown) => {
        setSending(false);
        setRefusal(error instanceof ApiError && error.code === 'BAD_REQUEST' ? visitChangeWords.refused : visitChangeWords.failed);
      },
    );
  };

  return (
    <FormProvider {...methods}>
      <FormUiContext.Provider value={formUi}>
        <form noValidate onSubmit={submit} className={css.changeForm} aria-labelledby={`visit-change-${applicationId}`}>
          <h4 id={`visit-change-${applicationId}`} className={boxCss.heading}>
            {visitChangeWords.heading}
          </h4>
          <ErrorSummary items={summary} ref={summaryRef} />
          <FieldList fields={changeFields} />
          {refusal && (
            <p role="alert" className={css.refusal}>
              {refusal}
            </p>
          )}
          <div className={css.actions}>
            <button type="submit" className={primaryButton}>
              {visitChangeWords.submit}
            </button>
            <button type="button" className={secondaryButton} onClick={onCancel}>
              {visitChangeWords.cancel}
            </button>
          </div>
        </form>
      </FormUiContext.Provider>
    </FormProvider>
  );
}
