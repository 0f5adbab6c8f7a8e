import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { clientMessage, MSG, type ServerMessage } from '@rehearse/contracts';
import { ROOM_CLOSE } from '../../modules/interviews/interview-room.ts';

/** A room that says nothing within this time after connecting is closed. */
const FIRST_MESSAGE_TIMEOUT_MS = 15_000;

/**
 * WebSocket /tws1/connect: the interview room. The first message authenticates ({type:'input', session_id,
 * token}); then interview_details and the current question; each video_response brings the next question (a
 * follow-up carries follow_up_of) or interview_end. While an answer is recorded, live_feedback arrives at least
 * every 5 s of its speech. Messages of one socket are handled in order; all state is in PostgreSQL.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { interviewRoom, liveFeedback, followUps } = app.services;
    // The room's helpers hold timers, temporary drafts and a LISTEN connection: they end with the app.
    app.addHook('onClose', async () => {
      liveFeedback.close();
      await followUps.close();
    });

    app.get('/tws1/connect', { websocket: true }, (socket: WebSocket, request) => {
      let joined: { sessionId: string; authSessionId: string } | null = null;
      let leaveLiveFeedback = () => {};
      let queue = Promise.resolve();
      const send = (message: ServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const refuse = (code: number, message: string) => {
        send({ type: 'error', message });
        socket.close(code, message.slice(0, 120));
      };
      const sendNext = (message: ServerMessage) => {
        send(message);
        // The room closes the socket itself on interview_end; closing here too frees the server side.
        if (message.type === 'interview_end') socket.close(1000, 'interview ended');
      };
      const timer = setTimeout(() => {
        if (!joined) refuse(ROOM_CLOSE.unauthenticated, MSG.unauthenticated);
      }, FIRST_MESSAGE_TIMEOUT_MS);
      socket.on('close', () => {
        clearTimeout(timer);
        leaveLiveFeedback();
      });

      const handle = async (raw: string) => {
        let parsed;
        try {
          parsed = clientMessage.safeParse(JSON.parse(raw));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          if (!joined) refuse(ROOM_CLOSE.unauthenticated, MSG.unauthenticated);
          else send({ type: 'error', message: 'The message could not be read' });
          return;
        }
        const message = parsed.data;
        if (message.type === 'input') {
          const result = await interviewRoom.join(message.token, message.session_id);
          if (!result.ok) return refuse(result.code, result.message);
          if (joined && joined.sessionId !== result.sessionId)
            return refuse(ROOM_CLOSE.forbidden, 'One interview per connection');
          if (!joined) leaveLiveFeedback = liveFeedback.join(result.sessionId, send);
          joined = { sessionId: result.sessionId, authSessionId: result.authSessionId };
          clearTimeout(timer);
          send(result.details);
          return sendNext(await interviewRoom.current(result.sessionId, result.authSessionId));
        }
        if (!joined) return refuse(ROOM_CLOSE.unauthenticated, MSG.unauthenticated);
        if (message.session_id !== joined.sessionId)
          return send({ type: 'error', message: 'This connection belongs to another interview' });
        sendNext(
          await interviewRoom.videoResponse(joined.sessionId, message.data.question_id, joined.authSessionId),
        );
      };

      socket.on('message', (data) => {
        const raw = String(data);
        queue = queue
          .then(() => handle(raw))
          .catch((err: unknown) => {
            request.log.error({ err }, 'interview room message failed');
            send({ type: 'error', message: 'Something went wrong!' });
          });
      });
    });
  },
  { name: 'interview-socket', dependencies: ['services'] },
);
