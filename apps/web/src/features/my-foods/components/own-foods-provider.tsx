/**
 * Lets another screen's 'Crear alimento' / 'Crear receta' open these sheets (components/own-foods-slot):
 * the app wraps the daily summary with it, so 'Añadir comida' can add what is created to the meal.
 */
import { type ReactNode, useCallback, useState } from 'react';
import { type CreateOwnFoodRequest, OwnFoodsSlot } from '@/components/own-foods-slot';
import { OwnFoodSheets, type OwnSheet } from './own-food-sheets';

export function OwnFoodsProvider({ children }: { children: ReactNode }) {
  const [sheet, setSheet] = useState<OwnSheet | null>(null);
  const open = useCallback(
    (request: CreateOwnFoodRequest) =>
      setSheet({ kind: request.kind, name: request.name, onCreated: request.onCreated }),
    [],
  );
  return (
    <OwnFoodsSlot.Provider value={open}>
      {children}
      <OwnFoodSheets sheet={sheet} onClose={() => setSheet(null)} />
    </OwnFoodsSlot.Provider>
  );
}
