// Screenshot comparisons against committed references (e2e/screenshots/). A reference is the
// viewport only, at a device scale of 1, with animations stopped, the caret hidden and whatever
// changes from run to run (dates, codes) masked: small files that a re-run reproduces. pixelmatch
// compares them with its anti-aliasing detection on and a small share of differing pixels allowed,
// so a font hinting or sub-pixel difference passes and a moved block or a new colour fails.
// UPDATE_SCREENSHOTS=1 rewrites the references; a missing reference is written and reported.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { bool, loadConfig, z } from '@rubrica/config';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

import { ROOT } from './web-build.js';

export const REFERENCES = join(ROOT, 'e2e', 'screenshots');

const settings = () => loadConfig('screenshot comparisons', z.object({ UPDATE_SCREENSHOTS: bool(false) }));
const RESULTS = join(ROOT, 'test-results', 'screenshots-compared');

/** Share of the pixels that may differ (after anti-aliasing is set aside): 0.5 %. */
const MAX_DIFF_RATIO = 0.005;
/** pixelmatch's per-pixel colour distance (0 to 1) below which two pixels count as equal. */
const PIXEL_THRESHOLD = 0.15;

export interface Comparison {
  name: string;
  /** null when it matches (or the reference was just written), else what differs. */
  problem: string | null;
}

/**
 * Takes the page's screenshot and compares it with `e2e/screenshots/<name>.png`. Answers the
 * problem rather than throwing, so one run names every screen that changed.
 */
export async function compareScreenshot(page: Page, name: string, mask: Locator[] = []): Promise<Comparison> {
  mkdirSync(RESULTS, { recursive: true });
  const actualBytes = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask,
    maskColor: '#d9dce3',
  });
  writeFileSync(join(RESULTS, `${name}.actual.png`), actualBytes);
  const referencePath = join(REFERENCES, `${name}.png`);
  if (settings().UPDATE_SCREENSHOTS || !existsSync(referencePath)) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(referencePath, actualBytes);
    console.warn(`screenshot reference written: ${referencePath}`);
    return { name, problem: null };
  }
  const actual = PNG.sync.read(actualBytes);
  const reference = PNG.sync.read(readFileSync(referencePath));
  if (actual.width !== reference.width || actual.height !== reference.height) {
    return {
      name,
      problem: `${name}: ${actual.width}x${actual.height}, the reference is ${reference.width}x${reference.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(reference.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return { name, problem: null };
  const diffPath = join(RESULTS, `${name}.diff.png`);
  writeFileSync(diffPath, PNG.sync.write(diff));
  return { name, problem: `${name}: ${(ratio * 100).toFixed(2)} % of the pixels differ (see ${diffPath})` };
}
