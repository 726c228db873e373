import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildDemo, demoDist, isDemoBuilt } from '../stack/buildDemo.mjs';
import { REPO_ROOT } from './env';

/**
 * The suite expects `npm run build:demo` and `npm run build:storybook` (storiesAxe.spec.ts)
 * to have run, as `npm test` does; builds what is missing.
 */
export default async function globalSetup(): Promise<void> {
  if (!isDemoBuilt()) {
    console.log(`No demo build in ${demoDist}: building it now.`);
    await buildDemo();
  }
  if (!existsSync(join(REPO_ROOT, 'storybook-static', 'index.json'))) {
    console.log('No Storybook build: building it now.');
    execFileSync('npm', ['run', 'build:storybook'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
