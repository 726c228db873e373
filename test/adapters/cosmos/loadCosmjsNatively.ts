import Module from 'node:module';
import { dirname } from 'node:path';

/**
 * The ES-module-only packages @cosmjs 0.39 requires (@noble/* 2.x and @scure/* 2.x). Jest's
 * CommonJS runtime does not load ES modules on Node 20, and the repo's jest config transforms
 * none of node_modules but a few top-level packages (these are nested under @cosmjs/*).
 */
const ESM_LEAVES: Readonly<Record<string, readonly string[]>> = {
  '@cosmjs/crypto': [
    '@noble/ciphers/chacha.js',
    '@noble/curves/ed25519.js',
    '@noble/curves/secp256k1.js',
    '@noble/hashes/argon2.js',
    '@noble/hashes/legacy.js',
    '@noble/hashes/pbkdf2.js',
    '@noble/hashes/sha2.js',
    '@noble/hashes/sha3.js',
    '@scure/bip39',
    '@scure/bip39/wordlists/english.js',
  ],
  '@cosmjs/encoding': ['@scure/base'],
};

/**
 * Makes @cosmjs loadable in jest: each ES-module leaf it requires is answered by Node's own
 * `require` (Node ≥ 20.19 loads ES modules synchronously), outside jest's registry. The leaves
 * depend on nothing of cosmjs, so no class is loaded twice. Call before anything loads @cosmjs
 * (the adapter loads it lazily, with its first read). A jest config that transforms those
 * packages makes this unnecessary, and harmless.
 */
export function loadCosmjsNatively(): void {
  // Jest's sandbox answers `createRequire` with its own require; its `Module` keeps Node's
  // static `_load`, which loads outside the sandbox.
  const { _load } = Module as unknown as {
    _load(request: string, parent: null, isMain: boolean): unknown;
  };
  const nativeRequire = (file: string) => _load(file, null, false);
  for (const [owner, specifiers] of Object.entries(ESM_LEAVES)) {
    const paths = [dirname(require.resolve(owner))];
    for (const specifier of specifiers) {
      const file = require.resolve(specifier, { paths });
      jest.doMock(file, () => nativeRequire(file));
    }
  }
}
