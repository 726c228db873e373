/** `portico-local-1`. */
export declare const COSMOS_CHAIN_ID: string;
/** `cosmos:portico-local-1`. */
export declare const COSMOS_CAIP_NETWORK_ID: string;
/** `cosmos`. */
export declare const COSMOS_BECH32_PREFIX: string;
/** `uatom`. */
export declare const COSMOS_DENOM: string;
/** `ATOM`. */
export declare const COSMOS_DISPLAY_DENOM: string;
/** 6. */
export declare const COSMOS_DECIMALS: number;
/** `0.025uatom`: the node's minimum gas price. */
export declare const COSMOS_GAS_PRICE: string;
export declare const COSMOS_DEV_MNEMONIC: string;

export interface CosmosDevAccount {
  index: number;
  /** `m/44'/118'/0'/0/i`. */
  path: string;
  /** 32 bytes, hex. */
  privateKey: string;
  /** 33-byte compressed secp256k1 key, hex. */
  publicKey: string;
  /** bech32 `cosmos1…`: RIPEMD160(SHA256(publicKey)). */
  address: string;
}

export declare const COSMOS_DEV_ACCOUNTS: readonly CosmosDevAccount[];
/** Start-state uatom of dev accounts 0..3, as decimal strings. */
export declare const COSMOS_DEV_FUNDING: readonly string[];
