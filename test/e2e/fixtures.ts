import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
}

/** A console error or uncaught page error, with the URL it is about. */
export interface LoggedError {
  /** `console: …` or `pageerror: …`. */
  text: string;
  /**
   * The console message's location: for Chromium's "Failed to load resource" the resource's
   * URL, else the script's; empty for a page error.
   */
  url: string;
}

/** An error a test provokes on purpose. */
export interface ExpectedError {
  text: RegExp;
  /** The URL it must be about (`LoggedError.url`): the request the test made fail. */
  url?: RegExp;
  /**
   * Logged or not by a race the test does not control (say which in a comment): forgiven, not
   * required. Without it the error must be logged before the test ends.
   */
  mayNotOccur?: true;
}

export interface PageIssues {
  /** Requests that tried to leave 127.0.0.1/localhost; each was aborted. */
  offHost: string[];
  /** `securitypolicyviolation` events seen by the page. */
  cspViolations: CspViolation[];
  /** console.error messages and uncaught page errors. */
  errors: LoggedError[];
  /**
   * Errors a test provokes on purpose: each must be logged (a bare pattern is `{ text }`), and
   * no other may be. Checked at teardown, so a log that comes after the test's last step is
   * covered too. Empty unless a test adds to it.
   */
  expectedErrors: (RegExp | ExpectedError)[];
}

/** Chromium's console error for an HTTP error answer (one of `status`) to a request of `url`. */
export function failedLoad(status: number | number[], url: RegExp): ExpectedError {
  const statuses = [status].flat().join('|');
  return {
    text: new RegExp(`^console: Failed to load resource: .* status of (${statuses})\\b`),
    url,
  };
}

const matches = (expected: ExpectedError, error: LoggedError) =>
  expected.text.test(error.text) && (expected.url?.test(error.url) ?? true);

const describeExpected = ({ text, url }: ExpectedError) => `${text}${url ? ` at ${url}` : ''}`;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Schemes that never reach a network. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return LOCAL_SCHEMES.has(protocol) || LOCAL_HOSTS.has(hostname);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * `isLocal`'s complement as a pattern, which Playwright matches in the browser's process
 * (a function would bring every request to this worker): any URL but a local host's (any
 * port) or a local scheme's.
 */
const OFF_HOST = new RegExp(
  `^(?!(?:https?|wss?)://(?:${[...LOCAL_HOSTS].map(escaped).join('|')})(?::\\d+)?(?:[/?#]|$))` +
    `(?!(?:${[...LOCAL_SCHEMES].map((scheme) => scheme.slice(0, -1)).join('|')}):)`,
);

/**
 * Every test runs offline-guarded and CSP-watched: a request off 127.0.0.1 is aborted and
 * recorded, and after the test there must be none, no CSP violation and no console error.
 * A test that provokes an issue on purpose removes it from `issues` before it ends, or, for
 * a console error, declares it in `issues.expectedErrors` (tied to its URL where it has one).
 */
export const test = base.extend<{ issues: PageIssues }>({
  issues: [
    async ({ context }, use) => {
      const issues: PageIssues = { offHost: [], cspViolations: [], errors: [], expectedErrors: [] };
      // Only requests off the machine are routed here. Routing every request ('**/*') held
      // each local one for a round trip to this worker (up to 200 ms under CI's load), and the
      // secure frame navigating across processes under it was cut off (net::ERR_ABORTED, its
      // READY never sent); unmatched, Playwright lets them go on in the browser's process.
      await context.route(OFF_HOST, (route) => {
        const url = route.request().url();
        if (isLocal(url)) return route.continue();
        issues.offHost.push(url);
        return route.abort('blockedbyclient');
      });
      await context.exposeFunction('__porticoReportCsp', (violation: CspViolation) => {
        issues.cspViolations.push(violation);
      });
      await context.addInitScript(() => {
        const report = (window as unknown as { __porticoReportCsp: (v: unknown) => void })
          .__porticoReportCsp;
        document.addEventListener('securitypolicyviolation', (event) => {
          report({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
            sample: event.sample,
          });
        });
      });
      // The whole context, not only `page`: a popup (social login, an onramp provider, a
      // wallet's page) and every frame count too. `weberror` is an uncaught error or an
      // unhandled rejection in any of them.
      context.on('console', (message) => {
        if (message.type() === 'error')
          issues.errors.push({ text: `console: ${message.text()}`, url: message.location().url });
      });
      context.on('weberror', (error) =>
        issues.errors.push({ text: `pageerror: ${error.error().message}`, url: '' }),
      );

      await use(issues);

      expect(issues.offHost, 'requests that left 127.0.0.1').toEqual([]);
      expect(issues.cspViolations, 'CSP violations').toEqual([]);
      const expected = issues.expectedErrors.map((entry) =>
        entry instanceof RegExp ? { text: entry } : entry,
      );
      // A required error may be logged after the test's last step: waited for, not assumed.
      const neverLogged = await expect
        .poll(
          () =>
            expected
              .filter((entry) => !entry.mayNotOccur)
              .filter((entry) => !issues.errors.some((error) => matches(entry, error)))
              .map(describeExpected),
          { message: 'expected errors that were never logged', timeout: 60_000 },
        )
        .toEqual([])
        .then(
          () => null,
          (error: unknown) => error,
        );
      const unexpected = issues.errors
        .filter((error) => !expected.some((entry) => matches(entry, error)))
        .map(({ text, url }) => (url ? `${text} (at ${url})` : text));
      expect(unexpected, 'console errors').toEqual([]);
      if (neverLogged) throw neverLogged;
    },
    { auto: true },
  ],
});

export { expect };

/** The demo's connect button (outside the modal). */
export function connectButton(page: Page): Locator {
  return page.locator('main .portico-connect-button');
}

/** The modal dialog, by role and accessible name. */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Connect Wallet' });
}

/** Opens the modal the way a user does and waits for the dialog. */
export async function openWithConnectButton(page: Page): Promise<Locator> {
  await connectButton(page).click();
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  return modal;
}

/**
 * Presses a demo host-control button as host code would while the dialog is open: the page
 * is inert then, so a synthetic click stands in for a host timer or socket callback.
 */
export async function hostAction(page: Page, name: string): Promise<void> {
  await page.locator('main button', { hasText: name }).dispatchEvent('click');
}

/** Whether focus is inside `locator`'s element. */
export function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.contains(document.activeElement));
}

/** The event types in the demo's event log, in order. */
export function loggedEvents(page: Page): Promise<string[]> {
  return page
    .locator('.demo-event-log li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-event-type') ?? ''));
}
