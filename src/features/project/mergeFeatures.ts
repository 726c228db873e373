import type { Features } from '../../config/ConfigInput';
import type { RemoteFlags } from './types';

/** The features in effect: the host's, overridden flag by flag by the remote configuration. */
export function mergeFeatures(host: Features, remote: RemoteFlags | null): Features {
  return remote ? { ...host, ...remote } : host;
}
