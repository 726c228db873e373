/** @jest-environment node */
import { ed25519 } from '@noble/curves/ed25519';
import {
  kusama,
  polkadotAdapter,
  polkadotChain,
  westend,
} from '../../../adapters/polkadot/createPolkadotAdapter';
import {
  DISCOVERY_SCHEDULE_MS,
  readInjectedWeb3,
  type InjectedWeb3Host,
} from '../../../adapters/polkadot/discoverPolkadotExtensions';
import type { InjectedAccount } from '../../../adapters/polkadot/InjectedWeb3';
import { encodePolkadotAddress, fromHex, toHex } from '../../../adapters/polkadot/polkadotAddress';
import type { AdapterEvent, ChainAdapter } from '../../../src/adapter/ChainAdapter';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { sendCostOf } from '../../../src/adapter/chainFees';

const seedOf = (n: number) => new Uint8Array(32).fill(n);
const keyOf = (n: number) => ed25519.getPublicKey(seedOf(n));
/** Dev account `n` as an extension lists it: the generic prefix 42. */
const listed = (n: number, extra: Partial<InjectedAccount> = {}): InjectedAccount => ({
  address: encodePolkadotAddress(keyOf(n), 42),
  name: `Account ${n}`,
  type: 'ed25519',
  ...extra,
});
const onKusama = (n: number) => encodePolkadotAddress(keyOf(n), 2);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/**
 * An injected-web3 extension of ed25519 keys 1…n: `enable` authorises (or refuses), the
 * account list can change, `signRaw` signs `<Bytes>…</Bytes>` as wallets do.
 */
function fakeExtension(accounts: InjectedAccount[], name?: string) {
  let current = accounts;
  const listeners = new Set<(list: InjectedAccount[]) => void>();
  const state = {
    refuse: false as boolean | 'hang',
    signRefuse: false,
    badSignature: false,
    unsubscribed: 0,
    origins: [] as string[],
  };
  const seedFor = (address: string) =>
    [1, 2, 3, 4, 5, 6].map(seedOf).find((seed) => {
      const key = ed25519.getPublicKey(seed);
      return [0, 2, 42].some((prefix) => encodePolkadotAddress(key, prefix) === address);
    });
  const extension = {
    accounts: {
      get: async () => current,
      subscribe(callback: (list: InjectedAccount[]) => void) {
        listeners.add(callback);
        callback(current);
        return () => {
          state.unsubscribed += 1;
          listeners.delete(callback);
        };
      },
    },
    signer: {
      async signRaw({ address, data }: { address: string; data: string }) {
        if (state.signRefuse) throw new Error('Cancelled');
        const seed = seedFor(address)!;
        const message = new TextDecoder().decode(fromHex(data)!);
        const signed = new TextEncoder().encode(
          `<Bytes>${state.badSignature ? 'other' : message}</Bytes>`,
        );
        return { id: 1, signature: toHex(ed25519.sign(signed, seed)) };
      },
    },
  };
  const provider = {
    version: '0.1.0',
    ...(name ? { name } : {}),
    enable: async (origin: string) => {
      state.origins.push(origin);
      if (state.refuse === 'hang') return new Promise<never>(() => undefined);
      if (state.refuse) throw new Error('Rejected');
      return extension;
    },
  };
  return {
    provider,
    state,
    setAccounts(list: InjectedAccount[]) {
      current = list;
      listeners.forEach((listener) => listener(list));
    },
  };
}

type Host = InjectedWeb3Host & EventTarget;
const hostWith = (injectedWeb3?: unknown): Host =>
  Object.assign(new EventTarget(), injectedWeb3 === undefined ? {} : { injectedWeb3 });

function setup(host: Host, options: Parameters<typeof polkadotAdapter>[0] = {}, name?: string) {
  const events: AdapterEvent[] = [];
  const adapter: ChainAdapter = polkadotAdapter({ host, ...options });
  adapter.setup({
    projectId: 'test',
    networks: [westend, kusama],
    ...(name ? { metadata: { name, description: '', url: 'https://x.example', icons: [] } } : {}),
    emit: (event) => events.push(event),
  });
  return { adapter, events };
}

let adapter: ChainAdapter | null = null;
afterEach(() => {
  adapter?.destroy();
  adapter = null;
  jest.useRealTimers();
});

describe('polkadotAdapter discovery', () => {
  it('default: each injectedWeb3 key is a connector, in order, with its wallet’s name', () => {
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+';
    const host = hostWith({
      talisman: fakeExtension([]).provider,
      'polkadot-js': fakeExtension([]).provider,
      'my-wallet': { ...fakeExtension([], 'My Wallet').provider, icon },
      'odd-wallet': { ...fakeExtension([]).provider, icon: 'javascript:alert(1)' },
      'subwallet-js': fakeExtension([]).provider,
    });
    const t = setup(host);
    adapter = t.adapter;
    expect(t.adapter.getConnectors()).toEqual([
      {
        id: 'polkadot:talisman',
        name: 'Talisman',
        namespace: 'polkadot',
        kind: 'injected',
        group: 'injected',
        installed: true,
      },
      {
        id: 'polkadot:polkadot-js',
        name: 'Polkadot{.js}',
        namespace: 'polkadot',
        kind: 'injected',
        group: 'injected',
        installed: true,
      },
      {
        id: 'polkadot:my-wallet',
        name: 'My Wallet',
        namespace: 'polkadot',
        kind: 'injected',
        group: 'injected',
        installed: true,
        imageUrl: icon,
      },
      {
        id: 'polkadot:odd-wallet',
        name: 'odd-wallet',
        namespace: 'polkadot',
        kind: 'injected',
        group: 'injected',
        installed: true,
      },
      {
        id: 'polkadot:subwallet-js',
        name: 'SubWallet',
        namespace: 'polkadot',
        kind: 'injected',
        group: 'injected',
        installed: true,
      },
    ]);
    expect(t.events).toEqual([
      { type: 'connectorsChanged', connectors: t.adapter.getConnectors() },
    ]);
    expect(t.adapter).toMatchObject({
      namespace: 'polkadot',
      chain: polkadotChain,
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
  });

  it('errors: malformed entries, `__proto__` keys, inherited keys and throwing getters are skipped', () => {
    const good = fakeExtension([]).provider;
    const injected = JSON.parse('{"__proto__": {"enable": 1}}') as Record<string, unknown>;
    Object.defineProperty(injected, '__proto__', {
      value: { enable: async () => ({}) },
      enumerable: true,
    });
    Object.assign(injected, {
      'no-enable': { version: '1' },
      'string-enable': { enable: 'yes' },
      nothing: null,
      text: 'polkadot',
      'has space': good,
      'fearless-wallet': good,
    });
    Object.defineProperty(injected, 'throws', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    const inherited = Object.create({ inherited: good }) as object;
    expect(readInjectedWeb3(hostWith(injected)).map((entry) => entry.key)).toEqual([
      'fearless-wallet',
    ]);
    expect(readInjectedWeb3(hostWith(inherited))).toEqual([]);
    for (const bad of [null, 'x', 42, []]) expect(readInjectedWeb3(hostWith(bad))).toEqual([]);
    const throwing = Object.defineProperty(new EventTarget(), 'injectedWeb3', {
      get() {
        throw new Error('blocked');
      },
    });
    expect(readInjectedWeb3(throwing)).toEqual([]);
  });

  it('behavior: a late injection is found on the schedule and on `load`, reported once each', () => {
    jest.useFakeTimers();
    const host = hostWith();
    const t = setup(host);
    adapter = t.adapter;
    expect(t.adapter.getConnectors()).toEqual([]);
    const injected: Record<string, unknown> = {};
    (host as { injectedWeb3?: unknown }).injectedWeb3 = injected;
    injected.talisman = fakeExtension([]).provider;
    jest.advanceTimersByTime(DISCOVERY_SCHEDULE_MS[1]!);
    expect(t.adapter.getConnectors().map((c) => c.id)).toEqual(['polkadot:talisman']);
    injected.enkrypt = fakeExtension([]).provider;
    host.dispatchEvent(new Event('load'));
    expect(t.adapter.getConnectors().map((c) => c.name)).toEqual(['Talisman', 'Enkrypt']);
    jest.advanceTimersByTime(10_000);
    // First read (none), the schedule's find, the load's find: no repeat for an unchanged list.
    expect(t.events.filter((event) => event.type === 'connectorsChanged')).toHaveLength(3);
  });

  it('behavior: Nova Wallet’s browser (polkadot-js key, walletExtension.isNovaWallet) is named Nova', () => {
    const host = Object.assign(hostWith({ 'polkadot-js': fakeExtension([]).provider }), {
      walletExtension: { isNovaWallet: true },
    });
    const t = setup(host);
    adapter = t.adapter;
    expect(t.adapter.getConnectors()[0]).toMatchObject({
      id: 'polkadot:polkadot-js',
      name: 'Nova Wallet',
    });
  });
});

describe('polkadotAdapter connection', () => {
  const ID = 'polkadot:talisman';

  it('default: enable(app name), then the usable accounts in the network’s SS58 form', async () => {
    const wallet = fakeExtension([
      listed(1),
      listed(2, { type: 'sr25519' }),
      listed(3, { type: 'ethereum' }),
      listed(4, { genesisHash: `0x${'00'.repeat(32)}` }),
      listed(5, {
        genesisHash: `0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe`,
      }),
      { address: 'not-an-address' },
      listed(1, { name: 'duplicate' }),
    ]);
    const t = setup(hostWith({ talisman: wallet.provider }), {}, 'My dApp');
    adapter = t.adapter;
    const result = await t.adapter.connect({ connectorId: ID, network: kusama });
    expect(wallet.state.origins).toEqual(['My dApp']);
    expect(result).toEqual({
      caipNetworkId: kusama.caipNetworkId,
      accounts: [1, 2, 5].map((n) => ({
        namespace: 'polkadot',
        address: onKusama(n),
        type: 'eoa',
        publicKey: toHex(keyOf(n)),
      })),
    });
    await expect(t.adapter.getAccounts({ connectorId: ID })).resolves.toEqual(result.accounts);
    // Accounts are not per network: switching keeps them.
    await expect(
      t.adapter.switchNetwork({ connectorId: ID, network: westend }),
    ).resolves.toBeUndefined();
  });

  it('errors: a refusal is 4001; no account, an unknown wallet and a bad answer are typed', async () => {
    const wallet = fakeExtension([listed(3, { type: 'ethereum' })]);
    const bad = { enable: async () => ({ accounts: {} }) };
    const t = setup(hostWith({ talisman: wallet.provider, bad }));
    adapter = t.adapter;
    expect(wallet.state.origins).toEqual([]);
    const noAccount = await failureOf(t.adapter.connect({ connectorId: ID, network: westend }));
    expect(wallet.state.origins).toEqual(['Portico']);
    expect(noAccount).toMatchObject({ code: 'NO_ACCOUNTS' });
    wallet.state.refuse = true;
    const refused = await failureOf(t.adapter.connect({ connectorId: ID, network: westend }));
    expect(refused).toBeInstanceOf(ProviderRpcError);
    expect(refused).toMatchObject({ rpcCode: 4001, details: 'User rejected the request.' });
    await expect(
      t.adapter.connect({ connectorId: 'polkadot:nope', network: westend }),
    ).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' });
    await expect(
      t.adapter.connect({ connectorId: 'polkadot:bad', network: westend }),
    ).rejects.toMatchObject({ code: 'INVALID_WALLET_RESPONSE' });
    await expect(t.adapter.getAccounts({ connectorId: ID })).resolves.toEqual([]);
  });

  it('behavior: account changes are followed (not the list as it was); none left is a disconnect', async () => {
    const wallet = fakeExtension([listed(1), listed(2)]);
    const t = setup(hostWith({ talisman: wallet.provider }));
    adapter = t.adapter;
    await t.adapter.connect({ connectorId: ID, network: kusama });
    const changes = () => t.events.filter((event) => event.type !== 'connectorsChanged');
    expect(changes()).toEqual([]);
    wallet.setAccounts([listed(2), listed(1)]);
    wallet.setAccounts([listed(2), listed(1), listed(3, { type: 'ethereum' })]);
    expect(changes()).toEqual([
      {
        type: 'accountsChanged',
        connectorId: ID,
        addresses: [onKusama(2), onKusama(1)],
        accounts: [2, 1].map((n) => expect.objectContaining({ address: onKusama(n), type: 'eoa' })),
      },
    ]);
    await expect(t.adapter.getAccounts({ connectorId: ID })).resolves.toHaveLength(2);
    wallet.setAccounts([]);
    expect(changes().at(-1)).toEqual({ type: 'disconnected', connectorId: ID });
    expect(wallet.state.unsubscribed).toBe(1);
    await expect(t.adapter.getAccounts({ connectorId: ID })).resolves.toEqual([]);
  });

  it('behavior: disconnect stops following the extension (which has no disconnect of its own)', async () => {
    const wallet = fakeExtension([listed(1)]);
    const t = setup(hostWith({ talisman: wallet.provider }));
    adapter = t.adapter;
    await t.adapter.connect({ connectorId: ID, network: westend });
    await t.adapter.disconnect({ connectorId: ID });
    expect(wallet.state.unsubscribed).toBe(1);
    wallet.setAccounts([listed(2)]);
    expect(t.events.filter((event) => event.type !== 'connectorsChanged')).toEqual([]);
    await expect(
      t.adapter.signMessage({ connectorId: ID, address: listed(1).address, message: 'hi' }),
    ).rejects.toMatchObject({ rpcCode: 4100 });
  });

  it('behavior: reconnect is quiet: null on refusal or timeout, and waits for a late injection', async () => {
    const wallet = fakeExtension([listed(1)]);
    const host = hostWith({ talisman: wallet.provider });
    const t = setup(host, { reconnectTimeoutMs: 300 });
    adapter = t.adapter;
    await expect(t.adapter.reconnect({ connectorId: ID, network: westend })).resolves.toEqual({
      caipNetworkId: westend.caipNetworkId,
      accounts: [expect.objectContaining({ address: listed(1).address })],
    });
    wallet.state.refuse = true;
    await expect(t.adapter.reconnect({ connectorId: ID, network: westend })).resolves.toBeNull();
    wallet.state.refuse = 'hang';
    const started = Date.now();
    await expect(t.adapter.reconnect({ connectorId: ID, network: westend })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(
      t.adapter.reconnect({ connectorId: 'polkadot:never', network: westend }),
    ).resolves.toBeNull();
    // An extension that injects after the page started is waited for.
    const late = fakeExtension([listed(2)]);
    setTimeout(() => Object.assign(host.injectedWeb3 as object, { enkrypt: late.provider }), 50);
    await expect(
      t.adapter.reconnect({ connectorId: 'polkadot:enkrypt', network: westend }),
    ).resolves.toMatchObject({
      accounts: [expect.objectContaining({ address: listed(2).address })],
    });
    expect(t.adapter.getConnectors().map((c) => c.id)).toContain('polkadot:enkrypt');
  });
});

describe('polkadotAdapter signing', () => {
  const ID = 'polkadot:talisman';
  const connected = async () => {
    const wallet = fakeExtension([listed(1), listed(2)]);
    const t = setup(hostWith({ talisman: wallet.provider }));
    adapter = t.adapter;
    await t.adapter.connect({ connectorId: ID, network: kusama });
    return { ...t, wallet };
  };

  it('default: signRaw of the message’s bytes; the signature is verified and returned', async () => {
    const { adapter: a } = await connected();
    const signature = await a.signMessage({
      connectorId: ID,
      address: onKusama(2),
      message: 'Hello ✓',
    });
    expect(polkadotChain.requests.isSignature(signature)).toBe(true);
    // The account may be named in any network's form.
    await expect(
      a.signMessage({ connectorId: ID, address: listed(1).address, message: 'Hi' }),
    ).resolves.toMatch(/^0x[0-9a-f]{128}$/);
  });

  it('errors: refused is 4001, a wrong signature INVALID_SIGNATURE, an unknown account 4100', async () => {
    const { adapter: a, wallet } = await connected();
    wallet.state.signRefuse = true;
    await expect(
      a.signMessage({ connectorId: ID, address: onKusama(1), message: 'x' }),
    ).rejects.toMatchObject({ rpcCode: 4001 });
    wallet.state.signRefuse = false;
    wallet.state.badSignature = true;
    await expect(
      a.signMessage({ connectorId: ID, address: onKusama(1), message: 'x' }),
    ).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    await expect(
      a.signMessage({ connectorId: ID, address: onKusama(6), message: 'x' }),
    ).rejects.toMatchObject({ rpcCode: 4100 });
    await expect(
      a.signMessage({ connectorId: 'polkadot:nope', address: onKusama(1), message: 'x' }),
    ).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' });
  });

  it('errors: call data, token sends and bad addresses are refused before any network', async () => {
    const { adapter: a } = await connected();
    const base = {
      connectorId: ID,
      network: kusama,
      from: onKusama(1),
      to: onKusama(2),
      value: 1n,
    };
    await expect(a.sendTransaction({ ...base, data: '0x00' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_METHOD',
    });
    await expect(
      sendCostOf(a, {
        network: kusama,
        from: onKusama(1),
        to: onKusama(2),
        token: { address: 'x', decimals: 0 },
        amount: 1n,
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD' });
    await expect(a.sendTransaction({ ...base, to: 'nope' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
    await expect(a.sendTransaction({ ...base, from: onKusama(6) })).rejects.toMatchObject({
      rpcCode: 4100,
    });
    await expect(a.getBalance({ address: 'nope', network: kusama })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
    expect(a.sendToken).toBeUndefined();
  });
});
