/**
 * Generators of wallet deep links for the property tests: ones a real wallet lists, ones a
 * hostile catalogue entry could, and a token soup that recombines the pieces attacks use.
 */
import fc from 'fast-check';
import { WALLET_APP_SCHEMES } from '../../src/utils/walletAppSchemes';

/** Schemes a browser must never be sent to from a wallet link, as the WHATWG parser names them. */
export const DANGEROUS_PROTOCOLS = new Set([
  'javascript:',
  'vbscript:',
  'data:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'view-source:',
  'intent:',
  'http:',
]);

const withText = <T extends string>(values: readonly T[]) => fc.constantFrom(...values);

/** Schemes an operating system (not a wallet) handles: a wallet link must never reach one. */
export const OS_HANDLER_SCHEMES = [
  'ms-msdt',
  'search-ms',
  'itms-services',
  'ms-settings',
  'tel',
  'sms',
  'mailto',
  'ms-officecmd',
  'ms-cxh-full',
  'itms-apps',
  'shell',
] as const;

/** A wallet app's own scheme, as the catalogue lists it: `name://`, `name:` or `name`. */
export const goodNativeLink = fc.oneof(
  withText(['metamask://', 'trust://', 'rainbow', 'cbwallet:', 'okex://main', 'argent://app/']),
  fc
    .tuple(fc.constantFrom(...WALLET_APP_SCHEMES), withText(['://', ':', '', '://app/']))
    .map(([scheme, rest]) => scheme + rest),
);

export const badNativeLink = fc.oneof(
  fc
    .tuple(fc.constantFrom(...OS_HANDLER_SCHEMES), withText(['://', ':', ':x', '://x?y=1']))
    .map(([scheme, rest]) => scheme + rest),
  // Any scheme off the wallet-app list, however harmless it looks.
  fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9+.-]{0,12}$/).filter((s) => !WALLET_APP_SCHEMES.has(s)),
      withText(['://', ':', '']),
    )
    .map(([scheme, rest]) => scheme + rest),
  withText([
    'javascript:alert(1)',
    'javascript://%0aalert(1)',
    'JAVASCRIPT://x',
    ' javascript:alert(1)',
    'java\tscript://x',
    'java\nscript:alert(1)',
    'vbscript://msgbox',
    'data:text/html,<script>alert(1)</script>',
    'data://x',
    'file:///etc/passwd',
    'blob:https://wallet.example/1',
    'about:blank',
    'intent://scan/#Intent;scheme=zxing;end',
    'http://evil.example',
    'view-source:https://wallet.example',
    'meta\u200Bmask://',
    'metamask\u202E://',
    'meta mask://',
    '1wallet://',
    '://',
    '',
    `metamask://${'a'.repeat(3000)}`,
  ]),
);

/** An https universal link with a host and no credentials. */
export const goodUniversalLink = fc.oneof(
  withText([
    'https://metamask.app.link',
    'https://link.trustwallet.com/',
    'https://phantom.app/ul',
  ]),
  fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= 2048),
);

export const badUniversalLink = withText([
  'http://metamask.app.link',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'https://metamask.app.link@evil.example',
  'https://user:pass@evil.example',
  'data:text/html,<a>x</a>',
  '//evil.example',
  'blob:https://wallet.example/1',
  'file:///etc/passwd',
  'https://wallet.example/\u202Egnp.exe',
  'https://wallet.example/\tx',
  'metamask://',
  `https://wallet.example/${'a'.repeat(3000)}`,
]);

export interface GeneratedLink {
  link: string | null;
  /** Whether the rule lets it be shown and opened. */
  allowed: boolean;
}

const tagged = (arbitrary: fc.Arbitrary<string>, allowed: boolean) =>
  arbitrary.map((link): GeneratedLink => ({ link, allowed }));

/** A native link, good, hostile or absent. */
export const nativeLink: fc.Arbitrary<GeneratedLink> = fc.oneof(
  tagged(goodNativeLink, true),
  tagged(badNativeLink, false),
  fc.constant<GeneratedLink>({ link: null, allowed: false }),
);

/** A universal link, good, hostile or absent. */
export const universalLink: fc.Arbitrary<GeneratedLink> = fc.oneof(
  tagged(goodUniversalLink, true),
  tagged(badUniversalLink, false),
  fc.constant<GeneratedLink>({ link: null, allowed: false }),
);

/** Pieces of links, good and bad, recombined in any order. */
export const linkSoup = fc
  .array(
    withText([
      'javascript',
      'JaVaScRiPt',
      'java',
      'script',
      'vbscript',
      'data',
      'blob',
      'file',
      'about',
      'intent',
      'http',
      'https',
      'metamask',
      'wc',
      ':',
      '://',
      '//',
      '/',
      '\t',
      '\n',
      ' ',
      '\u0000',
      '\u200B',
      '%0a',
      '&#58;',
      'text/html,',
      '<script>',
      'alert(1)',
      'evil.example',
      '@',
      'user:pass',
      '?',
      '#',
      '.',
      '-',
      '+',
    ]),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(''));
