import { toast, type ExternalToast } from 'sonner';
import type { ApiResponse } from '@rehearse/contracts';
import { storage } from './storage.ts';

/**
 * SPEC §8's fallback message. Kept here rather than imported because any value import from @rehearse/contracts
 * pulls zod into the first page load; api-client.test.ts checks it matches the contracts' GENERIC_ERROR.
 */
export const GENERIC_ERROR = 'Something went wrong!';

/** SPEC §7: a request may take up to 10 minutes (resume parsing, report generation). */
export const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;

export type RequestOptions = {
  /** A JSON-serialisable body, or FormData for multipart requests. */
  body?: unknown;
  signal?: AbortSignal;
  /** false: no error toast (the caller reports the problem itself); an object: where and how long to show it. */
  errorToast?: false | ExternalToast;
};

/** Thrown by `unwrap` so TanStack Query and react-hook-form see a failed envelope as an error. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiResult<T> = ApiResponse<T> & { status: number };

let onSessionExpired: () => void = () => {};
/** The session store registers here: a 401 on a request that carried a token means the session is over. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

function isEnvelope(value: unknown): value is ApiResponse<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const token = storage.getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let result: ApiResult<T>;
  try {
    const response = await fetch(path, { method, headers, body, signal, credentials: 'same-origin' });
    const parsed: unknown = await response.json().catch(() => null);
    result = isEnvelope(parsed)
      ? { ...(parsed as ApiResponse<T>), status: response.status }
      : { success: false, status: response.status };
    if (!response.ok) result.success = false;
  } catch (error) {
    // The caller gave up (e.g. a query was cancelled): nobody is waiting for a message.
    if (options.signal?.aborted) throw error;
    result = { success: false, status: 0 };
  }

  if (!result.success) {
    if (result.status === 401 && token) onSessionExpired();
    if (options.errorToast !== false) toast.error(result.message || GENERIC_ERROR, options.errorToast);
  }
  return result;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** The data of a successful envelope, or an ApiError carrying the server's message. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ApiError(result.message || GENERIC_ERROR, result.status);
  return result.data as T;
}
