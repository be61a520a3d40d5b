// Element ids of a field, derived from its value path, so the error summary, aria-describedby
// and the renderers agree without passing ids around. Paths are unique in a form, so ids are
// unique in the page (one form per page).

/** `household.members.0.birth_date` → `field-household-members-0-birth_date`. */
export function fieldIdOf(path: string): string {
  return `field-${path.replace(/\./g, '-')}`;
}

export const supportIdOf = (path: string): string => `${fieldIdOf(path)}-support`;
export const errorIdOf = (path: string): string => `${fieldIdOf(path)}-error`;
/** The n-th choice of a radio or check-box group (0-based). */
export const choiceIdOf = (path: string, index: number): string => `${fieldIdOf(path)}-${index}`;
/** The add button of a variable-area. */
export const addButtonIdOf = (path: string): string => `${fieldIdOf(path)}-add`;

/** A value path below `base` ('' at the top level, 'household.members.0.' inside an item). */
export function pathIn(base: string, name: string): string {
  return `${base}${name}`;
}

/** The space-separated id list for aria-describedby, or undefined when there is none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}
