import { PorticoError } from '../../adapter/PorticoError';
import type { SiwxMessageData } from './types';

/** A field of a SIWX message, or `message` when the text as a whole is malformed. */
export type SiwxMessageField = keyof SiwxMessageData | 'message';

/**
 * A SIWX message that cannot be built or parsed; `field` names the offending field. Mostly a
 * host misconfiguration (a domain with a scheme, a multi-line statement), so the short message
 * is developer-facing like `ConfigError`'s; the flow shows 'Error signing message'.
 */
export class SiwxMessageError extends PorticoError {
  override readonly name = 'SiwxMessageError';
  readonly field: SiwxMessageField;

  constructor(field: SiwxMessageField, reason: string, options: { cause?: unknown } = {}) {
    super('SIWX_MESSAGE_INVALID', `Invalid SIWX message: ${field}: ${reason}`, options);
    this.field = field;
  }
}
