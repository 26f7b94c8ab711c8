/**
 * How 'Añadir comida' (daily-summary) opens 'Crear alimento' and 'Crear receta' (my-foods) without
 * one feature importing the other: the app puts the my-foods sheets behind this context
 * (app/routes/app/daily-summary.tsx), and the composer asks for them through it.
 */
import type { BarcodePrefill } from '@nutricoach/core/contract/barcode';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { createContext, useContext } from 'react';

export type CreateOwnFoodRequest = {
  kind: 'food' | 'recipe';
  /** What the person had typed in the search, to start the name with. */
  name?: string;
  /** A scanned code no one could log: 'Crear alimento' starts from what is known of it. */
  prefill?: BarcodePrefill;
  /** The saved food (a recipe as its food), to add to the meal. */
  onCreated: (food: SearchedFood) => void;
};

export const OwnFoodsSlot = createContext<((request: CreateOwnFoodRequest) => void) | null>(null);

/** Opens the creator, or null where the app put none (the composer then offers no such button). */
export const useCreateOwnFood = () => useContext(OwnFoodsSlot);
