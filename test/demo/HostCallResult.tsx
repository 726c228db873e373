import { useState } from 'react';
import { PorticoError } from 'portico';

export type HostCallState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: string }
  | { status: 'failed'; error: string };

/** How a failed call reads: the PorticoError's short message, or `code: message`. */
export type ErrorText = (error: unknown) => string;

export const shortMessage: ErrorText = (error) =>
  error instanceof PorticoError ? error.shortMessage : String(error);

/**
 * One host call's outcome for a demo panel: `run` awaits the call, shows its JSON result or
 * its error, and resolves with the result (undefined on failure).
 */
export function useHostCall(errorText: ErrorText = shortMessage) {
  const [state, setState] = useState<HostCallState>({ status: 'idle' });
  const run = async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
    setState({ status: 'pending' });
    try {
      const result = await call();
      setState({ status: 'done', result: JSON.stringify(result) });
      return result;
    } catch (error) {
      setState({ status: 'failed', error: errorText(error) });
      return undefined;
    }
  };
  return [state, run] as const;
}

/** "Result: …" with the call's state in `data-status`, for the e2e tests to read. */
export function HostCallResult({ state, testId }: { state: HostCallState; testId: string }) {
  return (
    <p>
      Result:{' '}
      <output data-testid={testId} data-status={state.status}>
        {state.status === 'done'
          ? state.result
          : state.status === 'failed'
            ? state.error
            : state.status}
      </output>
    </p>
  );
}
