import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { equalBytes } from '@noble/curves/utils';
import { invalidParams } from '../DevWalletRpcError';
import type { BitcoinDevAddressKey } from './bitcoinDevKey';
import { loadBitcoinJs, type BitcoinJs } from './loadBitcoinJs';
import { toBytes } from './toBytes';

/** What one account signs in a PSBT. */
interface DevPsbtSigning {
  readonly key: BitcoinDevAddressKey;
  readonly signingIndexes: readonly number[];
  /** A SIGHASH flag; default the PSBT input's, else SIGHASH_ALL (p2wpkh) / DEFAULT (p2tr). */
  readonly sigHash?: number;
}

const SIGHASH_DEFAULT = 0x00;
const SIGHASH_ALL = 0x01;
const SEGWIT_V0_SIGHASHES = [0x01, 0x02, 0x03, 0x81, 0x82, 0x83];
const TAPROOT_SIGHASHES = [SIGHASH_DEFAULT, ...SEGWIT_V0_SIGHASHES];

type Psbt = InstanceType<BitcoinJs['Psbt']>;
type PsbtInput = Psbt['data']['inputs'][number];

/** The bitcoinjs signer of a dev key: ECDSA for p2wpkh, BIP340 by the tweaked key for p2tr. */
function signerOf(key: BitcoinDevAddressKey) {
  if (key.purpose === 'payment')
    return {
      publicKey: key.signingPublicKey,
      sign: (hash: Uint8Array) =>
        secp256k1.sign(hash, key.signingKey, { lowS: true }).toCompactRawBytes(),
    };
  return {
    publicKey: key.signingPublicKey,
    sign: (): Uint8Array => {
      throw new TypeError('a taproot key-path key signs with BIP340 (Schnorr) only');
    },
    signSchnorr: (hash: Uint8Array) => schnorr.sign(hash, key.signingKey),
  };
}

/** The output script `input` spends, from its witnessUtxo or its nonWitnessUtxo. */
function prevoutScript(
  bitcoin: BitcoinJs,
  psbt: Psbt,
  input: PsbtInput,
  index: number,
): Uint8Array | undefined {
  if (input.witnessUtxo) return input.witnessUtxo.script;
  if (!input.nonWitnessUtxo) return undefined;
  const vout = psbt.txInputs[index]?.index ?? -1;
  return bitcoin.Transaction.fromBuffer(input.nonWitnessUtxo).outs[vout]?.script;
}

/** Checks one input a signing names; answers the sighash type it signs with. */
function checkInput(
  bitcoin: BitcoinJs,
  psbt: Psbt,
  index: number,
  { key, sigHash }: DevPsbtSigning,
): number {
  if (!Number.isInteger(index) || index < 0 || index >= psbt.inputCount)
    throw invalidParams(`the PSBT has no input ${index} (it has ${psbt.inputCount})`);
  const input = psbt.data.inputs[index] as PsbtInput;
  let script: Uint8Array | undefined;
  try {
    script = prevoutScript(bitcoin, psbt, input, index);
  } catch {
    throw invalidParams(`input ${index}'s nonWitnessUtxo does not parse`);
  }
  if (!script) throw invalidParams(`input ${index} has no witnessUtxo or nonWitnessUtxo`);
  if (!equalBytes(script, key.script))
    throw invalidParams(`input ${index} does not spend ${key.address}`);
  const taproot = key.purpose === 'ordinals';
  if (taproot && input.tapInternalKey && !equalBytes(input.tapInternalKey, key.publicKey))
    throw invalidParams(`input ${index}'s tapInternalKey is not ${key.address}'s internal key`);
  if (sigHash !== undefined && input.sighashType !== undefined && input.sighashType !== sigHash)
    throw invalidParams(`input ${index} asks for sighash ${input.sighashType}, not ${sigHash}`);
  const type = sigHash ?? input.sighashType ?? (taproot ? SIGHASH_DEFAULT : SIGHASH_ALL);
  if (!(taproot ? TAPROOT_SIGHASHES : SEGWIT_V0_SIGHASHES).includes(type))
    throw invalidParams(
      `sighash ${type} is not one ${key.purpose === 'ordinals' ? 'p2tr' : 'p2wpkh'} signs with`,
    );
  return type;
}

/**
 * Parses `bytes` (a BIP-174 PSBT) and checks what `signings` name: each input exists, is
 * signed once, and spends the signing key's address (from its witnessUtxo or
 * nonWitnessUtxo); a p2tr input's tapInternalKey, if given, is the key's. Resolves to the
 * signing itself, for after the prompt: it adds a p2tr input's missing tapInternalKey and the
 * asked sighash type, signs (partialSig, tapKeySig) and answers the PSBT's bytes, not
 * finalised. Every refusal is -32602.
 */
export async function prepareDevPsbt(
  bytes: Uint8Array,
  signings: readonly DevPsbtSigning[],
): Promise<() => Uint8Array> {
  const psbtBytes = toBytes(bytes, 'the PSBT');
  const bitcoin = await loadBitcoinJs();
  let psbt: Psbt;
  try {
    psbt = bitcoin.Psbt.fromBuffer(psbtBytes);
  } catch (error) {
    throw invalidParams(`the PSBT does not parse (${(error as Error).message})`);
  }
  const seen = new Set<number>();
  const plan = signings.flatMap((signing) => {
    if (!Array.isArray(signing.signingIndexes))
      throw invalidParams('each inputsToSign entry needs signingIndexes');
    return signing.signingIndexes.map((index) => {
      const sighashType = checkInput(bitcoin, psbt, index, signing);
      if (seen.has(index)) throw invalidParams(`input ${index} is named twice`);
      seen.add(index);
      return { index, sighashType, signing };
    });
  });

  return () => {
    for (const { index, sighashType, signing } of plan) {
      const input = psbt.data.inputs[index] as PsbtInput;
      const { key } = signing;
      if (key.purpose === 'ordinals' && !input.tapInternalKey)
        psbt.updateInput(index, { tapInternalKey: key.publicKey });
      if (
        input.sighashType === undefined &&
        sighashType !== SIGHASH_DEFAULT &&
        signing.sigHash !== undefined
      )
        psbt.updateInput(index, { sighashType });
      try {
        psbt.signInput(index, signerOf(key), [sighashType]);
      } catch (error) {
        throw invalidParams(`input ${index} cannot be signed (${(error as Error).message})`);
      }
    }
    return psbt.toBuffer();
  };
}
