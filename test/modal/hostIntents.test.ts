import type { Action } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import type { FeaturesInput } from '../../src/config/ConfigInput';
import { FEATURES } from '../../src/features/featureList';
import { createWalletModal } from '../../src/modal/createWalletModal';
import type { WalletModal } from '../../src/modal/WalletModal';
import { baseConfig } from '../support/fixtures';
import { thrownBy } from '../support/thrownBy';

/** A modal that records every action its store sees, in order. */
function recordingModal(features: FeaturesInput = {}, only = FEATURES) {
  const seen: Action[] = [];
  function* record() {
    yield takeEvery('*', (action: Action) => void seen.push(action));
  }
  const modal = createWalletModal(
    { ...baseConfig, apiUrl: 'http://127.0.0.1:1', features },
    { extraSagas: [record], features: only },
  );
  // What a host's ask dispatches; not what startup or the sagas answer with.
  const asked = () =>
    seen.filter((action) =>
      /^(modal\/openRequested|(send|swap|onramp)\/requested)$/.test(action.type),
    );
  return { modal, types: () => asked().map((action) => action.type), asked };
}

let modal: WalletModal | undefined;
afterEach(() => modal?.destroy());

describe('host intents, as the features declare them', () => {
  it("behavior: open({ view: 'Swap', arguments }) shows Swap, then hands swap the arguments", () => {
    const recording = recordingModal();
    modal = recording.modal;
    modal.open({ view: 'Swap', arguments: { from: 'ETH', amount: '0.5' } });
    expect(recording.types()).toEqual(['modal/openRequested', 'swap/requested']);
    expect(recording.asked()[1]).toMatchObject({ payload: { from: 'ETH', amount: '0.5' } });
  });

  it("behavior: open({ view: 'OnrampProviders' }) asks onramp to check once shown", () => {
    const recording = recordingModal();
    modal = recording.modal;
    modal.open({ view: 'OnrampProviders' });
    expect(recording.types()).toEqual(['modal/openRequested', 'onramp/requested']);
  });

  it('behavior: send(prefill) prefills the form, then opens it', () => {
    const recording = recordingModal();
    modal = recording.modal;
    modal.send({ amount: '1.5' });
    expect(recording.types()).toEqual(['send/requested', 'modal/openRequested']);
    expect(recording.asked()[0]).toMatchObject({ payload: { amount: '1.5' } });
    expect(modal.getSnapshot()).toMatchObject({ isOpen: true, view: 'Send' });
  });

  it.each([
    ['send()', { send: false }, (m: WalletModal) => m.send({ amount: '1' }), 'send'],
    [
      "open({ view: 'Swap' })",
      { swaps: false },
      (m: WalletModal) => m.open({ view: 'Swap' }),
      'swaps',
    ],
    [
      "open({ view: 'OnrampProviders' })",
      { onramp: false },
      (m: WalletModal) => m.open({ view: 'OnrampProviders' }),
      'onramp',
    ],
  ])(
    'errors: %s with its flag off throws VIEW_DISABLED and does nothing',
    (_case, flags, ask, flag) => {
      const recording = recordingModal(flags);
      modal = recording.modal;
      expect(thrownBy(() => ask(recording.modal))).toMatchObject({
        code: 'VIEW_DISABLED',
        message: expect.stringContaining(`(features.${flag})`),
      });
      expect(recording.types()).toEqual([]);
      expect(modal.getSnapshot().isOpen).toBe(false);
    },
  );

  it('errors: a call no listed feature answers is refused (INTENT_UNAVAILABLE)', () => {
    const recording = recordingModal(
      {},
      FEATURES.filter((feature) => feature.name !== 'send'),
    );
    modal = recording.modal;
    expect(thrownBy(() => recording.modal.send())).toMatchObject({ code: 'INTENT_UNAVAILABLE' });
    expect(recording.types()).toEqual([]);
  });
});
