import type { StoreRecordingBody } from '@rehearse/contracts';
import { api } from '@/lib/api-client.ts';

/**
 * POST /t1/interview/store_user_recording: tells the server the answer's upload is complete, with its length and
 * the eye contact measured in the browser. Failures are logged by the caller; the interview goes on (SPEC §8).
 */
export async function storeUserRecording(body: StoreRecordingBody): Promise<boolean> {
  const result = await api.post('/t1/interview/store_user_recording', { body, errorToast: false });
  if (!result.success) console.error('Storing the answer failed', result.status, result.message);
  return result.success;
}
