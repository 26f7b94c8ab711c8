import { PHONE_MIN_LENGTH } from '@nutricoach/core/constants/auth';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useSendCode } from '../api/send-code';
import { PhoneField } from './phone-field';

type PhoneStepProps = {
  /** The number to start from (e.g. after 'Cambiar número'). */
  defaultPhone?: string;
  onCodeSent: (phone: string) => void;
};

/** Login step 1: the phone number, then a code is sent to it. */
export function PhoneStep({ defaultPhone = '', onCodeSent }: PhoneStepProps) {
  const [phone, setPhone] = useState(defaultPhone);
  const setPendingPhone = useAuthStore((state) => state.setPendingPhone);
  const sendCode = useSendCode({
    mutationConfig: {
      onSuccess: (_response, { phone: sentTo }) => {
        setPendingPhone(sentTo);
        onCodeSent(sentTo);
      },
    },
  });

  const canSubmit = !sendCode.isPending && phone.length >= PHONE_MIN_LENGTH;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) sendCode.mutate({ phone });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Inicia sesión</h1>
        <p className="text-[15px] text-gray-600">Te enviaremos un código para verificar tu número.</p>
      </div>

      <div className="space-y-2">
        <label htmlFor="login-phone" className="block text-sm font-medium text-gray-700">
          Número de teléfono
        </label>
        <PhoneField
          id="login-phone"
          value={phone}
          onChange={(value) => {
            setPhone(value);
            if (sendCode.isError) sendCode.reset();
          }}
          disabled={sendCode.isPending}
          autoFocus
        />
        <p id="login-phone-hint" className="text-xs text-gray-500">
          Disponible en México, Estados Unidos, España, Colombia, Argentina, Perú y Chile.
        </p>
      </div>

      {sendCode.isError && (
        <Alert>{getErrorMessage(sendCode.error, 'Error al enviar el código de verificación')}</Alert>
      )}

      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} loading={sendCode.isPending}>
        Continuar
        {!sendCode.isPending && <ArrowRight className="size-4.5" aria-hidden />}
      </Button>
    </form>
  );
}
