/**
 * The architecture's import rules, checked on every file (part of `npm run lint`). Biome formats
 * and lints; these rules need to know which folder a file and its imports live in, which Biome's
 * noRestrictedImports cannot say without one override per feature. docs/code-rules.md explains
 * each rule. Exits 1 listing every broken rule.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ALLOWED_MODULE_IMPORTS } from '../apps/server/src/modules/allowed-imports.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const CORE = 'packages/core/src';

/** Packages that draw or run a UI: core must stay usable by any client. */
const UI_PACKAGES =
  /^(react|react-dom|lucide-react|@radix-ui\/|@tanstack\/|react-router|chart\.js|react-chartjs-2|driver\.js)/;
const QUERY_CALLS =
  /\b(useQuery|useSuspenseQuery|useInfiniteQuery|useMutation|queryOptions|infiniteQueryOptions)\s*[<(]/;
const ENV_READ = /\bprocess\.env\b|\bimport\.meta\.env\b/;
const ENV_FILES = new Set([`${SERVER}/config.ts`, `${WEB}/config/env.ts`, `${WEB}/vite-env.d.ts`]);

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(path.join(ROOT, dir))) {
    if (name === 'node_modules' || name === 'dist') continue;
    const file = `${dir}/${name}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx)$/.test(name)) yield file;
  }
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes('/test-support/') || file.includes('/testing/');

/** Import specifiers of a file (static, dynamic and re-exports), with their line numbers. */
function importsOf(text: string): { spec: string; line: number }[] {
  const found: { spec: string; line: number }[] = [];
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) {
    found.push({ spec: match[1]!, line: text.slice(0, match.index).split('\n').length });
  }
  return found;
}

/** The repository path an import points at, or null for a package. */
function target(file: string, spec: string): string | null {
  if (spec.startsWith('@/')) return `${WEB}/${spec.slice(2)}`;
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  return null;
}

const featureOf = (p: string) => p.match(/^apps\/web\/src\/features\/([^/]+)/)?.[1];
const moduleOf = (p: string) => p.match(/^apps\/server\/src\/modules\/([^/]+)/)?.[1];

export function check(files: Iterable<string>, read: (file: string) => string): string[] {
  const problems: string[] = [];
  const queryKeys = new Map<string, string>();
  for (const file of files) {
    const text = read(file);
    const at = (line: number, rule: string) => problems.push(`${file}:${line}  ${rule}`);
    for (const { spec, line } of importsOf(text)) {
      const to = target(file, spec);
      if (file.startsWith(`${WEB}/features/`)) {
        const from = featureOf(file);
        const other = to && featureOf(to);
        if (other && other !== from)
          at(line, `feature '${from}' imports feature '${other}': share it through components/, lib/ or app/`);
      }
      if (
        /^apps\/web\/src\/(components|lib|config)\//.test(file) &&
        to &&
        /^apps\/web\/src\/(features|app)\//.test(to)
      ) {
        at(
          line,
          `${file.split('/')[3]}/ imports ${spec}: components/, lib/ and config/ import no feature and nothing from app/`,
        );
      }
      if (file.startsWith(CORE)) {
        if ((to && !to.startsWith('packages/core/')) || spec.startsWith('@nutricoach/') || spec.startsWith('apps/')) {
          at(line, `packages/core imports ${spec}: core imports nothing from apps/`);
        }
        if (!to && UI_PACKAGES.test(spec)) at(line, `packages/core imports the UI package ${spec}`);
      }
      if (/^apps\/server\/src\/(lib|db|providers|catalog)\//.test(file) && to && moduleOf(to)) {
        at(
          line,
          `${file.split('/')[3]}/ imports ${spec}: lib/, db/, providers/ and catalog/ import nothing from modules/`,
        );
      }
      const fromModule = moduleOf(file);
      const toModule = to && moduleOf(to);
      if (fromModule && toModule && fromModule !== toModule && !isTest(file)) {
        if (!ALLOWED_MODULE_IMPORTS[`${fromModule} -> ${toModule}`]) {
          at(
            line,
            `module '${fromModule}' imports module '${toModule}': add the edge with its reason to ${SERVER}/modules/allowed-imports.ts, or move the shared code to lib/`,
          );
        }
      }
    }
    if (isTest(file)) continue;
    if (
      ENV_READ.test(text) &&
      !ENV_FILES.has(file) &&
      (file.startsWith(SERVER) || file.startsWith(WEB) || file.startsWith(CORE))
    ) {
      at(
        text.split('\n').findIndex((l) => ENV_READ.test(l)) + 1,
        "reads the environment: only the server's config.ts and the web's config/env.ts do",
      );
    }
    if (file.startsWith(WEB) && !/^apps\/web\/src\/(features\/[^/]+\/api|lib\/api)\//.test(file)) {
      const lines = text.split('\n');
      const line = lines.findIndex((l) => QUERY_CALLS.test(l) && !/^\s*(\/\/|\*|import)/.test(l));
      if (line >= 0) at(line + 1, "defines a query or mutation: query hooks live in a feature's api/ or in lib/api");
    }
    // A key's prefix: its leading string parts (['food-table'], ['user', 'info']).
    for (const match of text.matchAll(/queryKey:\s*\[((?:\s*'[^']*'\s*,?)+)/g)) {
      if (!file.startsWith(WEB)) continue;
      const prefix = [...match[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('/');
      const line = text.slice(0, match.index).split('\n').length;
      const first = queryKeys.get(prefix);
      if (first && !first.startsWith(`${file}:`))
        at(line, `query key [${prefix}] is also defined at ${first}: define each key once`);
      else if (!first) queryKeys.set(prefix, `${file}:${line}`);
    }
  }
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  const files = [...sourceFiles(WEB), ...sourceFiles(SERVER), ...sourceFiles(CORE)];
  const problems = check(files, (file) => readFileSync(path.join(ROOT, file), 'utf8'));
  if (problems.length) {
    console.error(`Architecture rules broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`architecture rules: ${files.length} files checked, none broken`);
}
