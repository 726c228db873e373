/**
 * The demo build's Vite manifest, read for the bench's chunk figures (accountChunks.mjs,
 * sendChunks.mjs): which built file is which source, what a chunk pulls in statically, sizes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './bundleSizes.mjs';

export function readManifest(demoDist) {
  return JSON.parse(readFileSync(join(demoDist, '.vite/manifest.json'), 'utf8'));
}

export const keyOf = (manifest, srcSuffix) =>
  Object.keys(manifest).find((key) => manifest[key].src?.endsWith(srcSuffix)) ?? null;

/** A manifest chunk's file, its CSS and every file it imports statically, transitively. */
export function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** `assets/x.js` → what the manifest says it is: a source file, or a shared chunk. */
export function describeFiles(manifest) {
  const byFile = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    byFile.set(chunk.file, chunk.src ?? (key.startsWith('_') ? 'shared chunk' : key));
    for (const css of chunk.css ?? []) if (!byFile.has(css)) byFile.set(css, `css of ${key}`);
  }
  return (file) => (byFile.get(file) ?? '(not in the manifest)').replace(/^(\.\.\/)+/, '');
}

export function sizeOf(demoDist, file) {
  const path = join(demoDist, file);
  return { bytes: readFileSync(path).length, gzip: gzipSize(path) };
}

const sumOf = (files, key) => files.reduce((total, f) => total + f[key], 0);

/**
 * What each step of a page loaded (`firstStep`: file → the step that first requested it),
 * sized from the built files, and the Vite manifest's cross-check: the static-import closure
 * of `roots`, less what loaded `before` the first step, should be the same set of files.
 */
export function filesPerStep({ firstStep, before, steps, roots, manifest, demoDist, describe }) {
  const loadedBefore = new Set(
    [...firstStep].filter(([, at]) => before.includes(at)).map(([file]) => file),
  );
  const perStep = steps.map((name) => {
    const files = [...firstStep]
      .filter(([, at]) => at === name)
      .map(([file]) => ({ file, source: describe(file), ...sizeOf(demoDist, file) }));
    return { step: name, files, bytes: sumOf(files, 'bytes'), gzip: sumOf(files, 'gzip') };
  });
  const files = perStep.flatMap((s) => s.files);
  const expected = new Set();
  for (const root of roots) {
    const key = keyOf(manifest, root);
    if (!key) throw new Error(`No chunk for ${root} in the demo's Vite manifest`);
    staticClosure(manifest, key, expected);
  }
  for (const file of loadedBefore) expected.delete(file);
  const loaded = new Set(files.map((f) => f.file));
  const missing = [...expected].filter((file) => !loaded.has(file));
  const extra = [...loaded].filter((file) => !expected.has(file));
  const js = files.filter((f) => f.file.endsWith('.js'));
  return {
    steps: perStep,
    files,
    bytes: sumOf(files, 'bytes'),
    gzip: sumOf(files, 'gzip'),
    js: { files: js.length, gzip: sumOf(js, 'gzip') },
    loadedBefore: loadedBefore.size,
    manifestCheck: { agrees: missing.length === 0 && extra.length === 0, missing, extra },
  };
}
