/**
 * What each adapter entry of the library build loads at startup: the packages its static
 * import graph in dist/ reaches (relative imports followed; dynamic imports not, as a host's
 * bundler leaves them in lazy chunks). Conservative: a host's bundler may drop an unused
 * import still, never add one. Used for the budget "no schema library (zod) on any adapter
 * entry's startup path".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// `import … from '…'`, `export … from '…'` and `import '…'` at a statement's start (the build
// is not minified: one statement a line).
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

/** A package's name from a bare specifier: `zod/mini` → `zod`, `@noble/hashes/sha3` → `@noble/hashes`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function staticPackages(entryFile) {
  const seen = new Set();
  const packages = new Set();
  const walk = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) walk(resolve(dirname(file), specifier));
      else packages.add(packageOf(specifier));
    }
  };
  walk(entryFile);
  return { modules: seen.size, packages: [...packages].sort() };
}

/** Per adapter entry (`dist/adapters/<name>.js`): its startup modules' count and packages. */
export function adapterEntryImports(distDir) {
  const folder = join(distDir, 'adapters');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => ({
      entry: `adapters/${name.replace(/\.js$/, '')}`,
      ...staticPackages(join(folder, name)),
    }));
}
