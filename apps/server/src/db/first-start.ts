import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's first start, initdb, the migrations and the demo data with its images, grows
 * PGlite's WASM memory to about 500 MB, and a WASM memory never shrinks; sharp keeps its libraries
 * and buffers besides. So that work is done by a child process that exits when it is done, and the
 * server then opens the prepared database as on any later start (docs/decisions/0053).
 */
export const PREPARE_ONLY_FLAG = '--prepare-embedded-database';

/** True in the child that prepares the database: it migrates and seeds, and exits without listening. */
export const isPreparingOnly = () => process.argv.includes(PREPARE_ONLY_FLAG);

/** An embedded database that has never been created: PGlite's data folder has no PG_VERSION yet. */
export const embeddedDatabaseIsNew = (dataDir: string) => !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));

/** Runs this same program (same Node flags, same environment) with PREPARE_ONLY_FLAG and waits for it. */
export async function prepareInChildProcess(): Promise<void> {
  const script = process.argv[1];
  if (!script) throw new Error('cannot prepare the embedded database: the server was started without a script path');
  const child = spawn(process.execPath, [...process.execArgv, script, PREPARE_ONLY_FLAG], { stdio: 'inherit' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`preparing the embedded database failed (${signal ?? `exit ${code}`})`);
}
