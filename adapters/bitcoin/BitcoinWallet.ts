import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';

/** What a bitcoin address is for (the Wallet Standard's and sats-connect's "purposes"). */
export type BitcoinPurpose = 'payment' | 'ordinals';

/** One address a bitcoin wallet authorised, with what it is for. */
export interface BitcoinWalletAccount {
  address: string;
  /** Hex public key: 33-byte compressed (p2wpkh) or 32-byte x-only (p2tr); absent if not told. */
  publicKey?: string;
  purpose: BitcoinPurpose;
}

/** How a wallet signed a message: BIP-322 "simple", or the legacy (BIP-137) compact form. */
export type BitcoinSignatureProtocol = 'bip322' | 'legacy';

/** The PSBT inputs one address must sign, by input index. */
export interface BitcoinInputsToSign {
  address: string;
  indexes: number[];
}

/**
 * A bitcoin wallet as the adapter uses it, whichever convention it speaks (the Wallet
 * Standard's `bitcoin:*` features, a sats-connect provider from `window.btc_providers`, or the
 * legacy `window.unisat`). Errors are thrown as the wallet threw them; the adapter types them.
 */
export interface BitcoinWallet {
  readonly info: ConnectorInfo;
  /** Which convention it was found through; de-duplication keeps the earliest. */
  readonly source: 'standard' | 'satsConnect' | 'unisat';
  /** The wallet's chains where it names them (e.g. `bitcoin:regtest`); empty when unknown. */
  chains(): readonly string[];
  /** The accounts authorised for this page now (payment first when there is one). */
  accounts(): readonly BitcoinWalletAccount[];
  /**
   * Asks for a payment and an ordinals address (a wallet with one address answers it as
   * payment). `silent` never prompts: it answers none when the page is not authorised.
   */
  connect(silent: boolean): Promise<readonly BitcoinWalletAccount[]>;
  disconnect(): Promise<void>;
  /** Calls `listener` with the authorised accounts when they change; returns the unsubscribe. */
  onAccountsChanged(listener: (accounts: readonly BitcoinWalletAccount[]) => void): () => void;
  /**
   * Signs `message` with `address`'s key: BIP-322 where the wallet offers it, else legacy.
   * The signature is base64, as BIP-322 and BIP-137 write it.
   */
  signMessage(
    address: string,
    message: string,
  ): Promise<{ signature: string; protocol: BitcoinSignatureProtocol }>;
  /**
   * Signs the PSBT's inputs (base64 in, base64 out, not finalised or finalised: the adapter
   * finalises what is not) on `chain` (a Wallet Standard chain such as `bitcoin:regtest`).
   */
  signPsbt(psbt: string, inputs: readonly BitcoinInputsToSign[], chain: string): Promise<string>;
}
