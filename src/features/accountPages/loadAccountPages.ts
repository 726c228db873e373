import type { Action, PayloadActionCreator } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import type { PorticoState } from '../PorticoState';
import type { PagedEntry, PageRef } from './pagedEntries';

/** The account a paged list is about: the active one on the active chain, or null. */
export interface PagedTarget {
  caipAddress: string;
  chainId: string;
  address: string;
}

/** What a trigger asks: show the list (cached while fresh), its next page, or a fresh list. */
export type PageIntent = 'show' | 'more' | 'refresh';

interface LoadAccountPagesOptions<T extends { id: string }> {
  /** For the log. */
  source: string;
  target(state: PorticoState): PagedTarget | null;
  entry(state: PorticoState, caipAddress: string): PagedEntry<T> | undefined;
  intentOf(action: Action): PageIntent | null;
  /** How long a first page is shown without asking again on `show`. */
  freshMs: number;
  fetchPage(
    api: PorticoApi,
    params: { address: string; chainId: string; cursor?: string },
  ): Promise<{ data: T[]; next: string | null }>;
  started: PayloadActionCreator<PageRef>;
  loaded: PayloadActionCreator<PageRef & { items: T[]; next: string | null; timestamp: number }>;
  failed: PayloadActionCreator<PageRef>;
}

function* loadPage<T extends { id: string }>(
  options: LoadAccountPagesOptions<T>,
  target: PagedTarget,
  cursor: string | null,
) {
  const ref: PageRef = { caipAddress: target.caipAddress, more: cursor !== null };
  yield put(options.started(ref));
  try {
    const loader: ApiLoader = yield getContext('api');
    const api: PorticoApi = yield call([loader, loader.load]);
    const page: { data: T[]; next: string | null } = yield call(options.fetchPage, api, {
      address: target.address,
      chainId: target.chainId,
      ...(cursor !== null && { cursor }),
    });
    yield put(options.loaded({ ...ref, items: page.data, next: page.next, timestamp: Date.now() }));
  } catch (error) {
    const logger: Logger = yield getContext('logger');
    const report = toErrorReport(options.source, error);
    logger.error(
      `A ${options.source} page could not be fetched`,
      {
        error: describeError(error),
      },
      report,
    );
    yield put(options.failed(ref));
  }
}

/**
 * Whether showing the list asks for its first page: never asked, still loading, or loaded
 * (or a next page failed) longer ago than `freshMs`. A failed list waits for its retry
 * button; a next page under way is left to finish.
 */
function wantsFirstPage<T>(entry: PagedEntry<T> | undefined, freshMs: number): boolean {
  if (!entry || entry.status === 'loading') return true;
  if (entry.status !== 'loaded' && entry.status !== 'moreFailed') return false;
  return Date.now() - entry.timestamp >= freshMs;
}

/**
 * The loop of the account's paged lists (activity, NFTs): `show` fetches the first page when
 * `wantsFirstPage` says so and none is on its way; `more` the next page, once, when the list has one and
 * nothing is loading; `refresh` (a retry, or after the account sent something) a new first
 * page, cancelling whatever was loading. Pages are asked for the account active now only.
 */
export function* loadAccountPages<T extends { id: string }>(
  source: Channel<Action>,
  options: LoadAccountPagesOptions<T>,
) {
  let running: { task: Task; caipAddress: string } | null = null;
  while (true) {
    const action: Action = yield take(source);
    const intent = options.intentOf(action);
    const state: PorticoState = yield select();
    const target = options.target(state);
    if (!intent || !target) continue;
    const entry = options.entry(state, target.caipAddress);
    const busy = running?.task.isRunning() && running.caipAddress === target.caipAddress;
    if (intent === 'more') {
      const canMore = entry?.next && (entry.status === 'loaded' || entry.status === 'moreFailed');
      if (!canMore || busy) continue;
      running = { task: yield fork(loadPage<T>, options, target, entry.next), ...target };
      continue;
    }
    if (intent === 'show' && (busy || !wantsFirstPage(entry, options.freshMs))) continue;
    if (running?.task.isRunning()) yield cancel(running.task);
    running = { task: yield fork(loadPage<T>, options, target, null), ...target };
  }
}
