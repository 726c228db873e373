/**
 * The local regtest chain's fixed identities (test/stack/bitcoin/devAccounts.mjs holds the same
 * values for the Esplora stand-in): change them in both places or nowhere. Plain constants, so
 * no key derivation (PBKDF2) runs in the page.
 */

/** Bitcoin Core's regtest genesis block hash. */
export const BITCOIN_LOCAL_GENESIS_HASH =
  '0f9188f13cb7b2f71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';
/** The local chain's CAIP-2 id (bip122): the first 32 hex characters of the genesis hash. */
export const BITCOIN_LOCAL_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2f71f2a335e3a4fc328';
/** The Wallet Standard chain of the local chain. */
export const BITCOIN_LOCAL_CHAIN = 'bitcoin:regtest';

/**
 * Dev accounts 0..3: a payment address (BIP84 p2wpkh, m/84'/1'/0'/0/i) and an ordinals address
 * (BIP86 p2tr key path, m/86'/1'/0'/0/i) of the repo's dev mnemonic ("test test … junk"). The
 * stand-in funds each payment address with 0.5, 0.25 and 0.1 BTC and each ordinals address with
 * 10,000 sats.
 */
export const BITCOIN_DEV_ADDRESSES = Object.freeze([
  Object.freeze({
    payment: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    ordinals: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
  }),
  Object.freeze({
    payment: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
    ordinals: 'bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4',
  }),
  Object.freeze({
    payment: 'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
    ordinals: 'bcrt1pw4n0e9av3evnyt7j7x3wgrjrttqr4482x7kwpp78g7wnue59mvnse7srs6',
  }),
  Object.freeze({
    payment: 'bcrt1q0rvyhr5465rrdfmavlj67u7ru5vr434c08qx4e',
    ordinals: 'bcrt1plafgmyp8xpy9fvljgmeaea57zsad2aqujxcqmag6u9r3zpmyg6aqek54f7',
  }),
]);

/**
 * The dev accounts' private keys, hex: `payment` signs for the p2wpkh address, `ordinals` is the
 * untweaked BIP86 internal key of the p2tr address. Public knowledge: never hold real value
 * with them.
 */
export const BITCOIN_DEV_PRIVATE_KEYS = Object.freeze([
  Object.freeze({
    payment: 'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
    ordinals: '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
  }),
  Object.freeze({
    payment: '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
    ordinals: 'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
  }),
  Object.freeze({
    payment: '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
    ordinals: 'fef0082696611913b3c8507643fc5b169706dadd90269894a1645023791bfdc5',
  }),
  Object.freeze({
    payment: '7b79a0ca0387b59e58b1aad16a8129da0d1d1a46ad335aa742e4fda77359fd82',
    ordinals: '55dcd2aa30f9b2b1d3aac220b5f35a3952796843731632c59298bbb43348d891',
  }),
]);
