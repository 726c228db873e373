/**
 * Imported first by the property tests: the store runs as in a host's production build (Redux
 * Toolkit without its development-only immutability and serializability checks, which
 * Portico's other tests keep on). Thousands of generated sessions spent half their time in
 * those checks. The setup file already loaded the development build, so the module registry
 * starts afresh: every import after this one loads anew, in production mode.
 */
process.env.NODE_ENV = 'production';
jest.resetModules();
