/**
 * Settles as `work` does, or rejects with `overdue()` once `ms` pass. A promise cannot be
 * cancelled: work given up on runs on unobserved, so the caller closes what it opened (a
 * connection, an agent) when this rejects.
 */
export async function withDeadline<T>(
  work: () => Promise<T>,
  ms: number,
  overdue: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(overdue()), ms);
  });
  try {
    // Wrapped so that work throwing before its first await is caught like any other failure.
    return await Promise.race([Promise.resolve().then(work), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
