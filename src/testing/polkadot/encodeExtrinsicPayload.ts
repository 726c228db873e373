import { blake2b } from '@noble/hashes/blake2';
import type * as PolkadotTypesModule from '@polkadot/types';
import { DevWalletRpcError } from '../DevWalletRpcError';
import type { PolkadotSignerPayloadJSON } from './types';

type PolkadotTypes = typeof PolkadotTypesModule;

/** Above this length a payload is signed by its blake2b-256 hash (@polkadot/types' rule). */
const MAX_PLAIN_PAYLOAD = 256;

/**
 * @polkadot/types (16, the one @polkadot/api brings), loaded on the first signPayload, never at
 * module load: a page that only connects or signs raw bytes does without it.
 */
async function loadPolkadotTypes(): Promise<PolkadotTypes> {
  try {
    return await import('@polkadot/types');
  } catch (cause) {
    throw new DevWalletRpcError(
      -32603,
      'The Portico Polkadot dev wallet encodes extrinsic payloads with @polkadot/types (16): install @polkadot/api',
      { cause },
    );
  }
}

/**
 * The bytes an extension signs for `signer.signPayload`, built as polkadot-js's does without
 * the chain's metadata: a fresh TypeRegistry with the payload's signed extensions, the
 * `ExtrinsicPayload` of that version, SCALE-encoded with the call inline. Pure JS: no
 * WebAssembly runs on this path (a strict CSP page refuses it).
 */
export async function encodeExtrinsicPayload(
  payload: PolkadotSignerPayloadJSON,
): Promise<Uint8Array> {
  const { TypeRegistry } = await loadPolkadotTypes();
  const registry = new TypeRegistry();
  registry.setSignedExtensions(payload.signedExtensions);
  try {
    return registry
      .createType('ExtrinsicPayload', payload, { version: payload.version })
      .toU8a({ method: true });
  } catch (cause) {
    throw new DevWalletRpcError(
      -32602,
      `Invalid params: not an extrinsic payload (${cause instanceof Error ? cause.message : String(cause)})`,
      { cause },
    );
  }
}

/** What is signed: the encoded payload, or its blake2b-256 hash when longer than 256 bytes. */
export const payloadSigningBytes = (encoded: Uint8Array): Uint8Array =>
  encoded.length > MAX_PLAIN_PAYLOAD ? blake2b(encoded, { dkLen: 32 }) : encoded;
