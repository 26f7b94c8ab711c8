/**
 * The API document, checked as a client would use it (issue 32; part of `npm run lint`):
 * 1. the server builds /api/openapi.json (an app on an in-memory PGlite, as the tests do);
 * 2. Redocly lints it with its recommended rules (redocly.yaml; each rule turned off there is
 *    named in docs/api.md with its reason);
 * 3. openapi-typescript generates a TypeScript client from it, and tsc compiles that client with a
 *    few typed calls under `strict` (packages/api-client holds openapi-typescript and the
 *    TypeScript 5 it needs; the compile is ours, TypeScript 7).
 * Exits 1 on the first step that fails, with its output. `--out <dir>` keeps the files there.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp } from '../apps/server/src/test-support/app.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const outArg = process.argv.indexOf('--out');
const dir = outArg > 0 ? path.resolve(process.argv[outArg + 1]!) : mkdtempSync(path.join(tmpdir(), 'nutricoach-api-'));
mkdirSync(dir, { recursive: true });

function run(step: string, command: string, args: string[], cwd = ROOT) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) {
    console.error(`check-api: ${step} failed:\n${output}`);
    process.exit(1);
  }
  console.log(`check-api: ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return output;
}

// 1. The document, as GET /api/openapi.json serves it.
const t = await createTestApp();
const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
await t.close();
if (answer.statusCode !== 200) {
  console.error(`check-api: GET /api/openapi.json answered ${answer.statusCode}`);
  process.exit(1);
}
const documentFile = path.join(dir, 'openapi.json');
writeFileSync(documentFile, answer.body);
const document = JSON.parse(answer.body);
const operations = Object.values(document.paths as Record<string, object>).flatMap((ops) => Object.keys(ops)).length;
console.log(`check-api: /api/openapi.json has ${operations} operations`);

// 2. Redocly's recommended rules (redocly.yaml).
const lint = run('redocly lint', path.join(ROOT, 'node_modules/.bin/redocly'), [
  'lint',
  documentFile,
  '--config',
  path.join(ROOT, 'redocly.yaml'),
  '--format',
  'stylish',
]);
// Stylish lines: 'openapi.json:1:33023  warning  rule-name  text' (errors already failed the step).
if (/\s(warning|error)\s{2,}\S/.test(lint)) {
  console.error(
    `check-api: redocly lint warns (name each kept warning in docs/api.md and turn it off in redocly.yaml):\n${lint}`,
  );
  process.exit(1);
}

// 3. A client generated with openapi-typescript, compiled under strict with a few calls.
const clientFile = path.join(dir, 'nutricoach-api.d.ts');
run('openapi-typescript', path.join(ROOT, 'packages/api-client/node_modules/.bin/openapi-typescript'), [
  documentFile,
  '--output',
  clientFile,
]);
writeFileSync(
  path.join(dir, 'usage.ts'),
  `import type { components, operations, paths } from './nutricoach-api';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<O extends keyof operations, S extends keyof operations[O]['responses']> = Json<operations[O]['responses'][S]>;

// Errors are typed, one schema for all.
const error: components['schemas']['Error'] = { message: 'La fecha no es válida', code: 'VALIDATION_ERROR' };
const failed: Ok<'createNutritionLog', 400> = error;

// A meal is one of two shapes, never both.
const typed: components['schemas']['MealEntry'] = {
  date: '2026-03-14',
  meal_type: 'lunch',
  description: 'Lomo saltado',
  calories: 650,
  protein: 38,
  fat: 24,
  carbs: 70,
};
const withItems: components['schemas']['MealEntry'] = {
  date: '2026-03-14',
  meal_type: 'breakfast',
  items: [{ food_id: 'platano', grams: 120 }],
};
const body: paths['/api/logs/nutrition']['post']['requestBody']['content']['application/json'] = { nutrition_log: typed };

// Answers.
declare const day: Ok<'getDailySummary', 200>;
const calories: number = day.summary.consumed.calories;
const firstMeal: components['schemas']['NutritionLog'] | undefined = day.logs[0];
declare const found: Ok<'searchFoods', 200>;
const food: components['schemas']['Food'] | undefined = found.foods[0];

// Headers and parameters the operations read.
const headers: operations['createNutritionLog']['parameters']['header'] = {
  'X-Time-Zone': 'America/Lima',
  'Idempotency-Key': 'b9d4a1de-3c1f-4a51-9a43-7a3f3a2f8c11',
};
const query: operations['searchFoods']['parameters']['query'] = { q: 'arroz', limit: 20 };
declare const csv: operations['exportUserData']['responses'][200]['content']['text/csv'];
const text: string = csv;

export { body, calories, failed, firstMeal, food, headers, query, text, withItems };
`,
);
writeFileSync(
  path.join(dir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      skipLibCheck: false,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
    },
    files: ['nutricoach-api.d.ts', 'usage.ts'],
  }),
);
run('tsc --strict on the generated client', path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', dir]);
if (outArg < 0) rmSync(dir, { recursive: true, force: true });
console.log('check-api: the document lints clean and its generated client compiles under strict');
