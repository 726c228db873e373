import type { CosmosChainInfo } from './CosmosChainInfo';
import { parseGasPrice } from './gasPrice';

const CHAIN_ID = /^[-a-zA-Z0-9]{1,32}$/;
const PREFIX = /^[a-z][a-z0-9]{0,30}$/;
const HTTP = /^https?:\/\//i;

/** What is wrong with a chain info, or undefined when nothing is. */
export function cosmosChainInfoProblem(info: CosmosChainInfo): string | undefined {
  if (typeof info !== 'object' || info === null) return 'a chain info must be an object';
  const name = `chain info ${String(info.chainId)}`;
  if (typeof info.chainId !== 'string' || !CHAIN_ID.test(info.chainId))
    return `${name}: chainId must be 1 to 32 letters, digits or hyphens (a CAIP-2 cosmos reference)`;
  if (typeof info.bech32Prefix !== 'string' || !PREFIX.test(info.bech32Prefix))
    return `${name}: bech32Prefix must be lower-case letters and digits (e.g. cosmos)`;
  if (typeof info.rpc !== 'string' || !HTTP.test(info.rpc))
    return `${name}: rpc must be an http(s) URL`;
  if (!Number.isInteger(info.decimals) || info.decimals < 0 || info.decimals > 36)
    return `${name}: decimals must be an integer from 0 to 36`;
  if (typeof info.denom !== 'string' || info.denom === '') return `${name}: denom is required`;
  let denom: string;
  try {
    denom = parseGasPrice(String(info.gasPrice)).denom;
  } catch {
    return `${name}: gasPrice must be an amount and a denom, e.g. 0.025${info.denom}`;
  }
  if (denom !== info.denom)
    return `${name}: gasPrice must be in ${info.denom} (fees are paid in the native currency)`;
  return undefined;
}
