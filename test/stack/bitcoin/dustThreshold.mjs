import { witnessProgram } from './scriptType.mjs';

/** Bitcoin Core's default -dustrelayfee, in sat/kvB. */
const DUST_RELAY_FEE = 3_000;

/**
 * The smallest standard value of an output, as Bitcoin Core's GetDustThreshold computes it:
 * the cost, at the dust relay fee, of the output plus the input that would spend it. That gives
 * 294 sats for p2wpkh, 330 for p2tr and p2wsh, 540 for p2sh and 546 for p2pkh; OP_RETURN
 * outputs are unspendable, so any value (0 too) passes.
 * @param {Uint8Array} script
 * @returns {number}
 */
export function dustThreshold(script) {
  if (script[0] === 0x6a) return 0;
  const outputSize = 8 + (script.length < 0xfd ? 1 : 3) + script.length;
  // outpoint 36 + script length 1 + sequence 4, plus the signature data: 107 bytes, a quarter
  // of that for a witness.
  const inputSize = 32 + 4 + 1 + 4 + (witnessProgram(script) ? Math.floor(107 / 4) : 107);
  return Math.floor(((outputSize + inputSize) * DUST_RELAY_FEE) / 1000);
}
