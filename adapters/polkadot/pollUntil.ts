/**
 * What `find` answers once it answers something, asked again every 100 ms until `deadline`
 * (a time in ms since the epoch); undefined when it never did.
 */
export async function pollUntil<T>(find: () => T | undefined, deadline: number) {
  let found = find();
  while (found === undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    found = find();
  }
  return found;
}
