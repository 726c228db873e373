/**
 * The browser-extension convention of Polkadot wallets (@polkadot/extension-inject's types,
 * written out so the adapter does not depend on it): each extension writes
 * `window.injectedWeb3[<key>] = { version, enable(originName) }`; `enable` asks the user to
 * authorise the page (once per origin) and answers the extension's accounts and signer.
 * Everything here comes from another party's code: read it defensively.
 */

/** An account an extension exposes. */
export interface InjectedAccount {
  /** SS58, in whichever network's form the extension keeps it. */
  address: string;
  /** The chain the account is restricted to, when the user restricted it (0x + 64 hex). */
  genesisHash?: string | null;
  name?: string;
  /** Its key's scheme: 'sr25519' (most), 'ed25519', 'ecdsa', or 'ethereum' (not for us). */
  type?: string;
}

/** `signRaw`'s request: `data` is hex; `bytes` has the wallet wrap it in `<Bytes>…</Bytes>`. */
interface SignerPayloadRaw {
  address: string;
  data: string;
  type: 'bytes' | 'payload';
}

export interface SignerResult {
  id: number;
  /** 0x hex; for sr25519 and ed25519 64 bytes, or a typed MultiSignature. */
  signature: string;
  signedTransaction?: string | Uint8Array;
}

/** The extension's signer: `signPayload` signs an extrinsic, `signRaw` bytes. */
export interface InjectedSigner {
  signPayload?(payload: unknown): Promise<SignerResult>;
  signRaw?(raw: SignerPayloadRaw): Promise<SignerResult>;
}

interface InjectedAccounts {
  get(anyType?: boolean): Promise<InjectedAccount[]>;
  /** Calls back with the accounts now (most extensions at once) and on each change. */
  subscribe?(callback: (accounts: InjectedAccount[]) => void | Promise<void>): unknown;
}

/** What `enable` answers. */
export interface InjectedExtension {
  accounts: InjectedAccounts;
  signer: InjectedSigner;
  name?: string;
  version?: string;
}

/** One `window.injectedWeb3` entry. `name` and `icon` are not in the convention; some add them. */
export interface InjectedWindowProvider {
  enable(originName: string): Promise<InjectedExtension>;
  version?: string;
  name?: string;
  icon?: string;
}
