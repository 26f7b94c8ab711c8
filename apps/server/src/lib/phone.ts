/** A phone from a request, in the E.164 form every table stores; core's normalizePhone holds the rule. */
import { normalizePhone } from '@nutricoach/core/rules/phone';
import { badRequest } from './errors.ts';

export const PHONE_MESSAGES = {
  invalidPhone: 'El número de teléfono no es válido',
  countryNotServed:
    'Por ahora solo atendemos números de México, Estados Unidos, España, Colombia, Argentina, Perú y Chile',
} as const;

/** The phone in E.164, or a 400 INVALID_PHONE saying whether it is malformed or from a country not served. */
export function toE164(phone: string): string {
  const result = normalizePhone(phone);
  if (!result.ok) {
    const message = result.reason === 'country' ? PHONE_MESSAGES.countryNotServed : PHONE_MESSAGES.invalidPhone;
    throw badRequest(message, 'INVALID_PHONE');
  }
  return result.e164;
}
