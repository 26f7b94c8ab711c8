import { z } from 'zod';

export const outboxQuery = z.object({ phone: z.string().min(1, { error: 'El teléfono es obligatorio' }).max(32) });
export const outboxResponse = z.object({
  messages: z.array(
    z.object({ to: z.string(), text: z.string(), code: z.string().nullable(), created_at: z.string() }),
  ),
});
