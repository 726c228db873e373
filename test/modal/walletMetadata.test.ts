/**
 * Hostile wallet metadata (issue 25): names and icons that any script on the page can announce
 * (EIP-6963, Wallet Standard), shown in the real Connect view: nothing of the markup becomes
 * an element or attribute, every image shown is a safe one, and names reach the user cleaned
 * and cut with one `…`. The rule's functions themselves, over any text. (Product-API listings:
 * `walletListings.test.ts`.)
 */
import { storeOf } from '../../src/modal/storeOf';
import { getWallets } from '@wallet-standard/app';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { createElement } from 'react';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import { solanaAdapter } from '../../adapters/solana/createSolanaAdapter';
import { solanaLocalnet } from '../../adapters/solana/solanaNetworks';
import type { AdapterEvent } from '../../src/adapter/ChainAdapter';
import { displayName, MAX_DISPLAY_NAME_LENGTH } from '../../src/adapter/displayName';
import { isSafeImageUrl } from '../../src/adapter/isSafeImageUrl';
import { WalletModalProvider, createMemoryStorage, createWalletModal } from '../../src';
import { createDevWallet, createSolanaDevWallet } from '../../src/testing';
import { baseConfig } from '../support/fixtures';
import { propertyRuns } from '../support/propertyRuns';
import { hasHiddenChar, hostileIcon, hostileName, nameProblem } from './hostileMetadata';
import {
  hostileWallets,
  injectionProblem,
  rowsOf,
  rowsProblem,
  type HostileWallet,
} from './walletRows';

jest.setTimeout(60_000);

afterEach(() => cleanup());

describe('displayName', () => {
  it('behavior: any string comes out without hidden characters, at most the max, cut with one ellipsis', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      hostileName.map((name) => name.raw),
    );
    fc.assert(
      fc.property(anyText, (raw) => {
        const shown = displayName(raw, 'Fallback');
        expect(Array.from(shown).length).toBeLessThanOrEqual(MAX_DISPLAY_NAME_LENGTH);
        // No controls, lone surrogates or format characters but a joiner inside an emoji.
        expect(shown).not.toMatch(/[\p{Cc}\p{Cs}]|(?!\u200D)\p{Cf}/u);
        expect(shown).not.toMatch(/^\s|\s$|\s\s/u);
        expect((shown.match(/…/g) ?? []).length).toBeLessThanOrEqual(
          (raw.match(/…/g) ?? []).length + 1,
        );
        // Showing it again changes nothing (views may clean what adapters cleaned).
        expect(displayName(shown, 'Fallback')).toBe(shown);
      }),
      propertyRuns(1000),
    );
  });

  it('behavior: a generated hostile name reads as its visible text, or a prefix of it and "…"', () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        expect(nameProblem(displayName(name.raw, 'Fallback'), name, 'Fallback')).toBeNull();
      }),
      propertyRuns(1000),
    );
  });
});

describe('isSafeImageUrl', () => {
  it('behavior: http(s) and image data URLs up to 100,000 characters; never script, html, blob or a 5 MB icon', () => {
    fc.assert(
      fc.property(hostileIcon, ({ icon, shown }) => {
        expect(isSafeImageUrl(icon)).toBe(shown);
      }),
      propertyRuns(200),
    );
  });
});

describe('EIP-6963 announcements in the Connect view', () => {
  /** A fresh modal, shown, with `wallets` answering its discovery; torn down after. */
  async function showAnnounced(wallets: HostileWallet[]) {
    const details = wallets.map(({ name, icon }, index) => ({
      info: { uuid: `uuid-${index}`, name: name.raw, icon: icon.icon, rdns: `hostile.w${index}` },
      provider: createDevWallet({ chains: { 31337: 'http://127.0.0.1:1' } }),
    }));
    // Answered like a wallet: at once, and on every request (the adapter asks at setup).
    const announce = () => {
      for (const detail of details)
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    };
    window.addEventListener('eip6963:requestProvider', announce);
    const modal = createWalletModal(
      { ...baseConfig, adapters: [eip155Adapter()] },
      { storage: createMemoryStorage() },
    );
    const view = render(createElement(WalletModalProvider, { modal }, null));
    act(() => modal.open());
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(wallets.length));
    return {
      dialog,
      list,
      modal,
      stop() {
        window.removeEventListener('eip6963:requestProvider', announce);
        view.unmount();
        modal.destroy();
      },
    };
  }

  it('behavior: names show cleaned and cut, markup stays text, only safe icons render', async () => {
    await fc.assert(
      fc.asyncProperty(hostileWallets(4), async (wallets) => {
        const shown = await showAnnounced(wallets);
        try {
          expect(injectionProblem(shown.dialog)).toBeNull();
          expect(
            rowsProblem(
              rowsOf(shown.list),
              wallets,
              () => 'Browser Wallet',
              () => ' Installed',
            ),
          ).toBeNull();
          // The boundary: what the adapter hands the store is already clean (every view reads it).
          for (const connector of storeOf(shown.modal).getState().connectors.list) {
            expect(Array.from(connector.name).length).toBeLessThanOrEqual(MAX_DISPLAY_NAME_LENGTH);
            expect(hasHiddenChar(connector.name)).toBe(false);
            if (connector.imageUrl !== undefined)
              expect(isSafeImageUrl(connector.imageUrl)).toBe(true);
          }
        } finally {
          shown.stop();
        }
      }),
      propertyRuns(20),
    );
  });
});

describe('Wallet Standard wallets (Solana)', () => {
  it('behavior: a registered wallet is listed with its name cleaned and cut and only a safe icon', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events: AdapterEvent[] = [];
    const adapter = solanaAdapter();
    adapter.setup({
      projectId: 'test',
      networks: [solanaLocalnet('http://127.0.0.1:1')],
      emit: (event) => events.push(event),
    });
    try {
      fc.assert(
        fc.property(hostileName, hostileIcon, (name, icon) => {
          const off = getWallets().register(
            createSolanaDevWallet({
              name: name.raw,
              icon: icon.icon as `data:image/png;base64,${string}`,
            }),
          );
          try {
            const listed = adapter.getConnectors();
            // A name of only whitespace is not a wallet (the standard's own check).
            if (name.raw.trim() === '') return void expect(listed).toEqual([]);
            expect(listed).toHaveLength(1);
            expect(nameProblem(listed[0]!.name, name, 'Solana Wallet')).toBeNull();
            expect(listed[0]!.imageUrl).toBe(icon.shown ? icon.icon : undefined);
          } finally {
            off();
          }
        }),
        propertyRuns(100),
      );
    } finally {
      adapter.destroy();
      warn.mockRestore();
    }
  });
});
