/** One JSON-RPC call: the method and its positional or named params. */
export interface RpcRequestArguments {
  method: string;
  params?: readonly unknown[] | Readonly<Record<string, unknown>>;
}

/** Anything that carries JSON-RPC calls: one HTTP endpoint, or a fallback over several. */
export interface RpcTransport {
  /**
   * Resolves with the call's `result`, or rejects with a `PorticoError`. The envelope is
   * validated; the result is `unknown` because only the caller knows its shape.
   */
  request(args: RpcRequestArguments): Promise<unknown>;
}
