import { buildDemo, demoDist, isDemoBuilt } from '../stack/buildDemo.mjs';

/** The suite expects `npm run build:demo` to have run; build it here when it has not. */
export default async function globalSetup(): Promise<void> {
  if (isDemoBuilt()) return;
  console.log(`No demo build in ${demoDist}: building it now.`);
  await buildDemo();
}
