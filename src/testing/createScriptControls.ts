/** What both dev wallets' cores offer their controls: the script and the lock. */
interface ScriptedCore {
  state: { behavior: 'approve' | 'reject'; delayMs: number; locked: boolean };
  setBehavior(behavior: 'approve' | 'reject'): void;
  setLocked(locked: boolean): void;
}

/**
 * The controls every dev wallet shares: its script as plain properties (`behavior`,
 * `delayMs`, `locked`; the core settles what waits on them) and the user's approve, reject,
 * lock and unlock; with `own`, the wallet's other controls, on the same object (accessors
 * kept as accessors).
 */
export function createScriptControls<Own extends object>(
  core: ScriptedCore,
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
  };
  return Object.defineProperties(script, Object.getOwnPropertyDescriptors(own)) as typeof script &
    Own;
}
