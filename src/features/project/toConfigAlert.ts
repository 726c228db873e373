import { isApiError } from '../../api/ApiError';
import type { AlertCode } from '../alerts/alertCatalogue';

/**
 * The alert for a failed project-configuration (or allowed-origins) fetch: 401
 * Invalid Project ID, 403 Project ID Not Configured, 429 Rate Limited, 5xx Server Error.
 * Anything else (offline, a timeout, a malformed answer) raises none: the modal goes on with
 * the host's configuration, and the failure is in the log.
 */
export function toConfigAlert(error: unknown): AlertCode | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  if (error.status === 401) return 'INVALID_PROJECT_ID';
  if (error.status === 403) return 'PROJECT_ID_NOT_CONFIGURED';
  if (error.status === 429) return 'RATE_LIMITED_APP_CONFIGURATION';
  if (error.status >= 500) return 'SERVER_ERROR_APP_CONFIGURATION';
  return null;
}
