/**
 * One WalletConnect session across eip155 and solana: a dapp proposes both namespaces, the
 * peer wallet (with `solana`) approves both, and answers Solana requests signed with its
 * ed25519 dev key. `node --test test/stack/walletconnect/`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SignClient } from '@walletconnect/sign-client';
import { ed25519 } from '@noble/curves/ed25519';
import {
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { startSolanaRpc } from '../solana/startSolanaRpc.mjs';
import { startPeerWallet } from './peerWallet.mjs';
import { startRelay } from './relay.mjs';
import { memoryStorage } from './memoryStorage.mjs';

/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };
const SOLANA = 'solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP';
/** The Solana dev wallet's first account (seed sha256("portico-dev-solana-0")). */
const SOLANA_ACCOUNT = '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g';
const RECEIVER = 'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg';
const BLOCKHASH = 'G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar';

/** @type {Awaited<ReturnType<typeof startRelay>>} */
let relay;
/** @type {import('../solana/startSolanaRpc.mjs').SolanaRpc} */
let cluster;
/** @type {Awaited<ReturnType<typeof startPeerWallet>>} */
let wallet;
/** @type {Awaited<ReturnType<typeof SignClient.init>>} */
let dapp;
/** @type {import('@walletconnect/types').SessionTypes.Struct} */
let session;

/**
 * @param {string} method
 * @param {unknown} params
 * @returns {Promise<any>} any: the wallet's answer, checked by each test
 */
const solanaRequest = (method, params) =>
  dapp.request({ topic: session.topic, chainId: SOLANA, request: { method, params } });

before(async () => {
  relay = await startRelay({ port: 0 });
  cluster = await startSolanaRpc({ port: 0 });
  assert.equal(cluster.caipNetworkId, SOLANA);
  wallet = await startPeerWallet({
    port: 0,
    relayUrl: relay.url,
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    solana: { caipNetworkId: SOLANA, rpcUrl: cluster.url },
    proposals: 'approve',
    requests: 'approve',
  });
  dapp = await SignClient.init({
    projectId: 'portico-test',
    relayUrl: relay.url,
    storage: memoryStorage(),
    customStoragePrefix: 'portico-test-solana-dapp',
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Two namespaces', description: 'test', url: 'http://127.0.0.1', icons: [] },
  });
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
      solana: {
        chains: [SOLANA],
        methods: ['solana_signMessage', 'solana_signTransaction'],
        events: [],
      },
    },
  });
  const settled = approval();
  settled.catch(() => {});
  const response = await fetch(`${wallet.controlUrl}/pair`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ uri }),
  });
  assert.equal(response.status, 200);
  session = await settled;
});

after(async () => {
  dapp?.core.heartbeat.stop();
  await dapp?.core.relayer.transportClose().catch(() => {});
  await wallet?.stop();
  await cluster?.close();
  await relay?.stop();
});

test('one proposal, both namespaces: an EVM and a Solana account in the session', LIMIT, () => {
  assert.deepEqual(session.namespaces.solana.accounts, [`${SOLANA}:${SOLANA_ACCOUNT}`]);
  assert.equal(session.namespaces.eip155.accounts.length, 1);
});

test('solana_signMessage: an ed25519 signature of the message by the account', LIMIT, async () => {
  const message = new TextEncoder().encode('Sign in to Portico');
  const { signature } = await solanaRequest('solana_signMessage', {
    message: bs58.encode(message),
    pubkey: SOLANA_ACCOUNT,
  });
  const key = new PublicKey(SOLANA_ACCOUNT).toBytes();
  assert.equal(ed25519.verify(bs58.decode(signature), message, key), true);
  assert.equal(ed25519.verify(bs58.decode(signature), new TextEncoder().encode('x'), key), false);
});

test(
  'solana_signTransaction: legacy and v0 transactions come back signed and valid',
  LIMIT,
  async () => {
    const payer = new PublicKey(SOLANA_ACCOUNT);
    const transfer = SystemProgram.transfer({
      fromPubkey: payer,
      toPubkey: new PublicKey(RECEIVER),
      lamports: 1_000,
    });
    const legacy = new Transaction({ feePayer: payer, recentBlockhash: BLOCKHASH }).add(transfer);
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer,
        recentBlockhash: BLOCKHASH,
        instructions: [transfer],
      }).compileToV0Message(),
    );
    for (const wire of [
      legacy.serialize({ requireAllSignatures: false, verifySignatures: false }),
      v0.serialize(),
    ]) {
      const answer = await solanaRequest('solana_signTransaction', {
        transaction: Buffer.from(wire).toString('base64'),
      });
      const signed = VersionedTransaction.deserialize(Buffer.from(answer.transaction, 'base64'));
      assert.equal(bs58.encode(signed.signatures[0]), answer.signature);
      assert.equal(
        ed25519.verify(signed.signatures[0], signed.message.serialize(), payer.toBytes()),
        true,
      );
    }
  },
);

test(
  'solana_signAndSendTransaction: signed and sent to the cluster, the SOL moves in the VM',
  LIMIT,
  async () => {
    const rpc = async (/** @type {string} */ method, /** @type {unknown[]} */ params) => {
      const response = await fetch(cluster.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return (await response.json()).result;
    };
    const receiver = new PublicKey(new Uint8Array(32).fill(7));
    const { value } = await rpc('getLatestBlockhash', []);
    const transaction = new Transaction({
      feePayer: new PublicKey(SOLANA_ACCOUNT),
      recentBlockhash: value.blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(SOLANA_ACCOUNT),
        toPubkey: receiver,
        lamports: 1_500_000_000,
      }),
    );
    const { signature } = await solanaRequest('solana_signAndSendTransaction', {
      transaction: transaction
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('base64'),
    });
    assert.equal(bs58.decode(signature).length, 64);
    assert.equal((await rpc('getBalance', [receiver.toBase58()])).value, 1_500_000_000);
  },
);

test('a Solana request the user rejects fails with 4001', LIMIT, async () => {
  await fetch(`${wallet.controlUrl}/behavior`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requests: 'reject' }),
  });
  await assert.rejects(
    solanaRequest('solana_signMessage', {
      message: bs58.encode(Buffer.from('no')),
      pubkey: SOLANA_ACCOUNT,
    }),
    (/** @type {any} */ error) => error.code === 4001,
  );
});
