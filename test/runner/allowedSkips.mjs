// The only tests `npm test` lets skip, each with why. Any other skip fails the run: a test that
// quietly stops running is a hole nobody sees.
export const ALLOWED_SKIPS = [
  {
    file: 'test/pack/supplyChain.test.mjs',
    title: 'advisories › npm audit --omit=dev: no high or critical advisory left unexplained',
    reason:
      "the registry mirror here answers 405 to npm's advisory endpoint, so there is no report " +
      '(PORTICO_REQUIRE_AUDIT=1 fails instead); the gate is tested on a local advisory server',
  },
];
