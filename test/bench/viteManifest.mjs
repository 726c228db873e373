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
