/**
 * The side menu's main entries as the spec names them (docs/product.md §2.2), in order, for the tests
 * that read the menu a user sees: the plan's entry is 'Menú de alimentos' for a flexible plan and
 * 'Plan semanal' for a strict one.
 */
export function mainMenuEntries(planEntry: 'Menú de alimentos' | 'Plan semanal'): string[] {
  return [
    'Resumen diario',
    'Resumen semanal',
    'Resumen de peso',
    'Nivel de compromiso',
    'Mis logros',
    'Retos',
    'Tabla de alimentos',
    'Mis alimentos y recetas',
    planEntry,
    'Strava',
  ];
}
