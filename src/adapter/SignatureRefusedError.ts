import { PorticoError } from './PorticoError';

/**
 * A signature that is not the address's signature of the message, or cannot be checked;
 * `reason` (also the message) says why, for sign-in to name.
 */
export class SignatureRefusedError extends PorticoError {
  override readonly name = 'SignatureRefusedError';
  readonly reason: string;

  constructor(reason: string, options: { cause?: unknown } = {}) {
    super('SIGNATURE_REFUSED', reason, options);
    this.reason = reason;
  }
}
