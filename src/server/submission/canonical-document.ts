// The confirmed application as one canonical document (brief §4): what the resident signs and
// what is submitted. Only the submitted content is in it (no input statuses, timestamps or resume
// point), lists in their display order, and it is serialised with sorted keys, so the same
// answers always give the same bytes and the same digest.
import { createHash } from 'node:crypto';
import type { components } from '#shared/api/schema';
import { flows } from '#shared/flows';
import { readyToConfirm, sortedMunicipalityApplications } from '#shared/domain/completion';
import { askedValuesOf } from '#shared/forms/contract-values';
import { lifelineFormOf } from '#shared/forms/definitions/lifeline-forms';
import type { ProcedureRegistry } from '#shared/procedures';
import { additionComplete } from '../drafts/addition-draft';
import type { AdditionOrigin, SessionAttributes, StoredDraft } from '../drafts/session-data';

type Schemas = components['schemas'];

export interface ApplicationDocument {
  phase: typeof flows.normal.phase;
  applicant: Schemas['ApplicantValues'];
  moving: Schemas['MovingValues'];
  procedures: Schemas['ProceduresValues'];
  possibility: Pick<Schemas['PossibilitySection'], 'moving' | 'possible_statuses'>;
  municipality_applications: Omit<Schemas['MunicipalityApplication'], 'status' | 'sort'>[];
  business_applications: ConfirmedBusinessApplication[];
}

type ConfirmedBusinessApplication = Omit<Schemas['BusinessApplication'], 'status' | 'sort'>;

/**
 * An addition (phase 2, decision 020), not signed: the applicant, the move as the original
 * application submitted it (the businesses' messages name the addresses and dates), the added
 * businesses and the application it belongs to.
 */
export interface AdditionDocument {
  phase: typeof flows.addition.phase;
  addition_to: AdditionOrigin;
  applicant: Schemas['ApplicantValues'];
  moving: Schemas['MovingValues'];
  business_applications: ConfirmedBusinessApplication[];
}

/** Only what each business's form asks is submitted: a value kept from an earlier form is not an answer. */
function confirmedBusinessApplications(businesses: SessionAttributes['businesses']): ConfirmedBusinessApplication[] {
  return [...businesses.applications]
    .sort((x, y) => x.sort - y.sort)
    .map(({ status: _status, sort: _sort, ...entry }) => ({ ...entry, values: entry.values && askedValuesOf(lifelineFormOf(entry.category, entry.serves), entry.values) }));
}

/** The addition to submit, or null while it is not complete (or the draft is not an addition's). */
export function confirmedAddition(draft: StoredDraft): AdditionDocument | null {
  const { attributes } = draft.session;
  if (!draft.addition_to || !additionComplete(attributes) || !attributes.applicant.values || !attributes.moving.values) return null;
  return {
    phase: flows.addition.phase,
    addition_to: draft.addition_to,
    applicant: attributes.applicant.values,
    moving: attributes.moving.values,
    business_applications: confirmedBusinessApplications(attributes.businesses),
  };
}

/** The document to sign, or null while spec §4's steps 1 and 2 are not both complete. */
export function confirmedDocument(attributes: SessionAttributes, registry: ProcedureRegistry): ApplicationDocument | null {
  const { applicant, moving, procedures, possibility, businesses } = attributes;
  if (!readyToConfirm(attributes) || !applicant.values || !moving.values || !procedures.values) return null;
  return {
    phase: flows.normal.phase,
    applicant: applicant.values,
    moving: moving.values,
    procedures: procedures.values,
    possibility: { moving: possibility.moving, possible_statuses: possibility.possible_statuses },
    // Only what each entry's form asks is signed: a value kept from an earlier form is not an answer.
    municipality_applications: sortedMunicipalityApplications(attributes).map(({ status: _status, sort: _sort, ...entry }) => ({
      ...entry,
      values: entry.values && askedValuesOf(registry.municipalityFormOf(entry.procedure), entry.values),
    })),
    business_applications: confirmedBusinessApplications(businesses),
  };
}

/** JSON with every object's keys sorted by UTF-16 code units and no whitespace (RFC 8785, for the strings and integers a draft holds). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Base64url SHA-256 of the canonical JSON, without padding: 43 characters. */
export function documentDigest(document: unknown): string {
  return createHash('sha256').update(canonicalJson(document), 'utf8').digest('base64url');
}
