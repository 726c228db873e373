// One step of `npm test`: its output printed whole under its header, and a step asked to run
// at a lower priority runs there (with what it starts). Each step runs in a runner process of
// its own, whose output is read back.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const RUN_STEP = new URL('./runStep.mjs', import.meta.url).href;

/** What a runner printed running one step (`options` as runStep takes them), and its result. */
function printed(label, script, options = {}) {
  const runner = `
    import { runStep } from ${JSON.stringify(RUN_STEP)};
    const { ok } = await runStep(${JSON.stringify(label)}, process.execPath,
      ['-e', ${JSON.stringify(script)}], ${JSON.stringify(options)});
    console.log(ok ? 'RESULT ok' : 'RESULT failed');
  `;
  const { stdout } = spawnSync(process.execPath, ['--input-type=module', '-e', runner], {
    encoding: 'utf8',
  });
  return stdout;
}

const PRINT_PRIORITY = 'console.log(`priority ${require("node:os").getPriority()}`)';

test('a step prints its output whole, between its header and its footer', () => {
  const output = printed('a step', 'console.log("one"); console.error("two")');
  assert.match(
    output,
    /^\n=== a step: node -e .*\none\ntwo\n--- a step: ok in \d+\.\d s\nRESULT ok\n$/s,
  );
});

test('a failing step is a FAIL', () => {
  const output = printed('broken', 'process.exit(3)');
  assert.match(output, /--- broken: FAIL in \d+\.\d s\nRESULT failed\n$/);
});

test('nice runs the step at that lower priority; without it, at the runner’s own', () => {
  const own = Number(/priority (-?\d+)/.exec(printed('own', PRINT_PRIORITY))?.[1]);
  const niced = printed('low', PRINT_PRIORITY, { nice: 7 });
  assert.match(niced, new RegExp(`\npriority ${Math.min(own + 7, 19)}\n`));
  // The header names the command as declared, not the wrapper.
  assert.match(niced, /^\n=== low: node -e /);
});
