import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlertBar } from '../../src/ui/AlertBar';
import { withPrimitiveFrame } from '../support/PrimitiveFrame';

const meta = {
  title: 'Primitives/AlertBar',
  component: AlertBar,
  decorators: [withPrimitiveFrame],
  args: { dismissLabel: 'Dismiss', onDismiss: fn() },
  argTypes: { severity: { control: 'inline-radio', options: ['info', 'warning', 'error'] } },
} satisfies Meta<typeof AlertBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors are announced with role `alert`. */
export const ErrorSeverity: Story = {
  name: 'Error',
  args: {
    severity: 'error',
    title: 'Origin Not Allowed',
    body: 'This site is not on the project’s list of allowed origins.',
  },
};

/** Warnings and info use role `status`. */
export const Warning: Story = {
  args: {
    severity: 'warning',
    title: 'Session Expired',
    body: 'Your session has expired. Please connect again.',
  },
};

export const Info: Story = {
  args: {
    severity: 'info',
    title: 'Multi-wallet not enabled',
    body: 'Connecting several wallets at once is not enabled for this app.',
  },
};
