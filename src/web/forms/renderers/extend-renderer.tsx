import type { RendererProps } from './renderer-types';

/** An extend: the base fields, then its own, on the same level (values stay flat). */
export function ExtendRenderer({ field, base, renderFields }: RendererProps<'extend'>) {
  return (
    <>
      {renderFields(field.base, base)}
      {renderFields(field.children, base)}
    </>
  );
}
