/** @jest-environment node */
import { AbiCoder } from 'ethers';
import { ExecutionRevertedError } from '../../../adapters/eip155/nodeErrors';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import type { ChainAdapter } from '../../../src/adapter/ChainAdapter';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { HttpRequestError } from '../../../src/adapter/rpc/rpcErrors';
import { DEV_ADDRESSES } from '../../../src/testing';
import {
  startJsonRpcServer,
  type JsonRpcServer,
  type ReceivedCall,
} from '../../support/startJsonRpcServer';
import { createConfig, http } from '@wagmi/core';
import { wagmiAdapter } from '../../../adapters/wagmi/createWagmiAdapter';
import { BROWSER_WALLET_ADAPTERS } from './browserWalletAdapters';
import { feeOf } from '../../../src/adapter/chainFees';

/**
 * Each eip155 adapter's chain reads (balance, fee estimate) against a stand-in node that
 * answers what a test says, over real HTTP: the same values and the same typed errors, whatever
 * library reads.
 */

const ACCOUNT = DEV_ADDRESSES[0]!;
const errorData = (reason: string) =>
  `0x08c379a0${AbiCoder.defaultAbiCoder().encode(['string'], [reason]).slice(2)}`;

type Answer = { result: unknown } | { error: { code: number; message: string; data?: string } };

/** A node on chain 1 answering each method from `answers` (eth_chainId always). */
const node =
  (answers: Record<string, Answer>, status = 200) =>
  (payload: ReceivedCall | ReceivedCall[]) => {
    const answer = (call: ReceivedCall) => ({
      jsonrpc: '2.0',
      id: call.id,
      ...(call.method === 'eth_chainId'
        ? { result: '0x1' }
        : (answers[call.method] ?? { error: { code: -32601, message: 'method not found' } })),
    });
    const body = Array.isArray(payload) ? payload.map(answer) : answer(payload);
    return { status, body: JSON.stringify(body) };
  };

const servers: JsonRpcServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const startNode = async (answers: Record<string, Answer>, status?: number) => {
  const server = await startJsonRpcServer(node(answers, status));
  servers.push(server);
  return server;
};

const networkOn = (...urls: string[]): CaipNetwork => ({
  id: 1,
  name: 'Stand-in',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: urls } },
});

/** An estimate the node reverts is an ExecutionRevertedError with its reason and data. */
async function expectRevertedEstimate(adapterOn: (url: string) => ChainAdapter) {
  const server = await startNode({
    eth_estimateGas: {
      error: { code: 3, message: 'execution reverted: nope', data: errorData('nope') },
    },
    eth_gasPrice: { result: '0x1' },
  });
  const error = await feeOf(adapterOn(server.url), {
    network: networkOn(server.url),
    from: ACCOUNT,
    to: ACCOUNT,
    value: 0n,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ExecutionRevertedError);
  expect(error).toMatchObject({ reason: 'nope', data: errorData('nope') });
}

describe.each(BROWSER_WALLET_ADAPTERS)('%s reads', (_name, createAdapter) => {
  // One adapter per test: both keep a client per network id, and every stand-in is chain 1.
  let adapter: ReturnType<typeof createAdapter>;
  beforeEach(() => {
    adapter = createAdapter({ rankRpcUrls: false });
  });
  afterEach(() => adapter.destroy());

  it('default: the balance and the fee (gas estimate × gas price) as the node answers them', async () => {
    const server = await startNode({
      eth_getBalance: { result: '0xde0b6b3a7640000' },
      eth_estimateGas: { result: '0x5208' },
      eth_gasPrice: { result: '0x3b9aca00' },
    });
    const network = networkOn(server.url);
    await expect(adapter.getBalance({ address: ACCOUNT, network })).resolves.toEqual({
      value: 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
    });
    await expect(
      feeOf(adapter, { network, from: ACCOUNT, to: DEV_ADDRESSES[1]!, value: 1n }),
    ).resolves.toBe(21_000n * 1_000_000_000n);
  });

  it('errors: a node’s JSON-RPC error on a read is its ProviderRpcError', async () => {
    const server = await startNode({
      eth_getBalance: { error: { code: -32602, message: 'invalid argument 0' } },
    });
    const error = await adapter
      .getBalance({ address: ACCOUNT, network: networkOn(server.url) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ rpcCode: -32602, details: 'invalid argument 0' });
  });

  it('errors: an estimate the node reverts is an ExecutionRevertedError with its reason', async () => {
    await expectRevertedEstimate(() => adapter);
  });

  it('errors: an HTTP error status is HTTP status code {n}, with the URL’s origin only', async () => {
    const server = await startNode({}, 503);
    const error = await adapter
      .getBalance({ address: ACCOUNT, network: networkOn(server.url) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({ status: 503, shortMessage: 'HTTP status code 503' });
    expect((error as Error).message).not.toContain('secret-project');
  });

  it('behavior: a URL that fails (5xx) falls back to the next one; a node’s error does not', async () => {
    const down = await startNode({}, 502);
    const up = await startNode({ eth_getBalance: { result: '0x2a' } });
    await expect(
      adapter.getBalance({ address: ACCOUNT, network: networkOn(down.url, up.url) }),
    ).resolves.toMatchObject({ value: 42n });
    adapter.destroy();
    adapter = createAdapter({ rankRpcUrls: false });

    const refusing = await startNode({
      eth_getBalance: { error: { code: -32000, message: 'header not found' } },
    });
    const other = await startNode({ eth_getBalance: { result: '0x2a' } });
    await expect(
      adapter.getBalance({ address: ACCOUNT, network: networkOn(refusing.url, other.url) }),
    ).rejects.toMatchObject({ rpcCode: -32000 });
  });
});

describe('wagmi fee reads', () => {
  /** The adapter on a host's wagmi config whose chain 1 is read from `url`. */
  const wagmiOn = (url: string) => {
    const chain = {
      id: 1,
      name: 'Stand-in',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    } as const;
    return wagmiAdapter({
      config: createConfig({
        chains: [chain],
        transports: { [chain.id]: http(url, { retryCount: 0 }) },
        storage: null,
        multiInjectedProviderDiscovery: false,
      }),
    });
  };

  it('default: the fee (gas estimate × gas price) through the config’s transport', async () => {
    const server = await startNode({
      eth_estimateGas: { result: '0x5208' },
      eth_gasPrice: { result: '0x3b9aca00' },
    });
    const adapter = wagmiOn(server.url);
    await expect(
      feeOf(adapter, {
        network: networkOn(server.url),
        from: ACCOUNT,
        to: DEV_ADDRESSES[1]!,
        value: 1n,
      }),
    ).resolves.toBe(21_000n * 1_000_000_000n);
    expect(
      server.posts.flatMap((post) => [post].flat().map(({ method }) => method)).sort(),
    ).toEqual(['eth_estimateGas', 'eth_gasPrice']);
  });

  it('errors: an estimate the node reverts is an ExecutionRevertedError with its reason', async () => {
    await expectRevertedEstimate(wagmiOn);
  });
});
