/**
 * A transaction's wire form taken apart with cosmjs-types, as the SDK's tx decoder does, and
 * the bytes its signature covers rebuilt for either sign mode (SIGN_MODE_DIRECT: the SignDoc;
 * SIGN_MODE_LEGACY_AMINO_JSON: the sorted amino JSON StdSignDoc).
 */
import { makeSignDoc as makeAminoSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { SdkError } from './SdkError.mjs';
import { COSMOS_BECH32_PREFIX } from './devAccounts.mjs';
import { errorMessage } from '../errorMessage.mjs';

export const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend';
export const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey';

/** The bech32 account address of a compressed secp256k1 key: RIPEMD160(SHA256(key)). */
export const addressOfPubKey = (/** @type {Uint8Array} */ pubKey) =>
  toBech32(COSMOS_BECH32_PREFIX, ripemd160(sha256(pubKey)));

/**
 * Checks a `cosmos1…` account address (20 bytes, or 32 for module and ICA accounts) as the
 * SDK's address codec does; `what` names it in the error (code 7).
 * @param {string} address
 * @param {string} what
 */
export function checkAddress(address, what) {
  let decoded;
  try {
    // An explicit limit: @cosmjs/encoding 0.39 passes Infinity, which @scure/base 2 refuses.
    decoded = fromBech32(address, 90);
  } catch (error) {
    throw new SdkError(7, `invalid ${what}: decoding bech32 failed: ${errorMessage(error)}`);
  }
  if (decoded.prefix !== COSMOS_BECH32_PREFIX)
    throw new SdkError(
      7,
      `invalid ${what}: invalid Bech32 prefix; expected ${COSMOS_BECH32_PREFIX}, got ${decoded.prefix}`,
    );
  if (decoded.data.length !== 20 && decoded.data.length !== 32)
    throw new SdkError(
      7,
      `invalid ${what}: address length must be 20 or 32 bytes, got ${decoded.data.length}`,
    );
  return address;
}

/**
 * Decodes tx bytes (a TxRaw, or a Tx: the same wire form). Only bank MsgSend is known, as on
 * a chain with no other module: any other message is a parse error (code 2), like a type URL
 * the chain never registered.
 * @param {Uint8Array} bytes
 */
export function decodeTx(bytes) {
  let raw, body, authInfo;
  try {
    raw = TxRaw.decode(bytes);
    body = TxBody.decode(raw.bodyBytes);
    authInfo = AuthInfo.decode(raw.authInfoBytes);
  } catch (error) {
    throw new SdkError(2, `tx decode error: ${errorMessage(error)}`);
  }
  if (body.messages.length === 0) throw new SdkError(18, 'must contain at least one message');
  const msgs = body.messages.map(({ typeUrl, value }) => {
    if (typeUrl !== MSG_SEND)
      throw new SdkError(
        2,
        `unable to resolve type URL ${typeUrl}: the stand-in knows ${MSG_SEND} only`,
      );
    try {
      return MsgSend.decode(value);
    } catch (error) {
      throw new SdkError(2, `decoding ${MSG_SEND}: ${errorMessage(error)}`);
    }
  });
  // GetSigners: each MsgSend's from_address, in order, without repeats.
  const signers = [...new Set(msgs.map((msg) => checkAddress(msg.fromAddress, 'from address')))];
  return {
    bytes,
    raw,
    body,
    authInfo,
    msgs,
    signers,
    memo: body.memo,
    fee: authInfo.fee ?? { amount: [], gasLimit: 0n, payer: '', granter: '' },
  };
}

/** @typedef {import('cosmjs-types/cosmos/tx/v1beta1/tx').SignerInfo} SignerInfo */
/** @typedef {ReturnType<typeof decodeTx>} DecodedTx */

/**
 * A signer info's secp256k1 key (33 bytes), null when it has none; other key types: code 8.
 * @param {SignerInfo} signerInfo
 */
export function signerPubKey(signerInfo) {
  const any = signerInfo.publicKey;
  if (!any || any.value.length === 0) return null;
  if (any.typeUrl !== SECP256K1_PUBKEY)
    throw new SdkError(
      8,
      `unsupported public key type ${any.typeUrl}: the stand-in verifies secp256k1 only`,
    );
  const { key } = PubKey.decode(any.value);
  if (key.length !== 33) throw new SdkError(8, `invalid secp256k1 public key length ${key.length}`);
  return key;
}

/**
 * The sign mode of a single signer; multisig mode infos are refused (code 4).
 * @param {SignerInfo} signerInfo
 */
export function signModeOf(signerInfo) {
  const single = signerInfo.modeInfo?.single;
  if (!single) throw new SdkError(4, 'the stand-in verifies single (not multisig) signatures only');
  return single.mode;
}

/** The amino JSON form of a MsgSend (cosmjs' AminoTypes and the SDK's legacy codec agree). */
const aminoMsgSend = (/** @type {MsgSend} */ msg) => ({
  type: 'cosmos-sdk/MsgSend',
  value: {
    from_address: msg.fromAddress,
    to_address: msg.toAddress,
    amount: msg.amount.map(({ denom, amount }) => ({ denom, amount })),
  },
});

/**
 * The bytes signer `signerInfo` signed, for its sign mode; null for a mode the stand-in does not
 * verify (textual, direct aux).
 * @param {DecodedTx} tx
 * @param {SignerInfo} signerInfo
 * @param {{ chainId: string, accountNumber: number }} signer
 */
export function signBytes(tx, signerInfo, { chainId, accountNumber }) {
  const mode = signModeOf(signerInfo);
  if (mode === SignMode.SIGN_MODE_DIRECT)
    return SignDoc.encode({
      bodyBytes: tx.raw.bodyBytes,
      authInfoBytes: tx.raw.authInfoBytes,
      chainId,
      accountNumber: BigInt(accountNumber),
    }).finish();
  if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
    const { amount, gasLimit, granter, payer } = tx.fee;
    const fee = {
      amount: amount.map(({ denom, amount: value }) => ({ denom, amount: value })),
      gas: gasLimit.toString(),
      ...(granter && { granter }),
      ...(payer && { payer }),
    };
    const timeout = tx.body.timeoutHeight;
    return serializeSignDoc(
      makeAminoSignDoc(
        tx.msgs.map(aminoMsgSend),
        fee,
        chainId,
        tx.memo,
        accountNumber,
        // A bigint: cosmjs only calls toString() on it, as the SDK's JSON form wants.
        /** @type {number} */ (/** @type {unknown} */ (signerInfo.sequence)),
        timeout > 0n ? timeout : undefined,
      ),
    );
  }
  return null;
}
