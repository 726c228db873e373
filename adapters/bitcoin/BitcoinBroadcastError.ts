import { PorticoError } from '../../src/adapter/PorticoError';

/**
 * The node refused a transaction at broadcast (Esplora's 400 `sendrawtransaction RPC error:
 * {"code":…,"message":…}`): a spent input, dust, a fee below the relay minimum, a bad
 * signature. `reason` is the node's reject reason, for developers.
 */
export class BitcoinBroadcastError extends PorticoError {
  override readonly name = 'BitcoinBroadcastError';
  /** bitcoind's reject reason, e.g. `min relay fee not met, 100 < 141`. */
  readonly reason: string;
  /** bitcoind's RPC error code (-25 missing or spent inputs, -26 rejected, …) when it gave one. */
  readonly rpcCode: number | undefined;

  constructor({ reason, rpcCode }: { reason: string; rpcCode?: number }) {
    super('TRANSACTION_REJECTED', 'The network refused the transaction', {
      details: rpcCode === undefined ? reason : `${reason} (RPC error ${rpcCode})`,
      params: { reason },
    });
    this.reason = reason;
    this.rpcCode = rpcCode;
  }
}
