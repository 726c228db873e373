import { call, delay, getContext, race } from 'redux-saga/effects';
import type { ChainModule } from '../../adapter/ChainModule';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { Profile } from '../../api/profile';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { SEND_READ_TIMEOUT_MS } from './sendReadTimeout';
import type { SendProblem } from './types';

/** Resolves `name` through the product API's name lookup: the first address the chain accepts. */
function* resolveName(name: string, chain: ChainModule) {
  const loader: ApiLoader = yield getContext('api');
  if (!loader.enabled) return null;
  const api: PorticoApi = yield call([loader, loader.load]);
  const { profile }: { profile?: Profile | null } = yield race({
    profile: call(api.getProfileByName, { name }),
    timeout: delay(SEND_READ_TIMEOUT_MS),
  });
  if (!profile) return null;
  const address = Object.values(profile.addresses)
    .map((entry) => entry.address)
    .find((candidate) => chain.isAddress(candidate));
  return address
    ? { address, name: profile.name, avatar: safeImageUrl(profile.attributes?.avatar) }
    : null;
}

/** The receiver as typed: an address by the chain's rule (EIP-55 on eip155), or a name. */
export function* checkReceiver(typed: string, chain: ChainModule, names: boolean) {
  type Checked = { address: string; name: string | null; avatar: string | null } | SendProblem;
  if (chain.isAddress(typed)) {
    if (!chain.checkReceiver) return { address: typed, name: null, avatar: null } as Checked;
    const result: Awaited<ReturnType<NonNullable<typeof chain.checkReceiver>>> = yield call(
      [chain, chain.checkReceiver],
      typed,
    );
    if ('problem' in result)
      return {
        key: result.problem === 'checksum' ? 'send.error.checksum' : 'send.error.address',
        field: 'receiver',
      } as Checked;
    return { address: result.address, name: null, avatar: null } as Checked;
  }
  if (typed.includes('.') && names) {
    let resolved: { address: string; name: string; avatar: string | null } | null = null;
    try {
      resolved = yield call(resolveName, typed, chain);
    } catch {
      // The API failed: said as 'Error resolving name'.
    }
    return (resolved ?? { key: 'send.error.name', field: 'receiver' }) as Checked;
  }
  return { key: 'send.error.address', field: 'receiver' } as Checked;
}
