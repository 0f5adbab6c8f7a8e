// How the scorer takes a story about another occasion (ADR 156): each dev question about one occasion is answered with
// the strong story of each other such dev question. Dev only, so that a mend measured here is not tuned on test. Then
// the hardest form, stories of other occasions at the same job (ADR 157), from stories written for the probe.
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { questionAsks } from '../src/evaluate/articulation.ts';
import { OFF_QUESTION, keepsToQuestion } from '../src/evaluate/content-score.ts';
import { createContentJudge, scoreAnswer } from '../src/evaluate/evaluate-answer.ts';
import { extractFeatures } from '../src/evaluate/features.ts';
import { measureMeaning } from '../src/evaluate/meaning.ts';
import { createProfiles } from '../src/evaluate/question-profile.ts';
import { LABELLED_SET } from './labelled-set.ts';
import { SAME_WORKPLACE } from './stories-same-workplace.ts';
import type { QuestionToJudge } from '../src/types.ts';

export async function printStoriesElsewhere(): Promise<void> {
  const encoder = createSentenceEncoder();
  const judge = createContentJudge(encoder);
  const profiles = createProfiles(encoder);
  /** A question's judge of a typed answer: its overall score, and whether it is taken off the question. */
  const judgeFor = async (question: QuestionToJudge) => {
    const profile = await profiles(question);
    return {
      score: async (text: string) =>
        scoreAnswer(
          question,
          { text, duration_ms: 30_000 },
          { grammar: null, pitch_hz: null },
          {},
          await judge.judge(question, text),
        ).overall_score,
      offQuestion: async (text: string) =>
        keepsToQuestion(extractFeatures(profile, text), await measureMeaning(encoder, profile, text)) <
        OFF_QUESTION,
    };
  };
  const stories = LABELLED_SET.filter((q) => q.split === 'dev' && questionAsks(q.question.text).occasion);
  let pairs = 0;
  let judgedOff = 0;
  let aboveWeak = 0;
  let scores = 0;
  let weakScores = 0;
  for (const item of stories) {
    const { score, offQuestion } = await judgeFor(item.question);
    const weak = await score(item.answers.weak);
    for (const other of stories) {
      if (other === item) continue;
      const text = other.answers.strong;
      const overall = await score(text);
      pairs++;
      if (await offQuestion(text)) judgedOff++;
      if (overall > weak) aboveWeak++;
      scores += overall;
      weakScores += weak;
    }
  }
  // The hardest form: stories of other occasions at the same job, against one right story told in words of its own.
  let workplace = 0;
  let workplaceOff = 0;
  let belowRight = 0;
  const spread: string[] = [];
  for (const { question, right, elsewhere } of SAME_WORKPLACE) {
    const { score, offQuestion } = await judgeFor(question);
    const rightScore = await score(right);
    const others: number[] = [];
    for (const text of elsewhere) {
      const overall = await score(text);
      workplace++;
      if (await offQuestion(text)) workplaceOff++;
      if (overall < rightScore) belowRight++;
      others.push(overall);
    }
    spread.push(`${rightScore} against ${others.join(', ')}`);
  }
  await encoder.close();
  console.log(
    `Stories of another occasion (${stories.length} dev story questions, each answered with the others' strong stories, ${pairs} answers): ` +
      `${judgedOff} judged not to address the question, ${aboveWeak} above that question's own weak answer; ` +
      `mean score ${(scores / pairs).toFixed(1)} against ${(weakScores / pairs).toFixed(1)} for the weak answers`,
  );
  console.log(
    `Stories of another occasion at the same job (${SAME_WORKPLACE.length} questions, ${workplace} stories, bench/stories-same-workplace.ts): ` +
      `${workplaceOff} judged not to address the question, ${belowRight} below the question's right story; right story against the others: ${spread.join('; ')}`,
  );
}
