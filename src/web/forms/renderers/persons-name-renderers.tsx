// 氏名 / 氏名カナ in two parts (姓・名) under one legend. The 24-character total is the group's
// error; each part has its own. The autofill variant shows the verified 氏名 read-only.
import { useFormContext } from 'react-hook-form';
import type { FieldOf } from '#shared/forms/field-types/field-definitions';
import { valueAt } from '#shared/forms/value-path';
import { describing, ErrorText, GroupShell } from '../field-anatomy';
import * as css from '../field-anatomy.css';
import { fieldIdOf, pathIn } from '#shared/forms/field-ids';
import { useFormUi } from '../form-ui-context';
import { helpedInputProps } from '../helped-input';
import type { RendererProps } from './renderer-types';

const parts = ['last', 'first'] as const;

function NameParts({ field, path, readOnly, autoComplete }: { field: FieldOf<'persons-name' | 'autofill-persons-name-kanji'>; path: string; readOnly: boolean; autoComplete?: { last: string; first: string } }) {
  const { register } = useFormContext();
  const { errors } = useFormUi();
  const errorAt = (at: string) => (Object.hasOwn(errors, at) ? errors[at] : undefined);
  const group = { path, supportText: field.supportText, error: errorAt(path) };
  return (
    <GroupShell legend={field.label} required={field.required} path={path} supportText={field.supportText} error={group.error}>
      <div className={css.parts}>
        {parts.map((part) => {
          const partPath = `${path}.${part}`;
          const error = errorAt(partPath);
          return (
            <div key={part} className={css.part}>
              <label htmlFor={fieldIdOf(partPath)} className={css.partLabel}>
                {field.partLabels[part]}
              </label>
              <input
                id={fieldIdOf(partPath)}
                type="text"
                readOnly={readOnly}
                autoComplete={autoComplete?.[part]}
                aria-required={field.required && !readOnly ? true : undefined}
                className={css.input}
                {...describing({ path: partPath, error }, group)}
                {...helpedInputProps(register(partPath), field.inputHelpers)}
              />
              <ErrorText path={partPath} message={error} />
            </div>
          );
        })}
      </div>
    </GroupShell>
  );
}

export function PersonsNameRenderer({ field, base }: RendererProps<'persons-name'>) {
  return <NameParts field={field} path={pathIn(base, field.name)} readOnly={false} />;
}

/** Read-only when the form starts with a verified 氏名; without one the resident types it. */
export function AutofillPersonsNameKanjiRenderer({ field, base }: RendererProps<'autofill-persons-name-kanji'>) {
  const path = pathIn(base, field.name);
  const { formState } = useFormContext();
  const verified = parts.every((part) => {
    const value = valueAt(formState.defaultValues, `${path}.${part}`);
    return typeof value === 'string' && value !== '';
  });
  return <NameParts field={field} path={path} readOnly={verified} autoComplete={{ last: 'family-name', first: 'given-name' }} />;
}
