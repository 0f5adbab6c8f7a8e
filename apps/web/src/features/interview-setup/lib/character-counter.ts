import { CUSTOM_JD_MAX } from '@rehearse/contracts';

/** SPEC §2: the job description counter reads 'n/1000' and turns red past 1000. */
export function jobDescriptionCounter(text: string) {
  return { label: `${text.length}/${CUSTOM_JD_MAX}`, overLimit: text.length > CUSTOM_JD_MAX };
}
