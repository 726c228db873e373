import { createPolkadotDevWallet } from './createPolkadotDevWallet';
import type { PolkadotDevWallet, PolkadotDevWalletOptions, PolkadotInjectTarget } from './types';

/**
 * Installs a Polkadot dev wallet as an extension's content script does: on
 * `target.injectedWeb3[wallet.key]` (creating `injectedWeb3` when absent), where dapps
 * (@polkadot/extension-dapp's web3Enable, the Polkadot adapter) look for extensions. Takes a
 * wallet or the options to create one; returns the wallet (for its `controls`). `target` is
 * the page's window (globalThis) by default.
 */
export function injectPolkadotDevWallet(
  walletOrOptions: PolkadotDevWallet | PolkadotDevWalletOptions = {},
  target: PolkadotInjectTarget = globalThis as PolkadotInjectTarget,
): PolkadotDevWallet {
  const wallet =
    'controls' in walletOrOptions ? walletOrOptions : createPolkadotDevWallet(walletOrOptions);
  target.injectedWeb3 ??= {};
  target.injectedWeb3[wallet.key] = wallet.injected;
  return wallet;
}
