// The questions the engine planned for an interview, read from the server's embedded PostgreSQL. The test needs
// them before the room opens its microphone: the fake microphone file is one timeline of every answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export async function plannedQuestions(dataDir: string, sessionId: string): Promise<string[]> {
  // postmaster.pid: line 4 is the port the server's PostgreSQL listens on.
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'rehearse' });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      'SELECT text FROM interview_questions WHERE session_id = $1 ORDER BY position',
      [sessionId],
    );
    return rows.map((row) => row.text);
  } finally {
    await client.end();
  }
}
