/** Polls `probe` until it gives a truthy value (returned), or fails after `timeoutMs`. */
export async function until<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
