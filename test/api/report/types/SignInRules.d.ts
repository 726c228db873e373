import { c as ChainNamespace } from './ChainAdapter.js';

/** A JSON-RPC call to the signing account's chain (e.g. `eth_call`); resolves with the result. */
type SignInRpcRequest = (method: string, params: readonly unknown[]) => Promise<unknown>;
/**
 * What sign-in (CAIP-122, EIP-4361 on eip155) asks of one namespace, exported by its
 * `adapters/<namespace>/` folder and handed to `createDefaultSiwx({ chains })`. Kept apart from
 * the `ChainModule` so a host that never signs in loads none of it (the eip155 checksum needs
 * Keccak-256). Problems are plain `Error`s saying why; sign-in names the field around them.
 */
interface SignInRules {
    readonly namespace: ChainNamespace;
    /** Whether `reference` is a CAIP-2 reference of this namespace (eip155: a decimal chain id). */
    isReference(reference: string): boolean;
    /**
     * The form a message carries `address` in (eip155: EIP-55 mixed case). Throws when it is
     * not an address of this namespace, or carries a wrong checksum.
     */
    toMessageAddress(address: string): string;
    /** Why `address` is not in the form a message must carry, or undefined when it is. */
    messageAddressProblem(address: string): string | undefined;
    /** Whether two addresses name one account (eip155: case does not matter). */
    sameAccount(a: string, b: string): boolean;
    readonly verifySignature: VerifySignature;
}
/** A signature to check: `address`'s signature of the UTF-8 `message`, as its wallet gave it. */
interface SignatureCheck {
    message: string;
    signature: string;
    address: string;
    /** Reaches the signer's chain, for accounts that are contracts (EIP-1271 on eip155). */
    rpc?: SignInRpcRequest;
}
/**
 * The shape of every namespace's signature check: resolves when the signature is the
 * address's; rejects with a `SignatureRefusedError` saying why not.
 */
type VerifySignature = (check: SignatureCheck) => Promise<void>;

export type { SignInRules as S, VerifySignature as V, SignInRpcRequest as a, SignatureCheck as b };
