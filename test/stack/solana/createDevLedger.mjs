/**
 * A ledger in the state the dev accounts expect: accounts 0..2 with 100 SOL each, and the dev
 * SPL mint (6 decimals, mint authority dev account 0) with 1,000 tokens in account 0's
 * associated token account and 250 in account 1's. The genesis payer pays fees and rent.
 */
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import {
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { createSolanaLedger, decodeTransaction } from './createSolanaLedger.mjs';
import {
  DEV_LAMPORTS,
  DEV_MINT_DECIMALS,
  DEV_TOKEN_AMOUNTS,
  SOLANA_DEV_ADDRESSES,
  devKeypair,
  devMintKeypair,
  genesisPayerKeypair,
} from './devAccounts.mjs';

/**
 * @param {ReturnType<typeof createSolanaLedger>} ledger
 * @param {{ err?: unknown }} result
 * @param {string} what
 */
function mustLand(ledger, result, what) {
  if (result.err)
    throw new Error(`Solana dev ledger: ${what} failed: ${JSON.stringify(result.err)}`);
  return ledger;
}

/** @param {Parameters<typeof createSolanaLedger>[0]} [options] */
export function createDevLedger(options) {
  const ledger = createSolanaLedger(options);
  const payer = genesisPayerKeypair();
  mustLand(
    ledger,
    ledger.airdrop(payer.publicKey.toBytes(), BigInt(10 * LAMPORTS_PER_SOL)),
    'funding',
  );
  for (const address of SOLANA_DEV_ADDRESSES)
    mustLand(ledger, ledger.airdrop(new PublicKey(address).toBytes(), DEV_LAMPORTS), 'funding');

  const mint = devMintKeypair();
  const authority = devKeypair(0);
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
  }).add(
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      space: MINT_SIZE,
      lamports: Number(ledger.rentExemption(MINT_SIZE)),
      programId: TOKEN_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(mint.publicKey, DEV_MINT_DECIMALS, authority.publicKey, null),
  );
  DEV_TOKEN_AMOUNTS.forEach((amount, index) => {
    const owner = new PublicKey(SOLANA_DEV_ADDRESSES[index]);
    const ata = getAssociatedTokenAddressSync(mint.publicKey, owner);
    transaction.add(
      createAssociatedTokenAccountIdempotentInstruction(
        payer.publicKey,
        ata,
        owner,
        mint.publicKey,
      ),
      createMintToCheckedInstruction(
        mint.publicKey,
        ata,
        authority.publicKey,
        amount,
        DEV_MINT_DECIMALS,
      ),
    );
  });
  transaction.sign(payer, mint, authority);
  const bytes = transaction.serialize();
  return mustLand(ledger, ledger.send(decodeTransaction(bytes), bytes), 'creating the dev mint');
}
