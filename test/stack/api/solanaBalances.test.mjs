/**
 * The stand-in's token balances on the local Solana cluster (started with `solana`): SOL and
 * the dev mint (as PUSD) read from the cluster's RPC, in the spec's shape, following what
 * the VM holds. Run: `node --test test/stack/api/`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sha256 } from '@noble/hashes/sha256';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { startSolanaRpc } from '../solana/startSolanaRpc.mjs';
import { startApiStandIn } from './startApiStandIn.mjs';

const PROJECT = 'projectId=portico-test&st=portico&sv=0.1.0';
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };
/** Dev account 2: 100 SOL, no token. */
const ACCOUNT_2 = Keypair.fromSeed(sha256(new TextEncoder().encode('portico-dev-solana-2')));

let cluster;
let api;

const balances = async (address) => {
  const response = await fetch(
    `${api.url}/v1/account/${address}/balance?currency=usd&chainId=${cluster.caipNetworkId}&${PROJECT}`,
    { signal: AbortSignal.timeout(10_000) },
  );
  return { status: response.status, body: await response.json() };
};

before(async () => {
  cluster = await startSolanaRpc({ port: 0 });
  api = await startApiStandIn({
    port: 0,
    solana: { caipNetworkId: cluster.caipNetworkId, rpcUrl: cluster.url, mint: cluster.mint },
  });
});

after(async () => {
  await api?.stop();
  await cluster?.close();
});

test('the cluster is a supported chain', LIMIT, async () => {
  const response = await fetch(`${api.url}/v1/supported-chains?${PROJECT}`);
  assert.deepEqual((await response.json()).http, [cluster.caipNetworkId]);
});

test(
  'default: SOL and the dev token of account 0, valued at the fixture prices',
  LIMIT,
  async () => {
    const { status, body } = await balances(cluster.devAddresses[0]);
    assert.equal(status, 200);
    assert.deepEqual(
      body.balances.map(({ symbol, quantity, value, address, chainId }) => ({
        symbol,
        quantity,
        value,
        address,
        chainId,
      })),
      [
        {
          symbol: 'SOL',
          quantity: { decimals: '9', numeric: '100' },
          value: 15_000,
          address: undefined,
          chainId: cluster.caipNetworkId,
        },
        {
          symbol: 'PUSD',
          quantity: { decimals: '6', numeric: '1000' },
          value: 1000,
          address: `${cluster.caipNetworkId}:${cluster.mint}`,
          chainId: cluster.caipNetworkId,
        },
      ],
    );
  },
);

test('behavior: balances follow the VM: a transfer shows at once', LIMIT, async () => {
  const connection = new Connection(cluster.url, {
    commitment: 'confirmed',
    wsEndpoint: cluster.wsUrl,
  });
  try {
    const receiver = Keypair.generate().publicKey;
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: ACCOUNT_2.publicKey,
          toPubkey: new PublicKey(receiver),
          lamports: 2_500_000_000,
        }),
      ),
      [ACCOUNT_2],
    );
    const { body } = await balances(receiver.toBase58());
    assert.deepEqual(
      body.balances.map((b) => `${b.symbol} ${b.quantity.numeric}`),
      ['SOL 2.5'],
    );
  } finally {
    // web3.js v1 has no close(): stop its socket's reconnects so the process can end.
    const socket = /** @type {any} */ (connection)._rpcWebSocket;
    socket.reconnect = false;
    socket.close();
  }
});

test('errors: an address that is not base58 is a 400', LIMIT, async () => {
  const { status, body } = await balances('0xnot-solana');
  assert.equal(status, 400);
  assert.match(body.message, /Invalid address/);
});
