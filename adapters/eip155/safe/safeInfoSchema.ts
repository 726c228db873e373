import * as z from 'zod/mini';

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

/** The parent's `getSafeInfo` answer (Safe Apps SDK `SafeInfo`), checked before use. */
export const safeInfoSchema = z.object({
  safeAddress: address,
  chainId: z.number().check(z.int(), z.positive()),
  threshold: z.number().check(z.int(), z.positive()),
  owners: z.array(address).check(z.minLength(1)),
  isReadOnly: z.optional(z.boolean()),
});
export type SafeInfo = z.output<typeof safeInfoSchema>;

/** The parent's `sendTransactions` answer: the proposal's Safe transaction hash. */
export const proposalSchema = z.object({
  safeTxHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
});

/** The parent's `signMessage` answer: an on-chain proposal, or an off-chain message's hash. */
export const signMessageAnswerSchema = z.union([
  proposalSchema,
  z.object({ messageHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)) }),
]);
