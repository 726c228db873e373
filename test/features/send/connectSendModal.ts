/**
 * The send tests' shared set-up: a modal on the API stand-in's anvil chain with the real eip155
 * adapter, connected through `provider` (a dev wallet, maybe observed), its token balances
 * loaded; and reads of the chain for the balances a send moves.
 */
import { storeOf } from '../../../src/modal/storeOf';
import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import type { PorticoEventRecord } from '../../../src/features/events/types';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import { createWalletModal, type WalletModal } from '../../../src/modal/createWalletModal';
import type { Eip1193Provider } from '../../../src/testing';
import { localChain } from '../../support/fixtures';
import { onCleanup, waitFor } from '../../support/walletHarness';
import type { TestApi } from '../../support/startTestApi';

export const sendChain = (stack: TestApi): CaipNetwork => ({
  ...localChain,
  rpcUrls: { default: { http: [stack.chain.url] } },
});

/** One JSON-RPC call to the stand-in's chain: its result. */
export async function chainRpc(stack: TestApi, method: string, params: unknown[]): Promise<string> {
  const response = await fetch(stack.chain.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: string }).result;
}

export const ethOf = async (stack: TestApi, address: string) =>
  BigInt(await chainRpc(stack, 'eth_getBalance', [address, 'latest']));

/** The modal, connected through `provider` (connector id 'dev'), with its balances loaded. */
export async function connectSendModal(
  stack: TestApi,
  projectId: string,
  provider: Eip1193Provider,
): Promise<{ modal: WalletModal; events: PorticoEventRecord[] }> {
  const modal = createWalletModal(
    {
      projectId,
      networks: [sendChain(stack)],
      apiUrl: stack.url,
      adapters: [eip155Adapter({ customConnectors: [{ id: 'dev', name: 'Dev', provider }] })],
    },
    { storage: createMemoryStorage(), api: { retry: { tries: 1 } } },
  );
  const events: PorticoEventRecord[] = [];
  modal.subscribeEvents((event) => events.push(event));
  onCleanup(() => modal.destroy());
  modal.dispatch(connectorSelected('dev'));
  await waitFor(() => modal.getSnapshot().caipAddress !== null);
  // The balances the form offers: native from the chain, tokens from the API.
  await waitFor(
    () =>
      (storeOf(modal).getState().tokens?.byCaipAddress[modal.getSnapshot().caipAddress!]?.status ??
        '') === 'loaded',
    5_000,
  );
  return { modal, events };
}
