/**
 * The stand-in's ERC-20 tokens: their fixed specs, the ABI fragments it calls, and where a
 * fresh anvil puts them (deployed by TOKEN_DEPLOYER with nonces 0 and 1; see deployTokens.mjs).
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
export const TRANSFER_TOPIC = ERC20.getEvent('Transfer').topicHash;

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

/** The native currency of every local chain, as the API lists it. */
export const NATIVE_TOKEN = Object.freeze({
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  priceUsd: 3000,
  /** The placeholder swap APIs use for the native currency in CAIP-10 token ids. */
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
});

/** The swap router the convert routes approve and call (no contract: fixture only). */
export const SWAP_ROUTER = '0x1111111254EEB25477B68fb85Ed929f73A960582';
