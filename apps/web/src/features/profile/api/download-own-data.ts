import { GENERIC_ERROR } from '@/lib/api-client.ts';
import { storage } from '@/lib/storage.ts';

/**
 * GET /t1/users/me/export: a zip (data.json and the recordings). Fetched with the bearer token and saved under
 * the name the server gives, since a plain link could not carry the token.
 */
export async function downloadOwnData(): Promise<void> {
  const response = await fetch('/t1/users/me/export', {
    headers: { Authorization: `Bearer ${storage.getToken() ?? ''}` },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? GENERIC_ERROR);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'rehearse-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
