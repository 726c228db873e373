/**
 * Where the click's time goes, on a host app built by hostApp.mjs (`npm run bench --
 * --host-only` leaves them under .tmp/bench-host/<label>). Rebuilds the installed app into
 * `dist-profile/` (unminified with `--no-minify`, so functions keep their names), then per cold
 * run, with the page loaded and idle as hostAppPage.mjs leaves it:
 *  - `--mode cpu`: a V8 CPU profile (50 µs samples) from just before the click until the first
 *    wallet option is laid out, summed over the runs by function (self time) and by file;
 *  - `--mode trace`: a Chromium trace of load and click; prints the main thread's tasks over
 *    50 ms during load (what each ran) and, for the click, the time per trace event
 *    (script, style, layout, microtasks), top-level only.
 * Usage: node test/bench/profileClick.mjs <app dir> [--runs 5] [--mode cpu|trace] [--no-minify]
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { startStaticServer } from '../stack/staticServer.mjs';
import { installProbe } from './hostAppPage.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    mode: { type: 'string', default: 'cpu' },
    'no-minify': { type: 'boolean', default: false },
    commits: { type: 'boolean', default: false },
    load: { type: 'boolean', default: false },
    second: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const appDir = resolve(positionals[0] ?? '.tmp/bench-host/current');
const runs = Number(values.runs);

async function build() {
  const outDir = join(appDir, 'dist-profile');
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: false,
    root: appDir,
    logLevel: 'silent',
    mode: 'production',
    build: { outDir, emptyOutDir: true, minify: !values['no-minify'] },
  });
  return outDir;
}

const ms = (micros) => (micros / 1000).toFixed(2);

/**
 * The click's own window in a profile: from the first sample in the button's `onClick` to the
 * last in the probe's callback that finds the option. Returns the busy time inside it (idle
 * and the sampler's own "(program)" left out), in microseconds, or null without a window.
 */
function clickWindowBusy(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const stack = (id) => {
    const names = [];
    for (let at = id; at !== undefined; at = parents.get(at))
      names.push(nodes.get(at).callFrame.functionName);
    return names;
  };
  let time = profile.startTime;
  const times = profile.timeDeltas.map((dt) => (time += dt));
  let start = null;
  let end = null;
  profile.samples.forEach((id, index) => {
    const names = stack(id);
    if (start === null && names.includes('onClick')) start = index;
    if (names.includes('done') || names.includes('option')) end = index;
  });
  if (start === null || end === null || end < start) return null;
  let busy = 0;
  for (let index = start; index <= end; index += 1) {
    const { functionName } = nodes.get(profile.samples[index]).callFrame;
    if (functionName !== '(idle)' && functionName !== '(program)')
      busy += (times[index + 1] ?? times[index]) - times[index];
  }
  return busy;
}

/** Self time per function and per file over the profiles, in microseconds. */
function summariseProfiles(profiles) {
  const byFunction = new Map();
  const byFile = new Map();
  const inclusive = new Map();
  let total = 0;
  const keyOf = ({ functionName, url, lineNumber }) =>
    `${functionName || '(anonymous)'} ${url.replace(/^.*\/assets\//, '') || '(native)'}:${lineNumber + 1}`;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id);
    profile.samples.forEach((id, index) => {
      const dt = profile.timeDeltas[index + 1] ?? 0;
      const { callFrame } = nodes.get(id);
      const file = callFrame.url.replace(/^.*\/assets\//, '') || '(native)';
      const key = keyOf(callFrame);
      byFunction.set(key, (byFunction.get(key) ?? 0) + dt);
      byFile.set(file, (byFile.get(file) ?? 0) + dt);
      if (!['(idle)', '(program)'].includes(callFrame.functionName)) total += dt;
      const seen = new Set();
      for (let at = id; at !== undefined; at = parents.get(at)) {
        const k = keyOf(nodes.get(at).callFrame);
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
      }
    });
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, t]) => `    ${ms(t / profiles.length).padStart(7)} ms  ${key}`)
      .join('\n');
  const windows = profiles.map(clickWindowBusy).filter((busy) => busy !== null);
  if (windows.length) {
    const sorted = windows.sort((a, b) => a - b);
    const mean = windows.reduce((a, b) => a + b, 0) / windows.length;
    console.log(
      `  busy from onClick to the option found (${windows.length} runs): median ${ms(sorted[Math.floor(sorted.length / 2)])} ms, mean ${ms(mean)} ms`,
    );
  }
  console.log(
    `  busy in the whole profile, idle and program left out (mean of ${profiles.length}): ${ms(total / profiles.length)} ms`,
  );
  console.log(`  inclusive time by function:\n${top(inclusive, Number(process.env.TOP ?? 60))}`);
  console.log(`  self time by function:\n${top(byFunction, 40)}`);
  console.log(`  self time by file:\n${top(byFile, 15)}`);
}

/** The renderer's main thread events of a trace. */
function mainThreadEvents(trace) {
  const events = trace.traceEvents;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid,
  );
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
}

function summariseTrace(events, clickMark) {
  const tasks = events.filter(
    (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask',
  );
  const long = tasks.filter((t) => t.dur > 50_000 && t.ts < clickMark);
  const inside = (task) => (e) =>
    e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task;
  for (const task of long) {
    const children = events.filter(inside(task));
    const what = children
      .filter((e) =>
        [
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'FireIdleCallback',
          'v8.compile',
          'UpdateLayoutTree',
          'Layout',
          'ParseAuthorStyleSheet',
          'RunMicrotasks',
        ].includes(e.name),
      )
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 6)
      .map(
        (e) =>
          `${e.name} ${ms(e.dur)} ${e.args?.data?.url?.replace(/^.*\//, '') ?? e.args?.data?.functionName ?? ''}`,
      );
    console.log(`  long task ${ms(task.dur)} ms: ${what.join('; ')}`);
  }
  if (!long.length) console.log('  no task over 50 ms before the click');
  const click = events.find(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click' && e.ts >= clickMark,
  );
  if (!click) return console.log('  no click in the trace');
  const task = tasks.find((t) => t.ts <= click.ts && t.ts + t.dur >= click.ts + click.dur);
  const within = events.filter(inside(task));
  const sum = (name) => within.filter((e) => e.name === name).reduce((t, e) => t + e.dur, 0);
  // Script's own time: top-level FunctionCalls minus the style and layout they force.
  const style = sum('UpdateLayoutTree');
  const layout = sum('Layout');
  const script = within
    .filter(
      (e) =>
        e.name === 'v8.callFunction' &&
        !within.some(
          (o) =>
            o !== e && o.name === 'v8.callFunction' && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur,
        ),
    )
    .reduce((t, e) => t + e.dur, 0);
  console.log(
    `  click task ${ms(task.dur)} ms: script ${ms(script - style - layout)} ms, style ${ms(style)} ms, layout ${ms(layout)} ms, other ${ms(task.dur - script)} ms`,
  );
  const later = tasks.filter(
    (t) => t.ts > task.ts + task.dur && t.ts < task.ts + 100_000 && t.dur > 500,
  );
  for (const t of later.slice(0, 4)) {
    const names = new Map();
    for (const e of events.filter(inside(t))) names.set(e.name, (names.get(e.name) ?? 0) + e.dur);
    const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(
      `    then +${ms(t.ts - task.ts)} ms a task of ${ms(t.dur)}: ${top.map(([n, d]) => `${n} ${ms(d)}`).join(', ')}`,
    );
  }
}

/** The click as input events straight to the page, without Playwright's checks around it. */
async function clickDirectly(cdp, box) {
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left', clickCount: 1 };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
}

/** Counts React commits through the hook React's dev tools use (inert otherwise). */
function countCommits() {
  window.__benchCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {
      window.__benchCommits += 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

const root = values['no-minify'] || values.build ? await build() : join(appDir, 'dist');
const server = await startStaticServer({ root, port: 0 });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...(process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : [])],
});
const profiles = [];
const secondProfiles = [];
const clicks = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    if (values.commits) await page.addInitScript(countCommits);
    const cdp = await context.newCDPSession(page);
    const tracing = () =>
      browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'blink.user_timing',
        ],
      });
    if (values.mode === 'trace' && values.load) await tracing();
    if (values.mode === 'load') {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {
        interval: Number(process.env.SAMPLE_US ?? 100),
      });
      await cdp.send('Profiler.start');
    }
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (values.mode === 'load') {
      const { profile } = await cdp.send('Profiler.stop');
      profiles.push(profile);
      if (values.out) writeFileSync(`${values.out}-${run}.cpuprofile`, JSON.stringify(profile));
    }
    if (values.mode === 'trace' && !values.load) await tracing();
    const longTasks = await page.evaluate(() => window.__benchLongTasks);
    if (values.commits) await page.evaluate(() => (window.__benchCommits = 0));
    const box = await page.locator('main .portico-connect-button').boundingBox();
    if (values.mode === 'cpu') {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {
        interval: Number(process.env.SAMPLE_US ?? 50),
      });
      await cdp.send('Profiler.start');
    }
    await page.evaluate(() => performance.mark('bench-click'));
    await clickDirectly(cdp, box);
    const { laidOutMs } = await page.evaluate(() => window.__benchFirstOption);
    clicks.push(laidOutMs);
    if (values.mode === 'none')
      console.log(
        `run ${run}: click ${laidOutMs.toFixed(1)} ms, long tasks ${JSON.stringify(longTasks)}`,
      );
    if (values.mode === 'cpu') {
      const { profile } = await cdp.send('Profiler.stop');
      profiles.push(profile);
      if (values.out) writeFileSync(`${values.out}-${run}.cpuprofile`, JSON.stringify(profile));
    }
    if (values.second) {
      await page.keyboard.press('Escape');
      await page.waitForSelector('[role=dialog]', { state: 'detached' });
      await page.evaluate(installProbe);
      await page.evaluate(() => performance.mark('bench-click-2'));
      if (values.mode === 'cpu') await cdp.send('Profiler.start');
      await clickDirectly(cdp, box);
      const again = await page.evaluate(() => window.__benchFirstOption);
      if (values.mode === 'cpu') {
        const { profile } = await cdp.send('Profiler.stop');
        secondProfiles.push(profile);
        if (values.out)
          writeFileSync(`${values.out}-${run}-second.cpuprofile`, JSON.stringify(profile));
      }
      console.log(
        `run ${run}: first open ${laidOutMs.toFixed(1)} ms, second ${again.laidOutMs.toFixed(1)} ms`,
      );
    }
    if (values.commits) {
      const counted = await page.evaluate(() => window.__benchCommits);
      console.log(`run ${run}: ${counted} commits in all, click ${laidOutMs.toFixed(1)} ms`);
    }
    if (values.mode === 'trace') {
      const trace = JSON.parse((await browser.stopTracing()).toString());
      if (values.out) writeFileSync(`${values.out}-${run}.json`, JSON.stringify(trace));
      const events = mainThreadEvents(trace);
      const mark = trace.traceEvents.find((e) => e.name === 'bench-click');
      console.log(
        `run ${run}: click ${laidOutMs.toFixed(1)} ms, long tasks ${JSON.stringify(longTasks)}`,
      );
      summariseTrace(events, mark?.ts ?? 0);
      const second = trace.traceEvents.find((e) => e.name === 'bench-click-2');
      if (second) {
        console.log('  the second open:');
        summariseTrace(events, second.ts);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`clicks: ${clicks.map((c) => c.toFixed(1)).join(', ')}`);
if (profiles.length) summariseProfiles(profiles);
if (secondProfiles.length) {
  console.log('the second open:');
  summariseProfiles(secondProfiles);
}
