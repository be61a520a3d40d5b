// One place for the product's name and slug, so an operator can rebrand by configuration (brief §1).
export const brand = {
  name: 'うつる',
  slug: 'utsuru',
  titleSuffix: 'うつる 引越し手続き',
  copyrightYear: 2022,
} as const;

export const apiBasePath = `/${brand.slug}-api/v1` as const;

/** `{page}｜うつる 引越し手続き` (spec §1, brief §1). */
export function pageTitle(page: string): string {
  return `${page}｜${brand.titleSuffix}`;
}
