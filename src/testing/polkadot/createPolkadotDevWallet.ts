import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex } from '@noble/hashes/utils';
import { createPolkadotDevWalletControls } from './createPolkadotDevWalletControls';
import { createPolkadotDevWalletCore } from './createPolkadotDevWalletCore';
import { encodeExtrinsicPayload, payloadSigningBytes } from './encodeExtrinsicPayload';
import type {
  PolkadotDevWallet,
  PolkadotDevWalletOptions,
  PolkadotHex,
  PolkadotInjected,
  PolkadotInjectedExtension,
} from './types';
import { rawDataBytes, wrapBytes } from './wrapBytes';

/** MultiSignature's variant byte for ed25519. */
const ED25519_SIGNATURE_TYPE = '00';

const hex = (bytes: Uint8Array): PolkadotHex => `0x${bytesToHex(bytes)}`;

/**
 * A scriptable Polkadot wallet for tests and the demo, speaking the injected-web3 convention
 * Polkadot extensions share (install it with `injectPolkadotDevWallet`): `enable(originName)`
 * answers `{ accounts, signer }`. It holds the local chain's dev accounts
 * (test/stack/polkadot/), ed25519 keys listed with SS58 prefix 42, and signs in pure JS
 * (@noble/curves), so it works in a page whose CSP refuses WebAssembly, where sr25519 cannot.
 *
 * enable prompts unless this origin authorised the wallet before (remembered in storage, so a
 * reload enables without a prompt); a refusal throws `Error('Rejected')`, as polkadot-js's
 * extension does. The account list holds every account, the selected one first
 * (`controls.switchAccount` reorders it). `signer.signPayload` encodes the payload as
 * extensions do (@polkadot/types, loaded on first use) and answers an ed25519 MultiSignature
 * (`0x00…`); `signer.signRaw` signs the data wrapped in `<Bytes>…</Bytes>` and answers the bare
 * signature. A refused signature throws `Error('Cancelled')`. Locked: enable throws,
 * `accounts.get()` answers [], signing throws.
 */
export function createPolkadotDevWallet(options: PolkadotDevWalletOptions = {}): PolkadotDevWallet {
  const core = createPolkadotDevWalletCore(options);

  const injected: PolkadotInjected = {
    accounts: {
      get: async () => core.visibleAccounts(),
      subscribe: (listener) => core.subscribe(listener),
    },
    signer: {
      async signPayload(payload) {
        const answer = core.begin('signPayload');
        const key = core.requireKey(payload?.address);
        const encoded = await encodeExtrinsicPayload(payload);
        await core.confirmSigning(answer);
        const signature = ed25519.sign(payloadSigningBytes(encoded), key.seed);
        return {
          id: core.nextId(),
          signature: `0x${ED25519_SIGNATURE_TYPE}${bytesToHex(signature)}`,
        };
      },
      async signRaw(raw) {
        const answer = core.begin('signRaw');
        const key = core.requireKey(raw?.address);
        if (typeof raw.data !== 'string') throw new TypeError('signRaw: data must be a string');
        const message = wrapBytes(rawDataBytes(raw.data));
        await core.confirmSigning(answer);
        return { id: core.nextId(), signature: hex(ed25519.sign(message, key.seed)) };
      },
    },
  };

  const extension: PolkadotInjectedExtension = {
    // Not in the convention, but what wallet lists show when an entry carries one.
    name: core.name,
    version: options.version ?? '1.0.0',
    async enable(originName) {
      const answer = core.begin('enable');
      await core.enable(originName, answer);
      return injected;
    },
  };

  return {
    key: core.key,
    name: core.name,
    injected: extension,
    isPorticoDevWallet: true,
    controls: createPolkadotDevWalletControls(core),
  };
}
