import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRegistrableLabel } from './checkNameLabel';
import { nameEdited, nameRegistrationRequested, nameSuggestionPicked } from './namesActions';
import { toFullName, toLabel } from './nameZone';
import type { NameCheckState, NameErrorInfo, NamesState, ProfileNameEntry } from './types';
import type { StateOf } from '../PorticoState';

const idleCheck = (seq: number): NameCheckState => ({
  seq,
  name: null,
  availability: 'idle',
  suggestions: [],
  suggestionsStatus: 'idle',
  error: null,
});

export const initialNamesState: NamesState = {
  input: '',
  check: idleCheck(0),
  registration: { status: 'idle', name: null, error: null },
  byAddress: {},
  reverseErrors: {},
};

/** What one check found: availability from the lookup, free names from the suggestions. */
export interface NameCheckAnswer {
  seq: number;
  name: string;
  availability: 'available' | 'taken' | 'failed';
  /** null when the suggestions call failed. */
  suggestions: string[] | null;
  error: NameErrorInfo | null;
}

/** A new label typed: a new check generation; a registrable label is checked after the debounce. */
function typed(state: NamesState, label: string) {
  state.input = label;
  const seq = state.check.seq + 1;
  state.check = isRegistrableLabel(label)
    ? { ...idleCheck(seq), name: toFullName(label), availability: 'checking' }
    : idleCheck(seq);
  if (state.registration.status === 'failed') state.registration = initialNamesState.registration;
}

/** Names (registration, and the 5 min name cache); the saga is lazy. */
export const namesSlice = createSlice({
  name: 'names',
  initialState: initialNamesState,
  reducers: {
    checkStarted(state, action: PayloadAction<{ seq: number; name: string }>) {
      const { seq, name } = action.payload;
      if (seq !== state.check.seq || name !== state.check.name) return;
      state.check.availability = 'checking';
      state.check.suggestionsStatus = 'loading';
    },
    /** Kept only when nothing was typed since the check started (the stale-answer rule). */
    checkAnswered(state, action: PayloadAction<NameCheckAnswer>) {
      const { seq, name, availability, suggestions, error } = action.payload;
      if (seq !== state.check.seq || name !== state.check.name) return;
      state.check = {
        seq,
        name,
        availability,
        suggestions: suggestions ?? [],
        suggestionsStatus: suggestions ? 'loaded' : 'failed',
        error,
      };
    },
    registrationStarted(state, action: PayloadAction<{ name: string }>) {
      state.registration = { status: 'registering', name: action.payload.name, error: null };
    },
    registrationFailed(state, action: PayloadAction<{ name: string; error: NameErrorInfo }>) {
      state.registration = { status: 'failed', ...action.payload };
    },
    /** Success stores the profile name. */
    registered(state, action: PayloadAction<ProfileNameEntry & { name: string }>) {
      const key = action.payload.address.toLowerCase();
      state.registration = { status: 'registered', name: action.payload.name, error: null };
      state.byAddress[key] = action.payload;
      delete state.reverseErrors[key];
    },
    profileNameFetched(state, action: PayloadAction<ProfileNameEntry>) {
      const key = action.payload.address.toLowerCase();
      state.byAddress[key] = action.payload;
      delete state.reverseErrors[key];
    },
    profileNameFetchFailed(
      state,
      action: PayloadAction<{ address: string; error: NameErrorInfo }>,
    ) {
      state.reverseErrors[action.payload.address.toLowerCase()] = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(nameRegistrationRequested, (state) => {
        state.input = '';
        state.check = idleCheck(state.check.seq + 1);
        state.registration = initialNamesState.registration;
      })
      .addCase(nameEdited, (state, action) => typed(state, action.payload))
      .addCase(nameSuggestionPicked, (state, action) => typed(state, toLabel(action.payload)));
  },
});

export const {
  checkStarted: nameCheckStarted,
  checkAnswered: nameCheckAnswered,
  registrationStarted: nameRegistrationStarted,
  registrationFailed: nameRegistrationFailed,
  registered: nameRegistered,
  profileNameFetched,
  profileNameFetchFailed,
} = namesSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    names: StateOf<typeof namesSlice>;
  }
}
