import type { WalletIcon } from '@wallet-standard/base';
import { invalidParams } from '../DevWalletRpcError';
import { DEV_WALLET_ICON } from '../devWalletIcon';
import { createBitcoinDevWalletControls } from './createBitcoinDevWalletControls';
import { checkPurposes } from './checkPurposes';
import { createBitcoinDevWalletCore } from './createBitcoinDevWalletCore';
import { prepareDevPsbt } from './signDevPsbt';
import { signBip322 } from './signBip322';
import { signLegacyMessage } from './signLegacyMessage';
import { toBytes } from './toBytes';
import type { BitcoinDevWallet, BitcoinDevWalletFeatures, BitcoinDevWalletOptions } from './types';

/**
 * A scriptable Bitcoin wallet for tests and the demo, speaking the Wallet Standard's bitcoin
 * features as a real extension does (register it with `registerBitcoinDevWallet`). It holds the
 * local regtest chain's dev accounts (test/stack/bitcoin/): per account a payment address
 * (BIP84 p2wpkh) and an ordinals address (BIP86 p2tr, key path).
 *
 * `bitcoin:connect` prompts for the purposes asked, unless the site already has them all; the
 * grant is remembered in storage, and since the feature has no silent form an authorised
 * origin finds its accounts in `wallet.accounts` from the start (a reload reconnects without
 * a prompt). Disconnecting, from either side, forgets it. Messages are signed BIP-322 "simple"
 * (or, with `messageSignature: 'legacy'`, BIP-137 from the payment address); PSBTs are signed
 * (p2wpkh ECDSA, p2tr key-path Schnorr with the BIP86-tweaked key) and handed back not
 * finalised; that needs bitcoinjs-lib (7), loaded on the first PSBT.
 *
 * Prompts (connect, sign) answer as `wallet.controls` says, after `delayMs`; a refusal throws
 * `DevWalletRpcError` 4001 'User rejected the request.'. Locked: connect throws 4100,
 * `wallet.accounts` is empty, signing throws 4100. An account the site may not see is 4100, a
 * chain the wallet does not serve or a PSBT input it cannot sign -32602, all before the prompt.
 */
export function createBitcoinDevWallet(options: BitcoinDevWalletOptions = {}): BitcoinDevWallet {
  const core = createBitcoinDevWalletCore(options);

  const features: BitcoinDevWalletFeatures = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input) {
        const answer = core.begin('bitcoin:connect');
        return { accounts: await core.connect(checkPurposes(input), answer) };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        core.begin('standard:disconnect');
        core.disconnect();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event, listener) => (event === 'change' ? core.on(listener) : () => undefined),
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const answer = core.begin('bitcoin:signMessage');
        const mode = core.state.messageSignature;
        const checked = inputs.map(({ account, message }) => {
          const bytes = toBytes(message, 'the message');
          const key = core.requireKey(account);
          if (mode === 'legacy' && key.purpose !== 'payment')
            throw invalidParams(
              `a legacy (BIP-137) message signature has no taproot form: ${key.address} signs BIP-322 only`,
            );
          return { message, bytes, key };
        });
        await core.prompt(answer);
        return checked.map(({ message, bytes, key }) => ({
          signedMessage: message,
          signature: mode === 'legacy' ? signLegacyMessage(bytes, key) : signBip322(bytes, key),
        }));
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs) {
        const answer = core.begin('bitcoin:signTransaction');
        const requests = inputs.map(({ psbt, chain, inputsToSign }) => {
          core.requireChain(chain);
          if (!Array.isArray(inputsToSign) || inputsToSign.length === 0)
            throw invalidParams('signTransaction needs inputsToSign');
          const signings = inputsToSign.map(({ account, signingIndexes, sigHash }) => ({
            key: core.requireKey(account),
            signingIndexes,
            ...(sigHash !== undefined && { sigHash }),
          }));
          return { psbt, signings };
        });
        const sign = [];
        for (const { psbt, signings } of requests) sign.push(await prepareDevPsbt(psbt, signings));
        await core.prompt(answer);
        return sign.map((signPsbt) => ({ signedPsbt: signPsbt() }));
      },
    },
  };

  return {
    version: '1.0.0',
    name: core.name,
    icon: options.icon ?? (DEV_WALLET_ICON as WalletIcon),
    get chains() {
      return core.state.chains;
    },
    get accounts() {
      return core.visibleAccounts();
    },
    features,
    isPorticoDevWallet: true,
    controls: createBitcoinDevWalletControls(core),
  };
}
