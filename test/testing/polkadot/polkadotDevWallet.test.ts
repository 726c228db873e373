/** @jest-environment node */
/**
 * The Polkadot dev wallet's injected-web3 surface: enable (approve, reject, remembered origin,
 * locked, pending, delayed, scripted), the account list and its subscription (switchAccount,
 * disconnect, lock), and the signer: signRaw (the <Bytes> wrapping, checked with
 * @polkadot/util-crypto's signatureVerify and with @noble) and signPayload (byte for byte the
 * signature polkadot-js's own ExtrinsicPayload.sign makes with the same ed25519 key).
 * Against the local chain: polkadotDevWallet.chain.test.ts.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { blake2b } from '@noble/hashes/blake2';
import { hexToBytes } from '@noble/hashes/utils';
import { Keyring } from '@polkadot/keyring';
import { TypeRegistry } from '@polkadot/types';
import { stringToHex, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { DevWalletRpcError } from '../../../src/testing/DevWalletRpcError';
import { createPolkadotDevWallet } from '../../../src/testing/polkadot/createPolkadotDevWallet';
import { injectPolkadotDevWallet } from '../../../src/testing/polkadot/injectPolkadotDevWallet';
import {
  POLKADOT_DEV_ADDRESSES,
  POLKADOT_LOCAL_GENESIS_HASH,
  polkadotDevKey,
} from '../../../src/testing/polkadot/polkadotDevAccounts';
import type {
  PolkadotDevWalletOptions,
  PolkadotDevWalletStorage,
  PolkadotInjected,
  PolkadotInjectedAccount,
  PolkadotInjectTarget,
  PolkadotSignerPayloadJSON,
} from '../../../src/testing/polkadot/types';

const [FIRST, SECOND, THIRD, FOURTH] = POLKADOT_DEV_ADDRESSES;
const STORAGE_KEY = 'portico:polkadot-dev-wallet:portico-dev';
const ORIGIN = 'Portico tests';
/** statemine/900's signed extensions, as @polkadot/api lists them on the local chain. */
const SIGNED_EXTENSIONS = [
  'CheckNonZeroSender',
  'CheckSpecVersion',
  'CheckTxVersion',
  'CheckGenesis',
  'CheckMortality',
  'CheckNonce',
  'CheckWeight',
  'ChargeAssetTxPayment',
];

function memoryStorage(): PolkadotDevWalletStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const newWallet = (options: PolkadotDevWalletOptions = {}) =>
  createPolkadotDevWallet({ storage: null, ...options });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );
const addressesOf = (accounts: PolkadotInjectedAccount[]) => accounts.map(({ address }) => address);
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What an accounts subscription is called with, recorded. */
function record(injected: PolkadotInjected) {
  const seen: string[][] = [];
  const unsubscribe = injected.accounts.subscribe(
    (accounts) => void seen.push(addressesOf(accounts)),
  );
  return { seen, unsubscribe };
}

/**
 * A signing payload shaped as @polkadot/api's SignerPayload#toPayload() makes it (hex fields,
 * a mortal era), for `method` (any bytes: the payload carries the call opaque).
 */
function payloadFor(address: string, method: string): PolkadotSignerPayloadJSON {
  const registry = new TypeRegistry();
  return {
    address,
    blockHash: u8aToHex(new Uint8Array(32).fill(7)),
    blockNumber: '0x0000000c',
    era: registry.createType('ExtrinsicEra', { current: 12, period: 64 }).toHex(),
    genesisHash: POLKADOT_LOCAL_GENESIS_HASH,
    method,
    nonce: '0x00000003',
    signedExtensions: SIGNED_EXTENSIONS,
    specVersion: '0x00000384',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x00000003',
    version: 4,
  };
}

beforeAll(() => cryptoWaitReady());

describe('Polkadot dev wallet: injection', () => {
  test('default: installed on injectedWeb3["portico-dev"] beside other extensions', async () => {
    const target: PolkadotInjectTarget = {
      injectedWeb3: { other: { version: '9', enable: () => Promise.reject(new Error('no')) } },
    };
    const wallet = injectPolkadotDevWallet({ storage: null }, target);
    expect(wallet.key).toBe('portico-dev');
    expect(wallet.name).toBe('Portico Polkadot Wallet');
    expect(wallet.isPorticoDevWallet).toBe(true);
    expect(Object.keys(target.injectedWeb3 ?? {})).toEqual(['other', 'portico-dev']);
    expect(target.injectedWeb3?.['portico-dev']).toBe(wallet.injected);
    expect(wallet.injected.version).toBe('1.0.0');
  });

  test('creates injectedWeb3 when absent; takes a wallet, a key, a name and a version', () => {
    const target: PolkadotInjectTarget = {};
    const wallet = newWallet({ key: 'talisman-dev', name: 'Dev Talisman', version: '2.0.0' });
    expect(injectPolkadotDevWallet(wallet, target)).toBe(wallet);
    expect(target.injectedWeb3).toEqual({ 'talisman-dev': wallet.injected });
    expect(wallet.name).toBe('Dev Talisman');
    expect(wallet.injected.version).toBe('2.0.0');
  });
});

describe('Polkadot dev wallet: enable', () => {
  test('default: approves, lists every dev account (ed25519, prefix 42) and remembers the origin', async () => {
    const storage = memoryStorage();
    const wallet = newWallet({ storage });
    const injected = await wallet.injected.enable(ORIGIN);
    expect(wallet.controls.calls).toEqual(['enable']);
    await expect(injected.accounts.get()).resolves.toEqual(
      [FIRST, SECOND, THIRD, FOURTH].map((address, index) => ({
        address,
        genesisHash: null,
        name: `Portico dev ${index}`,
        type: 'ed25519',
      })),
    );
    await expect(injected.accounts.get(true)).resolves.toHaveLength(4);
    expect(storage.items.get(STORAGE_KEY)).toBe('authorized');
    expect(wallet.controls.getState()).toEqual({
      authorized: true,
      locked: false,
      origin: ORIGIN,
      accountIndex: 0,
      address: FIRST,
      addresses: [FIRST, SECOND, THIRD, FOURTH],
    });
  });

  test('a returning authorised origin: enable answers without a prompt, and the call is recorded', async () => {
    const storage = memoryStorage();
    await newWallet({ storage }).injected.enable(ORIGIN);
    const returning = newWallet({ storage, script: { behavior: 'reject', delayMs: 10_000 } });
    expect(returning.controls.getState().authorized).toBe(true);
    const injected = await returning.injected.enable(ORIGIN);
    expect(returning.controls.calls).toEqual(['enable']);
    await expect(injected.accounts.get()).resolves.toHaveLength(4);
    // …and `authorized: true` says the same whatever storage holds.
    await expect(
      newWallet({ authorized: true, script: { behavior: 'reject' } }).injected.enable(ORIGIN),
    ).resolves.toBeDefined();
  });

  test("refused: throws Error('Rejected') as polkadot-js does; nothing is remembered", async () => {
    const storage = memoryStorage();
    const wallet = newWallet({ storage, script: { behavior: 'reject' } });
    const error = await failureOf(wallet.injected.enable(ORIGIN));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DevWalletRpcError);
    expect(error.message).toBe('Rejected');
    expect(storage.items.size).toBe(0);
    expect(wallet.controls.getState()).toMatchObject({ authorized: false, origin: ORIGIN });
    wallet.controls.approve();
    await expect(wallet.injected.enable(ORIGIN)).resolves.toBeDefined();
    expect(wallet.controls.calls).toEqual(['enable', 'enable']);
  });

  test('next(): scripts one answer ahead of behavior, or an error to throw', async () => {
    const wallet = newWallet();
    wallet.controls.next('enable', 'reject');
    wallet.controls.next('enable', { code: -32000, message: 'Scripted failure' });
    expect((await failureOf(wallet.injected.enable(ORIGIN))).message).toBe('Rejected');
    const scripted = await failureOf(wallet.injected.enable(ORIGIN));
    expect(scripted).toBeInstanceOf(DevWalletRpcError);
    expect(scripted).toMatchObject({ code: -32000, message: 'Scripted failure' });
    await expect(wallet.injected.enable(ORIGIN)).resolves.toBeDefined();
  });

  test('locked: enable rejects, accounts.get answers [] until unlocked', async () => {
    const wallet = newWallet({ script: { locked: true } });
    expect((await failureOf(wallet.injected.enable(ORIGIN))).message).toMatch(/locked/);
    wallet.controls.unlock();
    const injected = await wallet.injected.enable(ORIGIN);
    wallet.controls.lock();
    expect(wallet.controls.locked).toBe(true);
    await expect(injected.accounts.get()).resolves.toEqual([]);
    wallet.controls.locked = false;
    await expect(injected.accounts.get()).resolves.toHaveLength(4);
  });

  test('delayMs: the prompt answers after the delay; a second enable meanwhile is refused', async () => {
    const wallet = newWallet({ script: { delayMs: 60 } });
    const startedAt = Date.now();
    const first = wallet.injected.enable(ORIGIN);
    expect((await failureOf(wallet.injected.enable(ORIGIN))).message).toBe(
      `The source ${ORIGIN} has a pending authorization request`,
    );
    await first;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(55);
    expect(() => {
      wallet.controls.delayMs = -1;
    }).toThrow(RangeError);
  });
});

describe('Polkadot dev wallet: the account list', () => {
  test('subscribe: the current list at once (asynchronously), then each change, until unsubscribed', async () => {
    const wallet = newWallet();
    const injected = await wallet.injected.enable(ORIGIN);
    const { seen, unsubscribe } = record(injected);
    expect(seen).toEqual([]);
    await flush();
    expect(seen).toEqual([[FIRST, SECOND, THIRD, FOURTH]]);

    wallet.controls.switchAccount(2);
    expect(seen[1]).toEqual([THIRD, FIRST, SECOND, FOURTH]);
    expect(wallet.controls.getState()).toMatchObject({ accountIndex: 2, address: THIRD });
    wallet.controls.switchAccount(2); // already selected: no change, no call
    wallet.controls.lock();
    wallet.controls.unlock();
    expect(seen.slice(2)).toEqual([[], [THIRD, FIRST, SECOND, FOURTH]]);

    unsubscribe();
    wallet.controls.switchAccount(1);
    expect(seen).toHaveLength(4);
    expect(() => wallet.controls.switchAccount(7)).toThrow(RangeError);
  });

  test('disconnect: forgets the origin, subscribers get [], the next enable prompts again', async () => {
    const storage = memoryStorage();
    const wallet = newWallet({ storage });
    const injected = await wallet.injected.enable(ORIGIN);
    const { seen } = record(injected);
    await flush();
    wallet.controls.disconnect();
    expect(seen).toEqual([[FIRST, SECOND, THIRD, FOURTH], []]);
    expect(storage.items.size).toBe(0);
    await expect(injected.accounts.get()).resolves.toEqual([]);
    expect(
      (await failureOf(injected.signer.signRaw({ address: FIRST, data: '0x00', type: 'bytes' })))
        .message,
    ).toBe(`The source ${ORIGIN} has not been enabled yet`);

    wallet.controls.reject();
    expect((await failureOf(wallet.injected.enable(ORIGIN))).message).toBe('Rejected');
    wallet.controls.approve();
    await wallet.injected.enable(ORIGIN);
    expect(seen[2]).toEqual([FIRST, SECOND, THIRD, FOURTH]);
  });

  test('accountIndices, accountIndex and genesisHash shape the list', async () => {
    const wallet = newWallet({
      accountIndices: [1, 3],
      accountIndex: 3,
      genesisHash: POLKADOT_LOCAL_GENESIS_HASH,
    });
    const accounts = await (await wallet.injected.enable(ORIGIN)).accounts.get();
    expect(addressesOf(accounts)).toEqual([FOURTH, SECOND]);
    expect(accounts[0]).toMatchObject({
      genesisHash: POLKADOT_LOCAL_GENESIS_HASH,
      type: 'ed25519',
    });
    expect(() => newWallet({ accountIndices: [1], accountIndex: 0 })).toThrow(RangeError);
    expect(() => newWallet({ accountIndices: [9] })).toThrow(RangeError);
  });
});

describe('Polkadot dev wallet: signRaw', () => {
  const message = stringToHex('Sign in to Portico\nNonce: 42');

  test('signs the data wrapped in <Bytes>: signatureVerify accepts it wrapped and unwrapped', async () => {
    const wallet = newWallet();
    const { signer } = await wallet.injected.enable(ORIGIN);
    const result = await signer.signRaw({ address: SECOND, data: message, type: 'bytes' });
    expect(result.id).toBe(1);
    expect(result.signature).toMatch(/^0x[0-9a-f]{128}$/); // bare ed25519, as polkadot-js answers
    expect(signatureVerify(message, result.signature, SECOND)).toMatchObject({
      isValid: true,
      crypto: 'ed25519',
      isWrapped: false,
    });
    expect(signatureVerify(u8aWrapBytes(message), result.signature, SECOND)).toMatchObject({
      isValid: true,
      isWrapped: true,
    });
    // What was signed is exactly the wrapped bytes.
    const { publicKey } = polkadotDevKey(1);
    const signature = hexToBytes(result.signature.slice(2));
    expect(ed25519.verify(signature, u8aWrapBytes(message), publicKey)).toBe(true);
    expect(ed25519.verify(signature, hexToBytes(message.slice(2)), publicKey)).toBe(false);
    expect(wallet.controls.calls).toEqual(['enable', 'signRaw']);
  });

  test('data already wrapped is signed as it is; an address in any SS58 format is the account', async () => {
    const { signer } = await newWallet().injected.enable(ORIGIN);
    const wrapped = u8aToHex(u8aWrapBytes(message));
    const kusamaFormat = encodeAddress(polkadotDevKey(0).publicKey, 2);
    const result = await signer.signRaw({ address: kusamaFormat, data: wrapped, type: 'bytes' });
    expect(signatureVerify(wrapped, result.signature, FIRST).isValid).toBe(true);
    expect(
      ed25519.verify(
        hexToBytes(result.signature.slice(2)),
        u8aWrapBytes(message),
        polkadotDevKey(0).publicKey,
      ),
    ).toBe(true);
  });

  test("refused: Error('Cancelled'); an unknown account, a locked or unauthorised wallet throw before the prompt", async () => {
    const wallet = newWallet({ accountIndices: [0, 1] });
    const { signer } = await wallet.injected.enable(ORIGIN);
    wallet.controls.next('signRaw', 'reject');
    expect(
      (await failureOf(signer.signRaw({ address: FIRST, data: message, type: 'bytes' }))).message,
    ).toBe('Cancelled');
    expect(
      (await failureOf(signer.signRaw({ address: THIRD, data: message, type: 'bytes' }))).message,
    ).toBe('Unable to find keypair');
    expect(
      (await failureOf(signer.signRaw({ address: 'nonsense', data: message, type: 'bytes' })))
        .message,
    ).toBe('Invalid address nonsense');
    wallet.controls.lock();
    expect(
      (await failureOf(signer.signRaw({ address: FIRST, data: message, type: 'bytes' }))).message,
    ).toMatch(/locked/);
  });
});

describe('Polkadot dev wallet: signPayload', () => {
  const keyring = new Keyring({ type: 'ed25519' });

  test.each([
    ['a short payload (signed as it is)', `0x0a03${'00'.repeat(33)}`, false],
    [
      'a payload over 256 bytes (signed by its blake2b-256 hash)',
      `0x0000${'ab'.repeat(400)}`,
      true,
    ],
  ])(
    "%s: byte for byte polkadot-js's own ExtrinsicPayload.sign with the same key",
    async (_label, method, hashed) => {
      const wallet = newWallet();
      const { signer } = await wallet.injected.enable(ORIGIN);
      const payload = payloadFor(encodeAddress(polkadotDevKey(2).publicKey, 2), method);
      const result = await signer.signPayload(payload);
      expect(result.signature).toMatch(/^0x00[0-9a-f]{128}$/);

      const registry = new TypeRegistry();
      registry.setSignedExtensions(payload.signedExtensions);
      const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, { version: 4 });
      const pair = keyring.addFromSeed(polkadotDevKey(2).seed);
      expect(result.signature).toBe(extrinsicPayload.sign(pair).signature);

      const encoded = extrinsicPayload.toU8a({ method: true });
      expect(encoded.length > 256).toBe(hashed);
      const signed = hashed ? blake2b(encoded, { dkLen: 32 }) : encoded;
      expect(
        ed25519.verify(hexToBytes(result.signature.slice(4)), signed, polkadotDevKey(2).publicKey),
      ).toBe(true);
      expect(wallet.controls.calls).toEqual(['enable', 'signPayload']);
    },
  );

  test("refused: Error('Cancelled'); delayMs holds the answer; ids count up", async () => {
    const wallet = newWallet();
    const { signer } = await wallet.injected.enable(ORIGIN);
    const payload = payloadFor(FIRST, '0x0a0300');
    wallet.controls.reject();
    expect((await failureOf(signer.signPayload(payload))).message).toBe('Cancelled');
    wallet.controls.approve();
    wallet.controls.delayMs = 40;
    const startedAt = Date.now();
    const first = await signer.signPayload(payload);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(35);
    const second = await signer.signPayload(payload);
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(second.signature).toBe(first.signature);
    expect(wallet.controls.calls).toEqual(['enable', 'signPayload', 'signPayload', 'signPayload']);
    wallet.controls.clearCalls();
    expect(wallet.controls.calls).toEqual([]);
  });

  test('a payload that is not one is refused as invalid params, before the prompt', async () => {
    const wallet = newWallet();
    const { signer } = await wallet.injected.enable(ORIGIN);
    wallet.controls.next('signPayload', 'reject'); // used up by the refused payload, no prompt
    const broken = { ...payloadFor(FIRST, '0x00'), era: '0xzz' };
    const error = await failureOf(signer.signPayload(broken));
    expect(error).toBeInstanceOf(DevWalletRpcError);
    expect(error).toMatchObject({ code: -32602 });
    await expect(signer.signPayload(payloadFor(FIRST, '0x00'))).resolves.toBeDefined();
  });
});
