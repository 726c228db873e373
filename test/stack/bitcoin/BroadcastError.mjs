/** A refused broadcast: bitcoind's RPC error code and reject reason. */
export class BroadcastError extends Error {
  /**
   * @param {number} code -22 decode failed, -25 missing inputs, -26 rejected, -27 already in chain
   * @param {string} message bitcoind's reject reason, e.g. `min relay fee not met, 100 < 141`
   */
  constructor(code, message) {
    super(message);
    this.name = 'BroadcastError';
    this.code = code;
  }

  /** Esplora's 400 body: the node's RPC error as electrs passes it on. */
  get text() {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.code, message: this.message })}`;
  }
}
