/** The amino type of a secp256k1 public key, as a `StdSignature` names it. */
const SECP256K1_PUBKEY_TYPE = 'tendermint/PubKeySecp256k1';

/** A signature as Keplr's `signArbitrary` answers it (cosmjs' `StdSignature`). */
export interface StdSignature {
  pub_key: { type: string; value: string };
  signature: string;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const isBase64 = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 4 && value.length <= 200 && BASE64.test(value);

/**
 * A `StdSignature` as a wallet or a relay answers it, other keys dropped; null when it is not
 * one. Checked by hand: no schema library on the adapter's startup path.
 */
export function readStdSignature(value: unknown): StdSignature | null {
  if (typeof value !== 'object' || value === null) return null;
  const { pub_key: key, signature } = value as Partial<Record<keyof StdSignature, unknown>>;
  if (typeof key !== 'object' || key === null || !isBase64(signature)) return null;
  const { type, value: keyValue } = key as Partial<Record<'type' | 'value', unknown>>;
  if (typeof type !== 'string' || !isBase64(keyValue)) return null;
  return { pub_key: { type, value: keyValue }, signature };
}

const base64ToBytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * The signature string Portico's cosmos `signMessage` returns: the `StdSignature` JSON,
 * `{"pub_key":{"type":"tendermint/PubKeySecp256k1","value":"<base64 33-byte key>"},"signature":"<base64 64-byte r||s>"}`.
 * It carries the key because an address is only a hash of it: a verifier needs both.
 */
export function formatCosmosSignature(signature: StdSignature): string {
  return JSON.stringify({
    pub_key: { type: signature.pub_key.type, value: signature.pub_key.value },
    signature: signature.signature,
  });
}

/** The key and the 64 signature bytes of a signature string (or of a `StdSignature`), or null. */
export function parseCosmosSignature(
  value: unknown,
): { publicKey: Uint8Array; signature: Uint8Array } | null {
  let candidate = value;
  if (typeof value === 'string') {
    if (value.length > 1000) return null;
    try {
      candidate = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = readStdSignature(candidate);
  if (!parsed || parsed.pub_key.type !== SECP256K1_PUBKEY_TYPE) return null;
  const publicKey = base64ToBytes(parsed.pub_key.value);
  const signature = base64ToBytes(parsed.signature);
  if (publicKey.length !== 33 || (publicKey[0] !== 2 && publicKey[0] !== 3)) return null;
  return signature.length === 64 ? { publicKey, signature } : null;
}

/** Whether `value` is a signature string of the form `formatCosmosSignature` writes. */
export const isCosmosSignature = (value: unknown): value is string =>
  typeof value === 'string' && parseCosmosSignature(value) !== null;
