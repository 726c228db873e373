/** @jest-environment node */
/**
 * The bitcoin adapter end to end in Node: the modal's store and sagas, the Bitcoin dev wallet
 * registered through the Wallet Standard, and the regtest stand-in (test/stack/bitcoin/cli.mjs,
 * which verifies every broadcast's signatures). Connect gives both addresses with payment in
 * use, the ordinals one can be picked, a send is planned, priced at the picked
 * speed, signed and broadcast, and the bad paths say what went wrong. Dev account 2 sends
 * (the e2e tests use 0 and 1).
 */
import { storeOf } from '../../../src/modal/storeOf';
import { getWallets } from '@wallet-standard/app';
import { join } from 'node:path';
import {
  BitcoinInsufficientFundsError,
  bitcoinAdapter,
  bitcoinRegtest,
  bitcoinSignIn,
} from '../../../adapters/bitcoin/createBitcoinAdapter';
import type { ChainAdapter } from '../../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { accountPicked } from '../../../src/features/connections/connectionsSlice';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import type { PorticoEventRecord } from '../../../src/features/events/types';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import { createWalletModal, type WalletModal } from '../../../src/modal/createWalletModal';
import {
  BITCOIN_DEV_ADDRESSES,
  createBitcoinDevWallet,
  type BitcoinDevWallet,
} from '../../../src/testing';
import { callControl } from '../../stack/callControl';
import { startServiceProcess } from '../../support/startServiceProcess';
import { waitFor } from '../../support/walletHarness';
import { sendCostOf } from '../../../src/adapter/chainFees';

const CLI = join(__dirname, '../../stack/bitcoin/cli.mjs');
const [, RECEIVER, SENDER] = BITCOIN_DEV_ADDRESSES as unknown as [
  { payment: string; ordinals: string },
  { payment: string; ordinals: string },
  { payment: string; ordinals: string },
];
const WALLET = 'Stack Bitcoin Wallet';
const CONNECTOR = 'bitcoin:stack-bitcoin';
const BTC = 100_000_000n;

type StandIn = { url: string; controlUrl: string; caipNetworkId: string };
let standIn: { ready: StandIn; stop(): Promise<void> };
let network: CaipNetwork;
let wallet: BitcoinDevWallet;
let adapter: ChainAdapter;
const unregister: (() => void)[] = [];

beforeAll(async () => {
  standIn = await startServiceProcess<StandIn>(CLI, ['--port', '0']);
  network = { ...bitcoinRegtest(standIn.ready.url), testnet: false };
  Object.assign(globalThis, { window: new EventTarget() });
  wallet = createBitcoinDevWallet({ name: WALLET, accountIndex: 2, storage: null });
  unregister.push(getWallets().register(wallet));
  adapter = bitcoinAdapter();
  adapter.setup({ projectId: 'test', networks: [network], emit: () => undefined });
  await adapter.connect({ connectorId: CONNECTOR, network });
});

afterAll(async () => {
  adapter?.destroy();
  unregister.forEach((off) => off());
  delete (globalThis as { window?: unknown }).window;
  await standIn?.stop();
});

beforeEach(async () => {
  await callControl(`${standIn.ready.controlUrl}/reset`, {});
  wallet.controls.approve();
});

const satsOf = async (address: string) => (await adapter.getBalance({ address, network })).value;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('bitcoin adapter on the regtest stand-in', () => {
  it('default: the wallet is listed, and connect answers its payment and ordinals accounts on regtest', async () => {
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: CONNECTOR, name: WALLET, namespace: 'bip122' }),
    );
    const result = await adapter.connect({ connectorId: CONNECTOR, network });
    expect(result.caipNetworkId).toBe(standIn.ready.caipNetworkId);
    expect(result.accounts).toEqual([
      expect.objectContaining({ address: SENDER.payment, type: 'payment' }),
      expect.objectContaining({ address: SENDER.ordinals, type: 'ordinal' }),
    ]);
  });

  it('default: balances in sats with 8 decimals (0.85 BTC and 10 000 sats at start)', async () => {
    await expect(adapter.getBalance({ address: SENDER.payment, network })).resolves.toEqual({
      value: 85_000_000n,
      decimals: 8,
      symbol: 'BTC',
    });
    await expect(satsOf(SENDER.ordinals)).resolves.toBe(10_000n);
  });

  it('default: 0.001 BTC is planned, priced per speed, signed by the wallet and broadcast; balances move', async () => {
    const request = { network, from: SENDER.payment, to: RECEIVER.payment, value: BTC / 1000n };
    const medium = await sendCostOf(adapter, request);
    const high = await sendCostOf(adapter, { ...request, speed: 'high' });
    expect(medium.speed).toMatchObject({ picked: 'medium', rateUnit: 'sat/vB' });
    expect(high.speed!.rate).toBeGreaterThan(medium.speed!.rate);
    expect(high.fee).toBeGreaterThan(medium.fee);
    const [senderBefore, receiverBefore] = [
      await satsOf(SENDER.payment),
      await satsOf(RECEIVER.payment),
    ];
    const txid = await adapter.sendTransaction({
      connectorId: CONNECTOR,
      ...request,
      speed: 'high',
    });
    expect(adapter.chain!.requests.isTransactionHash(txid)).toBe(true);
    await expect(satsOf(RECEIVER.payment)).resolves.toBe(receiverBefore + BTC / 1000n);
    await expect(satsOf(SENDER.payment)).resolves.toBe(senderBefore - BTC / 1000n - high.fee);
  });

  it('error: more than the balance is refused before the wallet is asked, with needed and available', async () => {
    wallet.controls.clearCalls();
    const error = await failureOf(
      adapter.sendTransaction({
        connectorId: CONNECTOR,
        network,
        from: SENDER.payment,
        to: RECEIVER.payment,
        value: BTC,
      }),
    );
    expect(error).toBeInstanceOf(BitcoinInsufficientFundsError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(wallet.controls.calls).not.toContain('bitcoin:signTransaction');
  });

  it('error: a refused signature is 4001 and nothing is broadcast', async () => {
    const before = await satsOf(SENDER.payment);
    wallet.controls.next('bitcoin:signTransaction', 'reject');
    const error = await failureOf(
      adapter.sendTransaction({
        connectorId: CONNECTOR,
        network,
        from: SENDER.payment,
        to: RECEIVER.payment,
        value: BTC / 1000n,
      }),
    );
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 });
    await expect(satsOf(SENDER.payment)).resolves.toBe(before);
  });

  it('error: a receiver on another network is refused as an invalid address', async () => {
    const error = await failureOf(
      sendCostOf(adapter, {
        network,
        from: SENDER.payment,
        to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        value: 10_000n,
      }),
    );
    expect(error).toMatchObject({ code: 'INVALID_ADDRESS' });
  });

  it('default: messages are signed BIP-322 (both addresses) or legacy, each verified by sign-in’s rules', async () => {
    for (const address of [SENDER.payment, SENDER.ordinals]) {
      const signature = await adapter.signMessage({
        connectorId: CONNECTOR,
        address,
        message: 'hi',
      });
      await expect(
        bitcoinSignIn.verifySignature({ message: 'hi', signature, address }),
      ).resolves.toBeUndefined();
      await expect(
        bitcoinSignIn.verifySignature({ message: 'bye', signature, address }),
      ).rejects.toThrow("the signature is not the address's signature of the message");
    }
    wallet.controls.messageSignature = 'legacy';
    try {
      const legacy = await adapter.signMessage({
        connectorId: CONNECTOR,
        address: SENDER.payment,
        message: 'hi',
      });
      expect(Buffer.from(legacy, 'base64')).toHaveLength(65);
    } finally {
      wallet.controls.messageSignature = 'bip322';
    }
  });

  it('behavior: the regtest network is served; mainnet is not (the wallet’s addresses are regtest’s)', async () => {
    await expect(
      adapter.switchNetwork({ connectorId: CONNECTOR, network }),
    ).resolves.toBeUndefined();
    const mainnet = {
      ...network,
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const,
    };
    const error = await failureOf(
      adapter.switchNetwork({ connectorId: CONNECTOR, network: mainnet }),
    );
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' });
  });
});

describe('the modal with the bitcoin adapter', () => {
  let modal: WalletModal;
  let events: PorticoEventRecord[];

  beforeEach(() => {
    modal = createWalletModal(
      {
        projectId: 'bitcoin-test',
        networks: [network],
        adapters: [bitcoinAdapter()],
      },
      { storage: createMemoryStorage() },
    );
    events = [];
    modal.subscribeEvents((event) => events.push(event));
  });
  afterEach(() => modal.destroy());

  const connection = () => storeOf(modal).getState().connections.byNamespace.bip122;

  it('default: connecting uses the payment address and keeps the ordinals one, typed', async () => {
    modal.dispatch(connectorSelected(CONNECTOR));
    await waitFor(() => connection()?.status === 'connected');
    expect(modal.getSnapshot().caipAddress).toBe(`${network.caipNetworkId}:${SENDER.payment}`);
    expect(connection()).toMatchObject({
      addresses: [SENDER.payment, SENDER.ordinals],
      accountTypes: { [SENDER.payment]: 'payment', [SENDER.ordinals]: 'ordinal' },
    });
  });

  it('behavior: picking the ordinals address makes it the account, as a host sees it', async () => {
    modal.dispatch(connectorSelected(CONNECTOR));
    await waitFor(() => connection()?.status === 'connected');
    storeOf(modal).dispatch(accountPicked({ namespace: 'bip122', address: SENDER.ordinals }));
    await waitFor(() => modal.getSnapshot().caipAddress?.endsWith(SENDER.ordinals) ?? false);
    expect(events.filter((e) => e.type === 'ACCOUNT_CHANGED').at(-1)).toMatchObject({
      caipAddress: `${network.caipNetworkId}:${SENDER.ordinals}`,
    });
    // An address the wallet did not authorise cannot be picked.
    storeOf(modal).dispatch(accountPicked({ namespace: 'bip122', address: RECEIVER.payment }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(modal.getSnapshot().caipAddress).toBe(`${network.caipNetworkId}:${SENDER.ordinals}`);
  });

  it('behavior: the wallet moving to another account keeps the kind in use (ordinals stays ordinals)', async () => {
    modal.dispatch(connectorSelected(CONNECTOR));
    await waitFor(() => connection()?.status === 'connected');
    storeOf(modal).dispatch(accountPicked({ namespace: 'bip122', address: SENDER.ordinals }));
    await waitFor(() => modal.getSnapshot().caipAddress?.endsWith(SENDER.ordinals) ?? false);
    try {
      wallet.controls.switchAccount(1);
      await waitFor(() => modal.getSnapshot().caipAddress?.endsWith(RECEIVER.ordinals) ?? false);
      expect(connection()?.accountTypes).toEqual({
        [RECEIVER.payment]: 'payment',
        [RECEIVER.ordinals]: 'ordinal',
      });
    } finally {
      wallet.controls.switchAccount(2);
    }
  });

  it('error: a refused connect leaves nothing half-connected', async () => {
    wallet.controls.disconnect();
    wallet.controls.next('bitcoin:connect', 'reject');
    modal.dispatch(connectorSelected(CONNECTOR));
    await waitFor(() => storeOf(modal).getState().connections.attempt?.status === 'failed');
    expect(connection()).toBeUndefined();
    expect(modal.getSnapshot().caipAddress).toBeNull();
  });
});
