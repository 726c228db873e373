/** @jest-environment node */
/**
 * The Polkadot dev wallet against the local chain (test/stack/polkadot/cli.mjs: chopsticks
 * running a real Substrate runtime, which checks every signature): exactly how the adapter
 * sends, `api.tx.balances.transferKeepAlive(to, amount).signAndSend(address, { signer })`
 * with the wallet's injected signer, finalises and moves balances; a call whose payload is
 * over 256 bytes (signed by its hash) is accepted too; a refused signature sends nothing.
 */
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import { join } from 'node:path';
import { createPolkadotDevWallet } from '../../../src/testing/polkadot/createPolkadotDevWallet';
import { POLKADOT_LOCAL_GENESIS_HASH } from '../../../src/testing/polkadot/polkadotDevAccounts';
import type { PolkadotInjected } from '../../../src/testing/polkadot/types';
import { startServiceProcess } from '../../support/startServiceProcess';

/** Starting chopsticks takes a minute on a busy machine: a guard against a hang, not a budget. */
const START_GUARD_MS = 300_000;

const CLI = join(__dirname, '../../stack/polkadot/cli.mjs');
const ROC = 10n ** 12n;

type Chain = { url: string; genesisHash: string; ss58Prefix: number };
let chain: { ready: Chain; stop(): Promise<void> };
let api: ApiPromise;
let injected: PolkadotInjected;
const wallet = createPolkadotDevWallet({ storage: null });

jest.setTimeout(60_000);

beforeAll(async () => {
  // This runtime predates Metadata API v15: the api says so on every start, noInitWarn or not.
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!/MetadataApi not available/.test(args.map(String).join(' '))) warn(...args);
  });
  chain = await startServiceProcess<Chain>(CLI, ['--port', '0']);
  api = await ApiPromise.create({ provider: new WsProvider(chain.ready.url), noInitWarn: true });
  injected = await wallet.injected.enable('Portico chain test');
}, START_GUARD_MS);

afterAll(async () => {
  await api?.disconnect();
  await chain?.stop();
  // @polkadot/rpc-core drops its subscriptions 1.75 s after a disconnect (refCountDelay).
  await new Promise((resolve) => setTimeout(resolve, 1_800));
  jest.restoreAllMocks();
});

/** A runtime call by name (the api's types are not augmented for this chain here). */
function call(
  section: string,
  method: string,
  ...args: unknown[]
): SubmittableExtrinsic<'promise'> {
  const create = api.tx[section]?.[method];
  if (!create) throw new Error(`the runtime has no ${section}.${method}`);
  return create(...args);
}

const freeOf = async (address: string) => {
  const account = api.query['system']?.['account'];
  if (!account) throw new Error('the runtime has no System.Account');
  const info = (await account(address)) as unknown as { data: { free: { toBigInt(): bigint } } };
  return info.data.free.toBigInt();
};

/** signAndSend through the wallet's signer; resolves once finalized, with its events and fee. */
function send(tx: SubmittableExtrinsic<'promise'>, from: string) {
  return new Promise<{ statuses: string[]; events: string[]; fee: bigint; failed: boolean }>(
    (resolve, reject) => {
      const statuses: string[] = [];
      tx.signAndSend(from, { signer: injected.signer }, (result) => {
        statuses.push(result.status.type);
        if (!result.status.isFinalized) return;
        const withdraw = result.events.find(
          ({ event }) => event.section === 'balances' && event.method === 'Withdraw',
        );
        resolve({
          statuses,
          events: result.events.map(({ event }) => `${event.section}.${event.method}`),
          fee: withdraw
            ? (withdraw.event.data[1] as unknown as { toBigInt(): bigint }).toBigInt()
            : 0n,
          failed: Boolean(result.dispatchError),
        });
      }).catch(reject);
    },
  );
}

test('the chain is the one the wallet knows', () => {
  expect(chain.ready.genesisHash).toBe(POLKADOT_LOCAL_GENESIS_HASH);
  expect(api.genesisHash.toHex()).toBe(POLKADOT_LOCAL_GENESIS_HASH);
});

test('transferKeepAlive signed through injected.signer finalises and moves balances', async () => {
  const [, receiver, sender] = await injected.accounts.get();
  const [senderBefore, receiverBefore] = [
    await freeOf(sender!.address),
    await freeOf(receiver!.address),
  ];
  wallet.controls.clearCalls();
  const result = await send(
    call('balances', 'transferKeepAlive', receiver!.address, 3n * ROC),
    sender!.address,
  );
  expect(result.failed).toBe(false);
  // Usually Ready, Broadcast, InBlock, Finalized. Under load the node's watch may
  // skip a step (CI once saw no InBlock), so only the order and the end are fixed.
  const steps = result.statuses.map((status) =>
    ['Ready', 'Broadcast', 'InBlock', 'Finalized'].indexOf(status),
  );
  expect(steps).not.toContain(-1);
  expect(steps).toEqual([...steps].sort((a, b) => a - b));
  expect(result.statuses.at(-1)).toBe('Finalized');
  expect(result.events).toEqual(
    expect.arrayContaining(['balances.Transfer', 'system.ExtrinsicSuccess']),
  );
  expect(wallet.controls.calls).toEqual(['signPayload']);
  expect(await freeOf(receiver!.address)).toBe(receiverBefore + 3n * ROC);
  expect(await freeOf(sender!.address)).toBe(senderBefore - 3n * ROC - result.fee);
});

test('a call whose payload is over 256 bytes (signed by its blake2 hash) is accepted', async () => {
  const [first] = await injected.accounts.get();
  const remark = call('system', 'remark', `0x${'ab'.repeat(400)}`);
  expect(remark.method.toU8a().length).toBeGreaterThan(256);
  const result = await send(remark, first!.address);
  expect(result.failed).toBe(false);
  expect(result.events).toContain('system.ExtrinsicSuccess');
});

test("a refused signature: signAndSend rejects with Error('Cancelled'), nothing is sent", async () => {
  const [first, second] = await injected.accounts.get();
  const nonce = (await api.rpc.system.accountNextIndex(first!.address)).toNumber();
  wallet.controls.next('signPayload', 'reject');
  await expect(
    send(call('balances', 'transferKeepAlive', second!.address, ROC), first!.address),
  ).rejects.toThrow('Cancelled');
  expect((await api.rpc.system.accountNextIndex(first!.address)).toNumber()).toBe(nonce);
});
