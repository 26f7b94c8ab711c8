/**
 * npm run bench:strict-plan — the weekly plan generator over many random profiles on the real
 * catalog: share of days on target, allergy violations, most repeats of a plate, generation time.
 */
import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import { DIET_TYPES } from '@nutricoach/core/constants/diets';
import { BUDGET_LEVELS, EATING_STYLES } from '@nutricoach/core/constants/onboarding';
import { PLAN_MEALS } from '@nutricoach/core/constants/strict-plan';
import { foodIsExcluded } from '@nutricoach/core/rules/strict-plan/eligibility';
import { strictPlanGenerator } from '@nutricoach/core/rules/strict-plan/generator';
import { seededRandom } from '@nutricoach/core/rules/strict-plan/random';
import { macroGrams } from '@nutricoach/core/rules/targets';
import { planPlates } from '../apps/server/src/modules/strict-plan/plan-plates.ts';

const PROFILES = Number(process.env.PROFILES ?? 1000);
const plates = planPlates();
const byId = new Map(plates.map((p) => [p.id, p]));
const foodIds = [...new Set(plates.flatMap((p) => p.ingredients.map((i) => i.food.id)))];
const random = seededRandom(2026);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const some = <T>(list: readonly T[], max: number) => list.filter(() => random() < max / list.length);

let days = 0;
let onCalories = 0;
const onMacro = { protein: 0, carbs: 0, fat: 0 };
let allDays = 0;
let violations = 0;
let maxRepeat = 0;
const times: number[] = [];
const misses = new Map<string, number>();
const relaxations = new Map<string, number>();

for (let n = 0; n < PROFILES; n++) {
  const diet = pick(DIET_TYPES);
  const calories = 1200 + Math.floor(random() * 2000);
  const allergies = some(['dairy', 'gluten', 'shellfish', 'nuts', 'egg'], 1);
  const eatingStyle = random() < 0.8 ? 'none' : pick(EATING_STYLES);
  const input = {
    targets: { calories, ...macroGrams(calories, DIET_CATALOG[diet].macro_type) },
    diet,
    allergies,
    eatingStyle,
    budgetLevel: pick(BUDGET_LEVELS),
    dislikedFoodIds: some(foodIds, 3),
    allergicFoodIds: some(foodIds, 1),
    plates,
    seed: n,
  } as const;
  const t0 = performance.now();
  const plan = strictPlanGenerator({ ...input, allergies: [...allergies], dislikedFoodIds: [...input.dislikedFoodIds], allergicFoodIds: [...input.allergicFoodIds] });
  times.push(performance.now() - t0);
  const uses = new Map<string, number>();
  for (const day of plan.days) {
    days++;
    if (day.onTarget.calories) onCalories++;
    for (const k of ['protein', 'carbs', 'fat'] as const) if (day.onTarget[k]) onMacro[k]++;
    if (Object.values(day.onTarget).every(Boolean)) allDays++;
    else misses.set(`${diet}`, (misses.get(diet) ?? 0) + 1);
    for (const meal of PLAN_MEALS) {
      const m = day.meals[meal];
      if (!m) continue;
      uses.set(m.plateId, (uses.get(m.plateId) ?? 0) + 1);
      const plate = byId.get(m.plateId)!;
      if (plate.ingredients.some((i) => foodIsExcluded(i.food, [...allergies], new Set(input.allergicFoodIds), eatingStyle))) violations++;
    }
  }
  maxRepeat = Math.max(maxRepeat, ...uses.values());
  for (const r of plan.relaxed) relaxations.set(r.constraint, (relaxations.get(r.constraint) ?? 0) + 1);
}

times.sort((a, b) => a - b);
const pct = (n: number) => `${((100 * n) / days).toFixed(1)} %`;
console.log(`${PROFILES} profiles, ${days} days, ${plates.length} plates`);
console.log(`days within 5 % calories: ${pct(onCalories)}; protein ±10 %: ${pct(onMacro.protein)}; carbs: ${pct(onMacro.carbs)}; fat: ${pct(onMacro.fat)}; all four: ${pct(allDays)}`);
console.log(`allergy / allergic-food / eating-style violations: ${violations}`);
console.log(`most a plate repeats in a week: ${maxRepeat}`);
console.log(`generation time per week: p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms`);
console.log(`days off target by diet: ${[...misses].sort((a, b) => b[1] - a[1]).map(([d, c]) => `${d} ${c}`).join(', ') || 'none'}`);
console.log(`relaxations (profile-slot count): ${[...relaxations].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
if (violations > 0) process.exit(1);
