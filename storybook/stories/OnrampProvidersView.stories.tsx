import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain } from '../support/accountState';
import { ONRAMP_CONFIG, onrampStoryState } from '../support/onrampState';

/** OnrampProviders, each state: the provider list, and why buying is not offered. */
const meta = {
  title: 'Views/OnrampProvidersView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Meld, with its logo, fee range and payment methods. */
export const Providers: Story = {
  args: { config: ONRAMP_CONFIG, preloadedState: onrampStoryState({}, 'OnrampProviders') },
};

/** A visitor in a mainland-China time zone: buying is not offered (spec §1). */
export const Restricted: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState({ timeZone: 'Asia/Shanghai' }, 'OnrampProviders'),
  },
};

/** No product API configured: buying is not available in this app. */
export const Unavailable: Story = {
  args: {
    config: { networks: [localChain] },
    preloadedState: onrampStoryState({}, 'OnrampProviders'),
  },
};

/** The wallet is on a network the app does not know: buying is not offered there. */
export const UnsupportedNetwork: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: {
      ...onrampStoryState({}, 'OnrampProviders'),
      ...connectedState('eip155:999'),
    },
  },
};
