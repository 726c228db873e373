/**
 * The local regtest chain's fixed identities, for the stand-in, its tests and (later) the
 * Bitcoin dev wallet and adapter: change them everywhere or nowhere. Plain constants, so a
 * browser bundle can import them without bitcoinjs-lib.
 *
 * Keys are BIP32 children of the repo's DEV_MNEMONIC (src/testing/devAccounts.ts, "test test …
 * junk"), shipped as constants because the derivation costs a PBKDF2 run; the test suite checks
 * them against the mnemonic. Public knowledge: never hold real value with them.
 */

/** Bitcoin Core's regtest genesis block hash. */
export const BITCOIN_REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2f71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';
/** CAIP-2 (bip122): the first 32 hex characters of the genesis hash. */
export const BITCOIN_CAIP_NETWORK_ID = `bip122:${BITCOIN_REGTEST_GENESIS_HASH.slice(0, 32)}`;
export const BITCOIN_DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * Accounts 0..3: a payment address (BIP84 p2wpkh, m/84'/1'/0'/0/i) and an ordinals address
 * (BIP86 p2tr key path, m/86'/1'/0'/0/i; the private key is the untweaked internal key).
 */
export const BITCOIN_DEV_ACCOUNTS = Object.freeze(
  [
    [
      'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
      'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
      'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
    ],
    [
      '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
      'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
      'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
      'bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4',
    ],
    [
      '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
      'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
      'fef0082696611913b3c8507643fc5b169706dadd90269894a1645023791bfdc5',
      'bcrt1pw4n0e9av3evnyt7j7x3wgrjrttqr4482x7kwpp78g7wnue59mvnse7srs6',
    ],
    [
      '7b79a0ca0387b59e58b1aad16a8129da0d1d1a46ad335aa742e4fda77359fd82',
      'bcrt1q0rvyhr5465rrdfmavlj67u7ru5vr434c08qx4e',
      '55dcd2aa30f9b2b1d3aac220b5f35a3952796843731632c59298bbb43348d891',
      'bcrt1plafgmyp8xpy9fvljgmeaea57zsad2aqujxcqmag6u9r3zpmyg6aqek54f7',
    ],
  ].map(([paymentPrivateKey, paymentAddress, ordinalsPrivateKey, ordinalsAddress], index) =>
    Object.freeze({
      index,
      paymentPath: `m/84'/1'/0'/0/${index}`,
      paymentPrivateKey,
      paymentAddress,
      ordinalsPath: `m/86'/1'/0'/0/${index}`,
      ordinalsPrivateKey,
      ordinalsAddress,
    }),
  ),
);

/** The start state's UTXOs, in sats: every payment address gets all three, in this order. */
export const DEV_PAYMENT_FUNDING = Object.freeze([50_000_000, 25_000_000, 10_000_000]);
/** …and every ordinals address one small UTXO (a typical inscription's postage). */
export const DEV_ORDINALS_FUNDING = 10_000;
