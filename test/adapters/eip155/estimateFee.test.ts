/** @jest-environment node */
import { estimateFee } from '../../../adapters/eip155/estimateFee';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { createHttpTransport } from '../../../src/adapter/rpc/createHttpTransport';
import type { RpcTransport } from '../../../src/adapter/rpc/RpcTransport';
import { DEV_ADDRESSES } from '../../../src/testing';
import { startTestChain, type TestChain } from '../../support/startTestChain';
import { BROWSER_WALLET_ADAPTERS } from './browserWalletAdapters';
import { feeOf } from '../../../src/adapter/chainFees';

/**
 * The network fee of a send, read from anvil: its gas estimate times its gas price. (A
 * reverting transfer's estimate is the send suite's: it needs the stand-in's BRK token.)
 */

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain(31337);
}, 120_000); // a guard against a hang: a stand-in starting on a busy machine
afterAll(() => chain?.stop());

const [FROM, TO] = [DEV_ADDRESSES[5]!, DEV_ADDRESSES[6]!];

describe('estimateFee (eip155)', () => {
  it('default: a plain transfer costs 21000 gas at the node’s gas price', async () => {
    const rpc = createHttpTransport(chain.url);
    const price = BigInt((await rpc.request({ method: 'eth_gasPrice', params: [] })) as string);
    const fee = await estimateFee(rpc, { from: FROM, to: TO, value: 10n ** 18n });
    expect(fee).toBe(21_000n * price);
  });

  it('errors: an answer that is not a hex quantity is refused, naming what', async () => {
    const broken: RpcTransport = {
      request: ({ method }) => Promise.resolve(method === 'eth_gasPrice' ? '0x1' : 'lots'),
    } as RpcTransport;
    await expect(estimateFee(broken, { from: FROM, to: TO, value: 1n })).rejects.toMatchObject({
      code: 'INVALID_FEE',
      shortMessage: 'The node returned an invalid gas estimate',
    });
  });
});

describe.each(BROWSER_WALLET_ADAPTERS)('%s estimateFee', (_name, createAdapter) => {
  it('default: a plain transfer costs 21000 gas at the node’s gas price, read from the network', async () => {
    const network: CaipNetwork = {
      id: 31337,
      name: 'Local',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.url] } },
    };
    const rpc = createHttpTransport(chain.url);
    const price = BigInt((await rpc.request({ method: 'eth_gasPrice', params: [] })) as string);
    const adapter = createAdapter();
    try {
      await expect(
        feeOf(adapter, { network, from: FROM, to: TO, value: 10n ** 18n }),
      ).resolves.toBe(21_000n * price);
    } finally {
      adapter.destroy();
    }
  });
});
