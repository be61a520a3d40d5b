import { describe, expect, it } from 'vitest';
import { inputStatus } from '#shared/forms/input-status';
import { canonicalJson, confirmedDocument, documentDigest } from './canonical-document';
import { completeAttributes } from './testing/complete-draft';
import { shippedProcedures } from '#shared/procedures';

describe('the canonical document', () => {
  it('holds only what is submitted, with the municipality applications and businesses in their sort order', () => {
    const document = confirmedDocument(completeAttributes(), shippedProcedures);
    expect(document).not.toBeNull();
    expect(Object.keys(document ?? {}).sort()).toEqual(
      ['applicant', 'business_applications', 'moving', 'municipality_applications', 'phase', 'possibility', 'procedures'].sort(),
    );
    expect(document?.municipality_applications.map((entry) => entry.procedure)).toEqual(['move_out', 'move_in']);
    expect(document?.business_applications.map((entry) => entry.business_id)).toEqual(['hikari-denryoku', 'sakura-gas']);
    for (const entry of [...(document?.municipality_applications ?? []), ...(document?.business_applications ?? [])]) {
      expect(entry).not.toHaveProperty('status');
      expect(entry).not.toHaveProperty('sort');
    }
    expect(canonicalJson(document)).not.toMatch(/updated_at|return_to|active_form/);
    expect(document?.possibility).toEqual({ moving: completeAttributes().possibility.moving, possible_statuses: completeAttributes().possibility.possible_statuses });
  });

  it('signs only what each form asks: a date kept from before a business\'s direction changed is null', () => {
    const attributes = completeAttributes();
    const [electricity, gas] = attributes.businesses.applications;
    if (!electricity?.values || !gas) throw new Error('the complete draft has two businesses with values');
    expect(electricity.values.stop_date).not.toBeNull();
    // The move changed: ひかり電力 now serves only the new address, but the old stop date is still stored.
    const moved = { ...attributes, businesses: { ...attributes.businesses, applications: [{ ...electricity, serves: 'new_address' as const }, gas] } };
    const signed = confirmedDocument(moved, shippedProcedures)?.business_applications.find((entry) => entry.business_id === electricity.business_id);
    expect(signed?.values?.stop_date).toBeNull();
    expect(signed?.values?.start_date).toEqual(electricity.values.start_date);
    expect(electricity.values.stop_date).not.toBeNull(); // the draft itself is untouched
  });

  it('does not exist until steps 1 and 2 are complete (spec §4)', () => {
    const attributes = completeAttributes();
    expect(confirmedDocument({ ...attributes, procedures: { ...attributes.procedures, status: inputStatus.error } }, shippedProcedures)).toBeNull();
    expect(confirmedDocument({ ...attributes, possibility: { ...attributes.possibility, status: inputStatus.none } }, shippedProcedures)).toBeNull();
    expect(confirmedDocument({ ...attributes, businesses: { ...attributes.businesses, status: inputStatus.notEdited } }, shippedProcedures)).toBeNull();
  });

  it('serialises with sorted keys and no whitespace, so the same answers give the same bytes', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 'い', x: null }, 2], c: undefined })).toBe('{"a":[{"x":null,"y":"い"},2],"b":1}');
    const attributes = completeAttributes();
    const reordered = { ...attributes, applicant: { values: attributes.applicant.values, active_form: attributes.applicant.active_form, status: attributes.applicant.status } };
    const shuffledValues = Object.fromEntries(Object.entries(attributes.moving.values ?? {}).reverse());
    const moving = { ...attributes.moving, values: shuffledValues as typeof attributes.moving.values };
    const a = confirmedDocument(attributes, shippedProcedures);
    const b = confirmedDocument({ ...reordered, moving }, shippedProcedures);
    expect(a && b && documentDigest(a)).toBe(a && b && documentDigest(b));
  });

  it('digests as base64url SHA-256 (43 characters) that changes with any answer', () => {
    const document = confirmedDocument(completeAttributes(), shippedProcedures);
    if (!document) throw new Error('incomplete fixture');
    const digest = documentDigest(document);
    expect(digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(documentDigest({ ...document, applicant: { ...document.applicant, phone: '090-1234-5679' } })).not.toBe(digest);
    const swapped = { ...document, municipality_applications: [...document.municipality_applications].reverse() };
    expect(documentDigest(swapped)).not.toBe(digest);
  });
});
