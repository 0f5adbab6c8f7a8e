import { Pause } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { LONG_PAUSE_SECONDS, type QuestionReport } from '@rehearse/contracts';
import { cn } from '@/lib/utils.ts';
import { usePlaybackWord } from '../hooks/use-playback-word.ts';
import { clockTime, transcriptItems, type TranscriptItem } from '../lib/transcript.ts';

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(last, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

function Word({
  item,
  current,
  focusable,
  onSeek,
}: {
  item: TranscriptItem;
  current: boolean;
  focusable: boolean;
  onSeek: ((index: number) => void) | null;
}) {
  const classes = cn(
    'rounded-sm px-0.5 transition-colors',
    item.filler &&
      'bg-amber-100 text-amber-950 underline decoration-amber-600 decoration-2 underline-offset-2',
    current && 'bg-primary text-primary-foreground no-underline',
  );
  const pause = item.pauseBefore ? (
    <span
      role="img"
      aria-label={`Pause of ${item.pauseBefore} seconds`}
      title={`Pause of ${item.pauseBefore} seconds`}
      className="mx-1 inline-flex items-center rounded-full bg-slate-200 px-1.5 align-middle text-slate-800"
    >
      <Pause aria-hidden className="size-3" />
    </span>
  ) : null;
  const label = `${item.word}${item.filler ? ' (filler)' : ''}, at ${clockTime(item.start)}`;
  return (
    <>
      {pause}
      {onSeek ? (
        <button
          type="button"
          data-word-index={item.index}
          tabIndex={focusable ? 0 : -1}
          aria-label={label}
          aria-current={current ? 'true' : undefined}
          onClick={() => onSeek(item.index)}
          className={cn(
            classes,
            'cursor-pointer hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
          )}
        >
          {item.shown}
        </button>
      ) : (
        <span className={classes} title={item.filler ? 'Filler' : undefined}>
          {item.shown}
        </span>
      )}{' '}
    </>
  );
}

/**
 * The recording beside the transcript tied to it: a word jumps the video there and plays, the word being spoken
 * is lit, fillers are underlined in amber and pauses over 2.5 s are marked. Without word times (an older or a
 * typed answer) the text is shown as it is.
 */
export function AnswerTranscript({
  question,
  position,
  withRecording,
}: {
  question: QuestionReport;
  position: number;
  withRecording: boolean;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const recording = withRecording ? question.recording_url : null;
  const items = useMemo(
    () => transcriptItems(question.answer_words, question.answer_text),
    [question.answer_words, question.answer_text],
  );
  const [current, setCurrent] = usePlaybackWord(videoRef, question.answer_words);
  const [focused, setFocused] = useState(0);
  const wordsRef = useRef<HTMLParagraphElement>(null);

  const seek = (index: number) => {
    const video = videoRef.current;
    const word = items[index];
    if (!video || !word) return;
    video.currentTime = word.start;
    setCurrent(index);
    setFocused(index);
    // Playing is what a reader wants from a word; a refused play (no gesture) still leaves the video there.
    void video.play().catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLParagraphElement>) => {
    const move = MOVES[event.key];
    if (!move || items.length === 0) return;
    event.preventDefault();
    const next = move(focused, items.length - 1);
    setFocused(next);
    wordsRef.current?.querySelector<HTMLElement>(`[data-word-index="${next}"]`)?.focus();
  };

  const fillers = items.filter((i) => i.filler).length;
  const pauses = items.filter((i) => i.pauseBefore).length;
  return (
    <div className={cn('grid gap-4', recording && 'lg:grid-cols-2')}>
      {recording && <Video videoRef={videoRef} src={recording} position={position} />}
      <section className="rounded-lg border bg-muted/40 p-4">
        <h4 className="text-sm font-semibold">Your answer</h4>
        {items.length ? (
          <p
            ref={wordsRef}
            onKeyDown={onKeyDown}
            className="mt-2 max-h-72 overflow-y-auto text-sm leading-relaxed"
          >
            {items.map((item) => (
              <Word
                key={item.index}
                item={item}
                current={item.index === current}
                focusable={item.index === focused}
                onSeek={recording ? seek : null}
              />
            ))}
          </p>
        ) : (
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">
            {question.answer_text || 'No answer was recorded.'}
          </p>
        )}
        {items.length ? (
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            {recording ? <span>Select a word to play your answer from there.</span> : null}
            <span>
              <span className="rounded-sm bg-amber-100 px-1 text-amber-950 underline decoration-amber-600 decoration-2">
                Underlined
              </span>{' '}
              words are fillers ({fillers}).
            </span>
            <span className="inline-flex items-center gap-1">
              <Pause aria-hidden className="size-3" /> marks a pause over {LONG_PAUSE_SECONDS} seconds (
              {pauses}).
            </span>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function Video({
  videoRef,
  src,
  position,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  src: string;
  position: number;
}) {
  return (
    <video
      ref={videoRef}
      controls
      preload="metadata"
      src={src}
      aria-label={`Recording of your answer to question ${position}`}
      className="aspect-video w-full rounded-lg border bg-slate-900"
    />
  );
}
