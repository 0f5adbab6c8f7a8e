import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ClientMessage, ServerMessage } from '@rehearse/contracts';
import { REFUSED_CLOSE_CODES, reconnectDelay } from '../lib/reconnect.ts';

export const SOCKET_PATH = '/tws1/connect';

export type SocketCallbacks = {
  onMessage: (message: ServerMessage) => void;
  onOpen: () => void;
  onDrop: () => void;
  onRefused: (message: string) => void;
};

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${SOCKET_PATH}`;
}

function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { type?: unknown }).type === 'string'
    ) {
      return value as ServerMessage;
    }
  } catch {
    // Not JSON: ignored like any unknown message.
  }
  return null;
}

/**
 * The interview socket (DESIGN §4): authenticates with the first message, reconnects with backoff when dropped
 * (the server then resumes at the current question) and stops for good after interview_end, a refusal or close().
 * `generation` counts successful connections so a caller can repeat a message once per connection.
 */
export function useInterviewSocket(sessionId: string, token: string | null, callbacks: SocketCallbacks) {
  const [generation, setGeneration] = useState(0);
  const socket = useRef<WebSocket | null>(null);
  const finished = useRef(false);
  const onMessage = useEffectEvent(callbacks.onMessage);
  const onOpen = useEffectEvent(callbacks.onOpen);
  const onDrop = useEffectEvent(callbacks.onDrop);
  const onRefused = useEffectEvent(callbacks.onRefused);

  useEffect(() => {
    if (!token) return;
    finished.current = false;
    let attempt = 0;
    let retryTimer: number | undefined;

    const connect = () => {
      if (finished.current) return;
      const ws = new WebSocket(socketUrl());
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        const hello: ClientMessage = { type: 'input', session_id: sessionId, token };
        ws.send(JSON.stringify(hello));
        setGeneration((value) => value + 1);
        onOpen();
      };
      ws.onmessage = (event) => {
        const message = parseMessage(event.data);
        if (!message) return;
        if (message.type === 'interview_end') finished.current = true;
        if (message.type === 'error') {
          finished.current = true;
          onRefused(message.message);
          return;
        }
        onMessage(message);
      };
      // SPEC §8: socket errors are logged; the close event that follows decides about reconnecting.
      ws.onerror = (event) => console.error('Interview connection error', event);
      ws.onclose = (event) => {
        if (socket.current === ws) socket.current = null;
        if (finished.current) return;
        if (REFUSED_CLOSE_CODES.includes(event.code)) {
          finished.current = true;
          onRefused(event.reason || 'This interview cannot be opened.');
          return;
        }
        onDrop();
        retryTimer = window.setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();

    return () => {
      finished.current = true;
      window.clearTimeout(retryTimer);
      socket.current?.close(1000);
      socket.current = null;
    };
  }, [sessionId, token]);

  const send = useCallback((message: ClientMessage): boolean => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(message));
    return true;
  }, []);

  const close = useCallback(() => {
    finished.current = true;
    socket.current?.close(1000);
    socket.current = null;
  }, []);

  return { generation, send, close };
}
