import { keccak_256 } from '@noble/hashes/sha3';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 mixed-case checksum form of a well-formed EVM address. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(hex); // the ASCII bytes of the lower-case hex, per EIP-55
  let result = '0x';
  for (let i = 0; i < 40; i += 1) {
    // Each hex letter is upper-cased where the hash's matching nibble is 8 or more.
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    result += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return result;
}

/** Why `address` is not an EVM address in its EIP-55 checksum form, or undefined when it is. */
export function checksumProblem(address: string): string | undefined {
  if (!EVM_ADDRESS.test(address)) return 'is not an eip155 address';
  if (toChecksumAddress(address) !== address) {
    return 'must be EIP-55 checksummed (mixed case), as EIP-4361 requires';
  }
  return undefined;
}

/**
 * The EIP-55 checksummed form of an EVM address, as EIP-4361 requires of a message. Throws
 * for a malformed address or a mixed-case one whose checksum is wrong (a typo, not a casing
 * choice). Keccak-256 comes from `@noble/hashes` (synchronous and small; ethers uses it too).
 */
export function checksumAddress(address: string): string {
  if (!EVM_ADDRESS.test(address)) throw new Error(`"${address}" is not a valid EVM address`);
  const checksummed = toChecksumAddress(address);
  const hex = address.slice(2);
  const oneCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!oneCase && checksummed !== address) {
    throw new Error(`"${address}" has a wrong EIP-55 checksum`);
  }
  return checksummed;
}
