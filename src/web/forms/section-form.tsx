// A form of one section, on react-hook-form: the fields come from the definition, and nothing
// is checked until the resident submits (brief: no validation on blur). On submit the shared
// rules run (spec §5, the same the server runs); errors go to the page-error store by field path
// and into the error summary, which takes focus, and the title reads 「エラー：…」. Without
// errors the values are saved; the server's field_errors are shown the same way. A section the
// overview shows as 入力エラー opens with its errors shown (checkOnOpen), and input not saved yet
// is not lost by leaving the page without a question (use-leave-guard.tsx).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { FieldError } from '#shared/forms/field-errors';
import type { FormDefinition } from '#shared/forms/form-definition';
import { validateForm } from '#shared/forms/schema-for-form';
import { calendarDayInJapan, type CalendarDay } from '#shared/validation/calendar-date';
import { primaryButton } from '../components/button.css';
import { useDocumentTitle } from '../layout/use-document-title';
import { answerGuard } from '../loading/answer-guard';
import { pageErrorStore } from '../stores/client-stores';
import type { KeyValueStore } from '../stores/create-store';
import { useStore } from '../stores/use-store';
import { zipLookupOf, type AddressCatalogue } from './address/address-catalogue';
import { errorSlotsOf } from './error-slots';
import { ErrorSummary } from './error-summary';
import { placeFieldErrors, withoutErrorsUnder, type PlacedErrors, type SummaryItem } from './field-error-map';
import { defaultFormUi, FormUiContext, type FormUi } from './form-ui-context';
import type { FormValues } from './form-values';
import { FieldList } from './renderers/field-list';
import { useLeaveGuard } from './use-leave-guard';
import { blockTitle, notice } from './notice.css';
import * as css from './section-form.css';

export type SaveOutcome =
  | { kind: 'saved' }
  /** Saved, but the server found these fields wrong (section status 3). */
  | { kind: 'field-errors'; errors: readonly FieldError[] }
  /** Not saved this time (spec §8: the form update's failures are temporary, not errors). */
  | { kind: 'temporary' };

export interface SectionFormProps {
  definition: FormDefinition<unknown>;
  defaultValues: FormValues;
  /** The page's title; 「エラー：」 goes before it while errors show. */
  title: string;
  catalogue: AddressCatalogue;
  save: (values: FormValues) => Promise<SaveOutcome>;
  /** Shown with 「保存しました」 after a save without errors that stays on the page. */
  afterSave?: ReactNode;
  /**
   * Check the opening values at once (the section's status is 3, 入力エラー): `crossSectionErrors`
   * — rules across sections the form cannot run itself — then the form's own rules for the other
   * fields. The errors show without taking focus from the page's heading. A page whose rule
   * needs a table it loads on first use (the holidays of the visit date) gives a function.
   */
  checkOnOpen?: boolean;
  crossSectionErrors?: CrossSectionErrors;
  ui?: Partial<Omit<FormUi, 'errors' | 'catalogue' | 'forgetErrorsUnder'>>;
  today?: () => CalendarDay;
  errorStore?: KeyValueStore<string>;
}

/** Rules across sections, known at once or loaded when the page opens in 入力エラー. */
export type CrossSectionErrors = readonly FieldError[] | (() => Promise<readonly FieldError[]>);

const savedTitleId = 'saved-title';

type SaveState = 'editing' | 'saving' | 'saved' | 'temporary';

export function SectionForm({
  definition,
  defaultValues,
  title,
  catalogue,
  save,
  afterSave,
  checkOnOpen = false,
  crossSectionErrors = [],
  ui,
  today = () => calendarDayInJapan(new Date()),
  errorStore = pageErrorStore,
}: SectionFormProps) {
  const form = useForm<FieldValues>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
  const errors = useStore(errorStore);
  const [summary, setSummary] = useState<readonly SummaryItem[]>([]);
  // Each submit that shows errors is a new object, so the summary takes focus once per submit
  // (and not again when a removed group's errors are dropped).
  const [erroredSubmit, setErroredSubmit] = useState<object | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('editing');
  const summaryRef = useRef<HTMLElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  // Whether the resident changed something since the page opened or last saved.
  const [changed, setChanged] = useState(false);
  const leaveDialog = useLeaveGuard(changed && saveState !== 'saved');

  useDocumentTitle(summary.length > 0 ? `エラー：${title}` : title);

  useEffect(() => {
    if (erroredSubmit) summaryRef.current?.focus();
  }, [erroredSubmit]);
  useEffect(() => {
    if (saveState === 'saved') savedRef.current?.focus();
  }, [saveState]);

  const showPlaced = (placed: PlacedErrors) => {
    errorStore.set(placed.byPath);
    setSummary(placed.summary);
  };
  const show = (fieldErrors: readonly FieldError[], values: FormValues) => {
    const placed = placeFieldErrors(fieldErrors, errorSlotsOf(definition.fields, values));
    showPlaced(placed);
    setErroredSubmit(placed.summary.length > 0 ? {} : null);
  };
  const opening = useRef({ checkOnOpen, crossSectionErrors, values: defaultValues });
  useEffect(() => {
    const { checkOnOpen: check, crossSectionErrors: more, values } = opening.current;
    if (!check) return;
    const answers = answerGuard();
    const across = typeof more === 'function' ? more() : Promise.resolve(more);
    void Promise.all([validateForm(definition, values, { today: today(), lookupZip: zipLookupOf(catalogue) }), across]).then(answers.whileLive(([own, more]) => {
      // The rule across sections is the reason the section was saved as 入力エラー: it wins over
      // what the form's own rules say of the values the page offers now (e.g. a business no
      // longer offered is unticked, which would read as 「入力してください。」).
      const taken = new Set(more.map((error) => error.field));
      const found = [...more, ...own.filter((error) => !taken.has(error.field))];
      if (found.length > 0) showPlaced(placeFieldErrors(found, errorSlotsOf(definition.fields, values)));
    }));
    return answers.end;
    // Once, for the values the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const forgetErrorsUnder = (path: string) => showPlaced(withoutErrorsUnder({ byPath: errors, summary }, path));

  const submit = async (values: FormValues) => {
    if (busy.current) return; // a second press while saving sends nothing more
    busy.current = true;
    setSaveState('saving');
    try {
      const invalid = await validateForm(definition, values, { today: today(), lookupZip: zipLookupOf(catalogue) });
      if (invalid.length > 0) {
        show(invalid, values);
        setSaveState('editing');
        return;
      }
      const outcome = await save(values);
      show(outcome.kind === 'field-errors' ? outcome.errors : [], values);
      // Saved, even with field errors: nothing is lost by leaving now.
      if (outcome.kind !== 'temporary') setChanged(false);
      setSaveState(outcome.kind === 'field-errors' && outcome.errors.length > 0 ? 'editing' : outcome.kind === 'temporary' ? 'temporary' : 'saved');
    } finally {
      busy.current = false;
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(submit)(event);

  const formUi: FormUi = { ...defaultFormUi, ...ui, errors, catalogue, forgetErrorsUnder };

  return (
    <FormProvider {...form}>
      <FormUiContext value={formUi}>
        {saveState === 'saved' && (
          // Named by its heading and visibly focused (data-focus-target), so the save is both
          // announced and seen where focus now is (WCAG 2.4.3, 2.4.7).
          <div ref={savedRef} tabIndex={-1} role="status" aria-labelledby={savedTitleId} data-focus-target className={notice} data-tone="success">
            <h2 id={savedTitleId} className={blockTitle}>
              保存しました
            </h2>
            {afterSave}
          </div>
        )}
        {saveState === 'temporary' && (
          <p role="alert" className={notice} data-tone="error">
            一時的に保存できませんでした。入力した内容はそのまま残っています。しばらくしてから、もう一度「保存する」を押してください。
          </p>
        )}
        <ErrorSummary items={summary} ref={summaryRef} />
        {leaveDialog}
        <form
          noValidate
          onSubmit={onSubmit}
          // Typed or chosen (input), or a field added or removed (a button of the form's own).
          onInput={() => setChanged(true)}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('button[type="button"]')) setChanged(true);
          }}
          aria-busy={saveState === 'saving' || undefined}
        >
          <FieldList fields={definition.fields} />
          <div className={css.actions}>
            <button type="submit" className={primaryButton}>
              保存する
            </button>
          </div>
        </form>
      </FormUiContext>
    </FormProvider>
  );
}
