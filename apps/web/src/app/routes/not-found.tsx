import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-5 text-center">
      <title>Página no encontrada · NutriCoach</title>
      <Logo />
      <div className="space-y-2">
        <h1 className="text-xl font-bold text-ink">Página no encontrada</h1>
        <p className="text-[15px] text-gray-600">La página que buscas no existe o cambió de lugar.</p>
      </div>
      <Link
        to={paths.home.getHref()}
        className="flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 px-5 font-semibold text-white shadow-sm hover:bg-primary-700"
      >
        Ir al inicio
      </Link>
    </main>
  );
}
