/** The alerts, by code. Titles and bodies live in the message catalogue. */
export const ALERT_CATALOGUE = {
  NETWORK_NOT_FOUND: { severity: 'error', once: false },
  ORIGIN_NOT_ALLOWED: { severity: 'error', once: false },
  // "Invalid App Configuration (forbidden analytics, reported once)".
  INVALID_APP_CONFIGURATION: { severity: 'error', once: true },
  EMBEDDED_WALLET_LOAD_FAILED: { severity: 'error', once: false },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: { severity: 'error', once: false },
  UNVERIFIED_DOMAIN: { severity: 'warning', once: false },
  SESSION_EXPIRED: { severity: 'warning', once: false },
  INVALID_PROJECT_ID: { severity: 'error', once: false },
  PROJECT_ID_NOT_CONFIGURED: { severity: 'error', once: false },
  SERVER_ERROR_APP_CONFIGURATION: { severity: 'error', once: false },
  RATE_LIMITED_APP_CONFIGURATION: { severity: 'error', once: false },
  LOCAL_CONFIGURATION_IGNORED: { severity: 'info', once: true },
  MULTI_WALLET_NOT_ENABLED: { severity: 'info', once: false },
} as const satisfies Record<string, { severity: AlertSeverity; once: boolean }>;

type AlertSeverity = 'info' | 'warning' | 'error';
export type AlertCode = keyof typeof ALERT_CATALOGUE;
