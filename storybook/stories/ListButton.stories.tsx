import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WalletIcon } from '../../src/ui/icons';
import { ListButton } from '../../src/ui/ListButton';
import { sampleConnectors } from '../support/storyModal';
import { withPrimitiveFrame } from '../support/PrimitiveFrame';

const meta = {
  title: 'Primitives/ListButton',
  component: ListButton,
  decorators: [withPrimitiveFrame],
  args: { label: 'WalletConnect', fallbackIcon: <WalletIcon />, onClick: fn() },
  argTypes: { fallbackIcon: { control: false } },
} satisfies Meta<typeof ListButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image: the fallback icon. */
export const Default: Story = {};

export const WithTags: Story = {
  args: { label: 'Coinbase Wallet', tags: ['Recent', 'Installed'] },
};

export const WithImage: Story = {
  args: {
    label: 'MetaMask',
    imageUrl: sampleConnectors.find((c) => c.imageUrl)?.imageUrl ?? '',
    tags: ['Installed'],
  },
};

export const Disabled: Story = { args: { label: 'Phantom', disabled: true } };
