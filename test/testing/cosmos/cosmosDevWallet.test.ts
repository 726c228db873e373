/**
 * The Cosmos dev wallet as a page sees Keplr: chains it knows and the ones a dapp suggests,
 * enable prompts remembered per origin, getKey, the signers, the script (reject, delay, locked,
 * next), account switches as `keplr_keystorechange`, and the injection slots.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import {
  COSMOS_DEV_ADDRESSES,
  COSMOS_LOCAL_CHAIN_ID,
} from '../../../src/testing/cosmos/cosmosDevAccounts';
import { bech32ConfigOf, cosmosLocalChainInfo } from '../../../src/testing/cosmos/cosmosChainInfos';
import { cosmosDevKey } from '../../../src/testing/cosmos/cosmosDevKey';
import { createCosmosDevWallet } from '../../../src/testing/cosmos/createCosmosDevWallet';
import { encodeSignDoc } from '../../../src/testing/cosmos/encodeSignDoc';
import { injectCosmosDevWallet } from '../../../src/testing/cosmos/injectCosmosDevWallet';
import { KeplrDevWalletError } from '../../../src/testing/cosmos/KeplrDevWalletError';
import type {
  CosmosDevWalletOptions,
  CosmosDevWalletStorage,
  KeplrChainInfo,
} from '../../../src/testing/cosmos/types';

const LOCAL = COSMOS_LOCAL_CHAIN_ID;
const [ALICE, BOB] = COSMOS_DEV_ADDRESSES;
const OSMO_LIKE: KeplrChainInfo = {
  ...cosmosLocalChainInfo('http://127.0.0.1:36657'),
  chainId: 'portico-osmo-1',
  chainName: 'Portico Osmo-like',
  bech32Config: bech32ConfigOf('osmo'),
};

function memoryStorage(): CosmosDevWalletStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
const walletWith = (options: CosmosDevWalletOptions = {}) =>
  createCosmosDevWallet({ storage: null, ...options });
const signDocFor = (chainId = LOCAL) => ({
  bodyBytes: Uint8Array.of(10, 2, 8, 1),
  authInfoBytes: Uint8Array.of(18, 0),
  chainId,
  accountNumber: 0n,
});
const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return state;
};

describe('chains and enable', () => {
  test('it knows the local chain and the Cosmos Hub; any other is "There is no chain info for …"', async () => {
    const { provider, controls } = walletWith();
    expect(controls.getState().chains).toEqual([LOCAL, 'cosmoshub-4']);
    const error = await provider.enable('nope-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeplrDevWalletError);
    expect(error).toMatchObject({
      message: 'There is no chain info for nope-1',
      module: 'chains',
      code: 411,
    });
    await expect(provider.getKey('nope-1')).rejects.toThrow('There is no chain info for nope-1');
    await expect(provider.enable([])).rejects.toThrow('chain id not set');
    const infos = await provider.getChainInfosWithoutEndpoints();
    expect(infos.map((info) => info.chainId)).toEqual([LOCAL, 'cosmoshub-4']);
    expect(infos[0]).not.toHaveProperty('rpc');
    expect(cosmosLocalChainInfo().rpc).toBe('http://127.0.0.1:26657');
    expect(walletWith({ rpcUrl: 'http://127.0.0.1:5' }).controls.getState().chains).toContain(
      LOCAL,
    );
  });

  test('enable prompts once per origin and chain; storage remembers it', async () => {
    const storage = memoryStorage();
    const first = walletWith({ storage });
    first.controls.reject();
    await expect(first.provider.enable(LOCAL)).rejects.toThrow('Request rejected');
    expect(first.controls.getState().enabledChains).toEqual([]);
    first.controls.approve();
    await first.provider.enable([LOCAL]);
    expect(first.controls.getState().enabledChains).toEqual([LOCAL]);

    // a reload: the same origin's storage, no prompt (a refusing user is never asked)
    const again = walletWith({ storage });
    again.controls.reject();
    await expect(again.provider.enable(LOCAL)).resolves.toBeUndefined();
    await expect(again.provider.getKey(LOCAL)).resolves.toMatchObject({ bech32Address: ALICE });
    // a chain it did not enable still prompts
    await expect(again.provider.enable([LOCAL, 'cosmoshub-4'])).rejects.toThrow('Request rejected');

    await again.provider.disable(LOCAL);
    expect(again.controls.getState().enabledChains).toEqual([]);
    expect(storage.data.size).toBe(0);
  });

  test('authorized, disconnect, localStorage by default', async () => {
    const wallet = createCosmosDevWallet({ name: 'Stored', authorized: true });
    expect(wallet.controls.getState().enabledChains).toEqual([LOCAL, 'cosmoshub-4']);
    await wallet.provider.enable(LOCAL); // nothing to ask
    wallet.controls.disconnect();
    expect(wallet.controls.getState().enabledChains).toEqual([]);
    await wallet.provider.enable(LOCAL);
    expect(JSON.parse(localStorage.getItem('portico:cosmos-dev-wallet:Stored')!)).toEqual({
      enabled: [LOCAL],
      suggested: [],
    });
    expect(createCosmosDevWallet({ name: 'Stored' }).controls.getState().enabledChains).toEqual([
      LOCAL,
    ]);
    localStorage.clear();
  });

  test('experimentalSuggestChain adds a chain after a prompt; then enable and getKey work', async () => {
    const storage = memoryStorage();
    const { provider, controls } = walletWith({ storage });
    await expect(provider.enable(OSMO_LIKE.chainId)).rejects.toThrow(
      `There is no chain info for ${OSMO_LIKE.chainId}`,
    );
    controls.next('suggestChain', 'reject');
    await expect(provider.experimentalSuggestChain(OSMO_LIKE)).rejects.toThrow('Request rejected');
    expect(controls.getState().chains).not.toContain(OSMO_LIKE.chainId);

    await provider.experimentalSuggestChain(OSMO_LIKE);
    expect(controls.getState().suggestedChains).toEqual([OSMO_LIKE.chainId]);
    await provider.enable(OSMO_LIKE.chainId);
    const key = await provider.getKey(OSMO_LIKE.chainId);
    expect(key.bech32Address).toBe(cosmosDevKey(0).bech32Address('osmo'));
    // a known chain needs no prompt
    controls.reject();
    await expect(provider.experimentalSuggestChain(OSMO_LIKE)).resolves.toBeUndefined();
    // remembered across reloads
    expect(walletWith({ storage }).controls.getState()).toMatchObject({
      chains: [LOCAL, 'cosmoshub-4', OSMO_LIKE.chainId],
      enabledChains: [OSMO_LIKE.chainId],
    });
  });

  test.each([
    [{ ...OSMO_LIKE, rpc: 'not a url' }, '"rpc" must be a valid uri'],
    [{ ...OSMO_LIKE, chainId: '' }, '"chainId" is required'],
    [{ ...OSMO_LIKE, currencies: [] }, '"currencies" must contain at least 1 items'],
    [{ ...OSMO_LIKE, bip44: { coinType: 60 } }, 'coin type 118 only'],
    [{ ...OSMO_LIKE, features: ['eth-address-gen', 'eth-key-sign'] }, 'coin type 118 only'],
  ])('a chain info it cannot take is refused (%#)', async (info, message) => {
    const { provider, controls } = walletWith();
    await expect(provider.experimentalSuggestChain(info as KeplrChainInfo)).rejects.toThrow(
      message,
    );
    expect(controls.calls).toEqual(['suggestChain']);
  });
});

describe('keys and signing', () => {
  test('getKey answers Keplr’s Key; on a chain not enabled it asks first', async () => {
    const { provider, controls } = walletWith();
    controls.reject();
    await expect(provider.getKey(LOCAL)).rejects.toThrow('Request rejected');
    controls.approve();
    const key = await provider.getKey(LOCAL);
    expect(key).toEqual({
      name: 'Portico dev account 0',
      algo: 'secp256k1',
      pubKey: cosmosDevKey(0).pubKey,
      address: cosmosDevKey(0).address,
      bech32Address: ALICE,
      ethereumHexAddress: cosmosDevKey(0).ethereumHexAddress,
      isNanoLedger: false,
      isKeystone: false,
    });
    expect(key.pubKey).toHaveLength(33);
    expect(key.address).toHaveLength(20);
    expect(controls.calls).toEqual(['getKey', 'getKey']);
    const keys = await provider.getKeysSettled([LOCAL, 'nope-1']);
    expect(keys[0]).toEqual({ status: 'fulfilled', value: key });
    expect(keys[1]).toMatchObject({
      status: 'rejected',
      error: { message: 'There is no chain info for nope-1' },
    });
  });

  test('signDirect signs the SignDoc bytes; signer and chain id are checked', async () => {
    const { provider } = walletWith({ authorized: true });
    const doc = signDocFor();
    const { signed, signature } = await provider.signDirect(LOCAL, ALICE, doc);
    expect(signed).toBe(doc);
    const raw = Uint8Array.from(atob(signature.signature), (char) => char.charCodeAt(0));
    expect(secp256k1.verify(raw, sha256(encodeSignDoc(doc)), cosmosDevKey(0).pubKey)).toBe(true);
    await expect(provider.signDirect(LOCAL, BOB, doc)).rejects.toThrow('Signer mismatched');
    await expect(provider.signDirect(LOCAL, ALICE, signDocFor('cosmoshub-4'))).rejects.toThrow(
      'Chain id in the message is not matched with the requested chain id',
    );
  });

  test('the offline signers: direct + amino, amino only, auto', async () => {
    const { provider } = walletWith({ authorized: true });
    const signer = provider.getOfflineSigner(LOCAL);
    expect(await signer.getAccounts()).toEqual([
      { address: ALICE, algo: 'secp256k1', pubkey: cosmosDevKey(0).pubKey },
    ]);
    await expect(signer.signDirect(ALICE, signDocFor())).resolves.toHaveProperty('signature');
    await expect(signer.signDirect(ALICE, signDocFor('cosmoshub-4'))).rejects.toThrow(
      'Unmatched chain id with the offline signer',
    );
    await expect(signer.signDirect(BOB, signDocFor())).rejects.toThrow('Unknown signer address');
    const aminoOnly = provider.getOfflineSignerOnlyAmino(LOCAL);
    expect(aminoOnly).not.toHaveProperty('signDirect');
    const aminoDoc = {
      chain_id: LOCAL,
      account_number: '0',
      sequence: '0',
      fee: { amount: [], gas: '0' },
      msgs: [],
      memo: '',
    };
    await expect(aminoOnly.signAmino(ALICE, aminoDoc)).resolves.toMatchObject({ signed: aminoDoc });
    await expect(aminoOnly.signAmino(ALICE, { ...aminoDoc, chain_id: 'x' })).rejects.toThrow(
      'Unmatched chain id with the offline signer',
    );
    expect(await provider.getOfflineSignerAuto(LOCAL)).toHaveProperty('signDirect');
  });

  test('signArbitrary: ADR-36, checked signer, its own prompt', async () => {
    const { provider, controls } = walletWith({ authorized: true });
    const signature = await provider.signArbitrary(LOCAL, ALICE, 'hello');
    expect(await provider.verifyArbitrary(LOCAL, ALICE, 'hello', signature)).toBe(true);
    await expect(provider.verifyArbitrary(LOCAL, BOB, 'hello', signature)).rejects.toThrow(
      'Unmatched signer',
    );
    await expect(provider.signArbitrary(LOCAL, BOB, 'hello')).rejects.toThrow('Signer mismatched');
    controls.next('signArbitrary', 'reject');
    await expect(provider.signArbitrary(LOCAL, ALICE, 'hello')).rejects.toThrow('Request rejected');
    controls.next('signArbitrary', { code: 4100, message: 'scripted failure' });
    await expect(provider.signArbitrary(LOCAL, ALICE, 'hello')).rejects.toMatchObject({
      message: 'scripted failure',
      code: 4100,
    });
    await expect(provider.signArbitrary(LOCAL, ALICE, 'hello')).resolves.toEqual(signature);
  });
});

describe('the script', () => {
  test('delayMs holds each prompt', async () => {
    const { provider, controls } = walletWith({ script: { delayMs: 60 } });
    const started = Date.now();
    await provider.enable(LOCAL);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(() => (controls.delayMs = -1)).toThrow(RangeError);
  });

  test('locked: requests wait for unlock; a refusal closes the unlock prompt', async () => {
    const { provider, controls } = walletWith({ authorized: true, script: { locked: true } });
    const key = provider.getKey(LOCAL);
    const signing = provider.signDirect(LOCAL, ALICE, signDocFor());
    expect(await settled(key)).toBe('pending');
    controls.unlock();
    await expect(key).resolves.toMatchObject({ bech32Address: ALICE });
    await expect(signing).resolves.toHaveProperty('signature');

    controls.lock();
    const waiting = provider.enable(LOCAL);
    expect(await settled(waiting)).toBe('pending');
    controls.reject();
    await expect(waiting).rejects.toThrow('Request rejected');
    await expect(provider.getKey(LOCAL)).rejects.toThrow('Request rejected'); // locked and refusing
    expect(controls.getState().locked).toBe(true);
  });

  test('calls, clearCalls, getState', async () => {
    const { provider, controls } = walletWith({ accountIndices: [1, 2] });
    await provider.enable(LOCAL);
    await provider.getKey(LOCAL);
    expect(controls.calls).toEqual(['enable', 'getKey']);
    controls.clearCalls();
    expect(controls.calls).toEqual([]);
    expect(controls.getState()).toEqual({
      enabledChains: [LOCAL],
      chains: [LOCAL, 'cosmoshub-4'],
      suggestedChains: [],
      locked: false,
      accountIndex: 1,
      address: BOB,
      addresses: [BOB, COSMOS_DEV_ADDRESSES[2]],
    });
    expect(() => controls.switchAccount(0)).toThrow(RangeError);
    expect(() => walletWith({ accountIndex: 7 })).toThrow(RangeError);
  });
});

describe('injection and key changes', () => {
  test('window.keplr by default; a switch dispatches keplr_keystorechange', async () => {
    const wallet = injectCosmosDevWallet({ storage: null, authorized: true });
    const keplr = (window as unknown as { keplr: typeof wallet.provider }).keplr;
    expect(keplr).toBe(wallet.provider);
    expect(keplr.name).toBe('Portico Cosmos Wallet');
    expect(wallet.name).toBe('Portico Cosmos Wallet');
    expect(keplr.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(keplr).toMatchObject({ mode: 'extension', isPorticoDevWallet: true });
    const changes = jest.fn();
    window.addEventListener('keplr_keystorechange', changes);
    wallet.controls.switchAccount(1);
    expect(changes).toHaveBeenCalledTimes(1);
    expect((await keplr.getKey(LOCAL)).bech32Address).toBe(BOB);
    window.removeEventListener('keplr_keystorechange', changes);
    delete (window as unknown as { keplr?: unknown }).keplr;
  });

  test('leap and cosmostation slots, on any event target', () => {
    const target = new EventTarget() as EventTarget & Record<string, unknown>;
    target.cosmostation = { providers: { other: 1 }, version: 'x' };
    const wallet = walletWith();
    expect(injectCosmosDevWallet(wallet, target, 'leap')).toBe(wallet);
    injectCosmosDevWallet(wallet, target, 'cosmostation');
    expect(target.leap).toBe(wallet.provider);
    expect(target.cosmostation).toEqual({
      providers: { other: 1, keplr: wallet.provider },
      version: 'x',
    });
    const events: string[] = [];
    for (const name of [
      'leap_keystorechange',
      'cosmostation_keystorechange',
      'keplr_keystorechange',
    ])
      target.addEventListener(name, (event) => events.push(event.type));
    wallet.controls.switchAccount(2);
    expect(events).toEqual(['leap_keystorechange', 'cosmostation_keystorechange']);
  });
});
