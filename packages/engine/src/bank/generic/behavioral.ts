import type { DifficultyLevel } from '@rehearse/contracts';
import type { GenericQuestion } from './types.ts';
import { concept as c } from './types.ts';

const STAR = [
  c('situation', 'context', 'when', 'at the time'),
  c('action', 'i decided', 'i did', 'so i'),
  c('result', 'outcome', 'as a result', 'in the end'),
];

/** Behavioural questions; every rubric expects a STAR-shaped story. */
export const BEHAVIORAL: Record<DifficultyLevel, GenericQuestion[]> = {
  'Entry-Level': [
    {
      text: 'Tell me about a time you worked in a team and there was a disagreement. What did you do?',
      competency: 'Teamwork',
      key_points: [
        'the disagreement and who was involved',
        'how you listened and proposed a way forward',
        'the result for the team',
      ],
      evidence: ['scene', 'deed', 'outcome'],
      concepts: [
        ...STAR,
        c('disagreement', 'conflict', 'argument', 'different opinions'),
        c('listen', 'understand', 'compromise', 'agreed'),
      ],
      strong_answer:
        'A real disagreement, the candidate listening and proposing a concrete way forward, and how it ended.',
      follow_up: 'What would you do if they still disagreed?',
    },
    {
      text: 'Describe a time you made a mistake. How did you handle it?',
      competency: 'Accountability',
      key_points: ['owns the mistake', 'fixes it and tells the right people', 'what changed afterwards'],
      evidence: ['scene', 'deed', 'lesson'],
      concepts: [
        ...STAR,
        c('mistake', 'error', 'missed', 'got wrong'),
        c('owned', 'admitted', 'told', 'took responsibility'),
        c('lesson', 'learned', 'now i', 'since then'),
      ],
      strong_answer:
        'Names the mistake plainly, how it was fixed and reported, and the habit changed afterwards.',
      follow_up: 'How do you prevent that kind of mistake now?',
    },
    {
      text: 'Tell me about a time you had to learn something quickly to get a task done.',
      competency: 'Learning agility',
      key_points: ['what had to be learned and why', 'how it was learned fast', 'the task result'],
      evidence: ['scene', 'deed', 'outcome'],
      concepts: [
        ...STAR,
        c('learn', 'learned', 'picked up', 'taught myself'),
        c('deadline', 'quickly', 'days', 'week'),
      ],
      strong_answer: 'The gap, the fast learning method (docs, people, practice) and the finished task.',
      follow_up: 'What did you not have time to learn properly?',
    },
    {
      text: 'Give an example of a time you helped someone else succeed.',
      competency: 'Collaboration',
      key_points: ['who needed help and why', 'what you did', 'what changed for them'],
      evidence: ['scene', 'deed', 'outcome'],
      concepts: [
        ...STAR,
        c('helped', 'supported', 'showed', 'explained', 'coached'),
        c('colleague', 'classmate', 'teammate', 'customer'),
      ],
      strong_answer: 'A specific person and need, the help given and a visible result for that person.',
      follow_up: 'How did you balance that with your own work?',
    },
  ],
  Professional: [
    {
      text: 'Tell me about a time you had to deliver under a tight deadline. How did you manage it?',
      competency: 'Delivery',
      key_points: [
        'the deadline and what was at stake',
        'how scope or plan was adjusted',
        'the delivery result',
      ],
      evidence: ['scene', 'deed', 'outcome'],
      concepts: [
        ...STAR,
        c('deadline', 'due', 'launch date', 'time pressure'),
        c('scope', 'prioritised', 'prioritized', 'cut', 'negotiated'),
        c('delivered', 'on time', 'shipped', 'launched'),
      ],
      strong_answer:
        'The stakes, concrete choices about scope and time, communication with stakeholders and the delivered result.',
      follow_up: 'What did you cut, and how did you decide?',
    },
    {
      text: 'Describe a situation where you disagreed with your manager. What happened?',
      competency: 'Influence',
      key_points: [
        'the disagreement and why it mattered',
        'how the case was made with evidence',
        'the outcome and relationship afterwards',
      ],
      evidence: ['scene', 'deed', 'outcome'],
      concepts: [
        ...STAR,
        c('disagreed', 'pushed back', 'different view', 'concern'),
        c('evidence', 'data', 'numbers', 'example'),
        c('respect', 'relationship', 'trust', 'agreed'),
      ],
      strong_answer:
        'A real disagreement argued with evidence, respectfully, with the decision accepted or changed and the relationship intact.',
      follow_up: 'What would you have done if the decision went against you?',
    },
    {
      text: 'Tell me about a time you received difficult feedback. What did you do with it?',
      competency: 'Growth',
      key_points: [
        'the feedback itself',
        'first reaction and reflection',
        'a concrete change and its effect',
      ],
      evidence: ['scene', null, 'outcome'],
      concepts: [
        ...STAR,
        c('feedback', 'criticism', 'review', 'told me'),
        c('reflected', 'understood', 'asked', 'clarified'),
        c('changed', 'improved', 'started', 'stopped'),
      ],
      strong_answer:
        'Quotes the feedback, describes reflecting and asking questions, and a change with a visible effect.',
      follow_up: 'How do you give difficult feedback yourself?',
    },
    {
      text: 'Give an example of a time you took initiative beyond your job description.',
      competency: 'Initiative',
      key_points: ['the gap you noticed', 'what you did without being asked', 'the measurable benefit'],
      evidence: ['scene', 'deed', 'measured'],
      concepts: [
        ...STAR,
        c('noticed', 'saw', 'gap', 'opportunity', 'problem'),
        c('initiative', 'volunteered', 'proposed', 'started'),
        c('benefit', 'saved', 'improved', 'increased'),
      ],
      strong_answer:
        'A gap others ignored, the initiative taken, how others were involved and a measured benefit.',
      follow_up: 'How did your manager react?',
    },
  ],
  Expert: [
    {
      text: 'Tell me about a time you led a team through a failure. What did you do?',
      competency: 'Leadership',
      key_points: [
        'what failed and its impact',
        'how you led during and after',
        'changes made so it does not repeat',
      ],
      evidence: ['scene', 'deed', 'lesson'],
      concepts: [
        ...STAR,
        c('failure', 'failed', 'incident', 'lost', 'missed'),
        c('communicated', 'transparent', 'told', 'updated'),
        c('postmortem', 'retrospective', 'root cause', 'lessons'),
      ],
      strong_answer:
        'Owns the failure, keeps people informed, runs a blameless review and changes the system with a measurable effect.',
      follow_up: 'How did you keep the team motivated afterwards?',
    },
    {
      text: 'Describe a time you had to influence senior stakeholders without formal authority.',
      competency: 'Influence',
      key_points: [
        'whose support was needed and why',
        'how the case was built',
        'the decision and its result',
      ],
      evidence: ['scene', 'deed', 'outcome'],
      concepts: [
        ...STAR,
        c('stakeholders', 'executives', 'leadership', 'director', 'vp'),
        c('business case', 'data', 'numbers', 'proposal'),
        c('alignment', 'agreed', 'approved', 'support'),
      ],
      strong_answer:
        'Maps the stakeholders, builds a case with data tied to their goals, handles objections and secures a decision with a result.',
      follow_up: 'Who did you fail to convince, and why?',
    },
    {
      text: 'Tell me about a difficult people decision you made, such as letting someone go or restructuring a team.',
      competency: 'People management',
      key_points: [
        'why the decision was needed',
        'how it was made fairly',
        'how it was communicated and its outcome',
      ],
      evidence: ['scene', 'deed', 'outcome'],
      concepts: [
        ...STAR,
        c('performance', 'underperforming', 'restructure', 'reorganisation'),
        c('fair', 'documented', 'plan', 'support'),
        c('communicated', 'conversation', 'explained', 'transparent'),
      ],
      strong_answer:
        'A justified decision, a fair process with support offered, clear communication and the effect on the team.',
      follow_up: 'What would you do differently?',
    },
    {
      text: 'Give an example of a strategy you set that did not work. How did you notice and what did you change?',
      competency: 'Strategic adaptability',
      key_points: [
        'the strategy and its assumptions',
        'the signal that it was failing',
        'the change and its result',
      ],
      evidence: ['scene', null, 'outcome'],
      concepts: [
        ...STAR,
        c('strategy', 'plan', 'bet', 'direction'),
        c('signal', 'metrics', 'data', 'noticed', 'feedback'),
        c('pivot', 'changed', 'adjusted', 'stopped'),
      ],
      strong_answer: 'States the assumptions, the early signal, a decisive change and the measured outcome.',
      follow_up: 'How do you now test assumptions earlier?',
    },
  ],
};
