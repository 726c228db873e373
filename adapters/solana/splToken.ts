import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import type { Web3 } from './loadWeb3';

// The SPL programs' ids (mainnet, devnet, testnet and the local cluster alike).
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID] as const;

/**
 * Space of a new associated token account: the Token program's 165 bytes; Token-2022's adds
 * the ImmutableOwner extension (170). A Token-2022 mint whose extensions need account space
 * (transfer fees, hooks) makes it larger, and its rent a little higher than shown.
 */
export const tokenAccountSpace = (programId: string) =>
  programId === TOKEN_2022_PROGRAM_ID ? 170 : 165;

const TRANSFER_CHECKED = 12;
const CREATE_IDEMPOTENT = 1;

/** The associated token account of `owner` for `mint` (owners off the curve, PDAs, too). */
export function associatedTokenAddress(
  web3: Web3,
  owner: PublicKey,
  mint: PublicKey,
  programId: PublicKey,
): PublicKey {
  return web3.PublicKey.findProgramAddressSync(
    [owner.toBytes(), programId.toBytes(), mint.toBytes()],
    new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  )[0];
}

// web3.js reads instruction data as bytes only; browsers have no global Buffer to make one.
const data = (bytes: Uint8Array) => bytes as Buffer;

/**
 * The Associated Token Account program's CreateIdempotent: creates `owner`'s account for
 * `mint`, paid by `payer`, and succeeds when it exists already. Encoded by hand (no
 * spl-token in the bundle); `splToken.test.ts` checks it byte for byte against spl-token's.
 */
export function createAssociatedTokenAccountIdempotent(
  web3: Web3,
  accounts: { payer: PublicKey; account: PublicKey; owner: PublicKey; mint: PublicKey },
  programId: PublicKey,
): TransactionInstruction {
  return new web3.TransactionInstruction({
    programId: new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    keys: [
      { pubkey: accounts.payer, isSigner: true, isWritable: true },
      { pubkey: accounts.account, isSigner: false, isWritable: true },
      { pubkey: accounts.owner, isSigner: false, isWritable: false },
      { pubkey: accounts.mint, isSigner: false, isWritable: false },
      { pubkey: web3.SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: programId, isSigner: false, isWritable: false },
    ],
    data: data(Uint8Array.of(CREATE_IDEMPOTENT)),
  });
}

/**
 * The token program's TransferChecked: `amount` smallest units from `source` to
 * `destination`, refused on chain unless `decimals` are the mint's. Its data is the tag, the
 * amount as a little-endian u64 and the decimals.
 */
export function transferChecked(
  web3: Web3,
  accounts: { source: PublicKey; mint: PublicKey; destination: PublicKey; owner: PublicKey },
  amount: bigint,
  decimals: number,
  programId: PublicKey,
): TransactionInstruction {
  if (amount < 0n || amount >= 2n ** 64n) throw new RangeError('The amount is not a u64');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new RangeError('The decimals are not a u8');
  const bytes = new Uint8Array(10);
  bytes[0] = TRANSFER_CHECKED;
  new DataView(bytes.buffer).setBigUint64(1, amount, true);
  bytes[9] = decimals;
  return new web3.TransactionInstruction({
    programId,
    keys: [
      { pubkey: accounts.source, isSigner: false, isWritable: true },
      { pubkey: accounts.mint, isSigner: false, isWritable: false },
      { pubkey: accounts.destination, isSigner: false, isWritable: true },
      { pubkey: accounts.owner, isSigner: true, isWritable: false },
    ],
    data: data(bytes),
  });
}
