import { describe, expect, it } from 'vitest';
import { chooseRecorderMimeType, uploadFileFor } from './recorder-mime.ts';

const supporting =
  (...types: string[]) =>
  (mimeType: string) =>
    types.includes(mimeType);

describe('chooseRecorderMimeType', () => {
  it('prefers webm with vp9 and opus when the browser records it', () => {
    expect(chooseRecorderMimeType(() => true)).toBe('video/webm;codecs=vp9,opus');
  });

  it('falls back in the SPEC order', () => {
    expect(chooseRecorderMimeType(supporting('video/mp4', 'video/webm;codecs=vp8,opus'))).toBe(
      'video/webm;codecs=vp8,opus',
    );
    expect(chooseRecorderMimeType(supporting('video/mp4', 'video/webm;codecs=av1'))).toBe(
      'video/webm;codecs=av1',
    );
    expect(chooseRecorderMimeType(supporting('video/mp4', 'video/webm'))).toBe('video/webm');
    expect(chooseRecorderMimeType(supporting('video/mp4'))).toBe('video/mp4');
  });

  it('leaves the choice to the browser when none is supported', () => {
    expect(chooseRecorderMimeType(() => false)).toBeUndefined();
  });
});

describe('uploadFileFor', () => {
  it('labels the upload with the recorded container', () => {
    expect(uploadFileFor('video/webm;codecs=vp9,opus')).toEqual({
      filename: 'answer.webm',
      filetype: 'video/webm',
    });
    expect(uploadFileFor('video/mp4')).toEqual({ filename: 'answer.mp4', filetype: 'video/mp4' });
    expect(uploadFileFor(undefined)).toEqual({ filename: 'answer.webm', filetype: 'video/webm' });
  });
});
