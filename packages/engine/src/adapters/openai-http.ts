/** An OpenAI-compatible service: base URL including the version path (e.g. https://api.openai.com/v1). */
export type OpenAiEndpoint = { baseUrl: string; apiKey?: string; model: string };

export class ServiceError extends Error {}

/** Calls the service; unreachable hosts, HTTP errors and timeouts become ServiceErrors naming the service, never the key. */
export async function callService(
  service: string,
  endpoint: OpenAiEndpoint,
  path: string,
  init: { body: string | FormData; json?: boolean; timeoutMs?: number },
): Promise<Response> {
  const url = `${endpoint.baseUrl.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = {};
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  if (init.json) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs ?? 120_000),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? 'it did not answer in time' : (error as Error).message;
    throw new ServiceError(`${service} at ${new URL(url).origin} could not be reached: ${reason}`);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let detail = text.slice(0, 300);
    try {
      const parsed = JSON.parse(text) as { error?: { message?: string } | string };
      detail = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? detail);
    } catch {
      // not JSON: keep the text
    }
    throw new ServiceError(`${service} answered ${response.status}${detail ? `: ${detail}` : ''}`);
  }
  return response;
}
