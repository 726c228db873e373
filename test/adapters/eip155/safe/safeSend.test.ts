/** @jest-environment node */
import { storeOf } from '../../../../src/modal/storeOf';
import { eip155Adapter } from '../../../../adapters/eip155/createEip155Adapter';
import type { CaipNetwork } from '../../../../src/adapter/CaipNetwork';
import { connectorSelected } from '../../../../src/features/connectors/connectorsSlice';
import { SAFE_CONNECTOR_ID } from '../../../../src/features/connectors/safeConnectorId';
import type { PorticoEventRecord } from '../../../../src/features/events/types';
import { createMemoryStorage } from '../../../../src/features/persistence/createBrowserStorage';
import { sendConfirmed, sendPreviewRequested } from '../../../../src/features/send/sendActions';
import { selectSendState } from '../../../../src/features/send/sendSelectors';
import { createWalletModal, type WalletModal } from '../../../../src/modal/createWalletModal';
import { DEV_ADDRESSES } from '../../../../src/testing';
import { localChain } from '../../../support/fixtures';
import { waitFor } from '../../../support/walletHarness';
import { startTestChain, type TestChain } from '../../../support/startTestChain';

/**
 * A send from the Safe that frames the page, through the real store, sagas, eip155 adapter and
 * Safe Apps SDK, on anvil: the Safe app (a stand-in parent window, as the SDK sees one in
 * Node: `window` is an EventTarget whose `parent` answers the SDK's messages) takes it as a
 * proposal. The send ends "proposed": SEND_SUCCESS says so with the safeTxHash, nothing moves
 * on chain, and Send's summary stays for the user to read.
 */
const ORIGIN = 'https://app.safe.global';
const SAFE = '0x5aFE3855358E112B5647B952709E6165e1c1eEEe';
const RECEIVER = DEV_ADDRESSES[6]!;
const SAFE_TX_HASH = `0x${'5a'.repeat(32)}`;

let chain: TestChain;
const proposals: unknown[] = [];

const rpc = async (method: string, params: unknown[]) => {
  const response = await fetch(chain.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: string }).result;
};

/** The framed page's `window`, as much of it as the adapter and the SDK use. */
function installFramedWindow() {
  const win = new EventTarget();
  const answers: Record<string, (params: unknown) => unknown> = {
    getSafeInfo: () => ({
      safeAddress: SAFE,
      chainId: 31337,
      threshold: 2,
      owners: [DEV_ADDRESSES[7], DEV_ADDRESSES[8]],
      isReadOnly: false,
    }),
    sendTransactions: (params) => {
      proposals.push(params);
      return { safeTxHash: SAFE_TX_HASH };
    },
  };
  const parent = {
    postMessage(message: { id: string; method: string; params: unknown }) {
      const answer = answers[message.method];
      const reply = answer
        ? { id: message.id, success: true, version: '9.1.0', data: answer(message.params) }
        : { id: message.id, success: false, version: '9.1.0', error: 'not supported' };
      setTimeout(() =>
        win.dispatchEvent(
          Object.assign(new Event('message'), { data: reply, origin: ORIGIN, source: parent }),
        ),
      );
    },
  };
  Object.assign(win, {
    parent,
    location: { ancestorOrigins: [ORIGIN], origin: 'https://dapp.example' },
    document: { referrer: `${ORIGIN}/` },
    crypto: globalThis.crypto,
  });
  (globalThis as { window?: unknown }).window = win;
}

beforeAll(async () => {
  chain = await startTestChain(31337);
  await rpc('anvil_setBalance', [SAFE, '0x8ac7230489e80000']); // 10 ETH
}, 120_000); // a guard against a hang: a stand-in starting on a busy machine
afterAll(async () => {
  delete (globalThis as { window?: unknown }).window;
  await chain?.stop();
});

async function connectedSafe(): Promise<{ modal: WalletModal; events: PorticoEventRecord[] }> {
  installFramedWindow();
  const network: CaipNetwork = { ...localChain, rpcUrls: { default: { http: [chain.url] } } };
  const modal = createWalletModal(
    { projectId: 'safe-send', networks: [network], adapters: [eip155Adapter()] },
    { storage: createMemoryStorage() },
  );
  const events: PorticoEventRecord[] = [];
  modal.subscribeEvents((event) => events.push(event));
  await waitFor(() =>
    storeOf(modal)
      .getState()
      .connectors.list.some((c) => c.id === SAFE_CONNECTOR_ID),
  );
  modal.dispatch(connectorSelected(SAFE_CONNECTOR_ID));
  await waitFor(() => modal.getSnapshot().caipAddress === `eip155:31337:${SAFE}`);
  await waitFor(() =>
    Boolean(storeOf(modal).getState().balance?.byCaipAddress[`eip155:31337:${SAFE}`]?.balance),
  );
  return { modal, events };
}

it('behavior: a send from the Safe is proposed, not sent: SEND_SUCCESS with proposed and the safeTxHash', async () => {
  const { modal, events } = await connectedSafe();
  const before = BigInt(await rpc('eth_getBalance', [RECEIVER, 'latest']));
  modal.open();
  modal.send({ amount: '0.01', to: RECEIVER });
  await waitFor(() => modal.getSnapshot().view === 'Send');
  storeOf(modal).dispatch(sendPreviewRequested());
  await waitFor(() => selectSendState(storeOf(modal).getState()).status === 'previewing');
  storeOf(modal).dispatch(sendConfirmed());
  await waitFor(() => selectSendState(storeOf(modal).getState()).status === 'proposed');

  expect(proposals).toEqual([{ txs: [{ to: RECEIVER, value: '10000000000000000', data: '0x' }] }]);
  expect(events.filter((e) => e.type.startsWith('SEND_')).map((e) => e.type)).toEqual([
    'SEND_INITIATED',
    'SEND_SUCCESS',
  ]);
  expect(events.find((e) => e.type === 'SEND_SUCCESS')).toMatchObject({
    hash: SAFE_TX_HASH,
    caipNetworkId: 'eip155:31337',
    proposed: true,
  });
  // The summary stays on SendPreview until Done; nothing was sent.
  expect(modal.getSnapshot().view).toBe('SendPreview');
  expect(selectSendState(storeOf(modal).getState()).preview).toMatchObject({
    to: RECEIVER,
    amount: '0.01',
  });
  expect(BigInt(await rpc('eth_getBalance', [RECEIVER, 'latest']))).toBe(before);
  modal.destroy();
}, 120_000); // a guard against a hang on a busy machine
