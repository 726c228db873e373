// Completes package-lock.json after `npm install` on these machines.
//
// Why: the registry mirror here lacks some other-platform builds of native packages (e.g.
// @foundry-rs/anvil-darwin-amd64, some @swc/core-* versions). npm then leaves those optional
// dependencies out of the lock, and `npm ci` refuses the lock ("Missing: … from lock file").
// Recording each missing one with its `os`/`cpu` lets `npm ci` see a complete lock and skip
// it as platform-mismatched, without fetching anything.
//
// Run after changing dependencies: `node .ci/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  amd64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  universal: null,
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpuPart = parts.find((p) => p in CPU);
  const cpu = cpuPart ? CPU[cpuPart] : undefined;
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === '' ? 'node_modules' : `${location}/node_modules`;
    // npm resolves a dependency at the nearest node_modules up the tree.
    const candidates = [`${base}/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: a real gap, leave it to npm
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `completed ${added.length} platform entries${added.length ? `: ${added.join(', ')}` : ''}`,
);
