// Renders fields to static HTML (react-dom/server: the repo has no DOM for tests) inside a real
// react-hook-form, and reads elements of the markup back by id, for tests of the field anatomy.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm } from 'react-hook-form';
import type { FieldDefinition } from '#shared/forms/field-types/field-definitions';
import { defaultFormUi, FormUiContext, type FormUi } from '../form-ui-context';
import { formValuesOf, type FormValues } from '../form-values';
import { FieldList } from '../renderers/field-list';

function Harness({ fields, values, ui }: { fields: readonly FieldDefinition[]; values: FormValues; ui: FormUi }) {
  const form = useForm({ defaultValues: values });
  return h(FormProvider, { ...form, children: h(FormUiContext, { value: ui }, h(FieldList, { fields })) });
}

export function renderFields(fields: readonly FieldDefinition[], options: { values?: unknown; ui?: Partial<FormUi> } = {}): string {
  const values = formValuesOf(fields, options.values);
  return renderToStaticMarkup(h(Harness, { fields, values, ui: { ...defaultFormUi, ...options.ui } }));
}

export interface MarkupElement {
  tag: string;
  attributes: Record<string, string>;
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function elementsOf(html: string): MarkupElement[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    tag: match[1] ?? '',
    attributes: Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((a) => [(a[1] ?? '').toLowerCase(), decode(a[2] ?? '')])),
  }));
}

export function elementById(html: string, id: string): MarkupElement | undefined {
  return elementsOf(html).find((element) => element.attributes.id === id);
}

export function elementsByTag(html: string, tag: string): MarkupElement[] {
  return elementsOf(html).filter((element) => element.tag === tag);
}

/** The text inside the element with `id` (its first closing tag of the same name; no nesting of that tag). */
export function textById(html: string, id: string): string | undefined {
  const match = new RegExp(`<([a-z][a-z0-9]*)[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? decode((match[2] ?? '').replace(/<[^>]+>/g, '')) : undefined;
}

/** All the text of the markup, tags removed. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
}
