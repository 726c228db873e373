/**
 * sendTransaction and simulateTransaction as a validator answers them: signatures verified
 * first (-32003), then a preflight simulation unless skipped (-32002 with the logs, which
 * web3.js turns into its SendTransactionError), then execution.
 */
import { ed25519 } from '@noble/curves/ed25519';
import bs58 from 'bs58';
import { decodeTransaction } from './createSolanaLedger.mjs';
import { encodeAccount } from './encodeAccount.mjs';
import { configAt, encodingOf, expectParams, stringAt, stringListAt } from './readParams.mjs';
import {
  PREFLIGHT_FAILURE,
  RpcError,
  SIGNATURE_VERIFICATION_FAILURE,
  invalidParams,
} from './RpcError.mjs';
import { describeTransactionError } from './transactionError.mjs';
import { errorMessage } from '../errorMessage.mjs';

const MAX_TRANSACTION_BYTES = 1232;

/** @typedef {import('./readParams.mjs').RpcParams} RpcParams */

/**
 * Wire bytes of an encoded transaction, decoded, within the packet size.
 * @param {RpcParams} params
 * @param {Record<string, any>} config
 */
function readTransaction(params, config) {
  const encoding = encodingOf(config, ['base58', 'base64'], 'base58');
  const wire = stringAt(params, 0, 'an encoded transaction');
  let bytes;
  try {
    bytes = encoding === 'base64' ? Buffer.from(wire, 'base64') : bs58.decode(wire);
  } catch {
    throw invalidParams(`invalid ${encoding} encoding`);
  }
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw invalidParams(
      `${encoding} encoded transaction too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES})`,
    );
  try {
    return { bytes, decoded: decodeTransaction(bytes) };
  } catch (error) {
    throw invalidParams(`failed to deserialize transaction: ${errorMessage(error)}`);
  }
}

/**
 * Every required signer's signature verifies over the message bytes.
 * @param {{ transaction: import('@solana/web3.js').VersionedTransaction, message: Uint8Array }} decoded
 */
function signaturesVerify({ transaction, message }) {
  const { header, staticAccountKeys } = transaction.message;
  if (transaction.signatures.length !== header.numRequiredSignatures) return false;
  return transaction.signatures.every((signature, index) =>
    ed25519.verify(signature, message, staticAccountKeys[index].toBytes()),
  );
}

/**
 * @param {{ err: import('./transactionError.mjs').RpcTransactionError | null, logs: string[],
 *   unitsConsumed: number | bigint }} simulation  one that failed: `err` is set
 */
const preflightFailure = ({ err, logs, unitsConsumed }) =>
  new RpcError(
    PREFLIGHT_FAILURE,
    `Transaction simulation failed: ${describeTransactionError(/** @type {import('./transactionError.mjs').RpcTransactionError} */ (err))}`,
    {
      accounts: null,
      err,
      innerInstructions: null,
      logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed,
    },
  );

/**
 * @param {{ getLedger: () => ReturnType<typeof import('./createSolanaLedger.mjs').createSolanaLedger>,
 *   context: (value: unknown) => unknown, decimalsOf: (mint: string) => number }} options
 *   `context` wraps a result in `{ context: { slot }, value }`.
 */
export function createTransactionMethods({ getLedger, context, decimalsOf }) {
  return {
    /** @param {RpcParams} params */
    sendTransaction(params) {
      const config = configAt(expectParams(params, 1, 2), 1);
      const { bytes, decoded } = readTransaction(params, config);
      if (!signaturesVerify(decoded))
        throw new RpcError(
          SIGNATURE_VERIFICATION_FAILURE,
          'Transaction signature verification failure',
        );
      const ledger = getLedger();
      if (!config.skipPreflight) {
        const preflight = ledger.isBlockhashValid(decoded.blockhash)
          ? ledger.simulate(decoded, bytes, { sigVerify: false })
          : { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 };
        if (preflight.err) throw preflightFailure(preflight);
      }
      // Without preflight a transaction that cannot land is dropped, as a validator drops it.
      ledger.send(decoded, bytes);
      return decoded.signature;
    },
    /** @param {RpcParams} params */
    simulateTransaction(params) {
      const config = configAt(expectParams(params, 1, 2), 1);
      if (config.sigVerify && config.replaceRecentBlockhash)
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      let { bytes, decoded } = readTransaction(params, config);
      const ledger = getLedger();
      let replacementBlockhash = null;
      if (config.replaceRecentBlockhash) {
        replacementBlockhash = ledger.latestBlockhash();
        decoded.transaction.message.recentBlockhash = replacementBlockhash.blockhash;
        bytes = decoded.transaction.serialize();
        decoded = decodeTransaction(bytes);
      }
      if (config.sigVerify && !signaturesVerify(decoded))
        throw new RpcError(
          SIGNATURE_VERIFICATION_FAILURE,
          'Transaction signature verification failure',
        );
      const wanted = config.accounts
        ? stringListAt([config.accounts.addresses], 0, 256, 'addresses')
        : [];
      const accountEncoding = config.accounts
        ? encodingOf(config.accounts, ['base64', 'jsonParsed'], 'base64')
        : null;
      const result = ledger.isBlockhashValid(decoded.blockhash)
        ? ledger.simulate(decoded, bytes, { sigVerify: false, addresses: wanted })
        : { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, accounts: [] };
      return context({
        err: result.err,
        logs: result.logs,
        accounts: config.accounts
          ? result.accounts.map(
              (/** @type {any} the ledger's account, as encodeAccount reads it */ account) =>
                account &&
                encodeAccount(account, {
                  // Set whenever config.accounts is.
                  encoding: /** @type {string} */ (accountEncoding),
                  decimalsOf,
                }),
            )
          : null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        innerInstructions: null,
        replacementBlockhash,
      });
    },
  };
}
