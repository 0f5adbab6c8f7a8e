import type { RoundType } from '@rehearse/contracts';
import type { GenericQuestion } from './types.ts';
import { concept as c } from './types.ts';

/**
 * The questions nearly every interviewer asks, whatever the job: "Tell me about yourself", strengths, weaknesses, why
 * us. The planner does not ask them (a round's own questions are the bank's), but an interviewer planned by an LLM,
 * an institute or a candidate typing one in does, in any wording: with these in the bank, such a question is judged
 * against what a strong answer to it says, not against its own few words (docs/decisions/162).
 */
export type CommonQuestion = GenericQuestion & {
  round: RoundType;
  /** Other ways interviewers ask it, read as the same question. */
  also: string[];
  /**
   * What the question asks, in the words interviewers put it in beyond its wordings ("Can I ask why you left your last
   * position?", "Have you got a figure in mind, salary-wise?"); see commonQuestion in question-profile.ts (ADR 208). A
   * story is asked for by the bank's behavioural questions, in their own wordings.
   */
  asked?: RegExp;
};

export const COMMON: CommonQuestion[] = [
  {
    round: 'Warm-up',
    text: 'Tell me about yourself.',
    asked: /\b(about yourself|introduce yourself|your (own )?story|who you are|(tell|talk) me about you)\b/i,
    also: [
      'So, tell me a bit about yourself.',
      'Can you introduce yourself?',
      'Tell me a little about your background.',
      'Describe yourself.',
      'Could you give me a quick overview of your background?',
      'Tell me a bit about who you are.',
      'Talk me through your background.',
      'Introduce yourself.',
    ],
    competency: 'Self-introduction',
    key_points: [
      'current studies or experience',
      'a concrete project or achievement',
      'what you want next and why',
    ],
    evidence: ['background', 'example', 'goal'],
    concepts: [
      c('experience', 'studied', 'degree', 'graduated', 'internship', 'worked', 'job'),
      c('achievement', 'built', 'led', 'delivered', 'launched', 'improved', 'project'),
      c('next step', 'looking for', 'want', 'goal', 'next role'),
    ],
    strong_answer:
      'A short path from present to past to future: what the candidate does now, one concrete project or achievement from their studies or work, and what they want next and why this role fits.',
    follow_up: 'What would you say you are proudest of so far?',
  },
  {
    round: 'Warm-up',
    text: 'Walk me through your CV.',
    asked:
      /\b(walk|take|talk|run) me (through|over) (your|the) (cv|resume|résumé|background|career( so far)?|experience)\b(?![^?]*\bgaps?\b)/i,
    also: [
      'Take me through your resume.',
      'Walk me through your resume.',
      'Tell me about your background and experience.',
      'Walk me through your background.',
    ],
    competency: 'Career narrative',
    key_points: [
      'current studies or experience',
      'a concrete project or achievement',
      'what you want next and why',
    ],
    evidence: ['background', 'example', 'goal'],
    concepts: [
      c('education', 'studied', 'degree', 'graduated', 'course'),
      c('roles', 'internship', 'worked', 'job', 'position', 'joined'),
      c('next step', 'looking for', 'want', 'goal', 'move into'),
    ],
    strong_answer:
      'Studies and roles in order, each with what the candidate did there, one concrete achievement, and the reason for the next step.',
    follow_up: 'Which of those experiences taught you the most?',
  },
  {
    round: 'Warm-up',
    text: 'What are your greatest strengths?',
    asked:
      /\b(strengths?|strong (points?|suits?)|what (are|would) you (say you're |say you are )?(good|best|strongest) at)\b/i,
    also: [
      'What are your strengths?',
      'What would you say is your main strength?',
      'What are you good at?',
      'What would you say are your key strengths?',
      'What do you do really well?',
    ],
    competency: 'Self-awareness',
    key_points: [
      'a strength named plainly',
      'a real example of the strength at work',
      'how the strength helps in this job',
    ],
    evidence: ['strength', 'example', 'fit'],
    concepts: [
      c('strength', 'good at', 'strong at', 'skill', 'strengths'),
      c('example', 'for example', 'in my last job', 'once', 'last year'),
      c('role', 'this job', 'this role', 'the team', 'useful'),
    ],
    strong_answer:
      'One or two strengths that matter for the job, each backed by a specific example from work or study with its result.',
    follow_up: 'Tell me about a time that strength was not enough.',
  },
  {
    round: 'Warm-up',
    text: 'What is your greatest weakness?',
    asked:
      /\b(weak(ness|nesses|est|er)?( (point|spot|area)s?)?|(get|got|be|become) better at|(need|needs) to (improve|work on)|areas? (of|for) (improvement|development)|development areas?)\b/i,
    also: [
      'What are your weaknesses?',
      'What is one area you need to improve?',
      'What would you like to get better at?',
      'Tell me about one of your weaknesses.',
      'What do you find most difficult at work?',
    ],
    competency: 'Self-awareness',
    key_points: [
      'a real weakness rather than a strength in disguise',
      'a real example of how it showed',
      'what you are doing to improve it',
    ],
    evidence: ['weakness', 'example', 'improving'],
    concepts: [
      c(
        'weakness',
        'struggle',
        'find it hard',
        'not good at',
        'used to',
        'delegate',
        'public speaking',
        'saying no',
        'confidence',
      ),
      c('improve', 'working on', 'now i', 'started', 'practise', 'practice', 'course'),
      c('progress', 'better', 'since then', 'feedback'),
    ],
    strong_answer:
      'A genuine weakness that does not rule the candidate out, a moment it showed, and the concrete steps taken since, with the progress made.',
    follow_up: 'How would your last manager say you have changed?',
  },
  {
    round: 'Warm-up',
    text: 'Why should we hire you?',
    asked:
      /\b(why (should|would|must) (we|i) (hire|choose|pick|take on|employ|offer)|why (should|would) (it|that) be you|what (would|will|can|could) you bring|sets? you apart|(make|makes) you (stand out|the (right|best))|(right|best|strongest) (person|candidate)|good fit for)\b/i,
    also: [
      'Why should we choose you over the other candidates?',
      'What makes you the right person for this job?',
      'What can you bring to this role?',
      'What makes you a good fit for this role?',
      'What makes you a good fit for this team?',
      'Why are you the best person for this job?',
      'What would you bring to the team?',
    ],
    competency: 'Fit',
    key_points: [
      'experience and skills the job needs',
      'a real example from past work or study',
      'what you would bring to the team',
    ],
    evidence: ['background', 'example', 'fit'],
    concepts: [
      c('skills', 'experience', 'trained', 'qualified', 'know how'),
      c('evidence', 'for example', 'i led', 'i built', 'i cut', 'i improved'),
      c('contribution', 'bring', 'add', 'help the team', 'from day one'),
    ],
    strong_answer:
      'Two or three things the job needs, each matched to evidence from the candidate’s work or study, and what they would add to the team.',
    follow_up: 'What would you want to achieve in your first three months here?',
  },
  {
    round: 'Warm-up',
    text: 'Why do you want to work here?',
    asked:
      /\b(why (do|did|would) you (want|wish|like) to (work|join) (here|for|with|at|us)|what (made|makes|attracted|attracts|drew|draws|brought|brings) you to (apply|us|this|our)|why (did|have) you appl(y|ied)|what made you apply|why (this|the|our) (role|job|post|position|company|firm|practice|organisation|organization|school|team)|appeals? to you|interested in (this|the|our) (role|job|post|position))\b/i,
    also: [
      'Why do you want this job?',
      'Why do you want to work for our company?',
      'Why did you apply for this role?',
      'What attracted you to this role?',
      'What attracted you to this job?',
      'What appeals to you about this role?',
      'Why are you interested in this position?',
      'What interests you about this job?',
    ],
    competency: 'Motivation',
    key_points: [
      'what draws you to the work',
      'something specific about the organisation',
      'how it fits your skills and plans',
    ],
    evidence: ['motivation', 'organisation', 'fit'],
    concepts: [
      c('motivation', 'enjoy', 'interested', 'excited', 'drawn'),
      c('organisation', 'company', 'team', 'your', 'reputation', 'mission'),
      c('fit', 'my experience', 'next step', 'grow', 'career'),
    ],
    strong_answer:
      'A reason rooted in the work itself, one specific thing about this organisation, and how the role fits the candidate’s skills and direction.',
    follow_up: 'What do you know about the team you would join?',
  },
  {
    round: 'Warm-up',
    text: 'What do you know about our company?',
    asked:
      /\b((know|find out|found out|learn(ed|t)?|read|research(ed)?|heard) (about|of) (us|our|the (company|practice|firm|organisation|organization|business|school|trust|charity|hospital|clinic|store|shop|brand|group)))\b/i,
    also: [
      'What do you know about us?',
      'What do you know about our organisation?',
      'What have you learned about our company so far?',
      'Tell me what you know about us.',
      'What do you know about what we do?',
      'What have you heard about us?',
    ],
    competency: 'Research',
    key_points: [
      'what the organisation does and who it serves',
      'something recent or specific about it',
      'why that matters to you',
    ],
    evidence: ['organisation', 'organisation', 'motivation'],
    concepts: [
      c('what it does', 'customers', 'clients', 'products', 'services'),
      c('recent news', 'launched', 'opened', 'announced', 'this year', 'last year'),
      c('why it matters', 'interests me', 'why i applied', 'appeals to me'),
    ],
    strong_answer:
      'What the organisation does and for whom, one or two specific, recent facts that show real research, and why they matter to the candidate.',
    follow_up: 'What do you think is our biggest challenge right now?',
  },
  {
    round: 'Warm-up',
    text: 'Where do you see yourself in five years?',
    asked:
      /\b((five|5|ten|10|three|3|next few|couple of) years?\b[^?]{0,40}\b(see yourself|look like|be doing|want to be|hope to be|plans?|heading)|see yourself|(long[- ]term|career) (goals?|plans?|ambitions?|aspirations?)|where (do|would) you (like|want|hope) to be)\b/i,
    also: [
      'What are your career goals for the next five years?',
      'What are your long-term career goals?',
      'Where do you want your career to go?',
      'What are your career plans?',
      'Where would you like to be in five years?',
    ],
    competency: 'Career goals',
    key_points: [
      'a realistic goal for the next few years',
      'the skills you plan to build',
      'how this role fits that path',
    ],
    evidence: ['goal', 'growth', 'fit'],
    concepts: [
      c('goal', 'five years', 'leading', 'lead', 'become', 'senior'),
      c('skills', 'learn', 'certification', 'course', 'get good at', 'experience'),
      c('path', 'this role', 'next step', 'towards', 'stepping stone'),
    ],
    strong_answer:
      'A goal that grows out of this role, the skills the candidate is building towards it, and how the job is a step on that path.',
    follow_up: 'What are you doing this year to get there?',
  },
  {
    round: 'Warm-up',
    text: 'Why are you leaving your current job?',
    asked:
      /\b(why (are|did|have|were) you (leaving|leave|left|looking to (leave|move)|moving on|want(ing)? to (leave|move))|reasons? (for|you('re| are)?) (leaving|left|leave)|why (you )?(left|leave|leaving)|what made you (leave|quit|decide to leave|want to leave))\b/i,
    also: [
      'Why did you leave your last job?',
      'Why do you want to leave your current role?',
      'Why are you looking for a new job?',
      'What made you decide to leave?',
      'Why are you looking for a change?',
    ],
    competency: 'Motivation',
    key_points: [
      'a reason to move that looks forward',
      'what you gained in your current job',
      'how this role offers what you want next',
    ],
    evidence: ['goal', null, 'fit'],
    concepts: [
      c('reason', 'no chance', 'opportunity', 'grow', 'progress', 'specialise'),
      c('gained', 'learned', 'enjoyed', 'experience'),
      c('this role', 'your', 'next step', 'post'),
    ],
    strong_answer:
      'A forward-looking reason, said without blaming the current employer, what the candidate takes from the current job, and why this role is the next step.',
    follow_up: 'What would make you stay in a job for a long time?',
  },
  {
    round: 'Warm-up',
    text: 'What motivates you?',
    asked: /\b(motivat\w*|drives you|gets you (up|out of bed|going)|keeps you going)\b/i,
    also: [
      'What drives you?',
      'What gets you out of bed in the morning?',
      'What keeps you motivated at work?',
      'What keeps you going at work?',
    ],
    competency: 'Motivation',
    key_points: [
      'what drives you, named plainly',
      'a real example of it at work',
      'how it connects to this job',
    ],
    evidence: ['motivation', 'example', 'fit'],
    concepts: [
      c('motivation', 'motivates', 'drives', 'enjoy', 'satisfying', 'rewarding'),
      c('example', 'last year', 'last quarter', 'once', 'for example'),
      c('job', 'this role', 'the work', 'customers', 'team'),
    ],
    strong_answer:
      'One or two motivations named plainly, a moment at work or study when they showed, and how the job offers more of them.',
    follow_up: 'What takes your motivation away?',
  },
  {
    round: 'Warm-up',
    text: 'How do you handle stress and pressure?',
    asked: /\b(stress\w*|pressure|overwhelm\w*)\b/i,
    also: [
      'How do you deal with pressure?',
      'How do you cope with stress at work?',
      'How do you work under pressure?',
      'How do you cope under pressure?',
      'How do you stay calm under pressure?',
      'How do you manage stress?',
    ],
    competency: 'Resilience',
    key_points: [
      'a concrete way of working under pressure',
      'a real example of a time under pressure',
      'how it turned out',
    ],
    evidence: ['coping', 'example', 'outcome'],
    concepts: [
      c('method', 'prioritise', 'list', 'break it down', 'plan', 'one thing at a time'),
      c('example', 'last year', 'once', 'busy', 'deadline'),
      c('recovery', 'switch off', 'exercise', 'run', 'walk', 'sleep'),
    ],
    strong_answer:
      'A concrete method (ranking the work, breaking it down, asking for help early), one occasion when it was tested and how it ended.',
    follow_up: 'Tell me about a time the pressure got to you.',
  },
  {
    round: 'Behavioral',
    text: 'Tell me about a time you failed.',
    also: [
      'Tell me about a failure.',
      'Describe a time you failed at something.',
      'What is your biggest failure?',
    ],
    competency: 'Ownership',
    key_points: [
      'situation: what went wrong',
      'action: what you did about it',
      'what you changed afterwards',
    ],
    evidence: ['scene', 'deed', 'lesson'],
    concepts: [
      c('failure', 'failed', 'missed', 'mistake', 'went wrong'),
      c('ownership', 'i told', 'my fault', 'i owned', 'responsible'),
      c('lesson', 'learned', 'since then', 'now i', 'changed'),
    ],
    strong_answer:
      'A real failure with the candidate’s own part in it, what they did once they saw it, and the habit they changed since.',
    follow_up: 'How do you know the change you made has worked?',
  },
  {
    round: 'Behavioral',
    text: 'What is your greatest achievement?',
    asked: /\b(achievements?|accomplishments?|proudest|most proud|proud of)\b/i,
    also: [
      'What achievement are you most proud of?',
      'What is your proudest accomplishment?',
      'What is the best thing you have achieved so far?',
      'What are you most proud of?',
    ],
    competency: 'Impact',
    key_points: ['the goal or problem', 'your own actions', 'the result, with a measure'],
    evidence: ['scene', 'deed', 'measured'],
    concepts: [
      c('goal', 'problem', 'challenge', 'target'),
      c('actions', 'i built', 'i led', 'i organised', 'i changed'),
      c('result', 'increased', 'reduced', 'won', 'percent', 'saved'),
    ],
    strong_answer:
      'One achievement with the problem or goal, the candidate’s own actions and a result someone could check.',
    follow_up: 'What would you do differently if you did it again?',
  },
  {
    round: 'Warm-up',
    text: 'How do you keep learning?',
    asked:
      /\b((keep|stay|keeping|staying) (learning|up to date|current|on top|abreast|sharp)|(skills|knowledge) (up to date|current|fresh)|keep up with)\b/i,
    also: [
      'How do you stay up to date in your field?',
      'How do you keep your skills up to date?',
      'How do you keep up with changes in your field?',
      'What do you do to keep learning?',
      'How do you keep your knowledge up to date?',
      'How do you keep up with developments in your field?',
    ],
    competency: 'Learning',
    key_points: [
      'a concrete way you keep learning',
      'something you learned recently',
      'how you put it to use',
    ],
    evidence: ['resource', 'skill', 'applied'],
    concepts: [
      c('sources', 'course', 'podcast', 'newsletter', 'blog', 'book', 'conference'),
      c('recent', 'recently', 'this year', 'last month', 'certification'),
      c('applied', 'used it', 'put it into practice', 'at work', 'project'),
    ],
    strong_answer:
      'Named sources and habits of learning, one thing learned recently, and where it was put to use.',
    follow_up: 'What is the last thing you learned that changed how you work?',
  },
  {
    round: 'Warm-up',
    text: 'What did you learn from your last job?',
    asked:
      /\b(learn(ed|t)?|taught you|take away)\b[^?]{0,40}\b(last|previous|current|placement|internship|course|degree) ?(job|role|position|placement|internship|course|degree|employer)?\b/i,
    also: [
      'What did you learn from your last internship?',
      'What did you learn in your last role?',
      'What was the most important thing you learned in your last job?',
      'What did your last placement teach you?',
      'What have you learned from your previous roles?',
    ],
    competency: 'Reflection',
    key_points: [
      'a specific lesson named plainly',
      'the moment or work it came from',
      'how you work differently now',
    ],
    evidence: ['lesson', 'example', 'improving'],
    concepts: [
      c('lesson', 'learned', 'realised', 'taught me'),
      c('moment', 'when', 'project', 'once', 'first week'),
      c('change', 'now i', 'since then', 'always', 'started'),
    ],
    strong_answer:
      'One or two specific lessons, each with the moment or piece of work it came from, and what the candidate does differently since.',
    follow_up: 'What would you do differently if you started that job again?',
  },
  {
    round: 'Warm-up',
    text: 'What are you passionate about?',
    asked: /\b(passion\w*|what (excites|gets you excited)|care (most )?about)\b/i,
    also: [
      'What are you most passionate about?',
      'What do you really care about in your work?',
      'What excites you about this field?',
      'What gets you excited about your work?',
    ],
    competency: 'Motivation',
    key_points: [
      'what you care about, named plainly',
      'a real example of acting on it',
      'how it connects to this job',
    ],
    evidence: ['motivation', 'example', 'fit'],
    concepts: [
      c('passion', 'passionate', 'care about', 'love', 'enjoy'),
      c('example', 'i built', 'i started', 'i volunteer', 'in my spare time'),
      c('job', 'this role', 'the work', 'why i applied'),
    ],
    strong_answer:
      'One thing the candidate cares about, named plainly, what they have done about it, and how the job lets them do more of it.',
    follow_up: 'How has that shaped the work you choose?',
  },
  {
    round: 'Warm-up',
    text: 'Do you have any questions for us?',
    asked:
      /\b((any|anything|what) (questions?|else)\b[^?]{0,40}\b(ask|for (me|us)|to know|like to know)|questions? (for|to ask) (me|us)|anything you('d| would) like to (ask|know))\b/i,
    also: [
      'Is there anything you would like to ask us?',
      'What questions do you have for me?',
      'Do you have any questions about the role?',
      'Is there anything you would like to ask me?',
      'Have you got any questions for us?',
    ],
    competency: 'Curiosity',
    key_points: ['questions of your own about the role', 'a question about the team or the work ahead'],
    evidence: ['asks', 'asks'],
    concepts: [
      c('the role', 'first month', 'typical day', 'typical week', 'training', 'responsibilities'),
      c('the team', 'team', 'manager', 'colleagues', 'culture', 'code review'),
      c('the future', 'challenge', 'this year', 'growth', 'progression', 'success'),
    ],
    strong_answer:
      'Two or three questions of the candidate’s own about the work, the team and what success looks like, which show they have thought about the job.',
    follow_up: 'What would make you say yes to an offer from us?',
  },
  {
    round: 'Warm-up',
    text: 'Describe yourself in three words.',
    asked:
      /\b(three words|how would (your |the |other )?(friends|colleagues|manager|boss|people|team|others|co-?workers|teachers?|classmates)\b[^?]*\bdescribe you)\b/i,
    also: [
      'How would you describe yourself in three words?',
      'Which three words best describe you?',
      'How would your friends describe you?',
      'How would your colleagues describe you?',
      'How would your manager describe you?',
    ],
    competency: 'Self-awareness',
    key_points: [
      'three qualities named plainly',
      'a real example for each quality',
      'why these qualities matter in this job',
    ],
    evidence: ['qualities', 'example', 'fit'],
    concepts: [
      c('qualities', 'curious', 'reliable', 'organised', 'calm', 'patient', 'creative', 'determined'),
      c('example', 'because', 'for example', 'in my internship', 'last year'),
      c('job', 'this role', 'the team', 'useful'),
    ],
    strong_answer:
      'Three honest qualities, each backed by a short example from work or study, and a word on why they matter for the role.',
    follow_up: 'Which of those three would your last manager disagree with?',
  },
  {
    round: 'Warm-up',
    text: 'What are your salary expectations?',
    asked: /\b(salary|salaries|pay|paid|earn|earning|compensation|package|wage|figure in mind|money)\b/i,
    also: [
      'What salary are you looking for?',
      'How much are you expecting to be paid?',
      'What are you hoping to earn in this role?',
      'What salary are you expecting?',
      'What kind of salary do you have in mind?',
    ],
    competency: 'Negotiation',
    key_points: ['a realistic range based on research', 'flexibility and what else matters to you'],
    evidence: ['range', null],
    concepts: [
      c('range', 'thousand', 'per year', 'a year', 'per hour', 'between'),
      c('research', 'market rate', 'similar roles', 'glassdoor'),
      c('flexibility', 'open', 'whole package', 'benefits', 'negotiable', 'flexible'),
    ],
    strong_answer:
      'A realistic range based on research for the role and place, with openness about the whole package rather than a single demand.',
    follow_up: 'What would make you accept an offer at the bottom of that range?',
  },
  {
    round: 'Warm-up',
    text: 'Can you explain the gap in your CV?',
    asked:
      /\b(gaps?\b[^?]{0,60}\b(cv|resume|career|employment|work history)|(cv|resume)\b[^?]{0,60}\bgaps?|career break|time (out|off) (of|from) work)\b/i,
    also: [
      'Can you explain this gap in your employment?',
      'What were you doing during the gap on your CV?',
      'Tell me about the gap in your work history.',
      'Why is there a gap in your CV?',
    ],
    competency: 'Candour',
    key_points: [
      'what the gap was for, said plainly',
      'what you learned or kept up during it',
      'why you are ready for this role now',
    ],
    evidence: [null, 'skill', 'goal'],
    concepts: [
      c('reason', 'caring', 'illness', 'travel', 'study', 'redundancy', 'family'),
      c('kept up', 'course', 'volunteered', 'learned', 'kept up', 'certificate'),
      c('ready', 'ready', 'now', 'back', 'looking for'),
    ],
    strong_answer:
      'The reason for the gap, said briefly and without apology, what the candidate did or learned in it, and why they are ready for this role now.',
    follow_up: 'What did you do to keep your skills up while you were away?',
  },
  {
    round: 'Warm-up',
    text: 'Do you prefer working alone or in a team?',
    asked:
      /\b(team player|(alone|on your own|independently|by yourself|solo)\b[^?]{0,60}\b(team|others|with people|group)|(team|others|group)\b[^?]{0,60}\b(alone|on your own|independently|by yourself|head down))\b/i,
    also: [
      'Are you more of a team player or do you prefer working independently?',
      'Do you work better on your own or as part of a team?',
      'Would you rather work alone or with others?',
      'How do you feel about working in a team?',
    ],
    competency: 'Working style',
    key_points: [
      'a plain answer with room for both',
      'a real example of working well with others',
      'how that suits the way this job is done',
    ],
    evidence: [null, 'example', null],
    concepts: [
      c('preference', 'prefer', 'both', 'depends', 'balance'),
      c('team', 'team', 'together', 'colleagues', 'we'),
      c('own', 'on my own', 'independently', 'alone', 'by myself'),
    ],
    strong_answer:
      'An honest preference that allows for both, a short example of each going well, and how the job mixes them.',
    follow_up: 'Tell me about a time working with others slowed you down.',
  },
  {
    round: 'Warm-up',
    text: 'What do you do outside work?',
    asked:
      /\b(outside (of )?(work|your job|the office)|spare time|free time|hobby|hobbies|interests outside|when you('re| are) not (at )?work(ing)?|(do|spend) (with )?your (evenings|weekends|time off)|for fun)\b/i,
    also: [
      'What do you do in your spare time?',
      'What are your hobbies?',
      'What do you like to do when you are not working?',
      'Tell me about your interests outside work.',
    ],
    competency: 'Interests',
    key_points: [
      'a real interest named plainly',
      'what you actually do with it',
      'what it gives you that carries into work',
    ],
    evidence: [null, 'example', null],
    concepts: [
      c('interest', 'hobby', 'enjoy', 'love', 'spare time'),
      c('example', 'every week', 'weekends', 'club', 'team', 'volunteer'),
      c('carries over', 'taught me', 'helps me', 'at work'),
    ],
    strong_answer:
      'One or two real interests, what the candidate actually does with them, and what they give them that shows at work.',
    follow_up: 'What have you learned from that which you use at work?',
  },
];
