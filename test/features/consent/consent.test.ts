/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import type { ConfigInput } from '../../../src/config/ConfigInput';
import { consentGiven, consentWithdrawn } from '../../../src/features/consent/consentActions';
import { consentFeature } from '../../../src/features/consent/consentFeature';
import {
  selectConsentGiven,
  selectConsentRequired,
} from '../../../src/features/consent/consentSelectors';
import { consentStorageKey } from '../../../src/features/consent/storedConsent';
import { FEATURES } from '../../../src/features/featureList';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import type { PorticoStorage } from '../../../src/features/persistence/PorticoStorage';
import { createWalletModal, type WalletModal } from '../../../src/modal/createWalletModal';
import { baseConfig } from '../../support/fixtures';
import { drainMicrotasks } from '../../support/observedFetch';
import { cleanupHarness, onCleanup, waitFor } from '../../support/walletHarness';

const LEGAL: Partial<ConfigInput> = {
  features: { legalCheckbox: true },
  termsConditionsUrl: 'https://host.example/terms',
};

// Until the feature list carries it (lead), the consent feature is added here.
const features = FEATURES.some((f) => f.name === 'consent')
  ? FEATURES
  : [...FEATURES, consentFeature];

function modalWith(storage: PorticoStorage, config: Partial<ConfigInput> = {}): WalletModal {
  const modal = createWalletModal({ ...baseConfig, ...LEGAL, ...config }, { storage, features });
  onCleanup(() => modal.destroy());
  return modal;
}

const state = (modal: WalletModal) => storeOf(modal).getState() as { consent?: unknown };
const given = (modal: WalletModal) => selectConsentGiven(storeOf(modal).getState());
const required = (modal: WalletModal) => selectConsentRequired(storeOf(modal).getState());
const loaded = (modal: WalletModal) => waitFor(() => state(modal).consent !== undefined);

/**
 * Counts the reads of this project's stored consent: a test waits for the feature to have read
 * it (and drains what the read leads to) before it asserts what the read did not find.
 */
function consentReads(storage: PorticoStorage, projectId: string): { count: number } {
  const reads = { count: 0 };
  const getItem = storage.getItem.bind(storage);
  storage.getItem = (key) => {
    if (key === consentStorageKey(projectId)) reads.count += 1;
    return getItem(key);
  };
  return reads;
}

afterEach(() => cleanupHarness());

describe('consent (features.legalCheckbox)', () => {
  it('default: required until given; the feature and its slice load with the first open', async () => {
    const modal = modalWith(createMemoryStorage());
    expect(state(modal).consent).toBeUndefined();
    expect(required(modal)).toBe(true);
    modal.open();
    await loaded(modal);
    expect(given(modal)).toBe(false);
    storeOf(modal).dispatch(consentGiven());
    expect(given(modal)).toBe(true);
    expect(required(modal)).toBe(false);
    storeOf(modal).dispatch(consentWithdrawn());
    expect(required(modal)).toBe(true);
  });

  it('behavior: remembered per project: the same projectId starts checked, another unchecked', async () => {
    const storage = createMemoryStorage();
    const first = modalWith(storage);
    first.open();
    await loaded(first);
    storeOf(first).dispatch(consentGiven());
    expect(storage.getItem(consentStorageKey(baseConfig.projectId))).not.toBeNull();
    first.destroy();

    const again = modalWith(storage);
    again.open();
    await waitFor(() => given(again));
    expect(required(again)).toBe(false);

    const reads = consentReads(storage, 'another-project');
    const other = modalWith(storage, { projectId: 'another-project' });
    other.open();
    await loaded(other);
    await waitFor(() => reads.count === 1);
    await drainMicrotasks();
    expect(given(other)).toBe(false);
    expect(required(other)).toBe(true);
  });

  it('behavior: withdrawing forgets it for the next visit', async () => {
    const storage = createMemoryStorage();
    const first = modalWith(storage);
    first.open();
    await loaded(first);
    storeOf(first).dispatch(consentGiven());
    storeOf(first).dispatch(consentWithdrawn());
    expect(storage.getItem(consentStorageKey(baseConfig.projectId))).toBeNull();
    first.destroy();
    const reads = consentReads(storage, baseConfig.projectId);
    const again = modalWith(storage);
    again.open();
    await loaded(again);
    await waitFor(() => reads.count === 1);
    await drainMicrotasks();
    expect(given(again)).toBe(false);
  });

  it('parameters: a stored value that is not a consent is not one', async () => {
    const storage = createMemoryStorage();
    storage.setItem(consentStorageKey(baseConfig.projectId), '{"given":true}');
    const reads = consentReads(storage, baseConfig.projectId);
    const modal = modalWith(storage);
    modal.open();
    await loaded(modal);
    await waitFor(() => reads.count === 1);
    await drainMicrotasks();
    expect(given(modal)).toBe(false);
  });

  it('behavior: its triggers are the types of the events the Connect view dispatches', () => {
    // Plain strings in the descriptor (kept out of the startup bundle): a typo would never load it.
    expect(consentFeature.lazy?.triggers).toEqual([consentGiven.type, consentWithdrawn.type]);
  });

  it('behavior: without the option nothing is required and the feature never loads', async () => {
    const storage = createMemoryStorage();
    const modal = modalWith(storage, {
      features: { legalCheckbox: false },
      termsConditionsUrl: undefined,
    });
    modal.open();
    storeOf(modal).dispatch(consentGiven());
    // The open loads the other first-open features (the connections among them): consent's
    // chunk, were it enabled, would load in the same turn.
    await waitFor(() => 'connections' in (storeOf(modal).getState() as object));
    await drainMicrotasks();
    expect(required(modal)).toBe(false);
    expect(state(modal).consent).toBeUndefined();
    expect(storage.getItem(consentStorageKey(baseConfig.projectId))).toBeNull();
  });
});
