import { canRevoke, sessionStatus } from '../../../src/features/smartSessions/sessionStatus';

/** Issue 26: a session's status and whether it can be revoked, by the modal's clock. */

const NOW = 1_800_000_000;

describe('sessionStatus', () => {
  it('behavior: active before its expiry, expired from its expiry second on', () => {
    expect(sessionStatus({ expiry: NOW + 1, revokedAt: null }, NOW)).toBe('active');
    expect(sessionStatus({ expiry: NOW, revokedAt: null }, NOW)).toBe('expired');
    expect(sessionStatus({ expiry: NOW - 3600, revokedAt: null }, NOW)).toBe('expired');
  });

  it('behavior: revoked wins over expired, and over an expiry still ahead', () => {
    expect(sessionStatus({ expiry: NOW - 10, revokedAt: NOW - 20 }, NOW)).toBe('revoked');
    expect(sessionStatus({ expiry: NOW + 3600, revokedAt: NOW - 1 }, NOW)).toBe('revoked');
  });

  it('behavior: the clock decides; the same session expires as time passes', () => {
    const session = { expiry: NOW, revokedAt: null };
    expect(sessionStatus(session, NOW - 1)).toBe('active');
    expect(sessionStatus(session, NOW + 1)).toBe('expired');
  });
});

describe('canRevoke', () => {
  it('behavior: only an active session can be revoked', () => {
    expect(canRevoke({ expiry: NOW + 60, revokedAt: null }, NOW)).toBe(true);
    expect(canRevoke({ expiry: NOW, revokedAt: null }, NOW)).toBe(false);
    expect(canRevoke({ expiry: NOW + 60, revokedAt: NOW - 5 }, NOW)).toBe(false);
    expect(canRevoke({ expiry: NOW - 60, revokedAt: NOW - 90 }, NOW)).toBe(false);
  });
});
