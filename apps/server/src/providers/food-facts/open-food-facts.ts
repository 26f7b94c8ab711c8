/**
 * Open Food Facts' product API over HTTP (v2: GET /api/v2/product/{code}), from OFF_API_BASE (tests
 * run a local fake). It asks only for the fields we read, names the app and a contact in its
 * User-Agent as Open Food Facts asks, and gives up after the configured timeout (3 s).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FoodFactsConfig } from '../../config.ts';
import { OFF_FIELDS, type OffProduct } from './off-product.ts';
import { type FoodFactsAnswer, type FoodFactsProvider, FoodFactsUnavailable } from './types.ts';

export function openFoodFacts(config: FoodFactsConfig, log: FastifyBaseLogger): FoodFactsProvider {
  return {
    async product(code: string): Promise<FoodFactsAnswer> {
      const url = `${config.apiBase}/api/v2/product/${encodeURIComponent(code)}?fields=${OFF_FIELDS.join(',')}`;
      const started = Date.now();
      let res: Response;
      let body: unknown;
      try {
        res = await fetch(url, {
          headers: { 'user-agent': config.userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        body = res.status === 404 || res.ok ? await res.json().catch(() => undefined) : undefined;
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        const cause = err instanceof Error ? ((err.cause as { code?: string } | undefined)?.code ?? err.message) : '';
        const reason = timedOut ? `no answer within ${config.timeoutMs} ms` : `unreachable (${cause})`;
        log.warn({ provider: 'open_food_facts', code }, `open food facts: ${reason}`);
        throw new FoodFactsUnavailable(reason);
      }
      const answer = body as { status?: unknown; product?: unknown } | undefined;
      log.info(
        { provider: 'open_food_facts', code, status: res.status, ms: Date.now() - started },
        'open food facts: product asked',
      );
      // v2 answers an unknown code with 404 and { status: 0, status_verbose: 'product not found' }.
      if (res.status === 404 || (res.ok && answer?.status === 0)) return { found: false };
      if (res.ok && answer?.product && typeof answer.product === 'object')
        return { found: true, product: answer.product as OffProduct };
      log.warn({ provider: 'open_food_facts', code, status: res.status }, 'open food facts: unexpected answer');
      throw new FoodFactsUnavailable(`answered ${res.status}`);
    },
  };
}
