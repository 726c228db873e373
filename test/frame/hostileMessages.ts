/**
 * What the cross-window fuzzers share: the secure site they play, generators of the origins a
 * message must not be taken from, of values and strings a message must not be taken with, and
 * the way a browser delivers `data` (a structured clone). See frameMessageFuzz.test.ts and
 * socialResultFuzz.test.ts.
 */
import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';

export const SECURE_SITE_URL = 'https://secure.example/frame.html';
export const SECURE_ORIGIN = 'https://secure.example';

/**
 * `data` as `postMessage` hands it over: a structured clone, so only own data properties
 * arrive (an inherited `type` never does). jsdom has no `structuredClone`; V8's serializer is
 * the algorithm the browser uses.
 */
export function asPosted<T>(data: T): T {
  return deserialize(serialize(data)) as T;
}

/** Origins that are not the secure site's, however close they look. */
const LOOK_ALIKES = [
  'https://secure.example.evil',
  'https://evil.secure.example',
  'https://secure.example.evil.com',
  'https://secure-example.com',
  'https://secure.exampl',
  'https://secure.examples',
  'https://secure.example.',
  'https://secure.example:8443',
  'https://secure.example:443',
  'http://secure.example',
  'http://secure.example:443',
  'wss://secure.example',
  'https://secure.example/',
  'https://secure.example/frame.html',
  'HTTPS://SECURE.EXAMPLE',
  'https://Secure.Example',
  'https://s\u0435cure.example', // a Cyrillic "е"
  'https://xn--scure-6ve.example',
  'https://user@secure.example',
  ' https://secure.example',
  'https://secure.example ',
  'https://secure.example\n',
  'https://secure.example\u0000',
  'blob:https://secure.example/0d9c1f1e',
  'null',
  '',
  'file://',
  'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
  'http://127.0.0.1:7777',
];

/** The secure origin with one character changed, added or dropped, or its case flipped. */
const mutatedOrigin = fc
  .tuple(
    fc.nat({ max: SECURE_ORIGIN.length }),
    fc.constantFrom('drop', 'add', 'swap', 'case'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
  )
  .map(([at, how, char]) => {
    const head = SECURE_ORIGIN.slice(0, at);
    const tail = SECURE_ORIGIN.slice(at);
    if (how === 'drop') return head + tail.slice(1);
    if (how === 'add') return head + char + tail;
    if (how === 'swap') return head + char + tail.slice(1);
    return head + tail.slice(0, 1).toUpperCase() + tail.slice(1);
  });

export const wrongOriginArbitrary: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.constantFrom(...LOOK_ALIKES) },
    { weight: 3, arbitrary: mutatedOrigin },
    { weight: 2, arbitrary: fc.webUrl().map((url) => new URL(url).origin) },
    { weight: 1, arbitrary: fc.string({ maxLength: 80, unit: 'binary' }) },
  )
  .filter((origin) => origin !== SECURE_ORIGIN);

/** A path and query on the secure site, as its OAuth callback has. */
export const callbackPathArbitrary: fc.Arbitrary<string> = fc
  .tuple(fc.webPath(), fc.webQueryParameters())
  .map(([path, query]) => `${path || '/oauth/callback'}?${query}`);

/** Whether `uri` is, by the URL standard, somewhere on the secure site. */
function onSecureSite(uri: string): boolean {
  try {
    return new URL(uri).origin === SECURE_ORIGIN;
  } catch {
    return false;
  }
}

/** A URI the social result must not be taken with: another site's, or not a URL at all. */
export const foreignUriArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(wrongOriginArbitrary, callbackPathArbitrary)
    .map(([origin, path]) => `${origin}${path}`)
    .filter((uri) => !onSecureSite(uri)),
  fc.constantFrom(
    '',
    '/oauth/callback?code=c&state=s',
    'oauth/callback',
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    `http://secure.example/oauth/callback?code=c&state=s`,
    `https://secure.example.evil/oauth/callback?code=c&state=s`,
    `https://secure.example@evil.example/oauth/callback`,
    `//evil.example/oauth/callback`,
    'not a url',
  ),
  fc.webUrl().filter((uri) => !onSecureSite(uri)),
);

/** Any value a window could post (structured-cloneable), kept small. */
export const anyValueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    maxDepth: 3,
    maxKeys: 6,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withSparseArray: true,
    withTypedArray: true,
    stringUnit: 'binary',
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Strings a well-formed `type` never is (lowercase, spaced, overlong, a new line …). */
export const badTypeStringArbitrary: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ maxLength: 70, unit: 'binary' }),
    fc.constantFrom(
      '',
      'ready',
      'Ready',
      'READY ',
      ' READY',
      '_SUCCESS',
      '1_SUCCESS',
      'GET_USER-SUCCESS',
      'GET_USER_SUCCESS\n[portico] connected',
      'GET_USER_SUCCESS\u2028',
      'GET_USER_SUCCESS\u0000',
      'APPROVAL_REQUESTED\r\n',
      'SOCIAL_RESULT\t',
      '__proto__',
      'constructor',
      'prototype',
      `A${'B'.repeat(64)}`,
    ),
  )
  .filter((type) => !/^[A-Z][A-Z0-9_]{0,63}$/.test(type));

/** Values where a string is due (or a string of the wrong kind). */
export const notAStringArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt(),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** A warning is one line of bounded length: a posted value cannot forge further log lines. */
export function isOneBoundedLine(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  return text.length <= 320 && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);
}

/** Keys Object.prototype has: a message must not add one. */
export const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
