/**
 * Test helpers: cosmjs signers for the dev accounts and signing clients tuned for the stand-in:
 * a sent tx is looked for every 100 ms instead of 3 s, and only a hang (5 minutes) ends the wait.
 * cosmjs arms its own wait before broadcast_tx_sync and clears it only once the tx is found, so
 * after a refused broadcast its timer would keep the process alive for its whole length; these
 * clients broadcast first and check a deadline between polls, leaving no timer behind.
 */
import { Secp256k1Wallet } from '@cosmjs/amino';
import { fromHex } from '@cosmjs/encoding';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { GasPrice, SigningStargateClient, TimeoutError } from '@cosmjs/stargate';
import { COSMOS_BECH32_PREFIX, COSMOS_DEV_ACCOUNTS, COSMOS_GAS_PRICE } from './devAccounts.mjs';

export const CLIENT_OPTIONS = Object.freeze({
  gasPrice: GasPrice.fromString(COSMOS_GAS_PRICE),
  broadcastPollIntervalMs: 100,
});

/** How long a broadcast tx may stay out of a block before the wait counts as hung. */
const INCLUSION_GUARD_MS = 5 * 60_000;

const sleep = (/** @type {number} */ ms) =>
  new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/**
 * `client`, its broadcastTx replaced by one that broadcasts, then polls `tx` until the tx is
 * in a block, answering what cosmjs' own broadcastTx answers.
 * @template {SigningStargateClient} C
 * @param {C} client
 * @returns {C}
 */
export function withPatientBroadcast(client) {
  client.broadcastTx = async (tx, _timeoutMs, pollIntervalMs = 100) => {
    const transactionHash = await client.broadcastTxSync(tx);
    const deadline = Date.now() + INCLUSION_GUARD_MS;
    for (;;) {
      await sleep(pollIntervalMs);
      const found = await client.getTx(transactionHash);
      if (found) {
        const { code, height, txIndex, events, rawLog, msgResponses, gasUsed, gasWanted } = found;
        return {
          code,
          height,
          txIndex,
          events,
          rawLog,
          transactionHash,
          msgResponses,
          gasUsed,
          gasWanted,
        };
      }
      if (Date.now() > deadline)
        throw new TimeoutError(
          `${transactionHash} is in no block after ${INCLUSION_GUARD_MS} ms`,
          transactionHash,
        );
    }
  };
  return client;
}

/**
 * Dev account `index`'s signer: SIGN_MODE_DIRECT, or amino JSON with `{ amino: true }`.
 * @overload
 * @param {number} index
 * @param {{ amino: true }} options
 * @returns {Promise<Secp256k1Wallet>}
 */
/**
 * @overload
 * @param {number} index
 * @param {{ amino?: false }} [options]
 * @returns {Promise<DirectSecp256k1Wallet>}
 */
/**
 * @overload
 * @param {number} index
 * @param {{ amino?: boolean }} [options]
 * @returns {Promise<Secp256k1Wallet | DirectSecp256k1Wallet>}
 */
/**
 * @param {number} index
 * @param {{ amino?: boolean }} [options]
 * @returns {Promise<Secp256k1Wallet | DirectSecp256k1Wallet>}
 */
export function devSigner(index, { amino = false } = {}) {
  const key = fromHex(COSMOS_DEV_ACCOUNTS[index].privateKey);
  return amino
    ? Secp256k1Wallet.fromKey(key, COSMOS_BECH32_PREFIX)
    : DirectSecp256k1Wallet.fromKey(key, COSMOS_BECH32_PREFIX);
}

/**
 * A SigningStargateClient on `url` signing as dev account `index`.
 * @param {string} url
 * @param {number} index
 * @param {{ amino?: boolean }} [options]
 */
export async function devClient(url, index, options = {}) {
  return withPatientBroadcast(
    await SigningStargateClient.connectWithSigner(
      url,
      await devSigner(index, options),
      CLIENT_OPTIONS,
    ),
  );
}
