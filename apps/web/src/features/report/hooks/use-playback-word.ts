import { useEffect, useState, type RefObject } from 'react';
import type { AnswerWord } from '@rehearse/contracts';
import { wordAt } from '../lib/transcript.ts';

/**
 * The index of the word being spoken while the recording plays: followed every frame during playback (timeupdate
 * alone fires only about four times a second, too slow for single words), and after every seek.
 */
export function usePlaybackWord(video: RefObject<HTMLVideoElement | null>, words: readonly AnswerWord[]) {
  const [current, setCurrent] = useState(-1);
  useEffect(() => {
    const element = video.current;
    if (!element || words.length === 0) return;
    let frame = 0;
    const update = () => setCurrent(wordAt(words, element.currentTime));
    const follow = () => {
      update();
      frame = requestAnimationFrame(follow);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      update();
    };
    element.addEventListener('play', start);
    element.addEventListener('pause', stop);
    element.addEventListener('ended', stop);
    element.addEventListener('seeked', update);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('play', start);
      element.removeEventListener('pause', stop);
      element.removeEventListener('ended', stop);
      element.removeEventListener('seeked', update);
    };
  }, [video, words]);
  return [current, setCurrent] as const;
}
