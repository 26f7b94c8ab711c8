/**
 * 'Crear receta' / 'Editar receta' (issue 28 §4): its name and servings, ingredients found through
 * the same food search as 'Añadir comida' (catalog, dishes, own foods, other recipes), each with
 * its amount, an optional cooked weight, and the total and per-serving figures as it is typed.
 */
import type { BarcodePrefill } from '@nutricoach/core/contract/barcode';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import type { Recipe } from '@nutricoach/core/contract/my-foods';
import type { PortionId } from '@nutricoach/core/rules/portions';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { ScanBarcodeButton } from '@/components/barcode/scan-button';
import { FoodResultButton, FoodSearchInput } from '@/components/food-search';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useSaveRecipe } from '@/lib/api/my-foods';
import { useFoodSearch } from '@/lib/api/search-foods';
import { formatDecimal } from '@/lib/format';
import { decimalText, parseDecimal } from '@/lib/number-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  type Ingredient,
  ingredientFromItem,
  ingredientInput,
  ingredientOf,
  isGrams,
  pricedIngredient,
  recipeFigures,
} from '../utils/recipe-draft';
import { FoodForm } from './food-form';
import { FormButtons } from './form-buttons';

const SEARCH_DELAY_MS = 250;
const kcal = (value: number) => `${formatDecimal(value, 0)} kcal`;

function IngredientRow({
  ingredient,
  onChange,
  onRemove,
}: {
  ingredient: Ingredient;
  onChange: (next: Ingredient) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const priced = pricedIngredient(ingredient);
  const { food } = ingredient;
  return (
    <li className="py-2.5" data-testid="ingredient">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-[15px] font-semibold leading-snug text-ink">{food.name}</p>
        <p className="shrink-0 pt-0.5 text-sm font-bold tabular-nums text-ink">
          {priced ? kcal(priced.calories) : '—'}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Quitar ${food.name}`}
          className="-mr-2 -mt-2 grid size-11 shrink-0 place-items-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-ink"
        >
          <X className="size-4.5" aria-hidden />
        </button>
      </div>
      <div className="mt-1 flex items-center gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          Cantidad de {food.name}
        </label>
        <input
          id={`${id}-q`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={ingredient.quantity}
          onChange={(e) => onChange({ ...ingredient, quantity: e.target.value })}
          aria-invalid={priced ? undefined : true}
          className="h-11 w-20 shrink-0 rounded-xl border border-gray-300 bg-white px-3 text-right text-[15px] tabular-nums text-ink focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25 aria-invalid:border-red-400"
        />
        <select
          value={ingredient.portionId}
          aria-label={`Porción de ${food.name}`}
          onChange={(e) => {
            const portionId = e.target.value as PortionId;
            // Switching between grams and a portion starts from a sensible amount.
            const quantity =
              isGrams(portionId) === isGrams(ingredient.portionId)
                ? ingredient.quantity
                : isGrams(portionId)
                  ? decimalText(priced?.grams ?? 100)
                  : '1';
            onChange({ ...ingredient, portionId, quantity });
          }}
          className="h-11 min-w-0 flex-1 rounded-xl border border-gray-300 bg-white px-2.5 text-sm text-ink focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25"
        >
          {food.portions.map((p) => (
            <option key={p.id} value={p.id}>
              {isGrams(p.id) ? p.label : `${p.label} (${formatDecimal(p.grams, 0)} ${food.unit})`}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

function IngredientSearch({ onAdd, exclude }: { onAdd: (food: SearchedFood) => void; exclude?: string }) {
  const [query, setQuery] = useState('');
  // A scanned package no one knows: 'Crear alimento' over the recipe, whose food becomes an ingredient.
  const [creating, setCreating] = useState<BarcodePrefill | null>(null);
  const searched = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const search = useFoodSearch(searched);
  const foods = (search.data?.foods ?? []).filter((f) => f._id !== exclude);
  return (
    <div className="space-y-2">
      <FoodSearchInput label="Buscar ingrediente" value={query} onChange={setQuery} />
      <ScanBarcodeButton className="w-full" onFound={onAdd} onCreate={setCreating} />
      <Sheet
        open={creating !== null}
        onOpenChange={(open) => !open && setCreating(null)}
        title="Crear alimento"
        description="Copia la información nutricional de la etiqueta."
      >
        {creating && (
          <FoodForm
            prefill={creating}
            onCancel={() => setCreating(null)}
            onSaved={(food) => {
              onAdd(food);
              setCreating(null);
            }}
          />
        )}
      </Sheet>
      {searched !== '' &&
        (search.isError ? (
          <QueryError message="Error al buscar alimentos" onRetry={search.refetch} retrying={search.isFetching} />
        ) : !search.data ? (
          <div className="flex justify-center py-4 text-primary-600">
            <Spinner className="size-6" label="Buscando alimentos" />
          </div>
        ) : foods.length === 0 ? (
          <p className="py-3 text-center text-sm text-gray-600">
            No encontramos «{searched}». Prueba con otra palabra.
          </p>
        ) : (
          <ul className="space-y-0.5" aria-label="Resultados" aria-busy={search.isFetching || undefined}>
            {foods.map((food) => (
              <li key={food._id}>
                <FoodResultButton
                  food={food}
                  addLabel="Añadir a la receta"
                  onAdd={() => {
                    onAdd(food);
                    setQuery('');
                  }}
                />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

type RecipeFormProps = {
  recipe?: Recipe;
  initialName?: string;
  onSaved: (recipe: Recipe) => void;
  onCancel: () => void;
};

export function RecipeForm({ recipe, initialName, onSaved, onCancel }: RecipeFormProps) {
  const [name, setName] = useState(recipe?.name ?? initialName ?? '');
  const [servings, setServings] = useState(decimalText(recipe?.servings ?? 1));
  const [cooked, setCooked] = useState(decimalText(recipe?.cooked_grams));
  const [ingredients, setIngredients] = useState<Ingredient[]>(() => recipe?.ingredients.map(ingredientFromItem) ?? []);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRecipe();

  const servingsValue = parseDecimal(servings);
  const cookedValue = parseDecimal(cooked);
  const figures = recipeFigures(ingredients, servingsValue, cookedValue);
  const ready = ingredients.length > 0 && ingredients.every((i) => pricedIngredient(i) !== null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError('Escribe el nombre de la receta');
    if (servingsValue === undefined || !(servingsValue > 0)) return setError('Indica cuántas porciones salen');
    if (ingredients.length === 0) return setError('Añade al menos un ingrediente');
    const inputs = ingredients.map(ingredientInput);
    if (inputs.some((i) => i === null)) return setError('Revisa la cantidad de cada ingrediente');
    if (cooked.trim() && !(cookedValue! > 0))
      return setError('El peso de la receta cocida debe ser un número mayor que 0');
    try {
      const saved = await save.mutateAsync({
        id: recipe?._id,
        recipe: {
          name: name.trim(),
          servings: servingsValue,
          ingredients: inputs.filter((i) => i !== null),
          cooked_grams: cooked.trim() ? cookedValue : null,
        },
      });
      onSaved(saved.recipe);
    } catch {
      // Shown below from the mutation's state.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={recipe ? 'Editar receta' : 'Crear receta'}>
      <TextField
        label="Nombre de la receta"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={80}
        autoComplete="off"
        placeholder="Seco de la abuela"
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label="Porciones"
          inputMode="decimal"
          autoComplete="off"
          value={servings}
          onChange={(e) => setServings(e.target.value)}
        />
        <TextField
          label="Peso cocida (opcional)"
          unit="g"
          inputMode="decimal"
          autoComplete="off"
          value={cooked}
          onChange={(e) => setCooked(e.target.value)}
        />
      </div>
      <p className="-mt-2 text-xs text-gray-500">
        Si pesas la receta ya cocida (sin la olla), los valores por 100 g serán los del plato tal como se come.
      </p>

      <section aria-label="Ingredientes" className="rounded-2xl bg-surface px-3.5 py-2 ring-1 ring-gray-200">
        <h3 className="py-1.5 text-sm font-semibold text-gray-700">Ingredientes</h3>
        {ingredients.length === 0 ? (
          <p className="pb-2 text-sm text-gray-600">Busca abajo cada ingrediente y elige cuánto lleva.</p>
        ) : (
          <ul className="divide-y divide-gray-200/70">
            {ingredients.map((ingredient) => (
              <IngredientRow
                key={ingredient.key}
                ingredient={ingredient}
                onChange={(next) => setIngredients((all) => all.map((i) => (i.key === next.key ? next : i)))}
                onRemove={() => setIngredients((all) => all.filter((i) => i.key !== ingredient.key))}
              />
            ))}
          </ul>
        )}
      </section>

      <IngredientSearch
        exclude={recipe?.food_id}
        onAdd={(food) => {
          setIngredients((all) => [...all, ingredientOf(food)]);
          setError(null);
        }}
      />

      <section
        aria-label="Valores de la receta"
        aria-live="polite"
        className="rounded-2xl bg-primary-50/60 px-3.5 py-3 ring-1 ring-primary-100"
        data-testid="recipe-figures"
      >
        <p className="flex items-baseline justify-between gap-2 text-sm text-gray-700">
          <span>Total ({formatDecimal(figures.total.grams, 0)} g de ingredientes)</span>
          <span className="font-bold tabular-nums text-ink" data-testid="recipe-total">
            {kcal(figures.total.calories)}
          </span>
        </p>
        <p className="mt-1 flex items-baseline justify-between gap-2 text-sm text-gray-700">
          <span>
            Por porción{ready && figures.serving_grams > 0 ? ` (${formatDecimal(figures.serving_grams, 0)} g)` : ''}
          </span>
          <span className="text-base font-bold tabular-nums text-ink" data-testid="recipe-per-serving">
            {kcal(figures.per_serving.calories)}
          </span>
        </p>
        <p className="mt-0.5 text-right text-xs tabular-nums text-gray-600">
          Proteína {formatDecimal(figures.per_serving.protein)} g · Grasa {formatDecimal(figures.per_serving.fat)} g ·
          Carbohidratos {formatDecimal(figures.per_serving.carbs)} g
        </p>
      </section>

      {error && <Alert>{error}</Alert>}
      {save.error && <Alert>{getErrorMessage(save.error, 'No pudimos guardar la receta. Intenta de nuevo.')}</Alert>}
      <FormButtons
        submitLabel={recipe ? 'Guardar cambios' : 'Guardar receta'}
        pending={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
