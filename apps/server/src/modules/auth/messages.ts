/** What the sign-in endpoints tell the user (Spanish, shown as is by the client). */
export const AUTH_MESSAGES = {
  codeSent: 'Te enviamos un código de 6 dígitos',
  codeNotSent: 'No pudimos enviarte el código. Intenta de nuevo en unos minutos.',
  resendTooSoon: (seconds: number) => `Espera ${seconds} segundos antes de pedir otro código`,
  tooManyPerHour: 'Pediste demasiados códigos. Intenta de nuevo en una hora.',
  tooManyFromIp: 'Demasiadas solicitudes desde tu red. Intenta de nuevo más tarde.',
  tooManyPerDay: 'Este número ya recibió demasiados códigos hoy. Intenta de nuevo mañana.',
  tooManyGlobal: 'Estamos enviando demasiados códigos en este momento. Intenta de nuevo en unos minutos.',
  codeWrong: (left: number) => `Código incorrecto. Te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.`,
  codeBurned: 'Código incorrecto. Agotaste los intentos: pide un código nuevo.',
  temporaryTokenInvalid: 'El enlace no es válido o ya venció',
  smsText: (code: string, minutes: number) =>
    `Tu código de NutriCoach es ${code}. Vence en ${minutes} minutos. No lo compartas con nadie.`,
} as const;
