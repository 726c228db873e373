/** @jest-environment node */
/**
 * The polkadot adapter end to end in Node: the dev wallet (src/testing/polkadot, ed25519
 * accounts listed with prefix 42) injected on a bare EventTarget standing for the page, and
 * the local chain (test/stack/polkadot/cli.mjs: chopsticks running Rococo Asset Hub's real
 * runtime offline, ROC with 12 decimals, SS58 prefix 2, ED 0.000003333333 ROC). Balances,
 * fees and finalised sends go through @polkadot/api, loaded by the adapter on first need.
 * Dev account 2 sends (1 000 ROC), 3 holds 0.01 ROC; receivers are fresh keys.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { join } from 'node:path';
import {
  ExistentialDepositError,
  PolkadotInsufficientFundsError,
  polkadotAdapter,
  polkadotLocal,
  polkadotSignIn,
} from '../../../adapters/polkadot/createPolkadotAdapter';
import { createPolkadotApis } from '../../../adapters/polkadot/createPolkadotApis';
import type { InjectedExtension } from '../../../adapters/polkadot/InjectedWeb3';
import { encodePolkadotAddress } from '../../../adapters/polkadot/polkadotAddress';
import { sendTransfer } from '../../../adapters/polkadot/polkadotTransfers';
import type { ChainAdapter } from '../../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { createPolkadotDevWallet } from '../../../src/testing/polkadot/createPolkadotDevWallet';
import { injectPolkadotDevWallet } from '../../../src/testing/polkadot/injectPolkadotDevWallet';
import type { PolkadotDevWallet } from '../../../src/testing/polkadot/types';
import { startServiceProcess } from '../../support/startServiceProcess';
import { sendCostOf, feeOf } from '../../../src/adapter/chainFees';

/** Starting chopsticks takes a minute on a busy machine: a guard against a hang, not a budget. */
const START_GUARD_MS = 300_000;

jest.setTimeout(60_000);

const CLI = join(__dirname, '../../stack/polkadot/cli.mjs');
const ROC = 10n ** 12n;

type Chain = {
  url: string;
  genesisHash: string;
  caipNetworkId: string;
  symbol: string;
  decimals: number;
  ss58Prefix: number;
  existentialDeposit: string;
  devAccounts: { index: number; address: string; chainAddress: string; free: string }[];
};

let chain: { ready: Chain; stop(): Promise<void> };
let network: CaipNetwork;
let wallet: PolkadotDevWallet;
let adapter: ChainAdapter;
let connectorId: string;
let sender: string;
let poor: string;
let ED: bigint;

let fresh = 0;
/** A new account's address on the chain: nobody has sent it anything. */
const freshAddress = () => {
  fresh += 1;
  const seed = new Uint8Array(32).fill(fresh);
  seed[0] = 0xa5;
  return encodePolkadotAddress(ed25519.getPublicKey(seed), 2);
};

beforeAll(async () => {
  chain = await startServiceProcess<Chain>(CLI, ['--port', '0']);
  const { ready } = chain;
  network = polkadotLocal(ready.url, {
    genesisHash: ready.genesisHash,
    symbol: ready.symbol,
    decimals: ready.decimals,
    ss58Prefix: ready.ss58Prefix,
  });
  ED = BigInt(ready.existentialDeposit);
  sender = ready.devAccounts[2]!.chainAddress;
  poor = ready.devAccounts[3]!.chainAddress;
  const host = new EventTarget();
  wallet = injectPolkadotDevWallet(
    createPolkadotDevWallet({ accountIndices: [2, 3], storage: null }),
    host as never,
  );
  connectorId = `polkadot:${wallet.key}`;
  adapter = polkadotAdapter({ host: host as never });
  adapter.setup({ projectId: 'test', networks: [network], emit: () => undefined });
  await adapter.connect({ connectorId, network });
}, START_GUARD_MS);

afterAll(async () => {
  adapter?.destroy();
  // The sockets close (their timers with them) before the node goes away.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await chain?.stop();
});

beforeEach(() => {
  wallet.controls.approve();
  wallet.controls.clearCalls();
});

const planckOf = async (address: string) => (await adapter.getBalance({ address, network })).value;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('polkadot adapter on the local chain', () => {
  it('default: the dev wallet connects; its accounts in the chain’s SS58 form (prefix 2)', async () => {
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: connectorId, namespace: 'polkadot', kind: 'injected' }),
    );
    const result = await adapter.connect({ connectorId, network });
    expect(result.caipNetworkId).toBe(chain.ready.caipNetworkId);
    expect(result.accounts.map((account) => account.address)).toEqual([sender, poor]);
    expect(result.accounts[0]).toMatchObject({ namespace: 'polkadot', type: 'eoa' });
  });

  it('default: balances in planck with the chain’s decimals and symbol', async () => {
    await expect(adapter.getBalance({ address: sender, network })).resolves.toEqual({
      value: expect.any(BigInt),
      decimals: 12,
      symbol: 'ROC',
    });
    await expect(planckOf(poor)).resolves.toBe(BigInt(chain.ready.devAccounts[3]!.free));
    // The wallet's form of the address (prefix 42) reads the same account.
    await expect(planckOf(chain.ready.devAccounts[3]!.address)).resolves.toBe(10_000_000_000n);
    await expect(planckOf(freshAddress())).resolves.toBe(0n);
  });

  it('default: 1 ROC is priced, signed by the wallet, finalised; both balances move by it (fee apart)', async () => {
    const to = freshAddress();
    const cost = await sendCostOf(adapter, { network, from: sender, to, value: ROC });
    expect(cost.fee).toBeGreaterThan(0n);
    expect(cost.extras).toEqual([]);
    await expect(feeOf(adapter, { network, from: sender, to, value: ROC })).resolves.toBe(cost.fee);
    const before = await planckOf(sender);
    const hash = await adapter.sendTransaction({
      connectorId,
      network,
      from: sender,
      to,
      value: ROC,
    });
    expect(adapter.chain!.requests.isTransactionHash(hash)).toBe(true);
    expect(wallet.controls.calls).toEqual(['signPayload']);
    await expect(planckOf(to)).resolves.toBe(ROC);
    const spent = before - (await planckOf(sender));
    expect(spent - ROC).toBeGreaterThan(0n);
    expect(spent - ROC).toBeLessThanOrEqual(cost.fee);
  });

  it('error: a refused signature is 4001 and nothing moves', async () => {
    const to = freshAddress();
    const before = await planckOf(sender);
    wallet.controls.next('signPayload', 'reject');
    const error = await failureOf(
      adapter.sendTransaction({ connectorId, network, from: sender, to, value: ROC }),
    );
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
    await expect(planckOf(sender)).resolves.toBe(before);
    await expect(planckOf(to)).resolves.toBe(0n);
  });

  it('error: the existential deposit and the balance are checked before the wallet is asked', async () => {
    const below = await failureOf(
      sendCostOf(adapter, { network, from: sender, to: freshAddress(), value: ED - 1n }),
    );
    expect(below).toBeInstanceOf(ExistentialDepositError);
    expect(below).toMatchObject({
      code: 'EXISTENTIAL_DEPOSIT',
      minimum: ED,
      params: { minimum: '0.000003333333 ROC' },
    });
    const free = await planckOf(poor);
    // The fee of an amount of the same encoded length (a compact integer's bytes are priced).
    const { fee } = await sendCostOf(adapter, {
      network,
      from: poor,
      to: sender,
      value: free / 2n,
    });
    const remainder = await failureOf(
      adapter.sendTransaction({
        connectorId,
        network,
        from: poor,
        to: sender,
        value: free - fee - ED / 2n,
      }),
    );
    expect(remainder).toBeInstanceOf(ExistentialDepositError);
    expect(remainder).toMatchObject({ code: 'EXISTENTIAL_DEPOSIT_REMAINDER', account: 'sender' });
    const tooMuch = await failureOf(
      adapter.sendTransaction({ connectorId, network, from: poor, to: sender, value: ROC }),
    );
    expect(tooMuch).toBeInstanceOf(PolkadotInsufficientFundsError);
    expect(tooMuch).toMatchObject({ code: 'INSUFFICIENT_FUNDS', available: free });
    expect(wallet.controls.calls).toEqual([]);
    await expect(planckOf(poor)).resolves.toBe(free);
  });

  it('error: the runtime’s own refusal (dispatch error in its block) is typed too', async () => {
    // Past the adapter's checks: the transfer signed and sent as it is, below the ED.
    const apis = createPolkadotApis(10_000);
    try {
      const api = await apis.get(chain.ready.url);
      const injected = (await wallet.injected.enable('Portico')) as unknown as InjectedExtension;
      const error = await failureOf(
        sendTransfer(api, {
          from: sender,
          to: freshAddress(),
          value: 1_000n,
          signer: injected.signer,
          currency: network.nativeCurrency,
          existentialDeposit: ED,
          confirmTimeoutMs: 30_000,
        }),
      );
      expect(error).toBeInstanceOf(ExistentialDepositError);
      expect(error).toMatchObject({ code: 'EXISTENTIAL_DEPOSIT', account: 'receiver' });
    } finally {
      apis.destroy();
    }
  });

  it('default: a signed message is verified (ed25519, <Bytes> wrapped) and passes sign-in', async () => {
    const message = 'localhost wants you to sign in with your Polkadot account: ✓';
    const signature = await adapter.signMessage({ connectorId, address: sender, message });
    expect(wallet.controls.calls).toEqual(['signRaw']);
    await expect(
      polkadotSignIn.verifySignature({ message, signature, address: sender }),
    ).resolves.toBeUndefined();
    wallet.controls.next('signRaw', 'reject');
    await expect(
      adapter.signMessage({ connectorId, address: sender, message }),
    ).rejects.toMatchObject({ rpcCode: 4001 });
  });
});
