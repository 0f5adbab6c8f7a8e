import type { DifficultyLevel } from '@rehearse/contracts';
import type { GenericQuestion } from './types.ts';
import { concept as c } from './types.ts';

export const WARM_UP: Record<DifficultyLevel, GenericQuestion[]> = {
  'Entry-Level': [
    {
      text: 'Tell me a little about yourself and why you want to work as a {role}.',
      competency: 'Motivation',
      key_points: ['current studies or experience', 'what draws you to the role', 'a skill you bring'],
      evidence: ['background', 'motivation', null],
      concepts: [
        c('experience', 'studied', 'degree', 'internship', 'worked'),
        c('motivation', 'enjoy', 'interested', 'excited', 'why'),
        c('skill', 'good at', 'strength', 'learned'),
      ],
      strong_answer:
        'A short path from studies or past work to this role, one concrete reason for wanting it, and one skill with an example.',
      follow_up: 'What part of the {role} job do you expect to find hardest at first?',
    },
    {
      text: 'What have you done recently to learn something new that helps you as a {role}?',
      competency: 'Learning',
      key_points: ['a specific thing learned', 'how it was learned', 'where it was applied'],
      evidence: ['skill', 'resource', 'applied'],
      concepts: [
        c('course', 'tutorial', 'book', 'certification', 'class'),
        c('practice', 'project', 'built', 'applied', 'tried'),
        c('feedback', 'mentor', 'reviewed'),
      ],
      strong_answer:
        'Names one skill, the resource or method used, and a small project or task where it was put to use.',
      follow_up: 'How do you decide what to learn next?',
    },
    {
      text: 'Describe a project, class or job you are proud of and your part in it.',
      competency: 'Ownership',
      key_points: ['what the project was', 'your own contribution', 'the result'],
      evidence: ['scene', 'deed', 'outcome'],
      concepts: [
        c('project', 'assignment', 'job', 'class'),
        c('contribution', 'my part', 'i built', 'i wrote', 'i led', 'responsible'),
        c('result', 'outcome', 'grade', 'finished', 'launched', 'users'),
      ],
      strong_answer: 'Says what the work was, what the candidate personally did, and a concrete result.',
      follow_up: 'What would you do differently if you started it again?',
    },
    {
      text: 'How do you organise your week when you have several deadlines at once?',
      competency: 'Organisation',
      key_points: [
        'a method to list and rank tasks',
        'how deadlines are checked',
        'what happens when something slips',
      ],
      evidence: ['ranking', 'check', 'deferral'],
      concepts: [
        c('priorities', 'prioritise', 'prioritize', 'most important', 'urgent'),
        c('plan', 'calendar', 'list', 'schedule', 'planner'),
        c('communicate', 'tell', 'ask for more time', 'update'),
      ],
      strong_answer:
        'A concrete routine (list, calendar, ranking by deadline and impact) and what the candidate does when a deadline is at risk.',
      follow_up: 'Tell me about a time that system did not work.',
    },
  ],
  Professional: [
    {
      text: 'Walk me through your career so far and what you are looking for in your next {role} position.',
      competency: 'Career narrative',
      key_points: [
        'key roles and what changed between them',
        'a notable achievement',
        'what you want next and why',
      ],
      concepts: [
        c('roles', 'position', 'company', 'joined', 'promoted'),
        c('achievement', 'delivered', 'launched', 'grew', 'improved'),
        c('next step', 'looking for', 'want', 'goal'),
      ],
      strong_answer:
        'A brief, ordered story of roles with one measurable achievement and a clear reason for the next move.',
      follow_up: 'Which of those roles taught you the most, and what was it?',
    },
    {
      text: 'What does a typical week look like in your current job, and where does most of your time go?',
      competency: 'Self-awareness',
      key_points: ['main recurring activities', 'proportions of time', 'what you would change'],
      concepts: [
        c('meetings', 'calls', 'syncs'),
        c('focus work', 'deep work', 'building', 'writing', 'analysis'),
        c('improve', 'change', 'reduce', 'automate'),
      ],
      strong_answer:
        'Concrete activities with rough proportions and one change the candidate made or would make to spend time better.',
      follow_up: 'What did you stop doing to make time for what matters?',
    },
    {
      text: 'Which accomplishment from the last two years best shows what you can do as a {role}?',
      competency: 'Impact',
      key_points: ['the problem or goal', 'your actions', 'measurable impact'],
      evidence: ['scene', 'deed', 'measured'],
      concepts: [
        c('goal', 'problem', 'challenge', 'target'),
        c('actions', 'i built', 'i led', 'i designed', 'i changed'),
        c('impact', 'increased', 'reduced', 'saved', 'percent'),
      ],
      strong_answer:
        'One accomplishment with the starting problem, the candidate’s own actions and a number showing the impact.',
      follow_up: 'Who else made that possible, and how did you work with them?',
    },
    {
      text: 'How do you keep your skills current in this field?',
      competency: 'Learning',
      key_points: ['specific sources', 'a recent thing learned', 'how it changed your work'],
      evidence: ['resource', 'skill', 'applied'],
      concepts: [
        c('sources', 'blog', 'conference', 'course', 'community', 'books'),
        c('practice', 'side project', 'experiment', 'prototype'),
        c('applied', 'introduced', 'changed', 'adopted'),
      ],
      strong_answer: 'Named sources, one recent lesson and where it was applied at work.',
      follow_up: 'What is one trend in your field you decided not to follow, and why?',
    },
  ],
  Expert: [
    {
      text: 'Tell me about the most significant change you led as a senior {role} and how you measured it.',
      competency: 'Leadership impact',
      key_points: ['why the change was needed', 'how you brought people along', 'how success was measured'],
      evidence: ['scene', 'deed', 'measured'],
      concepts: [
        c('change', 'initiative', 'transformation', 'migration', 'reorganisation'),
        c('people', 'team', 'stakeholders', 'buy-in', 'convinced'),
        c('metrics', 'measured', 'kpi', 'baseline', 'percent'),
      ],
      strong_answer:
        'The reason for the change, how others were convinced and involved, and a before-and-after measure.',
      follow_up: 'What resistance did you meet, and how did you handle it?',
    },
    {
      text: 'What principles guide the decisions you make in your work, and where did you learn them?',
      competency: 'Judgement',
      key_points: [
        'two or three stated principles',
        'an example decision using them',
        'where they came from',
      ],
      evidence: [null, 'example', null],
      concepts: [
        c('principle', 'rule', 'value', 'heuristic'),
        c('decision', 'decided', 'chose', 'trade-off', 'tradeoff'),
        c('lesson', 'learned', 'mistake', 'mentor'),
      ],
      strong_answer: 'Clear principles, each tied to a real decision, with the experience that taught them.',
      follow_up: 'When did one of those principles turn out to be wrong?',
    },
    {
      text: 'How do you develop the people around you?',
      competency: 'Mentoring',
      key_points: [
        'concrete mentoring practices',
        'an example of someone who grew',
        'how you adapt to the person',
      ],
      evidence: [null, 'example', null],
      concepts: [
        c('mentoring', 'coaching', 'one-on-one', '1:1', 'pairing'),
        c('feedback', 'review', 'praise'),
        c('growth', 'promoted', 'took over', 'independent'),
      ],
      strong_answer:
        'Regular practices (1:1s, feedback, delegation), one person who grew and how the approach was adapted to them.',
      follow_up: 'How do you handle someone who is not improving?',
    },
    {
      text: 'What would you focus on in your first ninety days as a {role} here?',
      competency: 'Strategic planning',
      key_points: ['learning the context first', 'early wins', 'a longer-term goal with a measure'],
      concepts: [
        c('listen', 'learn', 'understand', 'meet', 'interview'),
        c('quick wins', 'early win', 'first project'),
        c('plan', 'roadmap', 'priorities', 'goal'),
      ],
      strong_answer:
        'A phased plan: understand people and metrics, deliver a visible early win, then set a measurable longer-term goal.',
      follow_up: 'How would you know at day ninety that it went well?',
    },
  ],
};
