import { sha256 } from '@noble/hashes/sha2';
import { bech32, bech32m } from 'bech32';
import bs58 from 'bs58';
import type { BitcoinNetworkKind } from './bitcoinNetworks';

/** The output types Portico sends to (and from, for p2wpkh and p2tr). */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr';

/** What an address pays to: its type, the networks it is written for, and its hash or program. */
export interface DecodedBitcoinAddress {
  type: BitcoinAddressType;
  /** The networks whose prefixes it carries (testnet and signet share theirs, regtest their base58). */
  kinds: readonly BitcoinNetworkKind[];
  /** p2pkh/p2sh: the 20-byte hash; segwit: the witness program. */
  hash: Uint8Array;
}

/** BIP-173's human-readable parts and the base58 version bytes, by network. */
const ENCODINGS: Readonly<
  Record<BitcoinNetworkKind, { hrp: string; pubKeyHash: number; scriptHash: number }>
> = {
  mainnet: { hrp: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 },
  testnet: { hrp: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 },
  signet: { hrp: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 },
  regtest: { hrp: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4 },
};
const KINDS = Object.keys(ENCODINGS) as BitcoinNetworkKind[];

/**
 * A segwit address (BIP-173, BIP-350): one case throughout, the checksum of its version (bech32
 * for v0, bech32m for v1 and later), and a program of a type Portico knows. Other versions
 * are refused: no wallet here spends them, and funds sent there are anyone's today.
 */
function decodeSegwit(address: string): DecodedBitcoinAddress | null {
  // The library refuses mixed case; it answers undefined for any checksum or format error.
  const classic = bech32.decodeUnsafe(address);
  const modern = classic ? undefined : bech32m.decodeUnsafe(address);
  const decoded = classic ?? modern;
  if (!decoded || decoded.words.length === 0) return null;
  const [version, ...data] = decoded.words;
  if ((classic && version !== 0) || (modern && version === 0)) return null;
  const program = bech32.fromWordsUnsafe(data);
  if (!program) return null;
  const type =
    version === 0 && program.length === 20
      ? 'p2wpkh'
      : version === 0 && program.length === 32
        ? 'p2wsh'
        : version === 1 && program.length === 32
          ? 'p2tr'
          : null;
  const kinds = KINDS.filter((kind) => ENCODINGS[kind].hrp === decoded.prefix);
  return type && kinds.length > 0 ? { type, kinds, hash: Uint8Array.from(program) } : null;
}

/** A base58check address: 25 bytes, a version byte of p2pkh or p2sh, a double-SHA256 checksum. */
function decodeBase58(address: string): DecodedBitcoinAddress | null {
  const bytes = bs58.decodeUnsafe(address);
  if (!bytes || bytes.length !== 25) return null;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  if (checksum.some((byte, index) => byte !== bytes[21 + index])) return null;
  const [version] = payload;
  const hash = payload.slice(1);
  const p2pkh = KINDS.filter((kind) => ENCODINGS[kind].pubKeyHash === version);
  if (p2pkh.length > 0) return { type: 'p2pkh', kinds: p2pkh, hash };
  const p2sh = KINDS.filter((kind) => ENCODINGS[kind].scriptHash === version);
  return p2sh.length > 0 ? { type: 'p2sh', kinds: p2sh, hash } : null;
}

/** `address` decoded, if it is one of `kind`'s (of any known network when `kind` is omitted). */
export function decodeBitcoinAddress(
  address: string,
  kind?: BitcoinNetworkKind,
): DecodedBitcoinAddress | null {
  if (typeof address !== 'string' || address.length === 0) return null;
  const decoded = decodeSegwit(address) ?? decodeBase58(address);
  return decoded && (!kind || decoded.kinds.includes(kind)) ? decoded : null;
}

/** Whether `address` is a bitcoin address of `kind` (of any known network when omitted). */
export function isBitcoinAddress(address: string, kind?: BitcoinNetworkKind): boolean {
  return decodeBitcoinAddress(address, kind) !== null;
}

/** The output type `address` pays to, or null when it is not an address of `kind`. */
export function bitcoinAddressType(
  address: string,
  kind?: BitcoinNetworkKind,
): BitcoinAddressType | null {
  return decodeBitcoinAddress(address, kind)?.type ?? null;
}

/**
 * The network an address is written for, or null. Signet shares testnet's prefixes, and
 * regtest testnet's base58 versions: such addresses answer 'testnet'.
 */
export function addressKind(address: string): BitcoinNetworkKind | null {
  return decodeBitcoinAddress(address)?.kinds[0] ?? null;
}

/** Whether `address` is written in bech32 (segwit), where case does not matter. */
export function isSegwitAddress(address: string): boolean {
  return decodeSegwit(address) !== null;
}

const OP_DUP = 0x76;
const OP_HASH160 = 0xa9;
const OP_EQUALVERIFY = 0x88;
const OP_CHECKSIG = 0xac;
const OP_EQUAL = 0x87;
const OP_0 = 0x00;
const OP_1 = 0x51;

/** The scriptPubKey an address pays to (no bitcoinjs needed for these five templates). */
export function outputScriptOf({ type, hash }: DecodedBitcoinAddress): Uint8Array {
  const push = [hash.length, ...hash];
  switch (type) {
    case 'p2pkh':
      return Uint8Array.from([OP_DUP, OP_HASH160, ...push, OP_EQUALVERIFY, OP_CHECKSIG]);
    case 'p2sh':
      return Uint8Array.from([OP_HASH160, ...push, OP_EQUAL]);
    case 'p2wpkh':
    case 'p2wsh':
      return Uint8Array.from([OP_0, ...push]);
    case 'p2tr':
      return Uint8Array.from([OP_1, ...push]);
  }
}
