/**
 * Runs stories files' stories in jsdom through `composeStories` (with the real preview:
 * toolbars, decorators, stylesheet import): each story rendered, its check run (what a user
 * would see), then axe. Shared by the stories test files, each one group of STORY_GROUPS, so
 * Jest's workers share the stories.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { format } from 'node:util';
import type { ComponentType } from 'react';
import preview from '../../storybook/preview';
import { axeInAct } from '../support/axeInAct';
import { STORY_GROUPS, type StoryGroup } from './storyGroups';
import { storyArgsAsWritten } from './storyArgsAsWritten';
import { storyRendering } from './storyChecks';

setProjectAnnotations(preview);

export type ComposedStory = ComponentType & { args: Record<string, unknown> };
export type Check = (story: ComposedStory) => Promise<void>;
type StoriesModule = Parameters<typeof composeStories>[0];

export interface Suite {
  file: string;
  stories: Record<string, ComposedStory>;
  checks: Record<string, Check>;
}

/** Pairs a stories file with one check per story; a story without a check fails to compile. */
export function suite<M extends StoriesModule>(
  file: string,
  module: M,
  checks: NoInfer<Record<keyof ReturnType<typeof composeStories<M>>, Check>>,
): Suite {
  return {
    file,
    stories: composeStories(module) as unknown as Record<string, ComposedStory>,
    checks,
  };
}

/**
 * A story that logs an error or a warning fails. The one exception is Redux Toolkit's
 * development checks saying they were slow (`ImmutableStateInvariantMiddleware took 39ms, …`):
 * that depends on the machine's load, not on the story, and made the run flaky.
 */
const SLOW_DEV_CHECK = /^\w+Middleware took \d+ms, which is more than the warning threshold/;

/** The tests of one group's stories files: every story of each, with its check and axe. */
export function describeStories(group: StoryGroup, suites: Suite[]): void {
  let logged: string[] = [];

  beforeEach(() => {
    logged = [];
    for (const level of ['error', 'warn'] as const) {
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        const message = format(...args);
        if (level === 'warn' && SLOW_DEV_CHECK.test(message)) return;
        logged.push(`console.${level}: ${message}`);
      });
    }
  });

  afterEach(() => {
    jest.restoreAllMocks();
    expect(logged).toEqual([]);
  });

  test(`covers the ${group} group's stories files`, () => {
    expect(suites.map((s) => s.file).sort()).toEqual([...STORY_GROUPS[group]].sort());
  });

  describe.each(suites)('$file stories', ({ stories, checks }) => {
    test('every story has a check', () => {
      expect(Object.keys(checks).sort()).toEqual(Object.keys(stories).sort());
    });

    test.each(Object.keys(stories))('%s', async (name) => {
      const Story = stories[name]!;
      storyRendering();
      render(<Story {...storyArgsAsWritten(Story.args)} />);
      await checks[name]!(Story);
      expect(await axeInAct(document.body)).toHaveNoViolations();
    });
  });
}
