// Repeated groups (brief §5: up to 9 household members). Each group is a fieldset with a
// numbered legend (「世帯員 2」); the add button appends one and focuses its first input, and
// removing one returns focus to the add button, so keyboard users are never left nowhere.
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { secondaryButton } from '../../components/button.css';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import { GroupShell } from '../field-anatomy';
import { addButtonIdOf, pathIn } from '#shared/forms/field-ids';
import { itemLabelOf } from '#shared/forms/field-types/variable-area';
import { formValuesOf } from '../form-values';
import { useErrorAt, useFormUi } from '../form-ui-context';
import type { RendererProps } from './renderer-types';
import * as css from './variable-area-renderer.css';

export function VariableAreaRenderer({ field, base, renderFields }: RendererProps<'variable-area'>) {
  const path = pathIn(base, field.name);
  const { control } = useFormContext();
  const { fields: items, append, remove } = useFieldArray({ control, name: path });
  const error = useErrorAt(path);
  const { forgetErrorsUnder } = useFormUi();
  const addRef = useRef<HTMLButtonElement>(null);
  const [removals, setRemovals] = useState(0);

  useEffect(() => {
    if (removals > 0) addRef.current?.focus();
  }, [removals]);

  return (
    <GroupShell legend={field.label} required={field.min > 0} path={path} supportText={field.supportText} error={error}>
      {items.length === 0 && <p>まだ入力されていません。</p>}
      {items.map((item, index) => {
        const itemLabel = itemLabelOf(field.itemLabel, index);
        return (
          <fieldset key={item.id} className={css.item}>
            <legend className={css.itemLegend}>{itemLabel}</legend>
            {renderFields(field.children, `${path}.${index}.`)}
            {items.length > field.min && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  remove(index);
                  forgetErrorsUnder(path);
                  setRemovals((count) => count + 1);
                }}
              >
                {field.removeLabel}
                <span className={visuallyHidden}>（{itemLabel}）</span>
              </button>
            )}
          </fieldset>
        );
      })}
      {items.length < field.max ? (
        <button ref={addRef} id={addButtonIdOf(path)} type="button" className={secondaryButton} onClick={() => append(formValuesOf(field.children, undefined))}>
          {field.addLabel}
        </button>
      ) : (
        <p id={addButtonIdOf(path)} tabIndex={-1}>
          これ以上は追加できません（{field.max}件まで）。
        </p>
      )}
    </GroupShell>
  );
}
