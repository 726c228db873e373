import type { Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, select } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { NameSuggestions, Profile } from '../../api/profile';
import type { PorticoState } from '../PorticoState';
import { namesApi } from './namesApi';
import { selectNamesState } from './namesSelectors';
import { nameCheckAnswered, nameCheckStarted, type NameCheckAnswer } from './namesSlice';
import { NAME_ZONE, toLabel } from './nameZone';
import { toNameErrorInfo } from './toNameErrorInfo';

/** The default debounce, between the last keystroke and the check. */
export const NAME_CHECK_DEBOUNCE_MS = 500;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function* settle<T>(fn: () => Promise<T>) {
  try {
    return { ok: true, value: (yield call(fn)) as T } as Settled<T>;
  } catch (error) {
    return { ok: false, error } as Settled<T>;
  }
}

/**
 * Checks the typed name now: the lookup says whether it is taken (404: free), the suggestions
 * call gives free names like it. The answer carries the edit generation it started under, and
 * the slice drops it when the user typed since: checks are never cancelled, late ones lose.
 */
function* checkNameNow() {
  const { check }: ReturnType<typeof selectNamesState> = yield select((state: PorticoState) =>
    selectNamesState(state),
  );
  const { seq, name } = check;
  if (name === null) return;
  yield put(nameCheckStarted({ seq, name }));
  let answer: NameCheckAnswer;
  try {
    const api: PorticoApi = yield call(namesApi);
    const [lookup, suggested]: [Settled<Profile | null>, Settled<NameSuggestions>] = yield all([
      call(settle<Profile | null>, () => api.getProfileByName({ name })),
      call(settle<NameSuggestions>, () =>
        api.getNameSuggestions({ name: toLabel(name), zone: NAME_ZONE }),
      ),
    ]);
    const suggestions = suggested.ok
      ? suggested.value.suggestions
          .filter((suggestion) => !suggestion.registered && suggestion.name !== name)
          .map((suggestion) => suggestion.name)
      : null;
    answer = {
      seq,
      name,
      availability: lookup.ok ? (lookup.value ? 'taken' : 'available') : 'failed',
      suggestions,
      error: !lookup.ok
        ? toNameErrorInfo(lookup.error, 'NAME_RESOLVE_FAILED')
        : !suggested.ok
          ? toNameErrorInfo(suggested.error, 'NAME_SUGGESTIONS_FAILED')
          : null,
    };
  } catch (error) {
    // The client's chunk did not load.
    answer = {
      seq,
      name,
      availability: 'failed',
      suggestions: null,
      error: toNameErrorInfo(error, 'NAME_RESOLVE_FAILED'),
    };
  }
  yield put(nameCheckAnswered(answer));
}

/** The check after `ms` of quiet typing: an edit within that time starts the wait again. */
export function createNameChecker() {
  let waiting: Task | null = null;

  function* debounced(ms: number) {
    yield delay(ms);
    // From here on the check is out: a newer edit no longer cancels it, the slice drops it.
    waiting = null;
    yield call(checkNameNow);
  }

  function* schedule(ms: number) {
    if (waiting) yield cancel(waiting);
    waiting = null;
    const { check }: ReturnType<typeof selectNamesState> = yield select((state: PorticoState) =>
      selectNamesState(state),
    );
    if (check.name !== null) waiting = (yield fork(debounced, ms)) as Task;
  }

  return { schedule };
}
