import { useCallback, useEffect, useRef, useState } from 'react';

type AudioGraph = { context: AudioContext; analyser: AnalyserNode; samples: Uint8Array<ArrayBuffer> };

/** How long to wait for the browser to let audio run before animating the avatar without measurements. */
const RESUME_WAIT_MS = 300;

/**
 * Plays each question's audio through one <audio> element and measures its loudness for the avatar's mouth.
 * Routing a media element into Web Audio is only safe when the AudioContext really runs (else the question would be
 * silent) and the audio is same-origin (else the analyser hears zeros), so otherwise `level()` returns null and the
 * avatar moves on its own rhythm.
 */
export function useQuestionAudio(onEnded: () => void) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const graph = useRef<AudioGraph | null>(null);
  const [speaking, setSpeaking] = useState(false);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  });

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      audio?.pause();
      void graph.current?.context.close();
      graph.current = null;
    };
  }, []);

  const connectAnalyser = useCallback(async (audio: HTMLAudioElement, url: string) => {
    if (graph.current) {
      await graph.current.context.resume().catch(() => undefined);
      return;
    }
    if (new URL(url, window.location.href).origin !== window.location.origin) return;
    const context = new AudioContext();
    await Promise.race([
      context.resume(),
      new Promise((resolve) => window.setTimeout(resolve, RESUME_WAIT_MS)),
    ]);
    if (context.state !== 'running') {
      void context.close();
      return;
    }
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaElementSource(audio).connect(analyser);
    analyser.connect(context.destination);
    graph.current = { context, analyser, samples: new Uint8Array(analyser.fftSize) };
  }, []);

  const finish = useCallback(() => {
    setSpeaking(false);
    endedRef.current();
  }, []);

  const play = useCallback(
    async (url: string) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.src = url;
      try {
        await connectAnalyser(audio, url);
      } catch (error) {
        console.error('Question audio cannot be measured; the avatar moves without it', error);
      }
      try {
        await audio.play();
      } catch (error) {
        // Autoplay refused or the audio is missing: the question text is on screen, so answering may start.
        console.error('Question audio could not play', error);
        finish();
      }
    },
    [connectAnalyser, finish],
  );

  const stop = useCallback(() => {
    audioRef.current?.pause();
    setSpeaking(false);
  }, []);

  /** Loudness 0..1 of what plays right now, or null when it cannot be measured. */
  const level = useCallback((): number | null => {
    const current = graph.current;
    if (!current) return null;
    current.analyser.getByteTimeDomainData(current.samples);
    let sum = 0;
    for (const sample of current.samples) sum += ((sample - 128) / 128) ** 2;
    return Math.min(1, Math.sqrt(sum / current.samples.length) * 4);
  }, []);

  const audioProps = {
    ref: audioRef,
    preload: 'auto',
    onPlaying: () => setSpeaking(true),
    onEnded: finish,
    onError: () => {
      if (audioRef.current?.getAttribute('src')) finish();
    },
  } as const;

  return { audioProps, play, stop, speaking, level };
}
