import { hexToBytes } from '@noble/hashes/utils';
import type { BitcoinInputsToSign } from './BitcoinWallet';
import type { BitcoinNetworkKind } from './bitcoinNetworks';
import type { CoinSelection } from './selectCoins';
import {
  bitcoinJsNetwork,
  loadBitcoinJs,
  type BitcoinJs,
  type BitcoinJsNetwork,
} from './loadBitcoinJs';
import { sameBytes } from './sameBytes';
import { spendableInputType } from './spendableInputType';

/** The sender of a send: its address and, when the wallet told it, its public key (hex). */
export interface BitcoinSender {
  address: string;
  publicKey?: string;
}

/** An unsigned send for the wallet: the PSBT (base64) and the inputs it must sign. */
export interface TransferPsbt {
  psbt: string;
  inputsToSign: BitcoinInputsToSign[];
}

/** Opts in to replace-by-fee (BIP125), as wallets do, so a stuck send can be bumped. */
const RBF_SEQUENCE = 0xfffffffd;

/** A 32-byte x-only key from a hex key: x-only already, or 33-byte compressed without its prefix. */
function xOnlyKey(publicKey: string | undefined): Uint8Array | null {
  if (!publicKey || !/^(?:[0-9a-fA-F]{2})+$/.test(publicKey)) return null;
  const bytes = hexToBytes(publicKey);
  if (bytes.length === 32) return bytes;
  if (bytes.length === 33 && (bytes[0] === 0x02 || bytes[0] === 0x03)) return bytes.subarray(1);
  return null;
}

/**
 * The internal key of a taproot sender, only when it tweaks (BIP86, no script tree) to the
 * address's output key: a wallet that reported its output key, or another key, would be given
 * a key it cannot sign with. Without it, the wallet fills in its own.
 */
function tapInternalKeyOf(
  bitcoin: BitcoinJs,
  network: BitcoinJsNetwork,
  sender: BitcoinSender,
  script: Uint8Array,
): Uint8Array | null {
  const key = xOnlyKey(sender.publicKey);
  if (!key) return null;
  try {
    const { output } = bitcoin.payments.p2tr({ internalPubkey: key, network });
    return output && sameBytes(output, script) ? key : null;
  } catch {
    // Not a point on the curve.
    return null;
  }
}

/**
 * The PSBT of a send that `selectCoins` planned: `selection.inputs` spent (p2wpkh: with their
 * witnessUtxo; p2tr: with it and the tapInternalKey when known), `amount` to `to` first, the
 * change back to the sender last. Every input is the sender's, so the wallet signs them all.
 */
export async function buildTransferPsbt({
  kind,
  from,
  to,
  amount,
  selection,
}: {
  kind: BitcoinNetworkKind;
  from: BitcoinSender;
  to: string;
  amount: bigint;
  selection: Pick<CoinSelection, 'inputs' | 'change'>;
}): Promise<TransferPsbt> {
  const inputType = spendableInputType(from.address, kind);
  const bitcoin = await loadBitcoinJs();
  const network = bitcoinJsNetwork(bitcoin, kind);
  const fromScript = bitcoin.address.toOutputScript(from.address, network);
  const tapInternalKey =
    inputType === 'p2tr' ? tapInternalKeyOf(bitcoin, network, from, fromScript) : null;

  const psbt = new bitcoin.Psbt({ network });
  for (const utxo of selection.inputs)
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      sequence: RBF_SEQUENCE,
      witnessUtxo: { script: fromScript, value: utxo.value },
      ...(tapInternalKey ? { tapInternalKey } : {}),
    });
  psbt.addOutput({ script: bitcoin.address.toOutputScript(to, network), value: amount });
  if (selection.change !== null) psbt.addOutput({ script: fromScript, value: selection.change });
  return {
    psbt: psbt.toBase64(),
    inputsToSign: [{ address: from.address, indexes: selection.inputs.map((_, index) => index) }],
  };
}
