import { useState } from 'react';
import { PorticoError, type WalletModal } from 'portico';

/** EIP-712 data the demo asks the wallet to sign (`eth_signTypedData_v4`). */
export const DEMO_TYPED_DATA = {
  domain: { name: 'Portico demo', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Greeting: [{ name: 'text', type: 'string' }],
  },
  primaryType: 'Greeting',
  message: { text: 'Hello from the Portico demo' },
};

type RequestState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: string }
  | { status: 'failed'; error: string };

/**
 * Host code sending other wallet requests through `modal.request`: typed data, or any method
 * by name with no params (what the embedded wallet allows, approves or refuses).
 */
export function WalletRequestPanel({ modal }: { modal: WalletModal }) {
  const [state, setState] = useState<RequestState>({ status: 'idle' });
  const [method, setMethod] = useState('eth_blockNumber');
  const run = async (request: { method: string; params?: unknown[] }) => {
    setState({ status: 'pending' });
    try {
      const result = await modal.request(request);
      setState({ status: 'done', result: JSON.stringify(result) });
    } catch (error) {
      const message = error instanceof PorticoError ? error.shortMessage : String(error);
      setState({ status: 'failed', error: message });
    }
  };
  const signTypedData = () => {
    const address = modal.getSnapshot().caipAddress?.split(':')[2];
    return run({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(DEMO_TYPED_DATA)],
    });
  };
  return (
    <section className="demo-panel" aria-labelledby="demo-request-heading">
      <h2 id="demo-request-heading">Wallet requests</h2>
      <button type="button" onClick={() => void signTypedData()}>
        Sign typed data
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run({ method });
        }}
      >
        <label>
          Method <input value={method} onChange={(event) => setMethod(event.target.value)} />
        </label>
        <button type="submit">Send request</button>
      </form>
      <p>
        Result:{' '}
        <output data-testid="request-result" data-status={state.status}>
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
