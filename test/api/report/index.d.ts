import * as react from 'react';
import { ReactNode } from 'react';
import { b as ChainAdapter, c as ChainNamespace, A as AdapterCapabilities, d as CaipNetworkId, e as AccountType, f as ConnectorGroup, a as CaipNetwork } from './types/ChainAdapter.js';
export { g as Account, h as AdapterContext, i as AdapterEvent, j as CHAIN_NAMESPACES, C as ChainModule, k as ConnectParameters, l as ConnectResult, m as ConnectorInfo, n as ConnectorKind, F as FeeSpeed, R as RpcChainModule, o as RpcRequestArguments, p as RpcTransport, S as SendCost, q as SendCostRequest, T as TransactionRequest } from './types/ChainAdapter.js';
import * as _reduxjs_toolkit from '@reduxjs/toolkit';
import { S as SignInRules } from './types/SignInRules.js';
export { a as SignInRpcRequest, b as SignatureCheck, V as VerifySignature } from './types/SignInRules.js';
import { P as PorticoError } from './types/PorticoError.js';

/** The part of an ERC-4337 `eth_getUserOperationReceipt` answer a calls status is made of. */
interface UserOperationReceipt {
    success: boolean;
    receipt: {
        transactionHash: string;
        blockHash: string;
        blockNumber: string;
        gasUsed: string;
        logs: unknown[];
    };
}

/** The sources Portico knows: a pairing protocol's wallets, the embedded wallet. */
type WalletSourceKind = 'pairing' | 'embeddedWallet';
/** The modal's own services, lent to a source when a modal starts it. */
interface WalletSourceContext {
    /** The modal's storage (the host's `storage`, guarded): a source keeps its login here. */
    storage: {
        getItem(key: string): string | null;
        setItem(key: string, value: string): void;
        removeItem(key: string): void;
    };
    /** Config `debug`. */
    debug: boolean;
    /** The modal's last used chain (CAIP-2), read when needed. */
    lastUsedChain(): string | null;
    /** Config `defaultAccountTypes`. */
    defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, string>>>;
    /**
     * `eth_getUserOperationReceipt` through the product API's bundler (its answer checked
     * there): present only with an `apiUrl`.
     */
    getUserOperationReceipt?(caipNetworkId: string, userOpHash: string): Promise<UserOperationReceipt | null>;
}
/** A source as one modal runs it: the adapter of its connectors, and what else it keeps. */
interface RunningWalletSource {
    /** Listed beside each served namespace's own wallets; handles its own connectors' calls. */
    readonly adapter: ChainAdapter;
}
/**
 * Wallets that come from elsewhere than one namespace's adapter and serve several
 * namespaces: a pairing protocol, the embedded wallet. Registered in the config's `sources`;
 * the modal joins each to the adapter of every namespace it serves that has one.
 */
interface WalletSource<Running extends RunningWalletSource = RunningWalletSource> {
    readonly kind: WalletSourceKind;
    /** The namespaces it can serve, as declared; it serves those with a registered adapter. */
    readonly namespaces: readonly ChainNamespace[];
    /** What a served namespace's adapter can do besides its own (pairing: `walletConnect`). */
    readonly capabilities?: Partial<AdapterCapabilities>;
    /** The page it frames, if any (the embedded wallet's secure site): a strict CSP's frame-src. */
    readonly frameUrl?: string;
    /** Once per modal, at its creation: no network, no prompt, no heavy import. */
    start(context: WalletSourceContext): Running;
}

/**
 * Log levels, most severe first. A logger at one level keeps that level and the ones before
 * it; `silent` keeps nothing. The default is `error`.
 */
declare const LOG_LEVELS: readonly ["silent", "error", "warn", "info", "debug"];
type LogLevel = (typeof LOG_LEVELS)[number];
/** A level an entry can have (every level but `silent`). */
type EntryLevel = Exclude<LogLevel, 'silent'>;

/**
 * The legacy `siweConfig` (Reown AppKit's SIWE client config, `createSIWEConfig`), accepted
 * for hosts migrating to Portico; `siweConfigToSiwx` adapts it onto `SiwxConfig`.
 */
interface LegacySiweConfig {
    /** A fresh nonce, usually from the host's server. */
    getNonce(address?: string): Promise<string>;
    /** The EIP-4361 text for `args` (AppKit's `formatMessage(args, address)` writes it). */
    createMessage(args: SiweCreateMessageArgs): string;
    /** Verifies the signed message, usually on the host's server; true signs in. */
    verifyMessage(args: SiweVerifyMessageArgs): Promise<boolean>;
    /** The signed-in account, or null. */
    getSession(): Promise<SiweSession | null>;
    /** Ends the session; true when it did. */
    signOut(): Promise<boolean>;
    /** Domain, uri, statement and the like for new messages. Default: the page's location. */
    getMessageParams?(): Promise<SiweMessageParams>;
    /** Called after a successful sign-in. */
    onSignIn?(session?: SiweSession): void;
    /** Called after a sign-out. */
    onSignOut?(): void;
    /** Whether disconnecting signs out. Default: true. */
    signOutOnDisconnect?: boolean;
    /** Whether sign-in is mandatory. Default: false. */
    required?: boolean;
}
/** What `createMessage` gets, in AppKit's shape. */
interface SiweCreateMessageArgs {
    /** CAIP-10 (`eip155:1:0xabc…`), as AppKit passes it; `formatMessage` strips the prefix. */
    address: string;
    chainId: number;
    domain: string;
    uri: string;
    nonce: string;
    version: '1';
    type?: 'eip4361';
    statement?: string;
    resources?: string[];
    requestId?: string;
    /** Issued at, ISO-8601. */
    iat?: string;
    /** Expiration time, ISO-8601. */
    exp?: string;
    /** Not before, ISO-8601. */
    nbf?: string;
}
/** What `getMessageParams` returns. */
interface SiweMessageParams {
    domain?: string;
    uri?: string;
    chains?: number[];
    statement?: string;
    resources?: string[];
    requestId?: string;
    iat?: string;
    exp?: string;
    nbf?: string;
}
/** What `verifyMessage` gets. */
interface SiweVerifyMessageArgs {
    message: string;
    signature: string;
    cacao?: unknown;
}
/** A signed-in account as `getSession` reports it. */
interface SiweSession {
    address: string;
    chainId: number;
}

/**
 * What the flow knows when it asks for a message (Reown AppKit's `SIWXMessage.Input`): the
 * connected account and its network. The `SiwxConfig` fills in the rest.
 */
interface SiwxMessageInput {
    /** The account as the wallet reports it (no CAIP prefix). */
    accountAddress: string;
    /** CAIP-2 id of the account's network, e.g. `eip155:1`. */
    chainId: CaipNetworkId;
    /** ISO-8601 time before which the sign-in is not valid. Default: none. */
    notBefore?: string;
}
/**
 * Every field of a SIWX message (CAIP-122 / EIP-4361), as plain serialisable data.
 * This is what a `SiwxSession` stores as `data`.
 */
interface SiwxMessageData extends SiwxMessageInput {
    /** RFC 3986 authority asking for the sign-in (`example.com`, `localhost:3000`), no scheme. */
    domain: string;
    /**
     * The URI scheme of the origin asking (`https`), written before the domain as EIP-4361
     * allows (`https://example.com wants you to sign in…`). Default: none.
     */
    scheme?: string;
    /** Absolute URI of the resource the sign-in is for, usually the page's URL. */
    uri: string;
    /** Message format version; CAIP-122 and EIP-4361 define only `'1'`. */
    version: '1';
    /** Alphanumeric, at least 8 characters; protects against replay. */
    nonce: string;
    /**
     * Human-readable assertion shown to the user: one line of EIP-4361's characters (letters,
     * digits, space and `-._~:/?#[]@!$&'()*+,;=`). Default: none.
     */
    statement?: string;
    /** URIs the user also authorises. Default: none. */
    resources?: string[];
    /** System-specific identifier of the request. Default: none. */
    requestId?: string;
    /** ISO-8601 time the message was made. */
    issuedAt: string;
    /** ISO-8601 time after which the sign-in is no longer valid. Default: none. */
    expirationTime?: string;
}
/** A message ready to be signed: its data plus the exact text the wallet signs. */
interface SiwxMessage extends SiwxMessageData {
    /** The CAIP-122 text (EIP-4361 for eip155); what the wallet signs. */
    serializedMessage: string;
    /** Returns `serializedMessage`. */
    toString(): string;
}
/** A signed-in account: the message data, its text and the wallet's signature. */
interface SiwxSession {
    data: SiwxMessageData;
    /** The signed text. */
    message: string;
    /** The wallet's signature of `message`; hex for eip155. */
    signature: string;
    /** A CAIP-74 CACAO when the wallet returned one (one-click auth); kept as given. */
    cacao?: unknown;
}
/**
 * What a host provides to enable sign-in (`siwx` in the config); close to Reown AppKit's
 * `SIWXConfig`. Every method may talk to a server, so all are async. Portico's own
 * implementation is `createDefaultSiwx`; the legacy `siweConfig` is adapted by `siweConfigToSiwx`.
 */
interface SiwxConfig {
    /** Builds the message the connected account is asked to sign. */
    createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
    /** Verifies and stores a signed session; rejects when it is refused. */
    addSession(session: SiwxSession): Promise<void>;
    /** The valid sessions of `address` on `chainId`; empty when the user must sign in. */
    getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
    /** Replaces every stored session; an empty list signs everything out. */
    setSessions(sessions: SiwxSession[]): Promise<void>;
    /** Drops the sessions of `address` on `chainId`. */
    revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
    /**
     * Whether sign-in is mandatory: cancelling it then disconnects. Default: false.
     */
    getRequired?(): boolean;
    /** Whether disconnecting clears the sessions. Default: true. */
    signOutOnDisconnect?: boolean;
}
/**
 * Checks a signature for a namespace the built-in verifier does not cover (everything but
 * eip155). Resolves true when `signature` is `address`'s signature of `message`.
 */
type SiwxSignatureVerifier = (args: {
    message: string;
    signature: string;
    address: string;
    chainId: CaipNetworkId;
}) => Promise<boolean>;

/** The product's defaults. Frozen so no caller can mutate the shared copies. */
declare const CONNECT_METHODS: readonly ["email", "social", "wallet"];
type ConnectMethod = (typeof CONNECT_METHODS)[number];
declare const WALLET_FEATURES: readonly ["onramp", "swaps", "receive", "send"];
type WalletFeature = (typeof WALLET_FEATURES)[number];
declare const CONNECTOR_ORDER: readonly ["walletConnect", "recent", "injected", "featured", "custom", "external", "recommended"];
/** An entry of the connector order: a listing group, or the recent wallets. */
type ConnectorOrderEntry = ConnectorGroup | 'recent';
declare const SOCIAL_PROVIDERS: readonly ["google", "x", "farcaster", "discord", "apple", "github", "facebook"];
type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** Each namespace's account kind, from the namespace registry. */
declare const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>>;
declare const DEFAULT_FEATURES: Readonly<{
    receive: true;
    send: true;
    emailShowWallets: true;
    analytics: true;
    allWallets: true;
    legalCheckbox: false;
    smartSessions: false;
    collapseWallets: false;
    email: true;
    socials: readonly SocialProvider[];
    swaps: true;
    onramp: true;
    activity: true;
    reownBranding: true;
    multiWallet: false;
    connectMethodsOrder: readonly ConnectMethod[];
    walletFeaturesOrder: readonly WalletFeature[];
    connectorOrder: readonly ConnectorOrderEntry[];
}>;

/** The features; every one has a default (README, "Configuration"). */
interface Features {
    receive: boolean;
    send: boolean;
    emailShowWallets: boolean;
    analytics: boolean;
    allWallets: boolean;
    legalCheckbox: boolean;
    smartSessions: boolean;
    collapseWallets: boolean;
    email: boolean;
    /** The social login providers, in order, or false for none. */
    socials: SocialProvider[] | false;
    swaps: boolean;
    onramp: boolean;
    activity: boolean;
    reownBranding: boolean;
    multiWallet: boolean;
    connectMethodsOrder: ConnectMethod[];
    walletFeaturesOrder: WalletFeature[];
    connectorOrder: ConnectorOrderEntry[];
}
/** A list type that also takes a readonly list (a literal written `as const`). */
type ReadonlyList<V> = V extends (infer E)[] ? readonly E[] : V;
/** Features as a host writes them: any subset, lists readonly or not. */
type FeaturesInput = {
    [K in keyof Features]?: ReadonlyList<Features[K]>;
};
/** CSS custom properties on the modal root (README, "Configuration"). */
interface ThemeVariables {
    accent?: string;
    fontFamily?: string;
    fontSize?: string;
    borderRadius?: string;
    zIndex?: number;
    overlay?: string;
    qrColor?: string;
}
/** The host app's metadata. */
interface AppMetadata {
    name: string;
    description: string;
    url: string;
    icons: readonly string[];
}
/**
 * What a host passes to `createWalletModal` or `<WalletModalProvider config>`. Lists may be
 * readonly, so a config written `as const` fits.
 */
interface ConfigInput {
    projectId: string;
    networks: readonly CaipNetwork[];
    defaultNetwork?: CaipNetwork;
    metadata?: AppMetadata;
    features?: FeaturesInput;
    defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
    themeMode?: 'light' | 'dark';
    themeVariables?: ThemeVariables;
    locale?: string;
    embedded?: boolean;
    enableReconnect?: boolean;
    allowUnsupportedChain?: boolean;
    debug?: boolean;
    /**
     * Load the first open's code once the page is idle after load (never before the page is
     * interactive), so the click renders at once. Default true.
     */
    prefetch?: boolean;
    apiUrl?: string;
    /**
     * Networks (CAIP-2 ids, e.g. `eip155:31337`) where Swap is offered besides the 12 EVM
     * chains: a chain the host's product API swaps on. Default none.
     */
    extraSwapNetworks?: readonly string[];
    /** The host's terms, linked from the consent checkbox (`features.legalCheckbox`). */
    termsConditionsUrl?: string;
    /** The host's privacy policy, linked from the consent checkbox (`features.legalCheckbox`). */
    privacyPolicyUrl?: string;
    /**
     * Hosts of Safe web apps (default `['app.safe.global']`): when the page is framed by one of
     * them, exactly, a Safe connector is offered first.
     */
    safeAppHosts?: readonly string[];
    sdkType?: string;
    sdkVersion?: string;
    logLevel?: LogLevel;
    featuredWalletIds?: readonly string[];
    includeWalletIds?: readonly string[];
    excludeWalletIds?: readonly string[];
    adapters?: readonly ChainAdapter[];
    /**
     * Wallets that serve several namespaces, joined to the adapters of those registered:
     * `pairing(universalAdapter({ … }))` (WalletConnect) and `embeddedWallet({ secureSiteUrl })`
     * (email and social login). Default none.
     */
    sources?: readonly WalletSource[];
    siweConfig?: LegacySiweConfig;
    siwx?: SiwxConfig;
}

/**
 * The key-value store Portico persists to (recent wallets, stored connections, last used
 * chain). Lives in the saga context so tests and hosts can supply their own.
 */
interface PorticoStorage {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
}

/** The alerts, by code. Titles and bodies live in the message catalogue. */
declare const ALERT_CATALOGUE: {
    readonly NETWORK_NOT_FOUND: {
        readonly severity: "error";
        readonly once: false;
    };
    readonly ORIGIN_NOT_ALLOWED: {
        readonly severity: "error";
        readonly once: false;
    };
    readonly INVALID_APP_CONFIGURATION: {
        readonly severity: "error";
        readonly once: true;
    };
    readonly EMBEDDED_WALLET_LOAD_FAILED: {
        readonly severity: "error";
        readonly once: false;
    };
    readonly EMBEDDED_WALLET_REQUEST_TIMEOUT: {
        readonly severity: "error";
        readonly once: false;
    };
    readonly UNVERIFIED_DOMAIN: {
        readonly severity: "warning";
        readonly once: false;
    };
    readonly SESSION_EXPIRED: {
        readonly severity: "warning";
        readonly once: false;
    };
    readonly INVALID_PROJECT_ID: {
        readonly severity: "error";
        readonly once: false;
    };
    readonly PROJECT_ID_NOT_CONFIGURED: {
        readonly severity: "error";
        readonly once: false;
    };
    readonly SERVER_ERROR_APP_CONFIGURATION: {
        readonly severity: "error";
        readonly once: false;
    };
    readonly RATE_LIMITED_APP_CONFIGURATION: {
        readonly severity: "error";
        readonly once: false;
    };
    readonly LOCAL_CONFIGURATION_IGNORED: {
        readonly severity: "info";
        readonly once: true;
    };
    readonly MULTI_WALLET_NOT_ENABLED: {
        readonly severity: "info";
        readonly once: false;
    };
};
type AlertCode = keyof typeof ALERT_CATALOGUE;

declare const en: {
    readonly 'connecting.continueIn': "Continue in {wallet}";
    readonly 'connecting.approveHint': "Accept the connection request in your wallet.";
    readonly 'connecting.failedHint': "The connection was not completed.";
    readonly 'connecting.retry': "Try again";
    readonly 'connecting.cancel': "Cancel";
    readonly 'walletConnect.qrLabel': "QR code to connect a mobile wallet";
    readonly 'walletConnect.scanHint': "Scan with your phone’s wallet app, or copy the link.";
    readonly 'walletConnect.creating': "Creating a pairing…";
    readonly 'walletConnect.copyLink': "Copy link";
    readonly 'walletConnect.copied': "Link copied";
    readonly 'walletConnect.copyFailed': "Could not copy the link";
    readonly 'walletConnect.expired': "This QR code has expired.";
    readonly 'walletConnect.failedHint': "No connection was made.";
    readonly 'walletConnect.start': "Show QR code";
    readonly 'walletConnect.notInstalled': "{wallet} did not open. Not installed?";
    readonly 'walletConnect.getWallet': "Get {wallet}";
    readonly 'walletConnect.orScan': "Or scan the QR code with a phone that has it.";
    readonly 'walletConnect.retry': "Try again";
    readonly 'walletConnect.cancel': "Cancel";
    readonly 'allWallets.search': "Search wallets";
    readonly 'allWallets.listLabel': "Wallets";
    readonly 'allWallets.loading': "Loading wallets…";
    readonly 'allWallets.loadingMore': "Loading more wallets…";
    readonly 'allWallets.loadFailed': "Could not load more wallets";
    readonly 'allWallets.retry': "Try again";
    readonly 'allWallets.offline': "The full wallet list is unavailable: showing well-known wallets.";
    readonly 'allWallets.empty': "No wallet matches “{query}”";
    readonly 'allWallets.none': "No wallets to show";
    readonly 'allWallets.loadMore': "Load more";
    readonly 'allWallets.featured': "Featured";
    readonly 'allWallets.recommended': "Recommended";
    readonly 'allWallets.openApp': "Open {wallet}";
    readonly 'account.avatar': "Account avatar";
    readonly 'account.address': "Address";
    readonly 'account.copy': "Copy address";
    readonly 'account.copied': "Address copied";
    readonly 'account.copyFailed': "Could not copy the address";
    readonly 'account.balance': "Balance";
    readonly 'account.balanceLoading': "Loading balance…";
    readonly 'account.balanceUnavailable': "Balance unavailable";
    readonly 'account.network': "Network: {network}";
    readonly 'account.unsupportedNetwork': "Unsupported network";
    readonly 'account.disconnect': "Disconnect";
    readonly 'account.name': "Name";
    readonly 'account.tokens': "Tokens";
    readonly 'tokens.loading': "Loading tokens…";
    readonly 'tokens.empty': "No tokens";
    readonly 'tokens.unavailable': "Token Balance Unavailable";
    readonly 'tokens.retry': "Try again";
    readonly 'tokens.retryIn': "Try again in {seconds, plural, one {# second} other {# seconds}}";
    readonly 'tokens.total': "Total value";
    readonly 'account.tabs': "Account sections";
    readonly 'account.tab.tokens': "Tokens";
    readonly 'account.tab.nfts': "NFTs";
    readonly 'account.tab.activity': "Activity";
    readonly 'account.features': "Wallet features";
    readonly 'account.feature.receive': "Receive";
    readonly 'account.feature.send': "Send";
    readonly 'account.feature.swaps': "Swap";
    readonly 'account.feature.onramp': "Buy";
    readonly 'nfts.loading': "Loading NFTs…";
    readonly 'nfts.empty': "No NFTs yet";
    readonly 'nfts.failed': "Could not load NFTs";
    readonly 'nfts.retry': "Try again";
    readonly 'nfts.loadingMore': "Loading more NFTs…";
    readonly 'nfts.loadMore': "Load more";
    readonly 'nfts.moreFailed': "Could not load more NFTs";
    readonly 'nfts.collection': "Collection";
    readonly 'activity.loading': "Loading activity…";
    readonly 'activity.empty': "No activity yet";
    readonly 'activity.failed': "Failed to fetch transactions";
    readonly 'activity.retry': "Try again";
    readonly 'activity.loadingMore': "Loading more transactions…";
    readonly 'activity.loadMore': "Load more";
    readonly 'activity.moreFailed': "Could not load more transactions";
    readonly 'activity.operation.send': "Sent";
    readonly 'activity.operation.receive': "Received";
    readonly 'activity.operation.deposit': "Deposited";
    readonly 'activity.operation.borrow': "Borrowed";
    readonly 'activity.operation.claim': "Claimed";
    readonly 'activity.operation.withdraw': "Withdrew";
    readonly 'activity.operation.repay': "Repaid";
    readonly 'activity.operation.burn': "Burned";
    readonly 'activity.operation.other': "Contract call";
    readonly 'activity.status.confirmed': "Confirmed";
    readonly 'activity.status.failed': "Failed";
    readonly 'activity.status.pending': "Pending";
    readonly 'activity.to': "To {address}";
    readonly 'activity.from': "From {address}";
    readonly 'activity.nft': "NFT";
    readonly 'send.token': "Token";
    readonly 'send.amount': "Amount";
    readonly 'send.max': "Max";
    readonly 'send.receiver': "To";
    readonly 'send.receiverHint': "An address or a name";
    readonly 'send.balance': "Balance: {amount} {symbol}";
    readonly 'send.fiat': "≈ {value}";
    readonly 'send.preview': "Preview";
    readonly 'send.checking': "Checking…";
    readonly 'send.from': "From";
    readonly 'send.to': "To";
    readonly 'send.extra.newTokenAccount': "New token account for the receiver (rent)";
    readonly 'send.fee': "Network fee";
    readonly 'send.feeUnavailable': "Not estimated";
    readonly 'send.total': "Total";
    readonly 'send.confirm': "Send";
    readonly 'send.sending': "Sending: confirm in your wallet…";
    readonly 'send.sent': "Sent {amount} {symbol} ({hash})";
    readonly 'send.viewOnExplorer': "View on explorer";
    readonly 'send.revertedWithReason': "The transaction would fail: {reason}";
    readonly 'send.speed': "Network fee speed";
    readonly 'send.speed.low': "Slow";
    readonly 'send.speed.medium': "Standard";
    readonly 'send.speed.high': "Fast";
    readonly 'send.feeRate': "{fee} sats at {rate} sat/vB";
    readonly 'send.error.required': "An amount and receiver address are required";
    readonly 'send.error.token': "A token is required";
    readonly 'send.error.noAccount': "No ActiveCaipAddress found";
    readonly 'send.error.unsupportedChain': "Unsupported chain";
    readonly 'send.error.tokenAddress': "SendController:sendERC20Token - tokenAddress is required";
    readonly 'send.error.amount': "Enter an amount above 0, in digits with at most one decimal point";
    readonly 'send.error.decimals': "This token has at most {decimals} decimal places";
    readonly 'send.error.balance': "Insufficient {symbol} balance";
    readonly 'send.error.feeBalance': "Insufficient {symbol} balance for the amount and the network fee";
    readonly 'send.error.address': "Invalid address";
    readonly 'send.error.checksum': "Invalid address: its checksum does not match (a mistyped character?)";
    readonly 'send.error.name': "Error resolving name";
    readonly 'error.SEND_REJECTED': "You rejected the transaction in your wallet";
    readonly 'error.INSUFFICIENT_FUNDS': "Insufficient funds for the amount and the network fee";
    readonly 'error.AMOUNT_BELOW_DUST': "The amount is below the network’s minimum of {minimum}";
    readonly 'error.TRANSACTION_REJECTED': "The network refused the transaction";
    readonly 'error.PSBT_MISMATCH': "The wallet changed the transaction it was asked to sign";
    readonly 'error.PSBT_NOT_SIGNED': "The wallet did not sign the transaction";
    readonly 'error.INVALID_PSBT': "The wallet returned an invalid transaction";
    readonly 'error.UNSUPPORTED_ADDRESS_TYPE': "This kind of address cannot send from here";
    readonly 'error.BITCOINJS_MISSING': "Bitcoin support is not installed in this app";
    readonly 'error.INVALID_SIGNATURE': "The wallet returned an invalid signature";
    readonly 'error.INVALID_WALLET_RESPONSE': "The wallet returned an invalid answer";
    readonly 'error.EXISTENTIAL_DEPOSIT': "The receiver has no account yet: send at least {minimum} to create it";
    readonly 'error.EXISTENTIAL_DEPOSIT_REMAINDER': "Keep at least {minimum} in your account";
    readonly 'error.FEE_TOO_LOW': "The network fee is below the chain’s minimum";
    readonly 'error.SEQUENCE_MISMATCH': "Another transaction from this account came first: try again";
    readonly 'error.SIGNATURE_REJECTED': "The network could not verify the transaction’s signature";
    readonly 'error.CHAIN_MISMATCH': "The network’s RPC serves another chain";
    readonly 'error.COSMJS_MISSING': "Cosmos support is not installed in this app";
    readonly 'error.INSUFFICIENT_TOKEN_BALANCE': "Insufficient token balance";
    readonly 'error.INSUFFICIENT_FUNDS_FOR_RENT': "The send would leave an account below the minimum it must hold (rent)";
    readonly 'error.RENT_EXEMPT_MINIMUM': "The receiver has no account yet: send at least {minimum} to create it";
    readonly 'error.RENT_EXEMPT_REMAINDER': "Keep at least {minimum} in your account, or send all of it";
    readonly 'error.RECEIVER_IS_TOKEN_ACCOUNT': "That address is a token account: enter the wallet address that owns it";
    readonly 'error.TOKEN_ACCOUNT_NOT_FOUND': "Your account holds none of this token";
    readonly 'error.INVALID_TOKEN': "This token does not exist on this network";
    readonly 'error.INVALID_ADDRESS': "Invalid address";
    readonly 'error.INVALID_AMOUNT': "Invalid amount";
    readonly 'error.BLOCKHASH_EXPIRED': "The transaction expired before it was sent: try again";
    readonly 'error.TRANSACTION_FAILED': "The transaction failed on the network";
    readonly 'error.TRANSACTION_NOT_CONFIRMED': "The transaction was not confirmed in time";
    readonly 'error.FEE_UNAVAILABLE': "The network fee could not be estimated";
    readonly 'error.EXECUTION_REVERTED': "The transaction would fail";
    readonly 'error.NONCE_TOO_LOW': "The transaction’s nonce is already used";
    readonly 'error.NONCE_TOO_HIGH': "The transaction’s nonce is ahead of the account";
    readonly 'error.NONCE_MAX_VALUE': "The account’s nonce has reached its maximum";
    readonly 'error.FEE_CAP_TOO_LOW': "The network fee offered is below the current base fee";
    readonly 'error.FEE_CAP_TOO_HIGH': "The network fee offered is out of range";
    readonly 'error.TIP_ABOVE_FEE_CAP': "The priority fee is above the maximum fee";
    readonly 'error.INTRINSIC_GAS_TOO_LOW': "The gas limit is too low for this transaction";
    readonly 'error.INTRINSIC_GAS_TOO_HIGH': "The gas limit is above the block’s";
    readonly 'error.TRANSACTION_TYPE_NOT_SUPPORTED': "The network does not support this transaction type";
    readonly 'error.UNKNOWN_NODE_ERROR': "The network refused the transaction";
    readonly 'error.INVALID_TRANSACTION_HASH': "The wallet returned an invalid transaction hash";
    readonly 'error.INVALID_FEE': "The network fee could not be estimated";
    readonly 'swap.unavailable': "Swaps are not available in this app";
    readonly 'swap.pay': "You pay";
    readonly 'swap.receive': "You receive";
    readonly 'swap.amount': "Amount to pay";
    readonly 'swap.received': "Amount to receive";
    readonly 'swap.fromToken': "Token to pay: {symbol}";
    readonly 'swap.toToken': "Token to receive: {symbol}";
    readonly 'swap.selectToken': "Select token";
    readonly 'swap.balance': "Balance: {amount} {symbol}";
    readonly 'swap.max': "Max";
    readonly 'swap.flip': "Flip: pay with the token to receive";
    readonly 'swap.fiat': "≈ {value}";
    readonly 'swap.quote': "Quote";
    readonly 'swap.quoting': "Getting a quote…";
    readonly 'swap.rate': "Rate";
    readonly 'swap.rateValue': "1 {from} = {amount} {to}";
    readonly 'swap.priceImpact': "Price impact";
    readonly 'swap.minimumReceived': "Minimum received";
    readonly 'swap.slippage': "Slippage tolerance";
    readonly 'swap.slippageValue': "{percent}%";
    readonly 'swap.networkFee': "Network fee";
    readonly 'swap.providerFee': "Provider fee";
    readonly 'swap.unknown': "Unknown";
    readonly 'swap.review': "Review swap";
    readonly 'swap.preparing': "Checking…";
    readonly 'swap.action.selectToken': "Select a token";
    readonly 'swap.action.enterAmount': "Enter an amount";
    readonly 'swap.action.invalidAmount': "Enter a valid amount";
    readonly 'swap.action.insufficientBalance': "Insufficient {symbol} balance";
    readonly 'swap.action.quoting': "Getting a quote…";
    readonly 'swap.action.noRoute': "No route for this swap";
    readonly 'swap.action.quoteFailed': "No quote available";
    readonly 'swap.noRoute': "No route for this swap: there is not enough liquidity between these tokens for this amount. Try another amount or other tokens.";
    readonly 'swap.steps': "Steps";
    readonly 'swap.step.approve': "Approve {symbol}";
    readonly 'swap.step.swap': "Swap";
    readonly 'swap.step.batch': "Approve {symbol} and swap, in one confirmation";
    readonly 'swap.step.done': "done";
    readonly 'swap.approveHint': "The approval lets the swap contract spend your {symbol}: a transaction of its own, asked for once.";
    readonly 'swap.approving': "Confirm the approval in your wallet…";
    readonly 'swap.approvalPending': "Waiting for the approval to be confirmed…";
    readonly 'swap.swapping': "Confirm the swap in your wallet…";
    readonly 'swap.swapPending': "Waiting for the swap to be confirmed…";
    readonly 'swap.confirmApprove': "Approve {symbol}";
    readonly 'swap.confirmSwap': "Swap";
    readonly 'swap.confirmBatch': "Approve {symbol} and swap";
    readonly 'swap.feeAbout': "about {amount} {symbol}";
    readonly 'swap.swapped': "Swapped {amount} {from} for about {received} {to} ({hash})";
    readonly 'swap.viewOnExplorer': "View on explorer";
    readonly 'swap.unsupportedNetwork': "Network not supported for Swaps";
    readonly 'swap.unsupportedNetworkHint': "Switch to a network where swaps are available:";
    readonly 'swap.search': "Search tokens";
    readonly 'swap.yourTokens': "Your tokens";
    readonly 'swap.allTokens': "All tokens";
    readonly 'swap.tokensLoading': "Loading tokens…";
    readonly 'swap.tokensFailed': "Could not load the token list";
    readonly 'swap.noMatch': "No token matches “{query}”";
    readonly 'onramp.providers': "Providers";
    readonly 'onramp.providerFee': "Fee {min}–{max}%";
    readonly 'onramp.method.card': "Card";
    readonly 'onramp.method.bank_account': "Bank account";
    readonly 'onramp.unavailable': "Buying crypto is not available in this app";
    readonly 'onramp.restricted': "Buying crypto is not available in your region.";
    readonly 'onramp.unsupportedNetwork': "Buying crypto is not available on this network. Switch to an EVM or Solana network to buy.";
    readonly 'onramp.amount': "Amount";
    readonly 'onramp.payWith': "Payment currency: {currency}";
    readonly 'onramp.paymentMethod': "Payment method";
    readonly 'onramp.limits': "{min} to {max} {currency}";
    readonly 'onramp.quickAmounts': "Quick amounts";
    readonly 'onramp.buy': "You buy";
    readonly 'onramp.optionsLoading': "Loading currencies…";
    readonly 'onramp.noCurrency': "No currency can be bought to an account on this network.";
    readonly 'onramp.quote': "Quote";
    readonly 'onramp.quoting': "Getting a quote…";
    readonly 'onramp.youReceive': "You receive";
    readonly 'onramp.receiveAtCheckout': "Set by {provider} at checkout";
    readonly 'onramp.networkFee': "Network fee";
    readonly 'onramp.fee': "Provider fee";
    readonly 'onramp.subtotal': "Subtotal";
    readonly 'onramp.total': "Total";
    readonly 'onramp.quoteId': "Quote ID";
    readonly 'onramp.money': "{amount} {currency}";
    readonly 'onramp.estimate': "Estimate";
    readonly 'onramp.estimateHint': "The provider did not answer: these amounts are our estimate, at a 1.5% fee. {provider} shows the final price before you pay.";
    readonly 'onramp.expiresIn': "Quote expires in {seconds, plural, one {# second} other {# seconds}}";
    readonly 'onramp.expired': "Quote expired";
    readonly 'onramp.refresh': "Refresh quote";
    readonly 'onramp.continue': "Continue";
    readonly 'onramp.opening': "Opening {provider}…";
    readonly 'onramp.error.amount': "Enter an amount above 0, in digits with at most 2 decimals";
    readonly 'onramp.error.min.card': "Minimum is {min} {currency} for card";
    readonly 'onramp.error.min.bank_account': "Minimum is {min} {currency} for bank account";
    readonly 'onramp.error.max.card': "Maximum is {max} {currency} for card";
    readonly 'onramp.error.max.bank_account': "Maximum is {max} {currency} for bank account";
    readonly 'onramp.error.method': "This payment method is not available for this currency";
    readonly 'onramp.error.url': "Could not open {provider}. Try again.";
    readonly 'onramp.searchFiat': "Search currencies";
    readonly 'onramp.searchToken': "Search tokens";
    readonly 'onramp.noMatch': "Nothing matches “{query}”";
    readonly 'onramp.waiting': "Complete your purchase in the {provider} window";
    readonly 'onramp.waitingHint': "When you close it, your balance and activity are updated here.";
    readonly 'onramp.blocked': "Your browser blocked the {provider} window";
    readonly 'onramp.blockedHint': "Open {provider} in a new tab to complete your purchase, then come back and press Done.";
    readonly 'onramp.openLink': "Open {provider}";
    readonly 'onramp.done': "Done";
    readonly 'swap.error.selectFrom': "Select the token to pay";
    readonly 'swap.error.selectTo': "Select the token to receive";
    readonly 'swap.error.sameToken': "Pick two different tokens";
    readonly 'swap.error.amount': "Enter an amount above 0, in digits with at most one decimal point";
    readonly 'swap.error.decimals': "This token has at most {decimals} decimal places";
    readonly 'swap.error.balance': "Insufficient {symbol} balance";
    readonly 'swap.error.feeBalance': "Insufficient {symbol} balance for the amount and the network fee";
    readonly 'swap.error.noAccount': "No ActiveCaipAddress found";
    readonly 'swap.error.api': "The swap service could not be reached. Try again.";
    readonly 'swap.error.reverted': "The transaction failed: {reason}";
    readonly 'swap.error.SWAP_REJECTED': "You rejected the swap in your wallet";
    readonly 'swap.error.SWAP_APPROVAL_REJECTED': "You rejected the approval in your wallet";
    readonly 'swap.error.SWAP_SLIPPAGE': "The price moved beyond the 1% slippage tolerance, so nothing was swapped. Check the new quote and try again.";
    readonly 'swap.error.SWAP_NO_ROUTE': "No route for this swap: not enough liquidity for this amount";
    readonly 'swap.error.SWAP_NETWORK_UNSUPPORTED': "Network not supported for Swaps";
    readonly 'swap.error.GAS_PRICE_NETWORK_UNSUPPORTED': "Network not supported for Gas Price";
    readonly 'swap.error.SWAP_INSUFFICIENT_BALANCE': "Insufficient balance for the amount and the network fee";
    readonly 'swap.error.SWAP_ALLOWANCE_SHORT': "The approval does not cover the amount: approve again";
    readonly 'swap.error.SWAP_API_REFUSED': "The swap service refused the swap: {reason}";
    readonly 'swap.error.SWAP_NETWORK_CHANGED': "The network changed: review the swap again";
    readonly 'swap.error.INVALID_SWAP_TRANSACTION': "The swap service built an invalid transaction";
    readonly 'swap.error.SWAP_BATCH_FAILED': "The swap failed on chain: nothing was approved or swapped";
    readonly 'swap.error.INVALID_BATCH_ID': "The wallet did not take the batch";
    readonly 'account.wallets': "Wallets";
    readonly 'profileWallets.group': "Wallets on {network}";
    readonly 'profileWallets.current': "Active";
    readonly 'profileWallets.switch': "Switch";
    readonly 'profileWallets.switchTo': "Switch to {wallet}";
    readonly 'profileWallets.disconnect': "Disconnect";
    readonly 'profileWallets.disconnectWallet': "Disconnect {wallet}";
    readonly 'profileWallets.add': "Add wallet";
    readonly 'profileWallets.none': "No wallet connected";
    readonly 'profileWallets.emailLogin': "Email wallet";
    readonly 'profileWallets.socialLogin': "{provider} wallet";
    readonly 'receive.qrLabel': "QR code of your address";
    readonly 'receive.networks': "Networks";
    readonly 'receive.networksHint': "You can receive on these networks to this address:";
    readonly 'receive.assetsNote': "Only send assets on the networks listed here to this address: their native currency and tokens. Assets sent on other networks may be lost.";
    readonly 'networks.active': "Active";
    readonly 'networks.testnet': "Testnet";
    readonly 'networks.listLabel': "Networks";
    readonly 'networks.group.eip155': "EVM networks";
    readonly 'networks.group.solana': "Solana";
    readonly 'networks.group.polkadot': "Polkadot";
    readonly 'networks.group.bip122': "Bitcoin";
    readonly 'networks.group.cosmos': "Cosmos";
    readonly 'switchNetwork.approve': "Approve in your wallet";
    readonly 'switchNetwork.approveHint': "Accept the switch to {network} in your wallet.";
    readonly 'switchNetwork.failed': "Switch declined";
    readonly 'switchNetwork.retry': "Try again";
    readonly 'unsupportedChain.body': "This app does not support the network your wallet is on. Switch to one of these networks.";
    readonly 'unsupportedChain.disconnect': "Disconnect";
    readonly 'siwx.prompt': "{app} wants you to sign in";
    readonly 'siwx.hint': "Sign a message in your wallet to prove you own {address}. It sends no transaction and costs nothing.";
    readonly 'siwx.thisApp': "This app";
    readonly 'siwx.account': "Your account";
    readonly 'siwx.authenticating': "Authenticating...";
    readonly 'siwx.sign': "Sign";
    readonly 'siwx.retry': "Sign again";
    readonly 'siwx.cancel': "Cancel";
    readonly 'siwx.initFailed': "A problem occurred while trying initialize authentication";
    readonly 'error.SIWX_SIGN_FAILED': "Error signing message";
    readonly 'switchActiveChain.body': "To use {network}, connect a wallet that supports it. Your current wallet stays connected.";
    readonly 'switchActiveChain.confirm': "Connect a wallet";
    readonly 'error.CONNECTION_REJECTED': "Connection rejected";
    readonly 'error.CONNECT_FAILED': "Failed to connect";
    readonly 'error.CONNECTOR_NOT_FOUND': "Wallet not found";
    readonly 'error.DISCONNECT_FAILED': "Failed to disconnect";
    readonly 'error.CHAIN_NOT_SUPPORTED': "Chain is not supported";
    readonly 'error.USER_REJECTED': "User rejected the request";
    readonly 'error.UNAUTHORIZED': "The wallet has not authorised this account or method";
    readonly 'error.UNSUPPORTED_METHOD': "The wallet does not support this method";
    readonly 'error.PROVIDER_DISCONNECTED': "The wallet is disconnected";
    readonly 'error.CHAIN_DISCONNECTED': "The wallet is not connected to the requested chain";
    readonly 'error.UNRECOGNIZED_CHAIN': "The wallet does not recognise this chain";
    readonly 'error.PROVIDER_ERROR': "The wallet returned an error";
    readonly 'error.RESOURCE_UNAVAILABLE': "Requested resource not available";
    readonly 'error.LIMIT_EXCEEDED': "Request exceeds defined limit";
    readonly 'error.INVALID_ACCOUNTS': "The wallet returned invalid accounts";
    readonly 'error.NO_ACCOUNTS': "The wallet returned no account";
    readonly 'error.INVALID_CHAIN_ID': "The wallet returned an invalid chain id";
    readonly 'error.UNKNOWN_ERROR': "An error occurred";
    readonly 'error.ACTION_NOT_ALLOWED': "Action not allowed";
    readonly 'error.NOT_CONNECTED': "Not connected to email or social";
    readonly 'error.EMAIL_LOGIN_UNAVAILABLE': "Unable to load email login dependency";
    readonly 'error.IFRAME_LOAD_FAILED': "The email wallet could not be loaded";
    readonly 'error.IFRAME_REQUEST_TIMEOUT': "The email wallet did not answer in time";
    readonly 'error.REQUEST_ABORTED': "Request was aborted";
    readonly 'error.FRAME_ABORTED': "Something went wrong";
    readonly 'email.label': "Email";
    readonly 'email.placeholder': "you@example.com";
    readonly 'email.continue': "Continue";
    readonly 'emailLogin.sending': "Sending a code to {email}…";
    readonly 'emailLogin.verifyDevice': "Approve this device from the mail we sent to {email}.";
    readonly 'emailLogin.verifyDeviceHint': "Open the link in that mail; this page goes on by itself once the device is approved.";
    readonly 'emailLogin.codeSent': "Enter the 6-digit code we sent to {email}.";
    readonly 'emailLogin.codeLabel': "Code";
    readonly 'emailLogin.checking': "Checking the code…";
    readonly 'emailLogin.connecting': "Connecting your wallet…";
    readonly 'emailLogin.connected': "Connected";
    readonly 'emailLogin.resend': "Resend code";
    readonly 'emailLogin.resendIn': "Resend code in {n, plural, one {# second} other {# seconds}}";
    readonly 'emailLogin.tryAgain': "Try again";
    readonly 'emailLogin.failed': "The email login did not go through";
    readonly 'emailError.invalidEmail': "Enter a valid email address";
    readonly 'emailError.sameEmail': "This is already your email";
    readonly 'emailError.invalidOtp': "Enter the 6-digit code";
    readonly 'emailError.cooldown': "Please try again after {n, plural, one {# second} other {# seconds}}";
    readonly 'emailError.wrongCode': "That code is not right. Check the mail and try again.";
    readonly 'emailError.expiredCode': "This code has expired. Ask for a new one.";
    readonly 'emailError.tooManyTries': "Too many wrong codes. Ask for a new one.";
    readonly 'emailError.mailFailed': "The mail could not be sent. Try again later.";
    readonly 'emailError.deviceTimeout': "The device was not approved in time.";
    readonly 'emailError.frameFailed': "The email wallet could not be reached.";
    readonly 'emailError.notAllowed': "Email login is not allowed on this site.";
    readonly 'emailError.unverifiedDomain': "This site’s domain is not verified for email login.";
    readonly 'emailError.connectFailed': "The wallet could not be connected.";
    readonly 'emailError.unknown': "Something went wrong. Try again.";
    readonly 'emailUpdate.current': "Current email: {email}";
    readonly 'emailUpdate.newLabel': "New email";
    readonly 'emailUpdate.sending': "Sending a code…";
    readonly 'emailUpdate.primaryCode': "Enter the code we sent to your current email.";
    readonly 'emailUpdate.secondaryCode': "Enter the code we sent to {email}.";
    readonly 'emailUpdate.done': "Your email is now {email}";
    readonly 'approve.hint': "Review the request in the secure wallet below, and approve or reject it there.";
    readonly 'approve.waiting': "Waiting for the secure wallet…";
    readonly 'account.email': "Signed in as {email}";
    readonly 'account.updateEmail': "Update email";
    readonly 'account.socialIdentity': "Signed in with {provider} as {name}";
    readonly 'account.typeLabel': "Account type";
    readonly 'account.type.eoa': "Standard account (EOA)";
    readonly 'account.type.smartAccount': "Smart account";
    readonly 'account.type.payment': "Payment";
    readonly 'account.type.ordinal': "Ordinals";
    readonly 'account.type.stx': "Stacks";
    readonly 'account.addressFor': "Address in use";
    readonly 'account.smartNotDeployed': "Deployed with its first transaction";
    readonly 'account.switchToSmart': "Switch to smart account";
    readonly 'account.switchToEoa': "Switch to standard account";
    readonly 'account.switching': "Switching…";
    readonly 'account.switchedToSmart': "Now using your smart account";
    readonly 'account.switchedToEoa': "Now using your standard account";
    readonly 'account.switchTypeFailed': "Could not switch the account type";
    readonly 'account.registerName': "Register a name";
    readonly 'names.field': "Name";
    readonly 'names.zone': ".{zone}";
    readonly 'names.hint': "Letters, digits and hyphens, at least {min} characters";
    readonly 'names.rule.characters': "Use only letters, digits and hyphens.";
    readonly 'names.rule.tooShort': "Use at least {min} characters.";
    readonly 'names.checking': "Checking {name}…";
    readonly 'names.available': "{name} is available";
    readonly 'names.taken': "{name} is taken";
    readonly 'names.suggestions': "Suggestions";
    readonly 'names.register': "Register";
    readonly 'names.registering': "Registering…";
    readonly 'names.signHint': "Sign the message in your wallet to register {name}.";
    readonly 'names.withReason': "{message}: {reason}";
    readonly 'names.unavailable': "Names are not available in this app";
    readonly 'names.registered': "{name} is now your name";
    readonly 'names.registeredHint': "Your account shows it from now on.";
    readonly 'names.backToAccount': "Back to account";
    readonly 'error.NAME_RESOLVE_FAILED': "Error resolving name";
    readonly 'error.NAME_SUGGESTIONS_FAILED': "Error fetching name suggestions";
    readonly 'error.NAME_REVERSE_FAILED': "Error fetching names for address";
    readonly 'error.NAME_REGISTER_FAILED': "Error registering name {name}";
    readonly 'error.NAME_NETWORK_NOT_FOUND': "Network not found";
    readonly 'error.NAME_AUTH_CONNECTOR_NOT_FOUND': "Address or auth connector not found";
    readonly 'farcaster.qrLabel': "QR code to sign in with Farcaster";
    readonly 'farcaster.creating': "Making the sign-in link…";
    readonly 'farcaster.scanHint': "Scan with the Farcaster app on your phone, or copy the link.";
    readonly 'farcaster.failed': "The Farcaster sign-in did not go through";
    readonly 'farcaster.error': "Failed to connect to farcaster";
    readonly 'social.heading': "Sign in with";
    readonly 'social.more': "More options";
    readonly 'social.fewer': "Fewer options";
    readonly 'social.continueWith': "Continue with {provider}";
    readonly 'social.provider.google': "Google";
    readonly 'social.provider.github': "GitHub";
    readonly 'social.provider.apple': "Apple";
    readonly 'social.provider.facebook': "Facebook";
    readonly 'social.provider.x': "X";
    readonly 'social.provider.discord': "Discord";
    readonly 'social.provider.farcaster': "Farcaster";
    readonly 'social.waiting': "Continue in the {provider} window";
    readonly 'social.waitingHint': "Sign in there; this page goes on by itself.";
    readonly 'social.connecting': "Connecting your wallet…";
    readonly 'social.connected': "Connected";
    readonly 'social.failed': "The sign-in did not go through";
    readonly 'social.cancel': "Cancel";
    readonly 'social.tryAgain': "Try again";
    readonly 'socialError.popupClosed': "Popup closed";
    readonly 'socialError.popupBlocked': "The sign-in window was blocked. Allow pop-ups for this site and try again.";
    readonly 'socialError.initFailed': "Failed to initiate social connection";
    readonly 'socialError.provider': "The provider said: {detail}";
    readonly 'socialError.frameFailed': "The email and social wallet could not be reached.";
    readonly 'socialError.connectFailed': "The wallet could not be connected.";
    readonly 'error.RELAY_UNREACHABLE': "Could not reach the WalletConnect relay";
    readonly 'error.PAIRING_EXPIRED': "Pairing expired";
    readonly 'error.INVALID_DEEP_LINK': "Invalid wallet link";
    readonly 'toast.info': "Notice";
    readonly 'toast.success': "Success";
    readonly 'toast.loading': "In progress";
    readonly 'toast.error': "Error";
    readonly 'send.proposed': "Transfer proposed to your Safe. Its owners confirm and execute it in the Safe app.";
    readonly 'send.proposedDone': "Done";
    readonly 'account.smartSessions': "Smart sessions";
    readonly 'smartSessions.loading': "Loading sessions…";
    readonly 'smartSessions.empty': "No smart sessions yet";
    readonly 'smartSessions.failed': "Sessions could not be loaded";
    readonly 'smartSessions.retry': "Try again";
    readonly 'smartSessions.expires': "Expires {date}";
    readonly 'smartSessions.expired': "Expired";
    readonly 'smartSessions.revoked': "Revoked";
    readonly 'smartSessions.revoke': "Revoke";
    readonly 'smartSessions.revokeLabel': "Revoke the session of {project}";
    readonly 'smartSessions.revoking': "Revoking…";
    readonly 'smartSessions.permissions': "Permissions: {list}";
    readonly 'smartSessions.error.REVOKE_REJECTED': "The revocation was rejected in the wallet";
    readonly 'smartSessions.error.REVOKE_UNSUPPORTED': "This wallet cannot revoke the session";
    readonly 'smartSessions.error.REVOKE_FAILED': "The session could not be revoked. Try again.";
    readonly 'alert.NETWORK_NOT_FOUND.title': "Network Not Found";
    readonly 'alert.NETWORK_NOT_FOUND.body': "The selected network is not configured for this app.";
    readonly 'alert.ORIGIN_NOT_ALLOWED.title': "Origin Not Allowed";
    readonly 'alert.ORIGIN_NOT_ALLOWED.body': "This site is not on the project’s list of allowed origins.";
    readonly 'alert.INVALID_APP_CONFIGURATION.title': "Invalid App Configuration";
    readonly 'alert.INVALID_APP_CONFIGURATION.body': "The app configuration uses a feature it is not allowed to.";
    readonly 'alert.EMBEDDED_WALLET_LOAD_FAILED.title': "Embedded Wallet Load Failed";
    readonly 'alert.EMBEDDED_WALLET_LOAD_FAILED.body': "The email and social wallet could not be loaded.";
    readonly 'alert.EMBEDDED_WALLET_REQUEST_TIMEOUT.title': "Embedded Wallet Request Timed Out";
    readonly 'alert.EMBEDDED_WALLET_REQUEST_TIMEOUT.body': "The email and social wallet did not answer in time.";
    readonly 'alert.UNVERIFIED_DOMAIN.title': "Unverified Domain";
    readonly 'alert.UNVERIFIED_DOMAIN.body': "This domain is not verified for the project.";
    readonly 'alert.SESSION_EXPIRED.title': "Session Expired";
    readonly 'alert.SESSION_EXPIRED.body': "Your session has expired. Please connect again.";
    readonly 'alert.INVALID_PROJECT_ID.title': "Invalid Project ID";
    readonly 'alert.INVALID_PROJECT_ID.body': "The project ID is not recognised.";
    readonly 'alert.PROJECT_ID_NOT_CONFIGURED.title': "Project ID Not Configured";
    readonly 'alert.PROJECT_ID_NOT_CONFIGURED.body': "Set a project ID in the modal config.";
    readonly 'alert.SERVER_ERROR_APP_CONFIGURATION.title': "Server Error";
    readonly 'alert.SERVER_ERROR_APP_CONFIGURATION.body': "The app configuration could not be fetched.";
    readonly 'alert.RATE_LIMITED_APP_CONFIGURATION.title': "Rate Limited";
    readonly 'alert.RATE_LIMITED_APP_CONFIGURATION.body': "Too many requests for the app configuration.";
    readonly 'alert.LOCAL_CONFIGURATION_IGNORED.title': "Local configuration ignored";
    readonly 'alert.LOCAL_CONFIGURATION_IGNORED.body': "The project’s remote settings override the local feature flags.";
    readonly 'alert.MULTI_WALLET_NOT_ENABLED.title': "Multi-wallet not enabled";
    readonly 'alert.MULTI_WALLET_NOT_ENABLED.body': "Connecting several wallets at once is not enabled for this app.";
    readonly 'modal.close': "Close";
    readonly 'modal.back': "Back";
    readonly 'modal.loading': "Loading…";
    readonly 'modal.dismiss': "Dismiss";
    readonly 'announce.connecting': "Connecting to {wallet}…";
    readonly 'announce.connected': "Connected to {wallet}";
    readonly 'announce.disconnected': "Wallet disconnected";
    readonly 'view.Connect.title': "Connect Wallet";
    readonly 'view.Account.title': "Account";
    readonly 'view.AllWallets.title': "All Wallets";
    readonly 'view.Networks.title': "Choose Network";
    readonly 'view.SwitchNetwork.title': "Switch Network";
    readonly 'view.UnsupportedChain.title': "Switch Network";
    readonly 'view.SIWXSignMessage.title': "Sign In";
    readonly 'view.default.title': "Wallet";
    readonly 'connect.walletsHeading': "Wallets";
    readonly 'connect.noWallets': "No wallets detected";
    readonly 'connect.noWalletsHint': "Install a browser wallet, or connect a mobile wallet once pairing is available.";
    readonly 'connect.installed': "Installed";
    readonly 'connect.recent': "Recent";
    readonly 'connect.allWallets': "All Wallets";
    readonly 'view.ConnectingExternal.title': "Connect Wallet";
    readonly 'view.SwitchActiveChain.title': "Switch Network";
    readonly 'view.ConnectingWalletConnect.title': "WalletConnect";
    readonly 'view.ConnectingWalletConnectBasic.title': "WalletConnect";
    readonly 'view.Send.title': "Send";
    readonly 'view.SendPreview.title': "Review Send";
    readonly 'view.Swap.title': "Swap";
    readonly 'view.SwapPreview.title': "Review Swap";
    readonly 'view.SwapSelectToken.title': "Select Token";
    readonly 'view.OnrampProviders.title': "Buy crypto";
    readonly 'view.OnrampBuy.title': "Buy";
    readonly 'view.OnrampFiatSelect.title': "Select currency";
    readonly 'view.OnrampTokenSelect.title': "Select token";
    readonly 'view.OnrampInProgress.title': "Buy";
    readonly 'view.Transactions.title': "Activity";
    readonly 'view.ProfileWallets.title': "Wallets";
    readonly 'view.Receive.title': "Receive";
    readonly 'view.EmailLogin.title': "Continue with email";
    readonly 'view.UpdateEmailWallet.title': "Change email";
    readonly 'view.ApproveTransaction.title': "Approve request";
    readonly 'view.RegisterAccountName.title': "Register a name";
    readonly 'view.RegisterAccountNameSuccess.title': "Name registered";
    readonly 'view.ConnectingSocial.title': "Sign in";
    readonly 'view.ConnectingFarcaster.title': "Farcaster";
    readonly 'consent.agreeBoth': "I agree to the Terms of Service and the Privacy Policy";
    readonly 'consent.agreeTerms': "I agree to the Terms of Service";
    readonly 'consent.agreePrivacy': "I agree to the Privacy Policy";
    readonly 'consent.terms': "Terms of Service";
    readonly 'consent.privacy': "Privacy Policy";
    readonly 'consent.required': "Agree to the terms above to connect";
    readonly 'connect.continueWithWallet': "Continue with a wallet";
    readonly 'view.SmartSessions.title': "Smart sessions";
    readonly 'modal.branding': "UX by Portico";
    readonly 'connectButton.connect': "Connect Wallet";
    readonly 'connectButton.connecting': "Connecting…";
};
type MessageKey = keyof typeof en;
type Messages = Record<MessageKey, string>;

type ToastVariant = 'info' | 'success' | 'loading' | 'error';

/** What the modal knows of a view before its code loads. */
interface ViewRow {
    /** The feature the view belongs to. */
    readonly feature: string;
    /** The host flag that must be on for the view to show; absent: every configuration has it. */
    readonly flag?: keyof Features;
}

/**
 * What the modal knows of each view before its code loads, by route name: the feature it
 * belongs to and the flag that gates it. Each view's code loads on its first visit.
 */
declare const VIEW_TABLE: {
    readonly Connect: ViewRow;
    readonly Networks: ViewRow;
    readonly SwitchNetwork: ViewRow;
    readonly SwitchActiveChain: ViewRow;
    readonly UnsupportedChain: ViewRow;
    readonly Transactions: ViewRow;
    readonly ConnectingWalletConnect: ViewRow;
    readonly ConnectingWalletConnectBasic: ViewRow;
    readonly AllWallets: ViewRow;
    readonly ProfileWallets: ViewRow;
    readonly Send: ViewRow;
    readonly SendPreview: ViewRow;
    readonly Swap: ViewRow;
    readonly SwapPreview: ViewRow;
    readonly SwapSelectToken: ViewRow;
    readonly OnrampProviders: ViewRow;
    readonly OnrampTokenSelect: ViewRow;
    readonly OnrampFiatSelect: ViewRow;
    readonly OnrampBuy: ViewRow;
    readonly OnrampInProgress: ViewRow;
    readonly RegisterAccountName: ViewRow;
    readonly RegisterAccountNameSuccess: ViewRow;
    readonly ConnectingFarcaster: ViewRow;
    readonly ConnectingSocial: ViewRow;
    readonly EmailLogin: ViewRow;
    readonly UpdateEmailWallet: ViewRow;
    readonly ApproveTransaction: ViewRow;
    readonly SIWXSignMessage: ViewRow;
    readonly SmartSessions: ViewRow;
    readonly Receive: ViewRow;
    readonly Account: ViewRow;
    readonly ConnectingExternal: ViewRow;
};
/**
 * Every view of the modal, by route name. (Written as an indexed access, not `keyof`, so the
 * published declarations name `View` wherever a view is inferred.)
 */
type View = {
    [V in keyof typeof VIEW_TABLE]: V;
}[keyof typeof VIEW_TABLE];
/** Every view of the modal: each has a component. */
declare const VIEWS: readonly View[];

/** Events host code can subscribe to. Features add members as they land. */
type PorticoEvent = {
    type: 'MODAL_OPEN';
    connected: boolean;
    view: View;
} | {
    type: 'MODAL_CLOSE';
    connected: boolean;
} | {
    type: 'VIEW_CHANGE';
    from: View;
    to: View;
} | {
    type: 'ALERT';
    code: AlertCode;
} | {
    type: 'TOAST';
    variant: ToastVariant;
}
/** A namespace was connected: a connect, the startup reconnect, or a connection switch. */
 | {
    type: 'ACCOUNT_CONNECTED';
    namespace: ChainNamespace;
    connectorId: string;
    caipAddress: string;
}
/** The wallet of a connected namespace moved to another of its accounts. */
 | {
    type: 'ACCOUNT_CHANGED';
    namespace: ChainNamespace;
    connectorId: string;
    caipAddress: string;
}
/** A connected namespace is on another chain (a switch, or the wallet's own change). */
 | {
    type: 'CHAIN_CHANGED';
    namespace: ChainNamespace;
    connectorId: string;
    caipAddress: string;
    caipNetworkId: string;
} | {
    type: 'CONNECT_ERROR';
    connectorId: string;
    code: string;
} | {
    type: 'DISCONNECTED';
    namespace: ChainNamespace;
} | {
    type: 'SWITCH_NETWORK_ERROR';
    caipNetworkId: string;
    code: string;
}
/** The wallet was asked to send. */
 | {
    type: 'SEND_INITIATED';
    caipNetworkId: string;
    token: string;
    amount: string;
}
/**
 * The transaction went out: its hash. `proposed`: a Safe took it as a proposal, `hash` is its
 * safeTxHash, and its owners confirm and execute it in the Safe app.
 */
 | {
    type: 'SEND_SUCCESS';
    caipNetworkId: string;
    hash: string;
    proposed?: true;
}
/** The wallet or the node refused it (`code`: `SEND_REJECTED` for a 4001, or the node error's). */
 | {
    type: 'SEND_ERROR';
    code: string;
}
/** The user confirmed a swap (its approval, when due, comes first). Tokens by symbol. */
 | {
    type: 'SWAP_INITIATED';
    caipNetworkId: string;
    from: string;
    to: string;
    amount: string;
}
/** The swap transaction is mined: its hash. */
 | {
    type: 'SWAP_SUCCESS';
    caipNetworkId: string;
    hash: string;
    from: string;
    to: string;
}
/**
 * The swap failed: refused in the wallet (`SWAP_REJECTED`), reverted when the price moved
 * beyond the slippage (`SWAP_SLIPPAGE`), no route (`SWAP_NO_ROUTE`), or a node error's code.
 */
 | {
    type: 'SWAP_ERROR';
    code: string;
}
/** The approval before the swap failed (`SWAP_APPROVAL_REJECTED` for a refusal). */
 | {
    type: 'SWAP_APPROVAL_ERROR';
    code: string;
}
/** `modal.grantPermissions` granted a smart session: its permissions context and expiry (unix s). */
 | {
    type: 'SMART_SESSION_GRANTED';
    caipAddress: string;
    pci: string;
    expiry: number;
};
/** An event as delivered: numbered in emission order and stamped. */
type PorticoEventRecord = PorticoEvent & {
    seq: number;
    timestamp: number;
};
type EventListener = (event: PorticoEventRecord) => void;

/** One line of the log buffer. `context` stays in the page: it is never sent anywhere. */
interface LogEntry {
    level: EntryLevel;
    message: string;
    /** Unix ms. */
    time: number;
    context?: Record<string, unknown>;
}

/** What a send may start with: a token (its key in the picker), an amount, a receiver. */
interface SendPrefill {
    /** The token's CAIP-10 address, or the native currency's symbol. Default: the native one. */
    token?: string;
    /** A decimal amount in the token's whole units, e.g. `'1.5'`. */
    amount?: string;
    /** An address, or a name the product API resolves. */
    to?: string;
}
/** Open the send form (Account's Send, or the host's `modal.send()`), prefilled. */
declare const sendRequested: _reduxjs_toolkit.ActionCreatorWithPreparedPayload<[prefill?: SendPrefill | undefined], SendPrefill, "send/requested", never, never>;

/** An ERC-7715 signer, permission or policy: a type the wallet knows and its data. */
interface PermissionEntry {
    type: string;
    data?: unknown;
    /** Other ERC-7715 fields (e.g. `required`) pass through to the wallet as given. */
    [field: string]: unknown;
}
/**
 * What `modal.grantPermissions` takes (ERC-7715 `wallet_grantPermissions`, one request): the
 * session's `expiry` (unix seconds), the `signer` the permissions go to, the `permissions`
 * with their policies, and an optional `chainId` (0x hex; default: the active chain).
 */
interface PermissionRequest {
    chainId?: string;
    expiry: number;
    signer: PermissionEntry;
    permissions: Array<PermissionEntry & {
        policies?: PermissionEntry[];
    }>;
    policies?: PermissionEntry[];
}
/** The wallet's answer: the request as granted, with the session's permissions context (pci). */
interface PermissionResponse {
    permissionsContext: string;
    expiry: number;
    permissions: PermissionEntry[];
    chainId?: string;
    address?: string;
    [field: string]: unknown;
}

/**
 * What a swap may start with (`modal.open({ view: 'Swap', arguments })`). Tokens are named by
 * their CAIP-10 id, their address or their symbol (`'PUSD'`); the source defaults to the native
 * currency.
 */
interface SwapArguments {
    /** The token paid. */
    from?: string;
    /** The token received. */
    to?: string;
    /** A decimal amount of `from` in whole units, e.g. `'0.5'`. */
    amount?: string;
}

/** Views ask for a fresh look; the cache (30 s) decides whether the node is asked. */
declare const balanceRequested: _reduxjs_toolkit.ActionCreatorWithPreparedPayload<[options?: {
    force?: boolean;
} | undefined], {
    force?: boolean;
}, "balance/requested", never, never>;

/**
 * An error as the store keeps it: serialisable, with the stable `code` views translate
 * (`error.<code>` in the catalogue) and the spec-worded `message` for hosts and logs.
 */
interface ErrorInfo {
    code: string;
    message: string;
    /** The wallet's or node's numeric code, when it gave one. */
    rpcCode?: number;
    /** Values the catalogue's text for `code` names (e.g. a minimum amount). */
    params?: Record<string, string | number>;
}

/** Per-namespace connection status. */
type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

declare const disconnect: _reduxjs_toolkit.ActionCreatorWithPreparedPayload<[namespace?: "eip155" | "solana" | "polkadot" | "bip122" | "cosmos" | undefined], {
    namespace: "eip155" | "solana" | "polkadot" | "bip122" | "cosmos" | null;
}, "connections/disconnectRequested", never, never>;
declare const reconnectRequested: _reduxjs_toolkit.ActionCreatorWithoutPayload<"connections/reconnectRequested">;

/** The user picked a connector on the Connect view; the connection saga of its adapter acts. */
declare const connectorSelected: _reduxjs_toolkit.ActionCreatorWithPreparedPayload<[connectorId: string], string, "connectors/selected", never, never>;

/** The Account view asks for the active account's identity; the 5 min cache decides. */
declare const identityRequested: _reduxjs_toolkit.ActionCreatorWithoutPayload<"identity/requested">;

declare const localeRequested: _reduxjs_toolkit.ActionCreatorWithPayload<string, "locale/localeRequested">;

interface OpenRequest {
    view?: View;
    namespace?: ChainNamespace;
}
/** Host intents. The modal saga resolves them into the `modal/opened` and `modal/closed` facts. */
declare const open: _reduxjs_toolkit.ActionCreatorWithPreparedPayload<[request?: OpenRequest | undefined], OpenRequest, "modal/openRequested", never, never>;
declare const close: _reduxjs_toolkit.ActionCreatorWithoutPayload<"modal/closeRequested">;
declare const back: _reduxjs_toolkit.ActionCreatorWithoutPayload<"router/backRequested">;

/**
 * User or host intent: make this network active. The network saga applies the rules
 * (nothing, SwitchNetwork, SwitchActiveChain or a plain change when no wallet is connected).
 */
declare const switchNetwork: _reduxjs_toolkit.ActionCreatorWithPreparedPayload<[caipNetworkId: `${string}:${string}`], {
    caipNetworkId: `${string}:${string}`;
}, "networks/switchRequested", never, never>;

/** The Account view asks for the active account's tokens; the caches decide. */
declare const tokensRequested: _reduxjs_toolkit.ActionCreatorWithoutPayload<"tokens/requested">;

/** An action a host may dispatch: one made by an action creator the package exports. */
type HostAction = ReturnType<typeof open> | ReturnType<typeof close> | ReturnType<typeof back> | ReturnType<typeof connectorSelected> | ReturnType<typeof disconnect> | ReturnType<typeof reconnectRequested> | ReturnType<typeof switchNetwork> | ReturnType<typeof localeRequested> | ReturnType<typeof balanceRequested> | ReturnType<typeof identityRequested> | ReturnType<typeof tokensRequested> | ReturnType<typeof sendRequested>;

interface OpenOptions {
    /** The view to show; defaults to Account when connected, else Connect. */
    view?: View;
    /** Restrict the Connect view to one namespace's connectors. */
    namespace?: ChainNamespace;
    /**
     * What the view starts with. `Swap`: `{ from?, to?, amount? }`, tokens by CAIP-10 id,
     * address or symbol, the amount in whole units (`{ from: 'ETH', to: 'PUSD', amount: '0.5' }`).
     */
    arguments?: SwapArguments;
}
/** What host code sees of the modal, outside React. */
interface ModalSnapshot {
    isOpen: boolean;
    view: View;
    caipAddress: string | null;
}
interface WalletModal {
    /**
     * Dispatches one of the exported host actions (`open()`, `close()`, `disconnect()`, …; see
     * `HostAction`) and returns it. Throws a PorticoError (`ACTION_NOT_ALLOWED`) for any other.
     */
    dispatch(action: HostAction): HostAction;
    /**
     * Shows the modal. Throws a PorticoError for an unknown view (`VIEW_UNKNOWN`) and one whose
     * feature flag is off (`VIEW_DISABLED`).
     */
    open(options?: OpenOptions): void;
    close(): void;
    getSnapshot(): ModalSnapshot;
    /** Called when the snapshot changes (not on every store update). Returns an unsubscribe. */
    subscribeState(listener: (snapshot: ModalSnapshot) => void): () => void;
    /** Called for every event, in order. Returns an unsubscribe. */
    subscribeEvents(listener: EventListener): () => void;
    /**
     * Asks the connected wallet to sign `message` with the active account (personal_sign on
     * eip155) and resolves with the signature. Rejects with 'No ActiveCaipAddress found' when
     * nobody is connected, and with the wallet's error (e.g. 4001) when it refuses.
     */
    signMessage(message: string): Promise<string>;
    /**
     * Sends any other wallet request through the active account's wallet (e.g.
     * `eth_signTypedData_v4`) and resolves with its answer. The embedded wallet asks the user to
     * approve unsafe requests in its frame and refuses what it does not allow ('Action not
     * allowed' is shown). 'No ActiveCaipAddress found' without an account.
     */
    request(request: {
        method: string;
        params?: unknown[];
    }): Promise<unknown>;
    /**
     * Asks the active account's wallet for an ERC-7715 smart session (`wallet_grantPermissions`:
     * `{ chainId?, expiry, signer, permissions, policies? }`); the embedded wallet asks the user
     * in its frame. Resolves with the wallet's answer (with its `permissionsContext`), which the
     * account's Smart sessions list then shows. Rejects with `SMART_SESSIONS_DISABLED` without
     * `features.smartSessions`, `INVALID_PERMISSION_REQUEST` for a malformed request, 'No
     * ActiveCaipAddress found' without an account, 4200 (`UNSUPPORTED_METHOD`) from a wallet
     * that does not support it, and with the wallet's error (e.g. 4001) when refused.
     */
    grantPermissions(request: PermissionRequest): Promise<PermissionResponse>;
    /**
     * Opens the send form, prefilled with what is given: `token` (a token's CAIP-10 address or
     * the native symbol), `amount` (whole units, e.g. `'1.5'`), `to` (an address or a name).
     * The user checks and confirms; SEND_INITIATED, SEND_SUCCESS and SEND_ERROR report it.
     * Throws `VIEW_DISABLED` when `features.send` is off.
     */
    send(prefill?: SendPrefill): void;
    /**
     * Shows SIWXSignMessage for the active account when it is not signed in (e.g. after an
     * optional sign-in was cancelled). Throws 'SIWX is not enabled' without `siwx` or
     * `siweConfig`, and 'No ActiveCaipAddress found' when nobody is connected.
     */
    requestSignIn(): void;
    /**
     * Shows the modal in another language (`'ar'`, `'pt-BR'`), keeping its state: the view, the
     * form being typed and the connection stay. The locale's catalogue is fetched first (the
     * current one stays until it arrives); a tag without one falls back to the nearest (pt →
     * pt-BR, zh-HK → zh-TW), then English, with a warning in the log.
     */
    setLocale(locale: string): void;
    /**
     * The modal's log buffer, oldest first: entries at the config's `logLevel` or above, at most
     * 1,024,000 bytes. Kept in the page; nothing of it is sent.
     */
    getLogs(): LogEntry[];
    /** Stops sagas and drops listeners; the instance cannot be used afterwards. */
    destroy(): void;
}

interface CreateWalletModalOptions {
    /** Where recent wallets and connections persist; `localStorage` by default. */
    storage?: PorticoStorage;
    /** Called when a feature saga crashes (it is also logged); the others go on. */
    onSagaError?: (error: Error) => void;
}
/**
 * Creates a modal instance: checks the config (throws `ConfigError`), builds the store and
 * starts the sagas (docs/architecture.md, "Start-up cost"). Makes no request; safe on a server.
 */
declare function createWalletModal(config: ConfigInput, extra?: CreateWalletModalOptions): WalletModal;

type WalletModalProviderProps = {
    children?: ReactNode;
} & ({
    /**
     * The modal config; the provider creates its instance on first render and destroys it
     * on unmount (one live instance under StrictMode too).
     */
    config: ConfigInput;
    modal?: never;
} | {
    /**
     * An instance made with `createWalletModal`, to drive the modal from outside React. The
     * host owns it: the provider never destroys it.
     */
    modal: WalletModal;
    config?: never;
});
/** Wrap the app once. Each provider owns its own store: two on a page never share state. */
declare function WalletModalProvider({ children, ...props }: WalletModalProviderProps): react.JSX.Element;

/** Renders the modal inline where it is placed. Needs `embedded: true` in the config. */
declare function WalletModalEmbed(): react.JSX.Element | null;

interface ConnectButtonProps {
    /** Extra class on the button. */
    className?: string;
}
/**
 * Opens the modal. Shows the truncated address once connected. Hover and focus start loading
 * the modal shell so the first open paints without waiting on the network.
 */
declare function ConnectButton({ className }: ConnectButtonProps): react.JSX.Element;

/**
 * Starts loading what the first open shows, without opening: the shell and the Connect view
 * with its wallet list. Each settles once and is then read synchronously, so the click renders
 * at once. The connect and network-switch features load with the open itself (they are needed
 * only when a wallet is picked). Safe to call repeatedly.
 */
declare function prefetchModal(): void;

/** Open and close the modal, and read whether it is open and which view it shows. */
declare function useWalletModal(): {
    open: (options?: OpenOptions) => void;
    close: () => void;
    isOpen: boolean;
    view: View;
};

interface UseAccountOptions {
    /**
     * The account of this namespace rather than the active one (one modal across namespaces:
     * an EVM and a Solana wallet connected at once). Default: the active namespace's.
     */
    namespace?: ChainNamespace;
}
/**
 * The active account (or `namespace`'s): CAIP-10 id, plain address, namespace and connection
 * status.
 */
declare function useAccount(options?: UseAccountOptions): {
    caipAddress: string | null;
    address: string | null;
    namespace: "eip155" | "solana" | "polkadot" | "bip122" | "cosmos" | null;
    status: ConnectionStatus;
    isConnected: boolean;
};

/** A network as the views see it: configured ones are supported, placeholders are not. */
type NetworkView = CaipNetwork & {
    supported: boolean;
};

/** The active network (a placeholder marked unsupported when the wallet is on an unknown chain). */
declare function useNetwork(): {
    network: NetworkView | null;
    caipNetworkId: `${string}:${string}` | null;
    supported: boolean;
    switching: boolean;
};

/** What the host sees of sign-in: `disabled` when no `siwx` or `siweConfig` is configured. */
type SignInStatus = 'disabled' | 'signedOut' | 'pending' | 'signedIn';
/**
 * Sign-in status of the active account: `signedIn` once a session covers it,
 * `pending` while it is checked or the user is asked to sign, `signedOut` otherwise.
 */
declare function useSignIn(): {
    status: SignInStatus;
    caipAddress: string | null;
    error: ErrorInfo | null;
};

type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** The sign-in rules a host hands over, one per namespace (`eip155SignIn` from the eip155 adapter). */
type SiwxChains = readonly SignInRules[];

/** Options of `createDefaultSiwx`; every one has a browser default. */
interface DefaultSiwxOptions {
    /** Where sessions persist, under `portico.siwx.sessions`. Default: `localStorage` (or memory). */
    storage?: PorticoStorage;
    /** The domain messages name and sessions must match. Default: `location.host`, read when used. */
    domain?: string;
    /** The URI messages name; sessions must share its origin. Default: `location.href`, read when used. */
    uri?: string;
    /** The statement shown to the user; `''` for none. Default: 'Please sign with your account'. */
    statement?: string;
    /**
     * How long a sign-in lasts, in ms: each message's `expirationTime`, and the life of a stored
     * session whose message names none. Default: 7 days (it also ends on disconnect).
     */
    expiresInMs?: number;
    /** Whether sign-in is mandatory (cancelling disconnects). Default: false. */
    required?: boolean;
    /** Whether disconnecting signs out. Default: true. */
    signOutOnDisconnect?: boolean;
    /** A JSON-RPC URL per CAIP-2 network, for EIP-1271 smart-account signatures. Default: none. */
    rpcUrlFor?(chainId: CaipNetworkId): string | undefined;
    /** The fetch behind `rpcUrlFor`'s URLs. Default: `globalThis.fetch`. */
    fetch?: FetchFn;
    /**
     * The sign-in rules of each namespace to sign in on (`eip155SignIn` from
     * `portico/adapters/eip155`): the address form and the signature check. Default: none, so
     * every signature is refused.
     */
    chains?: SiwxChains;
    /** Signature checks of the host's own per namespace, instead of its rules'. Default: none. */
    verifiers?: Partial<Record<ChainNamespace, SiwxSignatureVerifier>>;
    /** The clock, in ms since the epoch. Default: `Date.now`. */
    now?: () => number;
}
/**
 * Portico's own sign-in (`siwx: createDefaultSiwx({ chains: [eip155SignIn] })`): messages with
 * a fresh random nonce, sessions verified in the browser by each namespace's rules (EOA
 * signatures and EIP-1271 smart accounts on eip155) and kept in `localStorage`. It proves to
 * the page, not to a server, that the user holds the account; an app with a backend should
 * verify there with its own `SiwxConfig`.
 */
declare function createDefaultSiwx(options?: DefaultSiwxOptions): SiwxConfig;

/** The check a SIWX session failed. */
type SiwxVerificationRule = 'signature' | 'domain' | 'uri' | 'nonce' | 'issuedAt' | 'notBefore' | 'expirationTime' | 'chainId' | 'format';
/**
 * A signed SIWX session that was refused; `rule` names the failed check and `details` says why.
 * The short message is the 'Error signing message', which the modal shows.
 */
declare class SiwxVerificationError extends PorticoError {
    readonly name = "SiwxVerificationError";
    readonly rule: SiwxVerificationRule;
    constructor(rule: SiwxVerificationRule, reason: string, options?: {
        cause?: unknown;
    });
}

/** A field of a SIWX message, or `message` when the text as a whole is malformed. */
type SiwxMessageField = keyof SiwxMessageData | 'message';
/**
 * A SIWX message that cannot be built or parsed; `field` names the offending field. Mostly a
 * host misconfiguration (a domain with a scheme, a multi-line statement), so the short message
 * is developer-facing like `ConfigError`'s; the flow shows 'Error signing message'.
 */
declare class SiwxMessageError extends PorticoError {
    readonly name = "SiwxMessageError";
    readonly field: SiwxMessageField;
    constructor(field: SiwxMessageField, reason: string, options?: {
        cause?: unknown;
    });
}

/** 'SIWX is not enabled': a sign-in was asked for but no `siwx`/`siweConfig` is set. */
declare class SiwxNotEnabledError extends PorticoError {
    readonly name = "SiwxNotEnabledError";
    constructor();
}

/** `modal.grantPermissions` without `features.smartSessions`. */
declare class SmartSessionsDisabledError extends PorticoError {
    readonly name = "SmartSessionsDisabledError";
    constructor();
}

declare function createMemoryStorage(): PorticoStorage;

/** Thrown by `createWalletModal` when the config is invalid; `field` names the offending path. */
declare class ConfigError extends PorticoError {
    readonly name = "ConfigError";
    readonly field: string;
    constructor(field: string, message: string);
}

interface PairingOptions {
    /**
     * The namespaces to pair on, among those `adapter` can serve (`universalAdapter()`: all
     * five). Default all of them; each is served where an adapter of it is registered.
     */
    namespaces?: readonly ChainNamespace[];
}
/**
 * A pairing protocol's wallets (`universalAdapter()` from `portico/adapters/universal`) as a
 * source: its connector is listed in every namespace it serves, and one pairing covers them
 * all (one QR code, one approval).
 */
declare function pairing(adapter: ChainAdapter, options?: PairingOptions): WalletSource;

interface EmbeddedWalletOptions {
    /**
     * The secure site's frame page, e.g. `https://secure.example.com/frame.html`: framed
     * (hidden) for email and social login; its origin is the only one the frame is spoken to.
     */
    secureSiteUrl: string;
}
/**
 * The embedded wallet (email and social login, the secure site's wallet) as a source: its
 * connector is listed in each namespace it serves. Its code loads on first use: the email
 * field's focus, a login, or the reconnect of a past one.
 */
declare function embeddedWallet(options: EmbeddedWalletOptions): WalletSource;

/**
 * A signature that is not the address's signature of the message, or cannot be checked;
 * `reason` (also the message) says why, for sign-in to name.
 */
declare class SignatureRefusedError extends PorticoError {
    readonly name = "SignatureRefusedError";
    readonly reason: string;
    constructor(reason: string, options?: {
        cause?: unknown;
    });
}

/** A parsed CAIP-10 account id: `namespace:reference:address`. */
interface CaipAccount {
    namespace: string;
    reference: string;
    address: string;
    /** The CAIP-2 chain id, `namespace:reference`. */
    chainId: `${string}:${string}`;
}
/** Thrown for a malformed CAIP-2 or CAIP-10 id; the message is the spec's. */
declare class CaipFormatError extends PorticoError {
    readonly name = "CaipFormatError";
}
/** Exactly 3 non-empty colon-separated parts, else 'Invalid CAIP-10 address'. */
declare function parseCaipAddress(value: unknown): CaipAccount;
/** A CAIP-2 id has exactly 2 non-empty parts. */
declare function parseCaipNetworkId(value: unknown): {
    namespace: string;
    reference: string;
};
/** `namespace:reference:address`, validated: throws like the parsers do. */
declare function formatCaipAddress(chainId: `${string}:${string}`, address: string): string;

/** An error a wallet or node returned, normalised: numeric `rpcCode`, named `code`. */
declare class ProviderRpcError extends PorticoError {
    readonly name = "ProviderRpcError";
    readonly rpcCode: number;
    readonly data: unknown;
    constructor(rpcCode: number, message: string, options?: {
        data?: unknown;
        cause?: unknown;
    });
}
declare const isUserRejection: (error: unknown) => boolean;

/** The locales with a catalogue: `en` is built in, each other one is a chunk of its own. */
declare const SUPPORTED_LOCALES: readonly ["en", "es", "fr", "de", "it", "pt-BR", "nl", "pl", "tr", "ru", "uk", "ar", "he", "fa", "ur", "hi", "id", "th", "vi", "ja", "ko", "zh-CN", "zh-TW", "sw"];
/** Accented English about 40 % longer (`en-XA`, as Android and Chrome name it): clipped text shows. */
declare const PSEUDO_LOCALE = "en-XA";

export { AccountType, AdapterCapabilities, CONNECTOR_ORDER, CONNECT_METHODS, CaipFormatError, CaipNetwork, CaipNetworkId, ChainAdapter, ChainNamespace, ConfigError, ConnectButton, ConnectorGroup, DEFAULT_ACCOUNT_TYPES, DEFAULT_FEATURES, PSEUDO_LOCALE, PorticoError, ProviderRpcError, SOCIAL_PROVIDERS, SUPPORTED_LOCALES, SignInRules, SignatureRefusedError, SiwxMessageError, SiwxNotEnabledError, SiwxVerificationError, SmartSessionsDisabledError, VIEWS, WALLET_FEATURES, WalletModalEmbed, WalletModalProvider, back, balanceRequested, close, connectorSelected, createDefaultSiwx, createMemoryStorage, createWalletModal, disconnect, embeddedWallet, formatCaipAddress, identityRequested, isUserRejection, open, pairing, parseCaipAddress, parseCaipNetworkId, prefetchModal, reconnectRequested, sendRequested, localeRequested as setLocale, switchNetwork, tokensRequested, useAccount, useNetwork, useSignIn, useWalletModal };
export type { AlertCode, AppMetadata, ConnectButtonProps, CreateWalletModalOptions, DefaultSiwxOptions, EmbeddedWalletOptions, ErrorInfo, Features, FeaturesInput, HostAction, LegacySiweConfig, LogEntry, LogLevel, MessageKey, Messages, ModalSnapshot, OpenOptions, PairingOptions, PermissionEntry, PermissionRequest, PermissionResponse, PorticoEvent, PorticoEventRecord, PorticoStorage, SendPrefill, SignInStatus, SiwxConfig, SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession, SwapArguments, ThemeVariables, ToastVariant, View, WalletModal, ConfigInput as WalletModalConfig, WalletModalProviderProps, WalletSource, WalletSourceKind };
