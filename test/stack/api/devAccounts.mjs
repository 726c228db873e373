/**
 * anvil's first dev accounts (DEV_MNEMONIC, m/44'/60'/0'/0/i), checksummed: the same list as
 * src/testing/devAccounts.ts, which this plain-Node stand-in cannot import.
 */
export const DEV_ADDRESSES = Object.freeze([
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
]);

/**
 * Deploys and mints the tokens: dev account 9, never used by a wallet, so the accounts the
 * wallets use keep their round 10000 ETH (the tests read that balance).
 */
export const TOKEN_DEPLOYER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/**
 * Deploys the NFT collections and mints their tokens (deployNfts.mjs): dev account 8, also never
 * used by a wallet. A deployer of its own keeps the collections' addresses independent of how
 * many ERC-20 mints TOKEN_DEPLOYER sends first.
 */
export const NFT_DEPLOYER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
