import type { WalletListing } from './types';

/**
 * A small offline catalogue of well-known wallets, so AllWallets works without the product
 * API. No images and no remote URLs are fetched: the links are only opened when the visitor
 * taps a wallet. With an `apiUrl` the product API's list replaces it (`walletListSaga`), and
 * it stands in again when that API fails.
 */
export const BUNDLED_WALLETS: readonly WalletListing[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    namespaces: ['eip155'],
    rdns: 'io.metamask',
    mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
    featured: true,
  },
  {
    id: 'trust',
    name: 'Trust Wallet',
    namespaces: ['eip155', 'solana', 'bip122', 'cosmos'],
    rdns: 'com.trustwallet.app',
    mobile: { native: 'trust://', universal: 'https://link.trustwallet.com' },
    featured: true,
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    namespaces: ['eip155', 'solana'],
    rdns: 'com.coinbase.wallet',
    mobile: { native: 'cbwallet://', universal: 'https://go.cb-w.com' },
    featured: true,
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    namespaces: ['eip155'],
    rdns: 'me.rainbow',
    mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
    recommended: true,
  },
  {
    id: 'uniswap',
    name: 'Uniswap Wallet',
    namespaces: ['eip155'],
    rdns: 'org.uniswap.app',
    mobile: { native: 'uniswap://', universal: 'https://uniswap.org/app' },
    recommended: true,
  },
  {
    id: 'zerion',
    name: 'Zerion',
    namespaces: ['eip155'],
    rdns: 'io.zerion.wallet',
    mobile: { native: 'zerion://', universal: 'https://wallet.zerion.io' },
    recommended: true,
  },
  {
    id: 'phantom',
    name: 'Phantom',
    namespaces: ['eip155', 'solana'],
    rdns: 'app.phantom',
    mobile: { native: 'phantom://', universal: 'https://phantom.app/ul' },
    recommended: true,
  },
  {
    id: 'argent',
    name: 'Argent',
    namespaces: ['eip155'],
    mobile: { native: 'argent://app/', universal: 'https://argent.link/app' },
  },
  {
    id: 'ledger-live',
    name: 'Ledger Live',
    mobile: { native: 'ledgerlive://' },
    namespaces: ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
  },
  {
    id: 'imtoken',
    name: 'imToken',
    mobile: { native: 'imtokenv2://' },
    namespaces: ['eip155', 'bip122', 'cosmos'],
  },
  {
    id: 'okx',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    mobile: { native: 'okex://main' },
    namespaces: ['eip155', 'solana', 'bip122', 'cosmos'],
  },
  {
    id: 'bitget',
    name: 'Bitget Wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    rdns: 'com.bitget.web3',
    mobile: { native: 'bitkeep://' },
  },
  {
    id: 'exodus',
    name: 'Exodus',
    namespaces: ['eip155', 'solana', 'bip122'],
    mobile: { native: 'exodus://', universal: 'https://exodus.com/m' },
  },
  {
    id: 'zengo',
    name: 'Zengo',
    namespaces: ['eip155', 'bip122'],
    mobile: { native: 'zengo://', universal: 'https://get.zengo.com' },
  },
  { id: 'safe', name: 'Safe', mobile: { native: 'safe://' }, namespaces: ['eip155'] },
  { id: 'rabby', name: 'Rabby Wallet', rdns: 'io.rabby', namespaces: ['eip155'] },
];
