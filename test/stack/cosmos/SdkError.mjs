/**
 * A Cosmos SDK error as a node reports it: an ABCI `code` in the `sdk` codespace and a `log`
 * built the way the SDK's errors.Wrap builds it (`<detail>: <the code's description>`), so
 * cosmjs raises "Broadcasting transaction failed with code N (codespace: sdk). Log: …" with the
 * text a real chain sends.
 */

/** The SDK's registered errors (types/errors/errors.go) the stand-in can answer. */
export const SDK_ERRORS = Object.freeze({
  2: 'tx parse error',
  4: 'unauthorized',
  5: 'insufficient funds',
  6: 'unknown request',
  7: 'invalid address',
  8: 'invalid pubkey',
  9: 'unknown address',
  10: 'invalid coins',
  11: 'out of gas',
  12: 'memo too large',
  13: 'insufficient fee',
  15: 'no signatures supplied',
  18: 'invalid request',
  22: 'key not found',
  30: 'tx timeout height',
  32: 'incorrect account sequence',
});

/** @typedef {keyof typeof SDK_ERRORS} SdkErrorCode */

export class SdkError extends Error {
  /**
   * @param {keyof typeof SDK_ERRORS} code
   * @param {string} [detail] what went wrong; the log is `detail: description`
   */
  constructor(code, detail) {
    const description = SDK_ERRORS[code];
    super(detail ? `${detail}: ${description}` : description);
    this.name = 'SdkError';
    this.code = code;
    this.codespace = 'sdk';
    /** @type {bigint | undefined} gas wanted, set on a simulation's error */
    this.gasWanted = undefined;
    /** @type {bigint | undefined} gas used, set on a simulation's error */
    this.gasUsed = undefined;
  }

  /**
   * `error` behind `detail`, as errors.Wrap puts it (`detail: error's log`); the code stays.
   * @param {SdkError} error
   * @param {string} detail
   */
  static wrap(error, detail) {
    const wrapped = new SdkError(error.code);
    wrapped.message = `${detail}: ${error.message}`;
    return wrapped;
  }

  /** The log line of the ABCI answer. */
  get log() {
    return this.message;
  }
}
