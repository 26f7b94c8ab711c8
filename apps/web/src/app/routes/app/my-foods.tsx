import { MyFoodsScreen } from '@/features/my-foods/components/my-foods-screen';

/** /mis-alimentos: 'Mis alimentos y recetas' (issue 28 §4). */
export function Component() {
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <title>Mis alimentos y recetas · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Mis alimentos y recetas</h1>
        <p className="text-[15px] leading-snug text-gray-600">
          Lo que creaste tú: solo tú lo ves, y lo encuentras al registrar tus comidas y al escribirle a tu coach.
        </p>
      </header>
      <MyFoodsScreen />
    </section>
  );
}
