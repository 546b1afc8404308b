/**
 * `npm run bench:pages`: the page budgets of ARCHITECTURE.md, measured on the production
 * build. Server render cost: 200 sequential requests to each page type and to a constant
 * response (/healthz) on the same runtime (wrangler dev on the 50,000-provider bench
 * database), p50 and p95 of the full response; the budget is a small multiple of the constant.
 * Initial JavaScript: each page opened in Chromium, every script it loads before the visitor
 * does anything gzipped and summed (the budget is 90 KB); then the total once the pointer has
 * moved over the page and the islands hydrated at interaction are live.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH, ensureChromium } from "./ensure-test-programs.ts";
import { prepareBenchState } from "./lib/bench-state.ts";
import { startDevServer } from "./lib/dev-server.ts";
import { assertNode22 } from "./lib/offline-env.ts";
import { run } from "./lib/run.ts";

assertNode22();

const REQUESTS = 200;
const WARM_UP = 20;
const JS_BUDGET_BYTES = 90 * 1024;
/** "A small multiple" of a constant response, made a number. */
const RENDER_BUDGET_MULTIPLE = 5;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function timeRequests(url: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (index >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

interface PageJavaScript {
  /** Loaded by the page on its own, before the visitor does anything. */
  initial: number;
  /** Loaded once the visitor has moved the pointer over the page (the islands hydrated at interaction). */
  interactive: number;
}

async function gzippedTotal(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

async function pageJavaScript(urls: Record<string, string>): Promise<Record<string, PageJavaScript>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const sizes: Record<string, PageJavaScript> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const page = await (await browser.newContext()).newPage();
      const scripts = new Set<string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.add(response.url());
      });
      await page.goto(url, { waitUntil: "networkidle" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const initial = await gzippedTotal(scripts);
      await page.mouse.move(10, 10);
      await page.mouse.move(20, 20);
      await page.waitForFunction(() => document.documentElement.dataset.interactive === "true");
      await page.waitForLoadState("networkidle");
      sizes[name] = { initial, interactive: await gzippedTotal(scripts) };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

await run(process.execPath, ["scripts/build.ts"]);
await ensureChromium();
const server = await startDevServer(await prepareBenchState());
try {
  const search = (await (
    await fetch(`${server.baseUrl}/api/enhanced-search`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ keyword: "Austin, TX" }),
    })
  ).json()) as { results: { url: string }[] };
  const pages: Record<string, string> = {
    home: `${server.baseUrl}/`,
    search: `${server.baseUrl}/local/search/?keyword=Austin%2C+TX&careType=assisted-living`,
    landing: `${server.baseUrl}/lp/`,
    saved: `${server.baseUrl}/saved`,
    "care-type hub": `${server.baseUrl}/senior-living/assisted-living/`,
    "geo state": `${server.baseUrl}/senior-living/assisted-living/texas/`,
    "geo city": `${server.baseUrl}/senior-living/assisted-living/texas/austin/`,
    content: `${server.baseUrl}/resources/assisted-living/`,
  };
  const providerUrl = search.results[0]?.url;
  if (providerUrl && (await fetch(`${server.baseUrl}${providerUrl}`)).ok)
    pages.provider = `${server.baseUrl}${providerUrl}`;

  const constant = await timeRequests(`${server.baseUrl}/healthz`);
  console.log(`\nconstant response (/healthz): p50 ${constant.p50.toFixed(1)} ms, p95 ${constant.p95.toFixed(1)} ms`);
  let failed = false;
  for (const [name, url] of Object.entries(pages)) {
    const timing = await timeRequests(url);
    const multiple = timing.p50 / constant.p50;
    failed ||= multiple > RENDER_BUDGET_MULTIPLE;
    console.log(
      `${name} page: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, ${multiple.toFixed(1)}x the constant response (budget ${RENDER_BUDGET_MULTIPLE}x)`,
    );
  }
  const javascript = await pageJavaScript(pages);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [name, bytes] of Object.entries(javascript)) {
    failed ||= bytes.initial > JS_BUDGET_BYTES;
    console.log(
      `${name} page initial JavaScript: ${kb(bytes.initial)} gzipped (budget 90 KB); ${kb(bytes.interactive)} once the visitor interacts`,
    );
  }
  console.log(`budgets: ${failed ? "NOT MET" : "met"}`);
  if (failed) process.exitCode = 1;
} finally {
  await server.stop();
}
