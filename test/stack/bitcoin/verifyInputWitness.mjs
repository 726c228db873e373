import { BroadcastError } from './BroadcastError.mjs';
import { bitcoin, ecc } from './bitcoinLib.mjs';
import { scriptType } from './scriptType.mjs';

const TAPROOT_HASH_TYPES = new Set([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);
/** BIP341: a last witness element starting 0x50 is an annex. */
const ANNEX_TAG = 0x50;

/**
 * An output an input spends: its script and its value in sats.
 * @typedef {{ script: Uint8Array, value: bigint }} Prevout
 */
/** @typedef {import('bitcoinjs-lib').Transaction} Transaction */

/** Bitcoin Core's reject reason for a failed script check (its ScriptErrorString). */
const scriptFailure = (/** @type {string} */ reason) =>
  new BroadcastError(-26, `mandatory-script-verify-flag-failed (${reason})`);
/** What the stand-in cannot check: refused rather than waved through. */
const unsupported = (/** @type {string} */ what) =>
  new BroadcastError(-26, `non-mandatory-script-verify-flag (the stand-in ${what})`);

/**
 * @param {Transaction} tx
 * @param {number} index
 * @param {Prevout} prevout
 * @param {Uint8Array[]} witness
 */
function verifyP2wpkh(tx, index, prevout, witness) {
  if (witness.length !== 2) throw scriptFailure('Witness program hash mismatch');
  const [signature, publicKey] = witness;
  const keyHash = bitcoin.crypto.hash160(publicKey);
  if (Buffer.compare(keyHash, prevout.script.subarray(2)) !== 0)
    throw scriptFailure('Witness program hash mismatch');
  let decoded;
  try {
    decoded = bitcoin.script.signature.decode(signature);
  } catch {
    throw scriptFailure('Non-canonical DER signature');
  }
  // p2pkh of a hash always has its output script.
  const scriptCode = /** @type {Uint8Array} */ (bitcoin.payments.p2pkh({ hash: keyHash }).output);
  const hash = tx.hashForWitnessV0(index, scriptCode, prevout.value, decoded.hashType);
  let valid = false;
  try {
    valid = ecc.verify(hash, publicKey, decoded.signature, false);
  } catch {
    // a malformed public key: the same failure as a wrong signature
  }
  if (!valid) throw scriptFailure('Signature must be zero for failed CHECK(MULTI)SIG operation');
  if (!ecc.verify(hash, publicKey, decoded.signature, true))
    throw new BroadcastError(
      -26,
      'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)',
    );
}

/**
 * @param {Transaction} tx
 * @param {number} index
 * @param {readonly Prevout[]} prevouts
 * @param {Uint8Array[]} witness
 */
function verifyP2trKeyPath(tx, index, prevouts, witness) {
  if (witness.length >= 2 && /** @type {Uint8Array} */ (witness.at(-1))[0] === ANNEX_TAG)
    throw unsupported('does not accept a taproot annex');
  if (witness.length > 1) throw unsupported('checks taproot key-path spends only');
  const [signature] = witness;
  if (signature.length !== 64 && signature.length !== 65)
    throw scriptFailure('Invalid Schnorr signature size');
  const hashType = signature.length === 65 ? signature[64] : 0x00;
  if (!TAPROOT_HASH_TYPES.has(hashType) || (signature.length === 65 && hashType === 0x00))
    throw scriptFailure('Invalid Schnorr signature hash type');
  const hash = tx.hashForWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    prevouts.map((prevout) => prevout.value),
    hashType,
  );
  const outputKey = prevouts[index].script.subarray(2);
  if (!ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64)))
    throw scriptFailure('Invalid Schnorr signature');
}

/**
 * Checks input `index` of `tx` against the outputs it spends (`prevouts[i]`: `{ script, value }`
 * with a bigint value, one per input): p2wpkh (BIP143, ECDSA) and p2tr key path (BIP341,
 * Schnorr). Any other spent script is refused. Throws a BroadcastError with Core's reason.
 * @param {Transaction} tx
 * @param {number} index
 * @param {readonly Prevout[]} prevouts
 */
export function verifyInputWitness(tx, index, prevouts) {
  const input = tx.ins[index];
  const type = scriptType(prevouts[index].script);
  if (type !== 'v0_p2wpkh' && type !== 'v1_p2tr')
    throw unsupported(`verifies p2wpkh and p2tr inputs only, input ${index} spends ${type}`);
  if (input.script.length > 0) throw scriptFailure('Witness requires empty scriptSig');
  if (input.witness.length === 0)
    throw scriptFailure('Witness program was passed an empty witness');
  if (type === 'v0_p2wpkh') verifyP2wpkh(tx, index, prevouts[index], input.witness);
  else verifyP2trKeyPath(tx, index, prevouts, input.witness);
}
