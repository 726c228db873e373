import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { ONRAMP_CONFIG, onrampStoryState } from '../support/onrampState';

/** OnrampInProgress: waiting for the provider's window, or its window was blocked. */
const meta = {
  title: 'Views/OnrampInProgressView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = 'http://127.0.0.1:9/onramp/widget?address=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Meld's window is open: closing it (or Done) brings Account back. */
export const Waiting: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState(
      { checkout: { status: 'waiting', url: URL } },
      'OnrampInProgress',
    ),
  },
};

/** The browser blocked the window: the provider's URL as a link, and Done. */
export const Blocked: Story = {
  args: {
    config: ONRAMP_CONFIG,
    preloadedState: onrampStoryState(
      { checkout: { status: 'blocked', url: URL } },
      'OnrampInProgress',
    ),
  },
};
