import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BackIcon, CloseIcon } from '../../src/ui/icons';
import { IconButton } from '../../src/ui/IconButton';
import { withPrimitiveFrame } from '../support/PrimitiveFrame';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  decorators: [withPrimitiveFrame],
  args: { onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Close: Story = { args: { label: 'Close', icon: <CloseIcon /> } };

/** The back arrow mirrors in right-to-left locales (try the `ar` locale). */
export const Back: Story = { args: { label: 'Back', icon: <BackIcon /> } };
