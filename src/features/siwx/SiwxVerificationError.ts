import { PorticoError } from '../../adapter/PorticoError';

/** The check a SIWX session failed. */
export type SiwxVerificationRule =
  | 'signature'
  | 'domain'
  | 'uri'
  | 'nonce'
  | 'issuedAt'
  | 'notBefore'
  | 'expirationTime'
  | 'chainId'
  | 'format';

/**
 * A signed SIWX session that was refused; `rule` names the failed check and `details` says why.
 * The short message is the 'Error signing message', which the modal shows.
 */
export class SiwxVerificationError extends PorticoError {
  override readonly name = 'SiwxVerificationError';
  readonly rule: SiwxVerificationRule;

  constructor(rule: SiwxVerificationRule, reason: string, options: { cause?: unknown } = {}) {
    super('SIWX_VERIFICATION_FAILED', 'Error signing message', {
      details: `${rule}: ${reason}`,
      cause: options.cause,
    });
    this.rule = rule;
  }
}
