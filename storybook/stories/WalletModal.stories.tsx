import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ToastVariant } from '../../src/index';
import { ModalStory } from '../support/ModalStory';
import { connectorsState, openModalState, type StoryState } from '../support/storyModal';

/** The modal shell (dialog, header, alert bar, body, toast) in each of its states. */
const meta = {
  title: 'Shell/WalletModal',
  component: ModalStory,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function withToast(variant: ToastVariant): StoryState {
  return {
    ...openModalState(),
    ...connectorsState,
    notifications: {
      toast: { id: 1, messageKey: `toast.${variant}`, variant, autoClose: false },
      open: true,
    },
  };
}

/** Only the connect button: the modal's views are not loaded until it opens. */
export const Closed: Story = {};

/** Open on Connect with no wallet found: the empty state. */
export const OpenEmpty: Story = {
  args: { preloadedState: openModalState() },
};

/** Open on Connect with wallets: a recent one first, installed ones tagged. */
export const OpenWithConnectors: Story = {
  args: { preloadedState: { ...openModalState(), ...connectorsState } },
};

/** A view is waiting on blocking work: the body shows a spinner. */
export const Loading: Story = {
  args: { preloadedState: { ...openModalState({ loading: true }), ...connectorsState } },
};

/** The 500 ms error shake (plays once when the story mounts). */
export const Shaking: Story = {
  args: { preloadedState: { ...openModalState({ shaking: true }), ...connectorsState } },
};

export const ToastInfo: Story = { args: { preloadedState: withToast('info') } };
export const ToastSuccess: Story = { args: { preloadedState: withToast('success') } };
export const ToastLoading: Story = { args: { preloadedState: withToast('loading') } };
export const ToastError: Story = { args: { preloadedState: withToast('error') } };

/** A send went out: the hash, and the transaction on the network's block explorer. */
export const ToastSent: Story = {
  args: {
    preloadedState: {
      ...openModalState(),
      ...connectorsState,
      notifications: {
        toast: {
          id: 1,
          messageKey: 'send.sent',
          params: { amount: '1.5', symbol: 'ETH', hash: '0x6617f638…5311c9' },
          variant: 'success',
          autoClose: false,
          link: { href: 'https://explorer.example/tx/0x6617', labelKey: 'send.viewOnExplorer' },
        },
        open: true,
      },
    },
  },
};

/** An alert from the catalogue, shown in the bar under the header. */
export const Alert: Story = {
  args: {
    preloadedState: {
      ...openModalState(),
      ...connectorsState,
      alerts: { current: 'ORIGIN_NOT_ALLOWED', reported: ['ORIGIN_NOT_ALLOWED'] },
    },
  },
};

/** Inline in the page with `<WalletModalEmbed>`: no overlay, no focus trap. */
export const Embedded: Story = {
  args: { config: { embedded: true }, preloadedState: connectorsState },
};

/** Pins the theme toolbar to dark. */
export const DarkTheme: Story = {
  args: { preloadedState: { ...openModalState(), ...connectorsState } },
  globals: { theme: 'dark' },
};

/** Pins the locale toolbar to `ar`: the Arabic catalogue, mirrored layout. */
export const RightToLeft: Story = {
  args: { preloadedState: { ...openModalState(), ...connectorsState } },
  globals: { locale: 'ar' },
};

/** The host's theme variables, applied through CSSOM (no inline style attribute). */
export const CustomThemeVariables: Story = {
  args: {
    config: {
      themeVariables: { accent: '#0ca678', borderRadius: '4px', fontFamily: 'Georgia, serif' },
    },
    preloadedState: { ...openModalState(), ...connectorsState },
  },
};
