// The confirmed application as one canonical document (brief §4): what is submitted, and what the
// resident signs as its recipients' parts (recipient-parts.ts, selective-disclosure.ts). Only the
// submitted content is in it (no input statuses, timestamps or resume point), lists in their
// display order, and it is serialised with sorted keys, so the same answers always give the same
// bytes and the same digest. Each flow freezes its own document from its draft (src/server/flows);
// the shapes are here, since deliveries and listings read them all.
import { createHash } from 'node:crypto';
import type { components } from '#shared/api/schema';
import type { flows } from '#shared/flows';
import { askedValuesOf } from '#shared/forms/contract-values';
import type { ProcedureRegistry } from '#shared/procedures';

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

/** The submitted normal application an addition (phase 2) belongs to (decision 020). */
export interface AdditionOrigin {
  application_id: string;
  reception_number: string;
}

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
export function confirmedBusinessApplications(businesses: { applications: readonly Schemas['BusinessApplication'][] }, registry: ProcedureRegistry): ConfirmedBusinessApplication[] {
  return [...businesses.applications]
    .sort((x, y) => x.sort - y.sort)
    .map(({ status: _status, sort: _sort, ...entry }) => ({ ...entry, values: entry.values && askedValuesOf(registry.lifelineFormOf(entry.category, entry.serves), entry.values) }));
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
