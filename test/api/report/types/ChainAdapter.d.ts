/** The chain namespaces Portico ships, in the order the modal lists them. */
declare const NAMESPACES: {
    readonly eip155: {
        readonly signInName: "Ethereum";
        readonly defaultAccountType: "smartAccount";
        readonly adapters: readonly ["eip155", "wagmi", "ethers5"];
    };
    readonly solana: {
        readonly signInName: "Solana";
        readonly defaultAccountType: "eoa";
        readonly adapters: readonly ["solana"];
    };
    readonly polkadot: {
        readonly signInName: "Polkadot";
        readonly defaultAccountType: "eoa";
        readonly adapters: readonly ["polkadot"];
    };
    readonly bip122: {
        readonly signInName: "Bitcoin";
        readonly defaultAccountType: "payment";
        readonly adapters: readonly ["bitcoin"];
    };
    readonly cosmos: {
        readonly signInName: "Cosmos";
        readonly defaultAccountType: "eoa";
        readonly adapters: readonly ["cosmos"];
    };
};

/** A chain namespace Portico supports: a key of the namespace registry. */
type ChainNamespace = keyof typeof NAMESPACES;
/** The chain namespaces Portico supports, in the registry's order. */
declare const CHAIN_NAMESPACES: readonly ChainNamespace[];

/** A CAIP-2 chain id, `namespace:reference`. */
type CaipNetworkId = `${string}:${string}`;
/**
 * A chain the modal can connect to. Plain data: serialisable. Its
 * lists are readonly, so a network literal written `as const` fits.
 */
interface CaipNetwork {
    id: number | string;
    name: string;
    chainNamespace: ChainNamespace;
    /** CAIP-2 id, `namespace:reference`. */
    caipNetworkId: CaipNetworkId;
    nativeCurrency: {
        name: string;
        symbol: string;
        decimals: number;
    };
    rpcUrls: {
        default: {
            http: readonly string[];
            webSocket?: readonly string[];
        };
        chainDefault?: {
            http: readonly string[];
        };
    };
    blockExplorers?: {
        default: {
            name: string;
            url: string;
        };
    };
    assets?: {
        imageId?: string;
        imageUrl?: string;
    };
    testnet?: boolean;
    deprecatedCaipNetworkId?: string;
}
/** Account kinds. */
type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx';

/** One JSON-RPC call: the method and its positional or named params. */
interface RpcRequestArguments {
    method: string;
    params?: readonly unknown[] | Readonly<Record<string, unknown>>;
}
/** Anything that carries JSON-RPC calls: one HTTP endpoint, or a fallback over several. */
interface RpcTransport {
    /**
     * Resolves with the call's `result`, or rejects with a `PorticoError`. The envelope is
     * validated; the result is `unknown` because only the caller knows its shape.
     */
    request(args: RpcRequestArguments): Promise<unknown>;
}

/** A transaction as a wallet is asked to send it. */
interface TransactionRequest {
    from: string;
    to: string;
    value: bigint;
    data?: `0x${string}`;
}
/** How `ChainModule.waitForTransaction` waits. */
interface WaitForTransactionOptions {
    /** Give up after this long, in ms. Default 120 000. */
    timeoutMs?: number;
    /** Ask the node this often, in ms. Default 500. */
    pollMs?: number;
}
/** A fungible token, by its address (contract on eip155, mint on solana) and decimals. */
interface TokenRef {
    address: string;
    decimals: number;
}
/** A fungible token an account holds, as the chain reports it (zero balances left out). */
interface TokenBalance {
    /** The token's address: its contract on eip155, its mint on solana. */
    address: string;
    /** In the token's smallest unit. */
    amount: bigint;
    decimals: number;
}
/**
 * How soon a send should confirm, where the chain prices that (bip122: the fee rate, from the
 * network's estimates for about 144, 6 and 1 blocks).
 */
type FeeSpeed = 'low' | 'medium' | 'high';
/**
 * A send to price: of the native currency (`value`), or `amount` smallest units of `token`;
 * at `speed` where the chain prices speed (default `medium`).
 */
type SendCostRequest = {
    from: string;
    to: string;
    speed?: FeeSpeed;
} & ({
    value: bigint;
} | {
    token: TokenRef;
    amount: bigint;
});
/** Why a send costs more than its amount and fee: solana's rent for the receiver's new token account. */
type SendExtraCostReason = 'newTokenAccount';
/** What a send costs the sender besides its amount, in the native currency's smallest unit. */
interface SendCost {
    /** The network fee. */
    fee: bigint;
    /** Other costs, each with its reason (e.g. the rent of an account the send creates). */
    extras: readonly {
        amount: bigint;
        reason: SendExtraCostReason;
    }[];
    /**
     * Where the fee follows a chosen speed (bip122): the speed priced and its fee rate, so the
     * user can pick another. Absent where the fee has no such choice.
     */
    speed?: {
        picked: FeeSpeed;
        rate: number;
        rateUnit: 'sat/vB';
    };
}
/**
 * What differs by chain, exported by each `adapters/<namespace>/` folder: the rest of the
 * product (sagas, views, a pairing protocol speaking to a wallet of that chain) asks this
 * rather than compare namespace strings. Pure: no wallet, no state; reads take the RPC.
 *
 * `Transport` is what the fee estimates read the chain through: a JSON-RPC transport on most
 * chains, the adapter's own client where the chain's reads are not JSON-RPC (an Esplora REST
 * API, a Substrate or CometBFT client). Its adapter gives it for a network (`transport`).
 */
interface ChainModule<Transport = RpcTransport> {
    readonly namespace: ChainNamespace;
    /** The address rule of the namespace. */
    isAddress(address: string): boolean;
    /**
     * `address` as a transaction's receiver: written the way the chain wants it (eip155: with
     * its 0x), or why it may not receive funds: `'invalid'` by the address rule, `'checksum'`
     * for a mixed-case EVM address whose EIP-55 checksum is wrong (a typo). Async so the
     * check's code (Keccak on eip155) loads only when a send needs it.
     */
    checkReceiver?(address: string): Promise<{
        address: string;
    } | {
        problem: 'invalid' | 'checksum';
    }>;
    /**
     * The call data of a fungible token's transfer of `amount` smallest units to `to` (ERC-20
     * `transfer(address,uint256)` on eip155). Absent where tokens are not sent this way.
     */
    tokenTransferData?(to: string, amount: bigint): `0x${string}`;
    /**
     * The network fee of `tx` in the native currency's smallest unit (eip155: the gas estimate
     * times the gas price), read through `transport`; throws a typed error for a transaction the
     * chain would refuse. Absent: a send shows no fee estimate.
     */
    estimateFee?(transport: Transport, tx: TransactionRequest): Promise<bigint>;
    /**
     * The fee and any extra cost of a send, for the Send preview, read through `transport`;
     * throws a typed error for a send the chain would refuse (solana: below the rent-exempt
     * minimum). Absent: `estimateFee` only.
     */
    estimateSendCost?(transport: Transport, send: SendCostRequest): Promise<SendCost>;
    /**
     * Resolves once the transaction `hash` is in a block and succeeded there; rejects with a
     * typed error when it failed (eip155: `ExecutionRevertedError` with the revert reason) or was
     * not confirmed in time (TRANSACTION_NOT_CONFIRMED). Read over the RPC.
     */
    waitForTransaction?(rpc: RpcTransport, hash: string, options?: WaitForTransactionOptions): Promise<void>;
    /** The fungible tokens `address` holds, read over the RPC (solana: its SPL token accounts). */
    getTokenBalances?(rpc: RpcTransport, address: string): Promise<TokenBalance[]>;
    /** A decimal amount in the smallest unit, exactly (throws `INVALID_AMOUNT`). */
    parseUnits(value: string, decimals: number): bigint;
    formatUnits(value: bigint, decimals: number): string;
    /**
     * The native balance of `address`, in the smallest unit, read over the network's JSON-RPC.
     * Absent where the chain's reads are not JSON-RPC (bip122: an Esplora REST API, which its
     * adapter reads itself).
     */
    getNativeBalance?(rpc: RpcTransport, address: string): Promise<bigint>;
    /**
     * The wallet requests of this chain, for a protocol that relays them (WalletConnect):
     * each method's name and params, and a check of what the wallet answered.
     */
    readonly requests: {
        signMessage(address: string, message: string): {
            method: string;
            params: unknown[];
        };
        /**
         * The sign request with named params, for wallets that take an object (WalletConnect's
         * `solana_signMessage` takes `{ message, pubkey }`): a relay sends it instead when present.
         */
        signMessageWithNamedParams?(address: string, message: string): {
            method: string;
            params: Readonly<Record<string, unknown>>;
        };
        /**
         * The signature in the wallet's answer to `signMessage`, when the answer wraps it
         * (`solana_signMessage` answers `{ signature }`). Absent: the answer is the signature.
         */
        signatureOf?(answer: unknown): unknown;
        /** Absent where the chain's wallets cannot be asked to send a transaction this way. */
        sendTransaction?(tx: TransactionRequest): {
            method: string;
            params: unknown[];
        };
        /** Absent where the wallet has no chain to switch (the session's chain is the switch). */
        switchChain?(network: CaipNetwork): {
            method: string;
            params: unknown[];
        };
        isSignature(value: unknown): value is string;
        isTransactionHash(value: unknown): value is string;
    };
    /** What a pairing protocol asks this chain's wallets for: RPC methods and wallet events. */
    readonly pairing?: {
        readonly methods: readonly string[];
        readonly events: readonly string[];
    };
    /**
     * What a wallet's or node's refusal of a transaction means, as a typed error (node
     * errors on eip155); a user's rejection and anything unexplained pass through unchanged.
     * Async so that a chain's error parsers load with the first refusal.
     */
    toTransactionError?(error: unknown): Promise<Error>;
}
/** A chain module whose reads are JSON-RPC: its native balance is read over the RPC. */
type RpcChainModule = ChainModule & Required<Pick<ChainModule, 'getNativeBalance'>>;

/** Where a connector is listed on the Connect view (the `connectorOrder` groups, less `recent`). */
type ConnectorGroup = 'walletConnect' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended';
/**
 * What a connector is: a browser wallet, a pairing protocol (WalletConnect), an
 * embedded auth wallet (email, social), or one the host brings. A `pairing` or `auth`
 * connector is one session across every namespace it serves: disconnecting it disconnects all.
 */
type ConnectorKind = 'injected' | 'pairing' | 'auth' | 'custom';
/**
 * A way to connect a wallet, as an adapter announces it for its namespace. Plain data: it goes
 * into the store, where announcements with one `id` from several namespaces make one connector.
 */
interface ConnectorInfo {
    id: string;
    name: string;
    namespace: ChainNamespace;
    kind: ConnectorKind;
    group: ConnectorGroup;
    imageUrl?: string;
    /** Reverse-DNS id announced through EIP-6963, when there is one. */
    rdns?: string;
    installed: boolean;
}

/** What differs between chains. Views and sagas branch on these, never on a namespace name. */
interface AdapterCapabilities {
    send: boolean;
    signTypedData: boolean;
    switchNetwork: boolean;
    walletConnect: boolean;
    smartAccount: boolean;
    names: boolean;
    /** The product API indexes the chain: the account's activity and NFTs (EVM only). */
    activity: boolean;
}
/** An account of a connection. */
interface Account {
    namespace: ChainNamespace;
    address: string;
    type: AccountType;
    publicKey?: string;
    path?: string;
}
interface ConnectResult {
    /** The accounts the wallet authorised; a session across namespaces lists each one's. */
    accounts: Account[];
    /** CAIP-2 id of the chain the wallet is on; may be one the app did not configure. */
    caipNetworkId: `${string}:${string}`;
    /**
     * A session that covers other namespaces too (a pairing or embedded wallet): the chain of
     * each of those, for their accounts in `accounts`.
     */
    chains?: Partial<Record<ChainNamespace, `${string}:${string}`>>;
}
/** Events an adapter reports; a saga turns them into store events. */
type AdapterEvent = {
    type: 'connectorsChanged';
    connectors: ConnectorInfo[];
} | {
    type: 'accountsChanged';
    connectorId: string;
    addresses: string[];
    /**
     * The same accounts with their types, from a wallet with several kinds (bip122: payment
     * and ordinals): the modal then stays on the kind in use.
     */
    accounts?: Account[];
} | {
    type: 'chainChanged';
    connectorId: string;
    caipNetworkId: `${string}:${string}`;
} | {
    type: 'disconnected';
    connectorId: string;
}
/**
 * A pairing-protocol connector (capability `walletConnect`) made a pairing URI for the
 * visitor to scan; `expiresAt` is ms since the epoch (valid 4 minutes).
 */
 | {
    type: 'pairingUri';
    connectorId: string;
    uri: string;
    expiresAt: number;
}
/**
 * A connection made outside the modal (the host's own wagmi hooks, say): the modal takes it
 * as its namespace's connection, as if the visitor had connected through it.
 */
 | {
    type: 'connected';
    connectorId: string;
    result: ConnectResult;
};
/** Injected by Portico when the adapter is set up. */
interface AdapterContext {
    projectId: string;
    /** The namespace being set up (a pairing adapter is set up once per namespace it serves). */
    namespace?: ChainNamespace;
    /** The configured networks of this adapter's namespace. */
    networks: CaipNetwork[];
    /** The host's app metadata (config `metadata`), for pairing protocols. */
    metadata?: {
        name: string;
        description: string;
        url: string;
        icons: readonly string[];
    };
    /** Config `features.analytics`: an adapter sends telemetry only when this is true. */
    analytics?: boolean;
    /**
     * What differs by chain in the namespace being set up (its adapter's `chain`): a pairing
     * protocol speaks to that namespace's wallets with it. Absent for a namespace no chain
     * adapter describes.
     */
    chain?: ChainModule<unknown>;
    /** Config `safeAppHosts`: framed by one of these Safe web apps, the Safe connector shows. */
    safeAppHosts?: readonly string[];
    emit(event: AdapterEvent): void;
}
interface ConnectParameters {
    connectorId: string;
    network: CaipNetwork;
}
/**
 * The plain-object contract every namespace adapter implements (docs/architecture.md, "The adapter
 * contract"). Methods throw `PorticoError`s; wallet errors are normalised with
 * `toProviderError`. `Transport` is what its chain module's fee estimates read through.
 */
interface ChainAdapter<Transport = unknown> {
    readonly namespace: ChainNamespace;
    readonly capabilities: AdapterCapabilities;
    /**
     * What differs by chain in this namespace: the address rule, units, the wallet requests
     * and the reads a relay makes over JSON-RPC. Core asks units, addresses and fees only here
     * (fees through `transport`).
     */
    readonly chain: ChainModule<Transport>;
    /**
     * A source's adapter shared by several namespaces' adapters (`pairing`) is set up once per
     * namespace; it lists here which it can serve. Default: `[namespace]`.
     */
    readonly namespaces?: readonly ChainNamespace[];
    /**
     * What is wrong with the configured networks of this namespace for this adapter (one that
     * brings its own chain list, such as a wagmi config), or undefined. Asked by
     * `createWalletModal`, which refuses the config with this message. Optional.
     */
    checkNetworks?(networks: readonly CaipNetwork[]): string | undefined;
    /** Called once at startup (per namespace it serves). Must not prompt or touch the network. */
    setup(context: AdapterContext): void;
    getConnectors(): ConnectorInfo[];
    connect(parameters: ConnectParameters): Promise<ConnectResult>;
    /** Silent: returns null rather than prompting when the wallet has not authorised us. */
    reconnect(parameters: ConnectParameters): Promise<ConnectResult | null>;
    disconnect(parameters: {
        connectorId: string;
    }): Promise<void>;
    getAccounts(parameters: {
        connectorId: string;
    }): Promise<Account[]>;
    switchNetwork(parameters: ConnectParameters): Promise<void>;
    /** Native balance in the smallest unit, with the decimals and symbol to show it. */
    getBalance(parameters: {
        address: string;
        network: CaipNetwork;
    }): Promise<{
        value: bigint;
        decimals: number;
        symbol: string;
    }>;
    signMessage(parameters: {
        connectorId: string;
        address: string;
        message: string;
    }): Promise<string>;
    sendTransaction(parameters: {
        connectorId: string;
        network: CaipNetwork;
        from: string;
        to: string;
        value: bigint;
        data?: `0x${string}`;
        /** Where the chain prices speed (its module's send cost gave a `speed`): the one picked. */
        speed?: FeeSpeed;
    }): Promise<string>;
    /**
     * What the chain module's fee estimates read `network` through (a JSON-RPC transport over
     * the network's RPC URLs, or the adapter's own client of the chain). Optional: without it a
     * send shows no fee estimate.
     */
    transport?(network: CaipNetwork): Promise<Transport>;
    /**
     * Sends `amount` smallest units of `token` from `from` to `to` through the connector;
     * resolves with the transaction's id once the chain has it. Optional: without it a token
     * send goes through `sendTransaction` with the chain module's `tokenTransferData`.
     */
    sendToken?(parameters: {
        connectorId: string;
        network: CaipNetwork;
        from: string;
        to: string;
        token: TokenRef;
        amount: bigint;
    }): Promise<string>;
    /**
     * The wallet's own asset discovery (EIP-7811 `wallet_getAssets`) for `address` on `network`,
     * as the wallet answered it: callers check the shape.
     * Optional: only a wallet that can list assets has it, and only the auth connector's
     * balances come from it, so the connection's kind decides whether it is asked.
     */
    getAssets?(parameters: {
        connectorId: string;
        address: string;
        network: CaipNetwork;
    }): Promise<unknown>;
    /**
     * Any other wallet request (typed data, a wallet's own methods) through the connector, as
     * the wallet answered it. Optional: without it such requests are refused with 4200.
     */
    request?(parameters: {
        connectorId: string;
        method: string;
        params: unknown[];
    }): Promise<unknown>;
    destroy(): void;
}

export { CHAIN_NAMESPACES as j };
export type { AdapterCapabilities as A, ChainModule as C, FeeSpeed as F, RpcChainModule as R, SendCost as S, TransactionRequest as T, CaipNetwork as a, ChainAdapter as b, ChainNamespace as c, CaipNetworkId as d, AccountType as e, ConnectorGroup as f, Account as g, AdapterContext as h, AdapterEvent as i, ConnectParameters as k, ConnectResult as l, ConnectorInfo as m, ConnectorKind as n, RpcRequestArguments as o, RpcTransport as p, SendCostRequest as q };
