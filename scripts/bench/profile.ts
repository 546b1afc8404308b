/**
 * `npm run bench:profile`: where the Worker's CPU goes in a search no cache holds. Runs the
 * production build under `wrangler dev` on the bench database, connects to the Worker's V8
 * inspector, samples the CPU (Profiler domain) while it answers cold searches, the JSON and
 * then the page (every request a place and care type of its own: lib/cold-searches.ts), and
 * writes the functions with the most samples, by their own time and with what they call, to
 * docs/benchmarks/profile-search.md. What it shows is the isolate's JavaScript: the local
 * database runs in workerd's own threads, outside these samples.
 */

import { startDevServer } from "../lib/dev-server.ts";
import { assertNode22 } from "../lib/offline-env.ts";
import { run } from "../lib/run.ts";
import { coldSearches } from "./lib/cold-searches.ts";
import { writeBenchReport } from "./lib/report.ts";
import { prepareBenchState } from "./lib/state.ts";

assertNode22();

/** Cold searches of each kind (JSON, page) the profile covers, after as many to warm up. */
const SEARCHES = 150;
const WARM_UP = 20;
/** Microseconds between samples. */
const SAMPLING_US = 100;
/** Functions listed. */
const LISTED = 30;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** A DevTools protocol session over the inspector's WebSocket: send a method, await its result. */
async function inspect(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`the inspector on port ${port} lists no Worker`);
  // The inspector proxy takes only local origins; Node's WebSocket sends none of its own.
  const socket = new WebSocket(url, { headers: { Origin: "http://127.0.0.1" } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send: <Result>(method: string, params: object = {}) =>
      new Promise<Result>((resolve) => {
        next++;
        waiting.set(next, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id: next, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** A function's place: its name and where it is (the bundle's file names its source module). */
function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.split("/").at(-1) ?? "";
  return `${functionName || "(anonymous)"}${file ? ` ${file}:${lineNumber + 1}` : ""}`;
}

/** Samples per function: its own, and with everything it calls (each function once per stack). */
function tally(nodes: readonly ProfileNode[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const own = new Map<string, number>();
  const total = new Map<string, number>();
  let samples = 0;
  for (const node of nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    samples += hits;
    own.set(frameName(node), (own.get(frameName(node)) ?? 0) + hits);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const name = frameName(byId.get(id) as ProfileNode);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + hits);
    }
  }
  return { own, total, samples };
}

await run(process.execPath, ["scripts/build.ts"]);
const server = await startDevServer(await prepareBenchState());
try {
  const searches = await coldSearches(server.baseUrl, 2 * (SEARCHES + WARM_UP));
  const asJson = (index: number) =>
    fetch(`${server.baseUrl}/api/enhanced-search`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(searches[index]),
    }).then((response) => response.text());
  const asPage = (index: number) =>
    // As a family asks it (and as the page bench's cold row does): the page cache read, a first ask not stored.
    fetch(`${server.baseUrl}/local/search/?${new URLSearchParams({ ...searches[index] })}`).then((response) =>
      response.text(),
    );
  for (let index = 0; index < WARM_UP; index++) {
    await asJson(index);
    await asPage(SEARCHES + WARM_UP + index);
  }
  const inspector = await inspect(server.inspectorPort);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: SAMPLING_US });
  await inspector.send("Profiler.start");
  for (let index = WARM_UP; index < WARM_UP + SEARCHES; index++) await asJson(index);
  for (let index = SEARCHES + 2 * WARM_UP; index < 2 * (SEARCHES + WARM_UP); index++) await asPage(index);
  const { profile } = await inspector.send<{ profile: { nodes: ProfileNode[] } }>("Profiler.stop");
  inspector.close();

  const { own, total, samples } = tally(profile.nodes);
  const idle = ["(idle)", "(program)", "(garbage collector)"].reduce((sum, name) => sum + (own.get(name) ?? 0), 0);
  const busy = samples - (own.get("(idle)") ?? 0);
  const share = (hits: number) => `${((100 * hits) / busy).toFixed(1)} %`;
  const perSearch = (hits: number) => `${((hits * SAMPLING_US) / 1000 / (2 * SEARCHES)).toFixed(2)} ms`;
  const rows = [...own]
    .filter(([name]) => name !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, LISTED);
  const lines = [
    `- ${2 * SEARCHES} cold searches (${SEARCHES} JSON, ${SEARCHES} pages), ${busy} busy samples of ${SAMPLING_US} µs (${perSearch(busy)} a search); program and garbage collection ${share(idle - (own.get("(idle)") ?? 0))}`,
    "",
    "| function | own time | own, a search | with what it calls |",
    "|---|---|---|---|",
    ...rows.map(
      ([name, hits]) => `| \`${name}\` | ${share(hits)} | ${perSearch(hits)} | ${share(total.get(name) ?? hits)} |`,
    ),
  ];
  console.log(lines.join("\n"));
  const written = await writeBenchReport({
    name: "profile-search",
    title: "Where the cold search's CPU goes",
    command: "npm run bench:profile",
    method: `The Worker's V8 CPU profile (inspector, a sample every ${SAMPLING_US} µs) over cold searches under \`wrangler dev\` on the 50,000-provider bench database, after ${WARM_UP} of each kind to warm up; the ${LISTED} functions with the most samples of their own, with the share of the samples each is on the stack for. The local D1 runs in workerd's own threads, outside the isolate's samples.`,
    lines,
  });
  console.log(`written to ${written}`);
} finally {
  await server.stop();
}
