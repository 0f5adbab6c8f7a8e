import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR as CONTRACT_GENERIC_ERROR } from '@rehearse/contracts';
import { ApiError, GENERIC_ERROR, REQUEST_TIMEOUT_MS, api, unwrap } from './api-client.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the same fallback message as the server', () => {
    expect(GENERIC_ERROR).toBe(CONTRACT_GENERIC_ERROR);
  });

  it('waits up to 10 minutes for an answer', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(600_000);
  });

  it('unwraps the data of a successful envelope', () => {
    expect(unwrap({ success: true, data: { id: 'a' }, status: 200 })).toEqual({ id: 'a' });
  });

  it("turns a failed envelope into an ApiError with the server's message and status", () => {
    const failed = () => unwrap({ success: false, message: 'Invalid email or password', status: 401 });
    expect(failed).toThrow(ApiError);
    expect(failed).toThrow('Invalid email or password');
    try {
      failed();
    } catch (error) {
      expect((error as ApiError).status).toBe(401);
    }
  });

  it("falls back to 'Something went wrong!' when the server gave no message", () => {
    expect(() => unwrap({ success: false, status: 0 })).toThrow('Something went wrong!');
  });

  it('sends a PATCH with the JSON body and the bearer token, and returns the envelope', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: { handled: true } }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 'abc' : null) });

    const result = await api.patch<{ handled: boolean }>('/t1/admin/contact_messages/m1', {
      body: { handled: true },
    });

    expect(result).toEqual({ success: true, data: { handled: true }, status: 200 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/t1/admin/contact_messages/m1');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"handled":true}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it("toasts the server's message when a DELETE fails", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: false, message: 'Not found' }, { status: 404 }),
    );
    vi.stubGlobal('localStorage', { getItem: () => null });

    const result = await api.delete('/t1/things/x');

    expect(result).toEqual({ success: false, message: 'Not found', status: 404 });
    expect(toast.error).toHaveBeenCalledWith('Not found', undefined);
  });
});
