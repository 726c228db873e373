import { PorticoError } from '../../adapter/PorticoError';

/** 'SIWX is not enabled': a sign-in was asked for but no `siwx`/`siweConfig` is set. */
export class SiwxNotEnabledError extends PorticoError {
  override readonly name = 'SiwxNotEnabledError';

  constructor() {
    super('SIWX_NOT_ENABLED', 'SIWX is not enabled');
  }
}
