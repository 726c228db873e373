import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { ONRAMP_CONFIG, onrampStoryState } from '../support/onrampState';

/** The onramp's lists: payment currencies (OnrampFiatSelect) and what to buy (OnrampTokenSelect). */
const meta = {
  title: 'Views/OnrampSelectView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** USD, EUR and GBP; EUR is the current one. */
export const FiatCurrencies: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState(
      { form: { amount: '', paymentCurrency: 'EUR', method: null, purchase: null } },
      'OnrampFiatSelect',
    ),
  },
};

/** USDC and ETH on the local chain (SOL is on Solana, so not listed); USDC by default. */
export const PurchaseCurrencies: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({}, 'OnrampTokenSelect'),
  },
};
