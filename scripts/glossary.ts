/**
 * docs/glossary.md's words we do not write, and where they would show: the texts of the web app
 * and the Spanish messages of the server, the coach and core. Read by scripts/glossary.test.ts and
 * by the browser walk of every screen (apps/web/e2e/no-sideways-scroll.e2e.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { tokenizer } from 'acorn';
import { transformSync } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The first column of docs/glossary.md's 'Words we do not write' table. */
export function avoidedWords(markdown = readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8')): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Words we do not write'));
  if (!section) throw new Error("docs/glossary.md has no 'Words we do not write' section");
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| we do not write'))
    .map((line) => line.split('|')[1]!.trim())
    .filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A word as a whole word, in any case: 'Mix' in 'Mix de nueces', not in 'mix-frutos-secos' (an id)
 * nor 'mixto'.
 */
export function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(word)}(?![\\p{L}\\p{N}_-])`, 'iu');
}

/** Which of `words` a text contains. */
export function wordsIn(text: string, words: readonly string[]): string[] {
  return words.filter((word) => wordPattern(word).test(text));
}

/**
 * The strings a source file may show a person: its string and template literals and its JSX text
 * (compiled by esbuild, so that comments and types are gone and JSX text is a string), read with
 * acorn's tokenizer. Left out: strings without a space, a capital or a letter outside ASCII, which
 * are keys, ids and class names ('carbs', 'mix-frutos-secos'), and search aliases, which are what
 * people type, not what the app writes.
 */
export function shownStrings(source: string, file: string): string[] {
  const { code } = transformSync(source, {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'transform',
    legalComments: 'none',
    target: 'es2022',
  });
  const strings: string[] = [];
  let previous = '';
  // The last four tokens: `sql.raw(` before a template makes it a query too.
  let recent: string[] = [];
  let aliasDepth = 0;
  // Open template literals and the \${…} inside them: an SQL template's text is a query, not Spanish.
  const frames: ({ kind: 'template'; sql: boolean } | { kind: 'expr'; braces: number })[] = [];
  const inSql = () => frames.some((f) => f.kind === 'template' && f.sql);
  for (const token of tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module' })) {
    const label = token.type.label;
    // acorn's types leave out a token's value, which its tokenizer gives (a string's text, a name).
    const value: unknown = (token as { value?: unknown }).value;
    const top = frames.at(-1);
    if (label === '`') {
      if (top?.kind === 'template') frames.pop();
      else frames.push({ kind: 'template', sql: previous === 'sql' || recent.join(' ') === 'sql . raw (' });
    } else if (label === '${') frames.push({ kind: 'expr', braces: 0 });
    else if (top?.kind === 'expr' && label === '{') top.braces += 1;
    else if (top?.kind === 'expr' && label === '}') {
      if (top.braces === 0) frames.pop();
      else top.braces -= 1;
    }
    if (aliasDepth > 0) {
      if (label === '[') aliasDepth += 1;
      else if (label === ']') aliasDepth -= 1;
      continue;
    }
    if (label === '[' && previous === 'aliases:') {
      aliasDepth = 1;
      continue;
    }
    previous = label === ':' && previous === 'aliases' ? 'aliases:' : label === 'name' ? String(value) : label;
    recent = [...recent.slice(-3), previous];
    if ((label === 'string' || label === 'template') && typeof value === 'string' && !inSql()) {
      const text = value;
      if (/\s/.test(text) || /[^\p{ASCII}]/u.test(text) || /^[A-Z][a-z]/.test(text)) strings.push(text);
    }
  }
  return strings;
}

/** Files no person reads from: the catalog's own checks, printed to developers in English. */
const NOT_SHOWN = new Set([
  'apps/server/src/catalog/plate-rules.ts',
  // USDA's English descriptions of the FNDDS foods the dishes use: data for docs/dishes.md.
  'apps/server/src/catalog/dishes/fndds-snapshot.ts',
]);

/** The source files whose strings a person may read: the web app, core, and the server (not tests, tools or fixtures). */
export function shownSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (!['node_modules', 'dist', 'scripts', 'testing', 'test-support'].includes(entry)) walk(full);
      } else if (/\.tsx?$/.test(entry) && !/\.(test|test-support|corpus|d)\.tsx?$/.test(entry)) {
        const file = path.relative(ROOT, full);
        if (!NOT_SHOWN.has(file)) files.push(file);
      }
    }
  };
  for (const dir of ['apps/web/src', 'packages/core/src', 'apps/server/src']) walk(path.join(ROOT, dir));
  return files.sort();
}

/** Each shown string with an avoided word: 'file: «text» (word)'. */
export function avoidedWordsInSources(words = avoidedWords()): string[] {
  const found: string[] = [];
  // Only a file that has one of the words somewhere is compiled and read.
  const anywhere = new RegExp(words.map(escapeRegExp).join('|'), 'iu');
  for (const file of shownSourceFiles()) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (!anywhere.test(source)) continue;
    for (const text of shownStrings(source, file)) {
      const hit = wordsIn(text, words);
      if (hit.length) found.push(`${file}: «${text.slice(0, 80)}» (${hit.join(', ')})`);
    }
  }
  return found;
}
