/** @jest-environment node */
import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import type { ChainAdapter } from '../../../src/adapter/ChainAdapter';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { pairing } from '../../../src/adapter/pairing';
import { AdapterRegistry } from '../../../src/features/adapters/AdapterRegistry';
import { testSourceContext } from '../../support/sourceContext';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  createDevWallet,
  DEV_ADDRESSES,
  DevWalletRpcError,
  type DevWallet,
  type DevWalletOptions,
} from '../../../src/testing';
import { startTestChain, type TestChain } from '../../support/startTestChain';
import { BROWSER_WALLET_ADAPTERS } from './browserWalletAdapters';

/**
 * The eip155 adapter's asset discovery (`getAssets`: EIP-7811 `wallet_getAssets` through the
 * connector's wallet, the answer as the wallet gave it) and the dev wallet's real answer from
 * a local chain (anvil): the native balance, watched tokens, the request's filters, its refusals.
 */

const CONNECTOR = 'test.wallet';
const ACCOUNT = DEV_ADDRESSES[0]!;
/** anvil's dev accounts start with 10 000 ETH. */
const TEN_THOUSAND_ETH = `0x${(10_000n * 10n ** 18n).toString(16)}`;
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const NO_CONTRACT = '0x000000000000000000000000000000000000c0de';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain(31337);
}, 120_000); // a guard against a hang: a stand-in starting on a busy machine
afterAll(() => chain?.stop());

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function networkOf(url: string): CaipNetwork {
  return {
    id: 31337,
    name: 'Local',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  };
}

type CreateAdapter = (typeof BROWSER_WALLET_ADAPTERS)[number][1];

function setup(createAdapter: CreateAdapter, walletOptions: Partial<DevWalletOptions> = {}) {
  const wallet = createDevWallet({
    chains: { 31337: chain.url },
    authorized: true,
    ...walletOptions,
  });
  const request = jest.spyOn(wallet, 'request');
  const adapter = createAdapter({
    customConnectors: [{ id: CONNECTOR, name: 'Test', provider: wallet }],
  });
  const network = networkOf(chain.url);
  adapter.setup({ projectId: 'p', networks: [network], emit: () => undefined });
  cleanups.push(() => adapter.destroy());
  const getAssets = () => adapter.getAssets!({ connectorId: CONNECTOR, address: ACCOUNT, network });
  return { wallet, request, adapter, network, getAssets };
}

const ask = (wallet: DevWallet, params: Record<string, unknown>) =>
  wallet.request({ method: 'wallet_getAssets', params: [{ account: ACCOUNT, ...params }] });

describe.each(BROWSER_WALLET_ADAPTERS)('%s: getAssets', (_name, createAdapter) => {
  it('default: sends EIP-7811 wallet_getAssets for the account and chain, and returns the answer as it is', async () => {
    const t = setup(createAdapter, { nativePrice: 3000 });
    const answer = await t.getAssets();
    expect(t.request).toHaveBeenCalledWith({
      method: 'wallet_getAssets',
      params: [{ account: ACCOUNT, chainFilter: ['0x7a69'] }],
    });
    expect(answer).toEqual({
      '0x7a69': [
        {
          address: NATIVE,
          balance: TEN_THOUSAND_ETH,
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
        },
      ],
    });
    expect(answer).toBe(await t.request.mock.results[0]!.value);
  });

  it('errors: a wallet’s refusal is its typed provider error (4001 USER_REJECTED)', async () => {
    const t = setup(createAdapter);
    t.wallet.controls.next('wallet_getAssets', 'reject');
    const error = await t.getAssets().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 });
  });

  it('errors: an account the site may not see is 4100; a wallet without the method 4200', async () => {
    const unauthorised = setup(createAdapter, { authorized: false });
    await expect(unauthorised.getAssets()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      rpcCode: 4100,
    });

    const t = setup(createAdapter);
    t.wallet.controls.next('wallet_getAssets', { code: 4200, message: 'Unsupported method' });
    await expect(t.getAssets()).rejects.toMatchObject({
      code: 'UNSUPPORTED_METHOD',
      rpcCode: 4200,
    });
  });

  it('errors: a connector the adapter does not list is Wallet not found', async () => {
    const t = setup(createAdapter);
    const error = await t.adapter.getAssets!({
      connectorId: 'nobody',
      address: ACCOUNT,
      network: t.network,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'CONNECTOR_NOT_FOUND' });
  });

  it('behavior: with a pairing adapter, the browser wallets’ connectors still answer; the pairing one without asset discovery is 4200', async () => {
    const wallet = createDevWallet({ chains: { 31337: chain.url }, authorized: true });
    const side = {
      namespace: 'eip155',
      getConnectors: () => [{ id: 'walletConnect' }],
      setup: () => undefined,
      destroy: () => undefined,
    } as unknown as ChainAdapter;
    const adapter = new AdapterRegistry(
      [createAdapter({ customConnectors: [{ id: CONNECTOR, name: 'Test', provider: wallet }] })],
      { sources: [pairing(side)], context: testSourceContext() },
    ).get('eip155');
    const network = networkOf(chain.url);
    adapter.setup({ projectId: 'p', networks: [network], emit: () => undefined });
    cleanups.push(() => adapter.destroy());
    await expect(
      adapter.getAssets!({ connectorId: CONNECTOR, address: ACCOUNT, network }),
    ).resolves.toHaveProperty('0x7a69');
    await expect(
      adapter.getAssets!({ connectorId: 'walletConnect', address: ACCOUNT, network }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD', rpcCode: 4200 });
  });
});

describe('dev wallet: wallet_getAssets', () => {
  it('default: every known chain without a filter; a watched token with no contract there is left out', async () => {
    const { wallet } = setup(eip155Adapter, {
      assets: [{ address: NO_CONTRACT, name: 'Nothing', symbol: 'NIL', decimals: 6 }],
    });
    await expect(ask(wallet, {})).resolves.toEqual({
      '0x7a69': [
        {
          address: NATIVE,
          balance: TEN_THOUSAND_ETH,
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    });
  });

  it('parameters: chainFilter, assetTypeFilter and assetFilter narrow the answer', async () => {
    const { wallet } = setup(eip155Adapter);
    await expect(ask(wallet, { chainFilter: ['0x1'] })).resolves.toEqual({});
    await expect(ask(wallet, { assetTypeFilter: ['erc20'] })).resolves.toEqual({ '0x7a69': [] });
    await expect(
      ask(wallet, { assetFilter: { '0x7a69': [{ address: 'native', type: 'native' }] } }),
    ).resolves.toEqual({ '0x7a69': [expect.objectContaining({ type: 'NATIVE' })] });
    await expect(
      ask(wallet, { assetFilter: { '0x7a69': [{ address: NO_CONTRACT, type: 'erc20' }] } }),
    ).resolves.toEqual({ '0x7a69': [] });
  });

  it('errors: malformed requests are -32602; a disconnected wallet answers 4900', async () => {
    const { wallet } = setup(eip155Adapter);
    for (const params of [
      [],
      ['0x1'],
      [{ account: 'alice' }],
      [{ account: ACCOUNT, chainFilter: '0x7a69' }],
    ]) {
      await expect(wallet.request({ method: 'wallet_getAssets', params })).rejects.toMatchObject({
        code: -32602,
      });
    }
    wallet.controls.disconnect();
    const error = await ask(wallet, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DevWalletRpcError);
    expect(error).toMatchObject({ code: 4900 });
  });

  it('errors: a watched token with a bad address or decimals is refused when the wallet is made', () => {
    const token = { address: NO_CONTRACT, name: 'T', symbol: 'T', decimals: 6 };
    expect(() =>
      createDevWallet({ chains: { 31337: chain.url }, assets: [{ ...token, address: '0x12' }] }),
    ).toThrow(TypeError);
    expect(() =>
      createDevWallet({ chains: { 31337: chain.url }, assets: [{ ...token, decimals: 2.5 }] }),
    ).toThrow(TypeError);
  });
});
