import { viewPushed } from '../../src/features/router/routerSlice';
import { createWalletModal } from '../../src/modal/createWalletModal';
import { HOST_ACTION_TYPES } from '../../src/modal/hostActions';
import { storeOf } from '../../src/modal/storeOf';
import {
  back,
  balanceRequested,
  close,
  connectorSelected,
  disconnect,
  identityRequested,
  open,
  reconnectRequested,
  sendRequested,
  setLocale,
  switchNetwork,
  tokensRequested,
  type HostAction,
  type WalletModal,
} from '../../src/index';
import { baseConfig } from '../support/fixtures';
import { thrownBy } from '../support/thrownBy';

describe('the public object', () => {
  let modal: WalletModal;
  beforeEach(() => {
    modal = createWalletModal(baseConfig);
  });
  afterEach(() => modal.destroy());

  it('default: carries methods only: no store, no options', () => {
    expect('store' in modal).toBe(false);
    expect('options' in modal).toBe(false);
    const fields = Object.entries(modal).filter(([, value]) => typeof value !== 'function');
    expect(fields).toEqual([]);
  });

  it('default: the host actions are exactly the ones the package exports', () => {
    const exported = [
      open,
      close,
      back,
      connectorSelected,
      disconnect,
      reconnectRequested,
      switchNetwork,
      setLocale,
      balanceRequested,
      identityRequested,
      tokensRequested,
      sendRequested,
    ];
    expect([...HOST_ACTION_TYPES].sort()).toEqual(exported.map((creator) => creator.type).sort());
  });

  it('behavior: dispatch takes the exported host actions and returns them', () => {
    const opened = modal.dispatch(open({ view: 'Connect' }));
    expect(opened).toEqual(open({ view: 'Connect' }));
    expect(modal.getSnapshot().isOpen).toBe(true);
    const actions: HostAction[] = [balanceRequested({ force: true }), setLocale('de')];
    for (const action of actions) expect(modal.dispatch(action)).toBe(action);
    modal.dispatch(close());
    expect(modal.getSnapshot().isOpen).toBe(false);
  });

  it('errors: dispatch refuses an internal action (ACTION_NOT_ALLOWED), the state untouched', () => {
    modal.dispatch(open());
    const before = storeOf(modal).getState();
    // @ts-expect-error a router fact is the store's own, not a host action
    const refused = thrownBy(() => modal.dispatch(viewPushed('Networks')));
    expect(refused).toMatchObject({
      name: 'PorticoError',
      code: 'ACTION_NOT_ALLOWED',
      message: `modal.dispatch takes the exported host actions only, not "${viewPushed.type}"`,
    });
    expect(storeOf(modal).getState()).toBe(before);
  });

  it.each([
    ['a made-up type', { type: 'modal/opened' }],
    ['a host action creator itself', connectorSelected],
    ['no action', null],
  ])('errors: dispatch refuses %s', (_case, action) => {
    const before = storeOf(modal).getState();
    expect(thrownBy(() => modal.dispatch(action as never))).toMatchObject({
      code: 'ACTION_NOT_ALLOWED',
    });
    expect(storeOf(modal).getState()).toBe(before);
  });
});
