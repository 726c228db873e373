import { FEATURES } from '../../../src/features/featureList';
import { lazySlices, loadLazySlices } from '../../../storybook/support/lazySlices';
import { createStoryModal } from '../../../storybook/support/storyModal';
import { storeOf } from '../../../src/modal/storeOf';

describe('Storybook lazy slices', () => {
  it('behavior: a story modal is refused before the lazy slices are loaded', () => {
    expect(() => lazySlices()).toThrow('Storybook lazy slices are not loaded yet');
  });

  it('behavior: a story modal holds every slice the lazy features add, before any of them runs', async () => {
    await loadLazySlices();
    const chunks = await Promise.all(FEATURES.map((feature) => feature.lazy?.load()));
    const fromFeatures = chunks.flatMap((chunk) => chunk?.slices ?? []).map((s) => s.reducerPath);
    expect(fromFeatures).toContain('smartSessions');
    const modal = createStoryModal();
    try {
      const inStore = Object.keys(storeOf(modal).getState());
      expect(fromFeatures.filter((path) => !inStore.includes(path))).toEqual([]);
    } finally {
      modal.destroy();
    }
  });
});
