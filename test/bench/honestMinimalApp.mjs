/**
 * (b0) The honest minimal host app against its budgets: the README's quick start (provider,
 * connect button, `eip155Adapter()`) built from the packed tarball as a host builds it
 * (hostApp.mjs) and measured in Chromium (hostAppPage.mjs). With `compare` (another tarball,
 * e.g. one packed from an older commit), both are installed, built and measured in the same
 * run, their browser runs interleaved, and printed side by side; the budgets judge `current`.
 */
import { join } from 'node:path';
import { adapterEntryImports } from './adapterEntryImports.mjs';
import { buildHost, installHost, packLibrary } from './hostApp.mjs';
import { measureHostApps } from './hostAppPage.mjs';
import { startStaticServer } from '../stack/staticServer.mjs';

const KB = 1024;
const MB = 1_000_000;

export const HONEST_BUDGETS = {
  staticJsWithoutReact: 40 * KB,
  fetchedBeforeClick: 130 * KB,
  installBytes: 60 * MB,
  clickToFirstOptionMs: 15,
  outsideRequests: 0,
  longTasks: 0,
  heapAfterOpen: 4.1 * MB,
  /** Adapter entries whose startup path reaches zod (the packed build's dist/). */
  adapterEntriesWithZod: 0,
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const pad = (text, width) => String(text).padEnd(width);

async function prepare(label, tarball, workDir, reactVersion) {
  const dir = join(workDir, label);
  const install = installHost(tarball, dir, reactVersion);
  const build = await buildHost(dir);
  const server = await startStaticServer({ root: build.outDir, port: 0 });
  return { label, tarball, install, build, server, url: server.url, outDir: build.outDir };
}

function checks(app, page, entries) {
  const b = HONEST_BUDGETS;
  // Only the current build's dist/ is at hand: a compared tarball's rows leave this one out.
  const withZod = entries?.filter((e) => e.packages.includes('zod')).map((e) => e.entry);
  const fetched = page.fetchedBeforeClick;
  return [
    {
      name: 'host: static JS without React',
      limit: `<= ${kb(b.staticJsWithoutReact)}`,
      actual: kb(app.build.initial.withoutReactGzip),
      pass: app.build.initial.withoutReactGzip <= b.staticJsWithoutReact,
    },
    {
      name: 'host: fetched before click',
      limit: `<= ${kb(b.fetchedBeforeClick)}`,
      actual: `${kb(fetched.gzip)} / ${fetched.files} files`,
      pass: fetched.gzip <= b.fetchedBeforeClick,
    },
    {
      name: 'host: install size',
      limit: `<= ${mb(b.installBytes)}`,
      actual: `${mb(app.install.bytes)} / ${app.install.packages} pkgs`,
      pass: app.install.bytes <= b.installBytes,
    },
    {
      name: 'host: click to first option',
      limit: `<= ${b.clickToFirstOptionMs} ms`,
      actual: `${page.clickToFirstOption.medianMs.toFixed(1)} ms`,
      pass: page.clickToFirstOption.medianMs <= b.clickToFirstOptionMs,
    },
    {
      name: 'host: outside requests',
      limit: `${b.outsideRequests}`,
      actual: String(page.outsideRequests),
      pass: page.outsideRequests === b.outsideRequests,
    },
    {
      name: 'host: long tasks during load',
      limit: `${b.longTasks}`,
      actual: page.longTasks === null ? 'unsupported' : String(page.longTasks),
      pass: page.longTasks === b.longTasks,
    },
    {
      name: 'host: heap after open',
      limit: `<= ${mb(b.heapAfterOpen)}`,
      actual: mb(page.heapAfterOpen.medianBytes),
      pass: page.heapAfterOpen.medianBytes <= b.heapAfterOpen,
    },
    ...(withZod
      ? [
          {
            name: 'adapter entries with zod',
            limit: `${b.adapterEntriesWithZod}`,
            actual: withZod.length ? withZod.join(', ') : '0',
            pass: withZod.length === b.adapterEntriesWithZod,
          },
        ]
      : []),
  ];
}

/**
 * Packs `repoRoot`'s dist/ (build it first), measures it and, when given, the `compare`
 * tarball. Prints each figure against its budget; returns `{ figures, budgets }`, the budgets
 * of the current build only.
 */
export async function measureHonestMinimalApp(
  repoRoot,
  { runs, compare, reactVersion, workDir = join(repoRoot, '.tmp/bench-host') },
) {
  const current = packLibrary(repoRoot, join(workDir, 'packed'));
  // The packed files are dist/'s: what each adapter entry loads at startup, from there.
  const entries = adapterEntryImports(join(repoRoot, 'dist'));
  const wanted = [{ label: 'current', tarball: current }];
  if (compare) wanted.push({ label: 'compare', tarball: compare });
  const apps = [];
  try {
    for (const { label, tarball } of wanted)
      apps.push(await prepare(label, tarball, workDir, reactVersion));
    const pages = await measureHostApps(apps, runs);
    const figures = {};
    let budgets = [];
    for (const app of apps) {
      const page = pages[app.label];
      const rows = checks(app, page, app.label === 'current' ? entries : null);
      if (app.label === 'current') budgets = rows;
      figures[app.label] = {
        tarball: app.tarball,
        ...(app.label === 'current' && { adapterEntries: entries }),
        install: app.install,
        staticInitial: {
          ...app.build.initial,
          eagerInputs: app.build.initial.eagerInputs.slice(0, 40),
        },
        page,
        checks: rows,
      };
      console.log(`  ${app.label} (${app.tarball}), ${page.runs} cold runs:`);
      for (const row of rows)
        console.log(
          `    ${row.pass ? 'PASS' : 'FAIL'}  ${pad(row.name, 32)} ${pad(row.actual, 22)} (budget ${row.limit})`,
        );
      const initial = app.build.initial;
      console.log(
        `    static initial JS with React gzip ${kb(initial.gzip)} in ${initial.files.length} files (React ${kb(initial.reactGzip)}); click to first option min ${page.clickToFirstOption.minMs.toFixed(1)}, max ${page.clickToFirstOption.maxMs.toFixed(1)} ms`,
      );
      console.log(
        `    fetched before the click (last run): ${page.fetchedBeforeClick.lastRun.map((f) => `${f.path} ${kb(f.gzip)}`).join(', ')}`,
      );
      console.log(
        `    largest installed: ${app.install.biggest.map((p) => `${p.name} ${mb(p.bytes)}`).join(', ')}`,
      );
      console.log(
        `    largest eager inputs (minified bytes): ${initial.eagerInputs
          .slice(0, Number(process.env.BENCH_TOP_INPUTS ?? 12))
          .map((i) => `${i.input} ${i.bytes}`)
          .join(', ')}`,
      );
      if (page.outsideUrls.length) console.log(`    outside: ${page.outsideUrls.join(', ')}`);
    }
    return { figures, budgets };
  } finally {
    for (const app of apps) await app.server.close();
  }
}
