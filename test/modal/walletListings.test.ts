/**
 * Hostile product-API wallet listings (issue 25) in the real AllWallets view: names with
 * markup, hidden characters and 10,000 characters, unsafe and oversized images. Nothing of the
 * markup becomes an element or attribute, only safe images show, names are cleaned and cut.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { createElement } from 'react';
import { WalletModalProvider, createMemoryStorage, createWalletModal } from '../../src';
import { healthyApi } from '../support/apiModal';
import { baseConfig } from '../support/fixtures';
import { propertyRuns } from '../support/propertyRuns';
import { hostileApiIcon } from './hostileMetadata';
import { hostileWallets, injectionProblem, rowsOf, rowsProblem } from './walletRows';

jest.setTimeout(60_000);

afterEach(() => cleanup());

describe('product API listings in the AllWallets view', () => {
  it('behavior: names show cleaned and cut, markup stays text, only safe images render', async () => {
    await fc.assert(
      fc.asyncProperty(hostileWallets(6, hostileApiIcon), async (wallets) => {
        const entries = wallets.map(({ name, icon }, index) => ({
          id: `hostile-${index}`,
          name: name.raw,
          rdns: null,
          imageUrl: icon.icon,
          nativeLink: null,
          universalLink: null,
          namespaces: ['eip155'],
          featured: false,
          recommended: false,
        }));
        const api = healthyApi({
          '/v1/wallets': () => ({ status: 200, body: { count: entries.length, data: entries } }),
        });
        const modal = createWalletModal(
          { ...baseConfig, apiUrl: 'http://127.0.0.1:9' },
          { storage: createMemoryStorage(), api: { fetch: api.fetch } },
        );
        const view = render(createElement(WalletModalProvider, { modal }, null));
        try {
          act(() => modal.open({ view: 'AllWallets' }));
          const dialog = await screen.findByRole('dialog');
          const list = await within(dialog).findByRole('list', { name: 'Wallets' });
          expect(injectionProblem(dialog)).toBeNull();
          expect(
            rowsProblem(
              rowsOf(list),
              wallets,
              (index) => `hostile-${index}`,
              () => '',
            ),
          ).toBeNull();
        } finally {
          view.unmount();
          modal.destroy();
        }
      }),
      propertyRuns(15),
    );
  });
});
