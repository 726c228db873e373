import { ed25519 } from '@noble/curves/ed25519';
import { invalidParams } from '../DevWalletRpcError';

/**
 * Solana's transaction wire format, read without @solana/web3.js (legacy and version 0):
 * shortvec(n) · n × 64-byte signatures · message, where the message is [0x80 | version]?
 * · header (required signatures, read-only signed, read-only unsigned) · shortvec(k) ·
 * k × 32-byte account keys · … The first `required signatures` keys are the signers, in the
 * order of the signature slots.
 */
interface TransactionWire {
  readonly version: 'legacy' | number;
  /** The signed bytes. */
  readonly message: Uint8Array;
  /** Where signature slot i starts: `signaturesOffset + 64 * i`. */
  readonly signaturesOffset: number;
  /** The required signers' public keys, in slot order. */
  readonly signers: readonly Uint8Array[];
}

/** A compact-u16 at `offset`: its value and how many bytes it took. */
function readShortVec(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0;
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[offset + size];
    if (byte === undefined) break;
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return [value, size + 1];
  }
  throw invalidParams('not a Solana transaction (bad length prefix)');
}

/** `value` as a Uint8Array; any realm's (a frame's, Node's Buffer) will do. */
export function toBytes(value: unknown, what: string): Uint8Array {
  if (!ArrayBuffer.isView(value)) throw invalidParams(`${what} must be a Uint8Array`);
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

export function parseTransactionWire(transaction: Uint8Array): TransactionWire {
  const bytes = toBytes(transaction, 'the transaction');
  const [count, countSize] = readShortVec(bytes, 0);
  const messageOffset = countSize + 64 * count;
  let cursor = messageOffset;
  let version: 'legacy' | number = 'legacy';
  const first = bytes[cursor] ?? 0;
  if (first & 0x80) {
    version = first & 0x7f;
    cursor += 1;
    if (version !== 0) throw invalidParams(`unsupported transaction version ${version}`);
  }
  const required = bytes[cursor] ?? 0;
  const [keyCount, keyCountSize] = readShortVec(bytes, cursor + 3);
  cursor += 3 + keyCountSize;
  if (bytes.length < cursor + 32 * keyCount + 32 || required === 0 || required > keyCount)
    throw invalidParams('not a Solana transaction (truncated message)');
  if (count !== required)
    throw invalidParams(`the transaction has ${count} signature slots for ${required} signers`);
  const signers = Array.from({ length: required }, (_, index) =>
    bytes.subarray(cursor + 32 * index, cursor + 32 * (index + 1)),
  );
  return { version, message: bytes.subarray(messageOffset), signaturesOffset: countSize, signers };
}

const sameKey = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

/**
 * A copy of `bytes` with our signature in our signer slot; other signers' slots are left as
 * they are. Throws when `publicKey` is not a required signer.
 */
export function signTransactionWire(
  transaction: Uint8Array,
  key: { readonly address: string; readonly publicKey: Uint8Array; readonly seed: Uint8Array },
): Uint8Array {
  const bytes = toBytes(transaction, 'the transaction');
  const wire = parseTransactionWire(bytes);
  const slot = wire.signers.findIndex((signer) => sameKey(signer, key.publicKey));
  if (slot < 0) throw invalidParams(`the transaction needs no signature of ${key.address}`);
  const signed = Uint8Array.from(bytes);
  signed.set(ed25519.sign(wire.message, key.seed), wire.signaturesOffset + 64 * slot);
  return signed;
}

/** Base64 of `bytes` with the browser's btoa (no Buffer in a page). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
