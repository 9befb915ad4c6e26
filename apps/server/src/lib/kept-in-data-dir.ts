import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret made once and kept in `DATA_DIR/<name>` (readable by the owner only): the file's text,
 * written by `make` when it does not exist yet. Processes racing to make it end up using the first
 * one written. Processes on other machines make their own, so they are given the secret instead.
 */
export function keptInDataDir(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
