import type { ErrorInfo } from '../errors/ErrorInfo';

/** A name failure as the views show it, with the API's first reason when it gave one. */
export interface NameErrorInfo extends ErrorInfo {
  reason?: string;
}

/** Whether the typed name is free: waiting for quiet typing or the API, or its answer. */
export type NameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

export interface NameCheckState {
  /**
   * Bumped by every edit: a check carries the value it started under, and its answer is kept
   * only while nothing was typed since (an older answer never overwrites a newer one).
   */
  seq: number;
  /** The full name checked (or about to be), null when there is nothing to check. */
  name: string | null;
  availability: NameAvailability;
  /** Free names like the typed one, from the suggestions call. */
  suggestions: string[];
  suggestionsStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** 'Error resolving name' or 'Error fetching name suggestions'. */
  error: NameErrorInfo | null;
}

/** The registration's loading flag, and where it ended. */
type RegistrationStatus = 'idle' | 'registering' | 'failed' | 'registered';

interface RegistrationState {
  status: RegistrationStatus;
  /** The full name being (or last) registered. */
  name: string | null;
  error: NameErrorInfo | null;
}

/** An address's profile name (`profileName`), from reverse lookup or registration. */
export interface ProfileNameEntry {
  address: string;
  name: string | null;
  /** Unix ms; fresh for 5 min. */
  timestamp: number;
}

export interface NamesState {
  /** The label typed in RegisterAccountName (without the zone). */
  input: string;
  check: NameCheckState;
  registration: RegistrationState;
  /** By lower-case address. */
  byAddress: Record<string, ProfileNameEntry>;
  /** 'Error fetching names for address', by lower-case address, until a lookup succeeds. */
  reverseErrors: Record<string, NameErrorInfo>;
}
