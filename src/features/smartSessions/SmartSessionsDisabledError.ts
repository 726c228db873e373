import { PorticoError } from '../../adapter/PorticoError';

/** `modal.grantPermissions` without `features.smartSessions`. */
export class SmartSessionsDisabledError extends PorticoError {
  override readonly name = 'SmartSessionsDisabledError';
  constructor() {
    super('SMART_SESSIONS_DISABLED', 'Smart sessions are not enabled (features.smartSessions)');
  }
}
