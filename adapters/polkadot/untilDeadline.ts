/** What `attempt` resolves with by `deadline`; null when it rejects or is still out then. */
export async function untilDeadline<T>(attempt: Promise<T>, deadline: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    attempt,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
    }),
  ]).catch(() => null);
  clearTimeout(timer);
  return outcome;
}
