import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from '../../src/ui/Toast';
import { withPrimitiveFrame } from '../support/PrimitiveFrame';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  decorators: [withPrimitiveFrame],
  args: { open: true, loadingLabel: 'Loading…' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'loading', 'error'] },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { variant: 'info', message: 'Copied to clipboard' } };
export const Success: Story = { args: { variant: 'success', message: 'Wallet connected' } };
export const Loading: Story = { args: { variant: 'loading', message: 'Waiting for the wallet' } };
export const ErrorVariant: Story = {
  name: 'Error',
  args: { variant: 'error', message: 'Connection declined' },
};
