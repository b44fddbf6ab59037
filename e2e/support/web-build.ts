import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB_DIR = join(ROOT, 'web');
export const WEB_DIST = join(WEB_DIR, 'dist');
export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

/** The newest modification time under a path (files only). */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), 0);
}

/**
 * Builds web/dist when it is missing or older than the SPA's sources. The build goes to a folder
 * of its own and is swapped in at the end, so a gateway serving the old build (another spec
 * running in parallel) never sees a half-written one.
 */
export function ensureFreshWebBuild(): void {
  const built = existsSync(join(WEB_DIST, 'index.html')) ? statSync(join(WEB_DIST, 'index.html')).mtimeMs : 0;
  const sources = Math.max(
    newestChange(join(WEB_DIR, 'src')),
    newestChange(join(WEB_DIR, 'public')),
    newestChange(join(WEB_DIR, 'index.html')),
    newestChange(join(WEB_DIR, 'vite.config.ts')),
  );
  if (built >= sources) return;
  const fresh = join(WEB_DIR, `.dist-build-${process.pid}`);
  const previous = join(WEB_DIR, `.dist-previous-${process.pid}`);
  // The test runner's NODE_ENV=test would make Vite bundle React's development build into the
  // dist/ that `make run` serves too: build exactly what production gets.
  execFileSync('env', ['NODE_ENV=production', 'npx', 'vite', 'build', '--outDir', fresh, '--emptyOutDir'], {
    cwd: WEB_DIR,
    stdio: 'pipe',
  });
  if (existsSync(WEB_DIST)) renameSync(WEB_DIST, previous);
  renameSync(fresh, WEB_DIST);
  rmSync(previous, { recursive: true, force: true });
}
