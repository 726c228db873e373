// Test helper: a dev account's spend built the way a wallet builds one (a PSBT from Esplora
// UTXOs, signed, finalized, extracted).
import { REGTEST, bitcoin } from './bitcoinLib.mjs';
import { BITCOIN_DEV_ACCOUNTS } from './devAccounts.mjs';
import { devOrdinalsKeyPair, devOrdinalsSigner, devPaymentKeyPair } from './devKeyPairs.mjs';

/**
 * The raw hex of a transaction spending `utxos` ({txid, vout, value} as Esplora lists them) of
 * dev account `index`'s payment address (p2wpkh) or, with `ordinals`, its p2tr address (key
 * path) to `outputs` ({address, value} in sats). Whatever is not paid out is the fee.
 * @param {{ index: number, ordinals?: boolean,
 *   utxos: ReadonlyArray<{ txid: string, vout: number, value: number | bigint }>,
 *   outputs: ReadonlyArray<{ address: string, value: number | bigint }> }} spend
 * @returns {{ hex: string, txid: string, vsize: number }}
 */
export function signDevSpend({ index, ordinals = false, utxos, outputs }) {
  const account = BITCOIN_DEV_ACCOUNTS[index];
  const script = bitcoin.address.toOutputScript(
    ordinals ? account.ordinalsAddress : account.paymentAddress,
    REGTEST,
  );
  const tapInternalKey = ordinals ? devOrdinalsKeyPair(index).publicKey.subarray(1, 33) : null;
  const psbt = new bitcoin.Psbt({ network: REGTEST });
  for (const { txid, vout, value } of utxos)
    psbt.addInput({
      hash: txid,
      index: vout,
      witnessUtxo: { script, value: BigInt(value) },
      ...(tapInternalKey && { tapInternalKey }),
    });
  for (const { address, value } of outputs) psbt.addOutput({ address, value: BigInt(value) });
  psbt.signAllInputs(ordinals ? devOrdinalsSigner(index) : devPaymentKeyPair(index));
  psbt.finalizeAllInputs();
  const tx = psbt.extractTransaction(true);
  return { hex: tx.toHex(), txid: tx.getId(), vsize: tx.virtualSize() };
}
