import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { approvalState, emailConfig } from '../support/authState';

/**
 * An unsafe request of the embedded wallet (spec §2 ApproveTransaction, §6): a send or a
 * signature waits on Approve or Reject. Those are the secure site's, in its frame, which is
 * placed over this view's slot at runtime; Storybook has no secure frame, so the stories show
 * the view's own part only: the hint above the (empty) slot.
 */
const meta = {
  title: 'Views/ApproveTransactionView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = emailConfig;

/** The frame has not asked for approval yet: "Waiting for the secure wallet…". */
export const Waiting: Story = {
  args: { config, preloadedState: approvalState('idle') },
};

/** The frame asks for approval: the hint to review and approve or reject in the frame below. */
export const Pending: Story = {
  args: { config, preloadedState: approvalState('pending') },
};
