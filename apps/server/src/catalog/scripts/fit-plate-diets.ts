/**
 * Authoring aid for plates: prints calorie-range problems and the diet x meal-type counts; with
 * --fix it rewrites each plate's `diets: [...]` line to the listed diets the plate really fits.
 *
 *   node --import tsx apps/server/src/catalog/scripts/fit-plate-diets.ts [--fix]
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALORIE_RANGES, plateDietProblems, plateNutrition } from '../plate-rules.ts';
import { PLATES } from '../plates.ts';
import { DIET_IDS, MEAL_TYPES } from '../types.ts';

const fix = process.argv.includes('--fix');
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../plates');

const fitting = new Map<string, string[]>();
for (const plate of PLATES) {
  const n = plateNutrition(plate);
  const [min, max] = CALORIE_RANGES[plate.meal_type];
  if (n.calories < min || n.calories > max) console.log(`kcal ${plate.id}: ${n.calories} not in ${min}-${max}`);
  const keep = plate.diets.filter((d) => plateDietProblems(plate, d).length === 0);
  if (keep.length === 0)
    console.log(`no diet fits ${plate.id}: ${plateDietProblems(plate, plate.diets[0]).join('; ')}`);
  fitting.set(plate.id, keep);
}

console.log(`\n${PLATES.length} plates\n${'diet'.padEnd(22)}${MEAL_TYPES.map((m) => m.padStart(10)).join('')}`);
for (const diet of DIET_IDS) {
  const counts = MEAL_TYPES.map(
    (m) => PLATES.filter((p) => p.meal_type === m && fitting.get(p.id)!.includes(diet)).length,
  );
  console.log(`${diet.padEnd(22)}${counts.map((c) => String(c).padStart(10)).join('')}`);
}

if (fix) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'define.ts')) {
    const full = path.join(dir, file);
    let currentId: string | null = null;
    const out = readFileSync(full, 'utf8')
      .split('\n')
      .map((line) => {
        const id = line.match(/\bid: '([^']+)'/);
        if (id) currentId = id[1];
        if (currentId && /^\s*diets: /.test(line) && fitting.has(currentId)) {
          const indent = line.match(/^\s*/)![0];
          const list = fitting
            .get(currentId)!
            .map((d) => `'${d}'`)
            .join(', ');
          return `${indent}diets: [${list}],`;
        }
        return line;
      });
    writeFileSync(full, out.join('\n'));
  }
  console.log('\nrewrote diets lines');
}
