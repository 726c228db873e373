/**
 * The stand-in's ERC-20 tokens: their fixed specs, the ABI fragments it calls, and where a
 * fresh anvil puts them (deployed by TOKEN_DEPLOYER with nonces 0 and 1, and the broken token
 * BRK with nonce 2; see deployTokens.mjs).
 */
import { readFileSync } from 'node:fs';
import { Interface, getCreateAddress } from 'ethers';
import { TOKEN_DEPLOYER } from './devAccounts.mjs';

/** solc output of contracts/PorticoToken.sol (contracts/README.md says how it was built). */
export const TOKEN_ARTIFACT = JSON.parse(
  readFileSync(new URL('./contracts/PorticoToken.json', import.meta.url), 'utf8'),
);

export const ERC20 = new Interface(TOKEN_ARTIFACT.abi);

/** keccak256('Transfer(address,address,uint256)'). */
export const TRANSFER_TOPIC = /** @type {import('ethers').EventFragment} */ (
  ERC20.getEvent('Transfer')
).topicHash;

/**
 * Deployment order is the nonce order, so it fixes the addresses: do not reorder.
 * `mint` is what each of the first MINT_ACCOUNTS dev accounts receives, in whole tokens;
 * `priceUsd` is the fixture price the API quotes.
 */
export const TOKEN_SPECS = Object.freeze([
  Object.freeze({ name: 'Portico USD', symbol: 'PUSD', decimals: 6, mint: '10000', priceUsd: 1 }),
  Object.freeze({
    name: 'Portico Token',
    symbol: 'PTK',
    decimals: 18,
    mint: '1000',
    priceUsd: 0.5,
  }),
]);

/** How many dev accounts (from index 0) get a minted balance of every token. */
export const MINT_ACCOUNTS = 5;

/** Where the tokens land on a fresh chain: symbol → checksummed address. */
export const TOKEN_ADDRESSES = Object.freeze(
  Object.fromEntries(
    TOKEN_SPECS.map((spec, nonce) => [
      spec.symbol,
      getCreateAddress({ from: TOKEN_DEPLOYER, nonce }),
    ]),
  ),
);

/**
 * Broken Token (BRK): PorticoToken's interface, but `transfer` and `transferFrom` always revert
 * with "BRK: transfers are paused" (contracts/PorticoBrokenToken.sol), so a send shows a
 * reverting transfer's reason. Deployed right after TOKEN_SPECS (nonce 2), before any mint;
 * minted to the dev accounts in `holders` only (indexes into DEV_ADDRESSES), never to 0 or 1,
 * whose token lists stay PUSD and PTK. Not offered for swaps (`swappable: false`).
 */
export const BROKEN_TOKEN_SPEC = Object.freeze({
  name: 'Broken Token',
  symbol: 'BRK',
  decimals: 18,
  mint: '100',
  priceUsd: 2,
  holders: Object.freeze([2, 3]),
  swappable: false,
});

/** solc output of contracts/PorticoBrokenToken.sol (built like TOKEN_ARTIFACT). */
export const BROKEN_TOKEN_ARTIFACT = JSON.parse(
  readFileSync(new URL('./contracts/PorticoBrokenToken.json', import.meta.url), 'utf8'),
);

/** Where BRK lands on a fresh chain: TOKEN_DEPLOYER's nonce after the TOKEN_SPECS. */
export const BROKEN_TOKEN_ADDRESS = getCreateAddress({
  from: TOKEN_DEPLOYER,
  nonce: TOKEN_SPECS.length,
});

/** The native currency of every local chain, as the API lists it. */
export const NATIVE_TOKEN = Object.freeze({
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  priceUsd: 3000,
  /** The placeholder swap APIs use for the native currency in CAIP-10 token ids. */
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
});
