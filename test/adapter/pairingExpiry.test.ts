import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_TTL_MS,
  isPairingExpired,
  pairingExpiresAt,
  pairingRefreshDelayMs,
  pairingRemainingMs,
} from '../../src/adapter/pairingExpiry';

const T0 = 1_700_000_000_000;

describe('pairing expiry (spec §4)', () => {
  test('default: a pairing is valid 4 minutes', () => {
    expect(PAIRING_TTL_MS).toBe(240_000);
    expect(pairingExpiresAt(T0)).toBe(T0 + 240_000);
  });

  test('behavior: valid while more than 10 s remain', () => {
    const expiresAt = pairingExpiresAt(T0);
    expect(isPairingExpired(expiresAt, T0)).toBe(false);
    expect(isPairingExpired(expiresAt, expiresAt - PAIRING_EXPIRY_MARGIN_MS - 1)).toBe(false);
  });

  test('behavior: expired with exactly 10 s left, less, or past the end', () => {
    const expiresAt = pairingExpiresAt(T0);
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true);
    expect(isPairingExpired(expiresAt, expiresAt - 9_999)).toBe(true);
    expect(isPairingExpired(expiresAt, expiresAt)).toBe(true);
    expect(isPairingExpired(expiresAt, expiresAt + 60_000)).toBe(true);
  });

  test('behavior: remaining time never goes negative', () => {
    const expiresAt = pairingExpiresAt(T0);
    expect(pairingRemainingMs(expiresAt, T0)).toBe(240_000);
    expect(pairingRemainingMs(expiresAt, expiresAt + 5)).toBe(0);
  });

  test('behavior: refresh is due when 10 s remain (230 s after creation)', () => {
    const expiresAt = pairingExpiresAt(T0);
    expect(pairingRefreshDelayMs(expiresAt, T0)).toBe(230_000);
    expect(pairingRefreshDelayMs(expiresAt, T0 + 200_000)).toBe(30_000);
    expect(pairingRefreshDelayMs(expiresAt, expiresAt - 10_000)).toBe(0);
    expect(pairingRefreshDelayMs(expiresAt, expiresAt + 1)).toBe(0);
    // At the refresh moment the pairing counts as expired, one ms earlier it does not.
    const due = T0 + pairingRefreshDelayMs(expiresAt, T0);
    expect(isPairingExpired(expiresAt, due)).toBe(true);
    expect(isPairingExpired(expiresAt, due - 1)).toBe(false);
  });
});
