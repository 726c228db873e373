import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer } from '../stack/staticServer.mjs';
import { REPO_ROOT } from './env';

/** The stories' secure site (`STORY_SECURE_SITE_URL`): its support module needs the chain list. */
const STORY_SECURE_SITE = 'http://127.0.0.1:9/frame.html';

/**
 * axe-core over every view in Chromium, light and dark: each story of the Storybook build (a
 * view in one of its states) rendered in one preview page, switched through Storybook's own
 * channel rather than a reload each, and scanned twice: in the OS's light colour scheme, then in
 * its dark one (the modal follows the OS by default; contrast.test.ts holds the chosen dark
 * theme's tokens equal to the followed one's). Chromium computes the colours, so contrast is checked,
 * which jsdom (the stories test files run axe there too) cannot. axe and Storybook's preview need
 * eval and inline code, so the CSP is bypassed here; csp.spec.ts covers the policy. The
 * shared fixture's offline guard routes every request through the test runner, which would
 * triple the cost of Storybook's hundreds of files: here requests and console errors are
 * watched without routing.
 */
test.use({ bypassCSP: true });

const STATIC = join(REPO_ROOT, 'storybook-static');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

/** A story the checks skip, to open the preview on. */
function startStory(): string {
  const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const entry = Object.values(index.entries).find(
    (candidate) => candidate.type === 'story' && candidate.title.startsWith('Primitives/'),
  );
  if (!entry) throw new Error('no Primitives story to start from');
  return entry.id;
}

function viewStories(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && /^(Views|Shell|Locales)\//.test(entry.title),
  );
}

let server: { url: string; close(): Promise<void> };
test.beforeAll(async () => {
  server = await startStaticServer({ root: STATIC, port: 0 });
});
test.afterAll(async () => {
  await server?.close();
});

/** Stories of a modal that is not open: their page is the connect button alone. */
const CLOSED_STORIES = new Set(['shell-walletmodal--closed']);

interface PreviewChannel {
  emit(event: string, payload: unknown): void;
  once(event: string, listener: (payload: unknown) => void): void;
}

/**
 * Shows a story in the already loaded preview and waits until it has rendered, the modal has
 * opened (a story's modal is created in an effect) and its enter animations have finished:
 * axe reads contrast from the painted colours.
 */
async function showStory(page: Page, storyId: string) {
  await page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        const { channel } = (
          window as unknown as { __STORYBOOK_PREVIEW__: { channel: PreviewChannel } }
        ).__STORYBOOK_PREVIEW__;
        const timer = setTimeout(() => reject(new Error(`${storyId} never rendered`)), 60_000);
        channel.once('storyRendered', () => {
          clearTimeout(timer);
          resolve();
        });
        channel.once('storyErrored', (error) => reject(new Error(JSON.stringify(error))));
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    storyId,
  );
  // A story's modal mounts after its chunks resolve; the one closed story shows only its
  // connect button. Either way the story must render text a user can read (a theme root can
  // have no box of its own: its text is what says it rendered).
  const shown = CLOSED_STORIES.has(storyId) ? '.portico-connect-button' : '.portico-root';
  await page
    .waitForFunction(
      (selector) =>
        [...document.querySelectorAll<HTMLElement>(selector)].some(
          (element) => element.innerText.trim() !== '',
        ),
      shown,
    )
    .catch(() => {
      throw new Error(`${storyId} rendered nothing: no text in ${shown} within 15 s`);
    });
  await animationsSettled(page);
}

/**
 * Until two frames pass with no finite animation or transition running (the modal mounts in
 * an effect, then animates in). Spinners run forever; a cancelled animation rejects: neither
 * counts.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let settled = 0, round = 0; settled < 2 && round < 50; round += 1) {
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => animation.playState === 'running');
      settled = running.length === 0 ? settled + 1 : 0;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Every WCAG 2.1 A and AA rule in light; in dark only the colour rules, since the theme
 * changes nothing else (and the whole set costs twice as much).
 */
async function axeViolations(page: Page, theme: 'light' | 'dark') {
  return page.evaluate(async (theme) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: unknown,
          options: unknown,
        ): Promise<{
          violations: Array<{
            id: string;
            help: string;
            nodes: Array<{ target: unknown[]; failureSummary?: string }>;
          }>;
        }>;
      };
    };
    const result = await axe.run(
      { include: [['#storybook-root'], ['[data-portico-portal]']] },
      theme === 'light'
        ? { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }
        : { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } },
    );
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`).join(', ')})`,
    );
  }, theme);
}

/** The dark theme's background (tokens.css), as the modal's root computes it. */
const DARK_BG = '#17181c';

/**
 * Switches the OS colour scheme the page sees and waits until each modal root that follows the
 * OS has taken the theme (the story is not rendered again: the stylesheet follows the scheme; a
 * story that chooses its theme keeps it).
 */
async function colourScheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.waitForFunction(
    ({ dark, darkBg }) =>
      [...document.querySelectorAll<HTMLElement>(".portico-root[data-theme-mode='system']")].every(
        (root) =>
          (getComputedStyle(root).getPropertyValue('--portico-bg').trim() === darkBg) === dark,
      ),
    { dark: theme === 'dark', darkBg: DARK_BG },
  );
  await animationsSettled(page);
}

/**
 * Tests, each a share of the stories: the worker the embedded wallet's specs leave free takes
 * them one by one, and each stays well inside the time limit on a loaded machine.
 */
const BATCHES = 8;

for (let batch = 0; batch < BATCHES; batch += 1) {
  test(`behavior: view stories, share ${batch + 1} of ${BATCHES}, have no axe violations (light and dark)`, async ({
    page,
  }) => {
    const all = viewStories();
    // Every closed story named above exists (a renamed one would be held to the open rule).
    for (const id of CLOSED_STORIES) expect(all.map((story) => story.id)).toContain(id);
    const stories = all.filter((_, index) => index % BATCHES === batch);
    // A batch of no stories would pass having scanned nothing.
    expect(stories.length, `share ${batch + 1} of ${BATCHES} has no stories`).toBeGreaterThan(0);
    // Animations reduced to 1 ms (the stylesheet honours the setting): nothing to wait out.
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    // Opened on a story outside the list (a primitive): selecting the story already shown
    // would render nothing, and wait forever for its event.
    await page.goto(
      `${server.url}iframe.html?id=${startStory()}&viewMode=story&globals=theme:system`,
    );
    await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
    await page.addScriptTag({ path: axePath });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('request', (request) => {
      // The email stories' embedded wallet makes its frame from the stories' secure site
      // (storybook/support/authState.ts), a discard address here that nothing answers.
      if (request.url().startsWith(STORY_SECURE_SITE)) return;
      if (!request.url().startsWith(server.url)) problems.push(`left the server: ${request.url()}`);
    });
    for (const story of stories) {
      await showStory(page, story.id);
      for (const theme of ['light', 'dark'] as const) {
        await colourScheme(page, theme);
        for (const violation of await axeViolations(page, theme))
          problems.push(`${story.id} (${theme}): ${violation}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
