/**
 * What the secure frame's approval prompt shows for an unsafe request: the message text, the
 * typed data's message, a transaction's to / value and a decoded ERC-20 transfer, or each
 * call's to / value of a batch (wallet_sendCalls), the permissions granted or the session revoked
 * (ERC-7715).
 */
import { Interface, formatEther, isHexString, toUtf8String } from 'ethers';

const ERC20 = new Interface(['function transfer(address to, uint256 amount)']);

/** What the approval prompt shows: message text, or to / value / a decoded ERC-20 transfer. */
export function describeRequest(method, params) {
  if (method === 'personal_sign') {
    const [message] = params;
    let text = String(message ?? '');
    if (isHexString(text)) {
      try {
        text = toUtf8String(text);
      } catch {
        // Not UTF-8: shown as the hex it is.
      }
    }
    return { kind: 'message', title: 'Sign this message', text };
  }
  if (method === 'eth_signTypedData_v4') {
    const typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1];
    return {
      kind: 'typedData',
      title: 'Sign typed data',
      text: JSON.stringify(typed?.message ?? typed, null, 2),
      primaryType: typed?.primaryType ?? '',
    };
  }
  if (method === 'wallet_grantPermissions') {
    const request = params[0] ?? {};
    const permissions = Array.isArray(request.permissions) ? request.permissions : [];
    return {
      kind: 'permissions',
      title: 'Grant permissions',
      text: [
        ...permissions.map((entry) => `${entry?.type}: ${JSON.stringify(entry?.data ?? {})}`),
        `Until ${new Date(Number(request.expiry) * 1000).toISOString()}`,
      ].join('\n'),
    };
  }
  if (method === 'wallet_revokePermissions') {
    return {
      kind: 'permissions',
      title: 'Revoke permissions',
      text: `Session ${String(params[0]?.permissionsContext ?? '')}`,
    };
  }
  if (method === 'wallet_sendCalls') {
    const calls = Array.isArray(params[0]?.calls) ? params[0].calls : [];
    return {
      kind: 'calls',
      title: `Send ${calls.length} calls at once`,
      calls: calls.map((entry) => ({
        to: String(entry?.to ?? ''),
        value: `${formatEther(BigInt(entry?.value ?? 0))} ETH`,
      })),
    };
  }
  const tx = params[0] ?? {};
  const display = {
    kind: 'transaction',
    title: 'Send a transaction',
    to: tx.to ?? '',
    value: `${formatEther(BigInt(tx.value ?? 0))} ETH`,
  };
  if (typeof tx.data === 'string' && tx.data.startsWith('0xa9059cbb')) {
    try {
      const [recipient, amount] = ERC20.decodeFunctionData('transfer', tx.data);
      display.erc20Transfer = { token: tx.to, recipient, amount: amount.toString() };
    } catch {
      // Not a well-formed transfer: only to and value are shown.
    }
  }
  return display;
}
