/**
 * What each eager feature costs at startup: the minified bytes of its modules in the minimal
 * host app's initial JS (Vite, as `minimalAppSizes` builds it), grouped by `src/<layer>` and
 * `src/features/<name>`, with a gzip estimate in proportion to the initial JS's own ratio.
 * Informational: printed by `npm run bench`; the budget is on the initial JS as a whole.
 */
import { relative } from 'node:path';

const groupOf = (id, repoRoot) => {
  const path = relative(repoRoot, id);
  if (path.includes('node_modules/')) {
    const parts = path.slice(path.lastIndexOf('node_modules/') + 13).split('/');
    return `npm:${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  const parts = path.split('/');
  if (parts[0] === 'src' && parts[1] === 'features') return `features/${parts[2]}`;
  if (parts[0] === 'src') return parts[1].replace(/\.tsx?$/, '');
  return parts[0];
};

/** `chunks`: the initial chunks as Rollup/Rolldown output them; `gzip`: their gzip total. */
export function eagerCosts(chunks, gzip, repoRoot) {
  const bytes = new Map();
  let total = 0;
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const group = groupOf(id, repoRoot);
      bytes.set(group, (bytes.get(group) ?? 0) + module.renderedLength);
      total += module.renderedLength;
    }
  }
  return [...bytes]
    .map(([group, minified]) => ({ group, minified, gzipEstimate: (minified / total) * gzip }))
    .sort((a, b) => b.minified - a.minified);
}
