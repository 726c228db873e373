import type { PorticoState } from '../PorticoState';

/**
 * `missing`: nothing decided this session and nothing stored; `given`: the box is checked;
 * `withdrawn`: unchecked by the user this session (a stored consent read later does not undo it).
 */
export type ConsentStatus = 'missing' | 'given' | 'withdrawn';

export interface ConsentState {
  status: ConsentStatus;
}

/**
 * Here rather than in the slice: the Connect view reads it through these selectors before the
 * feature loads, without the reducers.
 */
export const initialConsentState: ConsentState = { status: 'missing' };

/** Whether the user agreed to the host's terms (the initial state until the feature loads). */
export const selectConsentGiven = (state: PorticoState) =>
  (state.consent ?? initialConsentState).status === 'given';

/** `legalCheckbox`: every connect method waits for the consent. */
export const selectConsentRequired = (state: PorticoState) =>
  state.options.features.legalCheckbox && !selectConsentGiven(state);
