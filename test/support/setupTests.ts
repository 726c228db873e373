import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// The interactive sagas load as one chunk when the modal opens or on the first trigger (see
// src/store/lazySaga.ts). Preloaded here so tests can assert what a dispatch does right away;
// test/unit/lazySaga.test.ts covers the loading itself in a fresh module registry.
beforeAll(() => import('../../src/store/lazySaga').then((m) => m.loadInteractiveSagas()));
