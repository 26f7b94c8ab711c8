/**
 * 'Añadir comida' as a list of foods (issue 15): described in words ('2 huevos y una taza de
 * arroz'), searched, or taken from the recent and favourite ones; each with its portion and
 * quantity, a running total, and one save. Also 'Editar Comida' for a meal logged with foods.
 */
import { MEAL_TYPES, type MealType } from '@nutricoach/core/constants/logging';
import { useMealTypeLabels } from '@/lib/api/user-country';
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import { describeItems } from '@nutricoach/core/rules/meal-items';
import { ChefHat, Sparkles, Tag } from 'lucide-react';
import { useState } from 'react';
import { ScanBarcodeButton } from '@/components/barcode/scan-button';
import { FoodSearchInput } from '@/components/food-search';
import { useCreateOwnFood } from '@/components/own-foods-slot';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreateMealLog } from '../../api/create-meal-log';
import { useParseMeal } from '../../api/parse-meal';
import { useUpdateMealLog } from '../../api/update-meal-log';
import { formatGrams, formatWhole } from '../../utils/format';
import {
  type DraftItem,
  draftItem,
  draftTotals,
  itemFromSaved,
  itemInput,
  itemsFromParse,
  savedMealInput,
  shownItem,
  withPortion,
} from '../../utils/meal-draft';
import { DraftItemRow } from './draft-item-row';
import { FoodChoices } from './food-choices';
import { FormActions, SaveError, saveThen } from './form-parts';

/** The meal choices, labelled as the person's country says them. */
function useMealOptions() {
  const labels = useMealTypeLabels();
  return MEAL_TYPES.map((value) => ({ value, label: labels[value] }));
}
const SEARCH_DELAY_MS = 250;
const DESCRIPTION_MAX = 300;

/** What typed macros start from when the person had picked foods: their description and totals. */
export type TypedStart = { description: string; calories: number; protein: number; fat: number; carbs: number };

type MealComposerProps = {
  date: string;
  /** A meal logged with foods, to edit; absent: a new meal. */
  log?: NutritionLog;
  initialMealType?: MealType;
  onDone: () => void;
  /** Switches the sheet to typed calories and macros, with the meal type and the foods' totals so far. */
  onTypeMacros: (mealType: MealType | '', fromFoods: TypedStart | undefined) => void;
};

export function MealComposer({ date, log, initialMealType, onDone, onTypeMacros }: MealComposerProps) {
  const mealOptions = useMealOptions();
  const editing = log !== undefined;
  const [mealType, setMealType] = useState<MealType | ''>(log?.meal_type ?? initialMealType ?? '');
  const [items, setItems] = useState<DraftItem[]>(() => log?.items.map((i) => itemFromSaved(i)) ?? []);
  // A description the server wrote from the foods is left empty, so it follows the foods again.
  const [description, setDescription] = useState(() =>
    log && log.description !== describeItems(log.items, DESCRIPTION_MAX) ? log.description : '',
  );
  const [text, setText] = useState('');
  // The person's own words from 'Describe tu comida', the meal's description unless they write one.
  const [spoken, setSpoken] = useState('');
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loggingKey, setLoggingKey] = useState<string | null>(null);
  const searched = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);

  const createOwn = useCreateOwnFood();
  const parse = useParseMeal();
  const create = useCreateMealLog();
  const update = useUpdateMealLog();
  const save = editing ? update : create;
  const totals = draftTotals(items);

  const addItems = (added: DraftItem[]) => {
    setItems((current) => [...current, ...added]);
    setError(null);
  };

  const describe = async () => {
    const words = text.trim();
    if (!words) return;
    try {
      const draft = await parse.mutateAsync(words);
      addItems(itemsFromParse(draft));
      setUnmatched(draft.unmatched);
      // The meal is called as the person said it ('2 quesadillas'), not by the foods found.
      if (draft.items.length && draft.description) {
        const said = (spoken ? `${spoken}, ${draft.description}` : draft.description).slice(0, DESCRIPTION_MAX);
        if (description.trim() === spoken) setDescription(said);
        setSpoken(said);
      }
      if (draft.meal_type && !editing) setMealType(draft.meal_type);
      setText('');
    } catch {
      // Shown below the box from the mutation's state.
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!mealType) return setError('Elige el tipo de comida');
    if (items.length === 0) return setError('Añade al menos un alimento');
    const typed = description.trim();
    const body = {
      date,
      meal_type: mealType,
      items: items.map(itemInput),
      ...(typed ? { description: typed.slice(0, DESCRIPTION_MAX) } : {}),
      image_url: log?.image_url ?? null,
    };
    return saveThen(
      () =>
        log
          ? update.mutateAsync({ id: log._id, log: body })
          : create.mutateAsync({ log: body, items: items.map(shownItem) }),
      onDone,
    );
  };

  const logSaved = async (meal: Parameters<NonNullable<Parameters<typeof FoodChoices>[0]['onLogMeal']>>[0]) => {
    if (!mealType) return setError('Elige el tipo de comida');
    setLoggingKey('log_id' in meal ? meal.log_id : meal._id);
    await saveThen(() => create.mutateAsync({ log: savedMealInput(meal, date, mealType), items: meal.items }), onDone);
    setLoggingKey(null);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ChipRadioGroup
        label="Tipo de comida"
        options={mealOptions}
        value={mealType}
        inputProps={{ name: 'meal_type', onChange: (e) => setMealType(e.target.value as MealType) }}
      />

      {!editing && (
        <div className="space-y-2">
          <label htmlFor="meal-text" className="flex items-center gap-1.5 text-sm font-medium text-gray-700">
            <Sparkles className="size-4 text-primary-600" aria-hidden />
            Describe tu comida
          </label>
          <div className="flex gap-2">
            <textarea
              id="meal-text"
              rows={2}
              maxLength={500}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void describe();
                }
              }}
              placeholder="2 huevos revueltos y una taza de arroz"
              className="min-h-12 min-w-0 flex-1 resize-none rounded-xl border border-gray-300 px-3.5 py-2.5 text-[15px] text-ink placeholder:text-gray-400 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25"
            />
            <Button
              variant="secondary"
              className="self-stretch"
              onClick={() => void describe()}
              loading={parse.isPending}
              disabled={text.trim() === ''}
            >
              Añadir
            </Button>
          </div>
          {parse.isError && (
            <p className="text-sm text-red-700" role="alert">
              No pudimos leer tu comida. Revisa tu conexión e intenta de nuevo.
            </p>
          )}
          {unmatched.length > 0 && (
            <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
              No reconocimos: {unmatched.map((w) => `«${w}»`).join(', ')}. Búscalo abajo o escríbelo de otra forma.
            </p>
          )}
        </div>
      )}

      <section aria-label="Tu comida" className="rounded-2xl bg-surface px-3.5 py-2 ring-1 ring-gray-200">
        <div className="flex items-baseline justify-between gap-2 py-1.5">
          <h3 className="text-sm font-semibold text-gray-700">Tu comida</h3>
          <p className="text-sm font-bold tabular-nums text-ink" data-testid="draft-total" aria-live="polite">
            {formatWhole(totals.calories)} kcal
          </p>
        </div>
        {items.length === 0 ? (
          <p className="pb-2 text-sm text-gray-600">Describe, busca o toca un reciente para añadir alimentos.</p>
        ) : (
          <>
            <ul className="divide-y divide-gray-200/70">
              {items.map((item) => (
                <DraftItemRow
                  key={item.key}
                  item={item}
                  onChange={(next) => setItems((all) => all.map((i) => (i.key === item.key ? next : i)))}
                  onPortion={(portionId) =>
                    setItems((all) => all.map((i) => (i.key === item.key ? withPortion(i, portionId) : i)))
                  }
                  onRemove={() => setItems((all) => all.filter((i) => i.key !== item.key))}
                />
              ))}
            </ul>
            <p className="border-t border-gray-200/70 py-2 text-xs tabular-nums text-gray-600">
              Proteína {formatGrams(totals.protein)} g · Grasa {formatGrams(totals.fat)} g · Carbohidratos{' '}
              {formatGrams(totals.carbs)} g
            </p>
          </>
        )}
      </section>

      <div className="space-y-3">
        <FoodSearchInput label="Buscar alimento" value={query} onChange={setQuery} />
        <ScanBarcodeButton
          className="w-full"
          onFound={(food) => addItems([draftItem(food)])}
          onCreate={
            createOwn
              ? (prefill) => createOwn({ kind: 'food', prefill, onCreated: (food) => addItems([draftItem(food)]) })
              : undefined
          }
        />
        {createOwn && (
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['food', 'Crear alimento', Tag],
                ['recipe', 'Crear receta', ChefHat],
              ] as const
            ).map(([kind, label, Icon]) => (
              <Button
                key={kind}
                variant="secondary"
                size="sm"
                onClick={() =>
                  createOwn({
                    kind,
                    name: query.trim(),
                    onCreated: (food) => {
                      addItems([draftItem(food)]);
                      setQuery('');
                    },
                  })
                }
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </Button>
            ))}
          </div>
        )}
        <FoodChoices
          query={searched}
          mealType={mealType || 'breakfast'}
          onAddFood={(food) => {
            addItems([draftItem(food)]);
            setQuery('');
          }}
          onLogMeal={editing ? undefined : (meal) => void logSaved(meal)}
          loggingKey={loggingKey}
        />
      </div>

      <TextField
        label="Descripción (opcional)"
        placeholder="Se completa con los alimentos"
        autoComplete="off"
        maxLength={DESCRIPTION_MAX}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />

      <button
        type="button"
        onClick={() =>
          onTypeMacros(
            mealType,
            items.length > 0
              ? { description: description.trim() || describeItems(items.map(shownItem), DESCRIPTION_MAX), ...totals }
              : undefined,
          )
        }
        className="min-h-11 text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
      >
        Prefiero escribir calorías y macros
      </button>

      {error && <Alert>{error}</Alert>}
      <SaveError
        error={save.error}
        message={editing ? 'Error al guardar los cambios' : 'Error al registrar la comida'}
      />
      <FormActions
        submitLabel={
          editing
            ? 'Guardar cambios'
            : items.length > 0
              ? `Registrar ${formatWhole(totals.calories)} kcal`
              : 'Registrar comida'
        }
        pending={save.isPending && loggingKey === null}
        onCancel={onDone}
      />
    </form>
  );
}
