/**
 * The social logins' OpenID Connect providers over plain HTTP: discovery per issuer, a full
 * code flow with PKCE (redirects and cookies by hand, the id token checked against the
 * provider's JWKS), Deny, a wrong code_verifier, the COOP header, the scripted behaviours, the
 * sign-in page's markup and CSP, CORS, and the CLI. Run: `node --test test/stack/oidc/`.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { after, before, beforeEach, test } from 'node:test';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { authorizeUrl, base64url, fetchLogin, pkcePair } from './fetchLogin.mjs';
import { CLIENT_ID, SOCIAL_PROVIDERS, startOidcProviders } from './startOidcProviders.mjs';

const LIMIT = { timeout: 30_000 };
const REDIRECT = 'http://127.0.0.1:8593/oauth/callback';
const ALIAS_REDIRECT = 'http://localhost:8593/oauth/callback';
let oidc;

const random = () => base64url(crypto.getRandomValues(new Uint8Array(16)));
const control = async (path, body) =>
  (
    await fetch(`${oidc.controlUrl}/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  ).json();

/** A login at `name` as `username`: { callbackUrl, state, nonce, verifier, …fetchLogin's }. */
async function login(name, { username = 'alice', deny = false, redirectUri = REDIRECT } = {}) {
  const { verifier, challenge } = pkcePair();
  const state = random();
  const nonce = random();
  const url = authorizeUrl({ issuer: oidc.issuers[name], redirectUri, state, nonce, challenge });
  const result = await fetchLogin(url, { redirectUri, username, deny });
  return { ...result, state, nonce, verifier, redirectUri };
}

const redeem = (name, { code, verifier, redirectUri = REDIRECT, headers = {} }) =>
  fetch(`${oidc.issuers[name]}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });

before(async () => {
  oidc = await startOidcProviders({ redirectUris: [REDIRECT, ALIAS_REDIRECT], log: () => {} });
});
after(async () => {
  await oidc?.stop();
});
beforeEach(async () => {
  await control('reset', {});
});

test('one issuer per social name, each with its discovery document and JWKS', LIMIT, async () => {
  assert.deepEqual(Object.keys(oidc.issuers), [
    'google',
    'github',
    'apple',
    'facebook',
    'x',
    'discord',
  ]);
  assert.match(oidc.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  const kids = new Set();
  for (const name of SOCIAL_PROVIDERS) {
    const issuer = oidc.issuers[name];
    assert.equal(issuer, `${oidc.url}/${name}`);
    const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    assert.equal(discovery.issuer, issuer);
    assert.equal(discovery.authorization_endpoint, `${issuer}/auth`);
    assert.equal(discovery.token_endpoint, `${issuer}/token`);
    assert.equal(discovery.jwks_uri, `${issuer}/jwks`);
    assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);
    for (const claim of ['sub', 'email', 'email_verified', 'name', 'preferred_username'])
      assert.ok(discovery.claims_supported.includes(claim), claim);
    const { keys } = await (await fetch(discovery.jwks_uri)).json();
    assert.equal(keys.length, 1);
    assert.equal(keys[0].kty, 'RSA');
    assert.equal(keys[0].d, undefined, 'no private part');
    kids.add(keys[0].kid);
  }
  assert.equal(kids.size, 6, 'a key of its own per provider');
});

test('code flow with PKCE: the id token carries the claims and verifies', LIMIT, async () => {
  const { callbackUrl, state, nonce, verifier, loginPage } = await login('google');
  assert.equal(callbackUrl.origin + callbackUrl.pathname, REDIRECT);
  assert.equal(callbackUrl.searchParams.get('state'), state);
  assert.equal(callbackUrl.searchParams.get('iss'), oidc.issuers.google);
  assert.match(loginPage ?? '', /<h1>Sign in to Google<\/h1>/);
  const code = callbackUrl.searchParams.get('code');
  assert.ok(code);

  const response = await redeem('google', { code, verifier });
  assert.equal(response.status, 200);
  const tokens = await response.json();
  assert.equal(tokens.token_type, 'Bearer');
  assert.equal(tokens.scope, 'openid email profile');
  const { payload, protectedHeader } = await jwtVerify(
    tokens.id_token,
    createRemoteJWKSet(new URL(`${oidc.issuers.google}/jwks`)),
    { issuer: oidc.issuers.google, audience: CLIENT_ID },
  );
  assert.equal(protectedHeader.alg, 'RS256');
  assert.equal(payload.nonce, nonce);
  assert.equal(payload.sub, 'alice');
  assert.equal(payload.email, 'alice@google.test');
  assert.equal(payload.email_verified, true);
  assert.equal(payload.name, 'Alice');
  assert.equal(payload.preferred_username, 'alice');

  // The token of one provider does not verify against another's keys or issuer.
  await assert.rejects(
    jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(`${oidc.issuers.github}/jwks`)), {
      issuer: oidc.issuers.github,
      audience: CLIENT_ID,
    }),
  );
  // A code is good once.
  assert.equal((await redeem('google', { code, verifier })).status, 400);
  // The other loopback name's redirect URI is registered too; the claims follow the provider.
  const other = await login('discord', { username: 'bob', redirectUri: ALIAS_REDIRECT });
  const redeemed = await redeem('discord', {
    code: other.callbackUrl.searchParams.get('code'),
    verifier: other.verifier,
    redirectUri: ALIAS_REDIRECT,
  });
  const claims = decodeJwt((await redeemed.json()).id_token);
  assert.deepEqual(
    [claims.iss, claims.sub, claims.email, claims.name],
    [oidc.issuers.discord, 'bob', 'bob@discord.test', 'Bob'],
  );
  const { logins } = await control('status');
  assert.deepEqual(
    logins.map(({ provider, username, outcome }) => [provider, username, outcome]),
    [
      ['google', 'alice', 'login'],
      ['discord', 'bob', 'login'],
    ],
  );
});

test(
  'a wrong code_verifier, a missing challenge or an unknown redirect URI is refused',
  LIMIT,
  async () => {
    const { callbackUrl } = await login('github');
    const refused = await redeem('github', {
      code: callbackUrl.searchParams.get('code'),
      verifier: pkcePair().verifier,
    });
    assert.equal(refused.status, 400);
    assert.equal((await refused.json()).error, 'invalid_grant');

    // PKCE is required: without a challenge the provider answers an error to the redirect URI.
    const url = new URL(
      authorizeUrl({
        issuer: oidc.issuers.github,
        redirectUri: REDIRECT,
        state: random(),
        nonce: random(),
        challenge: 'x',
      }),
    );
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const noPkce = await fetch(url, { redirect: 'manual' });
    assert.equal(noPkce.status, 303);
    const location = new URL(noPkce.headers.get('location') ?? '');
    assert.equal(location.searchParams.get('error'), 'invalid_request');

    // An unregistered redirect URI is never redirected to.
    const elsewhere = await fetch(
      authorizeUrl({
        issuer: oidc.issuers.github,
        redirectUri: 'http://127.0.0.1:1/oauth/callback',
        state: random(),
        nonce: random(),
        challenge: pkcePair().challenge,
      }),
      { redirect: 'manual' },
    );
    assert.equal(elsewhere.status, 400);
    assert.match(elsewhere.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.match(await elsewhere.text(), /redirect_uri did not match/);
  },
);

test('Deny ends with error=access_denied and the description', LIMIT, async () => {
  const { callbackUrl, state } = await login('x', { deny: true });
  assert.equal(callbackUrl.searchParams.get('error'), 'access_denied');
  assert.equal(callbackUrl.searchParams.get('error_description'), 'The user denied the request');
  assert.equal(callbackUrl.searchParams.get('state'), state);
  assert.equal(callbackUrl.searchParams.get('code'), null);
  assert.deepEqual(
    (await control('status')).logins.map(({ outcome }) => outcome),
    ['denied'],
  );
});

test('COOP same-origin on the coop provider (apple) only', LIMIT, async () => {
  assert.equal(oidc.coopProvider, 'apple');
  for (const name of SOCIAL_PROVIDERS) {
    const { authorizeHeaders, loginPageHeaders } = await login(name);
    const expected = name === 'apple' ? 'same-origin' : null;
    assert.equal(authorizeHeaders.get('cross-origin-opener-policy'), expected, `${name} /auth`);
    assert.equal(loginPageHeaders?.get('cross-origin-opener-policy'), expected, `${name} page`);
  }
});

test(
  'the sign-in page: labelled Username, Sign in and Deny, strict CSP, no script',
  LIMIT,
  async () => {
    const { loginPage, loginPageHeaders } = await login('github');
    assert.match(loginPage ?? '', /<h1>Sign in to GitHub<\/h1>/);
    assert.match(loginPage ?? '', /<label for="username">Username<\/label>/);
    assert.match(loginPage ?? '', /<input id="username" name="username" type="text"/);
    assert.match(loginPage ?? '', /<button type="submit">Sign in<\/button>/);
    assert.match(
      loginPage ?? '',
      /formaction="\/github\/interaction\/[^"]+\/deny"[^>]*>Deny<\/button>/,
    );
    assert.doesNotMatch(loginPage ?? '', /<script|style=/i);
    const csp = loginPageHeaders?.get('content-security-policy');
    assert.match(csp ?? '', /default-src 'none'/);
    assert.match(csp ?? '', /style-src 'self'/);
    assert.doesNotMatch(csp ?? '', /script-src/);
    assert.match(
      csp ?? '',
      /form-action 'self' http:\/\/127\.0\.0\.1:8593 http:\/\/localhost:8593/,
    );
    const css = await fetch(`${oidc.url}/assets/login.css`);
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
    // Without the interaction cookie the page is an error, not a form.
    const stray = await fetch(`${oidc.issuers.github}/interaction/nope`);
    assert.equal(stray.status, 400);
    assert.match(await stray.text(), /expired or was not found/);
  },
);

test('control: next login fails with server_error, or is slow; reset clears', LIMIT, async () => {
  const status = await control('next', { provider: 'google', behaviour: 'error' });
  assert.deepEqual(status.next, [{ provider: 'google', behaviour: 'error' }]);
  // Another provider is not affected.
  const github = await login('github');
  assert.ok(github.callbackUrl.searchParams.get('code'));
  const failed = await login('google');
  assert.equal(failed.callbackUrl.searchParams.get('error'), 'server_error');
  assert.equal(
    failed.callbackUrl.searchParams.get('error_description'),
    'The provider had a problem',
  );
  assert.deepEqual((await control('status')).next, []);

  await control('next', { behaviour: 'slow' });
  const started = Date.now();
  const slow = await login('facebook');
  assert.ok(Date.now() - started >= 2_900, 'about 3 s');
  assert.ok(slow.callbackUrl.searchParams.get('code'));

  await control('next', { behaviour: 'error' });
  const reset = await control('reset', {});
  assert.deepEqual([reset.next, reset.logins], [[], []]);
  const refused = await fetch(`${oidc.controlUrl}/next`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ behaviour: 'explode' }),
  });
  assert.equal(refused.status, 400);
  const unknown = await fetch(`${oidc.controlUrl}/next`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'myspace', behaviour: 'error' }),
  });
  assert.equal(unknown.status, 400);
});

test('CORS on the token endpoint: the redirect URIs’ origins only', LIMIT, async () => {
  const { callbackUrl, verifier } = await login('google');
  const code = callbackUrl.searchParams.get('code');
  const foreign = await redeem('google', {
    code,
    verifier,
    headers: { Origin: 'http://127.0.0.1:1' },
  });
  assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  const own = await redeem('google', {
    code,
    verifier,
    headers: { Origin: 'http://localhost:8593' },
  });
  assert.equal(own.headers.get('access-control-allow-origin'), 'http://localhost:8593');
});

test('setRedirectUris replaces the client’s redirect URIs', LIMIT, async () => {
  const other = await startOidcProviders({ coopProvider: null, log: () => {} });
  try {
    const target = 'http://127.0.0.1:4444/oauth/callback';
    const request = () =>
      fetch(
        authorizeUrl({
          issuer: other.issuers.apple,
          redirectUri: target,
          state: random(),
          nonce: random(),
          challenge: pkcePair().challenge,
        }),
        { redirect: 'manual' },
      );
    assert.equal((await request()).status, 400, 'no client yet');
    other.setRedirectUris([target]);
    const started = await request();
    assert.equal(started.status, 303);
    // coopProvider null: no COOP anywhere.
    assert.equal(started.headers.get('cross-origin-opener-policy'), null);
  } finally {
    await other.stop();
  }
});

test('cli.mjs prints the issuers', LIMIT, async () => {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./cli.mjs', import.meta.url)),
      '--port',
      '0',
      '--redirect-uri',
      REDIRECT,
      '--exit-with-stdin',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    const [line] = await once(createInterface({ input: child.stdout }), 'line');
    const described = JSON.parse(line);
    assert.equal(described.issuers.google, `${described.url}/google`);
    assert.equal(described.controlUrl, `${described.url}/__control`);
    assert.equal(described.clientId, CLIENT_ID);
    assert.equal(described.coopProvider, 'apple');
    const status = await (await fetch(`${described.controlUrl}/status`)).json();
    assert.deepEqual(status.redirectUris, [REDIRECT]);
  } finally {
    child.stdin.end();
    if (child.exitCode === null) await once(child, 'exit');
  }
  // Quiet on Node 20: no "Unsupported runtime" or development-only warnings.
  assert.doesNotMatch(stderr, /oidc-provider (WARNING|NOTICE)/);
});
