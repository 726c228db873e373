/** An address's name and avatar, and when they were fetched. */
export interface IdentityEntry {
  address: string;
  identity: { name: string | null; avatar: string | null };
  /** Unix ms; the entry is fresh for 5 min. */
  timestamp: number;
}

export interface IdentityState {
  /** By lower-case address. */
  byAddress: Record<string, IdentityEntry>;
}
