import {
  connect as wagmiConnect,
  createConnector,
  createConfig,
  disconnect as wagmiDisconnect,
  getConnection,
  http,
  reconnect as wagmiReconnect,
  type Config,
} from '@wagmi/core';
import { eip155Chain } from '../../../adapters/eip155/eip155Chain';
import { wagmiAdapter, wagmiNetworks } from '../../../adapters/wagmi/createWagmiAdapter';
import type { AdapterEvent } from '../../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { disconnect } from '../../../src/index';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import {
  announceDevWallet,
  createDevWallet,
  DEV_ADDRESSES,
  type DevWallet,
} from '../../../src/testing';
import { localChain } from '../../support/fixtures';

const secondChain: CaipNetwork = {
  ...localChain,
  id: 31338,
  name: 'Second chain',
  caipNetworkId: 'eip155:31338',
};
const RDNS = 'dev.portico.wallet';

/** A host's wagmi config on the local chains, with wagmi's EIP-6963 discovery (the default). */
function hostConfig(networks: CaipNetwork[] = [localChain, secondChain]): Config {
  const chains = networks.map((n) => ({
    id: Number(n.id),
    name: n.name,
    nativeCurrency: n.nativeCurrency,
    rpcUrls: { default: { http: n.rpcUrls.default.http } },
  }));
  return createConfig({
    chains: chains as [(typeof chains)[0], ...typeof chains],
    transports: Object.fromEntries(chains.map((c) => [c.id, http('http://127.0.0.1:1')])),
    storage: null,
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let wallet: DevWallet;
let unannounce: () => void;

beforeEach(() => {
  wallet = createDevWallet({
    chains: { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:2' },
  });
  // Announced before the host's config exists, as an extension's content script runs first.
  unannounce = announceDevWallet(wallet);
});
afterEach(() => unannounce());

/** The adapter set up alone, its events recorded. */
function setupAdapter(config = hostConfig()) {
  const events: AdapterEvent[] = [];
  const adapter = wagmiAdapter({ config });
  adapter.setup({
    projectId: 'test',
    networks: [localChain, secondChain],
    emit: (e) => events.push(e),
  });
  return { adapter, config, events };
}

describe('wagmiAdapter', () => {
  it("default: the config's connectors are the modal's wallets (EIP-6963 through wagmi's discovery)", () => {
    const { adapter } = setupAdapter();
    expect(adapter.chain).toBe(eip155Chain);
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: RDNS,
        rdns: RDNS,
        name: 'Portico Dev Wallet',
        namespace: 'eip155',
        kind: 'injected',
        group: 'injected',
        installed: true,
      }),
    ]);
    adapter.destroy();
  });

  it('default: a connect through the modal is what the host sees in wagmi (useConnection, useChainId)', async () => {
    const { adapter, config, events } = setupAdapter();
    const result = await adapter.connect({ connectorId: RDNS, network: localChain });
    expect(result).toEqual({
      accounts: [{ namespace: 'eip155', address: DEV_ADDRESSES[0], type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    });
    const connection = getConnection(config);
    expect(connection.status).toBe('connected');
    expect(connection.address).toBe(DEV_ADDRESSES[0]);
    expect(connection.chainId).toBe(31337);
    // The modal's own connect is not reported back to it as a connection from outside.
    expect(events.filter((e) => e.type === 'connected')).toEqual([]);

    // The wallet's own changes reach the modal through wagmi.
    wallet.controls.switchAccount(1);
    await flush();
    expect(events).toContainEqual({
      type: 'accountsChanged',
      connectorId: RDNS,
      addresses: [DEV_ADDRESSES[1]],
    });
    wallet.controls.setChain(31338);
    await flush();
    expect(events).toContainEqual({
      type: 'chainChanged',
      connectorId: RDNS,
      caipNetworkId: 'eip155:31338',
    });

    await adapter.disconnect({ connectorId: RDNS });
    expect(getConnection(config).status).toBe('disconnected');
    expect(events.filter((e) => e.type === 'disconnected')).toEqual([]);
    adapter.destroy();
  });

  it('behavior: a connection the host makes with wagmi shows in the modal, and its end too', async () => {
    const config = hostConfig();
    const modal = createWalletModal({
      projectId: 'test',
      networks: [localChain, secondChain],
      adapters: [wagmiAdapter({ config })],
    });
    const connected: string[] = [];
    modal.subscribeEvents((event) => {
      if (event.type === 'ACCOUNT_CONNECTED') connected.push(event.type);
    });
    try {
      const connector = config.connectors.find((c) => c.id === RDNS)!;
      await wagmiConnect(config, { connector });
      await flush();
      expect(modal.getSnapshot().caipAddress).toBe(`eip155:31337:${DEV_ADDRESSES[0]}`);
      expect(connected).toHaveLength(1);

      wallet.controls.switchAccount(2);
      await flush();
      expect(modal.getSnapshot().caipAddress).toBe(`eip155:31337:${DEV_ADDRESSES[2]}`);

      await wagmiDisconnect(config, { connector });
      await flush();
      expect(modal.getSnapshot().caipAddress).toBeNull();
    } finally {
      modal.destroy();
    }
  });

  it('behavior: the modal disconnecting ends the connection the host sees', async () => {
    const config = hostConfig();
    const modal = createWalletModal({
      projectId: 'test',
      networks: [localChain, secondChain],
      adapters: [wagmiAdapter({ config })],
    });
    try {
      await wagmiConnect(config, { connector: config.connectors[0]! });
      await flush();
      expect(modal.getSnapshot().caipAddress).not.toBeNull();
      modal.dispatch(disconnect());
      await flush();
      expect(getConnection(config).status).toBe('disconnected');
      expect(modal.getSnapshot().caipAddress).toBeNull();
    } finally {
      modal.destroy();
    }
  });

  it("behavior: reconnect is one owner's: with wagmi's own reconnect running, the modal adopts it", async () => {
    // A returning visitor: the wallet still authorises the site.
    unannounce();
    wallet = createDevWallet({ chains: { 31337: 'http://127.0.0.1:1' }, authorized: true });
    unannounce = announceDevWallet(wallet);
    const config = hostConfig([localChain]);
    const events: AdapterEvent[] = [];
    const adapter = wagmiAdapter({ config });
    adapter.setup({ projectId: 'test', networks: [localChain], emit: (e) => events.push(e) });
    // The host's WagmiProvider reconnects on mount while the modal reconnects too.
    const connector = config.connectors.find((c) => c.id === RDNS)!;
    const [hosts, modals] = await Promise.all([
      wagmiReconnect(config, { connectors: [connector] }),
      adapter.reconnect({ connectorId: RDNS, network: localChain }),
    ]);
    expect(hosts).toHaveLength(1);
    expect(modals).toEqual({
      accounts: [{ namespace: 'eip155', address: DEV_ADDRESSES[0], type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    });
    // One connection, reported once (by the modal's reconnect), never a second time as "connected".
    await flush();
    expect(events.filter((e) => e.type === 'connected')).toEqual([]);
    expect(wallet.controls.getState().authorized).toBe(true);
    adapter.destroy();
  });

  it('behavior: reconnect stays silent and answers null when the wallet has not authorised the site', async () => {
    const { adapter } = setupAdapter();
    await expect(adapter.reconnect({ connectorId: RDNS, network: localChain })).resolves.toBeNull();
    await expect(
      adapter.reconnect({ connectorId: 'gone', network: localChain }),
    ).resolves.toBeNull();
    adapter.destroy();
  });

  it('errors: a rejected connect is the wallet’s 4001, and the host stays disconnected', async () => {
    const { adapter, config } = setupAdapter();
    wallet.controls.reject();
    const error = await adapter.connect({ connectorId: RDNS, network: localChain }).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect((error as ProviderRpcError).rpcCode).toBe(4001);
    expect(getConnection(config).status).toBe('disconnected');
    await expect(
      adapter.connect({ connectorId: 'nope', network: localChain }),
    ).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    });
    adapter.destroy();
  });

  it('errors: a refused chain switch is the wallet’s 4001; the connection stays on its chain', async () => {
    const { adapter, config } = setupAdapter();
    await adapter.connect({ connectorId: RDNS, network: localChain });
    wallet.controls.refuseChainSwitch = true;
    const error = await adapter
      .switchNetwork({ connectorId: RDNS, network: secondChain })
      .catch((e) => e);
    expect((error as ProviderRpcError).rpcCode).toBe(4001);
    expect(getConnection(config).chainId).toBe(31337);
    adapter.destroy();
  });

  it("errors: networks that differ from the wagmi config's chains are refused, naming each", () => {
    const config = hostConfig([localChain]);
    const other: CaipNetwork = {
      ...localChain,
      id: 1,
      name: 'Ethereum',
      caipNetworkId: 'eip155:1',
    };
    expect(() =>
      createWalletModal({
        projectId: 'test',
        networks: [secondChain, other],
        adapters: [wagmiAdapter({ config })],
      }),
    ).toThrow(
      "Invalid Portico config: adapters.0: the wagmi config's chains and networks must match: eip155:31338, eip155:1 in networks but not in the wagmi config's chains; eip155:31337 in the wagmi config's chains but not in networks",
    );
    // The same chains in another order are fine.
    const modal = createWalletModal({
      projectId: 'test',
      networks: wagmiNetworks(hostConfig([secondChain, localChain])).reverse(),
      adapters: [wagmiAdapter({ config: hostConfig([secondChain, localChain]) })],
    });
    modal.destroy();
  });

  it('parameters: wagmiNetworks turns the config’s chains into the modal’s networks', () => {
    expect(wagmiNetworks(hostConfig([localChain]))).toEqual([
      {
        id: 31337,
        name: 'Local chain',
        chainNamespace: 'eip155',
        caipNetworkId: 'eip155:31337',
        nativeCurrency: localChain.nativeCurrency,
        rpcUrls: { default: { http: localChain.rpcUrls.default.http } },
      },
    ]);
  });
});

describe('wagmiAdapter with a WalletConnect connector', () => {
  it("behavior: the connector's display_uri becomes the modal's pairing URI (the QR code)", () => {
    const walletConnect = createConnector(() => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      connect: () => new Promise(() => {}),
      disconnect: async () => {},
      getAccounts: async () => [],
      getChainId: async () => 31337,
      getProvider: async () => ({}),
      isAuthorized: async () => false,
      onAccountsChanged: () => {},
      onChainChanged: () => {},
      onDisconnect: () => {},
    }));
    const config = createConfig({
      chains: [
        {
          id: 31337,
          name: 'Local chain',
          nativeCurrency: localChain.nativeCurrency,
          rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
        },
      ],
      connectors: [walletConnect],
      multiInjectedProviderDiscovery: false,
      transports: { 31337: http('http://127.0.0.1:1') },
      storage: null,
    });
    const { adapter, events } = setupAdapter(config);
    expect(adapter.capabilities.walletConnect).toBe(true);
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'walletConnect', kind: 'pairing', group: 'walletConnect' }),
    ]);
    const before = Date.now();
    config.connectors[0]!.emitter.emit('message', {
      type: 'display_uri',
      data: 'wc:abc@2?relay-protocol=irn&symKey=1',
    });
    config.connectors[0]!.emitter.emit('message', {
      type: 'display_uri',
      data: 'javascript:alert(1)',
    });
    const uris = events.filter((e) => e.type === 'pairingUri');
    expect(uris).toEqual([
      expect.objectContaining({
        connectorId: 'walletConnect',
        uri: 'wc:abc@2?relay-protocol=irn&symKey=1',
      }),
    ]);
    // Spec §4: valid 4 minutes.
    expect((uris[0] as { expiresAt: number }).expiresAt - before).toBeGreaterThanOrEqual(240_000);
    adapter.destroy();
  });
});
