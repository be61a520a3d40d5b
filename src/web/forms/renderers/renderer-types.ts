import type { ReactNode } from 'react';
import type { FieldDefinition, FieldOf, FieldType } from '#shared/forms/field-types/field-definitions';

/** Renders fields at a level: `base` is the value path of the level ('' or 'household.members.0.'). */
export type RenderFields = (fields: readonly FieldDefinition[], base: string) => ReactNode;

export interface RendererProps<T extends FieldType> {
  field: FieldOf<T>;
  base: string;
  /** For the types that hold other fields (variable-area, extend). */
  renderFields: RenderFields;
}

export type Renderer<T extends FieldType> = (props: RendererProps<T>) => ReactNode;
