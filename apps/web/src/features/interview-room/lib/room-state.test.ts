import { describe, expect, it } from 'vitest';
import {
  answerButton,
  canReplay,
  eventFromMessage,
  initialRoomState,
  roomReducer,
  type RoomEvent,
  type RoomQuestion,
  type RoomState,
} from './room-state.ts';

const first: RoomQuestion = {
  id: 'q1',
  text: 'Tell me about yourself.',
  audioUrl: '/a/1.mp3',
  index: 0,
  total: 2,
  followUpOf: null,
};
const second: RoomQuestion = {
  id: 'q2',
  text: 'Why this role?',
  audioUrl: '/a/2.mp3',
  index: 1,
  total: 2,
  followUpOf: null,
};
const followUp: RoomQuestion = {
  id: 'f1',
  text: 'Can you give me one specific example of that?',
  audioUrl: '/a/f1.mp3',
  index: 0,
  total: 2,
  followUpOf: 'q1',
};

const run = (events: RoomEvent[], from: RoomState = initialRoomState) => events.reduce(roomReducer, from);

describe('roomReducer', () => {
  it('keeps Start Answer disabled until a question has arrived and its audio ended', () => {
    expect(answerButton(initialRoomState)).toEqual({ label: 'Start Answer', enabled: false });
    const listening = run([{ type: 'connected' }, { type: 'question', question: first }]);
    expect(listening.phase).toBe('listening');
    expect(answerButton(listening).enabled).toBe(false);
    expect(answerButton(roomReducer(listening, { type: 'audio_ended' }))).toEqual({
      label: 'Start Answer',
      enabled: true,
    });
  });

  it('goes through recording and saving to the next question', () => {
    const recording = run([
      { type: 'question', question: first },
      { type: 'audio_ended' },
      { type: 'start_answer' },
      { type: 'recording_started' },
    ]);
    expect(answerButton(recording)).toEqual({ label: 'End Answer', enabled: true });
    const saving = run([{ type: 'end_answer' }, { type: 'answer_saved' }], recording);
    expect(saving.phase).toBe('saving');
    expect(saving.savedAnswerFor).toBe('q1');
    const next = roomReducer(saving, { type: 'question', question: second });
    expect(next).toMatchObject({ phase: 'listening', savedAnswerFor: null, question: second });
  });

  it('returns to ready when the recorder cannot start', () => {
    const state = run([
      { type: 'question', question: first },
      { type: 'audio_ended' },
      { type: 'start_answer' },
      { type: 'recording_failed' },
    ]);
    expect(state.phase).toBe('ready');
  });

  it('ignores Start Answer while the question audio still plays', () => {
    const state = run([{ type: 'question', question: first }, { type: 'start_answer' }]);
    expect(state.phase).toBe('listening');
  });

  it('keeps an answer in progress when a reconnect re-sends the same question', () => {
    const recording = run([
      { type: 'question', question: first },
      { type: 'audio_ended' },
      { type: 'start_answer' },
      { type: 'recording_started' },
      { type: 'disconnected' },
    ]);
    expect(recording.connection).toBe('reconnecting');
    const resumed = run([{ type: 'connected' }, { type: 'question', question: first }], recording);
    expect(resumed).toMatchObject({ connection: 'connected', phase: 'recording' });
  });

  it('keeps a saved answer waiting for its video_response across a reconnect', () => {
    const saved = run([
      { type: 'question', question: first },
      { type: 'audio_ended' },
      { type: 'start_answer' },
      { type: 'recording_started' },
      { type: 'end_answer' },
      { type: 'answer_saved' },
      { type: 'disconnected' },
      { type: 'connected' },
      { type: 'question', question: first },
    ]);
    expect(saved).toMatchObject({ phase: 'saving', savedAnswerFor: 'q1' });
  });

  it('stays ended after interview_end', () => {
    const ended = run([{ type: 'question', question: first }, { type: 'interview_end' }]);
    expect(ended.phase).toBe('ended');
    expect(run([{ type: 'question', question: second }, { type: 'disconnected' }], ended)).toBe(ended);
  });

  it('plays the question again on Replay only before the answer starts', () => {
    const ready = run([{ type: 'question', question: first }, { type: 'audio_ended' }]);
    expect(canReplay(ready)).toBe(true);
    const replaying = roomReducer(ready, { type: 'replay' });
    expect(replaying.phase).toBe('listening');
    expect(answerButton(replaying).enabled).toBe(false);
    expect(roomReducer(replaying, { type: 'audio_ended' }).phase).toBe('ready');
    const recording = run([{ type: 'start_answer' }, { type: 'recording_started' }], ready);
    expect(canReplay(recording)).toBe(false);
    expect(roomReducer(recording, { type: 'replay' })).toBe(recording);
  });

  it('asks a follow-up like any question once the answer is saved', () => {
    const saved = run([
      { type: 'question', question: first },
      { type: 'audio_ended' },
      { type: 'start_answer' },
      { type: 'recording_started' },
      { type: 'end_answer' },
      { type: 'answer_saved' },
      { type: 'question', question: followUp },
    ]);
    expect(saved).toMatchObject({ phase: 'listening', question: followUp, savedAnswerFor: null });
  });

  it('keeps the latest live feedback of the answer being recorded and forgets it with the next question', () => {
    const recording = run([
      { type: 'question', question: first },
      { type: 'audio_ended' },
      { type: 'start_answer' },
      { type: 'recording_started' },
    ]);
    const feedback = { questionId: 'q1', wordsPerMinute: 142, fillerCount: 1, elapsedMs: 10_000 };
    const heard = roomReducer(recording, { type: 'live_feedback', feedback });
    expect(heard.liveFeedback).toEqual(feedback);
    // An older message arriving late, or one about another question, changes nothing.
    expect(roomReducer(heard, { type: 'live_feedback', feedback: { ...feedback, elapsedMs: 5000 } })).toBe(
      heard,
    );
    expect(roomReducer(heard, { type: 'live_feedback', feedback: { ...feedback, questionId: 'q2' } })).toBe(
      heard,
    );
    const next = run(
      [{ type: 'end_answer' }, { type: 'answer_saved' }, { type: 'question', question: second }],
      heard,
    );
    expect(next.liveFeedback).toBeNull();
  });

  it('does not report a refused connection as reconnecting', () => {
    const refused = run([{ type: 'refused', message: 'Interview not found' }, { type: 'disconnected' }]);
    expect(refused).toMatchObject({ connection: 'refused', refusal: 'Interview not found' });
  });
});

describe('eventFromMessage', () => {
  it('maps a question message to the room question', () => {
    expect(
      eventFromMessage({
        type: 'question',
        question_id: 'q2',
        text: 'Why this role?',
        question_audio_url: '/a/2.mp3',
        index: 1,
        total: 2,
      }),
    ).toEqual({ type: 'question', question: second });
  });

  it('maps a follow-up and live feedback', () => {
    expect(
      eventFromMessage({
        type: 'question',
        question_id: 'f1',
        text: 'Can you give me one specific example of that?',
        question_audio_url: '/a/f1.mp3',
        index: 0,
        total: 2,
        follow_up_of: 'q1',
      }),
    ).toEqual({ type: 'question', question: followUp });
    expect(
      eventFromMessage({
        type: 'live_feedback',
        session_id: 's1',
        question_id: 'q1',
        words_per_minute: null,
        filler_count: 0,
        elapsed_ms: 5000,
      }),
    ).toEqual({
      type: 'live_feedback',
      feedback: { questionId: 'q1', wordsPerMinute: null, fillerCount: 0, elapsedMs: 5000 },
    });
  });

  it('maps the server error to a refusal', () => {
    expect(eventFromMessage({ type: 'error', message: 'Unauthorized' })).toEqual({
      type: 'refused',
      message: 'Unauthorized',
    });
  });
});
