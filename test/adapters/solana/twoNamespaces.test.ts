import { storeOf } from '../../../src/modal/storeOf';
import { getWallets } from '@wallet-standard/app';
import { solanaAdapter } from '../../../adapters/solana/createSolanaAdapter';
import { solanaLocalnet } from '../../../adapters/solana/solanaNetworks';
import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import { disconnect } from '../../../src/features/connections/connectionsSlice';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { selectActiveNetwork } from '../../../src/features/networks/networksSelectors';
import {
  activeChainSwitchConfirmed,
  switchNetwork,
} from '../../../src/features/networks/networksSlice';
import { createSolanaDevWallet, SOLANA_DEV_ADDRESSES } from '../../../src/testing';
import { localChain } from '../../support/fixtures';
import {
  addWallet,
  cleanupHarness,
  createTestModal,
  DEV_ADDRESSES,
  DEV_WALLET_ID,
  flush,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';

/**
 * One modal across two namespaces (issue 17), on the real eip155 and solana adapters with a
 * dev wallet each (EIP-6963 and the Wallet Standard): per-namespace connections, spec §2's
 * SwitchActiveChain rule, and a disconnect of one namespace that keeps the other.
 */

afterEach(cleanupHarness);

const cluster = solanaLocalnet('http://127.0.0.1:1');
const SOLANA_WALLET = 'Two Namespaces Solana Wallet';
const solanaWallet = createSolanaDevWallet({ name: SOLANA_WALLET, storage: null });
beforeAll(() => {
  getWallets().register(solanaWallet);
});

function twoNamespaceModal(): TestModal {
  addWallet();
  return createTestModal({
    networks: [localChain, cluster],
    adapters: [eip155Adapter(), solanaAdapter()],
  });
}

async function connect(t: TestModal, connectorId: string, namespace: 'eip155' | 'solana') {
  t.modal.dispatch(connectorSelected(connectorId));
  await waitFor(() => t.state().connections.byNamespace[namespace]?.status === 'connected');
  await flush();
}

const active = (t: TestModal) => ({
  namespace: t.state().connections.activeNamespace,
  network: selectActiveNetwork(t.state())?.caipNetworkId,
});

describe('one modal across eip155 and solana', () => {
  test('default: a wallet in each namespace, both connected; the last connected is active', async () => {
    const t = twoNamespaceModal();
    await connect(t, DEV_WALLET_ID, 'eip155');
    await connect(t, SOLANA_WALLET, 'solana');
    expect(t.state().connections.byNamespace.eip155?.caipAddress).toBe(
      `${localChain.caipNetworkId}:${DEV_ADDRESSES[0]}`,
    );
    expect(t.state().connections.byNamespace.solana?.caipAddress).toBe(
      `${cluster.caipNetworkId}:${SOLANA_DEV_ADDRESSES[0]}`,
    );
    expect(active(t)).toEqual({ namespace: 'solana', network: cluster.caipNetworkId });
  });

  test('behavior: a network of a namespace with no address opens SwitchActiveChain; confirming offers its wallets', async () => {
    const t = twoNamespaceModal();
    await connect(t, DEV_WALLET_ID, 'eip155');
    t.modal.open();
    t.modal.dispatch(switchNetwork(cluster.caipNetworkId));
    await waitFor(() => t.modal.getSnapshot().view === 'SwitchActiveChain');
    expect(active(t).namespace).toBe('eip155');
    storeOf(t.modal).dispatch(activeChainSwitchConfirmed());
    await waitFor(() => t.modal.getSnapshot().view === 'Connect');
    expect(t.state().modal.namespace).toBe('solana');
  });

  test("behavior: with an address there, choosing the other namespace's network only changes the active account", async () => {
    const t = twoNamespaceModal();
    await connect(t, DEV_WALLET_ID, 'eip155');
    await connect(t, SOLANA_WALLET, 'solana');
    t.modal.open();
    t.modal.dispatch(switchNetwork(localChain.caipNetworkId));
    await waitFor(() => active(t).namespace === 'eip155');
    expect(active(t).network).toBe(localChain.caipNetworkId);
    expect(t.modal.getSnapshot().view).not.toBe('SwitchActiveChain');
    expect(t.state().connections.byNamespace.solana?.status).toBe('connected');
  });

  test('behavior: disconnecting the active namespace keeps the other connected, and it becomes active with its network', async () => {
    const t = twoNamespaceModal();
    await connect(t, DEV_WALLET_ID, 'eip155');
    await connect(t, SOLANA_WALLET, 'solana');
    t.modal.dispatch(disconnect('solana'));
    await waitFor(() => t.state().connections.byNamespace.solana === undefined);
    expect(t.state().connections.byNamespace.eip155?.status).toBe('connected');
    expect(active(t)).toEqual({ namespace: 'eip155', network: localChain.caipNetworkId });
  });
});
