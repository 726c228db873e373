import type { SignatureCheck, SignInRpcRequest } from '../../src/adapter/SignInRules';
import { SignatureRefusedError } from '../../src/adapter/SignatureRefusedError';

/** `isValidSignature(bytes32,bytes)`'s selector, which EIP-1271 also returns as "valid". */
export const EIP1271_MAGIC_VALUE = '0x1626ba7e';

/** ERC-6492's suffix of a signature made by an account not deployed yet. */
const ERC6492_MAGIC_SUFFIX = '6492'.repeat(16);

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;

const word = (value: number | string) =>
  (typeof value === 'number' ? value.toString(16) : value).padStart(64, '0');

/** A dynamic `bytes` argument's ABI tail: its length word, then its data padded to words. */
function bytesTail(hex: string): string {
  const bytes = hex.slice(2);
  return `${word(bytes.length / 2)}${bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')}`;
}

/** ABI-encodes `isValidSignature(hash, signature)` without loading ethers' ABI coder. */
function encodeIsValidSignature(hash: string, signature: string): string {
  // selector, bytes32 hash, offset of the dynamic `bytes` (two words in), its tail.
  return `${EIP1271_MAGIC_VALUE}${word(hash.slice(2))}${word(64)}${bytesTail(signature)}`;
}

const refuse = (reason: string, cause?: unknown) =>
  new SignatureRefusedError(reason, cause === undefined ? {} : { cause });

/**
 * ERC-6492: the universal validator, run as a deployless `eth_call` (its creation code with
 * `(signer, hash, signature)` as constructor arguments), deploys the account in the call's
 * sandbox through the factory call the signature carries, then asks EIP-1271; it returns 0x01
 * when valid. Nothing is deployed for real. The validator's bytecode comes from ox (loaded
 * only here), which takes it from the ERC.
 */
async function verifyErc6492(
  rpc: SignInRpcRequest,
  address: string,
  hash: string,
  signature: string,
): Promise<void> {
  const { universalSignatureValidatorBytecode } = await import('ox/erc6492/SignatureErc6492');
  // abi.encode(address, bytes32, bytes): two static words, the offset of `bytes`, its tail.
  const args = `${word(address.slice(2).toLowerCase())}${word(hash.slice(2))}${word(96)}${bytesTail(signature)}`;
  let result: unknown;
  try {
    result = await rpc('eth_call', [
      { data: `${universalSignatureValidatorBytecode}${args}` },
      'latest',
    ]);
  } catch (cause) {
    throw refuse('the ERC-6492 check failed (eth_call)', cause);
  }
  if (typeof result !== 'string' || !/^0x0*1$/.test(result))
    throw refuse('the account not deployed yet did not accept the signature (ERC-6492)');
}

/** EIP-191 (`personal_sign`) hashing and signer recovery, as an EVM library does them. */
export interface Eip191Recovery {
  /** The address whose key made `signature` of `message`; throws for a non-ECDSA signature. */
  verifyMessage(message: string, signature: string): string;
  /** The EIP-191 hash of `message`, 0x hex: what a contract account is asked about. */
  hashMessage(message: string): string;
}

/**
 * Checks that `signature` is `address`'s EIP-191 (`personal_sign`) signature of `message`,
 * the one shape of signature checks with the EVM library's `recovery` beside it.
 * First by recovering the signer (an EOA) with `recovery`; when that is someone else, and
 * `rpc` is given and the address holds code, by asking the contract (EIP-1271
 * `isValidSignature` over `eth_call`, valid when it returns 0x1626ba7e), or, for a signature
 * with ERC-6492's suffix (an account not deployed yet), by ERC-6492's validator. Throws a
 * `SignatureRefusedError` saying why otherwise.
 */
export async function verifyEip155Signature(
  { message, signature, address, rpc }: SignatureCheck,
  recovery: Eip191Recovery,
): Promise<void> {
  let recovered: string | undefined;
  try {
    recovered = recovery.verifyMessage(message, signature);
  } catch {
    // Not a 65- or 64-byte ECDSA signature: a contract account's signature can be anything.
  }
  if (recovered !== undefined && recovered.toLowerCase() === address.toLowerCase()) return;
  const mismatch = recovered ? `signed by ${recovered}, not ${address}` : 'not an ECDSA signature';
  if (!rpc) throw refuse(`${mismatch}, and no RPC to check a contract account`);
  if (!HEX.test(signature)) throw refuse(`${mismatch}, and not hex for EIP-1271`);
  if (signature.toLowerCase().endsWith(ERC6492_MAGIC_SUFFIX)) {
    await verifyErc6492(rpc, address, recovery.hashMessage(message), signature);
    return;
  }

  let code: unknown;
  try {
    code = await rpc('eth_getCode', [address, 'latest']);
  } catch (cause) {
    throw refuse('eth_getCode failed', cause);
  }
  if (typeof code !== 'string' || !HEX.test(code)) throw refuse('eth_getCode returned no hex');
  if (/^0x0*$/.test(code)) throw refuse(mismatch);

  let result: unknown;
  try {
    const data = encodeIsValidSignature(recovery.hashMessage(message), signature);
    result = await rpc('eth_call', [{ to: address, data }, 'latest']);
  } catch (cause) {
    throw refuse('the account contract rejected the signature (EIP-1271 call failed)', cause);
  }
  // The bytes4 comes back ABI-padded to a word: compare its first four bytes.
  if (typeof result === 'string' && result.slice(0, 10).toLowerCase() === EIP1271_MAGIC_VALUE)
    return;
  throw refuse('the account contract did not accept the signature (EIP-1271)');
}
