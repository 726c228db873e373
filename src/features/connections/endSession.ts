import { call, delay, race } from 'redux-saga/effects';
import type { ChainAdapter } from '../../adapter/ChainAdapter';
import { settle, type Settled } from '../../utils/settle';

/** A wallet that does not confirm a disconnect in 5 s is forgotten locally anyway. */
export const DISCONNECT_TIMEOUT_MS = 5000;

/** Ends `connectorId`'s session with its wallet: false when it refused or stayed silent. */
export function* endSession(adapter: ChainAdapter, connectorId: string) {
  const { settled }: { settled?: Settled<void> } = yield race({
    settled: call(settle, () => adapter.disconnect({ connectorId })),
    timeout: delay(DISCONNECT_TIMEOUT_MS),
  });
  return settled?.ok === true;
}
