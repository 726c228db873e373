import type { SiwxConfig } from '../../../src/features/siwx/types';
import { disconnect } from '../../../src/features/connections/connectionsSlice';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { switchNetwork } from '../../../src/features/networks/networksSlice';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_WALLET_ID,
  flush,
  secondChain,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';

/**
 * One fact, one host event (issue 12 §2): connected, account changed, chain changed and
 * disconnected each fire exactly once, and what depends on them (sign-in here) reacts once.
 */

afterEach(cleanupHarness);

const FACTS = ['ACCOUNT_CONNECTED', 'ACCOUNT_CHANGED', 'CHAIN_CHANGED', 'DISCONNECTED'] as const;

function counts(t: TestModal) {
  return Object.fromEntries(FACTS.map((type) => [type, t.eventsOf(type).length]));
}

/** A sign-in config that always has a session: it is asked once per new active account. */
function signedInSiwx() {
  const asked: string[] = [];
  const siwx: SiwxConfig = {
    createMessage: () => Promise.reject(new Error('not asked')),
    addSession: () => Promise.resolve(),
    getSessions: (chainId, address) => {
      asked.push(`${chainId}:${address}`);
      return Promise.resolve([{ data: {} as never, message: '', signature: '0x' } as never]);
    },
    setSessions: () => Promise.resolve(),
    revokeSession: () => Promise.resolve(),
  };
  return { siwx, asked };
}

async function connected(t: TestModal) {
  t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
  await waitFor(() => t.state().connections.byNamespace.eip155?.status === 'connected');
  await flush();
}

describe('connection events, counted', () => {
  it('behavior: connect fires ACCOUNT_CONNECTED once and nothing else', async () => {
    addWallet();
    const { siwx, asked } = signedInSiwx();
    const t = createTestModal({ siwx });
    await connected(t);
    expect(counts(t)).toEqual({
      ACCOUNT_CONNECTED: 1,
      ACCOUNT_CHANGED: 0,
      CHAIN_CHANGED: 0,
      DISCONNECTED: 0,
    });
    expect(asked).toEqual([caipOf(31337)]);
  });

  it('behavior: a reload restores the connection with one ACCOUNT_CONNECTED', async () => {
    addWallet();
    const first = createTestModal();
    await connected(first);
    const t = createTestModal({}, { storage: first.storage });
    await waitFor(() => t.state().connections.byNamespace.eip155?.status === 'connected');
    await flush();
    expect(counts(t)).toEqual({
      ACCOUNT_CONNECTED: 1,
      ACCOUNT_CHANGED: 0,
      CHAIN_CHANGED: 0,
      DISCONNECTED: 0,
    });
  });

  it('behavior: a network switch fires CHAIN_CHANGED once, though the wallet reports it too', async () => {
    const dev = addWallet();
    const { siwx, asked } = signedInSiwx();
    const t = createTestModal({ siwx });
    await connected(t);
    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    await waitFor(() => t.modal.getSnapshot().caipAddress === caipOf(31338));
    await flush();
    expect(dev.calls).toContain('wallet_switchEthereumChain');
    expect(counts(t)).toEqual({
      ACCOUNT_CONNECTED: 1,
      ACCOUNT_CHANGED: 0,
      CHAIN_CHANGED: 1,
      DISCONNECTED: 0,
    });
    expect(t.eventsOf('CHAIN_CHANGED')[0]).toMatchObject({
      namespace: 'eip155',
      connectorId: DEV_WALLET_ID,
      caipNetworkId: 'eip155:31338',
      caipAddress: caipOf(31338),
    });
    // Sign-in is checked once for the new chain, not once per report of it.
    expect(asked).toEqual([caipOf(31337), caipOf(31338)]);
  });

  it('behavior: the wallet switching account fires ACCOUNT_CHANGED once; repeating it fires none', async () => {
    const dev = addWallet();
    const { siwx, asked } = signedInSiwx();
    const t = createTestModal({ siwx });
    await connected(t);
    dev.wallet.controls.switchAccount(2);
    await flush();
    dev.wallet.controls.switchAccount(2);
    await flush();
    expect(counts(t)).toEqual({
      ACCOUNT_CONNECTED: 1,
      ACCOUNT_CHANGED: 1,
      CHAIN_CHANGED: 0,
      DISCONNECTED: 0,
    });
    expect(t.eventsOf('ACCOUNT_CHANGED')[0]).toMatchObject({ caipAddress: caipOf(31337, 2) });
    expect(asked).toEqual([caipOf(31337), caipOf(31337, 2)]);
  });

  it('behavior: the wallet changing chain fires CHAIN_CHANGED once', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connected(t);
    dev.wallet.controls.setChain(31338);
    await flush();
    expect(counts(t)).toEqual({
      ACCOUNT_CONNECTED: 1,
      ACCOUNT_CHANGED: 0,
      CHAIN_CHANGED: 1,
      DISCONNECTED: 0,
    });
  });

  it('behavior: disconnect fires DISCONNECTED once', async () => {
    addWallet();
    const t = createTestModal();
    await connected(t);
    t.modal.dispatch(disconnect());
    await waitFor(() => t.modal.getSnapshot().caipAddress === null);
    await flush();
    expect(counts(t)).toEqual({
      ACCOUNT_CONNECTED: 1,
      ACCOUNT_CHANGED: 0,
      CHAIN_CHANGED: 0,
      DISCONNECTED: 1,
    });
  });
});
