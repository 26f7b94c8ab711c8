/**
 * Lets another screen's 'Crear alimento' / 'Crear receta' open these sheets (components/own-foods-slot):
 * the app wraps the daily summary with it, so 'Añadir comida' can add what is created to the meal.
 * The sheets (Radix's dialog with them) are a chunk of their own, asked for when the page is idle
 * or at the first request: they are not part of the daily summary's first download
 * (docs/performance.md, the 140 kB budget).
 */
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { type CreateOwnFoodRequest, OwnFoodsSlot } from '@/components/own-foods-slot';
import { whenIdle } from '@/lib/idle';
import type { OwnSheet } from './own-food-sheets';

const loadSheets = () => import('./own-food-sheets');
const OwnFoodSheets = lazy(() => loadSheets().then((m) => ({ default: m.OwnFoodSheets })));

export function OwnFoodsProvider({ children }: { children: ReactNode }) {
  const [sheet, setSheet] = useState<OwnSheet | null>(null);
  const [requested, setRequested] = useState(false);
  useEffect(() => whenIdle(() => void loadSheets()), []);
  const open = useCallback((request: CreateOwnFoodRequest) => {
    setRequested(true);
    setSheet(
      request.kind === 'food'
        ? { kind: 'food', name: request.name, prefill: request.prefill, onCreated: request.onCreated }
        : { kind: 'recipe', name: request.name, onCreated: request.onCreated },
    );
  }, []);
  return (
    <OwnFoodsSlot.Provider value={open}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <OwnFoodSheets sheet={sheet} onClose={() => setSheet(null)} />
        </Suspense>
      )}
    </OwnFoodsSlot.Provider>
  );
}
