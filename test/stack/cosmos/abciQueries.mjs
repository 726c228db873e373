/**
 * The gRPC queries the stand-in answers through `abci_query` (cosmjs' QueryClient sends the
 * protobuf request as `data` and decodes the `value`): bank Balance, AllBalances,
 * DenomMetadata, DenomsMetadata, auth Account, tx Simulate. A failure is the SDK's
 * gRPCErrorToSDKError form (`rpc error: code = NotFound desc = …: key not found`, code 22;
 * InvalidArgument → 18; Unknown → 6), which is what cosmjs' getAccount looks for to answer null.
 */
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth';
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query';
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
  QueryDenomMetadataRequest,
  QueryDenomMetadataResponse,
  QueryDenomsMetadataRequest,
  QueryDenomsMetadataResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service';
import { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { checkAddress, SECP256K1_PUBKEY } from './decodeTx.mjs';
import { COSMOS_DECIMALS, COSMOS_DENOM, COSMOS_DISPLAY_DENOM } from './devAccounts.mjs';
import { SdkError } from './SdkError.mjs';
import { errorMessage } from '../errorMessage.mjs';

const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/;
/** @typedef {ReturnType<typeof import('./createCosmosChain.mjs').createCosmosChain>} CosmosChain */

/**
 * The gRPC status codes an answer may carry, and the SDK error each becomes.
 * @type {Record<'NotFound' | 'InvalidArgument' | 'Unknown', import('./SdkError.mjs').SdkErrorCode>}
 */
const GRPC = { NotFound: 22, InvalidArgument: 18, Unknown: 6 };

/**
 * A gRPC error as the SDK's query router hands it to ABCI.
 * @param {keyof typeof GRPC} status
 * @param {string} description
 */
function grpcError(status, description) {
  const error = new SdkError(GRPC[status]);
  error.message = `rpc error: code = ${status} desc = ${description}: ${errorMessage(error)}`;
  return error;
}

/** @param {string} value */
function address(value) {
  try {
    return checkAddress(value, 'address');
  } catch (error) {
    throw grpcError('InvalidArgument', errorMessage(error).replace(/: invalid address$/, ''));
  }
}

/** The x/bank metadata of the staking denom: uatom, matom, atom (6 decimals), symbol ATOM. */
export const DENOM_METADATA = Object.freeze({
  description: 'The native staking token of the Portico local chain.',
  denomUnits: [
    { denom: COSMOS_DENOM, exponent: 0, aliases: ['microatom'] },
    { denom: 'matom', exponent: 3, aliases: ['milliatom'] },
    { denom: COSMOS_DISPLAY_DENOM.toLowerCase(), exponent: COSMOS_DECIMALS, aliases: [] },
  ],
  base: COSMOS_DENOM,
  display: COSMOS_DISPLAY_DENOM.toLowerCase(),
  name: 'Cosmos Hub Atom',
  symbol: COSMOS_DISPLAY_DENOM,
  uri: '',
  uriHash: '',
});

/** path → (request bytes, chain) → response bytes; throws an SdkError for an error answer. */
export const ABCI_QUERIES = Object.freeze({
  /**
   * @param {Uint8Array} data
   * @param {CosmosChain} chain
   */
  '/cosmos.bank.v1beta1.Query/Balance'(data, chain) {
    const request = QueryBalanceRequest.decode(data);
    const owner = address(request.address);
    if (!DENOM.test(request.denom))
      throw grpcError('InvalidArgument', `invalid denom: ${request.denom}`);
    const amount = chain.balanceOf(owner, request.denom).toString();
    return QueryBalanceResponse.encode({ balance: { denom: request.denom, amount } }).finish();
  },
  /**
   * @param {Uint8Array} data
   * @param {CosmosChain} chain
   */
  '/cosmos.bank.v1beta1.Query/AllBalances'(data, chain) {
    const request = QueryAllBalancesRequest.decode(data);
    const balances = chain.balancesOf(address(request.address));
    return QueryAllBalancesResponse.encode({
      balances,
      pagination: { nextKey: new Uint8Array(), total: BigInt(balances.length) },
    }).finish();
  },
  /** @param {Uint8Array} data */
  '/cosmos.bank.v1beta1.Query/DenomMetadata'(data) {
    const { denom } = QueryDenomMetadataRequest.decode(data);
    if (denom !== COSMOS_DENOM) throw grpcError('NotFound', `client metadata for denom ${denom}`);
    return QueryDenomMetadataResponse.encode({ metadata: DENOM_METADATA }).finish();
  },
  /** @param {Uint8Array} data */
  '/cosmos.bank.v1beta1.Query/DenomsMetadata'(data) {
    QueryDenomsMetadataRequest.decode(data);
    return QueryDenomsMetadataResponse.encode({
      metadatas: [DENOM_METADATA],
      pagination: { nextKey: new Uint8Array(), total: 1n },
    }).finish();
  },
  /**
   * @param {Uint8Array} data
   * @param {CosmosChain} chain
   */
  '/cosmos.auth.v1beta1.Query/Account'(data, chain) {
    const request = QueryAccountRequest.decode(data);
    const account = chain.getAccount(address(request.address));
    if (!account) throw grpcError('NotFound', `account ${request.address} not found`);
    const pubKey = account.pubKey && {
      typeUrl: SECP256K1_PUBKEY,
      value: PubKey.encode({ key: account.pubKey }).finish(),
    };
    return QueryAccountResponse.encode({
      account: {
        typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
        value: BaseAccount.encode({
          address: request.address,
          pubKey: pubKey || undefined,
          accountNumber: BigInt(account.accountNumber),
          sequence: BigInt(account.sequence),
        }).finish(),
      },
    }).finish();
  },
  /**
   * @param {Uint8Array} data
   * @param {CosmosChain} chain
   */
  '/cosmos.tx.v1beta1.Service/Simulate'(data, chain) {
    const request = SimulateRequest.decode(data);
    const txBytes =
      request.txBytes.length > 0
        ? request.txBytes
        : request.tx
          ? Tx.encode(request.tx).finish()
          : null;
    if (!txBytes) throw grpcError('InvalidArgument', 'empty txBytes is not allowed');
    let simulated;
    try {
      simulated = chain.simulate(txBytes);
    } catch (error) {
      if (!(error instanceof SdkError)) throw error;
      throw grpcError(
        'Unknown',
        `${errorMessage(error)} With gas wanted: '${error.gasWanted ?? 0}' and gas used: '${error.gasUsed ?? 0}' `,
      );
    }
    return SimulateResponse.encode({
      gasInfo: { gasWanted: simulated.gasWanted, gasUsed: simulated.gasUsed },
      result: {
        data: simulated.data,
        log: '',
        events: simulated.events,
        msgResponses: simulated.msgResponses,
      },
    }).finish();
  },
});
