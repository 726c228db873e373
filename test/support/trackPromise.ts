/** What a tracked promise has done so far, readable synchronously between steps. */
export interface Outcome {
  state: 'pending' | 'resolved' | 'rejected';
  value?: unknown;
}

/** Starts tracking `promise`: the returned outcome changes in place when it settles. */
export function track(promise: Promise<unknown>): Outcome {
  const outcome: Outcome = { state: 'pending' };
  promise.then(
    (value: unknown) => Object.assign(outcome, { state: 'resolved', value }),
    (error: unknown) => Object.assign(outcome, { state: 'rejected', value: error }),
  );
  return outcome;
}
