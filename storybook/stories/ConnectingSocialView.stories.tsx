import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { emailConfig, socialLoginState } from '../support/authState';

/**
 * A social login under way (spec §2, §4): the provider's popup is open; then the wallet
 * connects; or it ended with 'Popup closed', a blocked popup, the frame's failure to start,
 * or the provider's own reason, each with Try again.
 */
const meta = {
  title: 'Views/ConnectingSocialView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = emailConfig;

/** The popup is open, blank, while the frame makes the provider's URL. */
export const Started: Story = {
  args: { config, preloadedState: socialLoginState({ status: 'started' }) },
};

/** The popup is at the provider: continue there, or Cancel. */
export const PopupOpened: Story = {
  args: { config, preloadedState: socialLoginState({ status: 'popupOpened', provider: 'github' }) },
};

/** The popup's result is in; the frame completes the login. */
export const ResultReceived: Story = {
  args: { config, preloadedState: socialLoginState({ status: 'resultReceived' }) },
};

/** The wallet connects. */
export const Connecting: Story = {
  args: { config, preloadedState: socialLoginState({ status: 'connecting' }) },
};

/** Connected (the modal closes next). */
export const Connected: Story = {
  args: { config, preloadedState: socialLoginState({ status: 'connected' }) },
};

/** The popup was closed before a result: 'Popup closed'. */
export const PopupClosed: Story = {
  args: {
    config,
    preloadedState: socialLoginState({ status: 'failed', error: { reason: 'popupClosed' } }),
  },
};

/** The browser blocked the popup. */
export const PopupBlocked: Story = {
  args: {
    config,
    preloadedState: socialLoginState({ status: 'failed', error: { reason: 'popupBlocked' } }),
  },
};

/** The frame could not start it: 'Failed to initiate social connection'. */
export const InitFailed: Story = {
  args: {
    config,
    preloadedState: socialLoginState({ status: 'failed', error: { reason: 'initFailed' } }),
  },
};

/** The provider refused (the user denied at the provider), with its reason. */
export const ProviderDenied: Story = {
  args: {
    config,
    preloadedState: socialLoginState({
      status: 'failed',
      error: { reason: 'provider', detail: 'The user denied the request' },
    }),
  },
};
