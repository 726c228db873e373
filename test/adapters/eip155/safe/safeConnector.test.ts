import { storeOf } from '../../../../src/modal/storeOf';
import { eip155Adapter } from '../../../../adapters/eip155/createEip155Adapter';
import { SAFE_CONNECTOR_ID as ADAPTER_SAFE_ID } from '../../../../adapters/eip155/safe/safeConnectorId';
import { PorticoError } from '../../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../../src/adapter/providerErrors';
import {
  connectorSelected,
  connectorsDiscovered,
  connectorUsed,
} from '../../../../src/features/connectors/connectorsSlice';
import { SAFE_CONNECTOR_ID } from '../../../../src/features/connectors/safeConnectorId';
import { selectOrderedConnectors } from '../../../../src/features/connectors/connectorsSelectors';
import { createMemoryStorage } from '../../../../src/features/persistence/createBrowserStorage';
import { createWalletModal } from '../../../../src/modal/createWalletModal';
import { createDevWallet } from '../../../../src/testing';
import { localChain } from '../../../support/fixtures';
import { secondChain, waitFor } from '../../../support/walletHarness';
import { drainMicrotasks } from '../../../support/observedFetch';
import { installSafeParent, type SafeParent } from './safeParentWindow';

/**
 * The Safe connector in jsdom: the real modal, eip155 adapter and Safe Apps SDK, the page
 * "framed" by a stand-in Safe app (`installSafeParent`) on the default host, app.safe.global.
 */
const SAFE = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';
const OWNERS = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'];
const info = {
  safeAddress: SAFE.toLowerCase(),
  chainId: 31337,
  threshold: 1,
  owners: OWNERS,
  isReadOnly: false,
};

let parent: SafeParent | null = null;
afterEach(() => {
  parent?.restore();
  parent = null;
});

function safeModal(wallets = true) {
  const adapter = eip155Adapter({
    customConnectors: wallets
      ? [
          {
            id: 'dev',
            name: 'Dev',
            provider: createDevWallet({ chains: { 31337: 'http://127.0.0.1:1' } }),
          },
        ]
      : [],
  });
  const modal = createWalletModal(
    { projectId: 'safe-test', networks: [localChain, secondChain], adapters: [adapter] },
    { storage: createMemoryStorage() },
  );
  return { modal, adapter };
}

/** A send of 1 wei from the Safe to its owner: a `sendTransactions` round trip. */
const proposeOneWei = (adapter: ReturnType<typeof eip155Adapter>) =>
  adapter.sendTransaction({
    connectorId: 'safe',
    network: localChain,
    from: SAFE,
    to: OWNERS[0]!,
    value: 1n,
  });

describe('the Safe connector', () => {
  it('the connector ids agree between the adapter and the features', () => {
    expect(SAFE_CONNECTOR_ID).toBe(ADAPTER_SAFE_ID);
  });

  it('behavior: framed by the Safe app, "Safe" is listed first; connecting connects the Safe', async () => {
    parent = installSafeParent('https://app.safe.global', { getSafeInfo: () => info });
    const { modal } = safeModal();
    await waitFor(() => selectOrderedConnectors(storeOf(modal).getState()).length === 2);
    expect(selectOrderedConnectors(storeOf(modal).getState()).map((c) => c.name)).toEqual([
      'Safe',
      'Dev',
    ]);
    modal.dispatch(connectorSelected(SAFE_CONNECTOR_ID));
    await waitFor(() => modal.getSnapshot().caipAddress !== null);
    // Checksummed, on the Safe's own chain.
    expect(modal.getSnapshot().caipAddress).toBe(`eip155:31337:${SAFE}`);
    expect(parent.requests.map((r) => r.method)).toEqual(['getSafeInfo']);
    modal.destroy();
  });

  it('behavior: the Safe comes before every configured group, WalletConnect and recent included', () => {
    const { modal } = safeModal(false);
    const wallet = (id: string, group: 'walletConnect' | 'injected') => ({
      id,
      name: id,
      namespace: 'eip155' as const,
      kind: group === 'walletConnect' ? ('pairing' as const) : ('injected' as const),
      group,
      installed: true,
    });
    storeOf(modal).dispatch(
      connectorsDiscovered([
        wallet('wc', 'walletConnect'),
        wallet('other', 'injected'),
        wallet(SAFE_CONNECTOR_ID, 'injected'),
      ]),
    );
    storeOf(modal).dispatch(connectorUsed({ id: 'other', namespaces: ['eip155'] }));
    expect(selectOrderedConnectors(storeOf(modal).getState()).map((c) => c.id)).toEqual([
      SAFE_CONNECTOR_ID,
      'wc',
      'other',
    ]);
    modal.destroy();
  });

  it('behavior: not framed, there is no Safe connector', async () => {
    const { modal } = safeModal();
    // Framed by a Safe app, the Safe connector would join once its module is imported (promise
    // steps after the first discovery): drained, it has had its chance.
    await waitFor(() => selectOrderedConnectors(storeOf(modal).getState()).length > 0);
    await drainMicrotasks();
    expect(selectOrderedConnectors(storeOf(modal).getState()).map((c) => c.id)).toEqual(['dev']);
    modal.destroy();
  });

  it('hostile: framed by a look-alike host, there is no Safe connector', async () => {
    parent = installSafeParent('https://app.safe.global.evil.com', { getSafeInfo: () => info });
    const { modal } = safeModal();
    await waitFor(() => selectOrderedConnectors(storeOf(modal).getState()).length > 0);
    await drainMicrotasks();
    expect(selectOrderedConnectors(storeOf(modal).getState()).map((c) => c.id)).toEqual(['dev']);
    expect(parent.requests).toEqual([]);
    modal.destroy();
  });

  it('hostile: invalid Safe info is refused with a clear error', async () => {
    parent = installSafeParent('https://app.safe.global', {
      getSafeInfo: () => ({ ...info, safeAddress: 'not-an-address' }),
    });
    const { adapter } = safeModal(false);
    await waitFor(() => adapter.getConnectors().some((c) => c.id === 'safe'));
    await expect(adapter.connect({ connectorId: 'safe', network: localChain })).rejects.toThrow(
      'The Safe app sent invalid Safe info',
    );
  });

  it('hostile: an answer from another origin is not heard (the SDK listens to the Safe app only)', async () => {
    parent = installSafeParent('https://app.safe.global', { getSafeInfo: () => info });
    const { adapter } = safeModal(false);
    await waitFor(() => adapter.getConnectors().some((c) => c.id === 'safe'));
    parent.setOrigin('https://evil.example');
    await expect(adapter.connect({ connectorId: 'safe', network: localChain })).rejects.toThrow(
      ProviderRpcError,
    );
  }, 10_000);

  it('hostile: nothing is posted to "*": every request names the Safe app’s origin', async () => {
    const safeTxHash = `0x${'ab'.repeat(32)}`;
    parent = installSafeParent('https://app.safe.global', {
      getSafeInfo: () => info,
      sendTransactions: () => ({ safeTxHash }),
      rpcCall: () => '0x10',
    });
    const { adapter } = safeModal(false);
    await waitFor(() => adapter.getConnectors().some((c) => c.id === 'safe'));
    await adapter.connect({ connectorId: 'safe', network: localChain });
    await proposeOneWei(adapter);
    expect(parent.requests.map((r) => r.method)).toEqual(['getSafeInfo', 'sendTransactions']);
    expect(parent.targets).toEqual(['https://app.safe.global', 'https://app.safe.global']);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    [
      'another window with the Safe app’s origin',
      { origin: 'https://app.safe.global', source: {} },
    ],
    ['no window', { origin: 'https://app.safe.global', source: null }],
  ])('hostile: a reply forged by %s is not heard; the Safe app’s own is', async (_case, from) => {
    const FORGED = '0x000000000000000000000000000000000000dEaD';
    parent = installSafeParent('https://app.safe.global', { getSafeInfo: () => info });
    // Each forged reply is dispatched before the Safe app's, to the same request id.
    parent.forgeReplies(from, () => ({ ...info, safeAddress: FORGED }));
    const { adapter } = safeModal(false);
    await waitFor(() => adapter.getConnectors().some((c) => c.id === 'safe'));
    await adapter.connect({ connectorId: 'safe', network: localChain });
    const accounts = await adapter.getAccounts({ connectorId: 'safe' });
    expect(accounts.map((a) => a.address)).toEqual([SAFE]);
    expect(parent.requests.map((r) => r.method)).toEqual(['getSafeInfo']);
  });

  it('hostile: a request posted to the page, by the parent or anyone, is never answered', async () => {
    parent = installSafeParent('https://app.safe.global', {
      getSafeInfo: () => info,
      sendTransactions: () => ({ safeTxHash: `0x${'ab'.repeat(32)}` }),
    });
    const { adapter } = safeModal(false);
    await waitFor(() => adapter.getConnectors().some((c) => c.id === 'safe'));
    await adapter.connect({ connectorId: 'safe', network: localChain });
    const asked = parent.requests.length;
    const request = { id: 'x1', method: 'getSafeInfo', params: {}, env: { sdkVersion: '9.1.0' } };
    for (const origin of ['https://evil.example', 'https://app.safe.global'])
      window.dispatchEvent(
        new MessageEvent('message', { data: request, origin, source: window.parent }),
      );
    // A round trip of the page's own after them: an answer to them would have been posted first.
    await proposeOneWei(adapter);
    expect(parent.requests.slice(asked).map((r) => r.method)).toEqual(['sendTransactions']);
  });

  it('behavior: a transaction is proposed to the Safe and answers its safeTxHash', async () => {
    const safeTxHash = `0x${'ab'.repeat(32)}`;
    parent = installSafeParent('https://app.safe.global', {
      getSafeInfo: () => info,
      sendTransactions: () => ({ safeTxHash }),
    });
    const { adapter } = safeModal(false);
    await waitFor(() => adapter.getConnectors().some((c) => c.id === 'safe'));
    await adapter.connect({ connectorId: 'safe', network: localChain });
    const hash = await adapter.sendTransaction({
      connectorId: 'safe',
      network: localChain,
      from: SAFE,
      to: OWNERS[0]!,
      value: 10n ** 16n,
    });
    expect(hash).toBe(safeTxHash);
    expect(parent.requests.at(-1)).toEqual({
      method: 'sendTransactions',
      params: { txs: [{ to: OWNERS[0], value: '10000000000000000', data: '0x' }] },
    });
  });

  it('errors: the Safe app refusing the proposal is the user rejecting it (4001)', async () => {
    parent = installSafeParent('https://app.safe.global', {
      getSafeInfo: () => info,
      sendTransactions: () => {
        throw new Error('Transaction was rejected');
      },
    });
    const { adapter } = safeModal(false);
    await waitFor(() => adapter.getConnectors().some((c) => c.id === 'safe'));
    const sent = adapter.sendTransaction({
      connectorId: 'safe',
      network: localChain,
      from: SAFE,
      to: OWNERS[0]!,
      value: 1n,
    });
    await expect(sent).rejects.toMatchObject({ rpcCode: 4001 });
  });

  it('errors: another chain is refused (a Safe lives on one); signing without a signature is 4200', async () => {
    parent = installSafeParent('https://app.safe.global', {
      getSafeInfo: () => info,
      signMessage: () => ({ messageHash: `0x${'cd'.repeat(32)}` }),
      getOffChainSignature: () => '',
    });
    const { adapter } = safeModal(false);
    await waitFor(() => adapter.getConnectors().some((c) => c.id === 'safe'));
    await adapter.connect({ connectorId: 'safe', network: localChain });
    await expect(
      adapter.switchNetwork({ connectorId: 'safe', network: localChain }),
    ).resolves.toBeUndefined();
    const switched = adapter.switchNetwork({ connectorId: 'safe', network: secondChain });
    await expect(switched).rejects.toThrow(PorticoError);
    await expect(switched).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' });
    await expect(
      adapter.signMessage({ connectorId: 'safe', address: SAFE, message: 'hello' }),
    ).rejects.toMatchObject({ rpcCode: 4200 });
  });
});
