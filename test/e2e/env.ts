import { fileURLToPath } from 'node:url';

/** The fixed port of the demo server the e2e suite starts (not the `npm start` default). */
export const E2E_PORT = Number(process.env.PORTICO_E2E_PORT ?? 5199);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from '../stack/chromium.mjs';
