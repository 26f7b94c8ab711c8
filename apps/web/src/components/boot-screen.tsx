import { Logo } from './ui/logo';
import { Spinner } from './ui/spinner';

/**
 * What the app shows until it knows what to draw: the name and a ring. index.html carries the same
 * markup inside #root, so the page paints it as soon as the HTML and the stylesheet arrive (about a
 * second before the JavaScript on a slow network); React's first render draws the same thing in its
 * place, so nothing flashes (boot-screen.test.tsx holds the two equal).
 */
export function BootScreen() {
  return (
    <div className="flex min-h-dvh w-full flex-col items-center justify-center gap-6 text-primary-600">
      <Logo />
      <Spinner className="size-8" label="Cargando…" />
    </div>
  );
}
