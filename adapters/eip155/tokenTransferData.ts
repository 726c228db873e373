/** `transfer(address,uint256)`'s selector: the first 4 bytes of its Keccak-256. */
const TRANSFER_SELECTOR = '0xa9059cbb';

const word = (hex: string) => hex.padStart(64, '0');

/**
 * The ERC-20 `transfer(to, amount)` call data, ABI-encoded by hand: two static words after the
 * selector. Ours so the adapter entry needs no ABI coder; `tokenTransferData.test.ts` checks
 * it against ethers' `Interface` byte for byte.
 */
export function tokenTransferData(to: string, amount: bigint): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new TypeError(`Not an EVM address: ${to}`);
  if (amount < 0n || amount >= 2n ** 256n) throw new RangeError('The amount is not a uint256');
  return `${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`;
}
