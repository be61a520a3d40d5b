// Errors of a small form built by hand (not a section form): the top page's campaign code,
// /after/checkinformation's question. As in the section forms, each field's error text is in
// the page-error store by field path (cleared with the page on a route change, spec §2), the
// summary lists them linking to each field and takes focus once per submit that found errors,
// and the page's title reads 「エラー：…」 (brief §7, `titleWithErrors`).
import { useEffect, useRef, useState } from 'react';
import { fieldIdOf } from '#shared/forms/field-ids';
import { pageErrorStore } from '../stores/client-stores';
import type { KeyValueStore } from '../stores/create-store';
import { useStore } from '../stores/use-store';
import type { SummaryItem } from './field-error-map';

export interface PageField {
  path: string;
  /** The field's name in the summary. */
  label: string;
  /** The element the summary's link focuses (the input; a radio group's first choice). */
  focusId?: string;
}

/** The document title while the page shows errors. */
export const titleWithErrors = (title: string, errors: Readonly<Record<string, string>>): string =>
  Object.keys(errors).length > 0 ? `エラー：${title}` : title;

export function usePageErrors(fields: readonly PageField[], store: KeyValueStore<string> = pageErrorStore) {
  const errors = useStore(store);
  const summaryRef = useRef<HTMLElement>(null);
  const [submitted, setSubmitted] = useState<object | null>(null);
  const summary: SummaryItem[] = fields.flatMap((field) => {
    const message = errors[field.path];
    return message === undefined ? [] : [{ message, target: { path: field.path, label: field.label, focusId: field.focusId ?? fieldIdOf(field.path) } }];
  });
  useEffect(() => {
    if (submitted) summaryRef.current?.focus();
  }, [submitted]);

  return {
    errors,
    summary,
    summaryRef,
    /** After a submit: the errors found by field path (none clears them). */
    show(found: Readonly<Record<string, string>>) {
      const paths = new Set(fields.map((field) => field.path));
      store.set(Object.fromEntries(Object.entries(found).filter(([path]) => paths.has(path))));
      setSubmitted(Object.keys(found).length > 0 ? {} : null);
    },
  };
}
