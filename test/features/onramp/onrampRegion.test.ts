/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { connectAccount, createApiModal } from '../../support/apiModal';
import { cleanupHarness } from '../../support/walletHarness';
import { isRestrictedTimeZone, visitorTimeZone } from '../../../src/features/onramp/onrampRegion';
import { selectOnrampAvailability } from '../../../src/features/onramp/onrampSelectors';

describe('onramp region', () => {
  /** Fixes the zone the browser reports (Jest's sandbox does not see a changed TZ variable). */
  function inTimeZone(timeZone: string) {
    const real = Intl.DateTimeFormat;
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
        Object.assign(new real(...args), {
          resolvedOptions: () => ({ ...new real(...args).resolvedOptions(), timeZone }),
        }) as Intl.DateTimeFormat,
    );
  }
  afterEach(() => {
    jest.restoreAllMocks();
    cleanupHarness();
  });

  it('default: the mainland-China zones and their aliases are restricted', () => {
    for (const zone of [
      'Asia/Shanghai',
      'Asia/Chongqing',
      'Asia/Chungking',
      'Asia/Harbin',
      'Asia/Urumqi',
      'Asia/Kashgar',
      'PRC',
    ])
      expect(isRestrictedTimeZone(zone)).toBe(true);
  });

  it('parameters: other zones (Hong Kong, Macau, Taipei included) and unknown ones are not', () => {
    for (const zone of ['Asia/Hong_Kong', 'Asia/Macau', 'Asia/Taipei', 'Europe/Berlin', 'UTC'])
      expect(isRestrictedTimeZone(zone)).toBe(false);
    expect(isRestrictedTimeZone(null)).toBe(false);
    expect(isRestrictedTimeZone(undefined)).toBe(false);
    expect(isRestrictedTimeZone('asia/shanghai')).toBe(false);
  });

  it('behavior: with the browser in Asia/Shanghai, buying is restricted; in Berlin it is offered', () => {
    inTimeZone('Asia/Shanghai');
    expect(visitorTimeZone()).toBe('Asia/Shanghai');
    const modal = createApiModal('http://127.0.0.1:9');
    connectAccount(modal);
    expect(selectOnrampAvailability(storeOf(modal).getState())).toBe('restricted');
    jest.restoreAllMocks();
    inTimeZone('Europe/Berlin');
    expect(visitorTimeZone()).toBe('Europe/Berlin');
    expect(selectOnrampAvailability(storeOf(modal).getState())).toBe('available');
  });

  it('behavior: without the product API buying is unavailable, whatever the zone', () => {
    inTimeZone('Europe/Berlin');
    const modal = createApiModal(undefined);
    connectAccount(modal);
    expect(selectOnrampAvailability(storeOf(modal).getState())).toBe('unavailable');
  });
});
