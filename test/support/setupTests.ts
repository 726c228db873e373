import '@testing-library/jest-dom';
// The same settings React Testing Library reads (it re-exports this configure), without
// loading React and react-dom into every file.
import { configure } from '@testing-library/dom';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';
import { installConsoleGuard } from './consoleGuard';
import type * as JestAxe from 'jest-axe';

// jest-axe (axe-core) loads only in the files that scan: most never do.
expect.extend({
  toHaveNoViolations(this: jest.MatcherContext, results: unknown) {
    const { toHaveNoViolations } = jest.requireActual<typeof JestAxe>('jest-axe');
    return toHaveNoViolations.toHaveNoViolations.call(this, results as never);
  },
});

// findBy* and waitFor wait for state; this is only the guard against a hang, generous so that
// a busy machine is never mistaken for a failure (Testing Library's default is 1 s). Jest's
// own per-test limit (the "jest" key in package.json) stays above it, so a hang is reported
// by the query that waited, with the DOM it saw.
configure({ asyncUtilTimeout: 10_000 });

// A console.error a test did not declare with expectConsoleError fails it (./consoleGuard.ts).
installConsoleGuard();

// jsdom lacks the encoders every browser has (the eip155 chain module hex-encodes with them).
if (typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextEncoder, TextDecoder });

// Lazy features load their chunk on their first trigger (see src/store/featureRunner.ts).
// Preloaded here so tests can assert what a dispatch does right away; the slices still join
// the store only when a feature starts. test/store/featureRunner.test.ts covers the loading
// itself in a fresh module registry.
// The saga runtime and the startup sagas likewise, so a modal's sagas start within
// `createWalletModal` (test/store/createSagaStarter.test.ts covers the import after startup),
// and the whole English catalogue the toasts read (test/i18n/enFirstOpen.test.tsx covers it).
// The Connect view's email and social sections likewise (the shells wait for them on a first
// open; test/e2e/startup.spec.ts covers when they load).
// Only in a file whose imports reached the saga starter or the feature runner (a store), the
// Connect view or the catalogue's translate hook (Jest's module registry is what `require.cache` shows): the
// preload compiles most of the library, which files that build no store never use.
const src = path.resolve(__dirname, '../../src');
const loaded = (file: string) => path.join(src, file) in require.cache;
beforeAll(async () => {
  const uses = [
    'store/createSagaStarter.ts',
    'store/featureRunner.ts',
    'views/Connect/authSectionsLoader.ts',
    'i18n/useCatalogueTranslate.ts',
  ];
  if (!uses.some(loaded)) return;
  const [
    { FEATURES },
    { preloadFeature },
    { authSectionsLoader },
    { preloadSagas },
    { wholeEnglish },
  ] = await Promise.all([
    import('../../src/features/featureList'),
    import('../../src/store/featureRunner'),
    import('../../src/views/Connect/authSectionsLoader'),
    import('../../src/store/createSagaStarter'),
    import('../../src/i18n/useCatalogueTranslate'),
  ]);
  await Promise.all([
    ...FEATURES.flatMap((feature) => (feature.lazy ? [preloadFeature(feature.lazy)] : [])),
    preloadSagas(FEATURES),
    wholeEnglish.load(),
    authSectionsLoader.load(),
  ]);
});
