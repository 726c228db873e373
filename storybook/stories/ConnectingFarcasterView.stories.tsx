import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { emailConfig, farcasterLoginState } from '../support/authState';

/**
 * Farcaster sign-in (spec §2 ConnectingFarcaster): the sign-in URL as a QR code with copy,
 * waiting for the Farcaster app; then the wallet connecting; or 'Failed to connect to
 * farcaster' with Try again.
 */
const meta = {
  title: 'Views/ConnectingFarcasterView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = emailConfig;
const STORY_URL = 'http://127.0.0.1:8595/siwf?channelToken=story-channel';

/** The frame is making the sign-in URL. */
export const LoadingUri: Story = {
  args: { config, preloadedState: farcasterLoginState({ status: 'loadingUri' }) },
};

/** The URL as a QR code, waiting for the Farcaster app's approval. */
export const Waiting: Story = {
  args: { config, preloadedState: farcasterLoginState({ status: 'waiting', url: STORY_URL }) },
};

/** Approved: the wallet connects. */
export const Connecting: Story = {
  args: { config, preloadedState: farcasterLoginState({ status: 'connecting' }) },
};

/** Connected (the modal closes next). */
export const Connected: Story = {
  args: { config, preloadedState: farcasterLoginState({ status: 'connected' }) },
};

/** Denied, expired or refused. */
export const Failed: Story = {
  args: { config, preloadedState: farcasterLoginState({ status: 'failed' }) },
};
