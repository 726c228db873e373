import { call, getContext, put, select } from 'redux-saga/effects';
import type { AllowedOrigins, ProjectConfig } from '../../api/project';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { Features } from '../../config/ConfigInput';
import type { ResolvedOptions } from '../../config/resolveConfig';
import { pageLocation } from '../../utils/pageLocation';
import { alertRaised } from '../alerts/alertsSlice';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { selectOptions } from '../options/optionsSelectors';
import { ignoredLocalFlags } from './ignoredLocalFlags';
import { isOriginAllowed } from './isOriginAllowed';
import { selectEffectiveFeatures } from './projectSelectors';
import {
  allowedOriginsChecked,
  projectConfigFetched,
  projectConfigFetchFailed,
  projectConfigFetchStarted,
} from './projectSlice';
import { toConfigAlert } from './toConfigAlert';
import { toLocalFlags } from './toLocalFlags';

const codeOf = (error: unknown) => toErrorReport('project', error).code;

/**
 * Fetches the remote configuration and applies it. Returns false when the project itself was
 * refused (401, 403): the origins route would answer the same, so it is not asked.
 */
function* fetchRemoteConfig(api: PorticoApi, logger: Logger) {
  try {
    const config: ProjectConfig = yield call(api.getProjectConfig);
    const options: ResolvedOptions = yield select(selectOptions);
    const remote = toLocalFlags(config.features);
    const ignoredLocal = ignoredLocalFlags(options.features, options.hostFeatureFlags, remote);
    yield put(projectConfigFetched({ remote, ignoredLocal }));
    if (ignoredLocal.length > 0) {
      logger.warn('Local configuration ignored: the remote configuration sets these flags', {
        flags: ignoredLocal,
      });
      yield put(alertRaised('LOCAL_CONFIGURATION_IGNORED'));
    }
    return true;
  } catch (error) {
    const alert = toConfigAlert(error);
    logger.error(
      'The project configuration could not be fetched; the local one stays in effect',
      { error: describeError(error) },
      toErrorReport('project', error),
    );
    yield put(projectConfigFetchFailed({ code: codeOf(error) }));
    if (alert) yield put(alertRaised(alert));
    return alert !== 'INVALID_PROJECT_ID' && alert !== 'PROJECT_ID_NOT_CONFIGURED';
  }
}

/** The page's origin must be allowed when email or social login is on. */
function* checkAllowedOrigins(api: PorticoApi, logger: Logger) {
  const features: Features = yield select(selectEffectiveFeatures);
  const socials = features.socials !== false && features.socials.length > 0;
  if (!features.email && !socials) return;
  const options: ResolvedOptions = yield select(selectOptions);
  const page = pageLocation(options.metadata?.url);
  if (!page) return; // no page to check (server rendering)
  try {
    const { allowedOrigins }: AllowedOrigins = yield call(api.getAllowedOrigins);
    const allowed = isOriginAllowed(page.origin, allowedOrigins);
    yield put(allowedOriginsChecked({ allowed }));
    if (!allowed) {
      logger.warn('This origin is not among the project’s allowed origins', {
        origin: page.origin,
      });
      yield put(alertRaised('ORIGIN_NOT_ALLOWED'));
    }
  } catch (error) {
    // Unknown is not refused: without an answer the modal is not blocked.
    logger.warn('The allowed origins could not be fetched', { error: describeError(error) });
    const alert = toConfigAlert(error);
    if (alert) yield put(alertRaised(alert));
  }
}

/**
 * The project's remote configuration, run once, after startup (see `lazyApiSaga`).
 * The modal never waits for it: it shows with the host's config and the effective features
 * (`selectEffectiveFeatures`) change when the answer arrives. Then the allowed-origins check.
 */
export function* projectSaga() {
  const loader: ApiLoader = yield getContext('api');
  const logger: Logger = yield getContext('logger');
  yield put(projectConfigFetchStarted());
  let api: PorticoApi;
  try {
    api = yield call([loader, loader.load]);
  } catch (error) {
    logger.error('The product-API client could not be loaded', { error: describeError(error) });
    yield put(projectConfigFetchFailed({ code: codeOf(error) }));
    return;
  }
  const projectAccepted: boolean = yield call(fetchRemoteConfig, api, logger);
  if (projectAccepted) yield call(checkAllowedOrigins, api, logger);
}
