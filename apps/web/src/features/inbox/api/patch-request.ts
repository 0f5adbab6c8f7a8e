import { toast } from 'sonner';
import { GENERIC_ERROR, type ApiResult } from '@/lib/api-client.ts';
import { storage } from '@/lib/storage.ts';

/**
 * PATCH with the envelope handling of lib/api-client (bearer token, server message toasted on failure).
 * lib/api-client offers only get and post so far; once it has `api.patch`, the two mark-* endpoints should call
 * that and this file goes away.
 */
export async function patchRequest<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  const token = storage.getToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let result: ApiResult<T>;
  try {
    const response = await fetch(path, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const parsed = (await response.json().catch(() => null)) as Partial<ApiResult<T>> | null;
    result = { success: response.ok && parsed?.success === true, status: response.status };
    if (parsed?.message) result.message = parsed.message;
    if (parsed?.data !== undefined) result.data = parsed.data;
  } catch {
    result = { success: false, status: 0 };
  }
  if (!result.success) toast.error(result.message || GENERIC_ERROR);
  return result;
}
