import type { BitcoinAddressType } from './bitcoinAddress';

/** The input types Portico spends: segwit v0 single key, and taproot's key path. */
export type SpendableInputType = 'p2wpkh' | 'p2tr';

/*
 * Sizes in weight units (4 per non-witness byte, 1 per witness byte; vsize = weight / 4):
 *
 * - overhead: version 4 + locktime 4 bytes, the input and output counts (1-byte varints up to
 *   252), and the segwit marker and flag (2 WU): 42 WU = 10.5 vB with one-byte counts.
 * - p2wpkh input: outpoint 36 + empty scriptSig 1 + sequence 4 = 164 WU, witness 108 WU (item
 *   count 1, a ≤72-byte DER signature with its sighash byte and its length, a 33-byte key and
 *   its length): 272 WU = 68 vB, the most a low-S signature takes.
 * - p2tr key-path input: 164 WU, witness 66 WU (count, length, a 64-byte SIGHASH_DEFAULT
 *   Schnorr signature): 230 WU = 57.5 vB.
 * - outputs: value 8 + script length 1 + script: p2wpkh 22 → 31 vB, p2tr and p2wsh 34 → 43,
 *   p2sh 23 → 32, p2pkh 25 → 34.
 */
const INPUT_WEIGHT: Readonly<Record<SpendableInputType, number>> = { p2wpkh: 272, p2tr: 230 };
const OUTPUT_SCRIPT_BYTES: Readonly<Record<BitcoinAddressType, number>> = {
  p2pkh: 25,
  p2sh: 23,
  p2wpkh: 22,
  p2wsh: 34,
  p2tr: 34,
};
const SEGWIT_MARKER_AND_FLAG = 2;

/** The bytes of a Bitcoin varint of `count`. */
const varintBytes = (count: number) => (count < 0xfd ? 1 : count <= 0xffff ? 3 : 5);

/** An output's vsize; a whole number of vbytes for every type. */
export const outputVsize = (type: BitcoinAddressType) => 8 + 1 + OUTPUT_SCRIPT_BYTES[type];

/**
 * The virtual size, rounded up to whole vbytes, of a transaction spending `inputCount` inputs
 * of `inputType` to `outputs` (their types, in order), with the signatures at their largest.
 */
export function estimateVsize({
  inputType,
  inputCount,
  outputs,
}: {
  inputType: SpendableInputType;
  inputCount: number;
  outputs: readonly BitcoinAddressType[];
}): number {
  const weight =
    4 * (4 + 4 + varintBytes(inputCount) + varintBytes(outputs.length)) +
    SEGWIT_MARKER_AND_FLAG +
    inputCount * INPUT_WEIGHT[inputType] +
    outputs.reduce((sum, type) => sum + 4 * outputVsize(type), 0);
  return Math.ceil(weight / 4);
}
