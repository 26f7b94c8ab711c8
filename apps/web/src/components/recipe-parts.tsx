/** One ingredient of a plate or of a plan meal: its name, and its grams over the household measure. */
export function IngredientRow({ name, grams, equivalence }: { name: string; grams: string; equivalence?: string }) {
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-2.5">
      <span className="min-w-0 text-[15px] text-ink">{name}</span>
      <span className="shrink-0 text-right">
        <span className="block text-[15px] font-semibold tabular-nums text-ink">{grams} g</span>
        {equivalence && <span className="block text-xs text-gray-500">{equivalence}</span>}
      </span>
    </li>
  );
}

/** A recipe's steps, numbered. */
export function StepList({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="mt-2 space-y-2.5">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3 text-[15px] leading-relaxed text-gray-700">
          <span
            className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary-100 text-xs font-bold text-primary-700"
            aria-hidden
          >
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
