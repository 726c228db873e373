/** A JSON-RPC error answer: `code`, `message` and optional `data`, as the validator sends them. */
export class RpcError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   * @param {unknown} [data]
   */
  constructor(code, message, data) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
    this.data = data;
  }

  toJSON() {
    return {
      code: this.code,
      message: this.message,
      ...(this.data !== undefined && { data: this.data }),
    };
  }
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** The validator's preflight failure (`Transaction simulation failed: …`). */
export const PREFLIGHT_FAILURE = -32002;
export const SIGNATURE_VERIFICATION_FAILURE = -32003;

export const invalidParams = (/** @type {string} */ message) =>
  new RpcError(INVALID_PARAMS, message);
