/** @jest-environment node */
import { InsufficientFundsError, NodeError } from '../../../adapters/eip155/nodeErrors';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { createDevWallet, DEV_ADDRESSES } from '../../../src/testing';
import { startTestChain, type TestChain } from '../../support/startTestChain';
import { BROWSER_WALLET_ADAPTERS } from './browserWalletAdapters';

/**
 * Issue 12 §4, spec §8: a transaction the node refuses reaches the host as its typed node
 * error, through each eip155 adapter's send path, on a real local chain (anvil).
 */

const CONNECTOR = 'test.wallet';
const RECIPIENT = '0x000000000000000000000000000000000000dEaD';
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain(31337);
});
afterAll(() => chain?.stop());

function setup(createAdapter: (typeof BROWSER_WALLET_ADAPTERS)[number][1]) {
  const wallet = createDevWallet({ chains: { 31337: chain.url } });
  const adapter = createAdapter({
    customConnectors: [{ id: CONNECTOR, name: 'Test', provider: wallet }],
  });
  const network: CaipNetwork = {
    id: 31337,
    name: 'Local',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  };
  adapter.setup({ projectId: 'p', networks: [network], emit: () => undefined });
  return { adapter, network, wallet };
}

const send = async (createAdapter: Parameters<typeof setup>[0], value: bigint) => {
  const { adapter, network } = setup(createAdapter);
  await adapter.connect({ connectorId: CONNECTOR, network });
  try {
    return await adapter.sendTransaction({
      connectorId: CONNECTOR,
      network,
      from: DEV_ADDRESSES[0]!,
      to: RECIPIENT,
      value,
    });
  } finally {
    adapter.destroy();
  }
};

describe.each(BROWSER_WALLET_ADAPTERS)(
  '%s sendTransaction: node errors',
  (_name, createAdapter) => {
    it('default: a transaction the node accepts returns its hash', async () => {
      await expect(send(createAdapter, 1n)).resolves.toMatch(/^0x[0-9a-f]{64}$/);
    });

    it('errors: more than the balance is an InsufficientFundsError', async () => {
      const error = await send(createAdapter, 10n ** 30n).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InsufficientFundsError);
      expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      expect((error as Error).message).toMatch(/insufficient funds/i);
    });

    it('errors: a user’s rejection stays a 4001, not a node error', async () => {
      const { adapter, network, wallet } = setup(createAdapter);
      await adapter.connect({ connectorId: CONNECTOR, network });
      wallet.controls.reject();
      const error = await adapter
        .sendTransaction({
          connectorId: CONNECTOR,
          network,
          from: DEV_ADDRESSES[0]!,
          to: RECIPIENT,
          value: 1n,
        })
        .catch((e: unknown) => e);
      adapter.destroy();
      expect(error).toBeInstanceOf(ProviderRpcError);
      expect(error).toMatchObject({ rpcCode: 4001 });
      expect(error).not.toBeInstanceOf(NodeError);
    });
  },
);
