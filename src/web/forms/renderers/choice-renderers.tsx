// radio, check-box and select: native controls, the group under one legend.
import { useFormContext, useWatch } from 'react-hook-form';
import type { ChoiceOption } from '#shared/forms/field-types/field-definitions';
import { describing, ErrorText, FieldShell, GroupShell, LabelText, SupportText } from '../field-anatomy';
import * as css from '../field-anatomy.css';
import { choiceIdOf, fieldIdOf, pathIn } from '#shared/forms/field-ids';
import { useErrorAt, useFormUi, type VisitSlotChoice } from '../form-ui-context';
import type { RendererProps } from './renderer-types';

interface ChoiceGroupProps {
  type: 'radio' | 'checkbox';
  path: string;
  label: string;
  required: boolean;
  supportText: string | undefined;
  options: readonly ChoiceOption[];
}

function ChoiceGroup({ type, path, label, required, supportText, options }: ChoiceGroupProps) {
  const { register } = useFormContext();
  const error = useErrorAt(path);
  const aria = describing({ path, supportText, error });
  return (
    <GroupShell legend={label} required={required} path={path} supportText={supportText} error={error}>
      <div className={css.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={css.choice} htmlFor={choiceIdOf(path, index)}>
            <input id={choiceIdOf(path, index)} type={type} value={option.value} className={css.choiceInput} {...aria} {...register(path)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </GroupShell>
  );
}

export function RadioRenderer({ field, base }: RendererProps<'radio'>) {
  return <ChoiceGroup type="radio" path={pathIn(base, field.name)} label={field.label} required={field.required} supportText={field.supportText} options={field.options} />;
}

export function CheckBoxRenderer({ field, base }: RendererProps<'check-box'>) {
  const { lifelineBusinesses } = useFormUi();
  const options = field.options === 'lifeline-businesses' ? lifelineBusinesses : field.options;
  const path = pathIn(base, field.name);
  if (options.length === 0) {
    return (
      <GroupShell legend={field.label} required={field.required} path={path} supportText={field.supportText} error={undefined}>
        <p>選べる項目がありません。</p>
      </GroupShell>
    );
  }
  return <ChoiceGroup type="checkbox" path={path} label={field.label} required={field.required} supportText={field.supportText} options={options} />;
}

/** The slots of the 来庁予定日 next to it as radios (issue 27): a full one shows, but cannot be chosen. */
function VisitSlotRenderer({ field, base, path }: { field: RendererProps<'select'>['field']; base: string; path: string }) {
  const { useVisitSlots } = useFormUi();
  if (useVisitSlots === null) return null;
  return <VisitSlotChoices field={field} path={path} datePath={pathIn(base, 'visit_date')} useSlots={useVisitSlots} />;
}

interface VisitSlotChoicesProps {
  field: RendererProps<'select'>['field'];
  path: string;
  datePath: string;
  useSlots: (visitDate: string) => readonly VisitSlotChoice[] | null;
}

function VisitSlotChoices({ field, path, datePath, useSlots }: VisitSlotChoicesProps) {
  const { register } = useFormContext();
  const visitDate: unknown = useWatch({ name: datePath });
  const visitSlots = useSlots(typeof visitDate === 'string' ? visitDate : '');
  const error = useErrorAt(path);
  if (visitSlots === null) return null;
  const aria = describing({ path, supportText: field.supportText, error });
  return (
    <GroupShell legend={field.label} required path={path} supportText={field.supportText} error={error}>
      {visitSlots.length === 0 ? (
        <p>来庁予定日を入力すると、その日の時間帯が表示されます。</p>
      ) : (
        <div className={css.choices}>
          {visitSlots.map((slot, index) => (
            <label key={slot.time} className={css.choice} htmlFor={choiceIdOf(path, index)}>
              <input id={choiceIdOf(path, index)} type="radio" value={slot.time} disabled={!slot.free} className={css.choiceInput} {...aria} {...register(path)} />
              <span>{slot.free ? `${slot.time}〜（残り${slot.left}人）` : `${slot.time}〜（予約がいっぱいです）`}</span>
            </label>
          ))}
        </div>
      )}
    </GroupShell>
  );
}

export function SelectRenderer({ field, base }: RendererProps<'select'>) {
  const path = pathIn(base, field.name);
  if (field.options === 'visit-slots') return <VisitSlotRenderer field={field} base={base} path={path} />;
  return <FixedSelect field={field} path={path} options={field.options} />;
}

function FixedSelect({ field, path, options }: { field: RendererProps<'select'>['field']; path: string; options: readonly ChoiceOption[] }) {
  const { register } = useFormContext();
  const error = useErrorAt(path);
  return (
    <FieldShell>
      <label htmlFor={fieldIdOf(path)} className={css.label}>
        <LabelText text={field.label} required={field.required} />
      </label>
      <SupportText path={path} text={field.supportText} />
      <select id={fieldIdOf(path)} className={css.select} aria-required={field.required || undefined} {...describing({ path, supportText: field.supportText, error })} {...register(path)}>
        <option value="">選択してください</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText path={path} message={error} />
    </FieldShell>
  );
}
