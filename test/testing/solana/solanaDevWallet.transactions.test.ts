/** @jest-environment node */
/**
 * The Solana dev wallet's transactions, built with an unmodified @solana/web3.js: signatures
 * that verify (legacy and version 0, in its own signer slot) and signAndSendTransaction against
 * the local cluster (test/stack/solana/cli.mjs): SOL moves, a refused transaction and the
 * cluster's faults come back as errors. web3.js cannot run in jest's jsdom (its Buffer is of
 * another realm), so this file runs in node, where no page is needed: the wallet is created,
 * not registered.
 */
import { ed25519 } from '@noble/curves/ed25519';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { join } from 'node:path';
import { callControl } from '../../stack/callControl';
import {
  createSolanaDevWallet,
  SOLANA_DEV_ADDRESSES,
  type SolanaDevWallet,
  type SolanaDevWalletOptions,
} from '../../../src/testing';
import { startServiceProcess } from '../../support/startServiceProcess';

const [FIRST, SECOND] = SOLANA_DEV_ADDRESSES as unknown as [string, string];
const CLI = join(__dirname, '../../stack/solana/cli.mjs');

let cluster: { ready: { url: string; controlUrl: string }; stop(): Promise<void> };
let conn: Connection;
beforeAll(async () => {
  cluster = await startServiceProcess(CLI, ['--port', '0']);
  conn = new Connection(cluster.ready.url, 'confirmed');
});
afterAll(() => cluster?.stop());
afterEach(() => callControl(`${cluster.ready.controlUrl}/faults`, { slow: false, down: false }));

async function connected(options: SolanaDevWalletOptions = {}): Promise<SolanaDevWallet> {
  const wallet = createSolanaDevWallet({ rpcUrl: cluster.ready.url, storage: null, ...options });
  await wallet.features['standard:connect'].connect();
  return wallet;
}

async function transfer(from: string, lamports: number, to = Keypair.generate().publicKey) {
  const { blockhash } = await conn.getLatestBlockhash();
  return new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }),
  );
}
const unsigned = (transaction: Transaction) =>
  transaction.serialize({ requireAllSignatures: false });

describe('Solana dev wallet: signTransaction', () => {
  test('a web3.js legacy Transaction verifies', async () => {
    const wallet = await connected();
    const [account] = wallet.accounts;
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: account!,
      chain: 'solana:localnet',
      transaction: unsigned(await transfer(FIRST, 1000)),
    });
    const signed = Transaction.from(output!.signedTransaction);
    expect(signed.verifySignatures()).toBe(true);
  });

  test('a version 0 transaction: its own signer slot, beside a fee payer that signed first', async () => {
    const wallet = await connected({ accountIndex: 1 });
    const [account] = wallet.accounts;
    const payer = Keypair.generate();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: (await conn.getLatestBlockhash()).blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(SECOND),
          toPubkey: payer.publicKey,
          lamports: 1000,
        }),
      ],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    transaction.sign([payer]);
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account: account!,
      transaction: transaction.serialize(),
    });
    const signed = VersionedTransaction.deserialize(output!.signedTransaction);
    expect(signed.version).toBe(0);
    expect(signed.signatures[0]).toEqual(transaction.signatures[0]);
    const bytes = signed.message.serialize();
    signed.message.staticAccountKeys
      .slice(0, 2)
      .forEach((key, index) =>
        expect(ed25519.verify(signed.signatures[index]!, bytes, key.toBytes())).toBe(true),
      );
  });

  test('refusals: 4001 rejected, 4100 another account, -32602 not a signer or another chain', async () => {
    const wallet = await connected();
    const [account] = wallet.accounts;
    const transaction = unsigned(await transfer(FIRST, 1000));
    const signTransaction = wallet.features['solana:signTransaction'].signTransaction;
    wallet.controls.reject();
    await expect(signTransaction({ account: account!, transaction })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    wallet.controls.approve();
    const other = { ...account!, address: SECOND };
    await expect(signTransaction({ account: other, transaction })).rejects.toMatchObject({
      code: 4100,
    });
    const foreign = unsigned(await transfer(Keypair.generate().publicKey.toBase58(), 1000));
    await expect(
      signTransaction({ account: account!, transaction: foreign }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      signTransaction({ account: account!, chain: 'solana:mainnet', transaction }),
    ).rejects.toMatchObject({ code: -32602 });
  });
});

describe('Solana dev wallet: signAndSendTransaction on the local cluster', () => {
  test('moves SOL in the VM and answers the signature bytes', async () => {
    const wallet = await connected();
    const [account] = wallet.accounts;
    const recipient = Keypair.generate().publicKey;
    const before = await conn.getBalance(new PublicKey(FIRST));
    const transaction = unsigned(await transfer(FIRST, LAMPORTS_PER_SOL, recipient));
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: account!,
      chain: 'solana:localnet',
      transaction,
      options: { commitment: 'confirmed' },
    });
    expect(output!.signature).toHaveLength(64);
    const signature = bs58.encode(output!.signature);
    const status = await conn.getSignatureStatus(signature);
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(await conn.getBalance(recipient)).toBe(LAMPORTS_PER_SOL);
    expect(await conn.getBalance(new PublicKey(FIRST))).toBe(before - LAMPORTS_PER_SOL - 5000);
    expect(wallet.controls.calls).toEqual(['standard:connect', 'solana:signAndSendTransaction']);
  });

  test('an overspend comes back as the cluster refused it: -32002 with the logs', async () => {
    const wallet = await connected({ accountIndex: 2 });
    const [account] = wallet.accounts;
    const transaction = unsigned(await transfer(SOLANA_DEV_ADDRESSES[2]!, 1000 * LAMPORTS_PER_SOL));
    const error = await wallet.features['solana:signAndSendTransaction']
      .signAndSendTransaction({ account: account!, chain: 'solana:localnet', transaction })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: -32002,
      message: expect.stringMatching(/^Transaction simulation failed: .*custom program error: 0x1/),
      data: { logs: expect.arrayContaining([expect.stringMatching(/insufficient lamports/)]) },
    });
  });

  test('the cluster down or too slow: the send fails with -32603, never hangs', async () => {
    const wallet = await connected({ rpcTimeoutMs: 300 });
    const [account] = wallet.accounts;
    const transaction = unsigned(await transfer(FIRST, 1000));
    const signAndSend = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction;
    await callControl(`${cluster.ready.controlUrl}/faults`, { down: true });
    await expect(
      signAndSend({ account: account!, chain: 'solana:localnet', transaction }),
    ).rejects.toMatchObject({ code: -32603, message: expect.stringMatching(/503/) });
    await callControl(`${cluster.ready.controlUrl}/faults`, {
      down: false,
      slow: true,
      delayMs: 2_000,
    });
    const started = Date.now();
    await expect(
      signAndSend({ account: account!, chain: 'solana:localnet', transaction }),
    ).rejects.toMatchObject({ code: -32603 });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
