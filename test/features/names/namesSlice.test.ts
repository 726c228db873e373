import type { UnknownAction } from '@reduxjs/toolkit';
import { ApiHttpError } from '../../../src/api/ApiError';
import {
  nameEdited,
  nameRegistrationRequested,
  nameSuggestionPicked,
} from '../../../src/features/names/namesActions';
import {
  initialNamesState,
  nameCheckAnswered,
  nameCheckStarted,
  nameRegistered,
  nameRegistrationFailed,
  nameRegistrationStarted,
  namesSlice,
  profileNameFetched,
  profileNameFetchFailed,
  type NameCheckAnswer,
} from '../../../src/features/names/namesSlice';
import { NameError } from '../../../src/features/names/NameError';
import { toNameErrorInfo } from '../../../src/features/names/toNameErrorInfo';
import { profileNameOf } from '../../../src/features/names/fetchProfileName';
import type { NamesState } from '../../../src/features/names/types';

const run = (actions: UnknownAction[], from: NamesState = initialNamesState) =>
  actions.reduce(namesSlice.reducer, from);

const answer = (seq: number, name: string, taken = false): NameCheckAnswer => ({
  seq,
  name,
  availability: taken ? 'taken' : 'available',
  suggestions: [`${name.split('.')[0]}1.portico`],
  error: null,
});

describe('the typed name', () => {
  test('behavior: a registrable label is checked (checking); others are not', () => {
    const typed = run([nameEdited('Alice-Portico')]);
    expect(typed.input).toBe('Alice-Portico');
    expect(typed.check).toMatchObject({
      seq: 1,
      name: 'alice-portico.portico',
      availability: 'checking',
    });
    expect(run([nameEdited('abc')]).check).toMatchObject({
      seq: 1,
      name: null,
      availability: 'idle',
    });
    expect(run([nameEdited('ab!cd')]).check.name).toBeNull();
  });

  test('behavior: a suggestion fills the label', () => {
    const picked = run([nameEdited('alice'), nameSuggestionPicked('alice2.portico')]);
    expect(picked.input).toBe('alice2');
    expect(picked.check).toMatchObject({ seq: 2, name: 'alice2.portico' });
  });

  test('behavior: "Register a name" starts a fresh form', () => {
    const state = run([
      nameEdited('alice'),
      nameRegistrationFailed({
        name: 'alice.portico',
        error: toNameErrorInfo(null, 'NAME_REGISTER_FAILED', 'alice.portico'),
      }),
      nameRegistrationRequested(),
    ]);
    expect(state.input).toBe('');
    expect(state.check.availability).toBe('idle');
    expect(state.registration.status).toBe('idle');
  });
});

describe('the stale-answer rule: an older answer never overwrites a newer one', () => {
  test('behavior: the answer of the check now shown is kept', () => {
    const state = run([
      nameEdited('alice'),
      nameCheckStarted({ seq: 1, name: 'alice.portico' }),
      nameCheckAnswered(answer(1, 'alice.portico', true)),
    ]);
    expect(state.check).toEqual({
      seq: 1,
      name: 'alice.portico',
      availability: 'taken',
      suggestions: ['alice1.portico'],
      suggestionsStatus: 'loaded',
      error: null,
    });
  });

  test('behavior: a late answer for an older name loses to the newer one, whatever the order', () => {
    const asked = run([
      nameEdited('alice'),
      nameCheckStarted({ seq: 1, name: 'alice.portico' }),
      nameEdited('alicia'),
      nameCheckStarted({ seq: 2, name: 'alicia.portico' }),
    ]);
    // Newer first, then the older one arrives.
    const newerFirst = run(
      [
        nameCheckAnswered(answer(2, 'alicia.portico')),
        nameCheckAnswered(answer(1, 'alice.portico', true)),
      ],
      asked,
    );
    expect(newerFirst.check).toMatchObject({ name: 'alicia.portico', availability: 'available' });
    // Older first: dropped on arrival; the newer one is still awaited.
    const olderFirst = run([nameCheckAnswered(answer(1, 'alice.portico', true))], asked);
    expect(olderFirst.check).toMatchObject({ name: 'alicia.portico', availability: 'checking' });
  });

  test('behavior: an answer after the field became invalid or empty is dropped', () => {
    const state = run([
      nameEdited('alice'),
      nameCheckStarted({ seq: 1, name: 'alice.portico' }),
      nameEdited('ali'),
      nameCheckAnswered(answer(1, 'alice.portico')),
    ]);
    expect(state.check).toMatchObject({ name: null, availability: 'idle', suggestions: [] });
  });

  test('behavior: the same name typed again is a new check; the first answer is stale', () => {
    const state = run([
      nameEdited('alice'),
      nameCheckStarted({ seq: 1, name: 'alice.portico' }),
      nameEdited('alic'),
      nameEdited('alice'),
      nameCheckAnswered(answer(1, 'alice.portico', true)),
    ]);
    expect(state.check).toMatchObject({ seq: 3, availability: 'checking' });
  });

  test('errors: the lookup fails, or only the suggestions do', () => {
    const lookupFailed = run([
      nameEdited('alice'),
      nameCheckAnswered({
        seq: 1,
        name: 'alice.portico',
        availability: 'failed',
        suggestions: null,
        error: toNameErrorInfo(new Error('down'), 'NAME_RESOLVE_FAILED'),
      }),
    ]);
    expect(lookupFailed.check).toMatchObject({
      availability: 'failed',
      suggestionsStatus: 'failed',
      error: { code: 'NAME_RESOLVE_FAILED', message: 'Error resolving name' },
    });
    const suggestionsFailed = run([
      nameEdited('alice'),
      nameCheckAnswered({
        ...answer(1, 'alice.portico'),
        suggestions: null,
        error: toNameErrorInfo(new Error('down'), 'NAME_SUGGESTIONS_FAILED'),
      }),
    ]);
    expect(suggestionsFailed.check).toMatchObject({
      availability: 'available',
      suggestionsStatus: 'failed',
      error: { message: 'Error fetching name suggestions' },
    });
  });
});

describe('registration (spec §4)', () => {
  test('behavior: the loading flag, then the stored profile name', () => {
    const registering = run([
      nameEdited('alice'),
      nameRegistrationStarted({ name: 'alice.portico' }),
    ]);
    expect(registering.registration).toEqual({
      status: 'registering',
      name: 'alice.portico',
      error: null,
    });
    const done = run(
      [nameRegistered({ address: '0xAbC', name: 'alice.portico', timestamp: 5 })],
      registering,
    );
    expect(done.registration.status).toBe('registered');
    expect(done.byAddress['0xabc']).toEqual({
      address: '0xAbC',
      name: 'alice.portico',
      timestamp: 5,
    });
  });

  test('behavior: a failure is kept until the name is edited', () => {
    const error = toNameErrorInfo(null, 'NAME_REGISTER_FAILED', 'alice.portico');
    const failed = run([
      nameEdited('alice'),
      nameRegistrationFailed({ name: 'alice.portico', error }),
    ]);
    expect(failed.registration).toMatchObject({ status: 'failed', error });
    expect(run([nameEdited('alice2')], failed).registration.status).toBe('idle');
  });

  test('behavior: reverse lookups store a name (or none) and their failure until a success', () => {
    const error = toNameErrorInfo(new Error('x'), 'NAME_REVERSE_FAILED');
    const failed = run([profileNameFetchFailed({ address: '0xAbC', error })]);
    expect(failed.reverseErrors['0xabc']?.message).toBe('Error fetching names for address');
    const fetched = run(
      [profileNameFetched({ address: '0xAbC', name: null, timestamp: 1 })],
      failed,
    );
    expect(fetched.reverseErrors).toEqual({});
    expect(fetched.byAddress['0xabc']?.name).toBeNull();
  });

  test('behavior: an address shows its most recently registered name', () => {
    const profile = (name: string, registered: number) => ({ name, registered, addresses: {} });
    expect(profileNameOf([])).toBeNull();
    expect(profileNameOf([profile('bob.portico', 1), profile('bobby.portico', 2)])).toBe(
      'bobby.portico',
    );
    expect(profileNameOf([profile('new.portico', 9), profile('old.portico', 2)])).toBe(
      'new.portico',
    );
  });
});

describe('errors (spec §8)', () => {
  test.each([
    ['NAME_RESOLVE_FAILED', 'Error resolving name'],
    ['NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
    ['NAME_REVERSE_FAILED', 'Error fetching names for address'],
    ['NAME_NETWORK_NOT_FOUND', 'Network not found'],
    ['NAME_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
  ] as const)('%s: "%s"', (code, message) => {
    expect(toNameErrorInfo(new Error('x'), code)).toEqual({ code, message });
  });

  test('behavior: a registration names the name, with the API’s first reason when present', () => {
    expect(toNameErrorInfo(new Error('x'), 'NAME_REGISTER_FAILED', 'alice.portico')).toEqual({
      code: 'NAME_REGISTER_FAILED',
      message: 'Error registering name alice.portico',
      params: { name: 'alice.portico' },
    });
    const refused = new ApiHttpError(
      '/v1/profile/account',
      409,
      'Name alice.portico is already registered',
    );
    expect(toNameErrorInfo(refused, 'NAME_REGISTER_FAILED', 'alice.portico')).toEqual({
      code: 'NAME_REGISTER_FAILED',
      message: 'Error registering name alice.portico',
      params: { name: 'alice.portico' },
      reason: 'Name alice.portico is already registered',
    });
    const bare = new ApiHttpError('/v1/profile/suggestions/x', 500);
    expect(toNameErrorInfo(bare, 'NAME_SUGGESTIONS_FAILED')).not.toHaveProperty('reason');
  });

  test('behavior: a refusal of our own keeps its words', () => {
    expect(
      toNameErrorInfo(
        new NameError('NAME_AUTH_CONNECTOR_NOT_FOUND'),
        'NAME_REGISTER_FAILED',
        'a.portico',
      ),
    ).toEqual({
      code: 'NAME_AUTH_CONNECTOR_NOT_FOUND',
      message: 'Address or auth connector not found',
    });
  });
});
