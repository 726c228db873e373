/**
 * `portico/testing`: an offline test kit. A scriptable EIP-1193 dev wallet that signs with
 * anvil's dev keys, and helpers to announce it to a page (EIP-6963) or inject it; Wallet
 * Standard dev wallets for Solana and Bitcoin. Framework-free and browser-safe; it needs
 * `ethers` (v6) installed, and the Bitcoin one's PSBT signing `bitcoinjs-lib` (7).
 */
export { createDevWallet } from './createDevWallet';
export { announceDevWallet, DEV_WALLET_INFO } from './announceDevWallet';
export type { Eip6963ProviderDetail, Eip6963ProviderInfo } from './announceDevWallet';
export { injectDevWallet } from './injectDevWallet';
export { DEV_ADDRESSES, DEV_MNEMONIC, DEV_PRIVATE_KEYS } from './devAccounts';
export { DevWalletRpcError } from './DevWalletRpcError';
export { DEV_WALLET_ICON } from './devWalletIcon';
export { toHexChainId } from './chainParams';
export type {
  DevWallet,
  DevWalletAsset,
  DevWalletChain,
  DevWalletControls,
  DevWalletOptions,
  DevWalletOutcome,
  DevWalletScript,
  DevWalletState,
  Eip1193EventMap,
  Eip1193EventName,
  Eip1193Listener,
  Eip1193Provider,
  RequestArguments,
} from './types';

// Solana: a Wallet Standard dev wallet for the local cluster (test/stack/solana/).
export { createSolanaDevWallet } from './solana/createSolanaDevWallet';
export { registerSolanaDevWallet } from './solana/registerSolanaDevWallet';
export {
  SOLANA_DEV_ADDRESSES,
  SOLANA_DEV_MINT,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_CHAIN,
  SOLANA_LOCAL_GENESIS_HASH,
} from './solana/solanaDevAccounts';
export type {
  SolanaDevWallet,
  SolanaDevWalletControls,
  SolanaDevWalletFeatures,
  SolanaDevWalletMethod,
  SolanaDevWalletOptions,
  SolanaDevWalletScript,
  SolanaDevWalletState,
  SolanaDevWalletStorage,
} from './solana/types';

// Bitcoin: a Wallet Standard dev wallet for the local regtest chain (test/stack/bitcoin/).
// Signing PSBTs needs the optional peer bitcoinjs-lib (7), loaded on the first PSBT.
export { createBitcoinDevWallet } from './bitcoin/createBitcoinDevWallet';
export { registerBitcoinDevWallet } from './bitcoin/registerBitcoinDevWallet';
export {
  BITCOIN_DEV_ADDRESSES,
  BITCOIN_LOCAL_CAIP_NETWORK_ID,
  BITCOIN_LOCAL_CHAIN,
  BITCOIN_LOCAL_GENESIS_HASH,
} from './bitcoin/bitcoinDevAccounts';
export type {
  BitcoinAddressPurpose,
  BitcoinDevWallet,
  BitcoinDevWalletControls,
  BitcoinDevWalletFeatures,
  BitcoinDevWalletMethod,
  BitcoinDevWalletOptions,
  BitcoinDevWalletScript,
  BitcoinDevWalletState,
  BitcoinDevWalletStorage,
} from './bitcoin/types';

// Polkadot: an injected-web3 dev wallet (window.injectedWeb3) for the local chain
// (test/stack/polkadot/). Extrinsic signing loads @polkadot/types (16) on first use.
export { createPolkadotDevWallet } from './polkadot/createPolkadotDevWallet';
export { injectPolkadotDevWallet } from './polkadot/injectPolkadotDevWallet';
export {
  POLKADOT_DEV_ADDRESSES,
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
  POLKADOT_LOCAL_GENESIS_HASH,
  POLKADOT_LOCAL_SS58_PREFIX,
} from './polkadot/polkadotDevAccounts';
export type {
  PolkadotDevWallet,
  PolkadotDevWalletControls,
  PolkadotDevWalletMethod,
  PolkadotDevWalletOptions,
  PolkadotDevWalletScript,
  PolkadotDevWalletState,
  PolkadotDevWalletStorage,
  PolkadotInjected,
  PolkadotInjectedAccount,
  PolkadotInjectedExtension,
  PolkadotInjectTarget,
  PolkadotSignerPayloadJSON,
  PolkadotSignerPayloadRaw,
  PolkadotSignerResult,
} from './polkadot/types';

// Cosmos: a Keplr-compatible dev wallet for the local chain (test/stack/cosmos/). It signs with
// @noble/curves and needs no cosmjs; its offline signers are cosmjs-compatible.
export { createCosmosDevWallet } from './cosmos/createCosmosDevWallet';
export { injectCosmosDevWallet } from './cosmos/injectCosmosDevWallet';
export { KeplrDevWalletError } from './cosmos/KeplrDevWalletError';
export { COSMOS_HUB_CHAIN_INFO, cosmosLocalChainInfo } from './cosmos/cosmosChainInfos';
export {
  COSMOS_DEV_ADDRESSES,
  COSMOS_LOCAL_BECH32_PREFIX,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_DECIMALS,
  COSMOS_LOCAL_DENOM,
  COSMOS_LOCAL_GAS_PRICE,
  COSMOS_LOCAL_RPC_URL,
} from './cosmos/cosmosDevAccounts';
export type {
  CosmosDevWallet,
  CosmosDevWalletControls,
  CosmosDevWalletMethod,
  CosmosDevWalletOptions,
  CosmosDevWalletPrompt,
  CosmosDevWalletProvider,
  CosmosDevWalletScript,
  CosmosDevWalletState,
  CosmosDevWalletStorage,
  CosmosOfflineAminoSigner,
  CosmosOfflineSigner,
  KeplrChainInfo,
  KeplrKey,
  StdSignature,
} from './cosmos/types';
