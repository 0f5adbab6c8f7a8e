/** SPEC §9 recording formats, most preferred first. */
export const RECORDER_MIME_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=av1',
  'video/webm',
  'video/mp4',
] as const;

/** SPEC §9: 7,500,000 bits per second. */
export const VIDEO_BITS_PER_SECOND = 7_500_000;

/** The first format the browser can record, or undefined to let MediaRecorder pick its own default. */
export function chooseRecorderMimeType(isTypeSupported: (mimeType: string) => boolean): string | undefined {
  return RECORDER_MIME_TYPES.find((mimeType) => isTypeSupported(mimeType));
}

/** The upload's file name and type follow the container actually recorded (webm everywhere but Safari). */
export function uploadFileFor(mimeType: string | undefined): { filename: string; filetype: string } {
  return mimeType?.startsWith('video/mp4')
    ? { filename: 'answer.mp4', filetype: 'video/mp4' }
    : { filename: 'answer.webm', filetype: 'video/webm' };
}
