import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { FEATURES } from '../../src/features/featureList';
import { wholeEnglish } from '../../src/i18n/useCatalogueTranslate';
import { preloadSagas } from '../../src/store/createSagaStarter';
import { preloadFeature } from '../../src/store/featureRunner';
import { authSectionsLoader } from '../../src/views/Connect/authSectionsLoader';
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
beforeAll(() =>
  Promise.all([
    ...FEATURES.flatMap((feature) => (feature.lazy ? [preloadFeature(feature.lazy)] : [])),
    preloadSagas(FEATURES),
    wholeEnglish.load(),
    authSectionsLoader.load(),
  ]),
);
