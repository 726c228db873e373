import type { KeplrChainInfo } from './CosmosChainInfo';

/**
 * A Keplr-style injected provider (`window.keplr`, `window.leap`,
 * `window.cosmostation.providers.keplr`), as far as Portico uses it. Answers are the page's
 * script's: the adapter checks them before it believes them.
 */
export interface KeplrProvider {
  /** Asks (a prompt, unless the page is approved) for access to the chains; throws on refusal. */
  enable(chainIds: string | string[]): Promise<unknown>;
  /** The key of the chain: `{ name, algo, pubKey, address, bech32Address, … }`. */
  getKey(chainId: string): Promise<unknown>;
  /** A cosmjs `OfflineDirectSigner` (usually amino too) of the chain. */
  getOfflineSigner?(chainId: string): unknown;
  /** A cosmjs `OfflineAminoSigner` of the chain, for wallets (Ledger) that sign amino only. */
  getOfflineSignerOnlyAmino?(chainId: string): unknown;
  /** ADR-36: signs `data` as `signer`, answering a `StdSignature`. */
  signArbitrary?(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>;
  /** Adds a chain the wallet does not know (a prompt). */
  experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<unknown>;
  /** Forgets the page's access (newer Keplr). */
  disable?(chainIds?: string | string[]): Promise<unknown>;
  /** A name some providers carry (dev wallets); shown instead of the convention's. */
  name?: unknown;
  /** An icon some providers carry; shown only when it is a `data:image/…` URL. */
  icon?: unknown;
}

/** Whether `value` has the methods Portico cannot do without: `enable` and `getKey`. */
export function isKeplrProvider(value: unknown): value is KeplrProvider {
  try {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as KeplrProvider).enable === 'function' &&
      typeof (value as KeplrProvider).getKey === 'function'
    );
  } catch {
    return false;
  }
}
