/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { Interface } from 'ethers/abi';
import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import type { FetchFn } from '../../../src/api/createApiClient';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import type { PorticoEventRecord } from '../../../src/features/events/types';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import {
  swapAmountEdited,
  swapConfirmed,
  swapMaxRequested,
  swapPreviewRequested,
  type SwapArguments,
} from '../../../src/features/swap/swapActions';
import {
  selectSwapState,
  selectSwapUnsupportedNetwork,
} from '../../../src/features/swap/swapSelectors';
import { toBaseUnits } from '../../../src/features/swap/swapMath';
import { selectSwapSummary } from '../../../src/features/swap/swapSummary';
import { createWalletModal, type WalletModal } from '../../../src/modal/createWalletModal';
import {
  createDevWallet,
  DEV_ADDRESSES,
  type DevWallet,
  type RequestArguments,
} from '../../../src/testing';
import { localChain } from '../../support/fixtures';
import { deployBatchImplementation } from '../../support/deployBatchImplementation';
import { allAnswered, observeFetch } from '../../support/observedFetch';
import { cleanupHarness, onCleanup, waitFor } from '../../support/walletHarness';
import { withTestApi } from '../../support/startTestApi';

/**
 * Swapping, end to end in Node: the real eip155 adapter, the dev wallet signing on anvil, the
 * product-API stand-in's convert routes answering from a real Uniswap V2 on that chain. Each
 * test swaps from a dev account of its own (the stand-in's chain is one per file), so an
 * approval one test gave never covers another's.
 */

const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);
const APPROVE_SELECTOR = '0x095ea7b3';
const CHAIN = 'eip155:31337';

const api = withTestApi();
const network = (): CaipNetwork => ({
  ...localChain,
  rpcUrls: { default: { http: [api.stack.chain.url] } },
});
afterEach(cleanupHarness);
afterEach(() => api.controls.restorePools(CHAIN));

async function rpc(method: string, params: unknown[]): Promise<string> {
  const response = await fetch(api.stack.chain.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: string }).result;
}
const ethOf = async (address: string) => BigInt(await rpc('eth_getBalance', [address, 'latest']));
const tokenOf = async (symbol: string, address: string) =>
  BigInt(
    await rpc('eth_call', [
      { to: api.stack.tokens[symbol], data: ERC20.encodeFunctionData('balanceOf', [address]) },
      'latest',
    ]),
  );

interface Setup {
  modal: WalletModal;
  wallet: DevWallet;
  events: PorticoEventRecord[];
  /** Each `eth_sendTransaction`'s call data, in order. */
  sent: string[];
  address: string;
}

interface SetupOptions {
  /** EIP-5792 in the dev wallet: the batch contract it delegates to. */
  batchImplementation?: string;
  /** Runs before the wallet handles each `eth_sendTransaction`. */
  beforeSend?: (data: string) => Promise<void>;
  /** Swap networks besides the built-in ones: default the local chain. */
  extraSwapNetworks?: string[];
  /** The product-API client's fetch (an observed one). */
  fetch?: FetchFn;
}

async function connected(accountIndex: number, options: SetupOptions = {}): Promise<Setup> {
  const wallet = createDevWallet({
    chains: { 31337: api.stack.chain.url },
    accountIndex,
    ...(options.batchImplementation && {
      script: { batchImplementation: options.batchImplementation },
    }),
  });
  const sent: string[] = [];
  const provider = {
    ...wallet,
    request: async (args: RequestArguments) => {
      if (args.method === 'wallet_sendCalls') sent.push('wallet_sendCalls');
      if (args.method === 'eth_sendTransaction') {
        const data = ((args.params as [{ data?: string }])[0].data ?? '0x').toLowerCase();
        sent.push(data);
        await options.beforeSend?.(data);
      }
      return wallet.request(args);
    },
  };
  const modal = createWalletModal(
    {
      projectId: 'swap-test',
      networks: [network()],
      apiUrl: api.stack.url,
      extraSwapNetworks: options.extraSwapNetworks ?? [CHAIN],
      adapters: [eip155Adapter({ customConnectors: [{ id: 'dev', name: 'Dev', provider }] })],
    },
    {
      storage: createMemoryStorage(),
      api: { retry: { tries: 1 }, ...(options.fetch ? { fetch: options.fetch } : {}) },
    },
  );
  const events: PorticoEventRecord[] = [];
  modal.subscribeEvents((event) => events.push(event));
  onCleanup(() => modal.destroy());
  modal.dispatch(connectorSelected('dev'));
  await waitFor(() => modal.getSnapshot().caipAddress !== null);
  await waitFor(
    () =>
      (storeOf(modal).getState().tokens?.byCaipAddress[modal.getSnapshot().caipAddress!]?.status ??
        '') === 'loaded',
    5_000,
  );
  return { modal, wallet, events, sent, address: DEV_ADDRESSES[accountIndex]! };
}

const swapOf = (t: Setup) => selectSwapState(storeOf(t.modal).getState());
const summaryOf = (t: Setup) => selectSwapSummary(storeOf(t.modal).getState());
const types = (t: Setup) => t.events.map((e) => e.type).filter((type) => type.startsWith('SWAP_'));

const quoteRequests = async () =>
  (await api.controls.requests()).filter((request) => request.route === 'quotes');

/** Opens Swap as a host would, and waits for the quote of what it was given. */
async function openSwap(t: Setup, prefill: SwapArguments) {
  t.modal.open({ view: 'Swap', arguments: prefill });
  await waitFor(() => t.modal.getSnapshot().view === 'Swap');
  // The API's token list names tokens the account does not hold yet.
  await waitFor(() => swapOf(t).tokenList.status === 'loaded');
  await waitFor(() => summaryOf(t).action !== 'quoting');
}

async function preview(t: Setup) {
  storeOf(t.modal).dispatch(swapPreviewRequested());
  await waitFor(() => swapOf(t).status !== 'preparing');
}

const OUTCOMES = ['SWAP_SUCCESS', 'SWAP_ERROR', 'SWAP_APPROVAL_ERROR'];
const outcomes = (t: Setup) => t.events.filter((e) => OUTCOMES.includes(e.type)).length;

/** SwapPreview's button, then the outcome's event. */
async function confirm(t: Setup) {
  const before = outcomes(t);
  storeOf(t.modal).dispatch(swapConfirmed());
  await waitFor(() => outcomes(t) > before);
}

describe('swap', () => {
  it('default: 0.5 ETH to PUSD moves both balances on chain; Account shows, SWAP_SUCCESS', async () => {
    const t = await connected(1);
    const before = { eth: await ethOf(t.address), pusd: await tokenOf('PUSD', t.address) };
    await openSwap(t, { from: 'ETH', to: 'PUSD', amount: '0.5' });
    const { quote } = summaryOf(t);
    // ETH at 3000 PUSD in a pool of 1000 ETH: 0.5 ETH gives a little under 1500 PUSD.
    expect(Number(quote!.toAmount)).toBeGreaterThan(1490);
    expect(Number(quote!.toAmount)).toBeLessThan(1500);
    expect(quote!.priceImpact).toBeCloseTo(0.35, 1);
    await preview(t);
    const checked = swapOf(t).preview!;
    expect(checked).toMatchObject({ steps: ['swap'], approved: true, feeEstimated: true });
    expect(t.modal.getSnapshot().view).toBe('SwapPreview');
    await confirm(t);
    // The outcome first: a failure then says its code rather than only the view it left.
    expect(t.events.filter((e) => OUTCOMES.includes(e.type))).toEqual([
      expect.objectContaining({ type: 'SWAP_SUCCESS' }),
    ]);
    expect(t.modal.getSnapshot().view).toBe('Account');
    const received = (await tokenOf('PUSD', t.address)) - before.pusd;
    expect(received).toBeGreaterThanOrEqual(BigInt(checked.minimumReceived));
    const spent = before.eth - (await ethOf(t.address));
    expect(spent).toBeGreaterThan(500_000_000_000_000_000n);
    expect(spent).toBeLessThan(501_000_000_000_000_000n);
    expect(types(t)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS']);
    expect(t.events.find((e) => e.type === 'SWAP_SUCCESS')).toMatchObject({
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      from: 'ETH',
      to: 'PUSD',
    });
    expect(swapOf(t)).toMatchObject({ status: 'editing', preview: null, form: { amount: '' } });
  });

  it('behavior: the approval goes first and is mined; a second swap needs none', async () => {
    const t = await connected(2);
    const before = await tokenOf('PTK', t.address);
    await openSwap(t, { from: 'PUSD', to: 'PTK', amount: '100' });
    await preview(t);
    expect(swapOf(t).preview).toMatchObject({ steps: ['approve', 'swap'], approved: false });
    await confirm(t);
    expect(t.sent.map((data) => data.slice(0, 10))).toEqual([
      APPROVE_SELECTOR,
      expect.not.stringMatching(APPROVE_SELECTOR),
    ]);
    // The outcome first: a failed swap then says why rather than only that nothing arrived.
    expect(t.events.filter((e) => OUTCOMES.includes(e.type))).toEqual([
      expect.objectContaining({ type: 'SWAP_SUCCESS' }),
    ]);
    expect((await tokenOf('PTK', t.address)) - before).toBeGreaterThan(190n * 10n ** 18n);
    expect(types(t)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS']);

    t.sent.length = 0;
    await openSwap(t, { from: 'PUSD', to: 'PTK', amount: '50' });
    await preview(t);
    expect(swapOf(t).preview).toMatchObject({ steps: ['swap'], approved: true });
    await confirm(t);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]!.startsWith(APPROVE_SELECTOR)).toBe(false);
  });

  it('errors: refused at the approval, then at the swap; the mined approval is not asked again', async () => {
    const t = await connected(3);
    await openSwap(t, { from: 'PUSD', to: 'PTK', amount: '10' });
    await preview(t);
    t.wallet.controls.next('eth_sendTransaction', 'reject');
    await confirm(t);
    expect(swapOf(t)).toMatchObject({
      status: 'previewing',
      error: { code: 'SWAP_APPROVAL_REJECTED', rpcCode: 4001 },
      preview: { approved: false },
    });
    expect(types(t)).toEqual(['SWAP_INITIATED', 'SWAP_APPROVAL_ERROR']);

    // The approval this time, the swap refused.
    t.wallet.controls.next('eth_sendTransaction', 'approve');
    t.wallet.controls.next('eth_sendTransaction', 'reject');
    await confirm(t);
    expect(swapOf(t)).toMatchObject({
      status: 'previewing',
      error: { code: 'SWAP_REJECTED' },
      preview: { approved: true },
    });
    expect(types(t).slice(2)).toEqual(['SWAP_INITIATED', 'SWAP_ERROR']);

    t.sent.length = 0;
    await confirm(t);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]!.startsWith(APPROVE_SELECTOR)).toBe(false);
    // The outcome and the view's error first: a failure then says its code and reason.
    expect({
      outcome: t.events.filter((e) => OUTCOMES.includes(e.type)).at(-1),
      error: swapOf(t).error,
    }).toEqual({ outcome: expect.objectContaining({ type: 'SWAP_SUCCESS' }), error: null });
    expect(types(t).slice(4)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS']);
  });

  it('errors: the pool moved between the build and the send: the router reverts, nothing swaps', async () => {
    let moved = false;
    const t = await connected(4, {
      beforeSend: async () => {
        if (moved) return;
        moved = true;
        await api.controls.movePool({ chainId: CHAIN, from: 'ETH', to: 'PUSD' });
      },
    });
    const before = await tokenOf('PUSD', t.address);
    await openSwap(t, { from: 'ETH', to: 'PUSD', amount: '1' });
    await preview(t);
    await confirm(t);
    expect(swapOf(t)).toMatchObject({
      status: 'previewing',
      error: {
        code: 'SWAP_SLIPPAGE',
        reason: expect.stringContaining('INSUFFICIENT_OUTPUT_AMOUNT'),
      },
    });
    expect(types(t)).toEqual(['SWAP_INITIATED', 'SWAP_ERROR']);
    expect(t.events.at(-1)).toMatchObject({ type: 'SWAP_ERROR', code: 'SWAP_SLIPPAGE' });
    expect(await tokenOf('PUSD', t.address)).toBe(before);
  });

  it('errors: a price beyond the slippage before signing stops without asking the wallet', async () => {
    const t = await connected(0);
    await openSwap(t, { from: 'ETH', to: 'PUSD', amount: '1' });
    await preview(t);
    await api.controls.movePool({ chainId: CHAIN, from: 'ETH', to: 'PUSD' });
    await confirm(t);
    expect(swapOf(t).error).toMatchObject({ code: 'SWAP_SLIPPAGE' });
    expect(t.sent).toEqual([]);
  });

  it('behavior: quotes wait for quiet typing, and an older answer never overwrites a newer one', async () => {
    const observed = observeFetch();
    const t = await connected(0, { fetch: observed.fetch });
    await openSwap(t, { from: 'ETH', to: 'PUSD' });
    // Three keystrokes within the debounce: one request, for the last amount.
    for (const amount of ['0.1', '0.2', '0.3']) storeOf(t.modal).dispatch(swapAmountEdited(amount));
    await waitFor(() => summaryOf(t).action === 'review');
    expect((await quoteRequests()).map((r) => r.query.amount)).toEqual(['300000000000000000']);

    // The next request's answer is held until the one after it is shown: then it arrives.
    const releaseLate = observed.holdNext('/v1/convert/quotes');
    storeOf(t.modal).dispatch(swapAmountEdited('1'));
    await waitFor(() => observed.to('/v1/convert/quotes').length === 2);
    storeOf(t.modal).dispatch(swapAmountEdited('2'));
    await waitFor(() => summaryOf(t).action === 'review');
    const shown = swapOf(t).quote;
    expect(shown.quote!.input.amount).toBe('2000000000000000000');
    releaseLate();
    await allAnswered(observed);
    expect(observed.to('/v1/convert/quotes').map((request) => request.status)).toEqual([
      200, 200, 200,
    ]);
    expect(swapOf(t).quote).toEqual(shown);
    expect(summaryOf(t).quote!.toAmount).not.toBe('');
  });

  it('errors: no route for a dust amount, and an amount above the balance', async () => {
    const t = await connected(0);
    await openSwap(t, { from: 'ETH', to: 'PUSD', amount: '0.000000000000000001' });
    expect(summaryOf(t).action).toBe('noRoute');
    await preview(t);
    expect(swapOf(t).error).toMatchObject({ code: 'SWAP_NO_ROUTE' });

    storeOf(t.modal).dispatch(swapAmountEdited('20000'));
    await waitFor(() => summaryOf(t).action === 'insufficientBalance');
    await preview(t);
    expect(swapOf(t).problem).toEqual({
      key: 'swap.error.balance',
      field: 'amount',
      params: { symbol: 'ETH' },
    });
  });

  it('behavior: Max is the whole native balance less a swap fee at the cap wallets reserve', async () => {
    const t = await connected(0);
    await openSwap(t, { from: 'ETH', to: 'PUSD' });
    storeOf(t.modal).dispatch(swapMaxRequested());
    await waitFor(() => swapOf(t).form.amount !== '');
    const balance = await ethOf(t.address);
    const typed = toBaseUnits(swapOf(t).form.amount, 18)!;
    expect(typed).toBeLessThan(balance);
    expect(balance - typed).toBeLessThan(10n ** 16n);
    await waitFor(() => summaryOf(t).action === 'review');
  });

  it('errors: off the swap list, UnsupportedChain with the swap reason, and no convert call', async () => {
    const t = await connected(0, { extraSwapNetworks: [] });
    t.modal.open({ view: 'Swap' });
    await waitFor(() => t.modal.getSnapshot().view === 'UnsupportedChain');
    expect(selectSwapUnsupportedNetwork(storeOf(t.modal).getState())).toBe(CHAIN);
    const convert = (await api.controls.requests()).filter((r) => r.path.includes('/convert/'));
    expect(convert).toEqual([]);
  });
  it('behavior: with EIP-5792 in the wallet, the approval and the swap go as one batch, one confirmation', async () => {
    const implementation = await deployBatchImplementation(api.stack.chain.url, DEV_ADDRESSES[5]!);
    const t = await connected(5, { batchImplementation: implementation });
    // Dev account 5 holds no PUSD: it buys some first (a plain swap, no approval).
    await openSwap(t, { from: 'ETH', to: 'PUSD', amount: '0.2' });
    await preview(t);
    await confirm(t);
    const before = await tokenOf('PTK', t.address);
    t.sent.length = 0;
    await openSwap(t, { from: 'PUSD', to: 'PTK', amount: '100' });
    // The balances refreshed after the first swap.
    await waitFor(() => Number(summaryOf(t).from?.balance ?? 0) >= 100);
    await preview(t);
    expect(swapOf(t).preview).toMatchObject({ steps: ['approve', 'swap'], batched: true });
    await confirm(t);
    expect(t.sent).toEqual(['wallet_sendCalls']);
    expect(types(t).slice(-2)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS']);
    expect((await tokenOf('PTK', t.address)) - before).toBeGreaterThan(190n * 10n ** 18n);
    // The account now delegates to the batch contract (EIP-7702).
    expect(await rpc('eth_getCode', [t.address, 'latest'])).toBe(
      `0xef0100${implementation.slice(2).toLowerCase()}`,
    );
  }, 20_000);
});
