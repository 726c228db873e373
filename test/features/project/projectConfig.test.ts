/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { selectProject } from '../../../src/features/project/projectSelectors';
import { selectAlert } from '../../../src/features/alerts/alertsSelectors';
import { alertDismissed } from '../../../src/features/alerts/alertsSlice';
import type { AlertCode } from '../../../src/features/alerts/alertCatalogue';
import { selectHostFeatures } from '../../../src/features/options/optionsSelectors';
import { selectFeatures } from '../../../src/features/options/selectFeatures';
import type { WalletModal } from '../../../src/modal/createWalletModal';
import { afterStartup } from '../../../src/store/afterStartup';
import { createApiModal } from '../../support/apiModal';
import { allAnswered, observeFetch } from '../../support/observedFetch';
import { cleanupHarness, waitFor } from '../../support/walletHarness';
import { withTestApi } from '../../support/startTestApi';

/**
 * Project configuration, against the API stand-in: remote flags override the host's, the
 * notice, the configuration alerts, the allowed-origins check, and that none of it blocks
 * opening.
 */

const api = withTestApi();
afterEach(() => cleanupHarness());

const settled = (modal: WalletModal) =>
  waitFor(() => ['loaded', 'failed'].includes(selectProject(storeOf(modal).getState()).status));
const alertOf = (modal: WalletModal) => selectAlert(storeOf(modal).getState())?.code ?? null;
const routes = async () => (await api.controls.requests()).map((request) => request.route);

describe('remote flags', () => {
  it('default: the modal opens at once with the local flags; the answer then overrides them, with the notice', async () => {
    await api.controls.setProjectConfig({ features: { swap: false, multi_wallet: false } });
    const modal = createApiModal(api.stack.url, { features: { swaps: true, multiWallet: true } });
    modal.open();
    // Open before any answer: local configuration in effect.
    expect(modal.getSnapshot().isOpen).toBe(true);
    expect(selectFeatures(storeOf(modal).getState())).toMatchObject({
      swaps: true,
      multiWallet: true,
    });

    await settled(modal);
    const state = storeOf(modal).getState();
    expect(selectProject(state).status).toBe('loaded');
    expect(selectFeatures(state)).toMatchObject({ swaps: false, multiWallet: false });
    expect(selectHostFeatures(state)).toMatchObject({ swaps: true, multiWallet: true });
    expect(selectProject(state).ignoredLocal).toEqual(['swaps', 'multiWallet']);
    expect(alertOf(modal)).toBe('LOCAL_CONFIGURATION_IGNORED');
  });

  it('behavior: flags the host did not set follow the remote config without a notice', async () => {
    // The stand-in's default turns multi_wallet on; the host left multiWallet at its default.
    const modal = createApiModal(api.stack.url);
    await settled(modal);
    const state = storeOf(modal).getState();
    expect(selectHostFeatures(state).multiWallet).toBe(false);
    expect(selectFeatures(state).multiWallet).toBe(true);
    expect(selectProject(state).ignoredLocal).toEqual([]);
    expect(alertOf(modal)).toBeNull();
  });

  it('behavior: a host flag equal to the remote one is not "ignored"', async () => {
    const modal = createApiModal(api.stack.url, { features: { swaps: true, onramp: true } });
    await settled(modal);
    expect(selectProject(storeOf(modal).getState()).ignoredLocal).toEqual([]);
    expect(alertOf(modal)).toBeNull();
  });

  it('parameters: social_login off turns email and socials off, and skips the origins check', async () => {
    await api.controls.setProjectConfig({ features: { social_login: false } });
    const observed = observeFetch();
    const modal = createApiModal(
      api.stack.url,
      { features: { email: true } },
      { fetch: observed.fetch },
    );
    await settled(modal);
    expect(selectFeatures(storeOf(modal).getState())).toMatchObject({
      email: false,
      socials: false,
    });
    expect(selectProject(storeOf(modal).getState()).ignoredLocal).toEqual(['email']);
    // An origins request would be asked for as the configuration's answer is read: by now.
    await allAnswered(observed);
    expect(observed.requests.map((request) => request.url.pathname)).toEqual([
      '/v1/project/config',
    ]);
    expect(await routes()).toEqual(['config']);
    expect(selectProject(storeOf(modal).getState()).origin).toBe('unchecked');
  });

  it('parameters: the social_login config lists the providers, in its order', async () => {
    await api.controls.setProjectConfig({
      features: { social_login: { isEnabled: true, config: ['github', 'email', 'google'] } },
    });
    const modal = createApiModal(api.stack.url);
    await settled(modal);
    expect(selectFeatures(storeOf(modal).getState()).socials).toEqual(['github', 'google']);
  });

  it('default: every request carries projectId, sdk type and sdk version', async () => {
    const modal = createApiModal(api.stack.url);
    await settled(modal);
    await waitFor(() => selectProject(storeOf(modal).getState()).origin !== 'unchecked');
    const requests = await api.controls.requests();
    expect(requests.map((r) => r.route)).toEqual(['config', 'origins']);
    for (const request of requests) {
      expect(request.query).toEqual({ projectId: 'api-test', st: 'portico', sv: '0.2.0' });
    }
  });
});

describe('alerts on the configuration fetch', () => {
  it.each<[string, () => Promise<unknown>, string, AlertCode]>([
    ['an unknown project id (401)', () => Promise.resolve(), 'invalid', 'INVALID_PROJECT_ID'],
    [
      'an unconfigured project id (403)',
      () => Promise.resolve(),
      'unconfigured',
      'PROJECT_ID_NOT_CONFIGURED',
    ],
    [
      'a 500',
      () => api.controls.setFault('config', { kind: 'status', status: 500 }),
      'api-test',
      'SERVER_ERROR_APP_CONFIGURATION',
    ],
    [
      'a 503',
      () => api.controls.setFault('config', { kind: 'status', status: 503 }),
      'api-test',
      'SERVER_ERROR_APP_CONFIGURATION',
    ],
    [
      'a 429',
      () => api.controls.setFault('config', { kind: 'status', status: 429 }),
      'api-test',
      'RATE_LIMITED_APP_CONFIGURATION',
    ],
  ])(
    'parameters: %s raises its alert and keeps the local flags',
    async (_case, fault, projectId, alert) => {
      await fault();
      const modal = createApiModal(api.stack.url, { projectId, features: { swaps: false } });
      modal.open();
      await settled(modal);
      const state = storeOf(modal).getState();
      expect(selectProject(state).status).toBe('failed');
      expect(selectProject(state).error).toBe('API_HTTP_ERROR');
      expect(alertOf(modal)).toBe(alert);
      expect(selectFeatures(state)).toEqual(selectHostFeatures(state));
      expect(modal.getSnapshot().isOpen).toBe(true);
    },
  );

  it('behavior: a 5xx is retried (3 tries) before the alert; a 401 is not', async () => {
    await api.controls.setFault(
      'config',
      { kind: 'status', status: 500 },
      { projectId: 'api-test' },
    );
    await settled(createApiModal(api.stack.url));
    const invalid = createApiModal(api.stack.url, { projectId: 'invalid' });
    await settled(invalid);
    const statuses = (await api.controls.requests())
      .filter((r) => r.route === 'config')
      .map((r) => r.status);
    expect(statuses).toEqual([500, 500, 500, 401]);
  });

  it('behavior: no answer at all (malformed) raises no alert: the local config goes on', async () => {
    await api.controls.setFault('config', { kind: 'malformed' });
    const modal = createApiModal(api.stack.url);
    await settled(modal);
    expect(storeOf(modal).getState().project).toMatchObject({
      status: 'failed',
      error: 'API_PARSE_ERROR',
    });
    expect(alertOf(modal)).toBeNull();
  });

  it('behavior: Origin Not Allowed when the page is not among the allowed origins', async () => {
    await api.controls.setAllowedOrigins(['https://shop.example', 'http://localhost:*']);
    const modal = createApiModal(api.stack.url);
    await waitFor(() => selectProject(storeOf(modal).getState()).origin !== 'unchecked');
    expect(selectProject(storeOf(modal).getState()).origin).toBe('notAllowed');
    expect(alertOf(modal)).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('behavior: the notice and an origin alert both show, one after the other', async () => {
    await api.controls.setProjectConfig({ features: { swap: false } });
    await api.controls.setAllowedOrigins(['https://shop.example']);
    const modal = createApiModal(api.stack.url, { features: { swaps: true } });
    const seen: string[] = [];
    modal.subscribeEvents((event) => {
      if (event.type === 'ALERT') seen.push(event.code);
    });
    await waitFor(() => selectProject(storeOf(modal).getState()).origin !== 'unchecked');
    expect(seen).toEqual(['LOCAL_CONFIGURATION_IGNORED', 'ORIGIN_NOT_ALLOWED']);
    storeOf(modal).dispatch(alertDismissed());
    expect(alertOf(modal)).toBeNull();
  });
});

describe('without an apiUrl', () => {
  it('default: nothing is requested and the local flags stay', async () => {
    const observed = observeFetch();
    const modal = createApiModal(
      undefined,
      { features: { swaps: true } },
      { fetch: observed.fetch },
    );
    modal.open();
    // The moment the configuration would load with an apiUrl: the page idle after startup.
    await afterStartup();
    await allAnswered(observed);
    expect(observed.requests).toEqual([]);
    expect(await routes()).toEqual([]);
    const state = storeOf(modal).getState();
    expect(selectProject(state).status).toBe('idle');
    expect(selectFeatures(state)).toBe(selectHostFeatures(state));
  });
});
