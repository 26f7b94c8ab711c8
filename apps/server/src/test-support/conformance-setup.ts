/**
 * vitest setup of the server project: a test whose app answered something the document does not
 * allow fails (test-support/conformance.ts records each mismatch; this reports them after the test).
 */
import { appendFileSync } from 'node:fs';
import { afterAll, afterEach } from 'vitest';
import { takeConformanceProblems } from './conformance.ts';

function failOnMismatches(when: string) {
  const problems = takeConformanceProblems();
  if (problems.length === 0) return;
  // CONFORMANCE_LOG=file: the mismatches are written there instead (to list them all at once).
  if (process.env.CONFORMANCE_LOG) return appendFileSync(process.env.CONFORMANCE_LOG, `${problems.join('\n')}\n`);
  const shown = problems.slice(0, 8).join('\n  ');
  const more = problems.length > 8 ? `\n  … and ${problems.length - 8} more` : '';
  throw new Error(
    `${problems.length} answer(s) ${when} do not match /api/openapi.json (lib/route-summaries.ts, lib/openapi.ts):\n  ${shown}${more}`,
  );
}

afterEach(() => failOnMismatches('of this test'));
afterAll(() => failOnMismatches('of this file outside its tests (beforeAll, afterAll)'));
