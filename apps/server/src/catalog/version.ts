/** Bump whenever foods, plates, dishes or diet rules change, so the seed knows to re-import the catalog. */
export const CATALOG_VERSION = 12;
