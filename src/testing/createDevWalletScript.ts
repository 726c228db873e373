import { DevWalletRpcError } from './DevWalletRpcError';
import type { DevWalletOutcome } from './types';

/** How the user answers a prompt: as told, or (undefined) as the script's `behavior` says. */
export type PromptAnswer = 'approve' | 'reject' | undefined;

/** The script every dev wallet starts from: how prompts answer, how long they take, the lock. */
interface Script {
  behavior: 'approve' | 'reject';
  delayMs: number;
  locked: boolean;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The script a dev wallet starts with, before its options' `script`. */
export const DEFAULT_SCRIPT: Script = { behavior: 'approve', delayMs: 0, locked: false };

/**
 * The part every dev wallet's core shares, whatever its wire and keys: the script (`state`,
 * `DEFAULT_SCRIPT` and the options' `script` first, then the namespace's own fields), the
 * answers scripted per prompt, the log of calls, the prompt that takes `delayMs` and throws
 * `refusal()` when refused, one connect prompt at a time (counted), and the requests waiting
 * for an unlock. `scriptedError` is how the namespace's wallet throws a scripted error
 * (default its `DevWalletRpcError`).
 */
export function createDevWalletScript<
  Method extends string,
  State extends Script,
  Prompt extends string = Method,
>(setup: {
  state: State;
  refusal: () => Error;
  scriptedError?: (outcome: Exclude<DevWalletOutcome, string>) => Error;
}) {
  const { state } = setup;
  const toError =
    setup.scriptedError ??
    ((outcome) => new DevWalletRpcError(outcome.code, outcome.message, outcome.data));
  const scripted = new Map<Prompt, DevWalletOutcome[]>();
  const calls: Method[] = [];
  const unlockWaiters = new Set<Waiter>();
  let connectPending = false;
  let connectPrompts = 0;

  /** The next scripted answer of `prompt`; a scripted error throws now. */
  function take(prompt: Prompt): PromptAnswer {
    const outcome = scripted.get(prompt)?.shift();
    if (typeof outcome === 'object') throw toError(outcome);
    return outcome;
  }

  /** A prompt the user answers after `delayMs`: resolves on approval, else throws `refusal()`. */
  async function prompt(answer: PromptAnswer, refusal = setup.refusal): Promise<void> {
    if (state.delayMs > 0) await sleep(state.delayMs);
    if ((answer ?? state.behavior) === 'reject') throw refusal();
  }

  /** Settles the requests waiting for an unlock: resolved, or rejected with `error`. */
  function settleUnlock(error?: Error): void {
    const waiters = [...unlockWaiters];
    unlockWaiters.clear();
    for (const waiter of waiters) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }

  return {
    state,
    calls,
    take,
    prompt,
    settleUnlock,

    record(method: Method): void {
      calls.push(method);
    },
    /** Records a call of `method`; a scripted error throws, a scripted answer is returned. */
    begin(method: Method & Prompt): PromptAnswer {
      calls.push(method);
      return take(method);
    },
    next(which: Prompt, outcome: DevWalletOutcome): void {
      scripted.set(which, [...(scripted.get(which) ?? []), outcome]);
    },

    /** The wallet's unlock popup: at once when unlocked; refused, or waiting for an unlock. */
    async unlocked(answer: PromptAnswer, refusal = setup.refusal): Promise<void> {
      if (!state.locked) return;
      if ((answer ?? state.behavior) === 'reject') throw refusal();
      await new Promise<void>((resolve, reject) => unlockWaiters.add({ resolve, reject }));
    },

    /** Runs `connect` unless one is open already (then throws `busy()`): one at a time. */
    async oneConnect<T>(connect: () => Promise<T>, busy: () => Error): Promise<T> {
      if (connectPending) throw busy();
      connectPending = true;
      try {
        return await connect();
      } finally {
        connectPending = false;
      }
    },
    /** Counts a connect prompt (`connectPrompts`). */
    countConnectPrompt(): void {
      connectPrompts += 1;
    },
    /** The prompt of a connect, counted. */
    connectPrompt(answer: PromptAnswer, refusal = setup.refusal): Promise<void> {
      connectPrompts += 1;
      return prompt(answer, refusal);
    },
    connectPrompts: () => connectPrompts,

    setBehavior(behavior: 'approve' | 'reject'): void {
      state.behavior = behavior;
      if (behavior === 'reject') settleUnlock(setup.refusal());
    },
  };
}

/**
 * The listeners of one of a wallet's events. A listener that throws (or whose promise
 * rejects) is reported as `what` and does not stop the others, as in a real wallet, where the
 * page's code cannot break it.
 */
export function createDevListeners<Args extends unknown[]>(what: string) {
  const listeners = new Set<(...args: Args) => unknown>();
  const report = (error: unknown) => console.error(`${what} threw`, error);
  const notify = (listener: (...args: Args) => unknown, ...args: Args): void => {
    try {
      const result = listener(...args);
      if (result instanceof Promise) result.catch(report);
    } catch (error) {
      report(error);
    }
  };
  return {
    add(listener: (...args: Args) => unknown): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    remove: (listener: (...args: Args) => unknown) => void listeners.delete(listener),
    has: (listener: (...args: Args) => unknown) => listeners.has(listener),
    notify,
    /** Every listener, in the order added; copied first, as a listener may remove itself. */
    emit(...args: Args): void {
      for (const listener of [...listeners]) notify(listener, ...args);
    },
  };
}
