import { z } from 'zod';

/** Zod's own messages in Spanish, for fields whose schema sets no message of its own. */
z.config(z.locales.es());
