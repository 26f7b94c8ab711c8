import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { barcodeParams, barcodeResponse } from '@nutricoach/core/contract/barcode';
import { type BarcodeDeps, productByBarcode } from './service.ts';

export const barcodeRoutes: FastifyPluginAsyncZod<BarcodeDeps> = async (app, deps) => {
  app.get('/foods/barcode/:code', { schema: { params: barcodeParams, response: { 200: barcodeResponse } } }, (req) =>
    productByBarcode(deps, req.user.id, req.params.code),
  );
};
