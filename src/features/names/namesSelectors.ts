import type { PorticoState } from '../PorticoState';
import { selectIdentityAddress } from '../identity/identitySelectors';
import { selectApiEnabled } from '../options/optionsSelectors';
import { nameRegistrant } from './nameRegistrant';
import { NameError, type NameErrorCode } from './NameError';
import { initialNamesState } from './namesSlice';

/** The names state; its initial state until the names feature first loads. */
export const selectNamesState = (state: PorticoState) => state.names ?? initialNamesState;

/** The address whose profile name is looked up: the active one, where its chain has names. */
export const selectProfileNameAddress = selectIdentityAddress;

/** `profileName` of the active account: reverse lookup or registration; null when none. */
export const selectActiveProfileName = (state: PorticoState): string | null => {
  const address = selectProfileNameAddress(state);
  return address ? (selectNamesState(state).byAddress[address.toLowerCase()]?.name ?? null) : null;
};

/** 'Error fetching names for address' for the active account, while its lookup fails. */
export const selectActiveReverseError = (state: PorticoState) => {
  const address = selectProfileNameAddress(state);
  return address ? (selectNamesState(state).reverseErrors[address.toLowerCase()] ?? null) : null;
};

/** Why RegisterAccountName cannot register now: no API, or the refusal; null when it can. */
type NameRegistrationBlock = 'noApi' | NameErrorCode;

export const selectNameRegistrationBlock = (state: PorticoState): NameRegistrationBlock | null => {
  if (!selectApiEnabled(state)) return 'noApi';
  try {
    nameRegistrant(state);
    return null;
  } catch (error) {
    if (error instanceof NameError) return error.code;
    throw error;
  }
};
