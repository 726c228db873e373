import type { Wallet } from '@wallet-standard/base';
import type { BitcoinWallet } from './BitcoinWallet';
import { bitcoinWalletKey } from './bitcoinConnectorId';
import { findSatsConnectProviders, satsConnectWallet } from './satsConnectWallet';
import { standardBitcoinWallet } from './standardBitcoinWallet';
import { findUnisat, UNISAT_NAME, unisatWallet } from './unisatWallet';

/**
 * The page's bitcoin wallets: the Wallet Standard ones (`standard`, from
 * `discoverBitcoinWallets`), then the sats-connect providers `target.btc_providers` lists,
 * then `target.unisat`. A wallet found through several conventions is listed once, through
 * the earliest: names are compared by `bitcoinWalletKey` ('Xverse Wallet' is 'Xverse'). Each
 * wrapper is made once per underlying object (`made`), so a wallet keeps its identity, and
 * the accounts a provider wrapper holds, across calls.
 */
export function listBitcoinWallets(
  standard: readonly Wallet[],
  target: object,
  made: WeakMap<object, BitcoinWallet>,
): BitcoinWallet[] {
  const list: BitcoinWallet[] = [];
  const keys = new Set<string>();
  const add = (source: object, name: string, make: () => BitcoinWallet) => {
    const key = bitcoinWalletKey(name);
    if (keys.has(key)) return;
    keys.add(key);
    let wallet = made.get(source);
    if (!wallet) {
      wallet = make();
      made.set(source, wallet);
    }
    list.push(wallet);
  };
  for (const wallet of standard) add(wallet, wallet.name, () => standardBitcoinWallet(wallet));
  for (const source of findSatsConnectProviders(target))
    add(source.provider, source.entry.name, () => satsConnectWallet(source));
  const unisat = findUnisat(target);
  if (unisat) add(unisat, UNISAT_NAME, () => unisatWallet(unisat));
  return list;
}
