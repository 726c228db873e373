import { storeOf } from '../../../src/modal/storeOf';
import { alertRaised } from '../../../src/features/alerts/alertsSlice';
import { EVENT_LOG_LIMIT } from '../../../src/features/events/eventsSlice';
import type { PorticoEventRecord } from '../../../src/features/events/types';
import { back, close, open } from '../../../src/features/modal/modalSlice';
import { viewPushed } from '../../../src/features/router/routerSlice';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { expectConsoleError } from '../../support/consoleGuard';
import { baseConfig } from '../../support/fixtures';

describe('events', () => {
  it('behavior: every event is delivered, in order, even in one synchronous burst', () => {
    const modal = createWalletModal(baseConfig);
    const seen: PorticoEventRecord[] = [];
    modal.subscribeEvents((e) => seen.push(e));
    modal.dispatch(open());
    storeOf(modal).dispatch(viewPushed('AllWallets'));
    modal.dispatch(back());
    storeOf(modal).dispatch(alertRaised('SESSION_EXPIRED'));
    modal.dispatch(close());
    expect(seen.map((e) => e.type)).toEqual([
      'MODAL_OPEN',
      'VIEW_CHANGE',
      'VIEW_CHANGE',
      'ALERT',
      'MODAL_CLOSE',
    ]);
    expect(seen[1]).toMatchObject({ from: 'Connect', to: 'AllWallets' });
    expect(seen[2]).toMatchObject({ from: 'AllWallets', to: 'Connect' });
    expect(seen.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(seen[0]).toMatchObject({ connected: false, view: 'Connect' });
  });

  it('behavior: a throwing listener does not stop the others', () => {
    const modal = createWalletModal(baseConfig);
    // The listener's error is logged, not rethrown into the dispatch.
    expectConsoleError(/^\[portico\] event listener threw Error: host bug/);
    const seen: string[] = [];
    modal.subscribeEvents(() => {
      throw new Error('host bug');
    });
    modal.subscribeEvents((e) => seen.push(e.type));
    modal.open();
    expect(seen).toEqual(['MODAL_OPEN']);
  });

  it('behavior: unsubscribe stops delivery', () => {
    const modal = createWalletModal(baseConfig);
    const seen: string[] = [];
    const unsubscribe = modal.subscribeEvents((e) => seen.push(e.type));
    modal.open();
    unsubscribe();
    modal.close();
    expect(seen).toEqual(['MODAL_OPEN']);
  });

  it('behavior: the in-store log is bounded', () => {
    const modal = createWalletModal(baseConfig);
    for (let i = 0; i < EVENT_LOG_LIMIT; i++) {
      modal.open();
      modal.close();
    }
    const log = storeOf(modal).getState().events.log;
    expect(log).toHaveLength(EVENT_LOG_LIMIT);
    expect(log.at(-1)).toMatchObject({ type: 'MODAL_CLOSE', seq: EVENT_LOG_LIMIT * 2 });
  });
});
