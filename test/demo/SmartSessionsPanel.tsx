import { PorticoError, type PermissionRequest, type WalletModal } from 'portico';
import { HostCallResult, useHostCall, type ErrorText } from './HostCallResult';

/** The error's code too: the tests tell the refusals apart by it. */
const codeAndMessage: ErrorText = (error) =>
  error instanceof PorticoError ? `${error.code}: ${error.shortMessage}` : String(error);

/** A sample ERC-7715 request: up to 0.01 ETH a day to a demo key, for one hour from now. */
export function demoPermissionRequest(nowMs = Date.now()): PermissionRequest {
  return {
    expiry: Math.floor(nowMs / 1000) + 3600,
    signer: {
      type: 'key',
      data: {
        type: 'secp256k1',
        publicKey: '0x0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
      },
    },
    permissions: [
      {
        type: 'native-token-recurring-allowance',
        data: { allowance: '0x2386f26fc10000', start: Math.floor(nowMs / 1000), period: 86_400 },
      },
    ],
  };
}

/**
 * Host code asking for a smart session (`modal.grantPermissions`, ERC-7715) with the sample
 * request; shows the wallet's answer (its permissionsContext) or the error's code and message.
 */
export function SmartSessionsPanel({ modal }: { modal: WalletModal }) {
  const [state, run] = useHostCall(codeAndMessage);
  const grant = () => run(() => modal.grantPermissions(demoPermissionRequest()));
  return (
    <section className="demo-panel" aria-labelledby="demo-sessions-heading">
      <h2 id="demo-sessions-heading">Smart sessions</h2>
      <button type="button" onClick={() => void grant()}>
        Grant permissions
      </button>
      <HostCallResult state={state} testId="grant-result" />
    </section>
  );
}
