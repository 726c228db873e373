import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { bech32 } from 'bech32';
import { DEV_WALLET_ICON } from '../devWalletIcon';
import { checkChainInfo } from './cosmosChainInfos';
import { createCosmosDevWalletControls } from './createCosmosDevWalletControls';
import { chainIdsOf, createCosmosDevWalletCore } from './createCosmosDevWalletCore';
import { encodeSignDoc } from './encodeSignDoc';
import { KeplrDevWalletError } from './KeplrDevWalletError';
import { makeAdr36SignDoc } from './makeAdr36SignDoc';
import { serializeAminoSignDoc } from './serializeAminoSignDoc';
import type {
  CosmosDevWallet,
  CosmosDevWalletOptions,
  CosmosDevWalletProvider,
  CosmosOfflineAminoSigner,
  CosmosOfflineSigner,
  CosmosSignDoc,
  KeplrKey,
  StdSignDoc,
  StdSignature,
} from './types';

const fromBase64 = (text: string): Uint8Array =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
/** signArbitrary's data: a string, or bytes (a typed array from any realm: a page's or a test's). */
function dataOf(data: unknown): string | Uint8Array {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data) && data.constructor.name === 'Uint8Array')
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw new KeplrDevWalletError('Invalid data: expected a string or a Uint8Array');
}
const isAdr36 = (signDoc: StdSignDoc) =>
  signDoc.msgs.length === 1 && signDoc.msgs[0]?.type === 'sign/MsgSignData';

/**
 * A scriptable Cosmos wallet for tests and the demo, speaking Keplr's provider interface as the
 * extension's injected `window.keplr` does (install it with `injectCosmosDevWallet`). It holds
 * the local chain's dev accounts (test/stack/cosmos/: m/44'/118'/0'/0/i of the dev mnemonic) and
 * signs with @noble/curves, so it needs no cosmjs; its signers are structurally cosmjs'
 * OfflineDirectSigner / OfflineAminoSigner, so `SigningStargateClient.connectWithSigner(url,
 * provider.getOfflineSigner(chainId))` works as with Keplr.
 *
 * Knows `portico-local-1` and `cosmoshub-4` at start; any other chain id is Keplr's 'There is
 * no chain info for …' until `experimentalSuggestChain` adds it (after a prompt). `enable`
 * prompts unless the origin enabled those chains before (remembered in storage); getKey and
 * signing on a chain not enabled prompt for it first, as Keplr does. Signing prompts (direct,
 * amino, ADR-36 signArbitrary) answer as `controls` says, after `delayMs`; a refusal throws
 * Keplr's Error 'Request rejected'. Locked, everything waits for `unlock()`.
 */
export function createCosmosDevWallet(options: CosmosDevWalletOptions = {}): CosmosDevWallet {
  const core = createCosmosDevWalletCore(options);

  /** The active key, for `chainId` (enabled first), and the signer's address there. */
  async function signingKey(chainId: string, signer: unknown) {
    await core.enable([chainId]);
    const keplrKey = core.keplrKey(chainId);
    if (signer !== keplrKey.bech32Address) throw new KeplrDevWalletError('Signer mismatched');
    return core.key();
  }

  async function getKey(chainId: string): Promise<KeplrKey> {
    core.record('getKey');
    core.requireChain(chainId);
    await core.enable([chainId]);
    return core.keplrKey(chainId);
  }

  const provider: CosmosDevWalletProvider = {
    name: core.name,
    icon: options.icon ?? DEV_WALLET_ICON,
    version: '0.13.41',
    mode: 'extension',
    defaultOptions: {},
    isPorticoDevWallet: true,

    async ping() {},

    async enable(chainIds) {
      core.record('enable');
      const answer = core.take('enable');
      await core.enable(chainIdsOf(chainIds), answer);
    },

    async disable(chainIds) {
      core.record('disable');
      core.disable(chainIds === undefined ? undefined : chainIdsOf(chainIds));
    },

    async experimentalSuggestChain(chainInfo) {
      core.record('suggestChain');
      const answer = core.take('suggestChain');
      await core.suggestChain(checkChainInfo(chainInfo), answer);
    },

    getKey,

    async getKeysSettled(chainIds) {
      return Promise.all(
        chainIds.map((chainId) =>
          getKey(chainId).then(
            (value) => ({ status: 'fulfilled' as const, value }),
            (error: unknown) => ({
              status: 'rejected' as const,
              error: error instanceof Error ? error : new Error(String(error)),
            }),
          ),
        ),
      );
    },

    async getChainInfosWithoutEndpoints() {
      core.record('getChainInfosWithoutEndpoints');
      return [...core.chains.values()].map(({ rpc: _rpc, rest: _rest, ...info }) => info);
    },

    async signDirect(chainId, signer, signDoc) {
      core.record('signDirect');
      const answer = core.take('signDirect');
      core.requireChain(chainId);
      const key = await signingKey(chainId, signer);
      if (signDoc.chainId !== chainId)
        throw new KeplrDevWalletError(
          'Chain id in the message is not matched with the requested chain id',
        );
      const bytes = encodeSignDoc(signDoc);
      await core.prompt(answer);
      return { signed: signDoc, signature: key.sign(bytes) };
    },

    async signAmino(chainId, signer, signDoc) {
      core.record('signAmino');
      const answer = core.take('signAmino');
      core.requireChain(chainId);
      const key = await signingKey(chainId, signer);
      if (isAdr36(signDoc)) {
        if ((signDoc.msgs[0]?.value as { signer?: unknown }).signer !== signer)
          throw new KeplrDevWalletError('Unmatched signer in sign doc');
      } else if (signDoc.chain_id !== chainId)
        throw new KeplrDevWalletError(
          'Chain id in the message is not matched with the requested chain id',
        );
      const bytes = serializeAminoSignDoc(signDoc);
      await core.prompt(answer);
      return { signed: signDoc, signature: key.sign(bytes) };
    },

    async signArbitrary(chainId, signer, data) {
      core.record('signArbitrary');
      const answer = core.take('signArbitrary');
      core.requireChain(chainId);
      const message = dataOf(data);
      const key = await signingKey(chainId, signer);
      const bytes = serializeAminoSignDoc(makeAdr36SignDoc(signer, message));
      await core.prompt(answer);
      return key.sign(bytes);
    },

    async verifyArbitrary(chainId, signer, data, signature: StdSignature) {
      core.record('verifyArbitrary');
      const info = core.requireChain(chainId);
      const pubKey = fromBase64(signature.pub_key.value);
      const owner = bech32.encode(
        info.bech32Config.bech32PrefixAccAddr,
        bech32.toWords(ripemd160(sha256(pubKey))),
      );
      if (owner !== signer) throw new KeplrDevWalletError('Unmatched signer');
      const bytes = serializeAminoSignDoc(makeAdr36SignDoc(signer, dataOf(data)));
      try {
        return secp256k1.verify(fromBase64(signature.signature), sha256(bytes), pubKey, {
          lowS: true,
        });
      } catch {
        return false;
      }
    },

    getOfflineSigner(chainId) {
      const amino = offlineAminoSigner(chainId);
      const signer: CosmosOfflineSigner = {
        ...amino,
        async signDirect(signerAddress: string, signDoc: CosmosSignDoc) {
          // Keplr's CosmJSOfflineSigner checks: the doc is for its chain and the address is the key's.
          if (signDoc.chainId !== chainId)
            throw new KeplrDevWalletError('Unmatched chain id with the offline signer');
          const [account] = await amino.getAccounts();
          if (account?.address !== signerAddress)
            throw new KeplrDevWalletError('Unknown signer address');
          return provider.signDirect(chainId, signerAddress, signDoc);
        },
      };
      return signer;
    },

    getOfflineSignerOnlyAmino(chainId) {
      return offlineAminoSigner(chainId);
    },

    async getOfflineSignerAuto(chainId) {
      // A Ledger key (isNanoLedger) would get the amino-only signer; dev keys never are.
      return provider.getOfflineSigner(chainId);
    },
  };

  function offlineAminoSigner(chainId: string): CosmosOfflineAminoSigner {
    return {
      async getAccounts() {
        const { bech32Address, pubKey } = await getKey(chainId);
        return [{ address: bech32Address, algo: 'secp256k1', pubkey: pubKey }];
      },
      async signAmino(signerAddress: string, signDoc: StdSignDoc) {
        if (signDoc.chain_id !== chainId)
          throw new KeplrDevWalletError('Unmatched chain id with the offline signer');
        return provider.signAmino(chainId, signerAddress, signDoc);
      },
    };
  }

  return {
    name: core.name,
    provider,
    controls: createCosmosDevWalletControls(core),
    onKeystoreChange: (listener) => core.onKeystoreChange(listener),
    isPorticoDevWallet: true,
  };
}
