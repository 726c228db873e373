import { readFileSync } from 'node:fs';
import { demoDist } from '../stack/buildDemo.mjs';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(`${demoDist}.vite/manifest.json`, 'utf8')) as Manifest;
}

/** A chunk's file plus every file it imports statically, transitively, as URL paths. */
function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk "${key}" in the demo's Vite manifest`);
  const path = `/${chunk.file}`;
  if (into.has(path)) return into;
  into.add(path);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

const hasChunk = (manifest: Manifest, srcSuffix: string) =>
  Object.keys(manifest).some((k) => manifest[k]?.src?.endsWith(srcSuffix));

function keyOf(manifest: Manifest, srcSuffix: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.src?.endsWith(srcSuffix));
  if (!key) throw new Error(`No chunk for ${srcSuffix} in the demo's Vite manifest`);
  return key;
}

/** The demo's files by role, read from the Vite manifest of the last `build:demo`. */
export function demoFiles() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('The demo manifest has no entry');
  const initial = withStaticImports(manifest, entryKey);
  return {
    /** The entry script, the chunks it imports statically and its stylesheet. */
    initial,
    /** The first open's own chunks (not the ones they share with other features). */
    firstOpenEntries: [
      'src/shell/firstOpen.ts',
      'src/features/connections/connectionsChunk.ts',
      'src/features/networks/networksChunk.ts',
    ].map((src) => `/${manifest[keyOf(manifest, src)]!.file}`),
    /** The dialog shell with the Connect view, one lazily loaded chunk (src/shell/firstOpen.ts). */
    shellChunk: `/${manifest[keyOf(manifest, 'src/shell/firstOpen.ts')]!.file}`,
    /**
     * What the first open shows that the entry does not load: the shell chunk and what it
     * imports, and, the demo offering the embedded wallet, the Connect view's email and social
     * sections. The idle prefetch loads these.
     */
    firstOpenChunks: new Set(
      [
        'src/shell/firstOpen.ts',
        // A bundler may keep the view its own chunk (the registry imports it dynamically too).
        ...(hasChunk(manifest, 'src/views/Connect/ConnectView.tsx')
          ? ['src/views/Connect/ConnectView.tsx']
          : []),
        'src/views/Connect/authSections.ts',
      ]
        .flatMap((src) => [...withStaticImports(manifest, keyOf(manifest, src))])
        .filter((path) => !initial.has(path)),
    ),
    /** The connect and network-switch features' own chunks: the open loads them. */
    openFeatureEntries: [
      'src/features/connections/connectionsChunk.ts',
      'src/features/networks/networksChunk.ts',
    ].map((src) => `/${manifest[keyOf(manifest, src)]!.file}`),
    /**
     * The saga runtime and the features' startup sagas (one module re-exports them all), with
     * what they import and the entry does not: what a modal's start loads right after startup.
     */
    sagaChunks: new Set(
      ['src/store/runSagas.ts', 'src/features/startupSagas.ts']
        .flatMap((src) => [...withStaticImports(manifest, keyOf(manifest, src))])
        .filter((path) => !initial.has(path)),
    ),
    /** Each locale's catalogue chunk by tag (`ar` → `/assets/ar-….js`). */
    localeChunks: Object.fromEntries(
      Object.values(manifest)
        .map((chunk) => [
          /src\/i18n\/locales\/([\w-]+)\.ts$/.exec(chunk.src ?? '')?.[1],
          chunk.file,
        ])
        .filter((pair): pair is [string, string] => Boolean(pair[0]))
        .map(([tag, file]) => [tag, `/${file}`]),
    ),
    /**
     * The project-configuration feature's chunk and the API client, with what they import and
     * the entry does not: what loads after startup when the demo has an apiUrl.
     */
    apiChunks: new Set(
      [
        ...withStaticImports(manifest, keyOf(manifest, 'src/features/project/projectChunk.ts')),
        ...withStaticImports(
          manifest,
          keyOf(manifest, 'src/features/apiClient/startPorticoApi.ts'),
        ),
      ].filter((path) => !initial.has(path)),
    ),
  };
}
