/**
 * Registers the hooks of a file whose calls must leave no unhandled rejection: one is
 * recorded while the file runs, and each test ends by letting any stray one surface, then
 * checking none came. Call at the top level of a test file.
 */
export function expectNoUnhandledRejections(): void {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });
  afterEach(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });
}
