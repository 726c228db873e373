/** @jest-environment node */
/**
 * The Cosmos dev wallet end to end against the local chain (test/stack/cosmos/cli.mjs, which
 * verifies every broadcast's signature, sequence and fee): an unmodified SigningStargateClient
 * signs through the wallet's Keplr-style offline signers, exactly as the adapter sends, and
 * the funds move; a refused prompt sends nothing.
 */
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate';
import { join } from 'node:path';
import {
  COSMOS_DEV_ADDRESSES,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_GAS_PRICE,
} from '../../../src/testing/cosmos/cosmosDevAccounts';
import { createCosmosDevWallet } from '../../../src/testing/cosmos/createCosmosDevWallet';
import type { CosmosDevWallet } from '../../../src/testing/cosmos/types';
import { callControl } from '../../stack/callControl';
import { startServiceProcess } from '../../support/startServiceProcess';

const CLI = join(__dirname, '../../stack/cosmos/cli.mjs');
const [, RECEIVER, SENDER] = COSMOS_DEV_ADDRESSES;
const CHAIN = COSMOS_LOCAL_CHAIN_ID;
const FUNDS = 1_000_000_000n;
/** One MsgSend at 'auto' gas: 80,000 gas × 1.4 × 0.025 uatom. */
const AUTO_FEE = 2_800n;

type StandIn = { url: string; controlUrl: string; chainId: string; caipNetworkId: string };
type Status = { calls: Record<string, number>; height: number };
let standIn: { ready: StandIn; stop(): Promise<void> };
let wallet: CosmosDevWallet;
const clients: SigningStargateClient[] = [];

beforeAll(async () => {
  standIn = await startServiceProcess<StandIn>(CLI, ['--port', '0']);
}, 120_000); // a guard against a hang: a stand-in starting on a busy machine
afterAll(() => standIn?.stop());
beforeEach(async () => {
  await callControl(`${standIn.ready.controlUrl}/reset`, {});
  wallet = createCosmosDevWallet({ storage: null, accountIndex: 2, rpcUrl: standIn.ready.url });
});
afterEach(() => clients.splice(0).forEach((client) => client.disconnect()));

/** How the adapter connects: Keplr's signer, the chain's gas price, fast polling. */
async function connect(signer: Parameters<typeof SigningStargateClient.connectWithSigner>[1]) {
  const client = await SigningStargateClient.connectWithSigner(standIn.ready.url, signer, {
    gasPrice: GasPrice.fromString(COSMOS_LOCAL_GAS_PRICE),
    broadcastPollIntervalMs: 100,
    broadcastTimeoutMs: 2000,
  });
  clients.push(client);
  return client;
}
const uatom = async (client: SigningStargateClient, address: string) =>
  BigInt((await client.getBalance(address, 'uatom')).amount);

test('the stand-in is the chain the wallet knows', () => {
  expect(standIn.ready.chainId).toBe(CHAIN);
  expect(standIn.ready.caipNetworkId).toBe(COSMOS_LOCAL_CAIP_NETWORK_ID);
});

test("getOfflineSigner + sendTokens(…, 'auto'): SIGN_MODE_DIRECT, funds move", async () => {
  await wallet.provider.enable(CHAIN);
  const { bech32Address } = await wallet.provider.getKey(CHAIN);
  expect(bech32Address).toBe(SENDER);
  const client = await connect(wallet.provider.getOfflineSigner(CHAIN));
  const result = await client.sendTokens(
    SENDER,
    RECEIVER,
    [{ denom: 'uatom', amount: '4321' }],
    'auto',
    'dev wallet',
  );
  expect(result.code).toBe(0);
  expect(result.height).toBe(2);
  expect(await uatom(client, SENDER)).toBe(FUNDS - 4321n - AUTO_FEE);
  expect(await uatom(client, RECEIVER)).toBe(FUNDS + 4321n);
  expect((await client.getTx(result.transactionHash))?.code).toBe(0);
  expect(wallet.controls.calls).toEqual(expect.arrayContaining(['signDirect']));
});

test('the amino-only and auto signers send too', async () => {
  wallet.controls.approve();
  const amino = await connect(wallet.provider.getOfflineSignerOnlyAmino(CHAIN));
  expect(
    (await amino.sendTokens(SENDER, RECEIVER, [{ denom: 'uatom', amount: '1' }], 'auto')).code,
  ).toBe(0);
  expect(wallet.controls.calls).toContain('signAmino');
  const auto = await connect(await wallet.provider.getOfflineSignerAuto(CHAIN));
  expect(
    (await auto.sendTokens(SENDER, RECEIVER, [{ denom: 'uatom', amount: '2' }], 'auto')).code,
  ).toBe(0);
  expect(await uatom(auto, RECEIVER)).toBe(FUNDS + 3n);
});

test('a refused signature sends nothing', async () => {
  await wallet.provider.enable(CHAIN);
  const client = await connect(wallet.provider.getOfflineSigner(CHAIN));
  wallet.controls.next('signDirect', 'reject');
  await expect(
    client.sendTokens(SENDER, RECEIVER, [{ denom: 'uatom', amount: '5' }], 'auto'),
  ).rejects.toThrow('Request rejected');
  const status = await callControl<Status>(`${standIn.ready.controlUrl}/status`);
  expect(status.calls.broadcast_tx_sync ?? 0).toBe(0);
  expect(status.height).toBe(1);
  expect(await uatom(client, RECEIVER)).toBe(FUNDS);
});
