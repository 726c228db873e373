/** @jest-environment node */
import { createDevWallet, DEV_ADDRESSES, type DevWallet } from '../../src/testing';
import { deployBatchImplementation } from '../support/deployBatchImplementation';
import { rpc } from '../support/rpc';
import { startTestChain, type TestChain } from '../support/startTestChain';

/**
 * EIP-5792 in the dev wallet over an EIP-7702 delegation to Simple7702Account, on anvil:
 * capabilities, one prompt for a whole batch, all or nothing, and the batch's status.
 */

const RECEIVERS = ['0x000000000000000000000000000000000000dEaD', DEV_ADDRESSES[7]!];
const HEX_CHAIN = '0x7a69';

let chain: TestChain;
let implementation: string;
beforeAll(async () => {
  chain = await startTestChain(31337);
  implementation = await deployBatchImplementation(chain.url, DEV_ADDRESSES[9]!);
});
afterAll(() => chain?.stop());

async function connected(accountIndex: number, batch = true): Promise<DevWallet> {
  const wallet = createDevWallet({
    chains: { 31337: chain.url },
    accountIndex,
    script: { batchImplementation: batch ? implementation : null },
  });
  await wallet.request({ method: 'eth_requestAccounts' });
  return wallet;
}

const balanceOf = async (address: string) =>
  BigInt(await rpc<string>(chain.url, 'eth_getBalance', [address, 'latest']));

async function statusOf(wallet: DevWallet, id: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const status = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number;
      atomic: boolean;
      receipts?: { status: string }[];
    };
    if (status.status !== 100) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`batch ${id} still pending`);
}

const transfers = (wei: bigint[]) =>
  wei.map((value, index) => ({ to: RECEIVERS[index]!, value: `0x${value.toString(16)}` }));

test('default: without batchImplementation the wallet_* batch methods are refused (4200)', async () => {
  const wallet = await connected(1, false);
  await expect(
    wallet.request({ method: 'wallet_getCapabilities', params: [DEV_ADDRESSES[1], [HEX_CHAIN]] }),
  ).rejects.toMatchObject({ code: 4200 });
});

test('behavior: a batch delegates the account (ready → supported) and sends every call at once', async () => {
  const wallet = await connected(2);
  const account = DEV_ADDRESSES[2]!;
  expect(
    await wallet.request({ method: 'wallet_getCapabilities', params: [account, [HEX_CHAIN]] }),
  ).toEqual({ [HEX_CHAIN]: { atomic: { status: 'ready' } } });
  const before = await Promise.all(RECEIVERS.map(balanceOf));
  const { id } = (await wallet.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: HEX_CHAIN,
        from: account,
        atomicRequired: true,
        calls: transfers([1n, 2n]),
      },
    ],
  })) as { id: string };
  expect(await statusOf(wallet, id)).toMatchObject({
    status: 200,
    atomic: true,
    receipts: [{ status: '0x1' }],
  });
  expect(await Promise.all(RECEIVERS.map(balanceOf))).toEqual([before[0]! + 1n, before[1]! + 2n]);
  expect(await rpc(chain.url, 'eth_getCode', [account, 'latest'])).toBe(
    `0xef0100${implementation.slice(2).toLowerCase()}`,
  );
  expect(
    await wallet.request({ method: 'wallet_getCapabilities', params: [account, [HEX_CHAIN]] }),
  ).toEqual({ [HEX_CHAIN]: { atomic: { status: 'supported' } } });

  // Delegated now: the next batch is a plain transaction to itself.
  const again = (await wallet.request({
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: HEX_CHAIN, from: account, calls: transfers([3n]) }],
  })) as { id: string };
  expect(await statusOf(wallet, again.id)).toMatchObject({ status: 200 });
});

test('behavior: all or nothing: a failing call reverts the whole batch (status 500)', async () => {
  const wallet = await connected(3);
  const account = DEV_ADDRESSES[3]!;
  const before = await balanceOf(RECEIVERS[0]!);
  const tooMuch = (await balanceOf(account)) * 2n;
  const { id } = (await wallet.request({
    method: 'wallet_sendCalls',
    params: [
      { version: '2.0.0', chainId: HEX_CHAIN, from: account, calls: transfers([1n, tooMuch]) },
    ],
  })) as { id: string };
  expect(await statusOf(wallet, id)).toMatchObject({ status: 500, receipts: [{ status: '0x0' }] });
  expect(await balanceOf(RECEIVERS[0]!)).toBe(before);
});

test('errors: one prompt for the batch: a refusal is 4001 and sends nothing; bad calls are -32602', async () => {
  const wallet = await connected(4);
  const account = DEV_ADDRESSES[4]!;
  const nonce = await rpc(chain.url, 'eth_getTransactionCount', [account, 'latest']);
  wallet.controls.next('wallet_sendCalls', 'reject');
  await expect(
    wallet.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: HEX_CHAIN, from: account, calls: transfers([1n]) }],
    }),
  ).rejects.toMatchObject({ code: 4001 });
  await expect(
    wallet.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: HEX_CHAIN, from: account, calls: [{ to: 'nope' }] }],
    }),
  ).rejects.toMatchObject({ code: -32602 });
  expect(await rpc(chain.url, 'eth_getTransactionCount', [account, 'latest'])).toBe(nonce);
});
