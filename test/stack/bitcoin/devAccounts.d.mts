export declare const BITCOIN_REGTEST_GENESIS_HASH: string;
/** `bip122:0f9188f13cb7b2f71f2a335e3a4fc328`. */
export declare const BITCOIN_CAIP_NETWORK_ID: string;
export declare const BITCOIN_DEV_MNEMONIC: string;

export interface BitcoinDevAccount {
  index: number;
  /** `m/84'/1'/0'/0/i`. */
  paymentPath: string;
  /** 32 bytes, hex. */
  paymentPrivateKey: string;
  /** p2wpkh, `bcrt1q…`. */
  paymentAddress: string;
  /** `m/86'/1'/0'/0/i`. */
  ordinalsPath: string;
  /** The untweaked internal key, 32 bytes, hex. */
  ordinalsPrivateKey: string;
  /** p2tr key path (BIP86, no script tree), `bcrt1p…`. */
  ordinalsAddress: string;
}

export declare const BITCOIN_DEV_ACCOUNTS: readonly BitcoinDevAccount[];
/** Sats of each start-state UTXO of every payment address. */
export declare const DEV_PAYMENT_FUNDING: readonly number[];
/** Sats of the one start-state UTXO of every ordinals address. */
export declare const DEV_ORDINALS_FUNDING: number;
