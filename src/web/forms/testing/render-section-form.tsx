// Renders a SectionForm in the DOM test environment (happy-dom): a form definition with the
// values it opens with, its own page-error store, and a save that records what it was given.
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { FormDefinition } from '#shared/forms/form-definition';
import { createKeyValueStore } from '../../stores/create-store';
import { unavailableCatalogue, type AddressCatalogue } from '../address/address-catalogue';
import { formValuesOf, type FormValues } from '../form-values';
import { SectionForm, type SaveOutcome, type SectionFormProps } from '../section-form';

export interface RenderedSectionForm extends RenderResult {
  user: UserEvent;
  save: Mock<(values: FormValues) => Promise<SaveOutcome>>;
}

export function renderSectionForm(
  definition: FormDefinition<unknown>,
  options: { values?: unknown; catalogue?: AddressCatalogue } & Partial<Pick<SectionFormProps, 'today' | 'ui' | 'checkOnOpen' | 'crossSectionErrors'>> = {},
): RenderedSectionForm {
  const { values, catalogue = unavailableCatalogue, ...props } = options;
  const save = vi.fn((_values: FormValues): Promise<SaveOutcome> => Promise.resolve({ kind: 'saved' }));
  const { hook } = memoryLocation({ path: '/section' });
  const rendered = render(
    <Router hook={hook}>
      <SectionForm
        definition={definition}
        defaultValues={formValuesOf(definition.fields, values)}
        title={definition.title}
        catalogue={catalogue}
        save={save}
        errorStore={createKeyValueStore<string>()}
        {...props}
      />
    </Router>,
  );
  return { ...rendered, user: userEvent.setup(), save };
}
