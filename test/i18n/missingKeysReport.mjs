// Prints, for each translated catalogue, the English keys it lacks (shown in English until
// translated). A report, not a check: English is the only catalogue a new message must reach,
// so a missing translation never fails the suite. Exits non-zero only when a catalogue
// cannot be read.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localesDir = path.join(root, 'src/i18n/locales');

/** Loads a TypeScript module's default export (or its `en` export) through an in-memory bundle. */
async function loadModule(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`;
  return import(url);
}

/** `{ tag: missingKeys[] }` for every catalogue in `dir` (src/i18n/locales). */
export async function missingKeys(dir = localesDir) {
  const { en } = await loadModule(path.join(root, 'src/i18n/en.ts'));
  const keys = Object.keys(en);
  const report = {};
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort()) {
    const { default: messages } = await loadModule(path.join(dir, name));
    report[name.replace(/\.ts$/, '')] = keys.filter((key) => !(key in messages));
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await missingKeys();
  const total = Object.values(report).reduce((sum, keys) => sum + keys.length, 0);
  console.log(
    `Translations: ${Object.keys(report).length} catalogues, ${total} keys shown in English`,
  );
  for (const [tag, keys] of Object.entries(report)) {
    console.log(`  ${tag}: ${keys.length === 0 ? 'complete' : `${keys.length} missing`}`);
    for (const key of keys) console.log(`    ${key}`);
  }
}
