/** Every stories file is in exactly one group of the stories test files. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { STORY_GROUPS } from './storyGroups';

test('every stories file is in exactly one group', () => {
  const files = readdirSync(path.join(__dirname, '../../storybook/stories'))
    .filter((name) => name.endsWith('.stories.tsx'))
    .map((name) => name.replace('.stories.tsx', ''))
    .sort();
  expect(Object.values(STORY_GROUPS).flat().sort()).toEqual(files);
});
