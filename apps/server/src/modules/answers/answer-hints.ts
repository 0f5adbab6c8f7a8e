import { transcriptionHints, type Rubric } from '@rehearse/engine';

type AnswerContext = {
  text: string;
  rubric: Rubric;
  job_title: string;
  job_description: string | null;
  custom_jd: string | null;
};

/** The transcriber's domain: the question, its rubric, the interview's job description and the role's bank. */
export const answerHints = (answer: AnswerContext) =>
  transcriptionHints({
    text: answer.text,
    rubric: answer.rubric,
    job_title: answer.job_title,
    job_description: answer.custom_jd ?? answer.job_description ?? undefined,
  });
