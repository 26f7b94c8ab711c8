/** Open Food Facts' product API, as the barcode lookup sees it (issue 30). */
import type { OffProduct } from './off-product.ts';

/** Found (its product as Open Food Facts wrote it), or not known to Open Food Facts. */
export type FoodFactsAnswer = { found: true; product: OffProduct } | { found: false };

export interface FoodFactsProvider {
  /** The product of a canonical code; rejects with FoodFactsUnavailable when it cannot answer. */
  product(code: string): Promise<FoodFactsAnswer>;
}

/** Open Food Facts did not answer in time, could not be reached, or answered with an error. */
export class FoodFactsUnavailable extends Error {}
