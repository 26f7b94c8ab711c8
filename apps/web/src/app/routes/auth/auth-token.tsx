import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useVerifyTemporaryToken } from '@/features/auth/api/verify-temporary-token';
import { resolvePostSignInPath } from '@/features/auth/utils/post-sign-in-path';
import { useAuthStore } from '@/lib/auth-store';
import { takeReturnPath } from '@/lib/return-path';

const REDIRECT_DELAY_MS = 3_000;

/** /auth/:token (docs/product.md §2.4): signs in with a one-time link token. */
export function Component() {
  const { token } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useAuthStore((state) => state.signIn);
  const [error, setError] = useState<string | null>(token ? null : 'Token no proporcionado');
  const started = useRef(false);

  const verify = useVerifyTemporaryToken({
    mutationConfig: {
      onSuccess: async (response) => {
        signIn(response.token, response.user);
        const back = takeReturnPath();
        navigate(back ?? (await resolvePostSignInPath(queryClient, paths.home.getHref())), { replace: true });
      },
      onError: () => setError('Error al verificar el token'),
    },
  });

  useEffect(() => {
    // Once per mount, StrictMode's second effect run included: the token is single-use.
    if (!token || started.current) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => navigate(paths.login.getHref(), { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [error, navigate]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-8 px-5 text-center">
      <title>Verificando acceso · NutriCoach</title>
      <Logo />
      {error ? (
        <div className="space-y-3" role="alert">
          <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden />
          <p className="text-lg font-semibold text-ink">{error}</p>
          <p className="text-sm text-gray-600">Redireccionando a la página de inicio...</p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 text-primary-600">
          <Spinner className="size-8" />
          <p className="text-[15px] text-gray-700" role="status">
            Verificando tu acceso…
          </p>
        </div>
      )}
    </main>
  );
}
