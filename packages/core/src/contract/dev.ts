import { z } from 'zod';

export const outboxQuery = z.object({ phone: z.string().min(1, { error: 'El teléfono es obligatorio' }).max(32) });
export const outboxResponse = z.object({
  messages: z.array(
    z.object({ to: z.string(), text: z.string(), code: z.string().nullable(), created_at: z.string() }),
  ),
});

/** POST /dev/chat: the /dev/chat simulator writes as a signed-up phone (issue 16). */
export const devChatBody = z.object(
  {
    phone: z.string({ error: 'El teléfono es obligatorio' }).min(1, { error: 'El teléfono es obligatorio' }).max(32),
    text: z.string({ error: 'Escribe un mensaje' }).max(4096, { error: 'El mensaje es demasiado largo' }),
  },
  { error: 'Faltan el teléfono y el mensaje' },
);
/** The coach's answer, as Twilio would have delivered it. */
export const devChatResponse = z.object({ reply: z.string().nullable() });
export const devChatPhonesResponse = z.object({ phones: z.array(z.object({ phone: z.string(), name: z.string() })) });
