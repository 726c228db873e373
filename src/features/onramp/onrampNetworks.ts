import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { OnrampOptions, PurchaseCurrency, PurchaseNetwork } from './types';

/** Buying is offered on these namespaces only. */
const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/** What a new purchase buys on each namespace, when the network lists it. */
const DEFAULT_PURCHASE: Partial<Record<ChainNamespace, string>> = { eip155: 'USDC', solana: 'SOL' };

/** A purchase currency on one network: what OnrampTokenSelect lists. */
export interface PurchaseChoice {
  currency: PurchaseCurrency;
  network: PurchaseNetwork;
}

/** Whether `caipNetworkId` is on a namespace buying is offered on. */
export function isOnrampNetwork(caipNetworkId: string | null | undefined): boolean {
  const namespace = caipNetworkId?.split(':')[0];
  return ONRAMP_NAMESPACES.some((allowed) => allowed === namespace);
}

/**
 * The purchase currencies that can be bought to an account on `caipNetworkId`: those with a
 * network whose `chain_id` is its CAIP-2 reference. Empty off the onramp namespaces.
 */
export function purchaseChoices(
  options: OnrampOptions | null,
  caipNetworkId: string | null | undefined,
): PurchaseChoice[] {
  if (!options || !caipNetworkId || !isOnrampNetwork(caipNetworkId)) return [];
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);
  const choices: PurchaseChoice[] = [];
  for (const currency of options.purchaseCurrencies) {
    const network = currency.networks.find((n) => n.chain_id === reference);
    if (network) choices.push({ currency, network });
  }
  return choices;
}

/** The default purchase: USDC where listed (SOL on Solana), else the first choice. */
export function defaultPurchase(
  choices: readonly PurchaseChoice[],
  caipNetworkId: string | null | undefined,
): PurchaseChoice | null {
  const namespace = caipNetworkId?.split(':')[0] as ChainNamespace | undefined;
  const preferred = namespace ? DEFAULT_PURCHASE[namespace] : undefined;
  return choices.find((choice) => choice.currency.id === preferred) ?? choices[0] ?? null;
}
