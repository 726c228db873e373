/**
 * The stand-in's wallet catalogue behind `GET /v1/wallets`: 40 wallets in rank order, so the
 * All Wallets view pages through 4 pages of 12. The first 16 match the client's bundled
 * offline catalogue (src/features/walletList/bundledWallets.ts) in id, name, rdns and links.
 */

/** The chain namespaces a wallet can support (the `namespaces` query parameter). */
export const WALLET_NAMESPACES = Object.freeze([
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
]);

/** Featured first when the request names no `featured` wallets, in this order. */
export const DEFAULT_FEATURED_WALLET_IDS = Object.freeze(['metamask', 'trust', 'coinbase']);

const RECOMMENDED = new Set(['rainbow', 'uniswap', 'zerion', 'phantom']);

const EVM = ['eip155'];

// [id, name, rdns, nativeLink, universalLink, namespaces, colour (null: no image)]; one
// wallet a line reads as a table, which prettier would unfold.
/** @type {Array<[string, string, string | null, string | null, string | null, string[], string | null]>} */
// prettier-ignore
const ROWS = [
  ['metamask', 'MetaMask', 'io.metamask', 'metamask://', 'https://metamask.app.link', EVM, '#f6851b'],
  ['trust', 'Trust Wallet', 'com.trustwallet.app', 'trust://', 'https://link.trustwallet.com', ['eip155', 'solana', 'bip122', 'cosmos'], '#0500ff'],
  ['coinbase', 'Coinbase Wallet', 'com.coinbase.wallet', 'cbwallet://', 'https://go.cb-w.com', ['eip155', 'solana'], '#0052ff'],
  ['rainbow', 'Rainbow', 'me.rainbow', 'rainbow://', 'https://rnbwapp.com', EVM, '#001e59'],
  ['uniswap', 'Uniswap Wallet', 'org.uniswap.app', 'uniswap://', 'https://uniswap.org/app', EVM, '#ff007a'],
  ['zerion', 'Zerion', 'io.zerion.wallet', 'zerion://', 'https://wallet.zerion.io', EVM, '#2962ef'],
  ['phantom', 'Phantom', 'app.phantom', 'phantom://', 'https://phantom.app/ul', ['eip155', 'solana'], '#ab9ff2'],
  ['argent', 'Argent', null, 'argent://app/', 'https://argent.link/app', EVM, '#ff875b'],
  ['ledger-live', 'Ledger Live', null, 'ledgerlive://', null, ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'], '#1c1d1f'],
  ['imtoken', 'imToken', null, 'imtokenv2://', null, ['eip155', 'bip122', 'cosmos'], '#11c4d1'],
  ['okx', 'OKX Wallet', 'com.okex.wallet', 'okex://main', null, ['eip155', 'solana', 'bip122', 'cosmos'], '#000000'],
  ['bitget', 'Bitget Wallet', 'com.bitget.web3', 'bitkeep://', null, ['eip155', 'solana', 'bip122'], '#00f0ff'],
  ['exodus', 'Exodus', null, 'exodus://', 'https://exodus.com/m', ['eip155', 'solana', 'bip122'], '#8b5cf6'],
  ['zengo', 'Zengo', null, 'zengo://', 'https://get.zengo.com', ['eip155', 'bip122'], '#1a1f36'],
  ['safe', 'Safe', null, 'safe://', null, EVM, '#12ff80'],
  ['rabby', 'Rabby Wallet', 'io.rabby', null, null, EVM, '#7084ff'],
  ['solflare', 'Solflare', 'com.solflare', 'solflare://', 'https://solflare.com/ul', ['solana'], '#fc7227'],
  ['backpack', 'Backpack', 'app.backpack', 'backpack://', 'https://backpack.app/ul', ['solana'], '#e33e3f'],
  ['talisman', 'Talisman', 'xyz.talisman', null, null, ['polkadot'], '#d5ff5c'],
  ['subwallet', 'SubWallet', 'app.subwallet', 'subwallet://', 'https://mobile.subwallet.app', ['polkadot', 'eip155'], '#004bff'],
  ['nova', 'Nova Wallet', null, 'novawallet://', 'https://app.novawallet.io', ['polkadot'], '#2d2e8f'],
  ['xverse', 'Xverse', 'com.secretkeylabs.xverse', 'xverse://', 'https://connect.xverse.app', ['bip122'], '#ee7a30'],
  ['unisat', 'UniSat Wallet', 'io.unisat', 'unisat://', null, ['bip122'], '#f7931a'],
  ['leather', 'Leather', 'io.leather', null, null, ['bip122'], '#12100f'],
  ['keplr', 'Keplr', 'app.keplr', 'keplrwallet://', 'https://deeplink.keplr.app', ['cosmos'], '#3b2ee3'],
  ['leap', 'Leap Wallet', 'io.leapwallet', 'leapcosmos://', null, ['cosmos'], '#32da6d'],
  ['cosmostation', 'Cosmostation', null, 'cosmostation://', null, ['cosmos'], '#9c6cff'],
  ['ambire', 'Ambire', 'com.ambire', 'ambire://', null, EVM, '#6000ff'],
  ['frame', 'Frame', 'sh.frame', null, null, EVM, null],
  ['taho', 'Taho', 'xyz.taho', null, null, EVM, '#d08e39'],
  ['enkrypt', 'Enkrypt', 'com.enkrypt', null, null, ['eip155', 'polkadot', 'bip122', 'solana'], '#a63dff'],
  ['tokenpocket', 'TokenPocket', 'pro.tokenpocket', 'tpoutside://', null, ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'], '#2980fe'],
  ['math-wallet', 'Math Wallet', null, 'mathwallet://', null, ['eip155', 'solana', 'polkadot', 'cosmos'], '#000000'],
  ['bitpie', 'Bitpie', null, 'bitpie://', null, ['eip155', 'bip122'], '#1c6ff5'],
  ['kraken', 'Kraken Wallet', 'com.kraken.wallet', 'krakenwallet://', null, ['eip155', 'solana', 'bip122'], '#7132f5'],
  ['crypto-com', 'Crypto.com Onchain', 'com.crypto.wallet', 'dfw://', null, ['eip155', 'cosmos'], '#103f68'],
  ['binance', 'Binance Web3 Wallet', 'com.binance.wallet', 'bnc://', null, ['eip155', 'solana', 'bip122'], '#f0b90b'],
  ['coin98', 'Coin98', 'coin98.com', 'coin98://', null, ['eip155', 'solana', 'cosmos'], '#d9b432'],
  ['vi-mo', 'Ví Mở', null, 'vimo://', null, EVM, '#da251d'],
  ['keystone', 'Keystone', null, null, null, ['eip155', 'bip122', 'solana'], null],
];

/**
 * The catalogue in rank order: `{ id, name, rdns, nativeLink, universalLink, namespaces,
 * recommended, color }`; `color` is the image's colour, null for a wallet with no image.
 */
export const WALLET_CATALOGUE = Object.freeze(
  ROWS.map(([id, name, rdns, nativeLink, universalLink, namespaces, color]) =>
    Object.freeze({
      id,
      name,
      rdns,
      nativeLink,
      universalLink,
      namespaces: Object.freeze([...namespaces]),
      recommended: RECOMMENDED.has(id),
      color,
    }),
  ),
);

/**
 * Case- and accent-insensitive form of a name or search: `Ví Mở` → `vi mo`.
 * @param {string} text
 */
export function foldName(text) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
