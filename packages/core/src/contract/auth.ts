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

export const verifyTemporaryTokenBody = z.object({
  token: z
    .string({ error: 'El token es obligatorio' })
    .min(1, { error: 'El token es obligatorio' })
    .max(2000, { error: 'El token no es válido' }),
});

/**
 * Who is signed in, as a sign-in answers it beside the token (docs/product.md §3, User). The token
 * itself names no one (issue 31): it carries the user's id and its session's, nothing personal.
 */
export const sessionUser = z.object({ id: z.string(), name: z.string(), phone: z.string() });
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenResponse = z.object({ token: z.string(), user: sessionUser });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** POST /auth/logout and /auth/logout-all: how many sessions ended. */
export const logoutResponse = z.object({ signed_out: z.number().int() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

/** The client sends its IANA time zone on every call in this header. */
export const TIME_ZONE_HEADER = 'x-time-zone';
