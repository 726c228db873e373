import type { Features } from 'portico';

const FLAGS = [
  'email',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
  'legalCheckbox',
  'collapseWallets',
  'emailShowWallets',
  'smartSessions',
] as const;
const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
type ConnectMethod = (typeof CONNECT_METHODS)[number];
type DemoFlag = (typeof FLAGS)[number];

/**
 * The host's own feature settings from the query string: `?features=swaps:1,multiWallet:0`
 * sets those flags in the config (what the project's remote configuration can then override,
 * with the 'Local configuration ignored' notice), `?analytics=0` turns analytics off and
 * `?order=wallet,email,social` sets the connect-method order. Unknown flags and values are
 * ignored.
 */
export function readDemoFeatures(params: URLSearchParams): Partial<Features> {
  const features: Partial<Record<DemoFlag | 'analytics', boolean>> & {
    connectMethodsOrder?: ConnectMethod[];
  } = {};
  for (const part of (params.get('features') ?? '').split(',')) {
    const [flag, value] = part.split(':');
    if ((FLAGS as readonly string[]).includes(flag ?? '') && (value === '1' || value === '0'))
      features[flag as DemoFlag] = value === '1';
  }
  const analytics = params.get('analytics');
  if (analytics === '0' || analytics === '1') features.analytics = analytics === '1';
  const order = (params.get('order') ?? '')
    .split(',')
    .filter((method): method is ConnectMethod =>
      (CONNECT_METHODS as readonly string[]).includes(method),
    );
  if (order.length > 0) features.connectMethodsOrder = order;
  return features;
}
