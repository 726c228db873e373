/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { sendConfirmed, sendPreviewRequested } from '../../../src/features/send/sendActions';
import { selectSendState } from '../../../src/features/send/sendSelectors';
import type { PorticoEventRecord } from '../../../src/features/events/types';
import type { WalletModal } from '../../../src/modal/createWalletModal';
import {
  createDevWallet,
  DEV_ADDRESSES,
  type DevWallet,
  type RequestArguments,
} from '../../../src/testing';
import { cleanupHarness, waitFor } from '../../support/walletHarness';
import { withTestApi } from '../../support/startTestApi';
import { connectSendModal, ethOf as ethOfChain } from './connectSendModal';

/**
 * The account goes away while the wallet's send prompt is open (the user locks the wallet: the
 * app sees `accountsChanged []`). When the wallet answers there is no account to show, so the
 * modal offers to connect again (Connect, as a closed modal resets to) with the outcome in a
 * toast, never an empty Account or Send view. Dev account 5 sends to account 6.
 */

const SENDER = 5;
const RECEIVER = DEV_ADDRESSES[6]!;

const api = withTestApi();
afterEach(cleanupHarness);

const ethOf = (address: string) => ethOfChain(api.stack, address);

interface Setup {
  modal: WalletModal;
  wallet: DevWallet;
  events: PorticoEventRecord[];
  /** Runs once the wallet has answered a send, before the app hears the answer. */
  afterSend: { current: (() => void) | null };
}

async function previewShown(): Promise<Setup> {
  const wallet = createDevWallet({ chains: { 31337: api.stack.chain.url }, accountIndex: SENDER });
  const afterSend: Setup['afterSend'] = { current: null };
  const provider = {
    ...wallet,
    request: async (args: RequestArguments) => {
      const answer = await wallet.request(args);
      if (args.method === 'eth_sendTransaction') afterSend.current?.();
      return answer;
    },
  };
  const { modal, events } = await connectSendModal(api.stack, 'send-account-gone-test', provider);
  modal.send({ amount: '0.5', to: RECEIVER });
  storeOf(modal).dispatch(sendPreviewRequested());
  await waitFor(() => modal.getSnapshot().view === 'SendPreview');
  return { modal, wallet, events, afterSend };
}

const sendOf = (t: Setup) => selectSendState(storeOf(t.modal).getState());
const types = (t: Setup) => t.events.map((e) => e.type).filter((type) => type.startsWith('SEND_'));
const toastOf = (t: Setup) => storeOf(t.modal).getState().notifications.toast;

async function confirm(t: Setup) {
  storeOf(t.modal).dispatch(sendConfirmed());
  await waitFor(() => sendOf(t).status !== 'sending');
}

describe('send: the account gone when the wallet answers', () => {
  it('locked while the prompt is open: the refusal (4100) in a toast over Connect, nothing sent', async () => {
    const t = await previewShown();
    const before = await ethOf(RECEIVER);
    t.wallet.controls.delayMs = 300;
    storeOf(t.modal).dispatch(sendConfirmed());
    await waitFor(() => sendOf(t).status === 'sending');
    t.wallet.controls.lock();
    await waitFor(() => t.modal.getSnapshot().caipAddress === null);
    await waitFor(() => sendOf(t).status !== 'sending');

    expect(sendOf(t).error).toMatchObject({ rpcCode: 4100 });
    expect(types(t)).toEqual(['SEND_INITIATED', 'SEND_ERROR']);
    expect(await ethOf(RECEIVER)).toBe(before);
    expect(t.modal.getSnapshot()).toMatchObject({ isOpen: true, view: 'Connect' });
    expect(storeOf(t.modal).getState().router.history).toEqual(['Connect']);
    expect(toastOf(t)).toMatchObject({ messageKey: 'error.UNAUTHORIZED', variant: 'error' });
  });

  it('locked after the wallet sent: the success toast over Connect, no Account view', async () => {
    const t = await previewShown();
    const before = await ethOf(RECEIVER);
    t.afterSend.current = () => t.wallet.controls.lock();
    await confirm(t);

    // Sent is said at the hash: the receiver's balance is read until the chain has it.
    await waitFor(() => types(t).includes('SEND_SUCCESS'));
    const after = before + 500_000_000_000_000_000n;
    let received = await ethOf(RECEIVER);
    while (received !== after && received === before) received = await ethOf(RECEIVER);
    expect(received).toBe(after);
    expect(types(t)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(t.modal.getSnapshot()).toMatchObject({ isOpen: true, view: 'Connect' });
    expect(storeOf(t.modal).getState().router.history).toEqual(['Connect']);
    expect(toastOf(t)).toMatchObject({ messageKey: 'send.sent', variant: 'success' });
  });

  it('still connected: a refusal goes back to the form as before', async () => {
    const t = await previewShown();
    t.wallet.controls.reject();
    await confirm(t);
    expect(t.modal.getSnapshot().view).toBe('Send');
    expect(storeOf(t.modal).getState().router.history).toEqual(['Account', 'Send']);
  });
});
