import { bytesToHex } from '@noble/hashes/utils';
import { PorticoError } from '../../src/adapter/PorticoError';
import { BitcoinPsbtMismatchError } from './BitcoinPsbtMismatchError';
import type { BitcoinNetworkKind } from './bitcoinNetworks';
import { bitcoinJsNetwork, loadBitcoinJs, type BitcoinJs } from './loadBitcoinJs';
import { sameBytes } from './sameBytes';

type Psbt = InstanceType<BitcoinJs['Psbt']>;

/** A PSBT as wallets return it: base64 (BIP174's text form), or hex (UniSat's). */
function decodePsbt(bitcoin: BitcoinJs, text: string, kind: BitcoinNetworkKind): Psbt {
  const network = bitcoinJsNetwork(bitcoin, kind);
  const trimmed = text.trim();
  try {
    // "psbt\xff" in hex; base64 of it starts "cHNidP8".
    return /^70736274ff(?:[0-9a-f]{2})*$/i.test(trimmed)
      ? bitcoin.Psbt.fromHex(trimmed, { network })
      : bitcoin.Psbt.fromBase64(trimmed, { network });
  } catch (cause) {
    throw new PorticoError('INVALID_PSBT', 'The wallet returned an invalid transaction', {
      details: `Not a PSBT: ${cause instanceof Error ? cause.message : String(cause)}`,
      cause,
    });
  }
}

const describeOutput = ({ script, value }: { script: Uint8Array; value: bigint }) =>
  `${value} sats to script ${bytesToHex(script)}`;

/** What differs between the two PSBTs' unsigned transactions, or null when nothing does. */
function differenceOf(signed: Psbt, unsigned: Psbt): string | null {
  if (signed.version !== unsigned.version)
    return `version ${signed.version} instead of ${unsigned.version}`;
  if (signed.locktime !== unsigned.locktime)
    return `locktime ${signed.locktime} instead of ${unsigned.locktime}`;
  const [signedIns, unsignedIns] = [signed.txInputs, unsigned.txInputs];
  if (signedIns.length !== unsignedIns.length)
    return `${signedIns.length} inputs instead of ${unsignedIns.length}`;
  for (const [index, input] of unsignedIns.entries()) {
    const other = signedIns[index];
    if (
      !other ||
      !sameBytes(other.hash, input.hash) ||
      other.index !== input.index ||
      other.sequence !== input.sequence
    )
      return `input ${index} is not the outpoint (or sequence) asked for`;
  }
  const [signedOuts, unsignedOuts] = [signed.txOutputs, unsigned.txOutputs];
  if (signedOuts.length !== unsignedOuts.length)
    return `${signedOuts.length} outputs instead of ${unsignedOuts.length}`;
  for (const [index, output] of unsignedOuts.entries()) {
    const other = signedOuts[index];
    if (other && sameBytes(other.script, output.script) && other.value === output.value) continue;
    return `output ${index} pays ${other ? describeOutput(other) : 'nothing'} instead of ${describeOutput(output)}`;
  }
  return null;
}

/**
 * The raw transaction (hex) of a PSBT the wallet signed, ready to broadcast: refused with
 * `BitcoinPsbtMismatchError` unless its unsigned transaction is exactly `unsigned`'s (a wallet
 * must not swap an output or add an input), its inputs finalised where the wallet left them
 * signed but not final (`PSBT_NOT_SIGNED` when one has no signature), and the transaction
 * extracted.
 */
export async function finalizeSignedPsbt({
  signed,
  unsigned,
  kind,
}: {
  signed: string;
  unsigned: string;
  kind: BitcoinNetworkKind;
}): Promise<string> {
  const bitcoin = await loadBitcoinJs();
  const signedPsbt = decodePsbt(bitcoin, signed, kind);
  const difference = differenceOf(signedPsbt, decodePsbt(bitcoin, unsigned, kind));
  if (difference) throw new BitcoinPsbtMismatchError(difference);
  signedPsbt.data.inputs.forEach((input, index) => {
    if (input.finalScriptWitness || input.finalScriptSig) return;
    try {
      signedPsbt.finalizeInput(index);
    } catch (cause) {
      throw new PorticoError('PSBT_NOT_SIGNED', 'The wallet did not sign the transaction', {
        details: `Input ${index} cannot be finalised: ${cause instanceof Error ? cause.message : String(cause)}`,
        cause,
      });
    }
  });
  // The fee check needs every input's previous output, which a wallet's finalizer may drop;
  // the outputs were just checked to be ours, so the fee is the one planned.
  return signedPsbt.extractTransaction(true).toHex();
}
