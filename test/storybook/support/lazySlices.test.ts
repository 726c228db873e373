import { FEATURES } from '../../../src/features/featureList';
import { LAZY_SLICES } from '../../../storybook/support/lazySlices';

describe('Storybook lazy slices', () => {
  it('behavior: hold exactly the slices every lazy feature adds when it loads', async () => {
    const chunks = await Promise.all(FEATURES.map((feature) => feature.lazy?.load()));
    const fromFeatures = new Set(
      chunks.flatMap((chunk) => chunk?.slices ?? []).map((slice) => slice.reducerPath),
    );
    const inStories = LAZY_SLICES.map((slice) => slice.reducerPath as string);
    expect(fromFeatures.size).toBeGreaterThan(10);
    expect([...inStories].sort()).toEqual([...fromFeatures].sort());
  });
});
