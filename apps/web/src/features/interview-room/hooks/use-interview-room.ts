import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ANSWER_SECONDS } from '@rehearse/contracts';
import { paths } from '@/config/paths.ts';
import { leaveRoom } from '@/lib/interview-markers.ts';
import { useSession } from '@/lib/session.ts';
import { storeUserRecording } from '../api/store-user-recording.ts';
import { canReplay, eventFromMessage, initialRoomState, roomReducer } from '../lib/room-state.ts';
import { useAnswerRecorder } from './use-answer-recorder.ts';
import { useCamera } from './use-camera.ts';
import { useCountdown } from './use-countdown.ts';
import { useEyeContact } from './use-eye-contact.ts';
import { useInterviewSocket } from './use-interview-socket.ts';
import { useQuestionAudio } from './use-question-audio.ts';

export const START_RECORDING_ERROR = 'Unable to start recording.';

/**
 * The interview room's behaviour (SPEC §4, DESIGN §4): the room state machine plus the camera, socket, question
 * audio, recorder/upload and eye contact hooks that feed it. Components only render what this returns.
 */
export function useInterviewRoom(sessionId: string) {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const { token } = useSession();
  const navigate = useNavigate();
  const previewRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera();
  const recorder = useAnswerRecorder();
  const eyeContact = useEyeContact(previewRef);
  const audio = useQuestionAudio(() => dispatch({ type: 'audio_ended' }));
  const socket = useInterviewSocket(sessionId, token, {
    onMessage: (message) => {
      const event = eventFromMessage(message);
      if (event) dispatch(event);
    },
    onOpen: () => dispatch({ type: 'connected' }),
    onDrop: () => dispatch({ type: 'disconnected' }),
    onRefused: (message) => dispatch({ type: 'refused', message }),
  });

  const { phase, question, savedAnswerFor } = state;
  const { play: playQuestion } = audio;

  // A new question: the avatar reads it out.
  const questionId = question?.id;
  const audioUrl = question?.audioUrl;
  useEffect(() => {
    if (phase === 'listening' && audioUrl) void playQuestion(audioUrl);
    // Only a new question starts the audio; later phase changes must not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questionId, playQuestion]);

  // The stored answer moves the interview on; repeated once per connection until the next question arrives.
  const { generation, send } = socket;
  const sentFor = useRef('');
  useEffect(() => {
    if (!savedAnswerFor || state.connection !== 'connected') return;
    const key = `${generation}:${savedAnswerFor}`;
    if (sentFor.current === key) return;
    if (send({ type: 'video_response', session_id: sessionId, data: { question_id: savedAnswerFor } })) {
      sentFor.current = key;
    }
  }, [savedAnswerFor, state.connection, generation, send, sessionId]);

  const { cancel: cancelRecording } = recorder;
  const { stop: stopEyeContact } = eyeContact;
  const { stop: stopAudio } = audio;
  const { close: closeSocket } = socket;
  const { stop: stopCamera } = camera;
  const stopEverything = useCallback(() => {
    cancelRecording();
    stopEyeContact();
    stopAudio();
    closeSocket();
    stopCamera();
  }, [cancelRecording, stopEyeContact, stopAudio, closeSocket, stopCamera]);

  useEffect(() => {
    if (phase !== 'ended') return;
    stopEverything();
    leaveRoom(true);
    // SPEC §2: the end screen is the room's relative 'end-screen' route.
    void navigate('end-screen', { replace: true });
  }, [phase, stopEverything, navigate]);

  const exit = useCallback(() => {
    stopEverything();
    leaveRoom(false);
    void navigate(paths.dashboard.root.getHref());
  }, [stopEverything, navigate]);

  const replayQuestion = useCallback(() => {
    if (!canReplay(state) || !question) return;
    dispatch({ type: 'replay' });
    void playQuestion(question.audioUrl);
  }, [state, question, playQuestion]);

  const startAnswer = useCallback(() => {
    if (phase !== 'ready' || !question) return;
    dispatch({ type: 'start_answer' });
    try {
      if (!camera.stream || !token) throw new Error('No camera stream or session to record with');
      recorder.start({ stream: camera.stream, sessionId, questionId: question.id, token });
      eyeContact.start();
      dispatch({ type: 'recording_started' });
    } catch (error) {
      console.error(START_RECORDING_ERROR, error);
      toast.error(START_RECORDING_ERROR);
      recorder.cancel();
      dispatch({ type: 'recording_failed' });
    }
  }, [phase, question, camera.stream, token, recorder, sessionId, eyeContact]);

  const endAnswer = useCallback(async () => {
    if (phase !== 'recording' || !question) return;
    dispatch({ type: 'end_answer' });
    const eye = eyeContact.stop();
    const answer = await recorder.stop();
    await storeUserRecording({
      session_id: sessionId,
      question_id: question.id,
      duration: answer?.durationMs ?? 0,
      ...(eye ? { eye_contact: eye } : {}),
    });
    dispatch({ type: 'answer_saved' });
  }, [phase, question, eyeContact, recorder, sessionId]);

  const secondsLeft = useCountdown(phase === 'recording', ANSWER_SECONDS, () => void endAnswer());

  return {
    state,
    secondsLeft,
    upload: recorder.progress,
    camera,
    previewRef,
    audio,
    startAnswer,
    endAnswer,
    replayQuestion,
    eyeContactUnavailable: eyeContact.unavailable,
    exit,
  };
}
