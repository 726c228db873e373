import { createAction } from '@reduxjs/toolkit';

/** Account's "Register a name": a fresh form on RegisterAccountName. */
export const nameRegistrationRequested = createAction('names/registrationRequested');

/** RegisterAccountName is on screen (opened from anywhere, the host's `open` included). */
export const nameFormShown = createAction('names/formShown');

/** The user typed in the name field (the label, without the zone). */
export const nameEdited = createAction('names/edited', (label: string) => ({ payload: label }));

/** The user picked a suggestion (its full name). */
export const nameSuggestionPicked = createAction('names/suggestionPicked', (name: string) => ({
  payload: name,
}));

/** "Register": sign the message, post it, then RegisterAccountNameSuccess. */
export const nameRegistrationSubmitted = createAction('names/registrationSubmitted');

/** Account asks for the active account's profile name; the 5 min cache decides. */
export const profileNameRequested = createAction('names/profileNameRequested');
