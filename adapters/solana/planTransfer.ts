import type { Transaction } from '@solana/web3.js';
import type { SendCost, SendCostRequest, TokenRef } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';
import type { Web3 } from './loadWeb3';
import { RentExemptMinimumError } from './RentExemptMinimumError';
import { isSolanaAddress } from './solanaAddress';
import {
  readAccounts,
  readFeeForMessage,
  readLatestBlockhash,
  readRentExemptMinimum,
} from './solanaRpc';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  TOKEN_PROGRAMS,
  tokenAccountSpace,
  transferChecked,
} from './splToken';

/** A send, ready for the wallet: the unsigned transaction and what it costs besides its amount. */
export interface TransferPlan extends SendCost {
  transaction: Transaction;
  blockhash: string;
  lastValidBlockHeight: number;
}

const refuse = (code: string, message: string, details?: string) =>
  new PorticoError(code, message, details ? { details } : {});

/**
 * Plans a send of SOL (`value`) or of an SPL token, as the chain will judge it: the fee of
 * the exact message (getFeeForMessage), the rent of a token account it creates, and typed
 * refusals of what the chain would refuse (below the rent-exempt minimum, not enough SOL).
 * Reads of one step go in one batch.
 */
export async function planTransfer(
  rpc: RpcTransport,
  web3: Web3,
  send: SendCostRequest,
): Promise<TransferPlan> {
  const token = 'token' in send ? send.token : undefined;
  const amount = 'token' in send ? send.amount : send.value;
  if (amount < 0n) throw refuse('INVALID_AMOUNT', 'Invalid amount', String(amount));
  for (const address of [send.from, send.to, ...(token ? [token.address] : [])])
    if (!isSolanaAddress(address)) throw refuse('INVALID_ADDRESS', 'Invalid address', address);
  const [accounts, rentMinimum, latest] = await Promise.all([
    readAccounts(rpc, token ? [send.from, send.to, token.address] : [send.from, send.to]),
    readRentExemptMinimum(rpc, 0),
    readLatestBlockhash(rpc),
  ]);
  const [sender, receiver, mint] = accounts;
  const from = new web3.PublicKey(send.from);
  const transaction = new web3.Transaction({ feePayer: from, ...latest });
  const extras: SendCost['extras'][number][] = [];
  let spent: bigint;

  if ('value' in send) {
    // A transfer creates a missing receiver, which must then hold the rent-exempt minimum.
    if (!receiver && send.value < rentMinimum)
      throw new RentExemptMinimumError('receiver', rentMinimum);
    transaction.add(
      web3.SystemProgram.transfer({
        fromPubkey: from,
        toPubkey: new web3.PublicKey(send.to),
        lamports: send.value,
      }),
    );
    spent = send.from === send.to ? 0n : send.value;
  } else {
    const programId = mint?.owner;
    if (!programId || !(TOKEN_PROGRAMS as readonly string[]).includes(programId))
      throw refuse(
        'INVALID_TOKEN',
        'This token is not an SPL token on this network',
        send.token.address,
      );
    // Tokens sent to a token account's address would go to an account owned by that account.
    if (receiver && (TOKEN_PROGRAMS as readonly string[]).includes(receiver.owner))
      throw refuse(
        'RECEIVER_IS_TOKEN_ACCOUNT',
        "This is a token account: send to its owner's address",
      );
    const created = await addTokenTransfer(rpc, web3, transaction, send, programId);
    if (created !== null) extras.push({ amount: created, reason: 'newTokenAccount' });
    spent = created ?? 0n;
  }

  const fee = await readFeeForMessage(rpc, transaction.serializeMessage());
  spent += fee;
  const balance = BigInt(sender?.lamports ?? 0);
  if (spent > balance)
    throw refuse('INSUFFICIENT_FUNDS', 'Insufficient funds for the amount and the network fee');
  // What the sender keeps must be nothing, or enough for its account to stay.
  const kept = balance - spent;
  if (kept > 0n && kept < rentMinimum) throw new RentExemptMinimumError('sender', rentMinimum);
  return { transaction, ...latest, fee, extras };
}

/**
 * Adds a TransferChecked between the two associated token accounts, and the receiver's
 * account's creation when it is missing; answers that account's rent, or null.
 */
async function addTokenTransfer(
  rpc: RpcTransport,
  web3: Web3,
  transaction: Transaction,
  send: { from: string; to: string; token: TokenRef; amount: bigint },
  program: string,
): Promise<bigint | null> {
  const key = (address: string) => new web3.PublicKey(address);
  const [owner, receiver, mint, programId] = [
    key(send.from),
    key(send.to),
    key(send.token.address),
    key(program),
  ];
  const source = associatedTokenAddress(web3, owner, mint, programId);
  const destination = associatedTokenAddress(web3, receiver, mint, programId);
  const [[sourceAccount, destinationAccount], rent] = await Promise.all([
    readAccounts(rpc, [source.toBase58(), destination.toBase58()]),
    readRentExemptMinimum(rpc, tokenAccountSpace(program)),
  ]);
  if (!sourceAccount)
    throw refuse('TOKEN_ACCOUNT_NOT_FOUND', 'You hold none of this token', source.toBase58());
  if (!destinationAccount)
    transaction.add(
      createAssociatedTokenAccountIdempotent(
        web3,
        { payer: owner, account: destination, owner: receiver, mint },
        programId,
      ),
    );
  transaction.add(
    transferChecked(
      web3,
      { source, mint, destination, owner },
      send.amount,
      send.token.decimals,
      programId,
    ),
  );
  return destinationAccount ? null : rent;
}
