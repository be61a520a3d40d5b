// Spec §3's applicability status of a procedure.

export const applicability = {
  unset: 0,
  applicable: 1,
  notApplicable: 2,
} as const;

export type Applicability = (typeof applicability)[keyof typeof applicability];

/** What the resident reads for a procedure's applicability; unset shows nothing. */
export const applicabilityLabel: Record<Applicability, string | null> = {
  0: null,
  1: 'オンラインで手続きできます',
  2: 'オンラインでは手続きできません。窓口でお手続きください。',
};
