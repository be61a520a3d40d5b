// Fields that show something and hold no value: description, description-box, alert-text,
// link, addressee, and the read-* fields.
import { Link } from 'wouter';
import { valueAt } from '#shared/forms/value-path';
import { visuallyHidden } from '../../styles/visually-hidden.css';
import { useFormUi } from '../form-ui-context';
import { notEntered, readAddress, readDate, readPersonsName, readText } from '#shared/forms/read-values';
import { notice } from '../notice.css';
import * as css from './display-renderers.css';
import type { FieldOf } from '#shared/forms/field-types/field-definitions';
import type { RendererProps } from './renderer-types';

export function DescriptionRenderer({ field }: RendererProps<'description'>) {
  return <p className={css.description}>{field.text}</p>;
}

/**
 * A note introducing the fields after it. Not a named region (WCAG 1.3.1): a region would hold
 * only the note, while the fields it introduces sit outside it; its heading still starts the part.
 */
export function DescriptionBoxRenderer({ field }: RendererProps<'description-box'>) {
  const headingId = `${field.id}-title`;
  return (
    <div className={css.box}>
      {field.title && (
        <h2 id={headingId} className={css.boxTitle}>
          {field.title}
        </h2>
      )}
      <p>{field.text}</p>
    </div>
  );
}

/** Shown when its condition starts to hold, so it is announced (status) or, for errors, alerted. */
export function AlertTextRenderer({ field }: RendererProps<'alert-text'>) {
  return (
    <div role={field.tone === 'error' ? 'alert' : 'status'} className={notice} data-tone={field.tone}>
      <p>{field.text}</p>
    </div>
  );
}

export function LinkRenderer({ field }: RendererProps<'link'>) {
  if (!field.external) {
    return (
      <p className={css.description}>
        <Link href={field.href}>{field.label}</Link>
      </p>
    );
  }
  return (
    <p className={css.description}>
      <a href={field.href} target="_blank" rel="noopener noreferrer">
        {field.label}
        <span className={visuallyHidden}>（別ウィンドウで開きます）</span>
      </a>
    </p>
  );
}

function ReadRow({ label, value }: { label: string; value: string }) {
  return (
    <dl className={css.readList}>
      <dt className={css.readLabel}>{label}</dt>
      <dd className={css.readValue}>{value}</dd>
    </dl>
  );
}

export function AddresseeRenderer({ field }: RendererProps<'addressee'>) {
  const { addressees } = useFormUi();
  return <ReadRow label={field.label} value={addressees[field.recipient] ?? notEntered} />;
}

/** A read-* renderer: the value at the field's source, as `format` words it. */
type ReadField = FieldOf<'read-text' | 'read-date' | 'read-persons-name' | 'read-address'>;

function readRenderer(format: (value: unknown) => string) {
  return function ReadRenderer({ field }: { field: ReadField }) {
    const { readSources } = useFormUi();
    return <ReadRow label={field.label} value={format(valueAt(readSources, field.source))} />;
  };
}

export const ReadTextRenderer = readRenderer(readText);
export const ReadDateRenderer = readRenderer(readDate);
export const ReadPersonsNameRenderer = readRenderer(readPersonsName);
export const ReadAddressRenderer = readRenderer(readAddress);
