// radio, check-box and select: native controls, the group under one legend.
import { useFormContext } from 'react-hook-form';
import type { ChoiceOption } from '#shared/forms/field-types/field-definitions';
import { describing, ErrorText, FieldShell, GroupShell, LabelText, SupportText } from '../field-anatomy';
import * as css from '../field-anatomy.css';
import { choiceIdOf, fieldIdOf, pathIn } from '#shared/forms/field-ids';
import { useErrorAt, useFormUi } from '../form-ui-context';
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

export function SelectRenderer({ field, base }: RendererProps<'select'>) {
  const path = pathIn(base, field.name);
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
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText path={path} message={error} />
    </FieldShell>
  );
}
