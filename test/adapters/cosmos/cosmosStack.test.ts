/** @jest-environment node */
/**
 * The cosmos adapter end to end in Node: the local Cosmos chain (test/stack/cosmos/cli.mjs, a
 * CometBFT JSON-RPC stand-in that runs the SDK's ante checks and verifies every signature), the
 * Keplr-style dev wallet injected as `window.keplr` on a bare EventTarget, and @cosmjs loaded by
 * the adapter with its first read. Dev account 0 sends to 1; account 3 (0.002 ATOM) cannot pay
 * a fee.
 */
import { storeOf } from '../../../src/modal/storeOf';
import { join } from 'node:path';
import type { AdapterEvent, ChainAdapter } from '../../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  CosmosInsufficientFundsError,
  cosmosAdapter,
  cosmosLocal,
  cosmosSignIn,
  verifyCosmosSignature,
  type CosmosChainInfo,
} from '../../../adapters/cosmos/createCosmosAdapter';
import { cosmosAddressOf } from '../../../adapters/cosmos/cosmosAddress';
import { createCosmosDevWallet } from '../../../src/testing/cosmos/createCosmosDevWallet';
import { injectCosmosDevWallet } from '../../../src/testing/cosmos/injectCosmosDevWallet';
import type { CosmosDevWallet } from '../../../src/testing/cosmos/types';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import { switchNetwork } from '../../../src/features/networks/networksSlice';
import { createWalletModal, type WalletModal } from '../../../src/modal/createWalletModal';
import { callControl } from '../../stack/callControl';
import { startServiceProcess } from '../../support/startServiceProcess';
import { waitFor } from '../../support/walletHarness';
import { DEV_ACCOUNTS, hexToBytes } from './cosmosTestKeys';
import { loadCosmjsNatively } from './loadCosmjsNatively';
import { sendCostOf, feeOf } from '../../../src/adapter/chainFees';

loadCosmjsNatively();

const CLI = join(__dirname, '../../stack/cosmos/cli.mjs');
const [SENDER, RECEIVER, , POOR] = DEV_ACCOUNTS;
const KEPLR = 'cosmos:keplr';
const LEAP = 'cosmos:leap';
const ATOM = 1_000_000n;
/** 80 000 gas simulated × 1.4 = 112 000 gas, at 0.025 uatom. */
const FEE = 2_800n;

type StandIn = {
  url: string;
  controlUrl: string;
  chainId: string;
  caipNetworkId: string;
  denom: string;
  decimals: number;
  bech32Prefix: string;
  gasPrice: string;
  devAccounts: { index: number; address: string }[];
};
let standIn: { ready: StandIn; stop(): Promise<void> };
let network: CaipNetwork;
let info: CosmosChainInfo;
let other: ReturnType<typeof cosmosLocal>;
let wallet: CosmosDevWallet;
let amino: CosmosDevWallet;
let adapter: ChainAdapter;
let events: AdapterEvent[] = [];

beforeAll(async () => {
  standIn = await startServiceProcess<StandIn>(CLI, ['--port', '0']);
  const { url, chainId, denom, decimals, bech32Prefix, gasPrice } = standIn.ready;
  ({ network, info } = cosmosLocal(url, { chainId, denom, decimals, bech32Prefix, gasPrice }));
  other = cosmosLocal(url, { chainId: 'portico-other-1', bech32Prefix: 'other' });
  const page = new EventTarget();
  Object.assign(globalThis, { window: page });
  wallet = injectCosmosDevWallet(
    createCosmosDevWallet({ rpcUrl: url, accountIndex: 0, storage: null }),
    page,
    'keplr',
  );
  // A wallet that signs amino only (a Ledger), as Leap: no direct offline signer.
  amino = createCosmosDevWallet({ rpcUrl: url, accountIndex: 0, storage: null });
  const aminoOnly = Object.create(amino.provider, { getOfflineSigner: { value: undefined } });
  Object.assign(page, { leap: aminoOnly });
  adapter = cosmosAdapter({
    chains: [info, other.info],
    broadcastPollIntervalMs: 50,
    confirmTimeoutMs: 15_000,
  });
  adapter.setup({ projectId: 'test', networks: [network], emit: (event) => events.push(event) });
}, 60_000);

afterAll(async () => {
  adapter?.destroy();
  delete (globalThis as { window?: unknown }).window;
  await standIn?.stop();
});

beforeEach(async () => {
  await callControl(`${standIn.ready.controlUrl}/reset`, {});
  for (const dev of [wallet, amino]) {
    dev.controls.approve();
    if (dev.controls.getState().accountIndex !== 0) dev.controls.switchAccount(0);
    dev.controls.clearCalls();
  }
  await adapter.connect({ connectorId: KEPLR, network });
  events = [];
});

const balanceOf = async (address: string) => (await adapter.getBalance({ address, network })).value;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const send = (
  value: bigint,
  overrides: { connectorId?: string; from?: string; to?: string } = {},
) =>
  adapter.sendTransaction({
    connectorId: KEPLR,
    network,
    from: SENDER.address,
    to: RECEIVER.address,
    value,
    ...overrides,
  });

describe('cosmos adapter on the local chain', () => {
  it('default: the dev wallet is listed as Keplr, and connect answers dev account 0 on portico-local-1', async () => {
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({
        id: KEPLR,
        namespace: 'cosmos',
        kind: 'injected',
        installed: true,
      }),
    );
    await expect(adapter.connect({ connectorId: KEPLR, network })).resolves.toEqual({
      accounts: [
        { namespace: 'cosmos', address: SENDER.address, type: 'eoa', publicKey: SENDER.publicKey },
      ],
      caipNetworkId: standIn.ready.caipNetworkId,
    });
  });

  it('default: the balance is 1 000 ATOM, with 6 decimals and the symbol ATOM', async () => {
    await expect(adapter.getBalance({ address: SENDER.address, network })).resolves.toEqual({
      value: 1_000n * ATOM,
      decimals: 6,
      symbol: 'ATOM',
    });
    await expect(balanceOf(POOR.address)).resolves.toBe(2_000n);
    // An address that never received anything holds nothing.
    const fresh = cosmosAddressOf(new Uint8Array(33).fill(2), 'cosmos');
    await expect(balanceOf(fresh)).resolves.toBe(0n);
  }, 30_000);

  it('default: the bank module’s denom metadata has the last word on decimals', async () => {
    const told = cosmosAdapter({ chains: [{ ...info, decimals: 3 }] });
    told.setup({ projectId: 'test', networks: [network], emit: () => undefined });
    try {
      await expect(told.getBalance({ address: SENDER.address, network })).resolves.toEqual({
        value: 1_000n * ATOM,
        decimals: 6,
        symbol: 'ATOM',
      });
    } finally {
      told.destroy();
    }
  }, 30_000);

  it('default: the fee is the simulated gas × 1.4 at 0.025 uatom, whatever the amount', async () => {
    const request = { network, from: SENDER.address, to: RECEIVER.address };
    await expect(sendCostOf(adapter, { ...request, value: ATOM })).resolves.toEqual({
      fee: FEE,
      extras: [],
    });
    await expect(sendCostOf(adapter, { ...request, value: 0n })).resolves.toEqual({
      fee: FEE,
      extras: [],
    });
    await expect(feeOf(adapter, { ...request, value: 5n * ATOM })).resolves.toBe(FEE);
  }, 30_000);

  it('default: a send is signed by the wallet, included, and moves both balances (the fee apart)', async () => {
    const [senderBefore, receiverBefore] = [
      await balanceOf(SENDER.address),
      await balanceOf(RECEIVER.address),
    ];
    const hash = await send(1_500_000n);
    expect(hash).toMatch(/^[0-9A-F]{64}$/);
    expect(adapter.chain!.requests.isTransactionHash(hash)).toBe(true);
    expect(wallet.controls.calls).toContain('signDirect');
    await expect(balanceOf(SENDER.address)).resolves.toBe(senderBefore - 1_500_000n - FEE);
    await expect(balanceOf(RECEIVER.address)).resolves.toBe(receiverBefore + 1_500_000n);
    // "Max": the whole balance less the estimated fee goes through, to the last uatom.
    const max =
      (await balanceOf(SENDER.address)) -
      (
        await sendCostOf(adapter, {
          network,
          from: SENDER.address,
          to: SENDER.address,
          value: 0n,
        })
      ).fee;
    await send(max);
    await expect(balanceOf(SENDER.address)).resolves.toBe(0n);
  }, 60_000);

  it('default: a wallet that signs amino only (Ledger) sends too', async () => {
    await adapter.connect({ connectorId: LEAP, network });
    await send(ATOM, { connectorId: LEAP });
    expect(amino.controls.calls).toContain('signAmino');
    expect(amino.controls.calls).not.toContain('signDirect');
    await expect(balanceOf(RECEIVER.address)).resolves.toBe(1_001n * ATOM);
  }, 60_000);

  it('error: a refused signature is 4001, and nothing moves', async () => {
    const before = await balanceOf(SENDER.address);
    wallet.controls.next('signDirect', 'reject');
    const error = await failureOf(send(ATOM));
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
    await expect(balanceOf(SENDER.address)).resolves.toBe(before);
    await expect(balanceOf(RECEIVER.address)).resolves.toBe(1_000n * ATOM);
  }, 30_000);

  it('error: an account that cannot pay the fee is refused with INSUFFICIENT_FUNDS, before the wallet is asked', async () => {
    wallet.controls.switchAccount(3);
    await waitFor(() => events.some((event) => event.type === 'accountsChanged'));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'accountsChanged',
        connectorId: KEPLR,
        addresses: [POOR.address],
      }),
    );
    const request = { network, from: POOR.address, to: RECEIVER.address, value: 1n };
    const refused = await failureOf(sendCostOf(adapter, request));
    expect(refused).toBeInstanceOf(CosmosInsufficientFundsError);
    expect(refused).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      params: { needed: '0.002801', available: '0.002', symbol: 'ATOM' },
    });
    wallet.controls.clearCalls();
    await expect(send(1n, { from: POOR.address })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(wallet.controls.calls).not.toContain('signDirect');
    await expect(balanceOf(POOR.address)).resolves.toBe(2_000n);
  }, 30_000);

  it('error: a receiver of another chain is INVALID_ADDRESS', async () => {
    const osmo = cosmosAddressOf(hexToBytes(RECEIVER.publicKey), 'osmo');
    await expect(
      sendCostOf(adapter, { network, from: SENDER.address, to: osmo, value: ATOM }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' });
    await expect(send(ATOM, { to: osmo })).rejects.toMatchObject({ code: 'INVALID_ADDRESS' });
  }, 30_000);

  it('default: signMessage answers an ADR-36 signature that verifies, for sign-in too', async () => {
    const message = 'localhost wants you to sign in with your Cosmos account:\n' + SENDER.address;
    const signature = await adapter.signMessage({
      connectorId: KEPLR,
      address: SENDER.address,
      message,
    });
    expect(adapter.chain!.requests.isSignature(signature)).toBe(true);
    await expect(
      verifyCosmosSignature({ message, signature, address: SENDER.address }),
    ).resolves.toBeUndefined();
    await expect(
      cosmosSignIn.verifySignature({ message, signature, address: SENDER.address }),
    ).resolves.toBeUndefined();
    wallet.controls.next('signArbitrary', 'reject');
    await expect(
      adapter.signMessage({ connectorId: KEPLR, address: SENDER.address, message }),
    ).rejects.toMatchObject({ rpcCode: 4001 });
  }, 30_000);

  it('default: a chain the wallet lacks is suggested, then connected, with its prefix', async () => {
    expect(wallet.controls.getState().chains).not.toContain('portico-other-1');
    const result = await adapter.connect({ connectorId: KEPLR, network: other.network });
    expect(result).toEqual({
      accounts: [
        expect.objectContaining({
          address: cosmosAddressOf(hexToBytes(SENDER.publicKey), 'other'),
        }),
      ],
      caipNetworkId: 'cosmos:portico-other-1',
    });
    expect(wallet.controls.getState().suggestedChains).toContain('portico-other-1');
    // Switching back reports the address on the local chain.
    events = [];
    await adapter.switchNetwork({ connectorId: KEPLR, network });
    expect(events).toEqual([
      expect.objectContaining({ type: 'accountsChanged', addresses: [SENDER.address] }),
    ]);
  }, 30_000);

  it('error: a transaction the node never shows in a block is TRANSACTION_NOT_CONFIRMED', async () => {
    const impatient = cosmosAdapter({
      chains: [info],
      broadcastPollIntervalMs: 50,
      confirmTimeoutMs: 800,
      // Long enough for every answered request on a busy machine (300 ms timed out the
      // broadcast itself under load); the hanging reads end at it, and the deadline has passed.
      requestTimeoutMs: 10_000,
    });
    impatient.setup({ projectId: 'test', networks: [network], emit: () => undefined });
    try {
      await impatient.connect({ connectorId: KEPLR, network });
      await callControl(`${standIn.ready.controlUrl}/fault`, { method: 'tx_search', kind: 'hang' });
      await callControl(`${standIn.ready.controlUrl}/fault`, { method: 'tx', kind: 'hang' });
      await expect(
        impatient.sendTransaction({
          connectorId: KEPLR,
          network,
          from: SENDER.address,
          to: RECEIVER.address,
          value: ATOM,
        }),
      ).rejects.toMatchObject({
        code: 'TRANSACTION_NOT_CONFIRMED',
        params: { hash: expect.stringMatching(/^[0-9A-F]{64}$/) },
      });
    } finally {
      impatient.destroy();
      await callControl(`${standIn.ready.controlUrl}/clear-faults`, {});
    }
  }, 60_000);
});

describe('cosmos adapter in the modal', () => {
  let modal: WalletModal;
  beforeEach(() => {
    modal = createWalletModal(
      {
        projectId: 'cosmos-test',
        networks: [network, other.network],
        adapters: [cosmosAdapter({ chains: [info, other.info], broadcastPollIntervalMs: 50 })],
      },
      { storage: createMemoryStorage() },
    );
  });
  afterEach(() => modal.destroy());

  const connection = () => storeOf(modal).getState().connections.byNamespace.cosmos;

  it('default: connect, then a switch to a chain with another prefix ends on that chain with the address there', async () => {
    modal.dispatch(connectorSelected(KEPLR));
    await waitFor(() => connection()?.status === 'connected');
    expect(modal.getSnapshot().caipAddress).toBe(`cosmos:portico-local-1:${SENDER.address}`);
    const otherAddress = cosmosAddressOf(hexToBytes(SENDER.publicKey), 'other');
    modal.dispatch(switchNetwork('cosmos:portico-other-1'));
    await waitFor(
      () => connection()?.caipAddress === `cosmos:portico-other-1:${otherAddress}`,
      10_000,
    );
    expect(modal.getSnapshot().caipAddress).toBe(`cosmos:portico-other-1:${otherAddress}`);
    // The wallet's account switch follows on the chain in use.
    const receiverThere = cosmosAddressOf(hexToBytes(RECEIVER.publicKey), 'other');
    wallet.controls.switchAccount(1);
    await waitFor(
      () => connection()?.caipAddress === `cosmos:portico-other-1:${receiverThere}`,
      10_000,
    );
  }, 30_000);
});
