/**
 * Test helpers: cosmjs signers for the dev accounts and signing clients tuned for the stand-in
 * (polling every 100 ms instead of 3 s; a 2 s broadcast timeout, since cosmjs' 60 s timer
 * outlives a rejected broadcast and keeps the process alive).
 */
import { Secp256k1Wallet } from '@cosmjs/amino';
import { fromHex } from '@cosmjs/encoding';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate';
import { COSMOS_BECH32_PREFIX, COSMOS_DEV_ACCOUNTS, COSMOS_GAS_PRICE } from './devAccounts.mjs';

export const CLIENT_OPTIONS = Object.freeze({
  gasPrice: GasPrice.fromString(COSMOS_GAS_PRICE),
  broadcastPollIntervalMs: 100,
  broadcastTimeoutMs: 2000,
});

/** Dev account `index`'s signer: SIGN_MODE_DIRECT, or amino JSON with `{ amino: true }`. */
export function devSigner(index, { amino = false } = {}) {
  const key = fromHex(COSMOS_DEV_ACCOUNTS[index].privateKey);
  return amino
    ? Secp256k1Wallet.fromKey(key, COSMOS_BECH32_PREFIX)
    : DirectSecp256k1Wallet.fromKey(key, COSMOS_BECH32_PREFIX);
}

/** A SigningStargateClient on `url` signing as dev account `index`. */
export async function devClient(url, index, options = {}) {
  return SigningStargateClient.connectWithSigner(
    url,
    await devSigner(index, options),
    CLIENT_OPTIONS,
  );
}
