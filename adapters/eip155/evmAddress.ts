/** Spec §5: an EVM address is an optional 0x then 40 hex characters. */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value);
}

export const toHexChainId = (id: number | string): `0x${string}` => `0x${BigInt(id).toString(16)}`;
