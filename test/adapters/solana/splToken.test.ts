/** @jest-environment node */
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  ASSOCIATED_TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import * as web3 from '@solana/web3.js';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  TOKEN_2022_PROGRAM_ID as OUR_TOKEN_2022,
  TOKEN_PROGRAM_ID as OUR_TOKEN,
  ASSOCIATED_TOKEN_PROGRAM_ID as OUR_ATA,
  transferChecked,
} from '../../../adapters/solana/splToken';

const key = (fill: number) => new web3.PublicKey(new Uint8Array(32).fill(fill));
const owner = new web3.PublicKey('83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g');
const receiver = new web3.PublicKey('HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg');
const mint = new web3.PublicKey('3f2zjYpEZiyvTsbJoLpATa5GEakAYHwrAQ8aPsVLppzJ');

/** An instruction as plain data: program, keys with their flags, data bytes. */
const plain = (ix: web3.TransactionInstruction) => ({
  programId: ix.programId.toBase58(),
  keys: ix.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable]),
  data: Array.from(ix.data),
});

/** The whole legacy message's bytes, with a fixed blockhash. */
const messageOf = (...instructions: web3.TransactionInstruction[]) =>
  Array.from(
    new web3.Transaction({
      feePayer: owner,
      blockhash: key(9).toBase58(),
      lastValidBlockHeight: 1,
    })
      .add(...instructions)
      .serializeMessage(),
  );

describe('splToken', () => {
  it('default: the program ids are spl-token’s', () => {
    expect(OUR_TOKEN).toBe(TOKEN_PROGRAM_ID.toBase58());
    expect(OUR_TOKEN_2022).toBe(TOKEN_2022_PROGRAM_ID.toBase58());
    expect(OUR_ATA).toBe(ASSOCIATED_TOKEN_PROGRAM_ID.toBase58());
  });

  it('default: associated token addresses are spl-token’s, for both programs and a PDA owner', () => {
    const pda = web3.PublicKey.findProgramAddressSync([Uint8Array.of(1)], TOKEN_PROGRAM_ID)[0];
    for (const programId of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID])
      for (const who of [owner, receiver, pda])
        expect(associatedTokenAddress(web3, who, mint, programId).toBase58()).toBe(
          getAssociatedTokenAddressSync(mint, who, true, programId).toBase58(),
        );
  });

  it('default: TransferChecked is byte for byte spl-token’s, in the instruction and the message', () => {
    const source = getAssociatedTokenAddressSync(mint, owner);
    const destination = getAssociatedTokenAddressSync(mint, receiver);
    for (const programId of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID])
      for (const [amount, decimals] of [
        [1n, 6],
        [250_000_000n, 6],
        [2n ** 64n - 1n, 9],
        [0n, 0],
      ] as const) {
        const ours = transferChecked(
          web3,
          { source, mint, destination, owner },
          amount,
          decimals,
          programId,
        );
        const theirs = createTransferCheckedInstruction(
          source,
          mint,
          destination,
          owner,
          amount,
          decimals,
          [],
          programId,
        );
        expect(plain(ours)).toEqual(plain(theirs));
        expect(messageOf(ours)).toEqual(messageOf(theirs));
      }
  });

  it('default: CreateIdempotent is byte for byte spl-token’s', () => {
    for (const programId of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      const account = getAssociatedTokenAddressSync(mint, receiver, false, programId);
      const ours = createAssociatedTokenAccountIdempotent(
        web3,
        { payer: owner, account, owner: receiver, mint },
        programId,
      );
      const theirs = createAssociatedTokenAccountIdempotentInstruction(
        owner,
        account,
        receiver,
        mint,
        programId,
      );
      expect(plain(ours)).toEqual(plain(theirs));
      expect(messageOf(ours)).toEqual(messageOf(theirs));
    }
  });

  it('errors: an amount beyond u64 or decimals beyond u8 are refused', () => {
    const accounts = { source: key(1), mint, destination: key(2), owner };
    expect(() => transferChecked(web3, accounts, 2n ** 64n, 6, TOKEN_PROGRAM_ID)).toThrow(
      RangeError,
    );
    expect(() => transferChecked(web3, accounts, -1n, 6, TOKEN_PROGRAM_ID)).toThrow(RangeError);
    expect(() => transferChecked(web3, accounts, 1n, 256, TOKEN_PROGRAM_ID)).toThrow(RangeError);
  });
});
