/** @jest-environment node */
import type { AdapterEvent, ChainAdapter } from '../../../src/adapter/ChainAdapter';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  cosmosAdapter,
  cosmoshub,
  cosmosLocal,
  osmosis,
  verifyCosmosSignature,
} from '../../../adapters/cosmos/createCosmosAdapter';
import { cosmosAddressOf } from '../../../adapters/cosmos/cosmosAddress';
import { DEV_ACCOUNTS, hexToBytes, signAdr36 } from './cosmosTestKeys';
import { fakeKeplr } from './fakeKeplr';
import { sendCostOf } from '../../../src/adapter/chainFees';

const [ALICE, BOB] = DEV_ACCOUNTS;
const local = cosmosLocal('http://127.0.0.1:9');
const other = cosmosLocal('http://127.0.0.1:9', {
  chainId: 'portico-other-1',
  bech32Prefix: 'other',
});
const OSMO_ALICE = cosmosAddressOf(hexToBytes(ALICE.publicKey), 'osmo');

let page: EventTarget & Record<string, unknown>;
let events: AdapterEvent[];
let adapter: ChainAdapter;

const setUp = (options: Parameters<typeof cosmosAdapter>[0] = {}) => {
  adapter = cosmosAdapter({ chains: [local.info, other.info], ...options });
  adapter.setup({
    projectId: 'test',
    networks: [local.network],
    emit: (event) => events.push(event),
  });
  return adapter;
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  page = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(globalThis, { window: page });
  events = [];
});

afterEach(() => {
  adapter?.destroy();
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
  jest.useRealTimers();
});

describe('cosmos wallet discovery', () => {
  it('default: window.keplr, then leap, then cosmostation’s keplr, as injected connectors; nothing asked', () => {
    const keplr = fakeKeplr();
    const leap = fakeKeplr();
    const cosmostation = fakeKeplr();
    Object.assign(page, {
      cosmostation: { providers: { keplr: cosmostation.provider } },
      leap: leap.provider,
      keplr: keplr.provider,
    });
    setUp();
    const expected = [
      { id: 'cosmos:keplr', name: 'Keplr' },
      { id: 'cosmos:leap', name: 'Leap' },
      { id: 'cosmos:cosmostation', name: 'Cosmostation' },
    ].map((connector) => ({
      ...connector,
      namespace: 'cosmos',
      kind: 'injected',
      group: 'injected',
      installed: true,
    }));
    expect(adapter.getConnectors()).toEqual(expected);
    expect(events).toEqual([{ type: 'connectorsChanged', connectors: expected }]);
    for (const wallet of [keplr, leap, cosmostation]) {
      expect(wallet.provider.enable).not.toHaveBeenCalled();
      expect(wallet.provider.getKey).not.toHaveBeenCalled();
    }
  });

  it('edge: malformed providers are ignored; one object under two names is listed once', () => {
    const leap = fakeKeplr();
    Object.assign(page, {
      keplr: { enable: async () => undefined }, // no getKey
      cosmostation: {
        providers: {
          get keplr() {
            throw new Error('boom');
          },
        },
      },
    });
    setUp();
    expect(adapter.getConnectors()).toEqual([]);
    adapter.destroy();
    Object.assign(page, { keplr: leap.provider, leap: leap.provider, cosmostation: 'nope' });
    setUp();
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['cosmos:keplr']);
  });

  it('default: a provider’s own name is shown; an inline icon is kept, a remote one is not', () => {
    const keplr = fakeKeplr();
    const leap = fakeKeplr();
    Object.assign(keplr.provider, {
      name: 'Portico Cosmos Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    Object.assign(leap.provider, { name: 42, icon: 'https://example.com/leap.png' });
    Object.assign(page, { keplr: keplr.provider, leap: leap.provider });
    setUp();
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: 'cosmos:keplr',
        name: 'Portico Cosmos Wallet',
        imageUrl: 'data:image/svg+xml;base64,PHN2Zz4=',
      }),
      expect.not.objectContaining({ imageUrl: expect.anything() }),
    ]);
    expect(adapter.getConnectors()[1]!.name).toBe('Leap');
  });

  it('default: a wallet injected before the page’s load is found then', () => {
    Object.assign(globalThis, { document: { readyState: 'loading' } });
    setUp();
    expect(adapter.getConnectors()).toEqual([]);
    page.keplr = fakeKeplr().provider;
    page.dispatchEvent(new Event('load'));
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['cosmos:keplr']);
    expect(events.at(-1)).toEqual({
      type: 'connectorsChanged',
      connectors: [expect.objectContaining({ id: 'cosmos:keplr' })],
    });
  });
});

describe('cosmos connect, reconnect, switch and disconnect', () => {
  it('default: connect enables the chain and answers the key’s account there', async () => {
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    setUp();
    await expect(
      adapter.connect({ connectorId: 'cosmos:keplr', network: local.network }),
    ).resolves.toEqual({
      accounts: [
        { namespace: 'cosmos', address: ALICE.address, type: 'eoa', publicKey: ALICE.publicKey },
      ],
      caipNetworkId: 'cosmos:portico-local-1',
    });
    expect(wallet.provider.enable).toHaveBeenCalledWith('portico-local-1');
    expect(wallet.provider.experimentalSuggestChain).not.toHaveBeenCalled();
    await expect(adapter.getAccounts({ connectorId: 'cosmos:keplr' })).resolves.toEqual([
      expect.objectContaining({ address: ALICE.address }),
    ]);
  });

  it('default: a chain the wallet lacks is suggested (Keplr chain info), then enabled', async () => {
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    setUp();
    const result = await adapter.connect({ connectorId: 'cosmos:keplr', network: other.network });
    expect(wallet.state.suggested).toEqual([
      expect.objectContaining({
        chainId: 'portico-other-1',
        bip44: { coinType: 118 },
        bech32Config: expect.objectContaining({ bech32PrefixAccAddr: 'other' }),
        currencies: [{ coinDenom: 'ATOM', coinMinimalDenom: 'uatom', coinDecimals: 6 }],
      }),
    ]);
    expect(wallet.provider.enable).toHaveBeenCalledTimes(2);
    expect(result.accounts[0]!.address).toBe(cosmosAddressOf(hexToBytes(ALICE.publicKey), 'other'));
    expect(result.caipNetworkId).toBe('cosmos:portico-other-1');
  });

  it('error: a refused enable, or a refused suggestion, is 4001', async () => {
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    setUp();
    wallet.state.refuse.add('enable');
    const refused = await failureOf(
      adapter.connect({ connectorId: 'cosmos:keplr', network: local.network }),
    );
    expect(refused).toBeInstanceOf(ProviderRpcError);
    expect(refused).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
    wallet.state.refuse.clear();
    wallet.state.refuse.add('suggestChain');
    await expect(
      adapter.connect({ connectorId: 'cosmos:keplr', network: other.network }),
    ).rejects.toMatchObject({ rpcCode: 4001 });
  });

  it('error: a wallet that cannot be suggested a chain it lacks refuses with 4902', async () => {
    page.keplr = fakeKeplr({ suggest: false }).provider;
    setUp();
    await expect(
      adapter.connect({ connectorId: 'cosmos:keplr', network: other.network }),
    ).rejects.toMatchObject({ rpcCode: 4902, code: 'UNRECOGNIZED_CHAIN' });
  });

  it('error: a network without chain info is CHAIN_NOT_SUPPORTED; an unknown connector CONNECTOR_NOT_FOUND', async () => {
    page.keplr = fakeKeplr().provider;
    setUp({ chains: [] });
    await expect(
      adapter.connect({ connectorId: 'cosmos:keplr', network: local.network }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' });
    await expect(
      adapter.connect({ connectorId: 'cosmos:leap', network: cosmoshub }),
    ).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' });
  });

  it('error: a key with another chain’s prefix is an invalid answer', async () => {
    // The wallet thinks the local chain's prefix is osmo.
    page.keplr = fakeKeplr({ chains: { 'portico-local-1': 'osmo' } }).provider;
    setUp();
    await expect(
      adapter.connect({ connectorId: 'cosmos:keplr', network: local.network }),
    ).rejects.toMatchObject({
      code: 'INVALID_WALLET_RESPONSE',
      details: expect.stringMatching(/prefix cosmos/),
    });
  });

  it('default: keplr_keystorechange re-reads the key: accountsChanged, or disconnected when it fails', async () => {
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    setUp();
    await adapter.connect({ connectorId: 'cosmos:keplr', network: local.network });
    events = [];
    wallet.state.privateKey = BOB.privateKey;
    page.dispatchEvent(new Event('keplr_keystorechange'));
    await flush();
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'cosmos:keplr',
        addresses: [BOB.address],
        accounts: [
          { namespace: 'cosmos', address: BOB.address, type: 'eoa', publicKey: BOB.publicKey },
        ],
      },
    ]);
    // Leap's event is not Keplr's wallet's.
    page.dispatchEvent(new Event('leap_keystorechange'));
    await flush();
    expect(events).toHaveLength(1);
    wallet.state.refuse.add('getKey');
    page.dispatchEvent(new Event('keplr_keystorechange'));
    await flush();
    expect(events.at(-1)).toEqual({ type: 'disconnected', connectorId: 'cosmos:keplr' });
    await expect(adapter.getAccounts({ connectorId: 'cosmos:keplr' })).resolves.toEqual([]);
  });

  it('default: switchNetwork enables the new chain and reports the account’s address there', async () => {
    const wallet = fakeKeplr({ chains: { 'portico-local-1': 'cosmos', 'osmosis-1': 'osmo' } });
    page.keplr = wallet.provider;
    setUp();
    await adapter.connect({ connectorId: 'cosmos:keplr', network: local.network });
    events = [];
    await adapter.switchNetwork({ connectorId: 'cosmos:keplr', network: osmosis });
    expect(wallet.provider.enable).toHaveBeenLastCalledWith('osmosis-1');
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'cosmos:keplr',
        addresses: [OSMO_ALICE],
        accounts: [expect.objectContaining({ address: OSMO_ALICE })],
      },
    ]);
    await expect(adapter.getAccounts({ connectorId: 'cosmos:keplr' })).resolves.toEqual([
      expect.objectContaining({ address: OSMO_ALICE }),
    ]);
    // The same prefix on another chain: the address is the same, nothing to report.
    events = [];
    await adapter.switchNetwork({ connectorId: 'cosmos:keplr', network: local.network });
    await adapter.switchNetwork({ connectorId: 'cosmos:keplr', network: local.network });
    expect(events).toHaveLength(1);
  });

  it('default: reconnect is silent: the approved page’s account, else null (refusal, timeout, unknown chain)', async () => {
    const wallet = fakeKeplr({ enabled: ['portico-local-1'] });
    page.keplr = wallet.provider;
    setUp();
    await expect(
      adapter.reconnect({ connectorId: 'cosmos:keplr', network: local.network }),
    ).resolves.toMatchObject({ accounts: [{ address: ALICE.address }] });
    // Not approved and the user refuses the prompt: null.
    wallet.state.refuse.add('enable');
    await expect(
      adapter.reconnect({ connectorId: 'cosmos:keplr', network: cosmoshub }),
    ).resolves.toBeNull();
    // Never suggests: a chain the wallet lacks is null.
    await expect(
      adapter.reconnect({ connectorId: 'cosmos:keplr', network: other.network }),
    ).resolves.toBeNull();
    expect(wallet.provider.experimentalSuggestChain).not.toHaveBeenCalled();
    await expect(
      adapter.reconnect({ connectorId: 'cosmos:leap', network: local.network }),
    ).resolves.toBeNull();
  });

  it('edge: a reconnect the wallet never answers gives up after 3 s', async () => {
    jest.useFakeTimers();
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    setUp();
    wallet.state.hang.add('enable');
    const pending = adapter.reconnect({ connectorId: 'cosmos:keplr', network: local.network });
    await jest.advanceTimersByTimeAsync(3_000);
    await expect(pending).resolves.toBeNull();
  });

  it('default: disconnect stops listening and asks the wallet to forget the chain (failures ignored)', async () => {
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    setUp();
    await adapter.connect({ connectorId: 'cosmos:keplr', network: local.network });
    await adapter.disconnect({ connectorId: 'cosmos:keplr' });
    expect(wallet.provider.disable).toHaveBeenCalledWith('portico-local-1');
    events = [];
    page.dispatchEvent(new Event('keplr_keystorechange'));
    await flush();
    expect(events).toEqual([]);
    await adapter.connect({ connectorId: 'cosmos:keplr', network: local.network });
    (wallet.provider.disable as jest.Mock).mockRejectedValueOnce(new Error('no'));
    await expect(adapter.disconnect({ connectorId: 'cosmos:keplr' })).resolves.toBeUndefined();
  });
});

describe('cosmos signMessage (ADR-36)', () => {
  it('default: signArbitrary’s StdSignature as JSON, verified', async () => {
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    setUp();
    await adapter.connect({ connectorId: 'cosmos:keplr', network: local.network });
    const signature = await adapter.signMessage({
      connectorId: 'cosmos:keplr',
      address: ALICE.address,
      message: 'hello',
    });
    expect(JSON.parse(signature)).toEqual(signAdr36(ALICE.privateKey, ALICE.address, 'hello'));
    expect(wallet.provider.signArbitrary).toHaveBeenCalledWith(
      'portico-local-1',
      ALICE.address,
      'hello',
    );
    await expect(
      verifyCosmosSignature({ message: 'hello', signature, address: ALICE.address }),
    ).resolves.toBeUndefined();
  });

  it('error: a refusal is 4001; an account not connected 4100; no signArbitrary 4200', async () => {
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    page.leap = fakeKeplr({ signArbitrary: false }).provider;
    setUp();
    await adapter.connect({ connectorId: 'cosmos:keplr', network: local.network });
    wallet.state.refuse.add('signArbitrary');
    await expect(
      adapter.signMessage({ connectorId: 'cosmos:keplr', address: ALICE.address, message: 'x' }),
    ).rejects.toMatchObject({ rpcCode: 4001 });
    await expect(
      adapter.signMessage({ connectorId: 'cosmos:keplr', address: BOB.address, message: 'x' }),
    ).rejects.toMatchObject({ rpcCode: 4100 });
    await adapter.connect({ connectorId: 'cosmos:leap', network: local.network });
    await expect(
      adapter.signMessage({ connectorId: 'cosmos:leap', address: ALICE.address, message: 'x' }),
    ).rejects.toMatchObject({ rpcCode: 4200 });
  });

  it('error: a wallet that signs with another key, or answers no signature, is INVALID_SIGNATURE', async () => {
    const wallet = fakeKeplr();
    page.keplr = wallet.provider;
    setUp();
    await adapter.connect({ connectorId: 'cosmos:keplr', network: local.network });
    (wallet.provider.signArbitrary as jest.Mock).mockResolvedValueOnce(
      signAdr36(BOB.privateKey, ALICE.address, 'x'),
    );
    await expect(
      adapter.signMessage({ connectorId: 'cosmos:keplr', address: ALICE.address, message: 'x' }),
    ).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
      details: expect.stringMatching(/not the key of/),
    });
    (wallet.provider.signArbitrary as jest.Mock).mockResolvedValueOnce('0xdeadbeef');
    await expect(
      adapter.signMessage({ connectorId: 'cosmos:keplr', address: ALICE.address, message: 'x' }),
    ).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
  });
});

describe('cosmos sends refused before any read', () => {
  it('error: call data, a zero amount, a token and a sender not connected are refused', async () => {
    page.keplr = fakeKeplr().provider;
    setUp();
    await adapter.connect({ connectorId: 'cosmos:keplr', network: local.network });
    const send = {
      connectorId: 'cosmos:keplr',
      network: local.network,
      from: ALICE.address,
      to: BOB.address,
    };
    await expect(
      adapter.sendTransaction({ ...send, value: 1n, data: '0x00' }),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_METHOD',
    });
    await expect(adapter.sendTransaction({ ...send, value: 0n })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
    });
    await expect(
      adapter.sendTransaction({ ...send, from: BOB.address, value: 1n }),
    ).rejects.toMatchObject({ rpcCode: 4100 });
    await expect(
      sendCostOf(adapter, {
        network: local.network,
        from: ALICE.address,
        to: BOB.address,
        token: { address: 'ibc/ABC', decimals: 6 },
        amount: 1n,
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD' });
    expect(adapter.sendToken).toBeUndefined();
    expect(adapter.chain?.getNativeBalance).toBeUndefined();
  });

  it('default: the adapter’s shape: cosmos namespace and capabilities', () => {
    setUp();
    expect(adapter).toMatchObject({
      namespace: 'cosmos',
      capabilities: {
        send: true,
        signTypedData: false,
        switchNetwork: true,
        walletConnect: false,
        smartAccount: false,
        names: false,
        activity: false,
      },
    });
    expect(adapter.chain.isAddress(ALICE.address)).toBe(true);
    expect(adapter.chain.parseUnits('1.5', 6)).toBe(1_500_000n);
  });
});
