import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConnectMethod } from '../../src/config/defaults';
import { connectWithEmailState, emailConfig } from '../support/authState';
import { ConnectOptionsStory, revealWallets } from '../support/ConnectOptionsStory';
import { connectorsState, openModalState } from '../support/storyModal';

/**
 * The Connect view's options (spec §1): the connect methods' order, the wallet list collapsed
 * behind "Continue with a wallet" (`emailShowWallets` off, `collapseWallets`), the consent box
 * (`legalCheckbox`) and the branding footer (`reownBranding`).
 */
const meta = {
  title: 'Views/ConnectOptions',
  component: ConnectOptionsStory,
} satisfies Meta<typeof ConnectOptionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TERMS = 'https://host.example/terms';
const PRIVACY = 'https://host.example/privacy';

/** Email and two socials (the embedded wallet offered), in `order`. */
const ordered = (...order: ConnectMethod[]): Story => ({
  args: {
    config: { ...emailConfig, features: { socials: ['google', 'x'], connectMethodsOrder: order } },
    preloadedState: connectWithEmailState(),
  },
});

/** The default order: email, social, then the wallets. */
export const OrderEmailSocialWallet = ordered('email', 'social', 'wallet');
export const OrderEmailWalletSocial = ordered('email', 'wallet', 'social');
export const OrderSocialEmailWallet = ordered('social', 'email', 'wallet');
export const OrderSocialWalletEmail = ordered('social', 'wallet', 'email');
/** The wallets first, then email, then social. */
export const OrderWalletEmailSocial = ordered('wallet', 'email', 'social');
export const OrderWalletSocialEmail = ordered('wallet', 'social', 'email');

const emailHidesWallets = {
  config: { ...emailConfig, features: { socials: false as const, emailShowWallets: false } },
  preloadedState: connectWithEmailState(),
};

/** `emailShowWallets` off: under the email field, "Continue with a wallet" instead of the list. */
export const EmailWalletsCollapsed: Story = { args: emailHidesWallets };

/** The same, the button pressed: the list in its place, focus on its first wallet. */
export const EmailWalletsRevealed: Story = { args: emailHidesWallets, play: revealWallets };

const collapsed = {
  config: { features: { collapseWallets: true } },
  preloadedState: { ...openModalState({ view: 'Connect' }), ...connectorsState },
};

/** `collapseWallets` without the embedded wallet: only "Continue with a wallet". */
export const CollapsedWithoutEmail: Story = { args: collapsed };

/** The same, pressed: the wallets in the configured order, their tags and All Wallets. */
export const CollapsedRevealed: Story = { args: collapsed, play: revealWallets };

/** `collapseWallets` with email on and `emailShowWallets` on: collapsed all the same. */
export const CollapsedWithEmail: Story = {
  args: {
    config: { ...emailConfig, features: { socials: false, collapseWallets: true } },
    preloadedState: connectWithEmailState(),
  },
};

const legal = (links: { termsConditionsUrl?: string; privacyPolicyUrl?: string }) => ({
  config: {
    ...emailConfig,
    ...links,
    features: { legalCheckbox: true, socials: ['google' as const] },
  },
  preloadedState: connectWithEmailState(),
});

/** `legalCheckbox`, unchecked: both links; every method disabled, each saying why. */
export const ConsentUnchecked: Story = {
  args: legal({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY }),
};

/** Only `termsConditionsUrl` given: only its link. */
export const ConsentTermsOnly: Story = { args: legal({ termsConditionsUrl: TERMS }) };

/** Only `privacyPolicyUrl` given: only its link. */
export const ConsentPrivacyOnly: Story = { args: legal({ privacyPolicyUrl: PRIVACY }) };

/** Checked (now or on an earlier visit to this project): every method enabled. */
export const ConsentChecked: Story = {
  args: { ...legal({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY }), consent: 'given' },
};

/** `reownBranding` off (the host's flag or the project's `reown_branding`): no footer. */
export const BrandingOff: Story = {
  args: {
    config: { features: { reownBranding: false } },
    preloadedState: { ...openModalState({ view: 'Connect' }), ...connectorsState },
  },
};
