import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { rejected } from '../support/accountState';
import { pairingState, relayUnreachable, STORY_PAIRING_URI } from '../support/pairingState';

/** Pairing a mobile wallet over WalletConnect: the URI as a QR code. */
const meta = {
  title: 'Views/ConnectingWalletConnectView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The adapter is still making the pairing: a spinner where the QR code will be. */
export const Creating: Story = {
  args: { preloadedState: pairingState('ConnectingWalletConnect', {}) },
};

/** The URI is ready: QR code, copy link and cancel. */
export const Ready: Story = {
  args: {
    preloadedState: pairingState('ConnectingWalletConnect', {
      uri: STORY_PAIRING_URI,
      expiresAt: 1_700_000_240_000,
    }),
  },
};

/** Picked on AllWallets: "Open MetaMask" hands the URI to the app (deep link). */
export const ReadyWithWallet: Story = {
  args: {
    preloadedState: pairingState('ConnectingWalletConnect', {
      uri: STORY_PAIRING_URI,
      expiresAt: 1_700_000_240_000,
      wallet: {
        id: 'metamask',
        name: 'MetaMask',
        mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
      },
    }),
  },
};

/** The pairing ran out while the view was not shown: say so and offer a new one. */
export const Expired: Story = {
  args: {
    preloadedState: pairingState('ConnectingWalletConnect', {
      status: 'expired',
      uri: STORY_PAIRING_URI,
      expiresAt: 1_700_000_240_000,
    }),
  },
};

/** The wallet rejected the proposal: 'Connection rejected' and retry. */
export const Rejected: Story = {
  args: {
    preloadedState: pairingState('ConnectingWalletConnect', { status: 'failed', error: rejected }),
  },
};

/** The relay never answered: a clear message and retry. */
export const RelayUnreachable: Story = {
  args: {
    preloadedState: pairingState('ConnectingWalletConnect', {
      status: 'failed',
      error: relayUnreachable,
    }),
  },
};
