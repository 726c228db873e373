import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../../src/ui/Spinner';
import { withPrimitiveFrame } from '../support/PrimitiveFrame';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  decorators: [withPrimitiveFrame],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is visually hidden and read by screen readers. */
export const Default: Story = { args: { label: 'Loading…' } };
