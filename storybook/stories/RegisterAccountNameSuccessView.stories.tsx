import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { emailWalletConnectedState } from '../support/authState';
import { openModalState } from '../support/storyModal';
import { namesConfig, namesState, storyProfileName, STORY_NAME } from '../support/namesState';

/** RegisterAccountNameSuccess: the name registered (spec §4), and back to Account. */
const meta = {
  title: 'Views/RegisterAccountNameSuccessView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name just registered, stored as the account's profile name. */
export const Registered: Story = {
  args: {
    config: namesConfig,
    preloadedState: {
      ...emailWalletConnectedState(),
      ...openModalState({ view: 'RegisterAccountNameSuccess' }),
      router: { history: ['Account', 'RegisterAccountNameSuccess'] },
      ...namesState({
        input: 'ada-lovelace',
        registration: { status: 'registered', name: STORY_NAME, error: null },
        byAddress: storyProfileName(STORY_NAME),
      }),
    },
  },
};
