import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FEATURES } from '../../../src/features/featureList';
import { VIEWS, isView } from '../../../src/features/router/types';
import { VIEW_TABLE } from '../../../src/features/router/viewTable';
import { viewFlag } from '../../../src/features/router/viewFlags';
import { viewLoaders } from '../../../src/views/registry';

const SRC = path.resolve(__dirname, '../../../src');

describe('view table', () => {
  it('behavior: each view belongs to a feature of the feature list, whose folder declares it', () => {
    const features = new Set(FEATURES.map((feature) => feature.name));
    for (const view of VIEWS) {
      const { feature } = VIEW_TABLE[view];
      expect({ view, feature, listed: features.has(feature) }).toEqual({
        view,
        feature,
        listed: true,
      });
      expect(existsSync(path.join(SRC, 'features', feature, `${feature}Views.ts`))).toBe(true);
    }
  });

  it('behavior: gates exactly these views, each by its feature flag', () => {
    const byFlag: Record<string, string[]> = {};
    for (const view of VIEWS) {
      const flag = viewFlag(view);
      if (flag) (byFlag[flag] ??= []).push(view);
    }
    expect(byFlag).toEqual({
      receive: ['Receive'],
      allWallets: ['AllWallets'],
      socials: ['ConnectingFarcaster', 'ConnectingSocial'],
      email: ['EmailLogin', 'UpdateEmailWallet'],
      onramp: [
        'OnrampProviders',
        'OnrampTokenSelect',
        'OnrampFiatSelect',
        'OnrampBuy',
        'OnrampInProgress',
      ],
      activity: ['Transactions'],
      swaps: ['Swap', 'SwapPreview', 'SwapSelectToken'],
      send: ['Send', 'SendPreview'],
      smartSessions: ['SmartSessions'],
    });
  });

  it('behavior: lists only views that have a component, and each loads one', async () => {
    for (const gone of ['EmailVerifyOtp', 'EmailVerifyDevice', 'OnrampQuote'])
      expect(isView(gone)).toBe(false);
    expect(new Set(VIEWS).size).toBe(VIEWS.length);
    expect(Object.keys(viewLoaders).sort()).toEqual([...VIEWS].sort());
    const loaded = await Promise.all(
      VIEWS.map((view) =>
        viewLoaders[view].load().then(
          (component) => [view, typeof component],
          (error: Error) => [view, error.message],
        ),
      ),
    );
    expect(Object.fromEntries(loaded)).toEqual(
      Object.fromEntries(VIEWS.map((view) => [view, 'function'])),
    );
  });

  it('behavior: every view folder that follows the naming rule is a row of the table', () => {
    const folders = readdirSync(path.join(SRC, 'views'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => existsSync(path.join(SRC, 'views', name, `${name}View.tsx`)));
    expect(folders.filter((name) => !isView(name))).toEqual([]);
    expect(folders.sort()).toEqual([...VIEWS].sort());
  });
});
