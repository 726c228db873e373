import { useState } from 'react';
import { PorticoError, type PermissionRequest, type WalletModal } from 'portico';

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

type GrantState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: string }
  | { status: 'failed'; error: string };

/**
 * Host code asking for a smart session (`modal.grantPermissions`, ERC-7715) with the sample
 * request; shows the wallet's answer (its permissionsContext) or the error's code and message.
 */
export function SmartSessionsPanel({ modal }: { modal: WalletModal }) {
  const [state, setState] = useState<GrantState>({ status: 'idle' });
  const grant = async () => {
    setState({ status: 'pending' });
    try {
      const result = await modal.grantPermissions(demoPermissionRequest());
      setState({ status: 'done', result: JSON.stringify(result) });
    } catch (error) {
      setState({
        status: 'failed',
        error:
          error instanceof PorticoError ? `${error.code}: ${error.shortMessage}` : String(error),
      });
    }
  };
  return (
    <section className="demo-panel" aria-labelledby="demo-sessions-heading">
      <h2 id="demo-sessions-heading">Smart sessions</h2>
      <button type="button" onClick={() => void grant()}>
        Grant permissions
      </button>
      <p>
        Result:{' '}
        <output data-testid="grant-result" data-status={state.status}>
          {state.status === 'done'
            ? state.result
            : state.status === 'failed'
              ? state.error
              : state.status}
        </output>
      </p>
    </section>
  );
}
