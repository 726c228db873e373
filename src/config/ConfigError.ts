import { PorticoError } from '../adapter/PorticoError';

/** Thrown by `createWalletModal` when the config is invalid; `field` names the offending path. */
export class ConfigError extends PorticoError {
  override readonly name = 'ConfigError';
  readonly field: string;

  constructor(field: string, message: string) {
    super('CONFIG_INVALID', `Invalid Portico config: ${field}: ${message}`);
    this.field = field;
  }
}
