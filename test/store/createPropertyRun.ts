/**
 * One generated session: a real modal (real store, sagas and eip155 adapter) with a real dev
 * wallet announced through EIP-6963, whose requests are counted (so a run can tell that every
 * one ended) and can vanish (every request then fails 4900, as an extension that was removed);
 * and the product API on a fetch whose faults the steps switch (down: a network error; hang:
 * nothing until the client's timeout aborts it). Time is Jest's fake clock.
 */
import fc from 'fast-check';
import type { FeaturesInput } from '../../src/config/ConfigInput';
import type { FetchFn } from '../../src/api/createApiClient';
import {
  addWallet,
  createTestModal,
  type TestModal,
  type TestWallet,
} from '../support/walletHarness';
import { DEV_PRIVATE_KEYS } from '../../src/testing/devAccounts';
import type { ApiFault } from './storeSteps';

export interface PropertyRun extends TestModal {
  wallet: TestWallet;
  /** Wallet requests started and not yet settled. */
  walletInFlight(): number;
  /** API requests started and not yet settled. */
  apiInFlight(): number;
  /** Host promises (signMessage) started and not yet settled. */
  hostInFlight(): number;
  trackHostCall(promise: Promise<unknown>): void;
  setVanished(vanished: boolean): void;
  setApiFault(fault: ApiFault): void;
  /** Advances the fake clock, running due timers and the promises they settle. */
  advance(ms: number): Promise<void>;
}

/** The flags a run may turn off: each hides views (see `viewFlag`). */
export const FLAG_NAMES = [
  'send',
  'receive',
  'swaps',
  'onramp',
  'activity',
  'allWallets',
  'email',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

/** Each flag on or off, independently. */
export const flagsArbitrary = fc.record(
  Object.fromEntries(FLAG_NAMES.map((name) => [name, fc.boolean()])) as Record<
    FlagName,
    fc.Arbitrary<boolean>
  >,
);

/** A guard against timers that keep rescheduling at the same instant (Jest's own limit). */
const MAX_TIMERS_PER_ADVANCE = 100_000;

/** Lets every promise chain that is ready run (a saga step awaits a few in a row). */
async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 40; i += 1) await Promise.resolve();
}

/** Call with Jest's fake timers installed (`useSagaFakeTimers`). */
export function createPropertyRun(flags: Record<FlagName, boolean>): PropertyRun {
  // Three accounts (what `wallet.switchAccount` picks from): deriving anvil's ten costs more
  // than the rest of a short session.
  const wallet = addWallet({ privateKeys: DEV_PRIVATE_KEYS.slice(0, 3) });
  let walletInFlight = 0;
  let vanished = false;
  const request = wallet.wallet.request;
  wallet.wallet.request = (args) => {
    walletInFlight += 1;
    const answer = vanished
      ? Promise.reject(Object.assign(new Error('Disconnected'), { code: 4900 }))
      : request(args);
    return answer.finally(() => {
      walletInFlight -= 1;
    });
  };

  let apiInFlight = 0;
  let apiFault: ApiFault = 'down';
  const fetch: FetchFn = (_url, init) => {
    apiInFlight += 1;
    const answer = new Promise<Response>((_resolve, reject) => {
      if (apiFault !== 'hang') return reject(new TypeError('Failed to fetch'));
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
    return answer.finally(() => {
      apiInFlight -= 1;
    });
  };

  let hostInFlight = 0;
  const features: FeaturesInput = { ...flags, socials: false };
  const modal = createTestModal(
    { apiUrl: 'http://127.0.0.1:9', features },
    // Retries as the product makes them (1 s doubling): the clock is fake, so they cost nothing.
    { api: { fetch } },
  );
  return {
    ...modal,
    wallet,
    walletInFlight: () => walletInFlight,
    apiInFlight: () => apiInFlight,
    hostInFlight: () => hostInFlight,
    trackHostCall(promise) {
      hostInFlight += 1;
      promise.then(
        () => (hostInFlight -= 1),
        () => (hostInFlight -= 1),
      );
    },
    setVanished(value) {
      vanished = value;
    },
    setApiFault(fault) {
      apiFault = fault;
    },
    async advance(ms) {
      // Timer by timer, as the event loop runs them: each due timer, then the promise chains
      // it settles (a microtask flush; Jest's async advance yields to the real event loop for
      // every timer instead, milliseconds each). A last timer marks the end, so the clock
      // stops exactly `ms` later and a quiet stretch costs one step, not one per second.
      await flushMicrotasks();
      let reached = false;
      setTimeout(() => (reached = true), ms);
      for (let steps = 0; !reached; steps += 1) {
        if (steps === MAX_TIMERS_PER_ADVANCE)
          throw new Error(`timers never went quiet: ${steps} ran before ${ms} ms passed`);
        jest.advanceTimersToNextTimer();
        await flushMicrotasks();
      }
    },
  };
}
