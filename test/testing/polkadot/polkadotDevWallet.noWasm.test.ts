/** @jest-environment node */
/**
 * The Polkadot dev wallet signs where a strict CSP (`script-src 'self'`, no
 * 'wasm-unsafe-eval') refuses WebAssembly: here every WebAssembly compile throws the
 * CompileError such a page gets, before any @polkadot module loads, and nobody calls
 * cryptoWaitReady. signPayload (with @polkadot/types) and signRaw still answer, the signatures
 * check out with pure-JS ed25519, and @polkadot/util-crypto's wasm never became ready.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { hexToBytes } from '@noble/hashes/utils';
import { expectConsoleError } from '../../support/consoleGuard';

const realWebAssembly = globalThis.WebAssembly;
const refused = () =>
  Promise.reject(
    new realWebAssembly.CompileError(
      "WebAssembly.instantiate(): Refused to compile or instantiate WebAssembly module because 'wasm-unsafe-eval' is not an allowed source of script",
    ),
  );
const instantiations: string[] = [];

beforeAll(() => {
  Object.assign(globalThis, {
    WebAssembly: {
      ...realWebAssembly,
      CompileError: realWebAssembly.CompileError,
      compile: () => (instantiations.push('compile'), refused()),
      instantiate: () => (instantiations.push('instantiate'), refused()),
      compileStreaming: () => (instantiations.push('compileStreaming'), refused()),
      instantiateStreaming: () => (instantiations.push('instantiateStreaming'), refused()),
    },
  });
});
afterAll(() => {
  Object.assign(globalThis, { WebAssembly: realWebAssembly });
});

test('signPayload and signRaw answer valid ed25519 signatures without WebAssembly', async () => {
  // wasm-bridge reports the refusal once, as it does in such a page.
  expectConsoleError(/Unable to initialize @polkadot\/wasm-crypto[^]*Refused to compile/);
  const { createPolkadotDevWallet } =
    await import('../../../src/testing/polkadot/createPolkadotDevWallet');
  const { polkadotDevKey, POLKADOT_DEV_ADDRESSES, POLKADOT_LOCAL_GENESIS_HASH } =
    await import('../../../src/testing/polkadot/polkadotDevAccounts');
  const wallet = createPolkadotDevWallet({ storage: null });
  const { signer } = await wallet.injected.enable('CSP page');
  const address = POLKADOT_DEV_ADDRESSES[0];
  const { publicKey } = polkadotDevKey(0);

  const raw = await signer.signRaw({ address, data: '0x01020304', type: 'bytes' });
  expect(
    ed25519.verify(
      hexToBytes(raw.signature.slice(2)),
      new TextEncoder().encode('<Bytes>\x01\x02\x03\x04</Bytes>'),
      publicKey,
    ),
  ).toBe(true);

  const payload = {
    address,
    blockHash: `0x${'07'.repeat(32)}`,
    blockNumber: '0x0000000c',
    era: '0xc500',
    genesisHash: POLKADOT_LOCAL_GENESIS_HASH,
    method: `0x0a03${'00'.repeat(40)}`,
    nonce: '0x00000000',
    signedExtensions: ['CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality'],
    specVersion: '0x00000384',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x00000003',
    version: 4,
  };
  const { signature } = await signer.signPayload(payload);
  expect(signature).toMatch(/^0x00[0-9a-f]{128}$/);

  // The encoding, checked by @polkadot/types' own ExtrinsicPayload (also pure JS).
  const { TypeRegistry } = await import('@polkadot/types');
  const registry = new TypeRegistry();
  registry.setSignedExtensions(payload.signedExtensions);
  const encoded = registry
    .createType('ExtrinsicPayload', payload, { version: 4 })
    .toU8a({ method: true });
  expect(ed25519.verify(hexToBytes(signature.slice(4)), encoded, publicKey)).toBe(true);

  // @polkadot/util-crypto tried to start its wasm at import, was refused, and stays on JS.
  const { cryptoIsReady, cryptoWaitReady } = await import('@polkadot/util-crypto');
  await expect(cryptoWaitReady()).resolves.toBe(false);
  expect(cryptoIsReady()).toBe(false);
  expect(instantiations.length).toBeGreaterThan(0);
});
