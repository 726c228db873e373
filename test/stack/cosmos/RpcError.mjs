/** A JSON-RPC error answer as CometBFT sends it: `code`, `message` and a `data` string. */
export class RpcError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   * @param {string} [data]
   */
  constructor(code, message, data = '') {
    super(data ? `${message}: ${data}` : message);
    this.name = 'RpcError';
    this.code = code;
    this.rpcMessage = message;
    this.data = data;
  }

  toJSON() {
    return { code: this.code, message: this.rpcMessage, data: this.data };
  }
}

export const methodNotFound = () => new RpcError(-32601, 'Method not found');
export const invalidParams = (/** @type {string} */ data) =>
  new RpcError(-32602, 'Invalid params', `error converting json params to arguments: ${data}`);
export const internalError = (/** @type {string} */ data) =>
  new RpcError(-32603, 'Internal error', data);
