/**
 * The local Cosmos chain's fixed identities, for the stand-in, its tests and the Cosmos dev
 * wallet (src/testing/cosmos/cosmosDevAccounts.ts holds the same values): change them
 * everywhere or nowhere. Plain constants, so a browser bundle can import them without cosmjs.
 *
 * Keys are BIP32 children of the repo's DEV_MNEMONIC ("test test … junk") at Cosmos Hub's path
 * m/44'/118'/0'/0/i, shipped as constants because the derivation costs a PBKDF2 run; the test
 * suite derives them again with cosmjs' DirectSecp256k1HdWallet. Public knowledge: never hold
 * real value with them.
 */

export const COSMOS_CHAIN_ID = 'portico-local-1';
/** CAIP-2 (cosmos namespace): the chain id itself. */
export const COSMOS_CAIP_NETWORK_ID = `cosmos:${COSMOS_CHAIN_ID}`;
export const COSMOS_BECH32_PREFIX = 'cosmos';
/** The staking and fee denom; shown as ATOM with 6 decimals (DenomMetadata answers so). */
export const COSMOS_DENOM = 'uatom';
export const COSMOS_DISPLAY_DENOM = 'ATOM';
export const COSMOS_DECIMALS = 6;
/** The node's minimum gas price: a fee below ceil(gas limit × 0.025) uatom is refused (code 13). */
export const COSMOS_GAS_PRICE = '0.025uatom';
export const COSMOS_DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** Dev accounts 0..3: secp256k1 keys at m/44'/118'/0'/0/i, compressed public keys, addresses. */
export const COSMOS_DEV_ACCOUNTS = Object.freeze(
  [
    [
      'e64e7928d4f6c06f01fefd31f760c51f59a16426e792761cd00529b76501c8a0',
      '0223aa679d6d5344e201e0df9f02ab15a84726eee0dfb4e953c46a9e2cb52349dc',
      'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
    ],
    [
      'bb54092b20b9793b15fb9527c860f88aeb65dbd5863a4748bd735edec5917625',
      '02635f2f6cc244c2e67017eeba8bc70fab7d579c3d06068b81ed8e4ee781f5e3d4',
      'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z',
    ],
    [
      'dae85909e4c6dae19b62b5fba2b1e6addfeca9805660af9fcac2c27a340f54ae',
      '02c35b28a128c664bae55d4d034af6e0964a22b7d8eb4fa69bbce04f1ccd25cb34',
      'cosmos1htamarexaxhgdsp0xu6sppeyx7avtvqrdf6t5g',
    ],
    [
      '770e15c626dc763231590ba861967214827369efac9d009337a9a6da1b18e3c5',
      '037ebe9911b2f0dc1c00aa3eb992ecaf18a25d1d26f0ef018919d53e23ef932329',
      'cosmos19tkvgvwht3n8pcqydrcq4cxwhr8rp2gela5v9y',
    ],
  ].map(([privateKey, publicKey, address], index) =>
    Object.freeze({ index, path: `m/44'/118'/0'/0/${index}`, privateKey, publicKey, address }),
  ),
);

/**
 * The start state's balances in uatom, by dev index: accounts 0-2 hold 1,000 ATOM each; account
 * 3 holds 0.002 ATOM, less than the fee of one MsgSend at 'auto' gas (112,000 gas × 0.025 =
 * 2,800 uatom), so its sends are refused (code 5) for the tests of that path.
 */
export const COSMOS_DEV_FUNDING = Object.freeze(['1000000000', '1000000000', '1000000000', '2000']);
