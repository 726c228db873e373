import { activitySlice } from '../../src/features/activity/activitySlice';
import { authWalletSlice } from '../../src/features/authWallet/authWalletSlice';
import { consentSlice } from '../../src/features/consent/consentSlice';
import { balanceSlice } from '../../src/features/balance/balanceSlice';
import { identitySlice } from '../../src/features/identity/identitySlice';
import { namesSlice } from '../../src/features/names/namesSlice';
import { nftsSlice } from '../../src/features/nfts/nftsSlice';
import { onrampSlice } from '../../src/features/onramp/onrampSlice';
import { projectSlice } from '../../src/features/project/projectSlice';
import { sendSlice } from '../../src/features/send/sendSlice';
import { siwxSlice } from '../../src/features/siwx/siwxSlice';
import { smartSessionsSlice } from '../../src/features/smartSessions/smartSessionsSlice';
import { swapSlice } from '../../src/features/swap/swapSlice';
import { tokensSlice } from '../../src/features/tokens/tokensSlice';
import { walletConnectSlice } from '../../src/features/walletConnect/walletConnectSlice';
import { walletListSlice } from '../../src/features/walletList/walletListSlice';

/**
 * Every lazy feature's slice: a story's state may set any of them before its feature loads
 * (a real modal adds each when its feature first runs). A test checks the list against the
 * slices the feature list's chunks add (test/storybook/support/lazySlices.test.ts).
 */
export const LAZY_SLICES = [
  activitySlice,
  authWalletSlice,
  namesSlice,
  nftsSlice,
  onrampSlice,
  balanceSlice,
  consentSlice,
  identitySlice,
  projectSlice,
  sendSlice,
  siwxSlice,
  smartSessionsSlice,
  swapSlice,
  tokensSlice,
  walletConnectSlice,
  walletListSlice,
];
