import type { Action } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { cancel, fork, select, take } from 'redux-saga/effects';

interface FetchLatestPerKeyOptions<S, A extends Action> {
  /** What the fetch is about now (an account, an address), or null for nothing to fetch. */
  keyOf(state: S): string | null;
  /** Whether the slice's entry for the key is recent enough to skip (the one cache). */
  isFresh(state: S, key: string, now: number): boolean;
  /** A user's explicit request: fetches even when fresh, and restarts one in flight. */
  isForced?(action: A): boolean;
  /** The fetch itself; a newer key cancels it. */
  fetch(key: string, action: A): Generator;
}

/**
 * The fetch loop the account's balance, tokens and identity share: on every trigger, fetch for
 * the key the state names now. Latest wins: a fetch for another key is cancelled. A fetch in
 * flight for the same key is kept, so triggers that arrive together (connecting while Account
 * opens) ask once. A fresh entry in the slice skips the fetch, unless the user forced it.
 */
export function* fetchLatestPerKey<S, A extends Action>(
  source: Channel<A>,
  options: FetchLatestPerKeyOptions<S, A>,
) {
  let running: { task: Task; key: string } | null = null;
  while (true) {
    const action: A = yield take(source);
    const state: S = yield select();
    const key = options.keyOf(state);
    if (key === null) continue;
    const forced = options.isForced?.(action) ?? false;
    if (running?.task.isRunning()) {
      if (running.key === key && !forced) continue;
      yield cancel(running.task);
    }
    if (!forced && options.isFresh(state, key, Date.now())) continue;
    running = { task: yield fork(options.fetch, key, action), key };
  }
}
