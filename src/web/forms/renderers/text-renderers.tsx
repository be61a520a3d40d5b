// text, textarea and date: one input each, with the field's input helpers applied as the
// resident types (spec §5).
import type { ReactNode } from 'react';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import type { InputHelperName } from '#shared/input/input-helpers';
import { describing, ErrorText, FieldShell, LabelText, SupportText } from '../field-anatomy';
import * as css from '../field-anatomy.css';
import { fieldIdOf, pathIn } from '#shared/forms/field-ids';
import { useErrorAt } from '../form-ui-context';
import { helpedInputProps } from '../helped-input';
import type { RendererProps } from './renderer-types';

type InputProps = ReturnType<typeof inputProps>;

interface LabelledProps {
  path: string;
  label: string;
  required: boolean;
  supportText: string | undefined;
  helpers: readonly InputHelperName[];
  kind?: 'date' | 'text';
  /** The input, given its id, aria attributes and react-hook-form props. */
  children: (input: InputProps) => ReactNode;
}

function inputProps(registration: UseFormRegisterReturn, { path, required, supportText, helpers, kind = 'text' }: Omit<LabelledProps, 'label' | 'children'>, error: string | undefined) {
  return {
    id: fieldIdOf(path),
    'aria-required': required ? (true as const) : undefined,
    ...describing({ path, supportText, error }),
    ...helpedInputProps(registration, helpers, kind),
  };
}

function LabelledInput(props: LabelledProps) {
  const { path, label, required, supportText, children } = props;
  const { register } = useFormContext();
  const error = useErrorAt(path);
  const input = inputProps(register(path), props, error);
  return (
    <FieldShell>
      <label htmlFor={input.id} className={css.label}>
        <LabelText text={label} required={required} />
      </label>
      <SupportText path={path} text={supportText} />
      {children(input)}
      <ErrorText path={path} message={error} />
    </FieldShell>
  );
}

export function TextRenderer({ field, base }: RendererProps<'text'>) {
  return (
    <LabelledInput path={pathIn(base, field.name)} label={field.label} required={field.required} supportText={field.supportText} helpers={field.inputHelpers}>
      {(input) => (
        <input
          {...input}
          type={field.inputMode === 'tel' ? 'tel' : 'text'}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          spellCheck={field.inputMode === 'text' ? undefined : false}
          className={field.inputMode === 'numeric' || field.inputMode === 'tel' ? css.shortInput : css.input}
        />
      )}
    </LabelledInput>
  );
}

export function TextareaRenderer({ field, base }: RendererProps<'textarea'>) {
  return (
    <LabelledInput path={pathIn(base, field.name)} label={field.label} required={field.required} supportText={field.supportText} helpers={field.inputHelpers}>
      {(input) => <textarea {...input} rows={field.rows} className={css.textarea} />}
    </LabelledInput>
  );
}

/** YYYY/MM/DD typed as digits: slashes come by themselves and the last segment is padded on leaving. */
export function DateRenderer({ field, base }: RendererProps<'date'>) {
  return (
    <LabelledInput path={pathIn(base, field.name)} label={field.label} required={field.required} supportText={field.supportText} helpers={field.inputHelpers} kind="date">
      {(input) => <input {...input} type="text" inputMode="numeric" autoComplete={field.autoComplete} className={css.shortInput} />}
    </LabelledInput>
  );
}
