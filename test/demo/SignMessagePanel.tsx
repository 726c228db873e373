import { useState } from 'react';
import { PorticoError, type WalletModal } from 'portico';

/** The message the demo asks the wallet to sign. */
export const DEMO_MESSAGE = 'Hello from the Portico demo';

type SignState =
  | { status: 'idle' }
  | { status: 'signing' }
  | { status: 'signed'; signature: string }
  | { status: 'failed'; error: string };

/** Host code signing with the connected wallet through `modal.signMessage`. */
export function SignMessagePanel({ modal }: { modal: WalletModal }) {
  const [state, setState] = useState<SignState>({ status: 'idle' });
  const sign = async () => {
    setState({ status: 'signing' });
    try {
      setState({ status: 'signed', signature: await modal.signMessage(DEMO_MESSAGE) });
    } catch (error) {
      const message = error instanceof PorticoError ? error.shortMessage : String(error);
      setState({ status: 'failed', error: message });
    }
  };
  return (
    <section className="demo-panel" aria-labelledby="demo-sign-heading">
      <h2 id="demo-sign-heading">Sign a message</h2>
      <p>
        Message: <code data-testid="sign-message">{DEMO_MESSAGE}</code>
      </p>
      <button type="button" onClick={() => void sign()} disabled={state.status === 'signing'}>
        Sign message
      </button>
      <p>
        Result:{' '}
        <output data-testid="sign-result" data-status={state.status}>
          {state.status === 'signed'
            ? state.signature
            : state.status === 'failed'
              ? state.error
              : state.status}
        </output>
      </p>
    </section>
  );
}
