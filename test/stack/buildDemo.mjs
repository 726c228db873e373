import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Repository root, demo sources and the demo's build output. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const demoConfigFile = fileURLToPath(new URL('../demo/vite.config.ts', import.meta.url));
export const demoDist = fileURLToPath(new URL('../demo/dist/', import.meta.url));

/** Whether `test/demo/dist/index.html` exists. */
export function isDemoBuilt() {
  return existsSync(new URL('../demo/dist/index.html', import.meta.url));
}

/** Builds the demo with Vite's API (the same as `npm run build:demo`). */
export async function buildDemo() {
  const { build } = await import('vite');
  await build({
    configFile: demoConfigFile,
    root: fileURLToPath(new URL('../demo/', import.meta.url)),
  });
}
