import { Config } from '@wagmi/core';
import { CaipNetwork, ChainAdapter } from '../index.js';
export { e as eip155SignIn } from '../types/eip155SignIn.js';
import '../types/SignInRules.js';

/**
 * The wagmi config's chains as the modal's `networks`, so a host lists its chains once:
 * `networks: wagmiNetworks(config)`.
 */
declare function wagmiNetworks(config: Pick<Config, 'chains'>): CaipNetwork[];

interface WagmiAdapterOptions {
    /** The host's own `@wagmi/core` 3 config (`createConfig`), shared with its wagmi hooks. */
    config: Config;
}
/**
 * The eip155 adapter on the host's wagmi config: its connectors are the modal's wallets, and
 * connect, reconnect, disconnect, switch chain, balance, sign and send are wagmi actions, so
 * the host's `useConnection`/`useChainId` and the modal always see the same connection. The
 * modal owns reconnecting (docs/architecture.md, "wagmi: one owner"): with wagmi's own
 * reconnect on, the modal waits for it and adopts what it found rather than racing it.
 */
declare function wagmiAdapter({ config }: WagmiAdapterOptions): ChainAdapter;

export { wagmiAdapter, wagmiNetworks };
export type { WagmiAdapterOptions };
