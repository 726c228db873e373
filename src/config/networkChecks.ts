import { CHAIN_NAMESPACES } from '../adapter/chainNamespace';
import type { CaipNetwork } from '../adapter/CaipNetwork';
import {
  boolean,
  either,
  fail,
  integer,
  listOf,
  nonEmptyString,
  number,
  object,
  oneOf,
  optional,
  refine,
  string,
  type Check,
} from './checks';
import { httpUrl, imageUrl, wsUrl } from './urlChecks';

/**
 * A decimals count a balance can be formatted with: a huge one is accepted by a chain's type
 * (uint8) but makes formatting a balance block the page for seconds; 36 covers every real token.
 */
export const MAX_DECIMALS = 36;

const shape = object({
  id: either(number, nonEmptyString(), 'id must be a number or a string'),
  name: nonEmptyString(),
  chainNamespace: oneOf(CHAIN_NAMESPACES),
  // A CAIP-2 id has exactly two parts; the reference is checked below.
  caipNetworkId: refine(
    string(),
    (id) => id.split(':').length === 2,
    () => 'caipNetworkId must be a CAIP-2 id (namespace:reference)',
  ),
  nativeCurrency: object({
    name: string(),
    symbol: string(),
    decimals: integer(0, MAX_DECIMALS),
  }),
  rpcUrls: object({
    default: object({ http: listOf(httpUrl), webSocket: optional(listOf(wsUrl)) }),
    chainDefault: optional(object({ http: listOf(httpUrl) })),
  }),
  blockExplorers: optional(object({ default: object({ name: string(), url: httpUrl }) })),
  assets: optional(object({ imageId: optional(string()), imageUrl: optional(imageUrl) })),
  testnet: optional(boolean),
  deprecatedCaipNetworkId: optional(string()),
}) as Check<CaipNetwork>;

/** A CAIP network whose CAIP-2 id agrees with its namespace and id. */
export const caipNetwork: Check<CaipNetwork> = (value, path) => {
  const network = shape(value, path);
  const field = `${path}.caipNetworkId`;
  const [namespace, reference] = network.caipNetworkId.split(':') as [string, string];
  if (!reference) fail(field, `caipNetworkId ${network.caipNetworkId} has no reference`);
  if (namespace !== network.chainNamespace)
    fail(
      field,
      `caipNetworkId ${network.caipNetworkId} is not in namespace ${network.chainNamespace}`,
    );
  if (reference !== String(network.id))
    fail(field, `caipNetworkId ${network.caipNetworkId} does not match id ${String(network.id)}`);
  return network;
};

/** At least one network, each listed once (by CAIP-2 id). */
export const networkList: Check<CaipNetwork[]> = (value, path) => {
  const networks = listOf(caipNetwork, 'networks is required')(value, path);
  if (networks.length === 0) fail(path, 'networks must list at least one network');
  networks.forEach((network, index) => {
    const first = networks.findIndex((n) => n.caipNetworkId === network.caipNetworkId);
    if (first !== index)
      fail(
        `${path}.${index}.caipNetworkId`,
        `${network.caipNetworkId} is listed twice (first at ${path}.${first})`,
      );
  });
  return networks;
};
