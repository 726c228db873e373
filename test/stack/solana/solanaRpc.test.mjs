/**
 * The Solana RPC stand-in driven by an unmodified @solana/web3.js v1 Connection (HTTP and
 * WebSocket) and @solana/spl-token: the dev accounts and mint at start, airdrop, SOL and SPL
 * transfers, refusals with the validator's errors, fees, rent, request validation, the
 * signature subscription, the faults and the CLI. Run: `node --test test/stack/solana/`.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import WebSocket from 'ws';
import { MAX_BLOCKHASH_AGE, SLOT_MS, createSolanaLedger } from './createSolanaLedger.mjs';
import { DEV_MINT, SOLANA_DEV_ADDRESSES, devKeypair } from './devAccounts.mjs';
import { startSolanaRpc } from './startSolanaRpc.mjs';

let rpc;
let conn;
/** The stand-in's clock: wall time, or held still while a test compares two reads. */
let heldAt = null;
const now = () => heldAt ?? Date.now();
const dev = [0, 1, 2].map(devKeypair);
const mint = new PublicKey(DEV_MINT);

before(async () => {
  const started = performance.now();
  rpc = await startSolanaRpc({ now });
  conn = new Connection(rpc.url, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl });
  console.log(`# stand-in start: ${(performance.now() - started).toFixed(0)} ms`);
});

after(async () => {
  // web3.js v1 has no close(): without this its socket reconnects forever (and one the
  // faults dropped may have a reconnect already scheduled).
  conn._rpcWebSocket.reconnect = false;
  clearTimeout(conn._rpcWebSocket.reconnect_timer_id);
  conn._rpcWebSocket.close();
  await rpc.close();
});

async function post(body, { headers = { 'content-type': 'application/json' }, path = '/' } = {}) {
  const response = await fetch(`${rpc.url}${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
const call = (method, params) => post({ jsonrpc: '2.0', id: 1, method, params });
const control = (path, body) => post(body, { path: `/__control/${path}` });

async function funded(sol = 2) {
  const keypair = Keypair.generate();
  const signature = await conn.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL);
  await conn.confirmTransaction({ signature, ...(await conn.getLatestBlockhash()) });
  return keypair;
}

const transfer = (from, to, lamports) =>
  new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  );

test('the cluster: genesis hash, version, slots and the dev accounts with 100 SOL', async () => {
  assert.equal(await conn.getGenesisHash(), 'G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar');
  assert.equal(rpc.caipNetworkId, 'solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP');
  assert.match((await conn.getVersion())['solana-core'], /^2\./);
  // A slot closes every 400 ms of the stand-in's clock: held, the reads see the same one.
  heldAt = Date.now();
  try {
    const epoch = await conn.getEpochInfo();
    assert.equal(epoch.absoluteSlot, await conn.getSlot());
    assert.equal(epoch.blockHeight, await conn.getBlockHeight());
  } finally {
    heldAt = null;
  }
  assert.deepEqual(
    dev.map((keypair) => keypair.publicKey.toBase58()),
    SOLANA_DEV_ADDRESSES,
  );
  for (const address of SOLANA_DEV_ADDRESSES)
    assert.equal(await conn.getBalance(new PublicKey(address)), 100 * LAMPORTS_PER_SOL);
  assert.deepEqual(await conn.getRecentPrioritizationFees(), []);
});

test('requestAirdrop + confirmTransaction (signatureSubscribe)', async () => {
  const keypair = Keypair.generate();
  const signature = await conn.requestAirdrop(keypair.publicKey, 3 * LAMPORTS_PER_SOL);
  const confirmed = await conn.confirmTransaction({
    signature,
    ...(await conn.getLatestBlockhash()),
  });
  assert.equal(confirmed.value.err, null);
  assert.equal(await conn.getBalance(keypair.publicKey), 3 * LAMPORTS_PER_SOL);
  const { value } = await conn.getSignatureStatus(signature);
  assert.equal(value.confirmationStatus, 'finalized');
});

test('SOL transfer with sendAndConfirmTransaction: the amount and a 5000-lamport fee', async () => {
  const payer = await funded(2);
  const to = Keypair.generate().publicKey;
  const started = performance.now();
  await sendAndConfirmTransaction(conn, transfer(payer, to, LAMPORTS_PER_SOL), [payer]);
  console.log(`# sendAndConfirmTransaction: ${(performance.now() - started).toFixed(0)} ms`);
  assert.equal(await conn.getBalance(to), LAMPORTS_PER_SOL);
  assert.equal(await conn.getBalance(payer.publicKey), LAMPORTS_PER_SOL - 5000);
  // The same transfer again right away: a new block gives it a new blockhash and signature.
  await sendAndConfirmTransaction(conn, transfer(payer, to, 1000), [payer]);
  await sendAndConfirmTransaction(conn, transfer(payer, to, 1000), [payer]);
  assert.equal(await conn.getBalance(to), LAMPORTS_PER_SOL + 2000);
});

test('a version 0 transaction lands', async () => {
  const payer = await funded(1);
  const to = Keypair.generate().publicKey;
  const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 5e6 }),
    ],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([payer]);
  const signature = await conn.sendTransaction(transaction);
  const result = await conn.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
  assert.equal(result.value.err, null);
  assert.equal(await conn.getBalance(to), 5e6);
});

test('SPL: the dev balances through getParsedTokenAccountsByOwner (1000 and 250)', async () => {
  const amounts = [];
  for (const keypair of dev.slice(0, 2)) {
    const { value } = await conn.getParsedTokenAccountsByOwner(keypair.publicKey, { mint });
    assert.equal(value.length, 1);
    const info = value[0].account.data.parsed.info;
    assert.equal(info.mint, DEV_MINT);
    assert.equal(info.tokenAmount.decimals, 6);
    amounts.push(info.tokenAmount.uiAmountString);
    assert.deepEqual(value[0].pubkey, getAssociatedTokenAddressSync(mint, keypair.publicKey));
  }
  assert.deepEqual(amounts, ['1000', '250']);
  const raw = await conn.getTokenAccountsByOwner(dev[0].publicKey, { programId: TOKEN_PROGRAM_ID });
  assert.equal(raw.value.length, 1);
  assert.equal(raw.value[0].account.data.length, 165);
  assert.deepEqual((await conn.getTokenAccountsByOwner(dev[2].publicKey, { mint })).value, []);
  const { value: parsedMint } = await conn.getParsedAccountInfo(mint);
  assert.equal(parsedMint.data.parsed.type, 'mint');
  assert.equal(parsedMint.data.parsed.info.mintAuthority, SOLANA_DEV_ADDRESSES[0]);
  assert.equal(parsedMint.data.parsed.info.supply, '1250000000');
});

test('SPL: transferChecked to a new associated token account', async () => {
  const recipient = Keypair.generate().publicKey;
  const from = getAssociatedTokenAddressSync(mint, dev[0].publicKey);
  const to = getAssociatedTokenAddressSync(mint, recipient);
  const before = (await conn.getTokenAccountBalance(from)).value.amount;
  const transaction = new Transaction().add(
    createAssociatedTokenAccountIdempotentInstruction(dev[0].publicKey, to, recipient, mint),
    createTransferCheckedInstruction(from, mint, to, dev[0].publicKey, 12_500_000n, 6),
  );
  await sendAndConfirmTransaction(conn, transaction, [dev[0]]);
  const received = await conn.getTokenAccountBalance(to);
  assert.deepEqual(received.value, {
    amount: '12500000',
    decimals: 6,
    uiAmount: 12.5,
    uiAmountString: '12.5',
  });
  const left = (await conn.getTokenAccountBalance(from)).value.amount;
  assert.equal(BigInt(before) - BigInt(left), 12_500_000n);
  const { value } = await conn.getParsedTokenAccountsByOwner(recipient, {
    programId: TOKEN_PROGRAM_ID,
  });
  assert.equal(value[0].account.data.parsed.info.tokenAmount.uiAmountString, '12.5');
});

test('an overspend is refused at preflight with the logs, and costs nothing', async () => {
  const payer = await funded(1);
  const transaction = transfer(payer, Keypair.generate().publicKey, 50 * LAMPORTS_PER_SOL);
  const error = await sendAndConfirmTransaction(conn, transaction, [payer]).catch((e) => e);
  assert.ok(error instanceof SendTransactionError, String(error));
  assert.match(
    error.message,
    /Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1/,
  );
  assert.ok(error.logs?.some((line) => /insufficient lamports/.test(line)));
  assert.equal(await conn.getBalance(payer.publicKey), LAMPORTS_PER_SOL);
});

test('skipPreflight: a failing transaction lands with its error and pays the fee', async () => {
  const payer = await funded(1);
  const transaction = transfer(payer, Keypair.generate().publicKey, 50 * LAMPORTS_PER_SOL);
  const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
  transaction.recentBlockhash = blockhash;
  transaction.sign(payer);
  const signature = await conn.sendRawTransaction(transaction.serialize(), { skipPreflight: true });
  const result = await conn.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
  assert.deepEqual(result.value.err, { InstructionError: [0, { Custom: 1 }] });
  assert.equal(await conn.getBalance(payer.publicKey), LAMPORTS_PER_SOL - 5000);
});

test('a bad signature answers -32003; an unknown blockhash fails preflight', async () => {
  const payer = await funded(1);
  const transaction = transfer(payer, Keypair.generate().publicKey, 1000);
  transaction.recentBlockhash = (await conn.getLatestBlockhash()).blockhash;
  transaction.sign(payer);
  const bytes = transaction.serialize();
  bytes[10] ^= 0xff;
  const forged = await call('sendTransaction', [bytes.toString('base64'), { encoding: 'base64' }]);
  assert.equal(forged.json.error.code, -32003);
  const stale = transfer(payer, Keypair.generate().publicKey, 1000);
  stale.recentBlockhash = Keypair.generate().publicKey.toBase58();
  stale.sign(payer);
  const answer = await call('sendTransaction', [
    stale.serialize().toString('base64'),
    { encoding: 'base64' },
  ]);
  assert.equal(answer.json.error.code, -32002);
  assert.equal(answer.json.error.data.err, 'BlockhashNotFound');
  // base58 is the method's default encoding.
  const { default: bs58 } = await import('bs58');
  const fine = transfer(payer, Keypair.generate().publicKey, 1e6);
  fine.recentBlockhash = (await conn.getLatestBlockhash()).blockhash;
  fine.sign(payer);
  const sent = await call('sendTransaction', [bs58.encode(fine.serialize())]);
  assert.equal(sent.json.result, bs58.encode(/** @type {Buffer} signed above */ (fine.signature)));
});

test('simulateTransaction: unsigned with replaceRecentBlockhash, and with accounts', async () => {
  const payer = await funded(1);
  const to = Keypair.generate().publicKey;
  const transaction = transfer(payer, to, 2e6);
  transaction.feePayer = payer.publicKey;
  transaction.recentBlockhash = Keypair.generate().publicKey.toBase58();
  const message = transaction.compileMessage();
  const unsigned = new VersionedTransaction(message);
  const { value } = await conn.simulateTransaction(unsigned, {
    replaceRecentBlockhash: true,
    accounts: { addresses: [to.toBase58()], encoding: 'base64' },
  });
  assert.equal(value.err, null);
  assert.ok(value.logs.length > 0);
  assert.equal(value.accounts[0].lamports, 2e6);
  const stale = await conn.simulateTransaction(unsigned);
  assert.equal(stale.value.err, 'BlockhashNotFound');
  assert.equal(await conn.getBalance(to), 0);
});

test('getFeeForMessage: 5000 lamports per required signature; null for an unknown blockhash', async () => {
  const { blockhash } = await conn.getLatestBlockhash();
  const one = new TransactionMessage({
    payerKey: dev[0].publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: dev[0].publicKey,
        toPubkey: dev[1].publicKey,
        lamports: 1,
      }),
    ],
  });
  assert.equal((await conn.getFeeForMessage(one.compileToLegacyMessage())).value, 5000);
  const two = new TransactionMessage({
    ...one,
    instructions: [
      ...one.instructions,
      SystemProgram.transfer({
        fromPubkey: dev[2].publicKey,
        toPubkey: dev[1].publicKey,
        lamports: 1,
      }),
    ],
  });
  assert.equal((await conn.getFeeForMessage(two.compileToV0Message())).value, 10000);
  const unknown = new TransactionMessage({
    ...one,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  });
  assert.equal((await conn.getFeeForMessage(unknown.compileToLegacyMessage())).value, null);
});

test('blocks: wall time closes one per slot; a blockhash expires after 150 of them', () => {
  let clock = 1_000_000;
  const ledger = createSolanaLedger({ now: () => clock });
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
  assert.equal(lastValidBlockHeight, ledger.blockHeight() + MAX_BLOCKHASH_AGE);
  clock += SLOT_MS * 10;
  ledger.tick();
  assert.equal(ledger.blockHeight(), 10);
  assert.notEqual(ledger.latestBlockhash().blockhash, blockhash);
  assert.equal(ledger.isBlockhashValid(blockhash), true);
  clock += SLOT_MS * MAX_BLOCKHASH_AGE;
  ledger.tick();
  assert.equal(ledger.isBlockhashValid(blockhash), false);
  assert.ok(ledger.blockHeight() > lastValidBlockHeight);
});

test('getMinimumBalanceForRentExemption', async () => {
  assert.equal(await conn.getMinimumBalanceForRentExemption(0), 890880);
  assert.equal(await conn.getMinimumBalanceForRentExemption(165), 2039280);
});

test('request validation: -32700, -32600, -32601, -32602, batches, content type, CORS', async () => {
  assert.equal((await post('{"jsonrpc":')).json.error.code, -32700);
  assert.equal((await post({ id: 1, method: 'getSlot' })).json.error.code, -32600);
  assert.equal((await post([])).json.error.code, -32600);
  assert.equal((await call('eth_chainId', [])).json.error.code, -32601);
  assert.equal((await call('getBalance', ['not-a-key'])).json.error.code, -32602);
  assert.equal((await call('getBalance', [])).json.error.code, -32602);
  assert.equal(
    (await post({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: {} })).json.error.code,
    -32602,
  );
  assert.equal(
    (await call('getTokenAccountsByOwner', [SOLANA_DEV_ADDRESSES[0], {}])).json.error.code,
    -32602,
  );
  assert.equal(
    (await call('getTokenAccountBalance', [SOLANA_DEV_ADDRESSES[0]])).json.error.code,
    -32602,
  );
  assert.equal((await call('sendTransaction', ['@@@'])).json.error.code, -32602);
  const batch = await post([
    { jsonrpc: '2.0', id: 'a', method: 'getBalance', params: [SOLANA_DEV_ADDRESSES[1]] },
    { jsonrpc: '2.0', id: 'b', method: 'nope' },
    7,
  ]);
  assert.equal(batch.json.length, 3);
  assert.equal(batch.json[0].id, 'a');
  assert.equal(typeof batch.json[0].result.value, 'number');
  assert.equal(batch.json[1].error.code, -32601);
  assert.equal(batch.json[2].error.code, -32600);
  assert.equal((await post({}, { headers: { 'content-type': 'text/plain' } })).status, 415);
  const preflight = await fetch(rpc.url, { method: 'OPTIONS' });
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /solana-client/);
  assert.equal((await call('getSlot', [])).headers.get('access-control-allow-origin'), '*');
});

test('signatureSubscribe notifies a signature that lands after the subscription', async () => {
  const payer = await funded(1);
  const transaction = transfer(payer, Keypair.generate().publicKey, 1e6);
  transaction.recentBlockhash = (await conn.getLatestBlockhash()).blockhash;
  transaction.sign(payer);
  const signature = transaction.signatures[0].signature;
  const { default: bs58 } = await import('bs58');
  const socket = new WebSocket(rpc.wsUrl);
  await once(socket, 'open');
  const messages = [];
  let acknowledged;
  const bothAcknowledged = new Promise((resolve) => {
    acknowledged = resolve;
  });
  const notified = new Promise((resolve) =>
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      messages.push(message);
      if ([9, 10].every((id) => messages.some((m) => m.id === id))) acknowledged();
      if (message.method === 'signatureNotification') resolve(message);
    }),
  );
  socket.send(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 9,
      method: 'signatureSubscribe',
      params: [bs58.encode(/** @type {Buffer} signed */ (signature))],
    }),
  );
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 10, method: 'slotSubscribe' }));
  await bothAcknowledged;
  // The two answers and nothing else: no notification before the signature lands.
  assert.equal(messages.length, 2);
  await conn.sendRawTransaction(transaction.serialize());
  const notification = await notified;
  assert.equal(notification.params.subscription, messages.find((m) => m.id === 9).result);
  assert.deepEqual(notification.params.result.value, { err: null });
  socket.close();
});

/** A guard against a hang, far above what the faults test takes on a busy machine. */
const FAULTS_GUARD = { timeout: 5 * 60_000 };

test(
  'faults: slow delays answers, down answers 503, malformed breaks JSON, reset restores',
  FAULTS_GUARD,
  async () => {
    const toggled = await control('faults', { slow: true, delayMs: 300 });
    assert.equal(toggled.json.faults.slow, true);
    const started = performance.now();
    await conn.getSlot();
    assert.ok(performance.now() - started >= 290);
    await control('faults', { slow: false, down: true });
    const down = await call('getSlot', []);
    assert.equal(down.status, 503);
    assert.equal(down.headers.get('access-control-allow-origin'), '*');
    await assert.rejects(conn.getSlot(), /503/);
    const socket = new WebSocket(rpc.wsUrl);
    await assert.rejects(once(socket, 'open'), /503/);
    await control('faults', { down: false, malformed: true });
    await assert.rejects(conn.getSlot());
    assert.equal((await control('faults', { nope: true })).status, 400);
    // Reset: faults off and the start state again.
    await sendAndConfirmTransaction(conn, transfer(dev[2], dev[1].publicKey, 1e9), [dev[2]]).catch(
      () => {},
    );
    await control('faults', { malformed: false });
    await sendAndConfirmTransaction(conn, transfer(dev[2], dev[1].publicKey, 1e9), [dev[2]]);
    assert.notEqual(await conn.getBalance(dev[2].publicKey), 100 * LAMPORTS_PER_SOL);
    // Slow with a delay longer than this test's guard: an answer arrives only if reset ends it.
    await control('faults', { slow: true, delayMs: 2 * FAULTS_GUARD.timeout });
    const reset = await control('reset', {});
    assert.deepEqual(reset.json.faults, {
      slow: false,
      down: false,
      malformed: false,
      delayMs: 15000,
    });
    assert.equal(await conn.getBalance(dev[2].publicKey), 100 * LAMPORTS_PER_SOL);
  },
);

test('cli.mjs starts on --port 0 and prints its URLs as one JSON line', async () => {
  const script = fileURLToPath(new URL('./cli.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, '--port', '0', '--exit-with-stdin'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  const ready = JSON.parse(line);
  assert.match(ready.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(ready.wsUrl, ready.url.replace('http', 'ws'));
  assert.equal(ready.mint, DEV_MINT);
  const answer = await fetch(ready.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
  });
  assert.equal((await answer.json()).result, ready.genesisHash);
  child.stdin.end();
  const [code] = await once(child, 'exit');
  assert.equal(code, 0);
});
