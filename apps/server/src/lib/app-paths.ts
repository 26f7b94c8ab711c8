/**
 * Where the server finds the files it does not compile in: its migrations and the built web app.
 * Named from the server package's root, which is two folders above this file in the source
 * (src/lib/) and one above the bundle (dist/server.js); the bundle says so with SERVER_BUNDLE.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

declare const SERVER_BUNDLE: boolean | undefined;
const fromHere = typeof SERVER_BUNDLE !== 'undefined' && SERVER_BUNDLE ? '..' : '../..';

/** apps/server */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), fromHere);
/** The committed drizzle-kit migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** `npm run build`'s web app (WEB_DIST_DIR overrides it). */
export const DEFAULT_WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
