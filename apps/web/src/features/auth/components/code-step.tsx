import { CODE_LENGTH } from '@nutricoach/core/constants/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { resolvePostSignInPath } from '../utils/post-sign-in-path';
import { CodeInput, emptyCode } from './code-input';

type CodeStepProps = {
  /** Where a user whose onboarding is complete lands. */
  homePath: string;
  onChangeNumber: () => void;
  onSignedIn: (path: string) => void;
};

type Feedback = { tone: 'error' | 'success'; text: string } | null;

/** Login step 2: the six-digit code sent to the pending phone. */
export function CodeStep({ homePath, onChangeNumber, onSignedIn }: CodeStepProps) {
  const pendingPhone = useAuthStore((state) => state.pendingPhone);
  const signIn = useAuthStore((state) => state.signIn);
  const queryClient = useQueryClient();
  const [digits, setDigits] = useState(emptyCode);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [focusKey, setFocusKey] = useState(0);

  const verifyCode = useVerifyCode({
    mutationConfig: {
      // Awaited by the mutation, so the button keeps spinning until we know where to go.
      onSuccess: async ({ token, user }) => {
        signIn(token, user);
        onSignedIn(await resolvePostSignInPath(queryClient, homePath));
      },
      onError: (error) => {
        setFeedback({ tone: 'error', text: getErrorMessage(error, 'Error al verificar el código') });
        setDigits(emptyCode());
        setFocusKey((key) => key + 1);
      },
    },
  });
  const resendCode = useSendCode({
    mutationConfig: {
      onSuccess: () => setFeedback({ tone: 'success', text: 'Código reenviado' }),
      onError: (error) =>
        setFeedback({ tone: 'error', text: getErrorMessage(error, 'Error al enviar el código de verificación') }),
    },
  });

  const code = digits.join('');
  const isComplete = code.length === CODE_LENGTH;
  const busy = verifyCode.isPending;

  const verify = (typed: string) => {
    if (typed.length !== CODE_LENGTH || busy) return;
    if (!pendingPhone) {
      setFeedback({ tone: 'error', text: 'No hay número de teléfono pendiente' });
      return;
    }
    setFeedback(null);
    verifyCode.mutate({ phone: pendingPhone, code: typed });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify(code);
  };

  const handleResend = () => {
    if (!pendingPhone) {
      setFeedback({ tone: 'error', text: 'No hay número de teléfono pendiente' });
      return;
    }
    setFeedback(null);
    resendCode.mutate({ phone: pendingPhone });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Verifica tu número</h1>
        <p className="text-[15px] text-gray-600">
          Ingresa el código de 6 dígitos enviado a{' '}
          <span className="whitespace-nowrap font-semibold text-ink">{pendingPhone ?? ''}</span>
        </p>
      </div>

      <CodeInput
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          if (feedback?.tone === 'error') setFeedback(null);
          // The sixth digit sends the code (issue 29): typed, pasted or filled in by the keyboard.
          const typed = next.join('');
          if (typed.length === CODE_LENGTH && typed !== code) verify(typed);
        }}
        disabled={busy}
        invalid={feedback?.tone === 'error'}
        autoFocus
        focusKey={focusKey}
      />

      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}

      <Button type="submit" size="lg" className="w-full" disabled={!isComplete} loading={busy}>
        Verificar
      </Button>

      <div className="grid grid-cols-2 gap-2">
        <Button variant="ghost" size="sm" onClick={onChangeNumber} disabled={busy}>
          Cambiar número
        </Button>
        <Button variant="ghost" size="sm" onClick={handleResend} disabled={busy} loading={resendCode.isPending}>
          Reenviar código
        </Button>
      </div>
    </form>
  );
}
