/**
 * The local Cosmos chain's fixed identities (test/stack/cosmos/devAccounts.mjs holds the same
 * values for the CometBFT stand-in): change them in both places or nowhere. Plain constants, so
 * no key derivation (PBKDF2) runs in the page.
 */

/** The local chain's id. */
export const COSMOS_LOCAL_CHAIN_ID = 'portico-local-1';
/** Its CAIP-2 id (cosmos namespace: the chain id itself). */
export const COSMOS_LOCAL_CAIP_NETWORK_ID = 'cosmos:portico-local-1';
/** Account addresses' bech32 prefix. */
export const COSMOS_LOCAL_BECH32_PREFIX = 'cosmos';
/** The staking and fee denom; shown as ATOM with 6 decimals. */
export const COSMOS_LOCAL_DENOM = 'uatom';
export const COSMOS_LOCAL_DECIMALS = 6;
/** The node's minimum gas price, as cosmjs' GasPrice.fromString reads it. */
export const COSMOS_LOCAL_GAS_PRICE = '0.025uatom';
/** CometBFT's RPC port on this machine: where `npm start` runs the stand-in by default. */
export const COSMOS_LOCAL_RPC_URL = 'http://127.0.0.1:26657';

/**
 * Dev accounts 0..3 of the repo's dev mnemonic ("test test … junk") at m/44'/118'/0'/0/i. The
 * stand-in funds 0-2 with 1,000 ATOM each and 3 with 2,000 uatom (less than one send's fee).
 */
export const COSMOS_DEV_ADDRESSES = Object.freeze([
  'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
  'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z',
  'cosmos1htamarexaxhgdsp0xu6sppeyx7avtvqrdf6t5g',
  'cosmos19tkvgvwht3n8pcqydrcq4cxwhr8rp2gela5v9y',
] as const);

/**
 * The dev accounts' secp256k1 private keys, hex, in the same order. Public knowledge: never
 * hold real value with them.
 */
export const COSMOS_DEV_PRIVATE_KEYS = Object.freeze([
  'e64e7928d4f6c06f01fefd31f760c51f59a16426e792761cd00529b76501c8a0',
  'bb54092b20b9793b15fb9527c860f88aeb65dbd5863a4748bd735edec5917625',
  'dae85909e4c6dae19b62b5fba2b1e6addfeca9805660af9fcac2c27a340f54ae',
  '770e15c626dc763231590ba861967214827369efac9d009337a9a6da1b18e3c5',
] as const);
