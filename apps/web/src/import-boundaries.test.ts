import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Lints the given files with the project's biome.json, as `npm run lint` does, and answers the
 * `file:line` of each import it refuses (decision 0030). The files are written to a copy of the
 * project's layout in a temporary folder: probes in the source tree would be seen by the other
 * tools running meanwhile, and Biome applies no per-folder override to a file read from stdin.
 */
function refusedImports(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'grant-boundaries-'));
  try {
    copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const args = ['lint', '--vcs-enabled=false', '--reporter=github', ...Object.keys(files)];
    const run = spawnSync(join(root, 'node_modules/.bin/biome'), args, { cwd: dir, encoding: 'utf8' });
    if (run.error) throw run.error;
    // Sorted: Biome checks files in parallel, so its order varies.
    return [...run.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+),/gm)]
      .map(([, file = '', line]) => `${file.slice(dir.length + 1)}:${line}`)
      .sort(byPathThenLine);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const byPathThenLine = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** One import a line, so that a refused import is named by its line. */
const importing = (...paths: string[]) => `${paths.map((path, i) => `import { x${i} } from '${path}';`).join('\n')}\n`;

describe('import boundaries (npm run lint)', () => {
  it("refuses a web feature's import of another feature's files, the app or the entry points, and allows the rest", () => {
    const page = 'apps/web/src/features/alpha/pages/alpha-page.tsx';
    const top = 'apps/web/src/features/alpha/alpha-text.ts';
    const refused = refusedImports({
      [page]: importing(
        '../../beta/components/beta-panel',
        '../../beta',
        '../components/alpha-card',
        '../alpha-text',
        '../../../components/ui/button',
        '../../../lib/api-client',
        '../../../i18n/use-t',
        '@grant/shared',
        '../../../app/router',
        '../../../main',
        '../../beta/api/beta-api',
      ),
      [top]: importing('../beta/beta-text', '../beta', './api/alpha-api', '../../lib/format-date', '../../app/providers'),
    });
    expect(refused).toEqual([`${top}:1`, `${top}:5`, `${page}:1`, `${page}:9`, `${page}:10`, `${page}:11`]);
  });

  it("refuses a lazy import or a re-export of another feature's file", () => {
    const page = 'apps/web/src/features/alpha/pages/alpha-page.tsx';
    const refused = refusedImports({
      [page]:
        "export { BetaPanel } from '../../beta/components/beta-panel';\nexport const load = () => import('../../beta/pages/beta-page');\n",
    });
    expect(refused).toEqual([`${page}:1`, `${page}:2`]);
  });

  it('keeps components/ui, lib and i18n free of features, except the Bangla dictionaries i18n gathers', () => {
    const ui = 'apps/web/src/components/ui/probe.tsx';
    const lib = 'apps/web/src/lib/probe.ts';
    const i18n = 'apps/web/src/i18n/probe.ts';
    const refused = refusedImports({
      [ui]: importing('../../features/beta', './button', '../../lib/api-client'),
      [lib]: importing('../features/beta/api/beta-api', '../app/router', './api-client'),
      [i18n]: importing('../features/beta/beta.bn', '../features/beta/components/beta-panel', './locale'),
    });
    expect(refused).toEqual([`${ui}:1`, `${i18n}:2`, `${lib}:1`, `${lib}:2`]);
  });

  it("refuses a server module's import of another module's repository, SQL or routes, and allows its service", () => {
    const service = 'apps/server/src/modules/alpha/alpha.service.ts';
    const refused = refusedImports({
      [service]: importing(
        '../beta/beta.repository',
        '../beta/beta.service',
        './alpha.repository',
        '../beta/beta.queries',
        '../beta/beta.routes',
        '../../lib/app-error',
        '../beta/beta-helper',
      ),
    });
    expect(refused).toEqual([`${service}:1`, `${service}:4`, `${service}:5`]);
  });
});
