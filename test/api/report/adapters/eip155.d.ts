import { ChainModule, ChainAdapter } from '../index.js';
import { SignInRules } from '../index.js';

/** The EIP-1193 provider interface, as much of it as the adapter uses. */
interface Eip1193Provider {
    request(args: {
        method: string;
        params?: unknown[] | Record<string, unknown>;
    }): Promise<unknown>;
    on?(event: string, listener: (...args: unknown[]) => void): void;
    removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/** A wallet the host brings itself (spec §1 "custom" connectors). */
interface CustomConnector {
    id: string;
    name: string;
    imageUrl?: string;
    provider: Eip1193Provider;
}

/** EVM chains (spec §5, §7): what the rest of the product asks of eip155. */
declare const eip155Chain: ChainModule;

/**
 * Sign-in on EVM chains, exactly EIP-4361: addresses in their EIP-55 checksum form, signatures
 * from an EOA (`personal_sign`) or an EIP-1271 contract account.
 */
declare const eip155SignIn: SignInRules;

interface Eip155AdapterOptions {
    /** Wallets the host brings itself; listed in the `custom` group. */
    customConnectors?: CustomConnector[];
    /** Rank a network's RPC URLs by periodic pings (spec §9). Default true when it has several. */
    rankRpcUrls?: boolean;
    /**
     * A pairing adapter for this namespace, usually `universalAdapter()` from
     * `portico/adapters/universal`: its WalletConnect connector is listed beside the browser
     * wallets and handles its own connections. Default none.
     */
    pairing?: ChainAdapter;
}
/**
 * The eip155 adapter on EIP-1193 wallets: EIP-6963 discovery plus the legacy
 * `window.ethereum`, and the host's custom connectors. Reads go to the network's own RPC
 * URLs through a fallback transport, never through the wallet.
 */
declare function eip155Adapter(options?: Eip155AdapterOptions): ChainAdapter;

export { eip155Adapter, eip155Chain, eip155SignIn };
export type { Eip155AdapterOptions };
