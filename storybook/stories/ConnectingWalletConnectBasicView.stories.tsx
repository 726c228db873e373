import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { rejected } from '../support/accountState';
import { pairingState, STORY_PAIRING_URI } from '../support/pairingState';

/** The minimal pairing view: QR code and copy link only. */
const meta = {
  title: 'Views/ConnectingWalletConnectBasicView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the URI. */
export const Creating: Story = {
  args: { preloadedState: pairingState('ConnectingWalletConnectBasic', {}) },
};

/** The QR code and copy link. */
export const Ready: Story = {
  args: {
    preloadedState: pairingState('ConnectingWalletConnectBasic', {
      uri: STORY_PAIRING_URI,
      expiresAt: 1_700_000_240_000,
    }),
  },
};

/** Failed: the reason and retry only. */
export const Failed: Story = {
  args: {
    preloadedState: pairingState('ConnectingWalletConnectBasic', {
      status: 'failed',
      error: rejected,
    }),
  },
};
