/**
 * The steps the store's property tests generate: host calls, user events, wallet events, API
 * faults and timer advances, as plain data (so fast-check shrinks a failing run to the fewest
 * steps) plus the one function that performs a step on a live run.
 */
import { storeOf } from '../../src/modal/storeOf';
import fc from 'fast-check';
import { PorticoError } from '../../src/adapter/PorticoError';
import { connectorSelected } from '../../src/features/connectors/connectorsSlice';
import {
  connectCancelled,
  connectRetried,
  disconnect,
} from '../../src/features/connections/connectionsSlice';
import { back } from '../../src/features/modal/modalSlice';
import {
  networkSwitchCancelled,
  networkSwitchRetried,
  switchNetwork,
} from '../../src/features/networks/networksSlice';
import { VIEWS, type View } from '../../src/features/router/types';
import { DEV_WALLET_ID } from '../support/walletHarness';
import type { PropertyRun } from './createPropertyRun';

/**
 * How the product API fails (jsdom has no fetch to reach a stand-in, and its good answers are
 * the API tests' work): a network error at once, or no answer until the client's timeout.
 */
export type ApiFault = 'down' | 'hang';

export type Step =
  | { kind: 'host.open'; view?: View }
  | { kind: 'host.close' }
  | { kind: 'host.send' }
  | { kind: 'host.disconnect' }
  | { kind: 'host.switchNetwork'; chainId: number }
  | { kind: 'host.signMessage' }
  | { kind: 'host.setLocale'; locale: string }
  | { kind: 'user.pickWallet' }
  | { kind: 'user.back' }
  | { kind: 'user.cancelConnect' }
  | { kind: 'user.retryConnect' }
  | { kind: 'user.retrySwitch' }
  | { kind: 'user.cancelSwitch' }
  | { kind: 'wallet.switchAccount'; index: number }
  | { kind: 'wallet.setChain'; chainId: number }
  | { kind: 'wallet.lock' }
  | { kind: 'wallet.unlock' }
  | { kind: 'wallet.disconnect' }
  | { kind: 'wallet.behavior'; behavior: 'approve' | 'reject' }
  | { kind: 'wallet.refuseNext'; method: string; code: number }
  | { kind: 'wallet.vanish' }
  | { kind: 'wallet.return' }
  | { kind: 'api.fault'; fault: ApiFault }
  | { kind: 'time.advance'; ms: number };

/** The configured chains, and one the wallet knows that no config lists. */
const CHAIN_IDS = [31337, 31338, 31339];

const WALLET_METHODS = [
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
];

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('host.open' as const),
    view: fc.option(fc.constantFrom(...VIEWS), { nil: undefined }),
  }),
  fc.constant({ kind: 'host.close' as const }),
  fc.constant({ kind: 'host.send' as const }),
  fc.constant({ kind: 'host.disconnect' as const }),
  fc.record({
    kind: fc.constant('host.switchNetwork' as const),
    chainId: fc.constantFrom(...CHAIN_IDS),
  }),
  fc.constant({ kind: 'host.signMessage' as const }),
  fc.record({
    kind: fc.constant('host.setLocale' as const),
    locale: fc.constantFrom('de', 'ar', 'pt', 'xx-YY'),
  }),
  // The user's moves weigh more: most of a session is the user in the modal.
  { arbitrary: fc.constant({ kind: 'user.pickWallet' as const }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'user.back' as const }), weight: 2 },
  fc.constant({ kind: 'user.cancelConnect' as const }),
  fc.constant({ kind: 'user.retryConnect' as const }),
  fc.constant({ kind: 'user.retrySwitch' as const }),
  fc.constant({ kind: 'user.cancelSwitch' as const }),
  fc.record({
    kind: fc.constant('wallet.switchAccount' as const),
    index: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('wallet.setChain' as const),
    chainId: fc.constantFrom(...CHAIN_IDS),
  }),
  fc.constant({ kind: 'wallet.lock' as const }),
  fc.constant({ kind: 'wallet.unlock' as const }),
  fc.constant({ kind: 'wallet.disconnect' as const }),
  fc.record({
    kind: fc.constant('wallet.behavior' as const),
    behavior: fc.constantFrom('approve' as const, 'reject' as const),
  }),
  fc.record({
    kind: fc.constant('wallet.refuseNext' as const),
    method: fc.constantFrom(...WALLET_METHODS),
    code: fc.constantFrom(4001, 4100, 4900, 4902, -32603),
  }),
  fc.constant({ kind: 'wallet.vanish' as const }),
  fc.constant({ kind: 'wallet.return' as const }),
  fc.record({
    kind: fc.constant('api.fault' as const),
    fault: fc.constantFrom<ApiFault>('down', 'hang'),
  }),
  {
    arbitrary: fc.record({
      kind: fc.constant('time.advance' as const),
      ms: fc.constantFrom(0, 1, 50, 500, 1_000, 5_000, 15_000),
    }),
    weight: 3,
  },
);

/** Host calls that throw by contract (an unavailable view): a PorticoError, nothing else. */
function hostCall(call: () => void): void {
  try {
    call();
  } catch (error) {
    if (!(error instanceof PorticoError)) throw error;
  }
}

/** Performs one step on a live run (time steps advance the fake clock). */
export async function performStep(run: PropertyRun, step: Step): Promise<void> {
  const { modal, wallet } = run;
  const controls = wallet.wallet.controls;
  switch (step.kind) {
    case 'host.open':
      return hostCall(() => modal.open(step.view ? { view: step.view } : {}));
    case 'host.close':
      return modal.close();
    case 'host.send':
      return hostCall(() => modal.send());
    case 'host.disconnect':
      return void modal.dispatch(disconnect());
    case 'host.switchNetwork':
      return void modal.dispatch(switchNetwork(`eip155:${step.chainId}`));
    case 'host.signMessage':
      return run.trackHostCall(modal.signMessage('property run'));
    case 'host.setLocale':
      return modal.setLocale(step.locale);
    case 'user.pickWallet':
      return void modal.dispatch(connectorSelected(DEV_WALLET_ID));
    case 'user.back':
      return void modal.dispatch(back());
    case 'user.cancelConnect':
      return void storeOf(modal).dispatch(connectCancelled());
    case 'user.retryConnect':
      return void storeOf(modal).dispatch(connectRetried());
    case 'user.retrySwitch':
      return void storeOf(modal).dispatch(networkSwitchRetried());
    case 'user.cancelSwitch':
      return void storeOf(modal).dispatch(networkSwitchCancelled());
    case 'wallet.switchAccount':
      return controls.switchAccount(step.index);
    case 'wallet.setChain':
      return controls.setChain(step.chainId);
    case 'wallet.lock':
      return controls.lock();
    case 'wallet.unlock':
      return controls.unlock();
    case 'wallet.disconnect':
      return controls.disconnect();
    case 'wallet.behavior':
      return step.behavior === 'approve' ? controls.approve() : controls.reject();
    case 'wallet.refuseNext':
      return controls.next(step.method, { code: step.code, message: `refused (${step.code})` });
    case 'wallet.vanish':
      return run.setVanished(true);
    case 'wallet.return':
      return run.setVanished(false);
    case 'api.fault':
      return run.setApiFault(step.fault);
    case 'time.advance':
      return run.advance(step.ms);
  }
}
