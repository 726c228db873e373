/** An EVM address is an optional 0x then 40 hex characters. */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value);
}
