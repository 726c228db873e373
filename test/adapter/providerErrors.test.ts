import { PorticoError } from '../../src/adapter/PorticoError';
import {
  isUserRejection,
  ProviderRpcError,
  toProviderError,
} from '../../src/adapter/providerErrors';

describe('provider errors', () => {
  it.each([
    [4001, 'USER_REJECTED'],
    [4100, 'UNAUTHORIZED'],
    [4200, 'UNSUPPORTED_METHOD'],
    [4900, 'PROVIDER_DISCONNECTED'],
    [4901, 'CHAIN_DISCONNECTED'],
    [4902, 'UNRECOGNIZED_CHAIN'],
    [5000, 'PROVIDER_ERROR'],
    [-32700, 'PARSE_ERROR'],
    [-32600, 'INVALID_REQUEST'],
    [-32601, 'METHOD_NOT_FOUND'],
    [-32602, 'INVALID_PARAMS'],
    [-32603, 'INTERNAL_ERROR'],
    [-32000, 'INVALID_INPUT'],
    [-32001, 'RESOURCE_NOT_FOUND'],
    [-32002, 'RESOURCE_UNAVAILABLE'],
    [-32003, 'TRANSACTION_REJECTED'],
    [-32004, 'METHOD_NOT_SUPPORTED'],
    [-32005, 'LIMIT_EXCEEDED'],
    [-32006, 'VERSION_UNSUPPORTED'],
    [5700, 'BUNDLE_CAPABILITY_ERROR'],
    [5760, 'BUNDLE_CAPABILITY_ERROR'],
    [5761, 'UNKNOWN_RPC_ERROR'],
  ])('maps %i to %s', (rpcCode, code) => {
    const error = toProviderError({ code: rpcCode, message: 'wallet said no', data: { x: 1 } });
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error.code).toBe(code);
    expect((error as ProviderRpcError).rpcCode).toBe(rpcCode);
    expect((error as ProviderRpcError).data).toEqual({ x: 1 });
    expect(error.details).toBe('wallet said no');
  });

  it('recognises a user rejection', () => {
    expect(isUserRejection(toProviderError({ code: 4001, message: 'User denied' }))).toBe(true);
    expect(isUserRejection(toProviderError({ code: 4100 }))).toBe(false);
    expect(toProviderError({ code: 4001 }).shortMessage).toBe('User rejected the request');
  });

  it('keeps Portico errors and wraps anything else', () => {
    const mine = new PorticoError('X', 'mine');
    expect(toProviderError(mine)).toBe(mine);
    const wrapped = toProviderError(new Error('boom'));
    expect(wrapped.code).toBe('UNKNOWN_ERROR');
    expect(wrapped.shortMessage).toBe('An error occurred');
    expect(wrapped.details).toBe('boom');
    expect(toProviderError('text').details).toBe('text');
  });
});
