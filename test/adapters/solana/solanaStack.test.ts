/** @jest-environment node */
/**
 * The solana adapter against the local cluster (test/stack/solana/cli.mjs, litesvm behind
 * JSON-RPC and WebSocket): balances read, SOL and SPL sends that move balances in the VM,
 * confirmed over the signature subscription, and the rent rules refused before the wallet is
 * asked. web3.js cannot run in jest's jsdom, so this file runs in node with a bare event
 * target as the page the Wallet Standard registers on.
 */
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { Keypair } from '@solana/web3.js';
import { join } from 'node:path';
import { solanaAdapter } from '../../../adapters/solana/createSolanaAdapter';
import { RentExemptMinimumError } from '../../../adapters/solana/RentExemptMinimumError';
import { solanaLocalnet } from '../../../adapters/solana/solanaNetworks';
import type { ChainAdapter } from '../../../src/adapter/ChainAdapter';
import { createHttpTransport } from '../../../src/adapter/rpc/createHttpTransport';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import {
  createSolanaDevWallet,
  SOLANA_DEV_ADDRESSES,
  SOLANA_DEV_MINT,
  type SolanaDevWallet,
} from '../../../src/testing';
import { callControl } from '../../stack/callControl';
import { startServiceProcess } from '../../support/startServiceProcess';
import { sendCostOf, feeOf } from '../../../src/adapter/chainFees';

const CLI = join(__dirname, '../../stack/solana/cli.mjs');
const [DEV0, DEV1, DEV2] = SOLANA_DEV_ADDRESSES as unknown as [string, string, string];
const SOL = 1_000_000_000n;
const DEV_TOKEN = { address: SOLANA_DEV_MINT, decimals: 6 };
const fresh = () => Keypair.generate().publicKey.toBase58();

type Cluster = { url: string; wsUrl: string; controlUrl: string; caipNetworkId: string };
let cluster: { ready: Cluster; stop(): Promise<void> };
let network: CaipNetwork;
let adapter: ChainAdapter;
let wallet: SolanaDevWallet;
const unregister: (() => void)[] = [];

beforeAll(async () => {
  cluster = await startServiceProcess<Cluster>(CLI, ['--port', '0']);
  network = solanaLocalnet(cluster.ready.url, cluster.ready.wsUrl);
  Object.assign(globalThis, { window: new EventTarget() });
  wallet = createSolanaDevWallet({
    name: 'Stack Wallet',
    rpcUrl: cluster.ready.url,
    storage: null,
  });
  unregister.push(getWallets().register(wallet));
  adapter = solanaAdapter({ confirmTimeoutMs: 10_000 });
  adapter.setup({ projectId: 'test', networks: [network], emit: () => undefined });
  await adapter.connect({ connectorId: 'Stack Wallet', network });
});

afterAll(async () => {
  adapter?.destroy();
  unregister.forEach((off) => off());
  delete (globalThis as { window?: unknown }).window;
  await cluster?.stop();
});

afterEach(() =>
  callControl(`${cluster.ready.controlUrl}/faults`, { malformed: false, slow: false, delayMs: 0 }),
);

const lamportsOf = async (address: string) =>
  (await adapter.getBalance({ address, network })).value;
/** The chain module's token read, over the cluster's JSON-RPC. */
const tokenBalances = (address: string) =>
  adapter.chain.getTokenBalances!(createHttpTransport(cluster.ready.url), address);
const tokensOf = async (address: string) =>
  (await tokenBalances(address)).find((t) => t.address === SOLANA_DEV_MINT)?.amount ?? 0n;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('solana adapter on the local cluster', () => {
  it('default: the dev accounts hold 100 SOL and the dev token (1000 and 250)', async () => {
    expect(network.caipNetworkId).toBe(cluster.ready.caipNetworkId);
    await expect(adapter.getBalance({ address: DEV2, network })).resolves.toEqual({
      value: 100n * SOL,
      decimals: 9,
      symbol: 'SOL',
    });
    await expect(tokenBalances(DEV1)).resolves.toEqual([
      { address: SOLANA_DEV_MINT, amount: 250_000_000n, decimals: 6 },
    ]);
    await expect(tokensOf(DEV0)).resolves.toBe(1_000_000_000n);
    await expect(tokenBalances(fresh())).resolves.toEqual([]);
  });

  it('default: a SOL send to a new account moves 0.25 SOL, fee apart, and answers the signature', async () => {
    const to = fresh();
    const before = await lamportsOf(DEV0);
    const cost = await sendCostOf(adapter, { network, from: DEV0, to, value: SOL / 4n });
    expect(cost).toEqual({ fee: 5000n, extras: [] });
    await expect(feeOf(adapter, { network, from: DEV0, to, value: SOL / 4n })).resolves.toBe(5000n);
    const signature = await adapter.sendTransaction({
      connectorId: 'Stack Wallet',
      network,
      from: DEV0,
      to,
      value: SOL / 4n,
    });
    expect(adapter.chain!.requests.isTransactionHash(signature)).toBe(true);
    await expect(lamportsOf(to)).resolves.toBe(SOL / 4n);
    await expect(lamportsOf(DEV0)).resolves.toBe(before - SOL / 4n - cost.fee);
  });

  it('behavior: a wallet that only signs has it sent over the network’s RPC', async () => {
    const base = createSolanaDevWallet({
      name: 'Signer',
      rpcUrl: cluster.ready.url,
      storage: null,
    });
    const { 'solana:signAndSendTransaction': _dropped, ...features } = base.features;
    const signer = {
      version: base.version,
      name: 'Sign Only Wallet',
      icon: base.icon,
      get chains() {
        return base.chains;
      },
      get accounts() {
        return base.accounts;
      },
      features,
    } as unknown as Wallet;
    unregister.push(getWallets().register(signer));
    await adapter.connect({ connectorId: 'Sign Only Wallet', network });
    const to = fresh();
    await adapter.sendTransaction({
      connectorId: 'Sign Only Wallet',
      network,
      from: DEV0,
      to,
      value: SOL / 100n,
    });
    expect(base.controls.calls).toEqual(['standard:connect', 'solana:signTransaction']);
    await expect(lamportsOf(to)).resolves.toBe(SOL / 100n);
  });

  it('default: an SPL send to a new receiver creates its token account, its rent shown first', async () => {
    const to = fresh();
    const amount = 12_500_000n; // 12.5 tokens
    const cost = await sendCostOf(adapter, {
      network,
      from: DEV0,
      to,
      token: DEV_TOKEN,
      amount,
    });
    expect(cost).toEqual({
      fee: 5000n,
      extras: [{ amount: 2_039_280n, reason: 'newTokenAccount' }],
    });
    const sender = await tokensOf(DEV0);
    const solBefore = await lamportsOf(DEV0);
    const send = { connectorId: 'Stack Wallet', network, from: DEV0, to, token: DEV_TOKEN, amount };
    await adapter.sendToken!(send);
    await expect(tokensOf(to)).resolves.toBe(amount);
    await expect(tokensOf(DEV0)).resolves.toBe(sender - amount);
    await expect(lamportsOf(DEV0)).resolves.toBe(solBefore - 5000n - 2_039_280n);
    // The receiver's account exists now: no rent, no creation the second time.
    await expect(
      sendCostOf(adapter, { network, from: DEV0, to, token: DEV_TOKEN, amount }),
    ).resolves.toEqual({ fee: 5000n, extras: [] });
    await adapter.sendToken!(send);
    await expect(tokensOf(to)).resolves.toBe(2n * amount);
  });

  it('errors: SOL below the rent-exempt minimum to a new account is refused before the wallet', async () => {
    wallet.controls.clearCalls();
    const send = { network, from: DEV0, to: fresh(), value: 1000n };
    const refused = await failureOf(sendCostOf(adapter, send));
    expect(refused).toBeInstanceOf(RentExemptMinimumError);
    expect(refused).toMatchObject({
      code: 'RENT_EXEMPT_MINIMUM',
      account: 'receiver',
      minimum: 890_880n,
      shortMessage: 'The receiver has no account yet: send at least 0.00089088 SOL to create it',
    });
    const sent = await failureOf(adapter.sendTransaction({ connectorId: 'Stack Wallet', ...send }));
    expect(sent).toMatchObject({ code: 'RENT_EXEMPT_MINIMUM' });
    expect(wallet.controls.calls).toEqual([]);
    // To an account that exists, a lamport is fine.
    await expect(sendCostOf(adapter, { ...send, to: DEV1 })).resolves.toMatchObject({
      fee: 5000n,
    });
  });

  it('errors: a send that leaves the sender some dust below the minimum, or overspends, is refused', async () => {
    const balance = await lamportsOf(DEV2);
    const dust = await failureOf(
      sendCostOf(adapter, { network, from: DEV2, to: DEV1, value: balance - 5000n - 1n }),
    );
    expect(dust).toMatchObject({ code: 'RENT_EXEMPT_REMAINDER', account: 'sender' });
    const over = await failureOf(
      sendCostOf(adapter, { network, from: DEV2, to: DEV1, value: balance }),
    );
    expect(over).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // All of it, less the fee, empties the account: allowed.
    await expect(
      sendCostOf(adapter, { network, from: DEV2, to: DEV1, value: balance - 5000n }),
    ).resolves.toMatchObject({ fee: 5000n });
  });

  it('errors: the user’s refusal to send is 4001, and nothing moves', async () => {
    const to = fresh();
    wallet.controls.next('solana:signAndSendTransaction', 'reject');
    const refused = await failureOf(
      adapter.sendTransaction({ connectorId: 'Stack Wallet', network, from: DEV0, to, value: SOL }),
    );
    expect(refused).toBeInstanceOf(ProviderRpcError);
    expect((refused as ProviderRpcError).rpcCode).toBe(4001);
    await expect(lamportsOf(to)).resolves.toBe(0n);
  });

  it('errors: more tokens than the sender holds is the node’s refusal, typed', async () => {
    const refused = await failureOf(
      adapter.sendToken!({
        connectorId: 'Stack Wallet',
        network,
        from: DEV0,
        to: DEV1,
        token: DEV_TOKEN,
        amount: 10n ** 15n,
      }),
    );
    expect(refused).toMatchObject({ code: 'INSUFFICIENT_TOKEN_BALANCE' });
  });

  it('errors: a token the network does not have, and a token account as receiver, are refused', async () => {
    const notAMint = await failureOf(
      sendCostOf(adapter, {
        network,
        from: DEV0,
        to: DEV1,
        token: { address: fresh(), decimals: 6 },
        amount: 1n,
      }),
    );
    expect(notAMint).toMatchObject({ code: 'INVALID_TOKEN' });
    const { getAssociatedTokenAddressSync } = await import('@solana/spl-token');
    const { PublicKey } = await import('@solana/web3.js');
    const tokenAccount = getAssociatedTokenAddressSync(
      new PublicKey(SOLANA_DEV_MINT),
      new PublicKey(DEV1),
    ).toBase58();
    const toTokenAccount = await failureOf(
      sendCostOf(adapter, {
        network,
        from: DEV0,
        to: tokenAccount,
        token: DEV_TOKEN,
        amount: 1n,
      }),
    );
    expect(toTokenAccount).toMatchObject({ code: 'RECEIVER_IS_TOKEN_ACCOUNT' });
  });

  it('errors: a malformed RPC answer is refused, typed', async () => {
    await callControl(`${cluster.ready.controlUrl}/faults`, { malformed: true });
    const refused = await failureOf(adapter.getBalance({ address: DEV0, network }));
    expect(refused).toBeInstanceOf(PorticoError);
    expect((refused as PorticoError).code).toMatch(/RPC_PARSE_ERROR|INVALID_RPC_RESPONSE/);
  });

  it('errors: no confirmation within the timeout is TRANSACTION_NOT_CONFIRMED, naming the signature', async () => {
    const impatient = solanaAdapter({ confirmTimeoutMs: 150 });
    impatient.setup({ projectId: 'test', networks: [network], emit: () => undefined });
    await impatient.connect({ connectorId: 'Stack Wallet', network });
    // Every answer, the signature notification too, now takes 400 ms.
    await callControl(`${cluster.ready.controlUrl}/faults`, { slow: true, delayMs: 400 });
    const late = await failureOf(
      impatient.sendTransaction({
        connectorId: 'Stack Wallet',
        network,
        from: DEV0,
        to: DEV1,
        value: 1n,
      }),
    );
    impatient.destroy();
    // web3.js settles the subscription it was denied (one more socket, closed when idle)
    // before the cluster stops, which would make that socket's connect fail loudly.
    await callControl(`${cluster.ready.controlUrl}/faults`, { slow: false, delayMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(late).toMatchObject({
      code: 'TRANSACTION_NOT_CONFIRMED',
      details: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{86,88}: no confirmation within 150 ms/),
    });
  });
});
