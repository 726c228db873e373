import { REGTEST, bitcoin } from './bitcoinLib.mjs';

const OP_0 = 0x00;
const OP_1 = 0x51;
const OP_16 = 0x60;

/**
 * A segwit output's version and program, or null (BIP141: OP_n then one 2-40 byte push).
 * @param {Uint8Array} script
 */
export function witnessProgram(script) {
  const [op, length] = script;
  if (script.length < 4 || script.length > 42 || length !== script.length - 2) return null;
  if (op !== OP_0 && (op < OP_1 || op > OP_16)) return null;
  return { version: op === OP_0 ? 0 : op - OP_1 + 1, program: script.subarray(2) };
}

/**
 * Esplora's `scriptpubkey_type` of an output script.
 * @param {Uint8Array} script
 */
export function scriptType(script) {
  const witness = witnessProgram(script);
  if (witness?.version === 0 && witness.program.length === 20) return 'v0_p2wpkh';
  if (witness?.version === 0 && witness.program.length === 32) return 'v0_p2wsh';
  if (witness?.version === 1 && witness.program.length === 32) return 'v1_p2tr';
  if (script.length === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[24] === 0xac)
    return 'p2pkh';
  if (script.length === 23 && script[0] === 0xa9 && script[22] === 0x87) return 'p2sh';
  if (script[0] === 0x6a) return 'op_return';
  return 'unknown';
}

/**
 * The regtest address an output script pays, or undefined (OP_RETURN, bare scripts).
 * @param {Uint8Array} script
 */
export function scriptAddress(script) {
  try {
    return bitcoin.address.fromOutputScript(script, REGTEST);
  } catch {
    return undefined;
  }
}
