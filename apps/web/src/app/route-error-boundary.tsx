import { RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown };

/**
 * Last-resort screen: a render crash, or a screen's chunk that failed to download (a new deploy,
 * or the network dropped). Following a link (a new resetKey) tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-5 text-center">
        <Logo />
        <div className="space-y-2">
          <h1 className="text-xl font-bold text-ink">Algo salió mal</h1>
          <p className="text-[15px] text-gray-600">
            No pudimos mostrar esta página. Revisa tu conexión e inténtalo de nuevo.
          </p>
        </div>
        <div className="flex w-full flex-col gap-2">
          <Button size="lg" onClick={() => window.location.reload()}>
            <RotateCw className="size-4.5" aria-hidden />
            Reintentar
          </Button>
          <a
            href={paths.home.getHref()}
            className="inline-flex min-h-11 items-center justify-center font-semibold text-primary-700"
          >
            Ir al inicio
          </a>
        </div>
      </main>
    );
  }
}
