// Jest's file order in `npm test`: the known long files first even on a clean clone (no
// timing cache, where Jest orders by file size), the rest in Jest's own order.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import LongFirstSequencer, { LONG_FILES } from './longFirstSequencer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Jest's test entries as its sequencer sees them on a clean clone: no cache, only sizes. */
function cleanCloneTests(sizes) {
  const context = {
    config: { cache: false, rootDir: '/repo' },
    hasteFS: { getSize: (file) => sizes[file] },
  };
  return Object.keys(sizes).map((file) => ({ path: file, context }));
}

test('the long files run first, longest first; the rest largest first', () => {
  const [longest, second] = LONG_FILES;
  const tests = cleanCloneTests({
    '/repo/test/unit/small.test.ts': 100,
    [`/repo/${second}`]: 200,
    '/repo/test/unit/large.test.ts': 90_000,
    [`/repo/${longest}`]: 150,
    '/repo/test/unit/medium.test.ts': 5_000,
  });
  const order = new LongFirstSequencer({}).sort(tests).map((t) => t.path);
  assert.deepEqual(order, [
    `/repo/${longest}`,
    `/repo/${second}`,
    '/repo/test/unit/large.test.ts',
    '/repo/test/unit/medium.test.ts',
    '/repo/test/unit/small.test.ts',
  ]);
});

test('every long file it names exists (a renamed one would silently lose its place)', () => {
  for (const file of LONG_FILES) assert.ok(existsSync(path.join(root, file)), file);
});
