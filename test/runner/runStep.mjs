// One step of `npm test`: a command whose output is kept and printed whole, under its header,
// when it ends, so steps that run side by side never interleave their lines.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs `cmd` in `cwd`; resolves `{ ok, seconds }` once it has ended and its output is printed.
 * `live` prints the output as it comes instead (for a step that runs alone).
 */
export function runStep(label, cmd, args, { cwd, env, live = false } = {}) {
  const started = Date.now();
  const header = `\n=== ${label}: ${[path.basename(cmd), ...args].join(' ')}\n`;
  if (live) process.stdout.write(header);
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    let ended = false;
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const finish = (ok, extra = '') => {
      if (ended) return;
      ended = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const output = Buffer.concat(chunks).toString();
      const footer = `--- ${label}: ${ok ? 'ok' : 'FAIL'} in ${seconds} s\n`;
      process.stdout.write(
        live
          ? footer
          : `${header}${output}${output.endsWith('\n') || !output ? '' : '\n'}${extra}${footer}`,
      );
      done({ ok, seconds });
    };
    child.on('error', (error) => finish(false, `could not start: ${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}
