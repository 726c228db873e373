import { PorticoError } from '../../src/adapter/PorticoError';
import type { CosmosChainInfo } from './CosmosChainInfo';
import { decodeCosmosAddress } from './cosmosAddress';

/** Bytes, also from another realm (an extension's page script): any typed array of bytes. */
const isBytes = (value: unknown): value is Uint8Array =>
  value instanceof Uint8Array || Object.prototype.toString.call(value) === '[object Uint8Array]';

/** What Portico reads of Keplr's `getKey` answer, or null (checked by hand: no schema library). */
function readKeyAnswer(
  answer: unknown,
): { bech32Address: string; pubKey: Uint8Array; algo?: string } | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const { bech32Address, pubKey, algo } = answer as Record<string, unknown>;
  if (typeof bech32Address !== 'string' || bech32Address.length > 100 || !isBytes(pubKey))
    return null;
  if (algo !== undefined && typeof algo !== 'string') return null;
  return { bech32Address, pubKey, algo };
}

/** A wallet's key on one chain, checked. */
export interface CosmosKey {
  /** The bech32 address, lower case, with the chain's prefix. */
  address: string;
  /** The 33-byte compressed secp256k1 public key. */
  publicKey: Uint8Array;
  /** `secp256k1`, or `ethsecp256k1` on Ethermint chains. */
  algo: string;
}

const toHex = (data: Uint8Array) =>
  Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The hex of a key, as an `Account`'s `publicKey`. */
export const publicKeyHex = toHex;

const invalid = (details: string) =>
  new PorticoError('INVALID_WALLET_RESPONSE', 'The wallet returned an invalid answer', { details });

/**
 * Keplr's `getKey` answer for `info`'s chain, checked: a bech32 address of the chain's prefix
 * and a 33-byte public key. Anything else is refused (`INVALID_WALLET_RESPONSE`).
 */
export function readCosmosKey(answer: unknown, info: CosmosChainInfo): CosmosKey {
  const parsed = readKeyAnswer(answer);
  if (!parsed) throw invalid(`getKey(${info.chainId}) answered no bech32Address and pubKey`);
  const { bech32Address, algo = 'secp256k1' } = parsed;
  const publicKey = new Uint8Array(
    parsed.pubKey.buffer,
    parsed.pubKey.byteOffset,
    parsed.pubKey.byteLength,
  ).slice();
  const decoded = decodeCosmosAddress(bech32Address);
  if (!decoded || decoded.prefix !== info.bech32Prefix.toLowerCase())
    throw invalid(
      `getKey(${info.chainId}) answered ${bech32Address}, not an address with prefix ${info.bech32Prefix}`,
    );
  if (publicKey.length !== 33)
    throw invalid(`getKey(${info.chainId}) answered a ${publicKey.length}-byte public key, not 33`);
  return { address: bech32Address.toLowerCase(), publicKey, algo };
}
