/**
 * npm run bench:strict-plan — the weekly plan generator over many random profiles on the real
 * catalog: share of days on target (overall, per diet and by cause), allergy violations, most
 * repeats of a plate, relaxations, generation time.
 *
 *   PROFILES=1000 node --import tsx scripts/bench-strict-plan.ts
 */
import { loadavg } from 'node:os';
import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import { DIET_TYPES, type DietType } from '@nutricoach/core/constants/diets';
import { BUDGET_LEVELS, EATING_STYLES } from '@nutricoach/core/constants/onboarding';
import { PLAN_MEALS } from '@nutricoach/core/constants/strict-plan';
import { foodIsExcluded } from '@nutricoach/core/rules/strict-plan/eligibility';
import { strictPlanGenerator } from '@nutricoach/core/rules/strict-plan/generator';
import { seededRandom } from '@nutricoach/core/rules/strict-plan/random';
import type { PlanInput } from '@nutricoach/core/rules/strict-plan/types';
import { macroGrams } from '@nutricoach/core/rules/targets';
import { planPlates } from '../apps/server/src/modules/strict-plan/plan-plates.ts';

const PROFILES = Number(process.env.PROFILES ?? 1000);
const plates = planPlates();
const byId = new Map(plates.map((p) => [p.id, p]));
const foodIds = [...new Set(plates.flatMap((p) => p.ingredients.map((i) => i.food.id)))].sort();
// Two streams: the profile's shape does not depend on how many foods the catalog has, so the same
// 1,000 people are planned before and after a catalog change.
const random = seededRandom(2026);
const foodRandom = seededRandom(7);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const some = <T>(list: readonly T[], max: number, r = random) => list.filter(() => r() < max / list.length);

const KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;
type Key = (typeof KEYS)[number];

interface Tally {
  days: number;
  onAll: number;
  /** Days off in this nutrient, split by direction. */
  under: Record<Key, number>;
  over: Record<Key, number>;
  emptyMeals: number;
  times: number[];
  /** CPU time of the generator call: steadier than wall time on a loaded machine. */
  cpu: number[];
}
const newTally = (): Tally => ({
  days: 0,
  onAll: 0,
  under: { calories: 0, protein: 0, carbs: 0, fat: 0 },
  over: { calories: 0, protein: 0, carbs: 0, fat: 0 },
  emptyMeals: 0,
  times: [],
  cpu: [],
});
const total = newTally();
const byDiet = new Map<DietType, Tally>(DIET_TYPES.map((d) => [d, newTally()]));
/** Profiles by restriction (an allergy or an eating style), over all diets and per diet. */
const byRestriction = new Map<string, Tally>();
const byDietRestriction = new Map<string, Tally>();
const tally = (map: Map<string, Tally>, key: string) => map.get(key) ?? map.set(key, newTally()).get(key)!;
const onMacro: Record<Key, number> = { calories: 0, protein: 0, carbs: 0, fat: 0 };
let violations = 0;
let maxRepeat = 0;
const relaxations = new Map<string, number>();
/** The slowest profiles (CPU time), to know what to profile. */
const slowest: { cpu: number; what: string }[] = [];
const relaxByDiet = new Map<string, Map<string, number>>();

for (let n = 0; n < PROFILES; n++) {
  const diet = pick(DIET_TYPES);
  const calories = 1200 + Math.floor(random() * 2000);
  const allergies = some(['dairy', 'gluten', 'shellfish', 'nuts', 'egg'], 1);
  const eatingStyle = random() < 0.8 ? 'none' : pick(EATING_STYLES);
  const budgetLevel = pick(BUDGET_LEVELS);
  const input: PlanInput = {
    targets: { calories, ...macroGrams(calories, DIET_CATALOG[diet].macro_type) },
    diet,
    allergies,
    eatingStyle,
    budgetLevel,
    dislikedFoodIds: some(foodIds, 3, foodRandom),
    allergicFoodIds: some(foodIds, 1, foodRandom),
    plates,
    seed: n,
  };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const plan = strictPlanGenerator(input);
  const ms = performance.now() - t0;
  const used = process.cpuUsage(c0);
  const cpuMs = (used.user + used.system) / 1000;
  const restrictions = [...allergies, ...(eatingStyle === 'none' ? [] : [eatingStyle])];
  slowest.push({ cpu: cpuMs, what: `#${n} ${diet} ${calories} kcal ${budgetLevel} [${restrictions.join(', ')}]` });
  slowest.sort((a, b) => b.cpu - a.cpu).splice(3);
  if (!restrictions.length) restrictions.push('(none)');
  // Everyone who eats meat and fish, whatever their allergies: what a catalog of real dishes can reach.
  if (eatingStyle === 'none') restrictions.push('(no eating style)');
  const tallies = [
    total,
    byDiet.get(diet)!,
    ...restrictions.map((r) => tally(byRestriction, r)),
    ...restrictions.map((r) => tally(byDietRestriction, `${diet}/${r}`)),
  ];
  for (const t of tallies) {
    t.times.push(ms);
    t.cpu.push(cpuMs);
  }

  const uses = new Map<string, number>();
  for (const day of plan.days) {
    const on = Object.values(day.onTarget).every(Boolean);
    for (const k of KEYS) if (day.onTarget[k]) onMacro[k]++;
    for (const t of tallies) {
      t.days++;
      if (on) t.onAll++;
      for (const k of KEYS) {
        if (day.onTarget[k]) continue;
        if (day.totals[k] < input.targets[k]) t.under[k]++;
        else t.over[k]++;
      }
    }
    for (const meal of PLAN_MEALS) {
      const m = day.meals[meal];
      if (!m) {
        for (const t of tallies) t.emptyMeals++;
        continue;
      }
      uses.set(m.plateId, (uses.get(m.plateId) ?? 0) + 1);
      const plate = byId.get(m.plateId)!;
      if (plate.ingredients.some((i) => foodIsExcluded(i.food, allergies, new Set(input.allergicFoodIds), eatingStyle)))
        violations++;
    }
  }
  maxRepeat = Math.max(maxRepeat, ...uses.values());
  const dietRelax = relaxByDiet.get(diet) ?? relaxByDiet.set(diet, new Map()).get(diet)!;
  for (const r of plan.relaxed) {
    relaxations.set(r.constraint, (relaxations.get(r.constraint) ?? 0) + 1);
    dietRelax.set(r.constraint, (dietRelax.get(r.constraint) ?? 0) + 1);
  }
}

const pctOf = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '–');
const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
};
/** 'protein 12↓ 3↑': days under / over the band for each nutrient that missed. */
const causes = (t: Tally) =>
  KEYS.filter((k) => t.under[k] + t.over[k] > 0)
    .map(
      (k) =>
        `${k === 'calories' ? 'kcal' : k} ${t.under[k] ? `${t.under[k]}↓` : ''}${t.over[k] ? `${t.over[k]}↑` : ''}`,
    )
    .join(', ') || '–';

console.log(`${PROFILES} profiles, ${total.days} days, ${plates.length} plates`);
console.log(
  `days within 5 % calories: ${pctOf(onMacro.calories, total.days)}; protein ±10 %: ${pctOf(onMacro.protein, total.days)}; carbs: ${pctOf(onMacro.carbs, total.days)}; fat: ${pctOf(onMacro.fat, total.days)}; all four: ${pctOf(total.onAll, total.days)}`,
);
console.log(`allergy / allergic-food / eating-style violations: ${violations}`);
console.log(`most a plate repeats in a week: ${maxRepeat}`);
const timing = (list: number[]) =>
  `p50 ${percentile(list, 0.5).toFixed(1)} ms, p95 ${percentile(list, 0.95).toFixed(1)} ms, max ${percentile(list, 1).toFixed(1)} ms`;
console.log(
  `generation time per week: ${timing(total.times)} (CPU time: ${timing(total.cpu)}; load average ${loadavg()[0]!.toFixed(1)})`,
);
console.log(`slowest (CPU): ${slowest.map((x) => `${x.what} ${x.cpu.toFixed(0)} ms`).join('; ')}`);
console.log(`relaxations (profile-slot count): ${[...relaxations].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);

const row = (name: string, t: Tally, extra = '') =>
  `${name.padEnd(20)}${String(t.days / 7).padStart(5)}${pctOf(t.onAll, t.days).padStart(9)}${String(t.emptyMeals).padStart(7)}${percentile(t.times, 0.95).toFixed(0).padStart(7)}  ${causes(t)}${extra}`;
console.log(`\nper diet (days off target by cause: ↓ under the band, ↑ over it)`);
console.log(
  `${'diet'.padEnd(20)}${'prof'.padStart(5)}${'on all'.padStart(9)}${'empty'.padStart(7)}${'p95ms'.padStart(7)}  misses`,
);
for (const [diet, t] of [...byDiet].sort((a, b) => a[1].onAll / a[1].days - b[1].onAll / b[1].days)) {
  const r = relaxByDiet.get(diet);
  const relaxed = r
    ? [...r]
        .filter(([k]) => k !== 'targets' && k !== 'dislikes')
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
    : '';
  console.log(row(diet, t, relaxed ? `  | relaxed: ${relaxed}` : ''));
}
console.log(`\nper restriction (a profile counts once for each allergy and style it has)`);
for (const [name, t] of [...byRestriction].sort((a, b) => a[0].localeCompare(b[0]))) console.log(row(name, t));
// DETAIL=all prints every diet; by default the three that miss the most.
const worst = [...byDiet]
  .sort((a, b) => a[1].onAll / a[1].days - b[1].onAll / b[1].days)
  .slice(0, process.env.DETAIL === 'all' ? undefined : 3)
  .map(([d]) => d);
console.log(
  `\nper restriction in ${process.env.DETAIL === 'all' ? 'each diet' : 'the three diets that miss the most'}`,
);
for (const diet of worst) {
  for (const [name, t] of [...byDietRestriction]
    .filter(([k]) => k.startsWith(`${diet}/`))
    .sort((a, b) => a[0].localeCompare(b[0])))
    console.log(row(name, t));
}
if (violations > 0) process.exit(1);
