import {
  formatDeepLink,
  formatNativeDeepLink,
  formatUniversalLink,
} from '../../../src/features/walletConnect/formatDeepLink';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { BUNDLED_WALLETS } from '../../../src/features/walletList/bundledWallets';
import { WALLET_APP_SCHEMES } from '../../../src/utils/walletAppSchemes';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000240';
const ENCODED = encodeURIComponent(URI);

describe('formatNativeDeepLink', () => {
  test('default: scheme with ://', () => {
    expect(formatNativeDeepLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`);
  });

  test('parameters: scheme without :// gets it', () => {
    expect(formatNativeDeepLink('metamask', URI)).toBe(`metamask://wc?uri=${ENCODED}`);
    expect(formatNativeDeepLink('trust:', URI)).toBe(`trust://wc?uri=${ENCODED}`);
  });

  test('parameters: a scheme with a path gets a trailing slash', () => {
    expect(formatNativeDeepLink('rainbow://app', URI)).toBe(`rainbow://app/wc?uri=${ENCODED}`);
    expect(formatNativeDeepLink('rainbow://app/', URI)).toBe(`rainbow://app/wc?uri=${ENCODED}`);
  });

  test('behavior: the uri is fully encoded (no raw ?, &, @, : or = after uri=)', () => {
    const link = formatNativeDeepLink('metamask://', URI);
    const query = link.slice(link.indexOf('uri=') + 4);
    expect(query).not.toMatch(/[?&@:=]/);
    expect(decodeURIComponent(query)).toBe(URI);
  });

  test('behavior: script-running schemes are refused', () => {
    expect(() => formatNativeDeepLink('javascript:', URI)).toThrow(PorticoError);
    expect(() => formatNativeDeepLink('data://', URI)).toThrow('Invalid wallet link');
    expect(() => formatNativeDeepLink('', URI)).toThrow('Invalid wallet link');
    // Android's intent: and plain http: open in or navigate this page, not the wallet.
    expect(() => formatNativeDeepLink('intent://', URI)).toThrow('Invalid wallet link');
    expect(() => formatNativeDeepLink('http://wallet.example', URI)).toThrow('Invalid wallet link');
  });
});

describe('formatUniversalLink', () => {
  test('default: https link without a trailing slash', () => {
    expect(formatUniversalLink('https://metamask.app.link', URI)).toBe(
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    );
  });

  test('parameters: with a trailing slash or a path', () => {
    expect(formatUniversalLink('https://metamask.app.link/', URI)).toBe(
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    );
    expect(formatUniversalLink('https://link.trustwallet.com/open', URI)).toBe(
      `https://link.trustwallet.com/open/wc?uri=${ENCODED}`,
    );
  });

  test('behavior: only plain https links', () => {
    expect(() => formatUniversalLink('http://metamask.app.link', URI)).toThrow(
      'Invalid wallet link',
    );
    expect(() => formatUniversalLink('not a url', URI)).toThrow('Invalid wallet link');
    expect(() => formatUniversalLink('https://x.example/?a=1', URI)).toThrow('Invalid wallet link');
  });
});

describe('formatDeepLink', () => {
  const metamask = { native: 'metamask://', universal: 'https://metamask.app.link' };

  test('default: native first', () => {
    expect(formatDeepLink(metamask, URI)).toEqual({
      kind: 'native',
      href: `metamask://wc?uri=${ENCODED}`,
    });
  });

  test('parameters: prefer universal', () => {
    expect(formatDeepLink(metamask, URI, 'universal')).toEqual({
      kind: 'universal',
      href: `https://metamask.app.link/wc?uri=${ENCODED}`,
    });
  });

  test('behavior: falls back to the link the wallet has, or null', () => {
    expect(formatDeepLink({ universal: 'https://a.example' }, URI)?.kind).toBe('universal');
    expect(formatDeepLink({ native: 'zerion://' }, URI, 'universal')?.kind).toBe('native');
    expect(formatDeepLink({}, URI)).toBeNull();
  });

  test.each([
    'ms-msdt:',
    'search-ms://',
    'itms-services://',
    'ms-settings:',
    'tel:',
    'sms:',
    'mailto:',
    'mywallet://',
  ])(
    'behavior: a native scheme off the wallet-app list (%s) falls back to the universal link, else none',
    (native) => {
      expect(formatDeepLink({ native, universal: 'https://wallet.example/app' }, URI)).toEqual({
        kind: 'universal',
        href: `https://wallet.example/app/wc?uri=${ENCODED}`,
      });
      expect(formatDeepLink({ native }, URI)).toBeNull();
      expect(() => formatNativeDeepLink(native, URI)).toThrow('Invalid wallet link');
    },
  );

  test('behavior: a link that cannot carry the pairing URI is skipped, never thrown', () => {
    const links = { native: 'javascript:', universal: 'https://x.example/?a=1' };
    expect(formatDeepLink(links, URI)).toBeNull();
  });

  test('default: every bundled wallet opens its own app', () => {
    const withApp = BUNDLED_WALLETS.filter(({ mobile }) => mobile?.native);
    expect(withApp.length).toBeGreaterThan(10);
    for (const { id, mobile } of withApp) {
      const link = formatDeepLink(mobile!, URI);
      expect([id, link?.kind]).toEqual([id, 'native']);
      const scheme = link!.href.slice(0, link!.href.indexOf(':'));
      expect([id, WALLET_APP_SCHEMES.has(scheme)]).toEqual([id, true]);
    }
  });
});
