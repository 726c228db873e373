import type { BitcoinJs } from './loadBitcoinJs';
import { bip322MessageHash } from './messageHashes';

type Transaction = InstanceType<BitcoinJs['Transaction']>;

const OP_0 = 0x00;
const OP_RETURN = 0x6a;

/**
 * BIP-322's two virtual transactions for `message` and the signer's `scriptPubKey`:
 * `toSpend` (version 0, spending the null outpoint with `OP_0 PUSH32[message_hash]`, one
 * 0-value output to the script) and `toSign` (version 0, spending `toSpend`'s output 0, one
 * 0-value OP_RETURN output), every sequence and locktime 0. A "simple" signature is
 * `toSign`'s input witness.
 */
export function bip322Transactions(
  bitcoin: BitcoinJs,
  message: string,
  scriptPubKey: Uint8Array,
): { toSpend: Transaction; toSign: Transaction } {
  const toSpend = new bitcoin.Transaction();
  toSpend.version = 0;
  toSpend.locktime = 0;
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    Uint8Array.from([OP_0, 32, ...bip322MessageHash(message)]),
  );
  toSpend.addOutput(scriptPubKey, 0n);

  const toSign = new bitcoin.Transaction();
  toSign.version = 0;
  toSign.locktime = 0;
  toSign.addInput(toSpend.getHash(), 0, 0);
  toSign.addOutput(Uint8Array.of(OP_RETURN), 0n);
  return { toSpend, toSign };
}
