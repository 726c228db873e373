import { S as SignInRules } from './SignInRules.js';

/**
 * Sign-in on EVM chains, exactly EIP-4361: addresses in their EIP-55 checksum form, signatures
 * from an EOA (`personal_sign`) or an EIP-1271 contract account.
 */
declare const eip155SignIn: SignInRules;

export { eip155SignIn as e };
