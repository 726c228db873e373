import type { Action } from '@reduxjs/toolkit';
import { buffers, channel, type Channel, type Saga } from 'redux-saga';
import { fork, take } from 'redux-saga/effects';

/**
 * Several sagas behind one trigger source: each gets a channel of its own triggers, in the
 * order they came, so one feature's chunk can hold several independent sagas.
 */
export function* routeTriggers(
  source: Channel<Action>,
  routes: readonly (readonly [Saga, readonly string[]])[],
) {
  const targets: { channel: Channel<Action>; types: readonly string[] }[] = [];
  for (const [saga, types] of routes) {
    const target = channel<Action>(buffers.expanding(4));
    targets.push({ channel: target, types });
    yield fork(saga, target);
  }
  while (true) {
    const action: Action = yield take(source);
    for (const { channel: target, types } of targets)
      if (types.includes(action.type)) target.put(action);
  }
}
