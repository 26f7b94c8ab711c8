/**
 * A local stand-in for Open Food Facts' product API v2 (tests and the e2e suite point
 * OFF_API_BASE at it): GET /api/v2/product/{code} answers the products it was given as the real
 * API does (200 with status 1, or 404 with status 0), and keeps every request it got.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OffProduct } from '../providers/food-facts/off-product.ts';

export type OffRequest = { path: string; code: string; userAgent: string; fields: string | null };
/** How the fake answers one request: as the real API would, or a failure. */
export type OffMode = 'normal' | 'hang' | 'error';

/** Products as Open Food Facts writes them, for the tests. */
export const OFF_PRODUCTS: Record<string, OffProduct> = {
  // Nutella 400 g (France): kcal given, a 15 g serving, no Spanish name.
  '3017620422003': {
    code: '3017620422003',
    product_name: 'Nutella',
    brands: 'Nutella,Ferrero',
    nutriments: {
      'energy-kcal_100g': 539,
      proteins_100g: 6.3,
      carbohydrates_100g: 57.5,
      fat_100g: 30.9,
      fiber_100g: 0,
    },
    serving_quantity: '15',
    serving_quantity_unit: 'g',
    product_quantity: '400',
    product_quantity_unit: 'g',
    countries_tags: ['en:france', 'en:spain'],
  },
  // Galletas (Peru): the Spanish name first, energy in kJ only.
  '7751271021555': {
    code: '7751271021555',
    product_name: 'Soda crackers',
    product_name_es: 'Galletas de soda',
    brands: 'Field',
    nutriments: { 'energy-kj_100g': 1883, proteins_100g: 9, carbohydrates_100g: 70, fat_100g: 14 },
    serving_quantity: 34,
    product_quantity: 204,
    product_quantity_unit: 'g',
    countries_tags: ['en:peru'],
  },
  // A drink in ml (Coca-Cola 330 ml can).
  '5449000000996': {
    code: '5449000000996',
    product_name_es: 'Coca-Cola',
    brands: 'Coca-Cola',
    nutriments: { 'energy-kcal_100g': 42, proteins_100g: 0, carbohydrates_100g: 10.6, fat_100g: 0 },
    serving_quantity: 330,
    serving_quantity_unit: 'ml',
    product_quantity: 330,
    product_quantity_unit: 'ml',
    countries_tags: ['en:spain', 'en:mexico'],
  },
  // A product without energy: not loggable as it is.
  '8480000123459': {
    code: '8480000123459',
    product_name_es: 'Yogur natural',
    brands: 'Hacendado',
    nutriments: { proteins_100g: 3.5, fat_100g: 3 },
    serving_quantity: 125,
  },
};

export async function startFakeOpenFoodFacts(products: Record<string, OffProduct> = OFF_PRODUCTS) {
  const requests: OffRequest[] = [];
  let mode: OffMode = 'normal';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const code = /^\/api\/v2\/product\/([^/]+)$/.exec(url.pathname)?.[1] ?? '';
    requests.push({
      path: url.pathname,
      code,
      userAgent: req.headers['user-agent'] ?? '',
      fields: url.searchParams.get('fields'),
    });
    if (mode === 'hang') return;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'error') return send(502, { error: 'bad gateway' });
    const product = products[code];
    if (!product) return send(404, { code, status: 0, status_verbose: 'product not found' });
    send(200, { code, status: 1, status_verbose: 'product found', product });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    products,
    setMode(next: OffMode) {
      mode = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenFoodFacts = Awaited<ReturnType<typeof startFakeOpenFoodFacts>>;
