import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { missingKeys } from './missingKeysReport.mjs';

test('behavior: a catalogue lacking keys is reported with exactly those keys', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-locales-'));
  try {
    writeFileSync(
      path.join(dir, 'xx.ts'),
      "export default { 'modal.close': 'Schliessen', 'modal.back': 'Zurück' };\n",
    );
    const report = await missingKeys(dir);
    assert.deepEqual(Object.keys(report), ['xx']);
    assert.ok(!report.xx.includes('modal.close'));
    assert.ok(!report.xx.includes('modal.back'));
    assert.ok(report.xx.includes('modal.loading'));
    assert.ok(report.xx.length > 100);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('default: the shipped catalogues are read, one entry per locale file', async () => {
  const report = await missingKeys();
  assert.equal(Object.keys(report).length, 23);
  for (const keys of Object.values(report)) assert.ok(Array.isArray(keys));
});
