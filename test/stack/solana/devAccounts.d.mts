import type { Keypair } from '@solana/web3.js';

export declare const seedOf: (label: string) => Uint8Array;
export declare const SOLANA_GENESIS_HASH: string;
export declare const SOLANA_CAIP_NETWORK_ID: string;
export declare const SOLANA_WALLET_CHAIN: 'solana:localnet';
export declare const SOLANA_DEV_ADDRESSES: readonly string[];
export declare const DEV_LAMPORTS: bigint;
export declare const DEV_MINT: string;
export declare const DEV_MINT_DECIMALS: number;
export declare const DEV_TOKEN_AMOUNTS: readonly bigint[];
export declare function devKeypair(index: number): Keypair;
export declare function devMintKeypair(): Keypair;
export declare function genesisPayerKeypair(): Keypair;
