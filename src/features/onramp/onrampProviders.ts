import type { PaymentMethod } from './types';

/** An onramp provider as OnrampProviders lists it. */
interface OnrampProvider {
  id: string;
  name: string;
  /** The provider's fee, in percent of the payment. */
  feeRange: { min: number; max: number };
  methods: readonly PaymentMethod[];
}

/** One provider, Meld, with a fee of 1-2 %. */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { id: 'meld', name: 'Meld', feeRange: { min: 1, max: 2 }, methods: ['card', 'bank_account'] },
];

export const findOnrampProvider = (id: string | null) =>
  ONRAMP_PROVIDERS.find((provider) => provider.id === id) ?? ONRAMP_PROVIDERS[0]!;
