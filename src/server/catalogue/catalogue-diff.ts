// What would change if a catalogue directory replaced the one served (issue 30): per file, the
// entries added, removed and changed (by their id), each change as `field: before → after`, and
// a new order (the lifeline catalogue's order is the order residents see). Catalogue data names
// offices and businesses, never residents, so values are shown as they are.
import { canonicalJson } from './canonical-json';
import { catalogueFiles, type CatalogueContent, type CatalogueFile } from './catalogue-check';
import { pointerOf } from './json-lines';

/** The field that names an entry of each file. */
const idOf: Record<CatalogueFile, string> = {
  'participating-municipalities.json': 'jis_code',
  'lifeline-businesses.json': 'business_id',
  'campaigns.json': 'code',
  'counter-procedures.json': 'code',
};

type Entry = Record<string, unknown>;

export interface FileChanges {
  file: CatalogueFile;
  added: string[];
  removed: string[];
  /** Each changed entry's id with its changed fields as `pointer: before → after`. */
  changed: { id: string; fields: string[] }[];
  reordered: boolean;
}

const shown = (value: unknown): string => {
  if (value === undefined) return '(none)';
  const text = canonicalJson(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** The leaves that differ between two values, as `pointer: before → after`. */
function fieldChanges(before: unknown, after: unknown, path: (string | number)[] = []): string[] {
  if (canonicalJson(before) === canonicalJson(after)) return [];
  const bothObjects = before !== null && after !== null && typeof before === 'object' && typeof after === 'object' && !Array.isArray(before) && !Array.isArray(after);
  if (!bothObjects) return [`${pointerOf(path).slice(1)}: ${shown(before)} → ${shown(after)}`];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key) => fieldChanges((before as Entry)[key], (after as Entry)[key], [...path, key]));
}

/** The changes from `before` (null: nothing served yet) to `after`, one per file that changes. */
export function diffCatalogues(before: CatalogueContent | null, after: CatalogueContent): FileChanges[] {
  return (Object.keys(catalogueFiles) as CatalogueFile[]).flatMap((file) => {
    const key = idOf[file];
    const list = (content: CatalogueContent | null) => ((content?.[file] ?? []) as Entry[]).map((entry) => [String(entry[key]), entry] as const);
    const old = new Map(list(before));
    const now = new Map(list(after));
    const added = [...now.keys()].filter((id) => !old.has(id));
    const removed = [...old.keys()].filter((id) => !now.has(id));
    const changed = [...now].flatMap(([id, entry]) => {
      const fields = old.has(id) ? fieldChanges(old.get(id), entry) : [];
      return fields.length > 0 ? [{ id, fields }] : [];
    });
    const kept = (ids: Iterable<string>, other: Map<string, Entry>) => [...ids].filter((id) => other.has(id)).join();
    const reordered = kept(old.keys(), now) !== kept(now.keys(), old);
    return added.length + removed.length + changed.length > 0 || reordered ? [{ file, added, removed, changed, reordered }] : [];
  });
}

/** The changes as the operator reads them; "no change" when there is none. */
export function formatChanges(changes: readonly FileChanges[]): string {
  if (changes.length === 0) return 'no change\n';
  return changes
    .map(({ file, added, removed, changed, reordered }) =>
      [
        file,
        ...added.map((id) => `  + ${id}`),
        ...removed.map((id) => `  - ${id}`),
        ...changed.flatMap(({ id, fields }) => [`  ~ ${id}`, ...fields.map((field) => `      ${field}`)]),
        ...(reordered ? ['  ↕ the order of the entries'] : []),
      ].join('\n'),
    )
    .join('\n')
    .concat('\n');
}
