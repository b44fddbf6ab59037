#!/usr/bin/env node
// `make bench-web`: the built web app (web/dist) as a phone on a slow network loads it. A small
// server serves the build brotli-compressed, as the gateway does (the build's .br copies); the API
// is answered in the browser (page.route, bench/web/api-fixtures.mjs), so only the app's own files
// cross the throttled network. Chromium at 360 px, CPU slowed 4× and
// Lighthouse's published fast-3G figures (its "mobileSlow4G" profile: 150 ms round trip, 1.6 Mbps
// down, 750 kbps up) applied per request by DevTools, a cold cache each run; median of 3. Prints, per page, the largest
// contentful paint and the JavaScript transferred (compressed bytes on the wire) before the page
// settles, split into what the page needs to render and what it loads on demand afterwards (pdf.js
// and its worker for the viewer's document). Goals (issue "Performance", item 7): the viewer's
// LCP ≤ 2 s and its JavaScript ≤ 200 kB, the dashboard's LCP ≤ 2.5 s. `--smoke`: one unthrottled
// run, no goals (bench/web/web-load.spec.ts, in `make test`). `--dist=<dir>`: a build elsewhere;
// given more than once, the builds' loads alternate (A, B, A, B…), each build with its own rows, so
// that two builds compared meet the same moments of a shared machine's load.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';

import { API_ANSWERS, contractPdf, DOCUMENT_PATH, TOKEN } from './api-fixtures.mjs';

const smoke = process.argv.includes('--smoke');
// `--runs=<n>`: cold loads per page and build (3 by default), the median printed.
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
const RUNS = smoke ? 1 : Number(runsArgument?.slice('--runs='.length) ?? 3);
// `--waterfall`: after each load, its LCP element and when each file and API request of the page
// started, began to answer and ended (ms from navigation), to see what the paint waited for; on
// standard error, so that the table stays whole.
const waterfall = process.argv.includes('--waterfall');
// `--dist=<dir>`: another build to load (one kept to compare with), web/dist by default; several
// are loaded in turns.
const distArguments = process.argv.filter((argument) => argument.startsWith('--dist='));
const dists = distArguments.length
  ? distArguments.map((argument) => resolve(argument.slice('--dist='.length)))
  : [resolve(import.meta.dirname, '../../web/dist')];
const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const PAGES = [
  // `ready`: what the page shows once loaded (the viewer opens on the envelope's information).
  {
    name: 'signing viewer (public link)',
    path: `/public/envelopes/viewer/${TOKEN}`,
    ready: 'role=dialog',
    lcpGoal: 2000,
    jsGoal: 200_000,
  },
  {
    name: 'dashboard (signed in)',
    path: '/business/dashboard',
    ready: 'h1 >> text=Início',
    lcpGoal: 2500,
    signedIn: true,
  },
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.ttf', '.map']);

/** The build in `dist`, SPA-style (unknown paths get index.html), brotli-compressed when asked. */
const serveDist = (dist) => {
  const compressed = new Map();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://bench').pathname);
    let file = join(dist, normalize(pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    const extension = extname(file);
    const headers = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    };
    if (COMPRESSIBLE.has(extension) && /\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
      // The build's own brotli copy, as the gateway sends it (gateway/src/spa/spa-handler.ts).
      if (!compressed.has(file))
        compressed.set(
          file,
          existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : brotliCompressSync(readFileSync(file)),
        );
      response.writeHead(200, { ...headers, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
      response.end(compressed.get(file));
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold load of `page`: its LCP and the JavaScript bytes on the wire, before and after render. */
const measure = async (browser, origin, page, pdf) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  if (page.signedIn) await context.addCookies([{ name: 'rubrica_csrf', value: 'bench', url: origin }]);
  const tab = await context.newPage();
  await tab.route('**/api/**', (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (path === DOCUMENT_PATH)
      return route.fulfill({ status: 200, contentType: 'application/pdf', body: pdf });
    const body = API_ANSWERS[`${request.method()} ${path}`];
    if (body === undefined) return route.fulfill({ status: 404, json: { message: 'Not found.' } });
    return route.fulfill({ status: 200, json: body });
  });
  await tab.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        globalThis.__lcp = entry.startTime;
        const text = entry.element?.textContent?.trim().slice(0, 40);
        globalThis.__lcpElement = `${entry.element?.tagName.toLowerCase() ?? entry.url}${text ? ` "${text}"` : ''}`;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  if (!smoke) {
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const scripts = new Map();
  const started = Date.now();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || /\.m?js(\?|$)/.test(response.url)) scripts.set(requestId, { bytes: 0, at: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) Object.assign(script, { bytes: encodedDataLength, at: Date.now() - started });
  });
  // A load that is slow because the shared machine is busy is a slow figure, not a failed bench:
  // the same minute the page's own readiness wait allows.
  await tab.goto(`${origin}${page.path}`, { waitUntil: 'load', timeout: 60_000 });
  const shown = await tab
    .locator(page.ready)
    .first()
    .waitFor({ timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  await tab.waitForLoadState('networkidle', { timeout: 60_000 });
  // LCP is final once the page has settled; no input happens in between.
  const lcp = await tab.evaluate(() => globalThis.__lcp);
  if (waterfall) {
    const { element, files } = await tab.evaluate(() => ({
      element: globalThis.__lcpElement,
      files: performance
        .getEntriesByType('resource')
        .map((entry) => [
          entry.name.replace(globalThis.location.origin, ''),
          entry.startTime,
          entry.responseStart,
          entry.responseEnd,
        ]),
    }));
    console.error(`${page.name} at ${origin}: LCP ${Math.round(lcp)} ms, ${element}`);
    for (const [name, start, firstByte, end] of files)
      console.error(
        `  ${[start, firstByte, end].map((at) => String(Math.round(at)).padStart(5)).join(' ')}  ${name}`,
      );
  }
  await context.close();
  let beforeLcp = 0;
  let total = 0;
  for (const { bytes, at } of scripts.values()) {
    total += bytes;
    if (at <= lcp) beforeLcp += bytes;
  }
  return { lcp, beforeLcp, total, shown };
};

const main = async () => {
  for (const dist of dists)
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: npm run build -w web`);
  // One server, so one origin, per build.
  const builds = await Promise.all(
    dists.map(async (dist) => {
      const server = await serveDist(dist);
      return { dist, server, origin: `http://127.0.0.1:${server.address().port}` };
    }),
  );
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const pdf = await contractPdf();
  const cpu = cpus();
  console.log(`Web bench${smoke ? ' (smoke: one run, no throttling, no goals)' : ''}`);
  console.log(
    `machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB; ` +
      `Chromium ${browser.version()}, load average ${loadavg()[0].toFixed(1)}`,
  );
  if (!smoke)
    console.log(
      `profile: 360 px phone, CPU ${CPU_SLOWDOWN}× slower, fast 3G (150 ms RTT, 1.6 Mbps down, 750 kbps up); median of ${RUNS} cold loads`,
    );
  if (builds.length > 1) {
    console.log(
      `builds, loaded in turns: ${builds.map(({ dist }, index) => `${index + 1} ${dist}`).join('; ')}`,
    );
  }
  console.log('');
  console.log('| page | LCP | JS until LCP (wire) | JS in all (wire) | goal |');
  console.log('|---|---|---|---|---|');
  let missed = false;
  try {
    for (const page of PAGES) {
      const runs = builds.map(() => []);
      for (let run = 0; run < RUNS; run += 1)
        for (const [index, { origin }] of builds.entries())
          runs[index].push(await measure(browser, origin, page, pdf));
      for (const [index, buildRuns] of runs.entries()) {
        if (buildRuns.some((run) => !run.shown))
          throw new Error(`${page.name}: the page never showed ${page.ready}`);
        const lcp = median(buildRuns.map((run) => run.lcp));
        const beforeLcp = median(buildRuns.map((run) => run.beforeLcp));
        const total = median(buildRuns.map((run) => run.total));
        const goals = [`LCP ≤ ${page.lcpGoal / 1000} s`];
        let met = lcp <= page.lcpGoal;
        if (page.jsGoal) {
          goals.push(`JS ≤ ${page.jsGoal / 1000} kB`);
          met &&= beforeLcp <= page.jsGoal;
        }
        if (!smoke && !met) missed = true;
        const verdict = smoke ? '–' : `${goals.join(', ')}: ${met ? 'met' : 'MISSED'}`;
        const name = builds.length > 1 ? `${page.name}, build ${index + 1}` : page.name;
        console.log(
          `| ${name} | ${(lcp / 1000).toFixed(2)} s | ${(beforeLcp / 1000).toFixed(1)} kB | ` +
            `${(total / 1000).toFixed(1)} kB | ${verdict} |`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const { server } of builds) server.close();
  }
  console.log(`\nload average at the end ${loadavg()[0].toFixed(1)}`);
  if (missed) process.exitCode = 1;
};

await main();
