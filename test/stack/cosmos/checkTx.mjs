/**
 * The SDK's ante handler, in its order (x/auth/ante NewAnteHandler), over the stand-in's state:
 * extension options, ValidateBasic, timeout height, memo, gas for the tx, the fee (payer,
 * minimum gas price, funds), the public key, the sequence and the signature. It only checks;
 * `createCosmosChain` applies what it returns (fee, sequence, key). In simulation, as in the
 * SDK, the gas limit, the minimum gas price, the key-address match and the signature are not
 * checked.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { coinsString, parseCoins } from './coins.mjs';
import { addressOfPubKey, checkAddress, signBytes, signerPubKey } from './decodeTx.mjs';
import { MIN_GAS_PRICE, TX_BASE_GAS, requiredFee } from './gas.mjs';
import { SdkError } from './SdkError.mjs';

const MAX_MEMO_CHARACTERS = 256;

/**
 * @param {{ chainId: string, height: number, getAccount(address: string): { accountNumber: number, sequence: number, pubKey: Uint8Array | null } | undefined, balanceOf(address: string, denom: string): bigint }} chain
 * @param {ReturnType<import('./decodeTx.mjs').decodeTx>} tx
 * @returns {{ signer: string, pubKey: Uint8Array | null, fee: { denom: string, amount: bigint }[], gasLimit: bigint, signature: Uint8Array }}
 */
export function checkTx(chain, tx, { simulate = false } = {}) {
  const { body, authInfo, raw, signers, fee: txFee } = tx;
  if (body.extensionOptions.length > 0 || body.nonCriticalExtensionOptions.length > 0)
    throw new SdkError(2, 'the stand-in accepts no extension options');

  // ValidateBasic
  if (raw.signatures.length === 0) throw new SdkError(15);
  if (signers.length !== 1)
    throw new SdkError(
      4,
      `the stand-in verifies single-signer transactions only (${signers.length} signers)`,
    );
  if (raw.signatures.length !== signers.length)
    throw new SdkError(
      4,
      `wrong number of signers; expected ${signers.length}, got ${raw.signatures.length}`,
    );
  if (authInfo.signerInfos.length !== signers.length)
    throw new SdkError(
      4,
      `invalid number of signer;  expected: ${signers.length}, got ${authInfo.signerInfos.length}`,
    );
  const fee = parseCoins(txFee.amount, { code: 13, what: 'invalid fee amount' });

  const timeout = body.timeoutHeight;
  if (timeout > 0n && BigInt(chain.height + 1) > timeout)
    throw new SdkError(30, `block height: ${chain.height + 1}, timeout height: ${timeout}`);
  if (tx.memo.length > MAX_MEMO_CHARACTERS)
    throw new SdkError(
      12,
      `maximum number of characters is ${MAX_MEMO_CHARACTERS} but received ${tx.memo.length} characters`,
    );
  const gasLimit = txFee.gasLimit;
  if (!simulate && gasLimit < TX_BASE_GAS)
    throw new SdkError(
      11,
      `out of gas in location: txSize; gasWanted: ${gasLimit}, gasUsed: ${TX_BASE_GAS}`,
    );

  // DeductFeeDecorator: the first signer pays; the stand-in has no fee grants.
  if (txFee.granter) throw new SdkError(18, 'fee grants are not enabled');
  const [signer] = signers;
  if (txFee.payer && checkAddress(txFee.payer, 'fee payer address') !== signer)
    throw new SdkError(18, 'the stand-in takes fees from the signer only');
  const account = chain.getAccount(signer);
  if (!account) throw new SdkError(9, `fee payer address: ${signer} does not exist`);
  if (!simulate) {
    const required = requiredFee(gasLimit);
    const paid = fee.find(({ denom }) => denom === MIN_GAS_PRICE.denom)?.amount ?? 0n;
    if (required > 0n && paid < required)
      throw new SdkError(
        13,
        `insufficient fees; got: ${coinsString(txFee.amount)} required: ${required}${MIN_GAS_PRICE.denom}`,
      );
  }
  for (const { denom, amount } of fee) {
    const spendable = chain.balanceOf(signer, denom);
    if (spendable < amount)
      throw new SdkError(
        5,
        `spendable balance ${spendable}${denom} is smaller than ${amount}${denom}: insufficient funds`,
      );
  }

  // SetPubKeyDecorator
  const [signerInfo] = authInfo.signerInfos;
  const offered = signerPubKey(signerInfo);
  if (offered && !simulate && addressOfPubKey(offered) !== signer)
    throw new SdkError(8, `pubKey does not match signer address ${signer} with signer index: 0`);
  const pubKey = account.pubKey ?? offered;

  // SigVerificationDecorator
  if (!pubKey && !simulate) throw new SdkError(8, 'pubkey on account is not set');
  if (signerInfo.sequence !== BigInt(account.sequence))
    throw new SdkError(
      32,
      `account sequence mismatch, expected ${account.sequence}, got ${signerInfo.sequence}`,
    );
  const [signature] = raw.signatures;
  if (!simulate) {
    const failed = new SdkError(
      4,
      `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${chain.chainId})`,
    );
    const bytes = signBytes(tx, signerInfo, {
      chainId: chain.chainId,
      accountNumber: account.accountNumber,
    });
    if (!bytes)
      throw new SdkError(
        4,
        'the stand-in verifies SIGN_MODE_DIRECT and SIGN_MODE_LEGACY_AMINO_JSON only',
      );
    let valid = false;
    try {
      // 64-byte r||s over SHA-256 of the sign bytes; a high-S signature is refused, as the SDK does.
      valid =
        signature.length === 64 &&
        pubKey !== null &&
        secp256k1.verify(signature, sha256(bytes), pubKey, { lowS: true });
    } catch {
      valid = false;
    }
    if (!valid) throw failed;
  }
  return { signer, pubKey: offered ?? null, fee, gasLimit, signature };
}
