/**
 * 'Mis alimentos y recetas' (issue 28 §4): the foods the person created from labels and their
 * recipes; create, edit, delete (asked first). Meals already logged never change.
 */
import type { OwnFood, Recipe } from '@nutricoach/core/contract/my-foods';
import { ChefHat, Pencil, Plus, Tag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteOwn, useOwnFoods, useRecipes } from '@/lib/api/my-foods';
import { formatDecimal } from '@/lib/format';
import { OwnFoodSheets, type OwnSheet } from './own-food-sheets';

type Row =
  | { kind: 'food'; id: string; name: string; detail: string; item: OwnFood }
  | { kind: 'recipe'; id: string; name: string; detail: string; item: Recipe };

const kcal = (value: number) => `${formatDecimal(value, 0)} kcal`;

function foodRow(food: OwnFood): Row {
  const serving = food.portions[0]!;
  const detail = [
    food.brand,
    `1 ${serving.label}${serving.label.includes('100 g') ? '' : ` (${formatDecimal(serving.grams)} g)`}: ${kcal((food.calories * serving.grams) / 100)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return { kind: 'food', id: food._id, name: food.name, detail, item: food };
}

function recipeRow(recipe: Recipe): Row {
  const servings = formatDecimal(recipe.servings);
  const detail = `${servings} ${recipe.servings === 1 ? 'porción' : 'porciones'} de ${formatDecimal(recipe.serving_grams, 0)} g: ${kcal(recipe.per_serving.calories)} cada una`;
  return { kind: 'recipe', id: recipe._id, name: recipe.name, detail, item: recipe };
}

function OwnRow({ row, onEdit, onDelete }: { row: Row; onEdit: () => void; onDelete: () => void }) {
  const Icon = row.kind === 'food' ? Tag : ChefHat;
  return (
    <li className="flex items-center gap-3 py-3 first:pt-1 last:pb-1" data-testid={`own-${row.kind}`}>
      <span
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-2xl',
          row.kind === 'food' ? 'bg-amber-50 text-amber-600' : 'bg-primary-50 text-primary-700',
        )}
        aria-hidden
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words text-[15px] font-semibold leading-snug text-ink">{row.name}</p>
        <p className="text-xs leading-snug text-gray-600">{row.detail}</p>
      </div>
      <div className="-mr-2 flex shrink-0 items-center">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Editar ${row.name}`}
          className="grid size-11 place-items-center rounded-xl text-gray-500 transition-colors hover:bg-gray-100 hover:text-ink"
        >
          <Pencil className="size-4.5" aria-hidden />
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Eliminar ${row.name}`}
          className="grid size-11 place-items-center rounded-xl text-gray-500 transition-colors hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 className="size-4.5" aria-hidden />
        </button>
      </div>
    </li>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-5">
      <h2 className="mb-1 flex items-baseline justify-between gap-2 text-base font-bold text-ink">
        {title}
        <span className="text-sm font-medium text-gray-500">{count}</span>
      </h2>
      {children}
    </section>
  );
}

function Skeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Cargando tus alimentos y recetas">
      {[0, 1].map((section) => (
        <div key={section} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-5">
          <div className="mb-3 h-5 w-32 animate-pulse rounded bg-gray-100" />
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-3 py-3">
              <div className="size-11 animate-pulse rounded-2xl bg-gray-100" />
              <div className="flex-1 space-y-1.5">
                <div className="h-4 w-2/3 animate-pulse rounded bg-gray-100" />
                <div className="h-3 w-1/2 animate-pulse rounded bg-gray-100" />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export function MyFoodsScreen() {
  const foods = useOwnFoods();
  const recipes = useRecipes();
  const remove = useDeleteOwn();
  const [sheet, setSheet] = useState<OwnSheet | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const create = (
    <div className="grid grid-cols-2 gap-2 sm:flex">
      <Button onClick={() => setSheet({ kind: 'food' })}>
        <Plus className="size-4.5 shrink-0" aria-hidden />
        Crear alimento
      </Button>
      <Button variant="secondary" onClick={() => setSheet({ kind: 'recipe' })}>
        <Plus className="size-4.5 shrink-0" aria-hidden />
        Crear receta
      </Button>
    </div>
  );

  const failed = foods.isError || recipes.isError;
  const loading = foods.isPending || recipes.isPending;
  const foodRows = foods.data?.foods.map(foodRow) ?? [];
  const recipeRows = recipes.data?.recipes.map(recipeRow) ?? [];
  const edit = (row: Row) =>
    setSheet(row.kind === 'food' ? { kind: 'food', food: row.item } : { kind: 'recipe', recipe: row.item });

  let body: React.ReactNode;
  if (failed)
    body = (
      <QueryError
        message="No pudimos cargar tus alimentos y recetas."
        onRetry={() => Promise.all([foods.refetch(), recipes.refetch()])}
        retrying={foods.isFetching || recipes.isFetching}
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gray-100"
      />
    );
  else if (loading) body = <Skeleton />;
  else if (foodRows.length === 0 && recipeRows.length === 0)
    body = (
      <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-gray-300 bg-white px-5 py-10 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-surface text-gray-400">
          <ChefHat className="size-6" aria-hidden />
        </span>
        <p className="text-base font-semibold text-ink">Aún no tienes alimentos ni recetas propios</p>
        <p className="max-w-sm text-sm text-gray-600">
          Crea un alimento copiando su etiqueta, o una receta con sus ingredientes. Los encontrarás al registrar tus
          comidas y también por WhatsApp.
        </p>
      </div>
    );
  else
    body = (
      <div className="space-y-4">
        <Section title="Alimentos" count={foodRows.length}>
          {foodRows.length === 0 ? (
            <p className="py-2 text-sm text-gray-600">Aún no creaste alimentos.</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {foodRows.map((row) => (
                <OwnRow key={row.id} row={row} onEdit={() => edit(row)} onDelete={() => setDeleting(row)} />
              ))}
            </ul>
          )}
        </Section>
        <Section title="Recetas" count={recipeRows.length}>
          {recipeRows.length === 0 ? (
            <p className="py-2 text-sm text-gray-600">Aún no creaste recetas.</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {recipeRows.map((row) => (
                <OwnRow key={row.id} row={row} onEdit={() => edit(row)} onDelete={() => setDeleting(row)} />
              ))}
            </ul>
          )}
        </Section>
      </div>
    );

  return (
    <div className="space-y-4">
      {create}
      {body}
      <OwnFoodSheets sheet={sheet} onClose={() => setSheet(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            remove.reset();
            setDeleting(null);
          }
        }}
        title={deleting?.kind === 'recipe' ? '¿Eliminar esta receta?' : '¿Eliminar este alimento?'}
        description={
          deleting
            ? `«${deleting.name}» dejará de aparecer al buscar. Las comidas que ya registraste con ${deleting.kind === 'recipe' ? 'ella' : 'él'} no cambian.`
            : undefined
        }
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        error={remove.isError ? getErrorMessage(remove.error, 'No pudimos eliminarlo. Intenta de nuevo.') : null}
        onConfirm={() =>
          deleting && remove.mutate({ kind: deleting.kind, id: deleting.id }, { onSuccess: () => setDeleting(null) })
        }
      />
    </div>
  );
}
