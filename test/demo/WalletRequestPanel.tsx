import { useState } from 'react';
import type { WalletModal } from 'portico';
import { HostCallResult, useHostCall } from './HostCallResult';

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

/**
 * The two calls "Send two calls" batches (EIP-5792 `wallet_sendCalls`): 0.001 and 0.002 ETH to
 * two addresses no wallet uses, so a test reads both balances.
 */
export const DEMO_BATCH = [
  { to: '0x000000000000000000000000000000000000bA71', value: '0x38d7ea4c68000' },
  { to: '0x000000000000000000000000000000000000bA72', value: '0x71afd498d0000' },
] as const;

/**
 * Host code sending other wallet requests through `modal.request`: typed data, a batch of two
 * calls and its status (EIP-5792), or any method by name with no params (what the embedded
 * wallet allows, approves or refuses).
 */
export function WalletRequestPanel({ modal }: { modal: WalletModal }) {
  const [state, call] = useHostCall();
  const [method, setMethod] = useState('eth_blockNumber');
  const [callsId, setCallsId] = useState<string | null>(null);
  /** Sends `request`, shows its outcome, and resolves with the result (undefined on failure). */
  const run = (request: { method: string; params?: unknown[] }) =>
    call(() => modal.request(request));
  const signTypedData = () => {
    const address = modal.getSnapshot().caipAddress?.split(':')[2];
    return run({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(DEMO_TYPED_DATA)],
    });
  };
  const sendCalls = async () => {
    const [, reference, from] = modal.getSnapshot().caipAddress?.split(':') ?? [];
    const result = (await run({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: `0x${Number(reference).toString(16)}`,
          from,
          atomicRequired: true,
          calls: DEMO_BATCH,
        },
      ],
    })) as { id?: string } | undefined;
    if (result?.id) setCallsId(result.id);
  };
  return (
    <section className="demo-panel" aria-labelledby="demo-request-heading">
      <h2 id="demo-request-heading">Wallet requests</h2>
      <button type="button" onClick={() => void signTypedData()}>
        Sign typed data
      </button>
      <button type="button" onClick={() => void sendCalls()}>
        Send two calls
      </button>
      <button
        type="button"
        disabled={!callsId}
        onClick={() => void run({ method: 'wallet_getCallsStatus', params: [callsId] })}
      >
        Calls status
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
      <HostCallResult state={state} testId="request-result" />
    </section>
  );
}
