/**
 * `npm run bench:pages`: the performance budgets of ARCHITECTURE.md, measured on the production
 * build (wrangler dev on the 50,000-provider bench database).
 *
 * Server CPU, the way the edge bills it: the CPU time of the workerd process that runs the
 * Worker (not wall time through wrangler's proxy, which hides it), summed over its threads from
 * the scheduler's own nanosecond counters, over 150 sequential requests and divided by 150,
 * beside the same figure for a constant response (/healthz). The row and the constant take turns
 * in batches of 25 requests (the constant first in every other pair), each batch read after the
 * work its last answer left behind, so a slow spell of the shared machine weighs on both sides of
 * the ratio, which is what the budgets use. The table is measured in three rounds (a cache hit
 * in seven), and each row shows its median round and the range.
 *
 * A cache hit is judged beside a constant answer as large as its page (GET /healthz/:bytes,
 * measured in the same batches; the server runs the bench's own entry, ./worker/sized-constant.ts): in this process the
 * bytes themselves cost about 0.35 ms a 190 KB page (the socket, Miniflare's own workers), which
 * at the edge is transport outside the Worker's isolate, and on this machine alone they read
 * 1.1x to 1.25x of `/healthz`. The multiple of `/healthz` is in the table too. Each page type is measured
 * uncached (`Cache-Control: no-cache`: the edge page cache renders and stores) and as a cache hit
 * (plain repeated requests after one warm-up); the search JSON as the search page asks for it.
 *
 * The cold search: the search page and its JSON with every request a place and care type no
 * cache holds (each a city and care type of its own, never asked before in the run, and the
 * search-results cache keeps an answer a minute), so geocoding, the engine, the cards and the
 * answer all run. The page is asked as a family asks it (no `no-cache`): the page cache is
 * read, and a search's first ask is rendered but not stored (worker/cache/second-ask.ts), as
 * neither is its answer in KV. The JSON rows show beside the Worker's CPU what D1 reported it spent executing
 * the search (`Server-Timing: d1`, worker/search/search-timing.ts): locally the database runs in
 * the same workerd process and its time is in the CPU figure, at the edge it is not. The page
 * sends its head before its search runs, so it cannot say its own.
 *
 * Initial JavaScript: each page opened in Chromium, every script it loads before the visitor
 * does anything gzipped and summed (the budget is 90 KB); then the total once the pointer has
 * moved over the page and the islands hydrated at interaction are live.
 */
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH, CHROMIUM_SWITCHES, ensureChromium } from "../ensure-test-programs.ts";
import { startDevServer } from "../lib/dev-server.ts";
import { assertNode22 } from "../lib/offline-env.ts";
import { run } from "../lib/run.ts";
import { coldSearches } from "./lib/cold-searches.ts";
import { cpuSecondsSince, findWorkerdPid, threadCpu } from "./lib/process-cpu.ts";
import { writeBenchReport } from "./lib/report.ts";
import { prepareBenchState } from "./lib/state.ts";

assertNode22();

/**
 * `--rows <text>`: only the rows whose label holds the text (`--rows cold`), for trying a change
 * in a few minutes; such a run prints its table, checks its budgets and writes no report.
 */
const { values: options } = parseArgs({ args: process.argv.slice(2), options: { rows: { type: "string" } } });
const onlyRows = options.rows;

/** The bench's Worker entry: the real Worker plus the same-size constants. */
const SIZED_CONSTANT_WORKER = "scripts/bench/worker/sized-constant.ts";

/** Requests of a row per run, and as many of the constant. */
const REQUESTS = 150;
/**
 * Requests of a cache-hit row per run: a hit costs about what the constant does, so a busy spell
 * of the shared machine moves its multiple most (one run of 150 read anywhere from 0.9x to 1.6x);
 * four times the requests halve that spread, for a few seconds a run.
 */
const HIT_REQUESTS = 600;
/** The row and the constant take turns in batches of this many requests. */
const BATCH = 25;
/** Milliseconds after a batch before its CPU is read: the work its last answer left behind (a cache write) is counted with it. */
const SETTLE_MS = 30;
/**
 * The whole table is measured this many times and each row shows its median round: on a
 * shared machine one round of a row moves by 0.2x to 1x from run to run.
 */
const ROUNDS = 3;
/**
 * Rounds of a cache-hit row: its rounds still lie up to 0.3x apart (the constant itself reads
 * 2.5 to 3.8 ms from one run to the next), so with three one slow spell and one borderline round
 * made its line, and with five a run's median still moved by 0.15x from one run to the next;
 * the median of seven needs four rounds on the same side.
 */
const HIT_ROUNDS = 7;
/**
 * Rounds of a cold search row: every request is a search of its own, some cities far larger than
 * others, and one run's rounds lay up to 2x apart (4.55x to 6.71x for the page), so the median of
 * three moved by 0.9x from one run to the next.
 */
const COLD_ROUNDS = 5;
/** Requests before each measured run, so the code paths are compiled and caches filled. */
const WARM_UP = 3;
const JS_BUDGET_BYTES = 90 * 1024;
/** Budgets as multiples of the constant response's CPU (ARCHITECTURE.md, Performance budgets). */
const BUDGETS = { searchJson: 2, uncached: 4, cacheHit: 1.5, coldSearchJson: 4, coldSearchPage: 6 } as const;

interface BenchRequest {
  path: string;
  init?: Omit<RequestInit, "headers"> & { headers?: Record<string, string> };
}

interface Row {
  label: string;
  /** The i-th request of the row (the same one, unless the row varies it); warm-up requests come after a round's, and each round has its own. */
  request: (index: number) => BenchRequest;
  /** Requests per run, if not `REQUESTS` (a multiple of twice `BATCH`, so each side goes first as often). */
  requests?: number;
  /** Rounds the row is measured in, if not `ROUNDS` (at least that many). */
  rounds?: number;
  /** What a JSON answer must hold for the figure to mean anything (a search that finds nothing is cheap). */
  check?: (body: string) => string | undefined;
  budget?: number;
  /**
   * A constant answer as large as this row's (a cache hit's): measured in the same run, and the
   * row's budget is a multiple of it rather than of `/healthz`.
   */
  sameSize?: Row;
  /** The page whose JavaScript this row's line shows. */
  javascriptOf?: string;
}

interface Measured {
  cpuMs: number;
  /** The constant response's CPU in this row's run (as many requests, in the batches between the row's). */
  constantMs: number;
  /** The same-size constant's CPU in this row's run, for a row that has one. */
  sameSizeMs?: number;
  wallP50Ms: number;
  /** Time to the response's first body bytes through the proxy: a page sent head first starts as early as the constant. */
  firstByteP50Ms: number;
  cacheHeaders: Map<string, number>;
  /** What D1 reported per request (`Server-Timing: d1`), for a row whose answers say it. */
  d1Ms?: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const NO_CACHE = { "Cache-Control": "no-cache" };
const IDENTITY = { "Accept-Encoding": "identity" };

function searchJson(path: string, body: Record<string, string>): BenchRequest {
  return {
    path,
    init: { method: "POST", headers: { ...NO_CACHE, "Content-Type": "application/json" }, body: JSON.stringify(body) },
  };
}

/**
 * One request, read to its end, with the time its first body bytes came (from the request's
 * start); anything but a 200 (a redirect too) stops the benchmark, naming the URL.
 */
async function send(
  baseUrl: string,
  request: BenchRequest,
): Promise<{ headers: Headers; body: string; firstByteMs: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, {
    redirect: "manual",
    ...request.init,
    // Uncompressed: at the edge a Worker's answer is compressed outside its isolate, not billed
    // as its CPU, while wrangler dev compresses in the Worker's own workerd process.
    headers: { ...IDENTITY, ...request.init?.headers },
  });
  let firstByteMs = Number.NaN;
  let body = "";
  const decoder = new TextDecoder();
  if (response.body) {
    for await (const chunk of response.body) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      body += decoder.decode(chunk, { stream: true });
    }
  }
  body += decoder.decode();
  if (response.status !== 200) {
    throw new Error(`${request.init?.method ?? "GET"} ${request.path} answered ${response.status}, not 200`);
  }
  return { headers: response.headers, body, firstByteMs };
}

/** A batch of requests of one row: the process's CPU over it, its wall and first-byte times, its cache headers. */
async function sendBatch(baseUrl: string, workerdPid: number, row: Row, first: number) {
  const walls: number[] = [];
  const firstBytes: number[] = [];
  const cacheHeaders: string[] = [];
  const d1Times: number[] = [];
  const before = threadCpu(workerdPid);
  for (let index = first; index < first + BATCH; index++) {
    const started = performance.now();
    const { headers, firstByteMs } = await send(baseUrl, row.request(index));
    walls.push(performance.now() - started);
    firstBytes.push(firstByteMs);
    cacheHeaders.push(headers.get("Carefind-Cache") ?? "n/a");
    const d1 = /(?:^|,)\s*d1;dur=([\d.]+)/.exec(headers.get("Server-Timing") ?? "");
    if (d1) d1Times.push(Number(d1[1]));
  }
  // What the last answer left to do after it was sent (a cache write) belongs to this batch.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { cpuSeconds: cpuSecondsSince(workerdPid, before), walls, firstBytes, cacheHeaders, d1Times };
}

/**
 * Orders in which a run's sides take their batches, one after the other: each side first, middle
 * and last as often, so a machine slowing down or speeding up during the run weighs on all of
 * them alike. Two sides (the constant, the row) take turns; three (a same-size constant too) go
 * through all six orders, so a row with one has a multiple of six batches.
 */
const BATCH_ORDERS: Record<2 | 3, number[][]> = {
  2: [
    [0, 1],
    [1, 0],
  ],
  3: [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [2, 1, 0],
    [1, 0, 2],
  ],
};

/** What one side of a run sent: its CPU and times, its cache headers. */
interface SideTotals {
  seconds: number;
  walls: number[];
  firstBytes: number[];
  cacheHeaders: string[];
  d1Times: number[];
}

/**
 * One run of a row: its requests (`REQUESTS` unless it says) and as many of the constant (and
 * of the row's same-size constant, if it has one), in batches that take turns (`BATCH_ORDERS`);
 * the CPU per request of each, the row's wall and first-byte medians and the cache headers it saw.
 */
async function measureRun(baseUrl: string, workerdPid: number, constant: Row, row: Row, round = 0) {
  // Each round's requests are its own: a row that varies them never repeats an earlier round's.
  const requests = row.requests ?? REQUESTS;
  const first = round * (requests + WARM_UP);
  for (let index = 0; index < WARM_UP; index++) {
    await send(baseUrl, constant.request(index));
    if (row.sameSize) await send(baseUrl, row.sameSize.request(index));
    const { body } = await send(baseUrl, row.request(first + requests + index));
    const problem = row.check?.(body);
    if (problem) throw new Error(`${row.label}: ${problem}`);
  }
  const sides = row.sameSize ? [constant, row, row.sameSize] : [constant, row];
  const totals: SideTotals[] = sides.map(() => ({
    seconds: 0,
    walls: [],
    firstBytes: [],
    cacheHeaders: [],
    d1Times: [],
  }));
  const orders = BATCH_ORDERS[sides.length as 2 | 3];
  for (let batch = 0; batch < requests / BATCH; batch++) {
    for (const side of orders[batch % orders.length] as number[]) {
      // Only the row's own requests vary from batch to batch.
      const sent = await sendBatch(baseUrl, workerdPid, sides[side] as Row, side === 1 ? first + batch * BATCH : 0);
      const total = totals[side] as SideTotals;
      total.seconds += sent.cpuSeconds;
      total.walls.push(...sent.walls);
      total.firstBytes.push(...sent.firstBytes);
      total.cacheHeaders.push(...sent.cacheHeaders);
      total.d1Times.push(...sent.d1Times);
    }
  }
  const [constantTotals, rowTotals, sameSizeTotals] = totals as [SideTotals, SideTotals, SideTotals | undefined];
  const walls = rowTotals.walls.sort((a, b) => a - b);
  const firstBytes = rowTotals.firstBytes.sort((a, b) => a - b);
  const measured: Measured = {
    cpuMs: (rowTotals.seconds * 1000) / requests,
    constantMs: (constantTotals.seconds * 1000) / requests,
    sameSizeMs: sameSizeTotals ? (sameSizeTotals.seconds * 1000) / requests : undefined,
    wallP50Ms: percentile(walls, 0.5),
    firstByteP50Ms: percentile(firstBytes, 0.5),
    cacheHeaders: counted(rowTotals.cacheHeaders),
    d1Ms:
      rowTotals.d1Times.length > 0
        ? rowTotals.d1Times.reduce((sum, ms) => sum + ms, 0) / rowTotals.d1Times.length
        : undefined,
  };
  return {
    measured,
    constantWalls: constantTotals.walls,
    constantFirstBytes: constantTotals.firstBytes,
    constantCacheHeaders: constantTotals.cacheHeaders,
  };
}

const roundsOf = (row: Row) => row.rounds ?? ROUNDS;

/**
 * One round of `roundCount`: each row measured in it (a row's first `roundsOf` rounds) in turn,
 * each interleaved with the constant.
 */
async function measureRound(
  baseUrl: string,
  workerdPid: number,
  constant: Row,
  rows: readonly Row[],
  round: number,
  roundCount: number,
) {
  const runs = new Map<Row, Awaited<ReturnType<typeof measureRun>>>();
  const measuredNow = rows.filter((row) => round < roundsOf(row));
  for (const [index, row] of measuredNow.entries()) {
    console.log(`round ${round + 1}/${roundCount}, ${index + 1}/${measuredNow.length}: ${row.label}`);
    runs.set(row, await measureRun(baseUrl, workerdPid, constant, row, round));
  }
  return runs;
}

/** How many times each value occurs. */
function counted(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function median<Item>(items: readonly Item[], by: (item: Item) => number): Item {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)] as Item;
}

/** The multiple a row's budget reads: of its same-size constant if it has one, else of `/healthz`. */
const multipleOf = (run: Measured) => run.cpuMs / (run.sameSizeMs ?? run.constantMs);

/**
 * Every row measured in each of the rounds: the row's line is its median round (by the multiple
 * its budget reads), with the lowest and highest of the rounds beside it; the constant's
 * line is the median of the constant's share of every run.
 */
async function measureRows(baseUrl: string, workerdPid: number, constant: Row, rows: readonly Row[]) {
  const rounds: Awaited<ReturnType<typeof measureRound>>[] = [];
  const roundCount = Math.max(...rows.map(roundsOf));
  for (let round = 0; round < roundCount; round++)
    rounds.push(await measureRound(baseUrl, workerdPid, constant, rows, round, roundCount));
  const all = rounds.flatMap((round) => [...round.values()]);
  const constantMs = median(
    all.map((run) => run.measured.constantMs),
    (value) => value,
  );
  const constantWalls = all.flatMap((run) => run.constantWalls).sort((a, b) => a - b);
  const constantFirstBytes = all.flatMap((run) => run.constantFirstBytes).sort((a, b) => a - b);
  const measured = rows.map((row) => {
    const runs = rounds.flatMap((round) => {
      const run = round.get(row);
      return run ? [run.measured] : [];
    });
    const multiples = runs.map(multipleOf);
    return { ...median(runs, multipleOf), lowest: Math.min(...multiples), highest: Math.max(...multiples) };
  });
  const constantLine: Measured = {
    cpuMs: constantMs,
    constantMs,
    wallP50Ms: percentile(constantWalls, 0.5),
    firstByteP50Ms: percentile(constantFirstBytes, 0.5),
    cacheHeaders: counted(all.flatMap((run) => run.constantCacheHeaders)),
  };
  return { constant: { ...constantLine, lowest: 1, highest: 1 }, rows: measured };
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

/**
 * Waits until no script has arrived for half a second. Not Playwright's `networkidle`: the
 * page's own analytics are `keepalive` posts, which Chromium never reports finished.
 */
async function scriptsSettled(scripts: Set<string>): Promise<void> {
  let seen = -1;
  while (seen !== scripts.size) {
    seen = scripts.size;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function pageJavaScript(urls: Record<string, string>): Promise<Record<string, PageJavaScript>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_SWITCHES],
  });
  const sizes: Record<string, PageJavaScript> = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const page = await (await browser.newContext()).newPage();
      const scripts = new Set<string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.add(response.url());
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await scriptsSettled(scripts);
      // The page's initial JavaScript: what it fetched before its islands started going live on
      // their own after load (the entry's `carefind:idle-islands` mark; every script, without it).
      const initialScripts = await page.evaluate(() => {
        const mark = performance.getEntriesByName("carefind:idle-islands")[0]?.startTime ?? Number.POSITIVE_INFINITY;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime < mark && new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.name);
      });
      const initial = await gzippedTotal(initialScripts);
      await page.mouse.move(10, 10);
      await page.mouse.move(20, 20);
      await page.waitForFunction(() => document.documentElement.dataset.interactive === "true");
      await scriptsSettled(scripts);
      sizes[name] = { initial, interactive: await gzippedTotal(scripts) };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

function cacheColumn(headers: Map<string, number>): string {
  if (headers.size === 1) return [...headers.keys()][0] as string;
  return [...headers].map(([value, count]) => `${value} ${count}`).join(", ");
}

function foundProviders(body: string): string | undefined {
  const answer = JSON.parse(body) as { location?: unknown; results?: unknown[] };
  return answer.results && answer.results.length > 0
    ? undefined
    : `the search found no providers: ${body.slice(0, 200)}`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await run(process.execPath, ["scripts/build.ts"]);
await ensureChromium();
// The bench's own entry answers the same-size constants (GET /healthz/:bytes).
const server = await startDevServer(await prepareBenchState(), { script: SIZED_CONSTANT_WORKER });
try {
  const workerdPid = findWorkerdPid(server.pid, server.port);
  const austin = { keyword: "Austin, TX", careType: "assisted-living" };
  const search = JSON.parse((await send(server.baseUrl, searchJson("/api/enhanced-search", austin))).body) as {
    results: { url: string }[];
  };
  const providerPath = search.results[0]?.url;
  if (!providerPath) throw new Error("the Austin search found no provider to measure the provider page with");

  const pages: Record<string, string> = {
    home: "/",
    "search (Austin, 20 results)": `/local/search/?${new URLSearchParams(austin)}`,
    provider: providerPath,
    "care-type hub": "/senior-living/assisted-living/",
    "geo state (Texas)": "/senior-living/assisted-living/texas/",
    "geo city (Austin)": "/senior-living/assisted-living/texas/austin/",
    "content (`/resources/assisted-living/`)": "/resources/assisted-living/",
    "landing (`/lp/`)": "/lp/",
    saved: "/saved",
  };
  // Searches no cache holds, a row's own: the JSON row's first, then the page row's.
  const perColdRow = COLD_ROUNDS * (REQUESTS + WARM_UP);
  const cold = await coldSearches(server.baseUrl, 2 * perColdRow);
  const coldSearch = (row: number, index: number) => ({ ...cold[row * perColdRow + index] }) as Record<string, string>;

  const constantRow: Row = { label: "`/healthz` (constant)", request: () => ({ path: "/healthz" }) };
  const rows: Row[] = [];
  for (const [name, path] of Object.entries(pages)) {
    // A hit's answer differs from visitor to visitor only by a few bytes (the ids).
    const pageBytes = new TextEncoder().encode((await send(server.baseUrl, { path })).body).length;
    rows.push(
      {
        label: `${name}, uncached`,
        request: () => ({ path, init: { headers: NO_CACHE } }),
        budget: BUDGETS.uncached,
        javascriptOf: name,
      },
      {
        label: `${name}, cache hit`,
        request: () => ({ path }),
        requests: HIT_REQUESTS,
        rounds: HIT_ROUNDS,
        budget: BUDGETS.cacheHit,
        sameSize: { label: `constant of ${kb(pageBytes)}`, request: () => ({ path: `/healthz/${pageBytes}` }) },
      },
    );
  }
  rows.push(
    {
      label: "search JSON, `POST /api/enhanced-search`",
      request: () => searchJson("/api/enhanced-search", austin),
      budget: BUDGETS.searchJson,
      check: foundProviders,
    },
    {
      label: "search JSON, `GET /v1/enhanced-search`",
      request: () => ({ path: `/v1/enhanced-search?${new URLSearchParams(austin)}`, init: { headers: NO_CACHE } }),
      budget: BUDGETS.searchJson,
      check: foundProviders,
    },
    {
      label: "search JSON cold, `POST /api/enhanced-search`, each request a place and care type no cache holds",
      request: (index) => searchJson("/api/enhanced-search", coldSearch(0, index)),
      budget: BUDGETS.coldSearchJson,
      rounds: COLD_ROUNDS,
      check: foundProviders,
    },
    {
      // A family's own request, no `no-cache`: the page cache is read, and a first ask not stored.
      label: "search page cold, each request a place and care type no cache holds",
      request: (index) => ({ path: `/local/search/?${new URLSearchParams(coldSearch(1, index))}` }),
      budget: BUDGETS.coldSearchPage,
      rounds: COLD_ROUNDS,
    },
  );

  if (onlyRows !== undefined) {
    const kept = rows.filter((row) => row.label.includes(onlyRows));
    if (kept.length === 0) throw new Error(`no row's label holds "${onlyRows}"`);
    rows.splice(0, rows.length, ...kept);
  }
  const measured = await measureRows(server.baseUrl, workerdPid, constantRow, rows);
  const javascript =
    onlyRows === undefined
      ? await pageJavaScript(
          Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, `${server.baseUrl}${path}`])),
        )
      : {};

  const broken: string[] = [];
  const lines = [
    `| request | CPU per request | × constant | × same-size constant | rounds' range | budget | D1 per request | first byte p50 | wall p50 | \`Carefind-Cache\` | initial JavaScript | once the visitor interacts |`,
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [index, row] of [constantRow, ...rows].entries()) {
    const line = index === 0 ? measured.constant : (measured.rows[index - 1] as (typeof measured.rows)[number]);
    const { cpuMs, constantMs, sameSizeMs, wallP50Ms, firstByteP50Ms, cacheHeaders, lowest, highest, d1Ms } = line;
    const range = index === 0 ? "" : `${lowest.toFixed(2)}–${highest.toFixed(2)}x`;
    const multiple = multipleOf(line);
    const sameSize = sameSizeMs === undefined ? "" : `${(cpuMs / sameSizeMs).toFixed(2)}x`;
    let budget = "";
    if (row.budget !== undefined) {
      const met = multiple <= row.budget;
      if (!met) broken.push(`${row.label}: ${multiple.toFixed(2)}x, budget ${row.budget}x`);
      budget = met ? `≤ ${row.budget}x` : `**≤ ${row.budget}x: NOT MET**`;
    }
    let initial = "";
    let interactive = "";
    const js = row.javascriptOf ? javascript[row.javascriptOf] : undefined;
    if (js) {
      const met = js.initial <= JS_BUDGET_BYTES;
      if (!met) broken.push(`${row.javascriptOf} page: ${kb(js.initial)} of initial JavaScript, budget 90 KB`);
      initial = met ? kb(js.initial) : `**${kb(js.initial)}: over 90 KB**`;
      interactive = kb(js.interactive);
    }
    lines.push(
      `| ${row.label} | ${cpuMs.toFixed(2)} ms | ${(cpuMs / constantMs).toFixed(2)}x | ${sameSize} | ${range} | ${budget} | ${d1Ms === undefined ? "" : `${d1Ms.toFixed(2)} ms`} | ${firstByteP50Ms.toFixed(1)} ms | ${wallP50Ms.toFixed(1)} ms | ${cacheColumn(cacheHeaders)} | ${initial} | ${interactive} |`,
    );
  }
  const method = `CPU of the Worker's workerd process per request over ${REQUESTS} sequential requests (${HIT_REQUESTS} for a cache hit); each row against as many requests of the constant, in alternating batches of ${BATCH}; its median of ${ROUNDS} rounds, ${HIT_ROUNDS} for a cache hit, ${COLD_ROUNDS} for a cold search (the constant's line: the median of its ${rows.reduce((runs, row) => runs + roundsOf(row), 0)} runs). Initial JavaScript: every script a page loads before the visitor does anything, gzipped.`;
  const verdicts = [
    ...broken.map((line) => `- broken: ${line}`),
    `- budgets: ${broken.length > 0 ? "NOT MET" : "met"}`,
  ];
  console.log(`\n${method}\n`);
  console.log(lines.join("\n"));
  console.log("");
  console.log(verdicts.join("\n"));
  if (broken.length > 0) process.exitCode = 1;
  if (onlyRows === undefined) {
    const written = await writeBenchReport({
      name: "pages",
      title: "Server CPU and initial JavaScript per page",
      command: "npm run bench:pages",
      method,
      lines: [...lines, "", ...verdicts],
    });
    console.log(`written to ${written}`);
  }
} finally {
  await server.stop();
}
