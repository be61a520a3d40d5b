// One renderer per field type, from a map typed over every FieldType: a type added to
// src/shared/forms/field-types.ts without a renderer here fails the typecheck. FieldList renders
// a level of fields, each only while its condition holds.
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldCondition, FieldDefinition, FieldType } from '#shared/forms/field-types/field-definitions';
import { conditionHolds, setValueAt } from '#shared/forms/value-path';
import { AddressRenderer } from '../address/address-renderer';
import { useFormUi } from '../form-ui-context';
import { pathIn } from '#shared/forms/field-ids';
import { CheckBoxRenderer, RadioRenderer, SelectRenderer } from './choice-renderers';
import {
  AddresseeRenderer,
  AlertTextRenderer,
  DescriptionBoxRenderer,
  DescriptionRenderer,
  LinkRenderer,
  ReadAddressRenderer,
  ReadDateRenderer,
  ReadPersonsNameRenderer,
  ReadTextRenderer,
} from './display-renderers';
import { ExtendRenderer } from './extend-renderer';
import { AutofillPersonsNameKanjiRenderer, PersonsNameRenderer } from './persons-name-renderers';
import type { Renderer, RenderFields } from './renderer-types';
import { DateRenderer, TextareaRenderer, TextRenderer } from './text-renderers';
import { VariableAreaRenderer } from './variable-area-renderer';

export const renderers: { readonly [T in FieldType]: Renderer<T> } = {
  'persons-name': PersonsNameRenderer,
  'autofill-persons-name-kanji': AutofillPersonsNameKanjiRenderer,
  address: AddressRenderer,
  addressee: AddresseeRenderer,
  'check-box': CheckBoxRenderer,
  radio: RadioRenderer,
  select: SelectRenderer,
  text: TextRenderer,
  textarea: TextareaRenderer,
  date: DateRenderer,
  description: DescriptionRenderer,
  'description-box': DescriptionBoxRenderer,
  'read-text': ReadTextRenderer,
  'read-date': ReadDateRenderer,
  'read-persons-name': ReadPersonsNameRenderer,
  'read-address': ReadAddressRenderer,
  link: LinkRenderer,
  'alert-text': AlertTextRenderer,
  'variable-area': VariableAreaRenderer,
  extend: ExtendRenderer,
};

const keyOf = (field: FieldDefinition) => ('name' in field ? field.name : field.id);

/** Its children while the value at `when.path` (on this level) satisfies the condition. */
function WhenHolds({ when, base, children }: { when: FieldCondition; base: string; children: ReactNode }) {
  const value: unknown = useWatch({ name: pathIn(base, when.path) });
  const scope = {};
  setValueAt(scope, when.path, value);
  return conditionHolds(when, scope) ? children : null;
}

function FieldView({ field, base }: { field: FieldDefinition; base: string }) {
  // The map pairs each type with its renderer; TypeScript cannot follow that pairing through a
  // union-typed lookup, so the lookup is widened once here.
  const Render = renderers[field.type] as Renderer<FieldType>;
  const { extras } = useFormUi();
  const key = keyOf(field);
  const extra = Object.hasOwn(extras, key) ? extras[key] : null;
  const rendered = (
    <>
      <Render field={field} base={base} renderFields={renderFields} />
      {extra}
    </>
  );
  return field.when ? (
    <WhenHolds when={field.when} base={base}>
      {rendered}
    </WhenHolds>
  ) : (
    rendered
  );
}

export const renderFields: RenderFields = (fields, base) => fields.map((field) => <FieldView key={keyOf(field)} field={field} base={base} />);

/** The fields of a form's top level. */
export function FieldList({ fields }: { fields: readonly FieldDefinition[] }) {
  return <>{renderFields(fields, '')}</>;
}
