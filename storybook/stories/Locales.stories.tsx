import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import * as Account from './AccountView.stories';
import * as Connect from './ConnectView.stories';
import * as Send from './SendView.stories';
import * as Swap from './SwapView.stories';
import * as Transactions from './TransactionsView.stories';

/**
 * The main views in Arabic (right to left, addresses and amounts left to right inside),
 * Japanese, and the pseudo-locale `en-XA` (accented and 40 % longer, to catch clipped labels
 * and strings that bypass the catalogue). Every other view and locale: the Locale toolbar.
 */
const meta = {
  title: 'Locales/Views',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const inLocale = (story: Pick<Story, 'args'>, locale: string): Story => ({
  args: story.args,
  globals: { locale },
});

export const ConnectArabic = inLocale(Connect.WithConnectors, 'ar');
export const ConnectJapanese = inLocale(Connect.WithConnectors, 'ja');
export const ConnectPseudo = inLocale(Connect.WithEmail, 'en-XA');
export const AccountArabic = inLocale(Account.WithIdentityAndTokens, 'ar');
export const AccountJapanese = inLocale(Account.WithIdentityAndTokens, 'ja');
export const AccountPseudo = inLocale(Account.WithIdentityAndTokens, 'en-XA');
export const ActivityArabic = inLocale(Transactions.Loaded, 'ar');
export const ActivityJapanese = inLocale(Transactions.Loaded, 'ja');
export const SendArabic = inLocale(Send.Filled, 'ar');
export const SendJapanese = inLocale(Send.Filled, 'ja');
export const SendPseudo = inLocale(Send.Required, 'en-XA');
export const SwapArabic = inLocale(Swap.Quote, 'ar');
export const SwapJapanese = inLocale(Swap.Quote, 'ja');
export const SwapPseudo = inLocale(Swap.Quote, 'en-XA');
