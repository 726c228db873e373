import type { DevWalletOutcome } from './types';

/** What every dev wallet's core offers its controls: the script, the lock and the user's actions. */
interface ScriptedCore {
  state: { behavior: 'approve' | 'reject'; delayMs: number; locked: boolean };
  setBehavior(behavior: 'approve' | 'reject'): void;
  setLocked(locked: boolean): void;
  next(prompt: never, outcome: DevWalletOutcome): void;
  switchAccount(index: number): void;
  disconnect(): void;
  getState(): unknown;
}

/**
 * The controls every dev wallet shares: its script as plain properties (`behavior`,
 * `delayMs`, `locked`; the core settles what waits on them), the user's approve, reject,
 * lock and unlock, the next scripted answers (`next`), `switchAccount`, `disconnect` and
 * `getState`; with `own`, the wallet's other controls, on the same object (accessors kept as
 * accessors).
 */
export function createScriptControls<Core extends ScriptedCore, Own extends object>(
  core: Core,
  walletName: string,
  own: Own,
) {
  const { state } = core;
  const script = {
    get behavior() {
      return state.behavior;
    },
    set behavior(value: 'approve' | 'reject') {
      core.setBehavior(value);
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      if (!Number.isFinite(value) || value < 0)
        throw new RangeError(`${walletName}: delayMs ${value} is not >= 0`);
      state.delayMs = value;
    },
    get locked() {
      return state.locked;
    },
    set locked(value: boolean) {
      core.setLocked(value);
    },
    approve: () => core.setBehavior('approve'),
    reject: () => core.setBehavior('reject'),
    lock: () => core.setLocked(true),
    unlock: () => core.setLocked(false),
    // The core's own closures: none reads `this`.
    next: core.next as Core['next'],
    switchAccount: (index: number) => core.switchAccount(index),
    disconnect: () => core.disconnect(),
    getState: core.getState as Core['getState'],
  };
  return Object.defineProperties(script, Object.getOwnPropertyDescriptors(own)) as typeof script &
    Own;
}

/**
 * `own` with the controls of a wallet that logs its calls and counts its connect prompts: the
 * log (a copy), its reset, and the count (accessors kept as accessors).
 */
export function withCallLog<Method extends string, Own extends object>(
  core: { calls: Method[]; connectPrompts(): number },
  own: Own,
) {
  const log = {
    get calls() {
      return [...core.calls];
    },
    clearCalls: () => void core.calls.splice(0),
    get connectPrompts() {
      return core.connectPrompts();
    },
  };
  return Object.defineProperties(own, Object.getOwnPropertyDescriptors(log)) as Own & typeof log;
}
