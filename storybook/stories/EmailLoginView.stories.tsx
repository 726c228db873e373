import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { atMount } from '../support/StoryAtMount';
import { emailConfig, emailLoginState } from '../support/authState';

/**
 * The email login after Continue on Connect (spec §2 EmailLogin, §4): the secure site's
 * answer, a device link or a 6-digit code mailed to the user, then the wallet connecting.
 * The story user is ada@example.com; each story is one step of `authWallet.login`.
 */
const meta = {
  title: 'Views/EmailLoginView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = emailConfig;

/** The email was sent to the secure site, which is mailing a code: the icon spins. */
export const Sending: Story = {
  args: { config, preloadedState: emailLoginState({ step: 'sending' }) },
};

/** A device the site has not seen: the user approves it from the mailed link. */
export const VerifyDevice: Story = {
  args: { config, preloadedState: emailLoginState({ step: 'verifyDevice' }) },
};

/** The code was mailed just now: the Code field, and "Resend" counting down from 30 s. */
export const VerifyOtp: Story = {
  args: { config },
  render: atMount((now) => emailLoginState({ step: 'verifyOtp', codeSentAt: now })),
};

/** The code was mailed a minute ago: "Resend code" is offered. */
export const VerifyOtpResendReady: Story = {
  args: { config },
  render: atMount((now) => emailLoginState({ step: 'verifyOtp', codeSentAt: now - 60_000 })),
};

/** The secure site refused the code: said under the Code field, which is marked invalid. */
export const WrongCode: Story = {
  args: { config },
  render: atMount((now) =>
    emailLoginState({
      step: 'verifyOtp',
      codeSentAt: now - 45_000,
      error: { reason: 'wrongCode' },
    }),
  ),
};

/** The code was typed too late: the user is told to ask for a new one ("Resend code"). */
export const ExpiredCode: Story = {
  args: { config },
  render: atMount((now) =>
    emailLoginState({
      step: 'verifyOtp',
      codeSentAt: now - 15 * 60_000,
      error: { reason: 'expiredCode' },
    }),
  ),
};

/**
 * "Resend code" pressed, and the secure site asked to wait (spec §4: 30 s between logins):
 * the Code field says when to try again, counting down from 20 s.
 */
export const Cooldown: Story = {
  args: { config },
  render: atMount((now) =>
    emailLoginState({
      step: 'verifyOtp',
      codeSentAt: now - 40_000,
      error: { reason: 'cooldown', retryAt: now + 20_000 },
    }),
  ),
};

/** The 6 digits are in and being checked: the field and "Resend" are disabled meanwhile. */
export const CheckingOtp: Story = {
  args: { config },
  render: atMount((now) => emailLoginState({ step: 'checkingOtp', codeSentAt: now - 20_000 })),
};

/** The login is done and the embedded wallet is connecting like any wallet. */
export const Connecting: Story = {
  args: { config, preloadedState: emailLoginState({ step: 'connecting' }) },
};

/** The embedded wallet connected (the modal then shows the account). */
export const Connected: Story = {
  args: { config, preloadedState: emailLoginState({ step: 'connected' }) },
};

/** The secure frame could not be loaded or stopped answering: Try again goes back to Connect. */
export const FrameFailed: Story = {
  args: {
    config,
    preloadedState: emailLoginState({ step: 'failed', error: { reason: 'frameFailed' } }),
  },
};

/** The login went through but the wallet did not connect. */
export const ConnectFailed: Story = {
  args: {
    config,
    preloadedState: emailLoginState({ step: 'failed', error: { reason: 'connectFailed' } }),
  },
};

/** The login was reset under the view (it was left, then shown again): Try again, no reason. */
export const Idle: Story = {
  args: { config, preloadedState: emailLoginState({ step: 'idle', email: null }) },
};
