import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { emailConfig, emailUpdateState, STORY_EMAIL, STORY_NEW_EMAIL } from '../support/authState';

/**
 * Changing the embedded wallet's email (spec §2 UpdateEmailWallet, §4), opened from Account:
 * the new email, a code mailed to the current address, then one mailed to the new address.
 * The story user is connected as ada@example.com and changes to ada.lovelace@example.org;
 * each story is one step of `authWallet.update`.
 */
const meta = {
  title: 'Views/UpdateEmailWalletView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = emailConfig;

/** The form: the current email, the New email field (empty) and Continue. */
export const EnterEmail: Story = {
  args: {
    config,
    preloadedState: emailUpdateState({ step: 'enterEmail', newEmail: null }),
  },
};

/** The new email typed is the current one: said under the field. */
export const SameEmail: Story = {
  args: {
    config,
    preloadedState: emailUpdateState({
      step: 'enterEmail',
      newEmail: STORY_EMAIL,
      error: { reason: 'sameEmail' },
    }),
  },
};

/** The new email is not an email address (spec §5): said under the field. */
export const InvalidEmail: Story = {
  args: {
    config,
    preloadedState: emailUpdateState({
      step: 'enterEmail',
      newEmail: 'ada.lovelace@',
      error: { reason: 'invalidEmail' },
    }),
  },
};

/** The new email went to the secure site, which is mailing the first code. */
export const Sending: Story = {
  args: { config, preloadedState: emailUpdateState({ step: 'sending' }) },
};

/** The first code, mailed to the current address. */
export const PrimaryCode: Story = {
  args: { config, preloadedState: emailUpdateState({ step: 'verifyPrimaryOtp' }) },
};

/** The secure site refused the first code: said under the Code field. */
export const PrimaryWrongCode: Story = {
  args: {
    config,
    preloadedState: emailUpdateState({
      step: 'verifyPrimaryOtp',
      error: { reason: 'wrongCode' },
    }),
  },
};

/** The second code, mailed to the new address (named in the hint). */
export const SecondaryCode: Story = {
  args: { config, preloadedState: emailUpdateState({ step: 'verifySecondaryOtp' }) },
};

/** A code is being checked. */
export const CheckingCode: Story = {
  args: { config, preloadedState: emailUpdateState({ step: 'checkingOtp' }) },
};

/** The change is done: the wallet's email is the new one (the modal then goes back). */
export const Done: Story = {
  args: { config, preloadedState: emailUpdateState({ step: 'done' }, STORY_NEW_EMAIL) },
};
