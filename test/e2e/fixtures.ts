import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
}

export interface PageIssues {
  /** Requests that tried to leave 127.0.0.1/localhost; each was aborted. */
  offHost: string[];
  /** `securitypolicyviolation` events seen by the page. */
  cspViolations: CspViolation[];
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /**
   * Errors a test provokes on purpose and expects (checked at teardown, so a log that comes
   * after the test's last step is covered too). Empty unless a test adds to it.
   */
  expectedErrors: RegExp[];
}

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
 * a console error, adds its pattern to `issues.expectedErrors`.
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
        if (message.type() === 'error') issues.errors.push(`console: ${message.text()}`);
      });
      context.on('weberror', (error) => issues.errors.push(`pageerror: ${error.error().message}`));

      await use(issues);

      expect(issues.offHost, 'requests that left 127.0.0.1').toEqual([]);
      expect(issues.cspViolations, 'CSP violations').toEqual([]);
      const unexpected = issues.errors.filter(
        (error) => !issues.expectedErrors.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'console errors').toEqual([]);
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
