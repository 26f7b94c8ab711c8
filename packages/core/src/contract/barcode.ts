/** GET /foods/barcode/:code (issue 30): a packaged product by its barcode; rules in docs/barcodes.md. */
import { z } from 'zod';
import { searchedFood } from './foods.ts';

export const barcodeParams = z.object({
  code: z
    .string({ error: 'Escribe los números del código de barras' })
    .max(32, { error: 'Un código de barras tiene 8, 12 o 13 números' }),
});

/** A product found: in the food search's shape, nutrients per 100 g, its serving and whole package as portions. */
export const barcodeResponse = z.object({ food: searchedFood });
export type BarcodeResponse = z.infer<typeof barcodeResponse>;

/**
 * What is known of a code no one can log as it is (unknown, or a product without its energy per
 * 100 g): the app opens 'Crear alimento' filled with it. Figures per 100 g.
 */
export const barcodePrefill = z.object({
  barcode: z.string(),
  name: z.string().optional(),
  brand: z.string().optional(),
  calories: z.number().optional(),
  protein: z.number().optional(),
  carbs: z.number().optional(),
  fat: z.number().optional(),
  fiber: z.number().optional(),
  serving_grams: z.number().optional(),
});
export type BarcodePrefill = z.infer<typeof barcodePrefill>;

/** The 404's body: the Spanish way forward and the prefill. */
export const barcodeNotFound = z.object({
  message: z.string(),
  code: z.enum(['BARCODE_NOT_FOUND', 'PRODUCT_INCOMPLETE']),
  prefill: barcodePrefill,
});
export type BarcodeNotFound = z.infer<typeof barcodeNotFound>;
