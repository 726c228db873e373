import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import { universalAdapter } from '../../../adapters/universal/createUniversalAdapter';
import { pairing } from '../../../src/adapter/pairing';
import type { ConfigInput } from '../../../src/config/ConfigInput';
import { disconnect } from '../../../src/features/connections/connectionsSlice';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import type { PorticoStorage } from '../../../src/features/persistence/PorticoStorage';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import { fakeLoader } from '../../support/fakeUniversalProvider';
import { SOLANA_ADDRESS, SOLANA_NETWORK, testSolanaAdapter } from '../../support/testSolanaAdapter';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_ADDRESSES,
  DEV_WALLET_ID,
  flush,
  readStored,
  waitFor,
} from '../../support/walletHarness';
import { localChain } from '../../support/fixtures';

/**
 * Issue 12 §1: a connector is one entity across the namespaces it serves. One WalletConnect
 * pairing covers eip155 and a second namespace (one URI, one approval); recent wallets and
 * stored connections carry the connector; a pairing connector disconnects every namespace it
 * connected, a browser wallet only its own. The pairing runs on the scripted provider the
 * universal adapter's unit tests use; the second namespace is a test adapter (the Solana
 * adapter is a later issue).
 */

afterEach(cleanupHarness);

const SOLANA_CAIP = `${SOLANA_NETWORK.caipNetworkId}:${SOLANA_ADDRESS}`;

function twoNamespaceModal(storage: PorticoStorage = createMemoryStorage(), loader = fakeLoader()) {
  const universal = universalAdapter({ loadProvider: loader.load, relayUrl: 'ws://127.0.0.1:1' });
  const solana = testSolanaAdapter();
  const config: Partial<ConfigInput> = {
    networks: [localChain, SOLANA_NETWORK],
    adapters: [eip155Adapter(), solana],
    sources: [pairing(universal)],
  };
  const t = createTestModal(config, { storage });
  return { t, loader, solana, storage };
}

async function pairBoth(m: ReturnType<typeof twoNamespaceModal>) {
  m.t.modal.dispatch(connectorSelected('walletConnect'));
  await waitFor(() => (m.loader.state.provider?.pending.length ?? 0) > 0);
  m.loader.state.provider!.approveNamespaces({
    eip155: [caipOf(31337)],
    solana: [SOLANA_CAIP],
  });
  await waitFor(
    () =>
      m.t.state().connections.byNamespace.eip155?.status === 'connected' &&
      m.t.state().connections.byNamespace.solana?.status === 'connected',
  );
  await flush();
}

describe('one connector across two namespaces', () => {
  it('default: one WalletConnect connector lists both namespaces; a browser wallet its own', async () => {
    const { t } = twoNamespaceModal();
    await flush();
    const connectors = t.state().connectors.list;
    expect(connectors.filter((c) => c.id === 'walletConnect')).toEqual([
      expect.objectContaining({ kind: 'pairing', namespaces: ['eip155', 'solana'] }),
    ]);
    expect(connectors.find((c) => c.id === 'app.phantom')).toMatchObject({
      kind: 'injected',
      namespaces: ['solana'],
    });
  });

  it('behavior: one pairing, one proposal for both namespaces, both connected through it', async () => {
    const m = twoNamespaceModal();
    await pairBoth(m);
    const provider = m.loader.state.provider!;
    // One URI shown, one proposal covering both namespaces.
    expect(provider.pending).toHaveLength(1);
    expect(m.t.eventsOf('ACCOUNT_CONNECTED')).toHaveLength(2);
    expect(Object.keys(provider.pending[0]!.params.optionalNamespaces).sort()).toEqual([
      'eip155',
      'solana',
    ]);
    const { byNamespace, activeNamespace, stored } = m.t.state().connections;
    expect(byNamespace.eip155).toMatchObject({
      connectorId: 'walletConnect',
      kind: 'pairing',
      caipAddress: caipOf(31337),
    });
    expect(byNamespace.solana).toMatchObject({
      connectorId: 'walletConnect',
      kind: 'pairing',
      caipAddress: SOLANA_CAIP,
    });
    // The namespace asked for (the app's active eip155) ends up the active account.
    expect(activeNamespace).toBe('eip155');
    // Recent wallets and stored connections carry the connector and its namespaces.
    expect(m.t.state().connectors.recent).toEqual([
      { id: 'walletConnect', namespaces: ['solana', 'eip155'] },
    ]);
    expect(stored.map((c) => [c.namespace, c.connectorId, c.kind]).sort()).toEqual([
      ['eip155', 'walletConnect', 'pairing'],
      ['solana', 'walletConnect', 'pairing'],
    ]);
    expect(readStored(m.storage, 'recentWallets')).toEqual([
      { id: 'walletConnect', namespaces: ['solana', 'eip155'] },
    ]);
  });

  it('behavior: a reload restores both namespaces from the one session, with no new proposal', async () => {
    const first = twoNamespaceModal();
    await pairBoth(first);
    const again = twoNamespaceModal(first.storage, first.loader);
    await waitFor(
      () =>
        again.t.state().connections.byNamespace.eip155?.status === 'connected' &&
        again.t.state().connections.byNamespace.solana?.status === 'connected',
    );
    expect(first.loader.state.provider!.pending).toHaveLength(1);
    expect(again.t.state().connections.byNamespace.solana?.caipAddress).toBe(SOLANA_CAIP);
  });

  it('behavior: disconnecting either namespace of the pairing disconnects both, and ends the session once', async () => {
    const m = twoNamespaceModal();
    await pairBoth(m);
    m.t.modal.dispatch(disconnect('solana'));
    await waitFor(() => Object.keys(m.t.state().connections.byNamespace).length === 0);
    expect(m.loader.state.provider!.disconnects).toBe(1);
    expect(
      m.t
        .eventsOf('DISCONNECTED')
        .map((e) => e.namespace)
        .sort(),
    ).toEqual(['eip155', 'solana']);
  });

  it('behavior: disconnecting a browser wallet leaves the other namespace connected', async () => {
    addWallet();
    const m = twoNamespaceModal();
    m.t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => m.t.state().connections.byNamespace.eip155?.status === 'connected');
    m.t.modal.dispatch(connectorSelected('app.phantom'));
    await waitFor(() => m.t.state().connections.byNamespace.solana?.status === 'connected');
    m.t.modal.dispatch(disconnect('solana'));
    await waitFor(() => m.t.state().connections.byNamespace.solana === undefined);
    await flush();
    expect(m.solana.disconnects).toEqual(['app.phantom']);
    expect(m.t.state().connections.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: DEV_WALLET_ID,
      caipAddress: `eip155:31337:${DEV_ADDRESSES[0]}`,
    });
  });
});
