/**
 * 'Guardar como receta' (issue 28 §4): a meal logged with foods becomes one of the person's recipes
 * (POST /recipes/from-log/:id), named and divided into servings. The meal itself does not change.
 */
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import { OWN_FOOD_NAME_MAX } from '@nutricoach/core/contract/my-foods';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useRecipeFromLog } from '@/lib/api/my-foods';
import { parseDecimal } from '@/lib/number-input';
import { formatWhole } from '../../utils/format';
import { FormActions } from './form-parts';

export function SaveRecipeForm({ log, onDone }: { log: NutritionLog; onDone: () => void }) {
  const [name, setName] = useState(log.description.slice(0, OWN_FOOD_NAME_MAX));
  const [servings, setServings] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const save = useRecipeFromLog();
  const count = parseDecimal(servings);

  if (save.data) {
    const { recipe } = save.data;
    return (
      <div className="space-y-4" role="status">
        <p className="flex items-start gap-2 text-[15px] text-ink">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary-600" aria-hidden />
          <span>
            Guardaste «{recipe.name}»: {formatWhole(recipe.per_serving.calories)} kcal por porción. La encontrarás al
            buscar y en Mis alimentos y recetas.
          </span>
        </p>
        <div className="flex gap-2">
          <Link
            to={paths.myFoods.getHref()}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl border border-gray-200 px-4 text-[15px] font-semibold text-ink hover:bg-gray-50"
          >
            Ver mis recetas
          </Link>
          <Button className="flex-1" onClick={onDone}>
            Listo
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Escribe el nombre de la receta');
    if (count === undefined || !(count > 0)) return setError('Indica cuántas porciones son');
    setError(null);
    save.mutate({ logId: log._id, body: { name: name.trim(), servings: count } });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-gray-600">
        {log.items.length} {log.items.length === 1 ? 'alimento' : 'alimentos'} · {formatWhole(log.calories)} kcal en
        total
      </p>
      <TextField
        label="Nombre de la receta"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={OWN_FOOD_NAME_MAX}
        autoComplete="off"
      />
      <TextField
        label="Porciones"
        hint="Con 1, una porción es lo que registraste; si era para varios, cuántas porciones salen."
        inputMode="decimal"
        autoComplete="off"
        value={servings}
        onChange={(e) => setServings(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      {save.error && <Alert>{getErrorMessage(save.error, 'No pudimos guardar la receta. Intenta de nuevo.')}</Alert>}
      <FormActions submitLabel="Guardar receta" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
