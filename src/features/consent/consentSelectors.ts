import type { PorticoState } from '../PorticoState';
import { initialConsentState } from './consentSlice';

/** Whether the user agreed to the host's terms (the initial state until the feature loads). */
export const selectConsentGiven = (state: PorticoState) =>
  (state.consent ?? initialConsentState).status === 'given';

/** `legalCheckbox`: every connect method waits for the consent. */
export const selectConsentRequired = (state: PorticoState) =>
  state.options.features.legalCheckbox && !selectConsentGiven(state);
