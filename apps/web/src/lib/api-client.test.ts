import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR as CONTRACT_GENERIC_ERROR } from '@rehearse/contracts';
import { ApiError, GENERIC_ERROR, REQUEST_TIMEOUT_MS, unwrap } from './api-client.ts';

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
});
