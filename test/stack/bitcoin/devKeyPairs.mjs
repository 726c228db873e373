// The dev accounts' keys as ECPair signers (Node side: tests, scripts).
import { ECPair, REGTEST, bitcoin } from './bitcoinLib.mjs';
import { BITCOIN_DEV_ACCOUNTS } from './devAccounts.mjs';

const fromHex = (/** @type {string} */ hex) =>
  ECPair.fromPrivateKey(Buffer.from(hex, 'hex'), { network: REGTEST });

/** Account i's payment (p2wpkh) key. */
export const devPaymentKeyPair = (/** @type {number} */ index) =>
  fromHex(BITCOIN_DEV_ACCOUNTS[index].paymentPrivateKey);

/** Account i's ordinals internal key (untweaked; its x-only public key is tapInternalKey). */
export const devOrdinalsKeyPair = (/** @type {number} */ index) =>
  fromHex(BITCOIN_DEV_ACCOUNTS[index].ordinalsPrivateKey);

/**
 * Account i's ordinals key tweaked for a BIP86 key-path spend (no script tree).
 * @param {number} index
 */
export function devOrdinalsSigner(index) {
  const internal = devOrdinalsKeyPair(index);
  const xOnly = internal.publicKey.subarray(1, 33);
  return internal.tweak(bitcoin.crypto.taggedHash('TapTweak', xOnly));
}
