// Where the catalogue (issue 30) is read from when CATALOGUE_DIR names no directory: the seed
// files next to this module, the development default. Named once, in exactly this form, because
// the release build rewrites `new URL('./…', import.meta.url)` to a path beside its bundle.
export const defaultCatalogueDir = new URL('./seed/', import.meta.url);
