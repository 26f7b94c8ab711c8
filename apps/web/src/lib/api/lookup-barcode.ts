/**
 * GET /foods/barcode/:code (issue 30): a packaged product by its barcode, for 'Escanear código' in
 * 'Añadir comida' and 'Crear receta'. A code no one can log answers what is known of it (the
 * prefill for 'Crear alimento').
 */
import type { BarcodePrefill, BarcodeResponse } from '@nutricoach/core/contract/barcode';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { foodsQueryKey } from './search-foods';

export type BarcodeLookup =
  | { found: true; food: SearchedFood }
  /** Unknown, or a product without its energy: the way forward in `message`, and what is known. */
  | { found: false; message: string; prefill: BarcodePrefill };

export async function lookupBarcode({ code, signal }: { code: string; signal?: AbortSignal }): Promise<BarcodeLookup> {
  try {
    const { food } = await api.get<BarcodeResponse>(`/foods/barcode/${encodeURIComponent(code)}`, { signal });
    return { found: true, food };
  } catch (error) {
    const prefill = error instanceof ApiError && error.status === 404 ? error.body?.prefill : undefined;
    if (prefill && typeof prefill === 'object')
      return { found: false, message: (error as ApiError).message, prefill: prefill as BarcodePrefill };
    throw error;
  }
}

/** Under the foods' root: creating an own food for a code refreshes what its scan answers. */
export function lookupBarcodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...foodsQueryKey, 'barcode', code],
    queryFn: ({ signal }) => lookupBarcode({ code, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A function that looks a code up (a scan is an event, not a screen's data): cached per code. */
export function useLookupBarcode() {
  const queryClient = useQueryClient();
  return (code: string) => queryClient.fetchQuery(lookupBarcodeQueryOptions(code));
}
