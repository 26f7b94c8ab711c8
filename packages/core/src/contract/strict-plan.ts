import { z } from 'zod';
import { PLAN_DAYS } from '../constants/strict-plan.ts';
import { RECOMMENDATION_TYPES } from './preferences.ts';

export const strictMeal = z.object({
  plate_id: z.string(),
  name: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  portion: z.number(),
  cooking_method: z.string(),
  ingredients: z.array(z.object({ name: z.string(), quantity: z.number(), equivalence: z.string() })),
  steps: z.array(z.string()),
  /** 'generated' can be viewed; anything else shows 'Pendiente'. */
  status: z.enum(['generated', 'pending']),
});
export type StrictMeal = z.infer<typeof strictMeal>;

/** A meal of the week no plate could fill (the plan says why in `relaxed`): shown as 'Pendiente'. */
export const PENDING_MEAL: StrictMeal = {
  plate_id: '',
  name: 'Pendiente',
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  portion: 0,
  cooking_method: '',
  ingredients: [],
  steps: [],
  status: 'pending',
};

export const strictDay = z.object({
  day: z.enum(PLAN_DAYS),
  breakfast: strictMeal,
  lunch: strictMeal,
  dinner: strictMeal,
  snack_1: strictMeal,
  snack_2: strictMeal,
});

export const strictPlanResponse = z.object({
  data: z.object({
    week_start: z.string(),
    week_end: z.string(),
    meals: z.array(strictDay),
    /** What the generator could not satisfy, in Spanish. */
    relaxed: z.array(z.object({ constraint: z.string(), where: z.string(), message: z.string() })),
  }),
});
export type StrictPlan = z.infer<typeof strictPlanResponse>['data'];

export const strictGeneratedResponse = z.object({
  data: z.object({ is_generated: z.boolean(), recommendation_type: z.enum(RECOMMENDATION_TYPES) }),
});

export const shoppingListResponse = z.object({
  data: z.object({
    week_start: z.string(),
    week_end: z.string(),
    categories: z.array(
      z.object({
        category: z.string(),
        items: z.array(z.object({ food_id: z.string(), name: z.string(), grams: z.number(), household: z.string() })),
      }),
    ),
  }),
});
export type ShoppingList = z.infer<typeof shoppingListResponse>['data'];
