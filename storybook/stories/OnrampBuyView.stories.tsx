import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { OnrampState } from '../../src/features/onramp/types';
import { ModalStory, type ModalStoryProps } from '../support/ModalStory';
import { ONRAMP_CONFIG, onrampStoryState, storyQuote } from '../support/onrampState';

/**
 * OnrampBuy, each state: the empty form, the amount out of the method's limits, quoting, a
 * quote with its countdown, an estimate, an expired quote, opening the provider, its failure,
 * the options loading, and nothing to buy on the network.
 */
const meta = {
  title: 'Views/OnrampBuyView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const hundred = { amount: '100', paymentCurrency: null, method: null, purchase: null };

/** A quote that expires 45 s after the story first renders, so its countdown runs. */
function WithFreshQuote({ estimate, ...props }: ModalStoryProps & { estimate: boolean }) {
  const [expiresAt] = useState(() => Date.now() + 45_000);
  const state = props.preloadedState as { onramp: OnrampState };
  const quote = { ...state.onramp.quote, quote: storyQuote(expiresAt, estimate) };
  return (
    <ModalStory
      {...props}
      preloadedState={{ ...props.preloadedState, onramp: { ...state.onramp, quote } }}
    />
  );
}

const ready = { status: 'ready' as const, requestedSeq: 1, quote: null };

/** Nothing typed yet: USD by card, USDC on the local chain, Continue disabled. */
export const Empty: Story = {
  args: { config: ONRAMP_CONFIG, preloadedState: onrampStoryState({}) },
};

/** Below the card's minimum: said under the field, no quote asked for. */
export const BelowMinimum: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({ form: { ...hundred, amount: '5' } }),
  },
};

/** Above the bank account's maximum. */
export const AboveMaximum: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({
      form: { ...hundred, amount: '30000', method: 'bank_account' },
    }),
  },
};

/** Three decimals: not an amount of money. */
export const InvalidAmount: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({ form: { ...hundred, amount: '10.123' } }),
  },
};

/** An amount typed: the quote is on its way (spec §4 quotesLoading). */
export const Quoting: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({
      form: hundred,
      quote: { status: 'loading', requestedSeq: 1, quote: null },
    }),
  },
};

/** The provider's quote: received amount, fees, subtotal, total, id, and the countdown. */
export const Quote: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({ form: hundred, quote: ready }),
  },
  render: (args) => <WithFreshQuote {...args} estimate={false} />,
};

/** The quote call failed: a local estimate, marked as one (spec §8). */
export const Estimate: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({ form: hundred, quote: ready }),
  },
  render: (args) => <WithFreshQuote {...args} estimate />,
};

/** The quote's time ran out: Refresh, and Continue waits for the new one. */
export const Expired: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({ form: hundred, quote: { ...ready, quote: storyQuote(0) } }),
  },
};

/** Continue pressed: the provider URL is on its way. */
export const Opening: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({
      form: hundred,
      quote: ready,
      checkout: { status: 'opening', url: null },
    }),
  },
  render: (args) => <WithFreshQuote {...args} estimate={false} />,
};

/** The provider URL could not be had: said above Continue, which can be pressed again. */
export const UrlFailed: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({
      form: hundred,
      quote: ready,
      error: { code: 'API_HTTP_ERROR' },
    }),
  },
  render: (args) => <WithFreshQuote {...args} estimate={false} />,
};

/** The options are on their way. */
export const LoadingOptions: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({ options: { status: 'loading', value: null } }),
  },
};

/** The options (here spec §9's defaults) list nothing for this network. */
export const NoCurrency: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({
      options: {
        status: 'defaults',
        value: {
          paymentCurrencies: [
            { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
          ],
          purchaseCurrencies: [],
        },
      },
    }),
  },
};
