import { createAction } from '@reduxjs/toolkit';

/** The user checked the consent box (`legalCheckbox`). */
export const consentGiven = createAction('consent/given');
/** The user unchecked it. */
export const consentWithdrawn = createAction('consent/withdrawn');
/** This project's consent was found in storage, from an earlier visit. */
export const storedConsentLoaded = createAction('consent/storedLoaded');
