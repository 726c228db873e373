/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { Interface } from 'ethers/abi';
import { formatUnits } from '../../../src/adapter/units';
import type { PorticoEventRecord } from '../../../src/features/events/types';
import {
  sendConfirmed,
  sendFieldEdited,
  sendPreviewRequested,
} from '../../../src/features/send/sendActions';
import { selectSendState } from '../../../src/features/send/sendSelectors';
import type { WalletModal } from '../../../src/modal/createWalletModal';
import {
  createDevWallet,
  DEV_ADDRESSES,
  type DevWallet,
  type RequestArguments,
} from '../../../src/testing';
import { cleanupHarness, waitFor } from '../../support/walletHarness';
import { withTestApi } from '../../support/startTestApi';
import { chainRpc, connectSendModal, ethOf as ethOfChain } from './connectSendModal';

/**
 * Sending, end to end in Node: the real eip155 adapter, the dev wallet signing on anvil, the
 * product-API stand-in for token balances and names. Dev account 3 sends to account 4 (other
 * suites read accounts 0 and 1).
 */

const SENDER = 3;
const RECEIVER = DEV_ADDRESSES[4]!;
const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);

const api = withTestApi();
afterEach(cleanupHarness);

const ethOf = (address: string) => ethOfChain(api.stack, address);
const pusdOf = async (address: string) =>
  BigInt(
    await chainRpc(api.stack, 'eth_call', [
      { to: api.stack.tokens.PUSD, data: ERC20.encodeFunctionData('balanceOf', [address]) },
      'latest',
    ]),
  );

interface Setup {
  modal: WalletModal;
  wallet: DevWallet;
  events: PorticoEventRecord[];
  requests: string[];
}

async function connected(): Promise<Setup> {
  const wallet = createDevWallet({ chains: { 31337: api.stack.chain.url }, accountIndex: SENDER });
  const requests: string[] = [];
  const provider = {
    ...wallet,
    request: (args: RequestArguments) => {
      requests.push(args.method);
      return wallet.request(args);
    },
  };
  const { modal, events } = await connectSendModal(api.stack, 'send-test', provider);
  return { modal, wallet, events, requests };
}

const sendOf = (t: Setup) => selectSendState(storeOf(t.modal).getState());
const types = (t: Setup) => t.events.map((e) => e.type).filter((type) => type.startsWith('SEND_'));

async function preview(t: Setup) {
  storeOf(t.modal).dispatch(sendPreviewRequested());
  await waitFor(() => sendOf(t).status !== 'checking');
}

async function confirm(t: Setup) {
  storeOf(t.modal).dispatch(sendConfirmed());
  await waitFor(() => sendOf(t).status !== 'sending');
}

describe('send', () => {
  it('default: 1.5 ETH goes from the account to the receiver on chain; the state resets, Account shows', async () => {
    const t = await connected();
    const before = await ethOf(RECEIVER);
    t.modal.send({ amount: '1.5', to: RECEIVER });
    await waitFor(() => t.modal.getSnapshot().view === 'Send');
    await preview(t);
    const { preview: checked } = sendOf(t);
    expect(checked).toMatchObject({
      to: RECEIVER,
      units: '1500000000000000000',
      tx: { to: RECEIVER, value: '1500000000000000000' },
      nativeSymbol: 'ETH',
    });
    expect(BigInt(checked!.fee!)).toBeGreaterThan(0n);
    expect(t.modal.getSnapshot().view).toBe('SendPreview');
    await confirm(t);
    expect(await ethOf(RECEIVER)).toBe(before + 1_500_000_000_000_000_000n);
    expect(types(t)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(t.events.find((e) => e.type === 'SEND_SUCCESS')).toMatchObject({
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      caipNetworkId: 'eip155:31337',
    });
    expect(sendOf(t)).toMatchObject({
      status: 'editing',
      form: { amount: '', receiver: '' },
      preview: null,
    });
    expect(t.modal.getSnapshot().view).toBe('Account');
  });

  it('default: 12.5 PUSD (6 decimals) goes through the token contract’s transfer', async () => {
    const t = await connected();
    const before = await pusdOf(RECEIVER);
    t.modal.send({ token: `eip155:31337:${api.stack.tokens.PUSD}`, amount: '12.5', to: RECEIVER });
    await preview(t);
    expect(sendOf(t).preview).toMatchObject({
      tx: { to: api.stack.tokens.PUSD, value: '0', data: expect.stringMatching(/^0xa9059cbb/) },
      token: { symbol: 'PUSD', price: 1 },
    });
    // The preview's value uses the API's current price (spec §7 fungible price).
    const prices = (await api.controls.requests()).filter((r) => r.route === 'price');
    expect(prices).toHaveLength(1);
    await confirm(t);
    expect(await pusdOf(RECEIVER)).toBe(before + 12_500_000n);
    expect(types(t)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
  });

  it('behavior: a name resolves through the API’s lookup, shown with the address', async () => {
    const t = await connected();
    t.modal.send({ amount: '0.01', to: 'alice.portico' });
    await preview(t);
    expect(sendOf(t).problem).toBeNull();
    expect(sendOf(t).preview).toMatchObject({
      to: DEV_ADDRESSES[0],
      receiverName: 'alice.portico',
    });
    storeOf(t.modal).dispatch(sendFieldEdited({ field: 'receiver', value: 'nobody.portico' }));
    await preview(t);
    expect(sendOf(t).problem).toEqual({ key: 'send.error.name', field: 'receiver' });
  });

  it('errors: the user’s rejection is said, SEND_ERROR reported, and the form keeps what was typed', async () => {
    const t = await connected();
    t.modal.send({ amount: '0.25', to: RECEIVER });
    await preview(t);
    t.wallet.controls.reject();
    await confirm(t);
    expect(sendOf(t)).toMatchObject({
      status: 'editing',
      form: { amount: '0.25', receiver: RECEIVER },
      error: { code: 'SEND_REJECTED', rpcCode: 4001 },
    });
    expect(types(t)).toEqual(['SEND_INITIATED', 'SEND_ERROR']);
    expect(t.modal.getSnapshot().view).toBe('Send');
  });

  it('errors: a mistyped checksum and a too precise amount are refused before the wallet is asked', async () => {
    const t = await connected();
    const typo = RECEIVER.replace('Ae', 'ae').replace('d3', 'D3');
    expect(typo).not.toBe(RECEIVER);
    t.modal.send({ amount: '1', to: typo });
    await preview(t);
    expect(sendOf(t).problem).toEqual({ key: 'send.error.checksum', field: 'receiver' });
    storeOf(t.modal).dispatch(sendFieldEdited({ field: 'receiver', value: '0x1234' }));
    await preview(t);
    expect(sendOf(t).problem).toEqual({ key: 'send.error.address', field: 'receiver' });
    storeOf(t.modal).dispatch(
      sendFieldEdited({ field: 'receiver', value: RECEIVER.toLowerCase() }),
    );
    storeOf(t.modal).dispatch(
      sendFieldEdited({ field: 'token', value: `eip155:31337:${api.stack.tokens.PUSD}` }),
    );
    storeOf(t.modal).dispatch(sendFieldEdited({ field: 'amount', value: '1.0000001' }));
    await preview(t);
    expect(sendOf(t).problem).toEqual({
      key: 'send.error.decimals',
      field: 'amount',
      params: { decimals: 6 },
    });
    expect(t.requests).not.toContain('eth_sendTransaction');
    expect(types(t)).toEqual([]);
  });

  it('errors: a transfer the node would revert is refused at the preview, with its reason', async () => {
    const t = await connected();
    t.modal.send({ token: `eip155:31337:${api.stack.tokens.BRK}`, amount: '1', to: RECEIVER });
    await preview(t);
    expect(sendOf(t)).toMatchObject({
      status: 'editing',
      preview: null,
      error: { code: 'EXECUTION_REVERTED', reason: 'BRK: transfers are paused' },
    });
    expect(t.requests).not.toContain('eth_sendTransaction');
  });

  it('errors: an amount that leaves nothing for the fee is refused with the native symbol', async () => {
    const t = await connected();
    const balance = await ethOf(DEV_ADDRESSES[SENDER]!);
    // Every wei of it: the rules pass (not above the balance), the fee does not fit.
    t.modal.send({ amount: formatUnits(balance, 18), to: RECEIVER });
    await preview(t);
    expect(sendOf(t).problem).toEqual({
      key: 'send.error.feeBalance',
      field: 'amount',
      params: { symbol: 'ETH' },
    });
  });
});
