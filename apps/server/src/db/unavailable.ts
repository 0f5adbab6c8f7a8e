/** Said (503) whenever the database cannot be reached or does not answer in time. */
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable, please try again in a moment';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool say these in words, without a code. */
const CLIENT_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
/**
 * SQLSTATEs that mean "not now" rather than "wrong request": connection exceptions (08), statement timeout
 * (57014), shutdown and start-up (57P01-57P03), too many connections (53300), lock timeout (55P03).
 */
const UNAVAILABLE_STATES = /^(08...|57014|57P0[123]|53300|55P03)$/;

/** True when an error says the database is away or too slow, not that the request or the code is wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (CLIENT_MESSAGES.some((message) => err.message.startsWith(message))) return true;
  // Node's happy-eyeballs connect reports every address it tried at once.
  if (err instanceof AggregateError) return err.errors.some(isDatabaseUnavailable);
  return false;
}
