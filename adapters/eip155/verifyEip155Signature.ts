import type { SignInRpcRequest } from '../../src/adapter/SignInRules';

/** `isValidSignature(bytes32,bytes)`'s selector, which EIP-1271 also returns as "valid". */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e';

/** How an eip155 signature was accepted: recovered from the key, or by the account's contract. */
export type Eip155SignatureKind = 'eoa' | 'eip1271';

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;

const word = (value: number | string) =>
  (typeof value === 'number' ? value.toString(16) : value).padStart(64, '0');

/** ABI-encodes `isValidSignature(hash, signature)` without loading ethers' ABI coder. */
function encodeIsValidSignature(hash: string, signature: string): string {
  const bytes = signature.slice(2);
  const padded = bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0');
  // selector, bytes32 hash, offset of the dynamic `bytes` (two words in), its length, its data.
  return `${EIP1271_MAGIC_VALUE}${word(hash.slice(2))}${word(64)}${word(bytes.length / 2)}${padded}`;
}

const refuse = (reason: string, cause?: unknown) =>
  new Error(reason, cause === undefined ? {} : { cause });

/**
 * Checks that `signature` is `address`'s EIP-191 (`personal_sign`) signature of `message`.
 * First by recovering the signer (an EOA); when that is someone else, and `rpcRequest` is
 * given and the address holds code, by asking the contract (EIP-1271 `isValidSignature` over
 * `eth_call`, valid when it returns 0x1626ba7e). Throws an `Error` saying why otherwise.
 *
 * ethers (an optional peer) is loaded here on demand, never at module load.
 */
export async function verifyEip155Signature(args: {
  message: string;
  signature: string;
  address: string;
  rpcRequest?: SignInRpcRequest;
}): Promise<Eip155SignatureKind> {
  const { message, signature, address, rpcRequest } = args;
  const hash = await import('ethers/hash').catch((cause: unknown) => {
    throw refuse('verifying an eip155 signature needs the ethers package', cause);
  });
  let recovered: string | undefined;
  try {
    recovered = hash.verifyMessage(message, signature);
  } catch {
    // Not a 65- or 64-byte ECDSA signature: a contract account's signature can be anything.
  }
  if (recovered !== undefined && recovered.toLowerCase() === address.toLowerCase()) return 'eoa';
  const mismatch = recovered ? `signed by ${recovered}, not ${address}` : 'not an ECDSA signature';
  if (!rpcRequest) throw refuse(`${mismatch}, and no RPC to check a contract account`);
  if (!HEX.test(signature)) throw refuse(`${mismatch}, and not hex for EIP-1271`);

  let code: unknown;
  try {
    code = await rpcRequest('eth_getCode', [address, 'latest']);
  } catch (cause) {
    throw refuse('eth_getCode failed', cause);
  }
  if (typeof code !== 'string' || !HEX.test(code)) throw refuse('eth_getCode returned no hex');
  if (/^0x0*$/.test(code)) throw refuse(mismatch);

  let result: unknown;
  try {
    const data = encodeIsValidSignature(hash.hashMessage(message), signature);
    result = await rpcRequest('eth_call', [{ to: address, data }, 'latest']);
  } catch (cause) {
    throw refuse('the account contract rejected the signature (EIP-1271 call failed)', cause);
  }
  // The bytes4 comes back ABI-padded to a word: compare its first four bytes.
  if (typeof result === 'string' && result.slice(0, 10).toLowerCase() === EIP1271_MAGIC_VALUE) {
    return 'eip1271';
  }
  throw refuse('the account contract did not accept the signature (EIP-1271)');
}
