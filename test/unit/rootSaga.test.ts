import { take } from 'redux-saga/effects';
import { featureSagas } from '../../src/store/rootSaga';
import { createWalletModal } from '../../src/modal/createWalletModal';
import { baseConfig } from '../support/fixtures';

describe('rootSaga', () => {
  it('behavior: one crashing feature saga does not stop the others', () => {
    const errors: Error[] = [];
    function* crashingSaga() {
      yield take('test/boom');
      throw new Error('feature crashed');
    }
    const modal = createWalletModal(baseConfig, {
      sagas: [crashingSaga, ...featureSagas],
      onSagaError: (error) => errors.push(error),
    });
    modal.dispatch({ type: 'test/boom' });
    expect(errors.map((e) => e.message)).toEqual(['feature crashed']);
    modal.open();
    expect(modal.getSnapshot().isOpen).toBe(true);
    modal.close();
    expect(modal.getSnapshot().isOpen).toBe(false);
  });

  it('behavior: destroy stops the sagas', () => {
    const modal = createWalletModal(baseConfig);
    modal.destroy();
    modal.open();
    // The reducer still records the intent, but no saga turns it into "opened".
    expect(modal.getSnapshot().isOpen).toBe(false);
  });
});
