import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { jarCookies, type LighthousePage } from "./lighthouse-pages";
import { MOBILE } from "./static-limit";

/**
 * Where a page's start-up time goes (`LIGHTHOUSE_ONLY=profile`): each page opened at 4× CPU
 * slowdown with a Chromium trace, then every main-thread task of 50 ms or more (the tasks TBT
 * counts, as Lighthouse's simulated 4× slowdown sees them) with what ran in it: its events by name
 * (script evaluation by file, layout, style, parse, GC…) and its JavaScript functions by self time
 * (V8's sampling profiler in the same trace). Prints the sum of (task − 50 ms), this run's TBT-like
 * figure, so a change can be judged task by task.
 */

interface TraceEvent {
  name: string; cat: string; ph: string; ts: number; dur?: number; tid: number; pid: number; id?: string;
  args?: { name?: string; elementCount?: number; data?: Record<string, unknown> & { cpuProfile?: CpuChunk; timeDeltas?: number[]; url?: string; functionName?: string } };
}
interface CpuNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; parent?: number }
interface CpuChunk { nodes?: CpuNode[]; samples?: number[] }

const CATEGORIES = [
  "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "toplevel", "blink",
  "disabled-by-default-v8.cpu_profiler", "loading",
];

/** The CPU slowdown of the trace: LIGHTHOUSE_PROFILE_RATE, default 4 (use the calibrated slowdown the Lighthouse run printed). */
const PROFILE_RATE = Number(process.env.LIGHTHOUSE_PROFILE_RATE ?? 4);
/**
 * The shortest task listed, LIGHTHOUSE_PROFILE_MIN_MS, default 50 (TBT's own). Lighthouse's simulation
 * multiplies the tasks of a run at full speed by its slowdown s, so LIGHTHOUSE_PROFILE_RATE=1 with
 * LIGHTHOUSE_PROFILE_MIN_MS=50/s lists the tasks it counts.
 */
const MIN_TASK_MS = Number(process.env.LIGHTHOUSE_PROFILE_MIN_MS ?? 50);

const short = (url: string | undefined) => (url ?? "").replace(/^.*\/(assets\/)?/, "").replace(/-[\w-]{8}\.js$/, ".js") || "(page)";

export async function profileStart(chrome: string, url: string, pages: LighthousePage[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS });
  try {
    for (const page of pages) {
      const context = await browser.newContext({ ...MOBILE, serviceWorkers: "block" });
      await context.addCookies(jarCookies(url, page.cookie));
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE_RATE });
      // What the page says in its console (a development build names each hydration mismatch).
      const said: string[] = [];
      tab.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") said.push(`${m.type()}: ${m.text().slice(0, 2000)}`); });
      await browser.startTracing(tab, { categories: CATEGORIES });
      await tab.goto(`${url}${page.path}`, { waitUntil: "networkidle" });
      await tab.waitForTimeout(2500);
      const elements = await tab.evaluate(() => document.getElementsByTagName("*").length);
      // LIGHTHOUSE_SHOTS=<folder>: each page as it looks at the end, to see what was profiled.
      if (process.env.LIGHTHOUSE_SHOTS) await tab.screenshot({ path: `${process.env.LIGHTHOUSE_SHOTS}/${page.name}.png` });
      const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
      await context.close();
      report(page.name, trace.traceEvents, elements);
      for (const line of said) console.log(`  console ${line}`);
    }
  } finally {
    await browser.close();
  }
}

function report(name: string, events: TraceEvent[], elements: number): void {
  // The renderer main thread that ran the most tasks (a navigation can change renderer processes).
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === "RunTask" && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) return console.log(`${name}: no renderer main thread in the trace`);
  const onMain = events.filter((e) => e.tid === main.tid && e.pid === main.pid);
  const tasks = onMain.filter((e) => e.ph === "X" && e.name === "RunTask" && (e.dur ?? 0) >= MIN_TASK_MS * 1000).sort((a, b) => a.ts - b.ts);
  // V8's profiles of this thread only (a page's worker, e.g. the time-zone reader, has its own).
  const mainProfiles = new Set(events.filter((e) => e.name === "Profile" && e.pid === main.pid && e.tid === main.tid).map((e) => String(e.id)));
  const samples = cpuSamples(events.filter((e) => e.pid === main.pid && (e.name !== "ProfileChunk" || mainProfiles.has(String(e.id)))));
  const start = onMain.find((e) => e.name === "ParseHTML")?.ts ?? tasks[0]?.ts ?? 0;
  // As TBT counts them: from the first contentful paint on.
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid)?.ts ?? start;
  const blocking = tasks.filter((t) => t.ts >= fcp).reduce((s, t) => s + (t.dur! / 1000 - MIN_TASK_MS), 0);
  const busyMs = onMain.filter((e) => e.ph === "X" && e.name === "RunTask" && e.ts >= fcp).reduce((s, t) => s + (t.dur ?? 0) / 1000, 0);
  console.log(`\n## ${name}: ${tasks.length} tasks ≥ ${MIN_TASK_MS} ms at ${PROFILE_RATE}×; from the first contentful paint Σ(task − ${MIN_TASK_MS} ms) = ${Math.round(blocking)} ms, main thread busy ${Math.round(busyMs)} ms; ${elements} elements at the end; first contentful paint at ${Math.round((fcp - start) / 1000)} ms (tasks before it: ·)`);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ph === "X" && e.ts >= task.ts && e.ts < end);
    const byName = new Map<string, number>();
    for (const e of inside) {
      if (!INTERESTING.has(e.name)) continue;
      const data = e.args?.data;
      const key = e.name === "EvaluateScript" || e.name === "v8.compileModule" || e.name === "FunctionCall"
        ? `${e.name} ${short(String(data?.url ?? ""))}${data?.functionName ? `#${String(data.functionName)}` : ""}` : e.name;
      byName.set(key, (byName.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${Math.round(v)}`).join(" · ");
    const fns = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts >= end) continue;
      fns.set(s.fn, (fns.get(s.fn) ?? 0) + s.ms);
    }
    const topFns = [...fns].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${Math.round(v)}`).join(" · ");
    const components = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts >= end || !s.component) continue;
      components.set(s.component, (components.get(s.component) ?? 0) + s.ms);
    }
    const topComponents = [...components].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${Math.round(v)}`).join(" · ");
    console.log(`  ${task.ts >= fcp ? "+" : "·"}${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms  ${String(Math.round(task.dur! / 1000)).padStart(4)} ms  ${top}`);
    // How many elements each style recalculation of 10 ms or more restyled (its trace's end event).
    const restyled = inside.filter((e) => e.name === "UpdateLayoutTree" && (e.dur ?? 0) >= 10_000)
      .map((e) => `${Math.round(e.dur! / 1000)} ms: ${e.args?.elementCount ?? "?"} elements`);
    if (restyled.length) console.log(`                   style: ${restyled.join(" · ")}`);
    if (topFns) console.log(`                   js: ${topFns}`);
    if (topComponents) console.log(`                   in: ${topComponents}`);
    const effects = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts >= end || !s.effect) continue;
      effects.set(s.effect, (effects.get(s.effect) ?? 0) + s.ms);
    }
    const topEffects = [...effects].filter(([, v]) => v >= 2).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${Math.round(v)}`).join(" · ");
    if (topEffects) console.log(`                   effects: ${topEffects}`);
  }
}

const INTERESTING = new Set([
  "EvaluateScript", "v8.compileModule", "v8.evaluateModule", "FunctionCall", "TimerFire", "FireAnimationFrame", "RunMicrotasks",
  "ParseHTML", "ParseAuthorStyleSheet", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit", "MajorGC", "MinorGC",
  "V8.GC_SCAVENGER", "HitTest", "EventDispatch", "v8.compile", "XHRReadyStateChange", "ResourceReceivedData",
]);

interface Sample { ts: number; fn: string; component: string | null; effect: string | null; ms: number }

/**
 * The React component a sample renders (the nearest caller named like a component: an unminified
 * build, LIGHTHOUSE_CLIENT_DIR built with --minify false), else the commit or effect phase it is in.
 */
function renderingComponent(node: CpuNode, nodes: Map<number, CpuNode>): string | null {
  for (let n: CpuNode | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
    const name = n.callFrame.functionName;
    if (/^[A-Z][A-Za-z0-9]*\d*$/.test(name) && !REACT_INTERNALS.has(name)) return name;
    if (/^(commitRoot|flushPassiveEffects|commitPassiveMountOnFiber|commitLayoutEffectOnFiber|commitMutationEffectsOnFiber)$/.test(name)) return `(${name})`;
  }
  return null;
}

/** The effect a sample runs in (the function React's commitHookEffectListMount called), by file and line. */
function runningEffect(node: CpuNode, nodes: Map<number, CpuNode>): string | null {
  for (let n: CpuNode | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
    const parent = n.parent === undefined ? undefined : nodes.get(n.parent);
    if (parent?.callFrame.functionName === "commitHookEffectListMount") return `${n.callFrame.functionName || "(anonymous)"}@${short(n.callFrame.url)}:${n.callFrame.lineNumber}`;
  }
  return null;
}

const REACT_INTERNALS = new Set(["FiberNode", "FiberRootNode", "ReactElement", "ServiceWorkerContainer", "Virtualizer", "MutationObserver", "QueryObserver"]);

/** V8's samples from the trace's ProfileChunk events: each sample's function (self time) and its share of time. */
function cpuSamples(events: TraceEvent[]): Sample[] {
  const nodes = new Map<number, CpuNode>();
  const out: Sample[] = [];
  const profiles = new Map<string, number>();
  for (const e of events.filter((x) => x.name === "Profile")) profiles.set(String(e.id), Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts));
  for (const e of events.filter((x) => x.name === "ProfileChunk").sort((a, b) => a.ts - b.ts)) {
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let t = profiles.get(String(e.id)) ?? e.ts;
    for (let i = 0; i < ids.length; i++) {
      t += deltas[i] ?? 0;
      profiles.set(String(e.id), t);
      const node = nodes.get(ids[i]!);
      const fn = node?.callFrame.functionName;
      if (!node || fn === "(idle)" || fn === "(program)" || fn === "(root)") continue;
      out.push({ ts: t, fn: `${fn || "(anonymous)"}@${short(node.callFrame.url)}:${node.callFrame.lineNumber}`, component: renderingComponent(node, nodes), effect: runningEffect(node, nodes), ms: (deltas[i + 1] ?? 100) / 1000 });
    }
  }
  return out;
}
