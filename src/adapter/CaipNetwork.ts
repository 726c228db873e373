import type { ChainNamespace } from './chainNamespace';

/** A CAIP-2 chain id, `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`;

/**
 * A chain the modal can connect to. Plain data: serialisable. Its
 * lists are readonly, so a network literal written `as const` fits.
 */
export interface CaipNetwork {
  id: number | string;
  name: string;
  chainNamespace: ChainNamespace;
  /** CAIP-2 id, `namespace:reference`. */
  caipNetworkId: CaipNetworkId;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] };
    chainDefault?: { http: readonly string[] };
  };
  blockExplorers?: { default: { name: string; url: string } };
  assets?: { imageId?: string; imageUrl?: string };
  testnet?: boolean;
  deprecatedCaipNetworkId?: string;
}

/** Account kinds. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx';
