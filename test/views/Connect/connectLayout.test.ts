import type { ConnectMethod } from '../../../src/config/defaults';
import { connectLayout, type LayoutFeatures } from '../../../src/views/Connect/connectLayout';

const ORDERS: ConnectMethod[][] = [
  ['email', 'social', 'wallet'],
  ['email', 'wallet', 'social'],
  ['social', 'email', 'wallet'],
  ['social', 'wallet', 'email'],
  ['wallet', 'email', 'social'],
  ['wallet', 'social', 'email'],
];

const features = (over: Partial<LayoutFeatures>): LayoutFeatures => ({
  connectMethodsOrder: ['email', 'social', 'wallet'],
  email: true,
  socials: ['google', 'x'],
  emailShowWallets: true,
  collapseWallets: false,
  ...over,
});

/**
 * What a user sees in the wallet method's place, written out as a table (spec §1):
 * [emailShowWallets, collapseWallets, auth offered] → the block.
 */
const WALLET_BLOCK: Array<[boolean, boolean, boolean, 'wallets' | 'walletsButton']> = [
  [true, false, true, 'wallets'],
  [true, false, false, 'wallets'],
  [true, true, true, 'walletsButton'],
  [true, true, false, 'walletsButton'],
  [false, false, true, 'walletsButton'],
  [false, false, false, 'wallets'],
  [false, true, true, 'walletsButton'],
  [false, true, false, 'walletsButton'],
];

describe('connectLayout', () => {
  describe.each(ORDERS)('order %s, %s, %s', (...order) => {
    it.each(WALLET_BLOCK)(
      'parameters: emailShowWallets %s, collapseWallets %s, auth %s → %s',
      (emailShowWallets, collapseWallets, auth, walletBlock) => {
        const sections = connectLayout(
          features({ connectMethodsOrder: order, emailShowWallets, collapseWallets }),
          auth,
        );
        // Each method in the configured order; email and social only with the embedded wallet.
        const expected = order
          .filter((method) => auth || method === 'wallet')
          .map((method) => (method === 'wallet' ? walletBlock : method));
        expect(sections).toEqual(expected);
      },
    );
  });

  it('default: email, social, then the wallet list', () => {
    expect(connectLayout(features({}), true)).toEqual(['email', 'social', 'wallets']);
  });

  it('behavior: with email off (remote social_login), emailShowWallets off keeps the list', () => {
    expect(
      connectLayout(features({ email: false, socials: false, emailShowWallets: false }), true),
    ).toEqual(['wallets']);
  });

  it('behavior: socials off or empty leave no social section; email alone still collapses', () => {
    expect(connectLayout(features({ socials: false, emailShowWallets: false }), true)).toEqual([
      'email',
      'walletsButton',
    ]);
    expect(connectLayout(features({ socials: [] }), true)).toEqual(['email', 'wallets']);
  });

  it('behavior: socials without email still show; emailShowWallets does not collapse then', () => {
    expect(
      connectLayout(
        features({
          email: false,
          connectMethodsOrder: ['wallet', 'social', 'email'],
          emailShowWallets: false,
        }),
        true,
      ),
    ).toEqual(['wallets', 'social']);
  });
});
