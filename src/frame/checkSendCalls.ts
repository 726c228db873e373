import { ProviderRpcError } from '../adapter/providerErrors';

/** A hex string of whole bytes with its 0x (the prefix is asked for; we also want hex). */
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const invalid = (reason: string) => new ProviderRpcError(-32602, `Invalid calls: ${reason}`);

/**
 * `wallet_sendCalls`: each call's `to` starts with 0x (an address), its optional `data`
 * starts with 0x (hex bytes). Checked before the request reaches the frame, so a malformed
 * batch is refused here (-32602) rather than shown for approval.
 */
export function checkSendCalls(params: readonly unknown[]): void {
  const request = params[0] as { calls?: unknown } | undefined;
  const calls = request?.calls;
  if (!Array.isArray(calls) || calls.length === 0) throw invalid('calls must be a non-empty list');
  calls.forEach((call: unknown, index) => {
    const { to, data, value } = (call ?? {}) as { to?: unknown; data?: unknown; value?: unknown };
    if (typeof to !== 'string' || !ADDRESS.test(to))
      throw invalid(`call ${index + 1}: to must be a 0x address`);
    if (data !== undefined && (typeof data !== 'string' || !HEX_DATA.test(data)))
      throw invalid(`call ${index + 1}: data must be 0x hex`);
    if (value !== undefined && (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)))
      throw invalid(`call ${index + 1}: value must be a 0x quantity`);
  });
}
