// The Jest tests mirror the source tree, so a source file's tests are found from its path.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { folderExists, listJestTests, misplacedTests } from './testLayout.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('every Jest test sits under the mirror of a source folder or in a kept folder', () => {
  const files = listJestTests(root);
  assert.ok(files.length > 200, `only ${files.length} Jest test files found`);
  assert.deepEqual(misplacedTests(files, folderExists(root)), []);
});

test('a test in a folder named after a kind, or beside the source, is misplaced', () => {
  const sourceFolders = new Set(['src', 'src/features', 'src/features/send', 'adapters/bitcoin']);
  const files = [
    'test/features/send/send.test.ts',
    'test/features/lazyTriggers.test.ts',
    'test/adapters/bitcoin/selectCoins.test.ts',
    'test/stories/stories.test.tsx',
    'test/support/consoleGuard.test.ts',
    'test/hardening/storeProperties.test.ts',
    'test/unit/send/send.test.ts',
    'test/features/sending/send.test.ts',
    'test/adapters/bitcoinWallets/discovery.test.ts',
    'test/index.test.ts',
    'src/features/send/sendSaga.test.ts',
  ];
  assert.deepEqual(
    misplacedTests(files, (folder) => sourceFolders.has(folder)),
    [
      'test/hardening/storeProperties.test.ts',
      'test/unit/send/send.test.ts',
      'test/features/sending/send.test.ts',
      'test/adapters/bitcoinWallets/discovery.test.ts',
      'src/features/send/sendSaga.test.ts',
    ],
  );
});
