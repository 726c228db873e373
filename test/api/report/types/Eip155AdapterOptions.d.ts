/** The EIP-1193 provider interface, as much of it as the adapter uses. */
interface Eip1193Provider {
    request(args: {
        method: string;
        params?: unknown[] | Record<string, unknown>;
    }): Promise<unknown>;
    on?(event: string, listener: (...args: unknown[]) => void): void;
    removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/** A wallet the host brings itself (a "custom" connector). */
interface CustomConnector {
    id: string;
    name: string;
    imageUrl?: string;
    provider: Eip1193Provider;
}

/** The options of every browser-wallets adapter of eip155 (`eip155Adapter`, `ethers5Adapter`). */
interface Eip155AdapterOptions {
    /** Wallets the host brings itself; listed in the `custom` group. */
    customConnectors?: CustomConnector[];
    /**
     * Rank a network's RPC URLs by periodic pings. Default true when it has several.
     * `ethers5Adapter` does not rank: it tries them in their order.
     */
    rankRpcUrls?: boolean;
}

export type { Eip155AdapterOptions as E };
