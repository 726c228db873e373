import type { Features } from '../../config/ConfigInput';

/** One block of the Connect view, top to bottom. */
type ConnectSection = 'email' | 'social' | 'wallets' | 'walletsButton';

export type LayoutFeatures = Pick<
  Features,
  'connectMethodsOrder' | 'email' | 'socials' | 'emailShowWallets' | 'collapseWallets'
>;

/**
 * The Connect view's blocks, in `connectMethodsOrder`: email and social only when
 * the embedded wallet is offered; the wallet list, or in its place the "Continue with a
 * wallet" button when `collapseWallets` is on, or when the email field shows and
 * `emailShowWallets` is off.
 */
export function connectLayout(features: LayoutFeatures, authOffered: boolean): ConnectSection[] {
  const email = authOffered && features.email;
  const social = authOffered && features.socials !== false && features.socials.length > 0;
  const collapsed = features.collapseWallets || (email && !features.emailShowWallets);
  const sections: ConnectSection[] = [];
  for (const method of features.connectMethodsOrder) {
    if (method === 'email' && email) sections.push('email');
    else if (method === 'social' && social) sections.push('social');
    else if (method === 'wallet') sections.push(collapsed ? 'walletsButton' : 'wallets');
  }
  return sections;
}
