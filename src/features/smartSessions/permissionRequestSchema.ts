import * as z from 'zod/mini';

/** An ERC-7715 signer, permission or policy: a type the wallet knows and its data. */
export interface PermissionEntry {
  type: string;
  data?: unknown;
  /** Other ERC-7715 fields (e.g. `required`) pass through to the wallet as given. */
  [field: string]: unknown;
}

/**
 * What `modal.grantPermissions` takes (ERC-7715 `wallet_grantPermissions`, one request): the
 * session's `expiry` (unix seconds), the `signer` the permissions go to, the `permissions`
 * with their policies, and an optional `chainId` (0x hex; default: the active chain).
 */
export interface PermissionRequest {
  chainId?: string;
  expiry: number;
  signer: PermissionEntry;
  permissions: Array<PermissionEntry & { policies?: PermissionEntry[] }>;
  policies?: PermissionEntry[];
}

/** The wallet's answer: the request as granted, with the session's permissions context (pci). */
export interface PermissionResponse {
  permissionsContext: string;
  expiry: number;
  permissions: PermissionEntry[];
  chainId?: string;
  address?: string;
  [field: string]: unknown;
}

const entry = z.looseObject({
  type: z.string().check(z.minLength(1)),
  data: z.optional(z.unknown()),
});

export const permissionRequestSchema = z.looseObject({
  chainId: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))),
  expiry: z.number().check(z.int(), z.positive()),
  signer: entry,
  permissions: z
    .array(z.extend(entry, { policies: z.optional(z.array(entry)) }))
    .check(z.minLength(1)),
  policies: z.optional(z.array(entry)),
});

export const permissionResponseSchema = z.looseObject({
  permissionsContext: z.string().check(z.minLength(1)),
  expiry: z.number(),
  permissions: z.array(entry),
  chainId: z.optional(z.string()),
  address: z.optional(z.string()),
});
