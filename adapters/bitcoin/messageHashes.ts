import { sha256 } from '@noble/hashes/sha2';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A Bitcoin varint (CompactSize) of `n`. */
function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  const wide = n <= 0xffff ? 2 : 4;
  const bytes = new Uint8Array(1 + wide);
  bytes[0] = wide === 2 ? 0xfd : 0xfe;
  for (let i = 0; i < wide; i++) bytes[1 + i] = (n >>> (8 * i)) & 0xff;
  return bytes;
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const LEGACY_MAGIC = utf8('Bitcoin Signed Message:\n');

/**
 * The digest a legacy (BIP-137, Bitcoin Core `signmessage`) signature signs: double SHA-256 of
 * the length-prefixed "Bitcoin Signed Message:\n" and the length-prefixed UTF-8 message.
 */
export function legacyMessageHash(message: string): Uint8Array {
  const bytes = utf8(message);
  return sha256(
    sha256(
      concat(compactSize(LEGACY_MAGIC.length), LEGACY_MAGIC, compactSize(bytes.length), bytes),
    ),
  );
}

const BIP322_TAG = sha256(utf8('BIP0322-signed-message'));

/** BIP-322's message hash: the BIP340 tagged hash "BIP0322-signed-message" of the UTF-8 message. */
export function bip322MessageHash(message: string): Uint8Array {
  return sha256(concat(BIP322_TAG, BIP322_TAG, utf8(message)));
}
