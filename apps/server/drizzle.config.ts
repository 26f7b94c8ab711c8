import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-catalog.ts', './src/db/schema-products.ts'],
  out: './drizzle',
});
