#!/usr/bin/env node
/**
 * The API report: the published declarations of every public entry (`dist/**.d.ts`, built by
 * `npm run build` with `@internal` members stripped) are the package's surface. They are kept
 * in `test/api/report/`; this check fails when the build's differ, so a change to what hosts
 * can import is a deliberate act: `npm run api:update` builds and accepts the new surface.
 *   node test/api/apiReport.mjs           compare (the `npm test` step)
 *   node test/api/apiReport.mjs --update  write the report from dist/
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const report = path.join(root, 'test/api/report');
const update = process.argv.includes('--update');

/** Every declaration file under `dir`, as paths relative to it, sorted. */
function declarations(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.d.ts')) found.push(relative);
    }
  };
  walk('');
  return found.sort();
}

const built = declarations(dist);
if (built.length === 0) {
  console.error('API report: no declarations in dist/ (run `npm run build` first)');
  process.exit(1);
}

if (update) {
  rmSync(report, { recursive: true, force: true });
  for (const file of built) {
    mkdirSync(path.dirname(path.join(report, file)), { recursive: true });
    writeFileSync(path.join(report, file), readFileSync(path.join(dist, file)));
  }
  console.log(`API report: wrote ${built.length} files to test/api/report`);
  process.exit(0);
}

const kept = declarations(report);
const changed = [...new Set([...built, ...kept])].filter((file) => {
  const a = path.join(report, file);
  const b = path.join(dist, file);
  return !existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b));
});
if (changed.length === 0) {
  console.log(`API report: the public surface is unchanged (${built.length} declaration files)`);
  process.exit(0);
}
console.error(
  'API report: the public surface changed. If that is intended, run `npm run api:update`.',
);
for (const file of changed) {
  const a = path.join(report, file);
  const b = path.join(dist, file);
  // git's diff runs outside a repository too; the report shows exactly what moved.
  spawnSync(
    'git',
    [
      'diff',
      '--no-index',
      '--no-color',
      '--',
      existsSync(a) ? a : '/dev/null',
      existsSync(b) ? b : '/dev/null',
    ],
    {
      stdio: 'inherit',
    },
  );
}
process.exit(1);
