import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { atMount } from '../support/StoryAtMount';
import { connectWithEmailState, emailConfig, STORY_EMAIL } from '../support/authState';
import { connectorsState, openModalState } from '../support/storyModal';
import { bitcoinWalletConnector } from '../support/bitcoinState';
import { cosmosWalletConnector, polkadotWalletConnector } from '../support/polkadotCosmosState';

/** The Connect view, shown in the open modal through the real provider and store. */
const meta = {
  title: 'Views/ConnectView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No connector registered: the empty state with its hint. */
export const Empty: Story = {
  args: { preloadedState: openModalState({ view: 'Connect' }) },
};

/** Connectors in the configured group order; Coinbase Wallet is recent, MetaMask installed. */
export const WithConnectors: Story = {
  args: { preloadedState: { ...openModalState({ view: 'Connect' }), ...connectorsState } },
};

/** The host turned the `allWallets` feature off: no "All Wallets" row. */
export const WithoutAllWallets: Story = {
  args: {
    config: { features: { allWallets: false } },
    preloadedState: { ...openModalState({ view: 'Connect' }), ...connectorsState },
  },
};

/** Opened with `open({ namespace: 'solana' })`: only Solana connectors are listed. */
export const FilteredByNamespace: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'Connect', namespace: 'solana' }),
      ...connectorsState,
    },
  },
};

/**
 * Email login on (a `secureSiteUrl`, the embedded wallet's connector listed): the Email field
 * and Continue above the wallets. (Its focus would make the secure frame: not done here.)
 */
export const WithEmail: Story = {
  args: { config: emailConfig, preloadedState: connectWithEmailState() },
};

/** Two providers configured (`features.socials`): the first wide, the second an icon, no "More". */
export const WithTwoSocials: Story = {
  args: {
    config: { ...emailConfig, features: { socials: ['github', 'discord'] } },
    preloadedState: connectWithEmailState(),
  },
};

/** Continue pressed with something that is not an email address: said under the field. */
export const WithEmailInvalid: Story = {
  args: {
    config: emailConfig,
    preloadedState: connectWithEmailState({
      step: 'idle',
      email: 'not-an-email',
      error: { reason: 'invalidEmail' },
      codeSentAt: null,
    }),
  },
};

/**
 * Continue pressed again within 30 s of the last login (spec §4): the field says when to try
 * again, counting down from 25 s.
 */
export const WithEmailCooldown: Story = {
  args: { config: emailConfig },
  render: atMount((now) =>
    connectWithEmailState({
      step: 'idle',
      email: STORY_EMAIL,
      error: { reason: 'cooldown', retryAt: now + 25_000 },
      codeSentAt: null,
    }),
  ),
};

/**
 * The project's allowed origins do not include this page (spec §5): the alert says so and no
 * email field is offered, only the wallets.
 */
export const EmailOriginNotAllowed: Story = {
  args: {
    config: emailConfig,
    preloadedState: {
      ...connectWithEmailState(),
      project: {
        status: 'loaded',
        remote: null,
        ignoredLocal: [],
        origin: 'notAllowed',
        error: null,
      },
      alerts: { current: 'ORIGIN_NOT_ALLOWED', reported: ['ORIGIN_NOT_ALLOWED'] },
    },
  },
};

/** Opened with `open({ namespace: 'bip122' })`: the Bitcoin wallets only. */
export const BitcoinWallets: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'Connect', namespace: 'bip122' }),
      connectors: {
        list: [...connectorsState.connectors.list, bitcoinWalletConnector],
        recent: [],
      },
    },
  },
};

/** Opened with `open({ namespace: 'polkadot' })`: the Polkadot extensions only. */
export const PolkadotWallets: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'Connect', namespace: 'polkadot' }),
      connectors: {
        list: [...connectorsState.connectors.list, polkadotWalletConnector, cosmosWalletConnector],
        recent: [],
      },
    },
  },
};

/** Opened with `open({ namespace: 'cosmos' })`: the Keplr-style wallets only. */
export const CosmosWallets: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'Connect', namespace: 'cosmos' }),
      connectors: {
        list: [...connectorsState.connectors.list, polkadotWalletConnector, cosmosWalletConnector],
        recent: [],
      },
    },
  },
};
