import type { ServerMessage } from '@rehearse/contracts';

export type InterviewDetails = Extract<ServerMessage, { type: 'interview_details' }>['data'];

export type RoomQuestion = {
  id: string;
  text: string;
  audioUrl: string;
  /** 0-based among the plan's questions; a follow-up carries its main question's. */
  index: number;
  total: number;
  /** The main question a follow-up follows up on; null for a question of the plan. */
  followUpOf: string | null;
};

/** The answer so far, as the server measured it from its live transcript (docs/decisions/102). */
export type LiveFeedback = {
  questionId: string;
  wordsPerMinute: number | null;
  fillerCount: number;
  elapsedMs: number;
};

/**
 * SPEC §4 interview room: no question -> the question's audio plays -> ready to answer -> starting the recorder ->
 * recording -> saving (upload, store, video_response) until the next question arrives -> ... -> ended.
 */
export type RoomPhase = 'waiting' | 'listening' | 'ready' | 'starting' | 'recording' | 'saving' | 'ended';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export type RoomState = {
  connection: ConnectionStatus;
  /** The server's reason when it refused the connection. */
  refusal: string | null;
  details: InterviewDetails | null;
  question: RoomQuestion | null;
  phase: RoomPhase;
  /** The question whose answer is stored; video_response is (re)sent for it until the next question arrives. */
  savedAnswerFor: string | null;
  /** The latest live feedback on the answer being recorded. */
  liveFeedback: LiveFeedback | null;
};

export type RoomEvent =
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'refused'; message: string }
  | { type: 'details'; details: InterviewDetails }
  | { type: 'question'; question: RoomQuestion }
  | { type: 'audio_ended' }
  | { type: 'replay' }
  | { type: 'live_feedback'; feedback: LiveFeedback }
  | { type: 'start_answer' }
  | { type: 'recording_started' }
  | { type: 'recording_failed' }
  | { type: 'end_answer' }
  | { type: 'answer_saved' }
  | { type: 'interview_end' };

export const initialRoomState: RoomState = {
  connection: 'connecting',
  refusal: null,
  details: null,
  question: null,
  phase: 'waiting',
  savedAnswerFor: null,
  liveFeedback: null,
};

function onQuestion(state: RoomState, question: RoomQuestion): RoomState {
  // A reconnect re-sends the current question: keep whatever the person is doing with it.
  if (state.question?.id === question.id && state.phase !== 'waiting') return { ...state, question };
  return { ...state, question, phase: 'listening', savedAnswerFor: null, liveFeedback: null };
}

function onLiveFeedback(state: RoomState, feedback: LiveFeedback): RoomState {
  // Only about the answer being recorded, and never older than what is shown.
  if (state.question?.id !== feedback.questionId) return state;
  if (state.phase !== 'recording' && state.phase !== 'saving') return state;
  if (state.liveFeedback && state.liveFeedback.elapsedMs > feedback.elapsedMs) return state;
  return { ...state, liveFeedback: feedback };
}

export function roomReducer(state: RoomState, event: RoomEvent): RoomState {
  if (state.phase === 'ended') return state;
  switch (event.type) {
    case 'connected':
      return { ...state, connection: 'connected' };
    case 'disconnected':
      return state.connection === 'refused' ? state : { ...state, connection: 'reconnecting' };
    case 'refused':
      return { ...state, connection: 'refused', refusal: event.message };
    case 'details':
      return { ...state, details: event.details };
    case 'question':
      return onQuestion(state, event.question);
    case 'audio_ended':
      return state.phase === 'listening' ? { ...state, phase: 'ready' } : state;
    case 'replay':
      // The question can be heard again only before the answer starts.
      return state.phase === 'ready' ? { ...state, phase: 'listening' } : state;
    case 'live_feedback':
      return onLiveFeedback(state, event.feedback);
    case 'start_answer':
      return state.phase === 'ready' ? { ...state, phase: 'starting' } : state;
    case 'recording_started':
      return state.phase === 'starting' ? { ...state, phase: 'recording' } : state;
    case 'recording_failed':
      return state.phase === 'starting' || state.phase === 'recording' ? { ...state, phase: 'ready' } : state;
    case 'end_answer':
      return state.phase === 'recording' ? { ...state, phase: 'saving' } : state;
    case 'answer_saved':
      return state.phase === 'saving' && state.question
        ? { ...state, savedAnswerFor: state.question.id }
        : state;
    case 'interview_end':
      return { ...state, phase: 'ended' };
  }
}

/** Replay question: only between the end of the question's audio and the start of the answer. */
export const canReplay = (state: RoomState) => state.phase === 'ready' && state.question !== null;

/** SPEC §4: Start Answer only once the question's audio has ended; End Answer only while recording. */
export function answerButton(state: RoomState): { label: 'Start Answer' | 'End Answer'; enabled: boolean } {
  if (state.phase === 'recording') return { label: 'End Answer', enabled: true };
  return { label: 'Start Answer', enabled: state.phase === 'ready' };
}

/** Turns a socket message into a room event; anything unknown is ignored. */
export function eventFromMessage(message: ServerMessage): RoomEvent | null {
  switch (message.type) {
    case 'interview_details':
      return { type: 'details', details: message.data };
    case 'question':
      return {
        type: 'question',
        question: {
          id: message.question_id,
          text: message.text,
          audioUrl: message.question_audio_url,
          index: message.index,
          total: message.total,
          followUpOf: message.follow_up_of ?? null,
        },
      };
    case 'live_feedback':
      return {
        type: 'live_feedback',
        feedback: {
          questionId: message.question_id,
          wordsPerMinute: message.words_per_minute,
          fillerCount: message.filler_count,
          elapsedMs: message.elapsed_ms,
        },
      };
    case 'interview_end':
      return { type: 'interview_end' };
    case 'error':
      return { type: 'refused', message: message.message };
    default:
      return null;
  }
}
