import { z } from 'zod';

export const sendCodeBody = z.object({
  phone: z
    .string({ error: 'El número de teléfono es obligatorio' })
    .min(1, { error: 'El número de teléfono es obligatorio' })
    .max(32, { error: 'El número de teléfono no es válido' }),
});
export type SendCodeBody = z.infer<typeof sendCodeBody>;
export const sendCodeResponse = z.object({ message: z.string() });

export const verifyCodeBody = z.object({
  phone: sendCodeBody.shape.phone,
  code: z.string({ error: 'El código es obligatorio' }).regex(/^\d{6}$/, { error: 'El código debe tener 6 dígitos' }),
});
export type VerifyCodeBody = z.infer<typeof verifyCodeBody>;

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const verifyTemporaryTokenBody = z.object({
  token: z
    .string({ error: 'El token es obligatorio' })
    .min(1, { error: 'El token es obligatorio' })
    .max(2000, { error: 'El token no es válido' }),
});

/** What the session token carries (docs/product.md §3, User). */
export const sessionUser = z.object({ id: z.string(), name: z.string(), phone: z.string() });
export type SessionUser = z.infer<typeof sessionUser>;

/** The client sends its IANA time zone on every call in this header. */
export const TIME_ZONE_HEADER = 'x-time-zone';
