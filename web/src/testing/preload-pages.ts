import { beforeAll } from 'vitest';

/**
 * The pages load on demand; a spec that renders some loads them before its first test, so that on
 * a busy machine that test does not spend its whole wait importing them.
 */
export const preloadPages = (...pages: Array<{ preload: () => Promise<unknown> }>) =>
  beforeAll(async () => {
    await Promise.all(pages.map((page) => page.preload()));
  }, 120_000);
