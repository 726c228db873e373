/**
 * The adapter's startup (setup, discovery, getConnectors) loads neither zod nor the Esplora
 * client: the schemas load with a wallet's first answer, the client with the first read.
 */
import type * as AdapterModule from '../../../adapters/bitcoin/createBitcoinAdapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { feeOf } from '../../../src/adapter/chainFees';
import { fakeSatsConnectProvider } from './fakes';

const ESPLORA = '../../../adapters/bitcoin/createEsploraClient';

type Page = Record<string, unknown>;
const page = window as unknown as Page;

let loaded: string[];
let clients: string[];
let adapterModule: typeof AdapterModule;

beforeEach(() => {
  loaded = [];
  clients = [];
  jest.isolateModules(() => {
    jest.doMock('zod/mini', () => {
      loaded.push('zod');
      return jest.requireActual('zod/mini');
    });
    jest.doMock(ESPLORA, () => {
      loaded.push('esplora');
      return {
        createEsploraClient: (url: string) => {
          clients.push(url);
          return {
            url,
            getAddressBalance: async () => ({ confirmed: 5_000n, unconfirmed: -1_000n }),
          };
        },
      };
    });
    adapterModule = jest.requireActual('../../../adapters/bitcoin/createBitcoinAdapter');
  });
});

afterEach(() => {
  for (const key of ['btc_providers', 'XverseProviders']) delete page[key];
  jest.dontMock('zod/mini');
  jest.dontMock(ESPLORA);
});

describe('bitcoinAdapter startup', () => {
  it('performance: setup, discovery and getConnectors load neither zod nor the Esplora client', async () => {
    const sats = fakeSatsConnectProvider();
    Object.assign(page, {
      XverseProviders: { BitcoinProvider: sats.provider },
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' }],
    });
    const { bitcoinAdapter, bitcoinRegtest } = adapterModule;
    const network = bitcoinRegtest('http://esplora.test/api');
    const adapter = bitcoinAdapter();
    adapter.setup({ projectId: 'test', networks: [network], emit: () => undefined });
    const connectors = adapter.getConnectors();
    expect(connectors.map((connector) => connector.name)).toEqual(['Xverse Wallet']);
    expect(loaded).toEqual([]);

    // The wallet's first answer loads the schemas (and zod); the client waits for a read.
    await adapter.connect({ connectorId: connectors[0]!.id, network });
    expect(loaded).toEqual(['zod']);

    // The first read loads the client: one per URL, and the read answers as before.
    await expect(adapter.getBalance({ address: 'bcrt1qx', network })).resolves.toEqual({
      value: 4_000n,
      decimals: 8,
      symbol: network.nativeCurrency.symbol,
    });
    await adapter.getBalance({ address: 'bcrt1qy', network });
    expect(loaded).toEqual(['zod', 'esplora']);
    expect(clients).toEqual(['http://esplora.test/api']);
    adapter.destroy();
  });

  it('behavior: a network without an Esplora URL is CHAIN_NOT_SUPPORTED, nothing loaded', async () => {
    const { bitcoinAdapter, bitcoinRegtest } = adapterModule;
    const base = bitcoinRegtest();
    const network: CaipNetwork = { ...base, rpcUrls: { default: { http: [] } } };
    const adapter = bitcoinAdapter();
    adapter.setup({ projectId: 'test', networks: [network], emit: () => undefined });
    await expect(adapter.getBalance({ address: 'bcrt1qx', network })).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      details: expect.stringContaining('has no Esplora URL'),
    });
    await expect(
      feeOf(adapter, { network, from: 'bcrt1qx', to: 'bcrt1qy', value: 1_000n }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' });
    expect(loaded).not.toContain('esplora');
    adapter.destroy();
  });
});
