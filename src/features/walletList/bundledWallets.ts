import type { WalletListing } from './WalletListing';

/**
 * A small offline catalogue of well-known wallets, so AllWallets works without the product
 * API. No images and no remote URLs are fetched: the links are only opened when the visitor
 * taps a wallet. The product API (issue 5) replaces this through `loadWallets`.
 */
export const BUNDLED_WALLETS: readonly WalletListing[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
    featured: true,
  },
  {
    id: 'trust',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    mobile: { native: 'trust://', universal: 'https://link.trustwallet.com' },
    featured: true,
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    mobile: { native: 'cbwallet://', universal: 'https://go.cb-w.com' },
    featured: true,
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
    recommended: true,
  },
  {
    id: 'uniswap',
    name: 'Uniswap Wallet',
    rdns: 'org.uniswap.app',
    mobile: { native: 'uniswap://', universal: 'https://uniswap.org/app' },
    recommended: true,
  },
  {
    id: 'zerion',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    mobile: { native: 'zerion://', universal: 'https://wallet.zerion.io' },
  },
  {
    id: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    mobile: { native: 'phantom://', universal: 'https://phantom.app/ul' },
  },
  {
    id: 'argent',
    name: 'Argent',
    mobile: { native: 'argent://app/', universal: 'https://argent.link/app' },
  },
  { id: 'ledger-live', name: 'Ledger Live', mobile: { native: 'ledgerlive://' } },
  { id: 'imtoken', name: 'imToken', mobile: { native: 'imtokenv2://' } },
  { id: 'okx', name: 'OKX Wallet', rdns: 'com.okex.wallet', mobile: { native: 'okex://main' } },
  {
    id: 'bitget',
    name: 'Bitget Wallet',
    rdns: 'com.bitget.web3',
    mobile: { native: 'bitkeep://' },
  },
  {
    id: 'exodus',
    name: 'Exodus',
    mobile: { native: 'exodus://', universal: 'https://exodus.com/m' },
  },
  {
    id: 'zengo',
    name: 'Zengo',
    mobile: { native: 'zengo://', universal: 'https://get.zengo.com' },
  },
  { id: 'safe', name: 'Safe', mobile: { native: 'safe://' } },
  { id: 'rabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
];
