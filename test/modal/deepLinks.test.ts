/**
 * Hostile wallet deep links: a link that would run script, load inline data, reach
 * the disk or leave https is never kept from the product API, never rendered as a link and
 * never opened; a real wallet's links always are. Judged against the WHATWG URL parser (the
 * browser's own reading of the string), not against the rule's code.
 */
import { storeOf } from '../../src/modal/storeOf';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { createElement } from 'react';
import { createMemoryStorage, createWalletModal, type WalletModal } from '../../src';
import { BUNDLED_WALLETS } from '../../src/features/walletList/bundledWallets';
import { selectWalletList } from '../../src/features/walletList/walletListSelectors';
import { walletListRequested } from '../../src/features/walletList/walletListSlice';
import { isAllowedDeepLink } from '../../src/utils/safeDeepLink';
import { APP_OPEN_WAIT_MS } from '../../src/views/ConnectingWalletConnect/useAppOpenedCheck';
import { ModalStory } from '../../storybook/support/ModalStory';
import { pairingState, STORY_PAIRING_URI } from '../../storybook/support/pairingState';
import { healthyApi } from '../support/apiModal';
import { baseConfig } from '../support/fixtures';
import { propertyRuns } from '../support/propertyRuns';
import { WALLET_APP_SCHEMES } from '../../src/utils/walletAppSchemes';
import {
  DANGEROUS_PROTOCOLS,
  OS_HANDLER_SCHEMES,
  badNativeLink,
  badUniversalLink,
  goodNativeLink,
  goodUniversalLink,
  linkSoup,
  nativeLink,
  universalLink,
  type GeneratedLink,
} from './hostileLinks';

jest.setTimeout(60_000);
afterEach(() => cleanup());

const PAGE = 'https://shop.example/checkout';
/** A replayed failure runs one case: the floors on how often a branch ran do not apply. */
const replaying = process.env.PORTICO_FC_PATH !== undefined;

/** The protocol a browser would navigate to for `link` (a bare scheme gets its `://`), or null. */
function browserProtocol(link: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*$/i.test(link) ? `${link}://` : link, PAGE).protocol;
  } catch {
    return null;
  }
}

/** Why the browser would find `href` dangerous to navigate to, or null. */
function dangerIn(href: string): string | null {
  const protocol = browserProtocol(href);
  if (protocol === null) return null;
  if (DANGEROUS_PROTOCOLS.has(protocol)) return `opens ${protocol}`;
  if (protocol === 'https:') {
    const url = new URL(href, PAGE);
    if (url.username || url.password) return 'hides its host behind credentials';
  }
  return null;
}

describe('isAllowedDeepLink', () => {
  it('behavior: no string it allows makes a browser open script, inline data, files or plain http', () => {
    // The soup and random strings alone almost never make an allowed https link: real ones are
    // mixed in so that every kind's checks run.
    const anyLink = fc.oneof(
      linkSoup,
      fc.string({ unit: 'binary-ascii', maxLength: 40 }),
      goodNativeLink,
      goodUniversalLink,
      badNativeLink,
      badUniversalLink,
    );
    const checked = { native: 0, universal: 0, any: 0 };
    fc.assert(
      fc.property(anyLink, fc.constantFrom('native', 'universal', undefined), (link, kind) => {
        if (!isAllowedDeepLink(link, kind)) return;
        checked[kind ?? 'any'] += 1;
        expect(dangerIn(link)).toBeNull();
        // Nothing the browser would silently drop or reorder while parsing.
        expect(link).not.toMatch(/[\s\p{Cc}\p{Cf}]/u);
        if (kind === 'universal') expect(new URL(link).protocol).toBe('https:');
        // Natively, only a wallet app's own scheme: never one the operating system handles.
        const protocol = browserProtocol(link)!;
        if (protocol !== 'https:') expect(WALLET_APP_SCHEMES.has(protocol.slice(0, -1))).toBe(true);
      }),
      propertyRuns(5000),
    );
    // The checks above run only for an allowed link: each kind must have had its share.
    if (!replaying) {
      expect(checked.native).toBeGreaterThan(300);
      expect(checked.universal).toBeGreaterThan(150);
      expect(checked.any).toBeGreaterThan(300);
    }
  });

  it('behavior: a wallet app scheme and an https universal link are allowed', () => {
    fc.assert(
      fc.property(goodNativeLink, goodUniversalLink, (native, universal) => {
        expect(isAllowedDeepLink(native, 'native')).toBe(true);
        expect(isAllowedDeepLink(universal, 'universal')).toBe(true);
        expect(isAllowedDeepLink(universal)).toBe(true);
      }),
      propertyRuns(1000),
    );
  });

  it.each(OS_HANDLER_SCHEMES)('hostile: the operating-system scheme %s is refused', (scheme) => {
    for (const link of [scheme, `${scheme}:`, `${scheme}://`, `${scheme}:x?y=1`]) {
      expect([link, isAllowedDeepLink(link, 'native')]).toEqual([link, false]);
      expect([link, isAllowedDeepLink(link)]).toEqual([link, false]);
    }
  });

  it('default: every link of the bundled catalogue is allowed', () => {
    const links = BUNDLED_WALLETS.flatMap(({ mobile }) => [
      ...(mobile?.native ? [[mobile.native, 'native'] as const] : []),
      ...(mobile?.universal ? [[mobile.universal, 'universal'] as const] : []),
    ]);
    expect(links.length).toBeGreaterThan(20);
    for (const [link, kind] of links)
      expect([link, isAllowedDeepLink(link, kind)]).toEqual([link, true]);
  });
});

describe('wallet links from the product API', () => {
  const linksArbitrary = fc.array(fc.record({ native: nativeLink, universal: universalLink }), {
    minLength: 1,
    maxLength: 6,
  });

  it('behavior: a refused link is dropped from the listing, the wallet and its allowed link kept', async () => {
    await fc.assert(
      fc.asyncProperty(linksArbitrary, async (links) => {
        const data = links.map(({ native, universal }, index) => ({
          id: `w${index}`,
          name: `Wallet ${index}`,
          rdns: null,
          imageUrl: null,
          nativeLink: native.link,
          universalLink: universal.link,
          namespaces: ['eip155'],
          featured: false,
          recommended: false,
        }));
        const api = healthyApi({
          '/v1/wallets': () => ({ status: 200, body: { count: data.length, data } }),
        });
        const modal: WalletModal = createWalletModal(
          { ...baseConfig, apiUrl: 'http://127.0.0.1:9' },
          { storage: createMemoryStorage(), api: { fetch: api.fetch } },
        );
        try {
          storeOf(modal).dispatch(walletListRequested({ search: '' }));
          await waitFor(() =>
            expect(selectWalletList(storeOf(modal).getState()).status).toBe('ready'),
          );
          const listed = selectWalletList(storeOf(modal).getState());
          expect(listed.source).toBe('api');
          const kept = (link: GeneratedLink) => (link.allowed ? link.link : undefined);
          expect(listed.wallets.map((w) => [w.id, w.mobile?.native, w.mobile?.universal])).toEqual(
            links.map(({ native, universal }, index) => [
              `w${index}`,
              kept(native),
              kept(universal),
            ]),
          );
        } finally {
          modal.destroy();
        }
      }),
      propertyRuns(30),
    );
  });
});

describe('opening a wallet from the pairing view', () => {
  let openSpy: jest.SpyInstance;
  beforeEach(() => {
    // jsdom cannot navigate: the call itself is what a browser would act on.
    openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    openSpy.mockRestore();
    jest.useRealTimers();
  });

  it('behavior: the first allowed link opens (native, else universal); with none, no "Open" button', async () => {
    const tries = { native: 0, universal: 0, none: 0 };
    await fc.assert(
      fc.asyncProperty(nativeLink, universalLink, async (native, universal) => {
        openSpy.mockClear();
        const mobile = {
          ...(native.link !== null ? { native: native.link } : {}),
          ...(universal.link !== null ? { universal: universal.link } : {}),
        };
        const view = render(
          createElement(ModalStory, {
            preloadedState: pairingState('ConnectingWalletConnect', {
              uri: STORY_PAIRING_URI,
              expiresAt: Date.now() + 300_000,
              wallet: { id: 'hostile', name: 'Hostile', mobile },
            }),
          }),
        );
        try {
          const dialog = await screen.findByRole('dialog');
          // The QR code and its copy link are there in every case.
          await within(dialog).findByRole('button', { name: 'Copy link' });
          // The app when its scheme is a wallet's, else the universal link (the store page).
          const tried = native.allowed ? native : universal.allowed ? universal : null;
          const button = within(dialog).queryByRole('button', { name: 'Open Hostile' });
          if (!tried) {
            tries.none += 1;
            expect(button).toBeNull();
            return;
          }
          tries[tried === native ? 'native' : 'universal'] += 1;
          jest.useFakeTimers();
          fireEvent.click(button!);
          expect(openSpy).toHaveBeenCalledTimes(1);
          const [href, target] = openSpy.mock.calls[0] as [string, string];
          expect(dangerIn(href)).toBeNull();
          expect(isAllowedDeepLink(href)).toBe(true);
          expect(target).toBe(tried === native ? '_self' : '_blank');
          if (tried === native)
            expect(browserProtocol(href)).toBe(browserProtocol(native.link!.trim()));
          else expect(new URL(href).host).toBe(new URL(universal.link!).host);
          act(() => jest.advanceTimersByTime(APP_OPEN_WAIT_MS));
          // "Not installed? Get Hostile": a link only to an allowed universal link.
          const status = within(dialog).getByRole('status');
          const get = within(status).queryByRole('link');
          if (universal.allowed) expect(get?.getAttribute('href')).toBe(universal.link);
          else expect(get).toBeNull();
          for (const anchor of document.querySelectorAll('a[href]'))
            expect(dangerIn(anchor.getAttribute('href')!)).toBeNull();
        } finally {
          jest.useRealTimers();
          view.unmount();
        }
      }),
      propertyRuns(40),
    );
    // Each branch ran.
    if (!replaying) {
      expect(tries.native).toBeGreaterThanOrEqual(4);
      expect(tries.universal).toBeGreaterThanOrEqual(2);
      expect(tries.none).toBeGreaterThanOrEqual(2);
    }
  });
});
