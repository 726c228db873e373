/**
 * Test controls for the local Polkadot chain, over chopsticks' dev JSON-RPC methods (plain
 * HTTP POST to the chain's port; `url` may be its ws:// or http:// form):
 *
 *   fundAccount(url, address, planck)  sets an account's free balance (dev_setStorage on
 *                                      System.Account, nonce and the rest kept), then builds
 *                                      a block so balance subscriptions see it
 *   accountInfo(url, address)          System.Account, decoded; freeBalance(url, address)
 *   newBlock(url, { count })           builds empty blocks (dev_newBlock)
 *   resetChain(url, blockHash)         moves the head back to a block (dev_setHead): pass the
 *                                      chain's startBlockHash for the funded start state
 *
 * Node only (SS58 decoding through @polkadot/util-crypto). System.Account is read and written
 * raw, in this runtime's layout (statemine/900: AccountInfo<u32 nonce, AccountData> with
 * u32 consumers, providers, sufficients and u128 free, reserved, miscFrozen, feeFrozen).
 */
import { blake2b } from '@noble/hashes/blake2';
import { bytesToHex } from '@noble/hashes/utils';
import { decodeAddress } from '@polkadot/util-crypto';
import { jsonRpcRequest } from '../jsonRpcRequest.mjs';
import { POLKADOT_EXISTENTIAL_DEPOSIT } from './devAccounts.mjs';

/** twox128('System') ++ twox128('Account'): the System.Account map's prefix. */
const SYSTEM_ACCOUNT_PREFIX = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';
const ACCOUNT_INFO_BYTES = 80;
const U128_MAX = (1n << 128n) - 1n;
/** @typedef {import('./polkadotControl.mjs').PolkadotAccountInfo} PolkadotAccountInfo */

/** @type {ReadonlyArray<'nonce' | 'consumers' | 'providers' | 'sufficients'>} */
const U32_FIELDS = ['nonce', 'consumers', 'providers', 'sufficients'];
/** @type {ReadonlyArray<'free' | 'reserved' | 'miscFrozen' | 'feeFrozen'>} */
const U128_FIELDS = ['free', 'reserved', 'miscFrozen', 'feeFrozen'];

/** The chain's HTTP JSON-RPC URL from its ws:// or http:// one. */
export const toHttpUrl = (/** @type {string} */ url) => url.replace(/^ws(s?):\/\//, 'http$1://');

/**
 * The System.Account storage key of an SS58 address (Blake2_128Concat of the AccountId).
 * @param {string} address
 */
export function accountStorageKey(address) {
  const id = decodeAddress(address);
  return `0x${SYSTEM_ACCOUNT_PREFIX}${bytesToHex(blake2b(id, { dkLen: 16 }))}${bytesToHex(id)}`;
}

/**
 * @param {string} hex
 * @returns {PolkadotAccountInfo}
 */
function decodeAccountInfo(hex) {
  const bytes = Buffer.from(hex.slice(2), 'hex');
  if (bytes.length !== ACCOUNT_INFO_BYTES)
    throw new Error(`System.Account is ${bytes.length} bytes, not this runtime's 80`);
  /** @type {Partial<PolkadotAccountInfo>} */
  const info = {};
  U32_FIELDS.forEach((field, at) => (info[field] = bytes.readUInt32LE(at * 4)));
  U128_FIELDS.forEach((field, at) => {
    const offset = 16 + at * 16;
    info[field] = bytes.readBigUInt64LE(offset) + (bytes.readBigUInt64LE(offset + 8) << 64n);
  });
  return /** @type {PolkadotAccountInfo} every field set above */ (info);
}

/** @param {PolkadotAccountInfo} info */
function encodeAccountInfo(info) {
  const bytes = Buffer.alloc(ACCOUNT_INFO_BYTES);
  U32_FIELDS.forEach((field, at) => bytes.writeUInt32LE(info[field], at * 4));
  U128_FIELDS.forEach((field, at) => {
    const offset = 16 + at * 16;
    bytes.writeBigUInt64LE(info[field] & 0xffffffffffffffffn, offset);
    bytes.writeBigUInt64LE(info[field] >> 64n, offset + 8);
  });
  return `0x${bytes.toString('hex')}`;
}

/**
 * System.Account of `address` at the head: `{ nonce, consumers, providers, sufficients }`
 * (numbers) and `{ free, reserved, miscFrozen, feeFrozen }` (bigint planck); all zero for an
 * account that does not exist.
 * @param {string} url
 * @param {string} address
 * @returns {Promise<PolkadotAccountInfo>}
 */
export async function accountInfo(url, address) {
  const hex = await jsonRpcRequest(toHttpUrl(url), 'state_getStorage', [
    accountStorageKey(address),
  ]);
  if (hex === null)
    return /** @type {PolkadotAccountInfo} every field, zero */ (
      Object.fromEntries([
        ...U32_FIELDS.map((field) => [field, 0]),
        ...U128_FIELDS.map((field) => [field, 0n]),
      ])
    );
  return decodeAccountInfo(/** @type {string} */ (hex));
}

/** The free balance of `address`, in planck. */
export const freeBalance = async (/** @type {string} */ url, /** @type {string} */ address) =>
  (await accountInfo(url, address)).free;

/**
 * Builds `count` (default 1) empty blocks; resolves with the new head's hash.
 * @param {string} url
 * @param {{ count?: number }} [options]
 */
export async function newBlock(url, { count = 1 } = {}) {
  return /** @type {string} */ (await jsonRpcRequest(toHttpUrl(url), 'dev_newBlock', [{ count }]));
}

/**
 * Sets the free balance of `address` (planck, at least the existential deposit) and, unless
 * `newBlock: false`, builds a block so the change is in a new head (what balance
 * subscriptions watch). A new account gets one provider; an existing one keeps its nonce,
 * reference counts and reserved/frozen balances. Resolves with the new free balance and the
 * head's hash.
 * @param {string} url
 * @param {string} address
 * @param {bigint | number | string} planck
 * @param {{ newBlock?: boolean }} [options]
 */
export async function fundAccount(url, address, planck, { newBlock: build = true } = {}) {
  const free = BigInt(planck);
  if (free < BigInt(POLKADOT_EXISTENTIAL_DEPOSIT) || free > U128_MAX)
    throw new RangeError(
      `fundAccount: ${free} planck is not between the existential deposit (${POLKADOT_EXISTENTIAL_DEPOSIT}) and 2^128 - 1`,
    );
  const httpUrl = toHttpUrl(url);
  const info = await accountInfo(httpUrl, address);
  const value = encodeAccountInfo({ ...info, providers: Math.max(info.providers, 1), free });
  let blockHash = /** @type {string} */ (
    await jsonRpcRequest(httpUrl, 'dev_setStorage', [[[accountStorageKey(address), value]]])
  );
  if (build) blockHash = await newBlock(httpUrl);
  return { free, blockHash };
}

/**
 * Moves the head back to `blockHash` (a block of this chain, e.g. its startBlockHash): the
 * state is that block's, later blocks are dropped. Open clients' subscriptions see the next
 * new head; a client that cached a later nonce should reconnect.
 * @param {string} url
 * @param {string} blockHash
 */
export async function resetChain(url, blockHash) {
  return /** @type {string} */ (await jsonRpcRequest(toHttpUrl(url), 'dev_setHead', [blockHash]));
}
