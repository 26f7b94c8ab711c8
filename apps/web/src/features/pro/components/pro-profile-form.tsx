import { USER_COUNTRIES, USER_COUNTRY_NAMES, type UserCountry } from '@nutricoach/core/constants/countries';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import type { Professional } from '@/lib/api/professional-types';
import { useSaveProProfile } from '../api/pro';

export const PROFILE_SAVE_ERROR = 'No se pudo guardar tu perfil profesional. Intenta de nuevo.';

/** The professional's profile (POST, or PUT when it exists): the name clients see, an optional license, the country. */
export function ProProfileForm({
  professional,
  defaultCountry,
  onSaved,
}: {
  professional: Professional | null;
  defaultCountry: string;
  onSaved?: () => void;
}) {
  const [name, setName] = useState(professional?.name ?? '');
  const [license, setLicense] = useState(professional?.license_number ?? '');
  const [country, setCountry] = useState(professional?.country ?? defaultCountry);
  const [nameError, setNameError] = useState<string | undefined>();
  const save = useSaveProProfile({ exists: professional !== null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2) {
      setNameError('Escribe tu nombre como lo verán tus clientes (2 letras o más).');
      return;
    }
    setNameError(undefined);
    const body = { name: trimmed, country, ...(license.trim() ? { license_number: license.trim() } : {}) };
    save.mutate(body, { onSuccess: () => onSaved?.() });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        label="Tu nombre profesional"
        hint="Así te verán tus clientes: «Lic. María Quispe»."
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={80}
        autoComplete="name"
        error={nameError}
      />
      <TextField
        label="N.º de colegiatura (opcional)"
        value={license}
        onChange={(e) => setLicense(e.target.value)}
        maxLength={40}
      />
      <div className="space-y-1.5">
        <label htmlFor="pro-country" className="block text-sm font-medium text-gray-700">
          País
        </label>
        <select
          id="pro-country"
          value={country}
          onChange={(e) => setCountry(e.target.value as UserCountry)}
          className="h-12 w-full rounded-xl border border-gray-300 bg-white px-3 text-[15px] text-ink focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25"
        >
          {USER_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {USER_COUNTRY_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      {save.isError && <Alert>{getErrorMessage(save.error, PROFILE_SAVE_ERROR)}</Alert>}
      <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
        {professional ? 'Guardar cambios' : 'Crear mi perfil profesional'}
      </Button>
    </form>
  );
}
