// Web benchmark (issue 3): first-load JavaScript of '/' (gzipped) and Lighthouse scores for '/', measured on the
// built app served by the real server, in Debian's Chromium. Run: npm run bench:web
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM, launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Every script the browser fetches to show '/', gzipped as a server would send it. */
async function firstLoadJs(url: string) {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gzipped = 0;
  for (const script of scripts) {
    const body = readFileSync(path.join(dist, script));
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzipped };
}

async function lighthouseScores(url: string, formFactor: 'mobile' | 'desktop') {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const categories = result?.lhr.categories;
    const audits = result?.lhr.audits;
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(audits?.['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits?.['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits?.['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startServer({ LOG_LEVEL: 'error' });
try {
  const js = await firstLoadJs(`${server.url}/`);
  console.log(
    `first-load JS of /: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzipped / 1024).toFixed(1)} KB gzipped (goal <= 200 KB)`,
  );
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const results: Awaited<ReturnType<typeof lighthouseScores>>[] = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await lighthouseScores(`${server.url}/`, formFactor));
    const pick = (key: keyof (typeof results)[number]) => median(results.map((result) => result[key]));
    console.log(
      `lighthouse ${formFactor} (median of ${runs}): performance ${pick('performance')} (goal >= 90), accessibility ${pick('accessibility')} (goal >= 95), FCP ${pick('fcpMs')} ms, LCP ${pick('lcpMs')} ms, TBT ${pick('tbtMs')} ms`,
    );
  }
} finally {
  await server.stop();
}
