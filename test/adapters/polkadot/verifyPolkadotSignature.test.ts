/** @jest-environment node */
import { ed25519 } from '@noble/curves/ed25519';
import { Keyring } from '@polkadot/keyring';
import { u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { encodePolkadotAddress, toHex } from '../../../adapters/polkadot/polkadotAddress';
import { polkadotSignIn } from '../../../adapters/polkadot/polkadotSignIn';
import { verifyPolkadotSignature } from '../../../adapters/polkadot/verifyPolkadotSignature';

const MESSAGE = 'example.com wants you to sign in with your Polkadot account: ✓';
const utf8 = (text: string) => new TextEncoder().encode(text);
const wrap = (text: string) => utf8(`<Bytes>${text}</Bytes>`);

// ed25519 with @noble/curves alone: what the dev wallet does.
const SEED = new Uint8Array(32).fill(7);
const ED_ADDRESS = encodePolkadotAddress(ed25519.getPublicKey(SEED), 42);
const edSign = (bytes: Uint8Array) => toHex(ed25519.sign(bytes, SEED));

/** Runs `check` as a page under a CSP without `wasm-unsafe-eval`: any WebAssembly use throws. */
async function withoutWebAssembly(check: () => Promise<void>) {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'WebAssembly')!;
  Object.defineProperty(globalThis, 'WebAssembly', {
    configurable: true,
    get() {
      throw new Error('Refused to compile WebAssembly (CSP)');
    },
  });
  try {
    await check();
  } finally {
    Object.defineProperty(globalThis, 'WebAssembly', saved);
  }
}

describe('verifyPolkadotSignature', () => {
  let keyring: Keyring;
  beforeAll(async () => {
    await cryptoWaitReady();
    keyring = new Keyring({ ss58Format: 42 });
  });

  it('default: ed25519 of the wrapped message (as wallets sign) and of the bare one verify', async () => {
    await expect(
      verifyPolkadotSignature({
        message: MESSAGE,
        signature: edSign(wrap(MESSAGE)),
        address: ED_ADDRESS,
      }),
    ).resolves.toBeUndefined();
    await expect(
      verifyPolkadotSignature({
        message: MESSAGE,
        signature: edSign(utf8(MESSAGE)),
        address: ED_ADDRESS,
      }),
    ).resolves.toBeUndefined();
    // A message that is wrapped already is signed as it is, and verifies either way.
    const wrapped = `<Bytes>${MESSAGE}</Bytes>`;
    await expect(
      verifyPolkadotSignature({
        message: wrapped,
        signature: edSign(utf8(MESSAGE)),
        address: ED_ADDRESS,
      }),
    ).resolves.toBeUndefined();
    // The address's form (prefix) does not matter: the key does.
    const dot = encodePolkadotAddress(ed25519.getPublicKey(SEED), 0);
    await expect(
      verifyPolkadotSignature({ message: MESSAGE, signature: edSign(wrap(MESSAGE)), address: dot }),
    ).resolves.toBeUndefined();
  });

  it('default: sr25519 (what extensions use) from @polkadot/keyring, raw and typed, verifies', async () => {
    const alice = keyring.addFromUri('//Alice', {}, 'sr25519');
    const raw = u8aToHex(alice.sign(u8aWrapBytes(MESSAGE)));
    const typed = u8aToHex(alice.sign(u8aWrapBytes(MESSAGE), { withType: true }));
    expect(typed.length).toBe(2 + 65 * 2);
    for (const signature of [raw, typed])
      await expect(
        verifyPolkadotSignature({ message: MESSAGE, signature, address: alice.address }),
      ).resolves.toBeUndefined();
  });

  it('default: ecdsa (65 bytes, blake2-256, the account the hash of the key) verifies', async () => {
    const pair = keyring.addFromUri('//Ecdsa', {}, 'ecdsa');
    const signature = u8aToHex(pair.sign(u8aWrapBytes(MESSAGE)));
    const typed = u8aToHex(pair.sign(u8aWrapBytes(MESSAGE), { withType: true }));
    for (const candidate of [signature, typed])
      await expect(
        verifyPolkadotSignature({ message: MESSAGE, signature: candidate, address: pair.address }),
      ).resolves.toBeUndefined();
    const other = keyring.addFromUri('//Other', {}, 'ecdsa');
    await expect(
      verifyPolkadotSignature({ message: MESSAGE, signature, address: other.address }),
    ).rejects.toThrow('not');
  });

  it('behavior: no WebAssembly is needed (a strict CSP): sr25519, ed25519 and ecdsa all check', async () => {
    const alice = keyring.addFromUri('//Alice', {}, 'sr25519');
    const ecdsa = keyring.addFromUri('//Ecdsa', {}, 'ecdsa');
    const sr = u8aToHex(alice.sign(u8aWrapBytes(MESSAGE)));
    const ec = u8aToHex(ecdsa.sign(u8aWrapBytes(MESSAGE)));
    await withoutWebAssembly(() =>
      // The verifier and its curves loaded afresh, with WebAssembly refused.
      jest.isolateModulesAsync(async () => {
        expect(() => (globalThis as { WebAssembly?: unknown }).WebAssembly).toThrow('CSP');
        const fresh = (await import('../../../adapters/polkadot/verifyPolkadotSignature'))
          .verifyPolkadotSignature;
        await fresh({ message: MESSAGE, signature: sr, address: alice.address });
        await fresh({ message: MESSAGE, signature: ec, address: ecdsa.address });
        await fresh({ message: MESSAGE, signature: edSign(wrap(MESSAGE)), address: ED_ADDRESS });
        await expect(
          fresh({ message: 'other', signature: sr, address: alice.address }),
        ).rejects.toThrow('signature of the message');
      }),
    );
  });

  it('errors: another message, another account, a malformed signature or address is refused', async () => {
    const alice = keyring.addFromUri('//Alice', {}, 'sr25519');
    const bob = keyring.addFromUri('//Bob', {}, 'sr25519');
    const signature = u8aToHex(alice.sign(u8aWrapBytes(MESSAGE)));
    await expect(
      verifyPolkadotSignature({ message: `${MESSAGE}!`, signature, address: alice.address }),
    ).rejects.toThrow(`not ${alice.address}'s signature of the message`);
    await expect(
      verifyPolkadotSignature({ message: MESSAGE, signature, address: bob.address }),
    ).rejects.toThrow('signature of the message');
    await expect(
      verifyPolkadotSignature({
        message: MESSAGE,
        signature: edSign(wrap('other')),
        address: ED_ADDRESS,
      }),
    ).rejects.toThrow('signature of the message');
    const malformed = 'the signature is not 0x hex of 64 bytes';
    for (const [bad, error] of [
      [signature.slice(0, -2), malformed],
      [signature.slice(2), malformed],
      [`0x${'00'.repeat(64)}`, `not ${alice.address}'s signature of the message`],
      [`0x03${signature.slice(2)}00`, malformed],
    ] as const)
      await expect(
        verifyPolkadotSignature({ message: MESSAGE, signature: bad, address: alice.address }),
      ).rejects.toThrow(error);
    await expect(
      verifyPolkadotSignature({ message: MESSAGE, signature, address: 'not-an-address' }),
    ).rejects.toThrow('not a Polkadot (SS58) address');
  });
});

describe('polkadotSignIn', () => {
  const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
  const ALICE_DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

  it('default: references, addresses as given, one account across prefixes, signatures checked', async () => {
    expect(polkadotSignIn.namespace).toBe('polkadot');
    expect(polkadotSignIn.isReference('91b171bb158e2d3848fa23a9f1c25182')).toBe(true);
    for (const bad of ['91B171BB158E2D3848FA23A9F1C25182', '91b171bb', `0x${'1'.repeat(32)}`])
      expect(polkadotSignIn.isReference(bad)).toBe(false);
    expect(polkadotSignIn.toMessageAddress(ALICE_DOT)).toBe(ALICE_DOT);
    expect(polkadotSignIn.messageAddressProblem(ALICE)).toBeUndefined();
    expect(polkadotSignIn.messageAddressProblem('nope')).toMatch('not a Polkadot address');
    expect(() => polkadotSignIn.toMessageAddress('nope')).toThrow(
      '"nope" is not a Polkadot address',
    );
    expect(polkadotSignIn.sameAccount(ALICE, ALICE_DOT)).toBe(true);
    expect(polkadotSignIn.sameAccount(ALICE, ED_ADDRESS)).toBe(false);
    await expect(
      polkadotSignIn.verifySignature({
        message: MESSAGE,
        signature: edSign(wrap(MESSAGE)),
        address: ED_ADDRESS,
      }),
    ).resolves.toBeUndefined();
    await expect(
      polkadotSignIn.verifySignature({
        message: 'x',
        signature: edSign(wrap(MESSAGE)),
        address: ED_ADDRESS,
      }),
    ).rejects.toThrow('signature of the message');
  });
});
