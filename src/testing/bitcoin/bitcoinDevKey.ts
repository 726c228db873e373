import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes, hexToBytes } from '@noble/hashes/utils';
import { BITCOIN_DEV_ADDRESSES, BITCOIN_DEV_PRIVATE_KEYS } from './bitcoinDevAccounts';
import { tweakTaprootKey } from './tweakTaprootKey';
import type { BitcoinAddressPurpose } from './types';

/** One address of a dev account, with what signs for it. */
export interface BitcoinDevAddressKey {
  readonly purpose: BitcoinAddressPurpose;
  readonly address: string;
  /**
   * The public key a WalletAccount shows: 33-byte compressed (payment) or the 32-byte x-only
   * internal key (ordinals, BIP86 untweaked).
   */
  readonly publicKey: Uint8Array;
  /** The address's output script (scriptPubKey). */
  readonly script: Uint8Array;
  /** The private key that signs for the address (for ordinals, the tweaked key). */
  readonly signingKey: Uint8Array;
  /**
   * What its signatures verify under: the compressed key (payment, ECDSA) or the tweaked x-only
   * output key (ordinals, BIP340).
   */
  readonly signingPublicKey: Uint8Array;
}

export interface BitcoinDevKey {
  readonly index: number;
  readonly payment: BitcoinDevAddressKey;
  readonly ordinals: BitcoinDevAddressKey;
}

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));
const cache = new Map<number, BitcoinDevKey>();

/** Dev account `index`'s keys (0..3). */
export function bitcoinDevKey(index: number): BitcoinDevKey {
  const cached = cache.get(index);
  if (cached) return cached;
  const addresses = BITCOIN_DEV_ADDRESSES[index];
  const privateKeys = BITCOIN_DEV_PRIVATE_KEYS[index];
  if (!Number.isInteger(index) || !addresses || !privateKeys)
    throw new RangeError(
      `Bitcoin dev wallet: no dev account ${index} (0..${BITCOIN_DEV_ADDRESSES.length - 1})`,
    );
  const paymentKey = hexToBytes(privateKeys.payment);
  const compressed = secp256k1.getPublicKey(paymentKey, true);
  const taproot = tweakTaprootKey(hexToBytes(privateKeys.ordinals));
  const key: BitcoinDevKey = {
    index,
    payment: {
      purpose: 'payment',
      address: addresses.payment,
      publicKey: compressed,
      // OP_0 <20-byte key hash>
      script: concatBytes(Uint8Array.of(0x00, 0x14), hash160(compressed)),
      signingKey: paymentKey,
      signingPublicKey: compressed,
    },
    ordinals: {
      purpose: 'ordinals',
      address: addresses.ordinals,
      publicKey: taproot.internalKey,
      // OP_1 <32-byte output key>
      script: concatBytes(Uint8Array.of(0x51, 0x20), taproot.outputKey),
      signingKey: taproot.privateKey,
      signingPublicKey: taproot.outputKey,
    },
  };
  cache.set(index, key);
  return key;
}
