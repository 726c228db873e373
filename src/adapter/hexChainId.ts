/** An EVM chain id as wallets exchange it (EIP-695/3326): `0x`-prefixed hex, no leading zeros. */
export const toHexChainId = (id: number | string): `0x${string}` => `0x${BigInt(id).toString(16)}`;
