import { FEEDBACK_LIMITS } from '@rehearse/contracts';

/** The server trims the message, so spaces alone do not count towards the minimum. */
const usefulLength = (message: string) => message.trim().length;

/** SPEC §2: 'n / 100', red while the message is too short to send, green otherwise. */
export function feedbackCounter(message: string) {
  return {
    label: `${message.length} / ${FEEDBACK_LIMITS.messageMax}`,
    tone: usefulLength(message) < FEEDBACK_LIMITS.messageMin ? ('red' as const) : ('green' as const),
  };
}

/** SPEC §2: Submit stays disabled while no star is chosen or the message is shorter than 4 characters. */
export function canSubmitFeedback(rating: number, message: string): boolean {
  return (
    rating >= FEEDBACK_LIMITS.ratingMin &&
    rating <= FEEDBACK_LIMITS.ratingMax &&
    usefulLength(message) >= FEEDBACK_LIMITS.messageMin &&
    message.length <= FEEDBACK_LIMITS.messageMax
  );
}

export const starLabel = (stars: number) => `Rate ${stars} out of ${FEEDBACK_LIMITS.ratingMax} stars`;
