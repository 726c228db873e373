import { storeOf } from '../../src/modal/storeOf';
import { take } from 'redux-saga/effects';
import { close } from '../../src/features/modal/modalSlice';
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
      extraSagas: [crashingSaga],
      onSagaError: (error) => errors.push(error),
    });
    storeOf(modal).dispatch({ type: 'test/boom' });
    expect(errors.map((e) => e.message)).toEqual(['feature crashed']);
    modal.open();
    expect(modal.getSnapshot().isOpen).toBe(true);
    modal.close();
    expect(modal.getSnapshot().isOpen).toBe(false);
  });

  it('behavior: destroy stops every feature saga', () => {
    const modal = createWalletModal(baseConfig);
    modal.open();
    expect(storeOf(modal).getState().modal.status).toBe('open');
    modal.destroy();
    storeOf(modal).dispatch(close());
    // No saga is left to turn the close intent into the "closed" fact.
    expect(storeOf(modal).getState().modal.status).toBe('open');
  });
});
