/**
 * The data folder is its owner's alone (issue 31): PGlite writes its files 0666 and its folders
 * 0777 whatever the umask (968 of 1,128 files were world-writable), and the folder also holds the
 * generated JWT secret. The folder is made 0700 before anything is written in it, and every file
 * and folder under it 0600/0700 once the database is open and again when it closes; the umask of
 * the process is 077, so what is written later is private too (and unreachable anyway through a
 * 0700 parent).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder if needed and makes it 0700 (the folder only: see `privatizeTree`). */
export function privateFolder(dir: string) {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Every folder under `dir` (itself included) 0700, every file 0600; symbolic links are left alone. */
export function privatizeTree(dir: string) {
  const walk = (at: string) => {
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(at, PRIVATE_DIR_MODE);
      for (const name of readdirSync(at)) walk(path.join(at, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(at, stat.mode & 0o700 ? (stat.mode & 0o700) | PRIVATE_FILE_MODE : PRIVATE_FILE_MODE);
    }
  };
  walk(dir);
}
