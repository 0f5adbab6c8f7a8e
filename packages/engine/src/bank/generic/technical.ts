import type { DifficultyLevel } from '@rehearse/contracts';
import type { GenericQuestion } from './types.ts';
import { concept as c } from './types.ts';

/** Technical questions about how the work is done, for roles without a hand-written bank. */
export const TECHNICAL: Record<DifficultyLevel, GenericQuestion[]> = {
  'Entry-Level': [
    {
      text: 'Which tools or methods does a {role} use every day, and which one have you used most?',
      competency: 'Core tools',
      key_points: [
        'names the main tools or methods',
        'explains what one is used for',
        'describes own use of it',
      ],
      evidence: ['tools', 'purpose', 'applied'],
      concepts: [
        c('tools', 'software', 'system', 'platform', 'application'),
        c('method', 'process', 'technique', 'procedure'),
        c('used', 'practice', 'project', 'hands-on'),
      ],
      strong_answer:
        'Names specific tools of the trade, says what each is for and describes a task where the candidate used one.',
      follow_up: 'What is a limitation of that tool, and how do you work around it?',
    },
    {
      text: 'How do you check that your work is correct before you hand it over?',
      competency: 'Quality',
      key_points: ['a concrete checking step', 'asking for review', 'learning from a mistake'],
      evidence: ['check', 'review', 'lesson'],
      concepts: [
        c('check', 'verify', 'test', 'double-check', 'proofread'),
        c('review', 'second pair of eyes', 'peer', 'feedback'),
        c('checklist', 'standard', 'criteria', 'requirements'),
      ],
      strong_answer:
        'Specific checks against the requirements, a review by someone else and an example of a mistake this caught.',
      follow_up: 'Tell me about a mistake that got through anyway.',
    },
    {
      text: 'Explain a basic concept from your field to me as if I were a new customer.',
      competency: 'Explaining',
      key_points: ['picks a real concept', 'explains it in plain words', 'uses an example or analogy'],
      evidence: [null, null, 'illustration'],
      concepts: [
        c('concept', 'idea', 'term'),
        c('example', 'for instance', 'imagine', 'like a'),
        c('plain language', 'simple', 'simply', 'in other words'),
      ],
      strong_answer:
        'A real concept explained without jargon, with an everyday example, checking understanding.',
      follow_up: 'How would you explain it to an expert instead?',
    },
    {
      text: 'Walk me through how you would approach a task you have never done before.',
      competency: 'Problem solving',
      key_points: ['clarify the goal', 'research or ask', 'try small steps and check each one'],
      evidence: ['clarify', 'resource', 'check'],
      concepts: [
        c('clarify', 'ask questions', 'understand the goal', 'requirements'),
        c('research', 'documentation', 'look up', 'ask a colleague'),
        c('small steps', 'prototype', 'try', 'check', 'iterate'),
      ],
      strong_answer:
        'Clarifies what done looks like, researches or asks, works in small steps and checks progress.',
      follow_up: 'When do you decide to ask for help?',
    },
  ],
  Professional: [
    {
      text: 'Describe a hard problem from your work as a {role} and how you solved it, step by step.',
      competency: 'Problem solving',
      key_points: ['defines the problem', 'the options considered', 'the solution and its result'],
      evidence: ['scene', 'reasons', 'outcome'],
      concepts: [
        c('problem', 'issue', 'root cause', 'diagnose'),
        c('options', 'alternatives', 'considered', 'trade-off', 'tradeoff'),
        c('solution', 'fixed', 'resolved', 'implemented'),
        c('result', 'measured', 'improved', 'reduced'),
      ],
      strong_answer:
        'A clear problem statement, the options weighed with their trade-offs, the chosen fix and a measured result.',
      follow_up: 'What would have happened with the option you rejected?',
    },
    {
      text: 'How do you measure whether your work is successful? Which numbers do you watch?',
      competency: 'Metrics',
      key_points: ['names specific metrics', 'how they are collected', 'a decision changed by a metric'],
      concepts: [
        c('metrics', 'kpi', 'numbers', 'measure', 'indicator'),
        c('data', 'dashboard', 'report', 'tracking'),
        c('decision', 'changed', 'adjusted', 'acted'),
      ],
      strong_answer: 'Role-specific metrics, where they come from and an example of acting on one.',
      follow_up: 'Which of those metrics can be misleading?',
    },
    {
      text: 'How do you decide what to work on first when everything seems urgent?',
      competency: 'Prioritisation',
      key_points: [
        'a criterion such as impact and effort',
        'agreeing priorities with others',
        'saying no or deferring',
      ],
      evidence: ['ranking', 'consult', 'deferral'],
      concepts: [
        c('impact', 'value', 'importance', 'business'),
        c('effort', 'cost', 'time'),
        c('stakeholders', 'manager', 'agree', 'align'),
        c('defer', 'say no', 'later', 'backlog'),
      ],
      strong_answer:
        'A stated way to rank work (impact versus effort, deadlines), agreement with the people affected and what gets deferred.',
      follow_up: 'Tell me about a time you got the priority wrong.',
    },
    {
      text: 'Tell me how you would improve a process in your area that is slow or error-prone.',
      competency: 'Process improvement',
      key_points: [
        'map and measure the current process',
        'find the bottleneck or cause',
        'change, then verify the gain',
      ],
      evidence: ['baseline', 'cause', 'verified'],
      concepts: [
        c('measure', 'baseline', 'time it', 'data'),
        c('bottleneck', 'root cause', 'waste', 'errors'),
        c('automate', 'template', 'checklist', 'simplify'),
        c('verify', 'compare', 'follow up', 'result'),
      ],
      strong_answer:
        'Measures the current state, finds the real cause, makes a targeted change and checks the improvement with numbers.',
      follow_up: 'How would you get people to adopt the new process?',
    },
  ],
  Expert: [
    {
      text: 'What is the most complex decision you have made as a {role}, and what trade-offs did you weigh?',
      competency: 'Judgement',
      key_points: ['context and constraints', 'the trade-offs', 'how the outcome was judged'],
      evidence: ['scene', 'reasons', 'outcome'],
      concepts: [
        c('constraints', 'budget', 'deadline', 'risk', 'limits'),
        c('trade-off', 'tradeoff', 'pros and cons', 'cost', 'benefit'),
        c('outcome', 'result', 'measured', 'in hindsight'),
      ],
      strong_answer:
        'The constraints, two or more options with explicit trade-offs, the decision and how it turned out.',
      follow_up: 'What information would have changed your decision?',
    },
    {
      text: 'How would you set standards for quality in a team doing this work?',
      competency: 'Standards',
      key_points: ['define what good looks like', 'make it checkable', 'keep it alive with reviews and data'],
      concepts: [
        c('standards', 'guidelines', 'definition of done', 'criteria'),
        c('review', 'audit', 'check', 'feedback'),
        c('training', 'onboarding', 'examples', 'documentation'),
        c('metrics', 'measure', 'track'),
      ],
      strong_answer:
        'Written, checkable criteria agreed with the team, reviews and training to apply them, and metrics to see if they work.',
      follow_up: 'How do you handle someone who keeps missing the standard?',
    },
    {
      text: 'Where do you see this field changing in the next few years, and how are you preparing?',
      competency: 'Vision',
      key_points: ['a specific change', 'its effect on the work', 'concrete preparation'],
      concepts: [
        c('trend', 'change', 'shift', 'automation', 'ai'),
        c('impact', 'effect', 'means that'),
        c('preparing', 'learning', 'experimenting', 'pilot'),
      ],
      strong_answer:
        'One specific, argued change, what it means for the role and a concrete step the candidate is already taking.',
      follow_up: 'What is overhyped in that change?',
    },
    {
      text: 'How would you turn a vague goal from leadership into a plan your team can deliver?',
      competency: 'Planning',
      key_points: ['clarify the goal and success measure', 'break it into milestones', 'risks and check-ins'],
      concepts: [
        c('clarify', 'success criteria', 'objective', 'measure'),
        c('milestones', 'phases', 'plan', 'roadmap'),
        c('risks', 'dependencies', 'assumptions'),
        c('check-ins', 'review', 'status', 'report'),
      ],
      strong_answer:
        'Turns the goal into a measurable objective, milestones with owners, named risks and a rhythm of reviews.',
      follow_up: 'What do you do when leadership changes the goal halfway?',
    },
  ],
};
