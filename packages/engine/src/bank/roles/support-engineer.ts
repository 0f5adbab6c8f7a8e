import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'Support Engineer',
  questions: {
    'Warm-up': {
      'Entry-Level': [
        {
          id: 'support-engineer-warmup-entry-01',
          text: 'What drew you to technical support, and what do you picture a support engineer actually doing on a typical day?',
          competency: 'Motivation and role understanding',
          key_points: [
            'a genuine reason such as enjoying puzzles and helping people',
            'working a queue of tickets',
            'troubleshooting and reproducing customer issues',
            'writing clear replies to customers',
            'escalating bugs to engineering',
          ],
          concepts: [
            {
              name: 'ticket queue',
              synonyms: ['tickets', 'queue', 'helpdesk', 'zendesk', 'service desk', 'cases'],
            },
            {
              name: 'troubleshooting',
              synonyms: [
                'debugging',
                'diagnosing',
                'investigating',
                'figuring out what is wrong',
                'problem solving',
              ],
            },
            { name: 'reproducing', synonyms: ['reproduce', 'repro', 'recreate the issue', 'replicate'] },
            {
              name: 'customer communication',
              synonyms: ['replying to customers', 'explaining', 'writing responses', 'emails', 'chat'],
            },
            {
              name: 'escalation',
              synonyms: ['escalate', 'hand off to engineering', 'tier 2', 'developers', 'bug report'],
            },
          ],
          strong_answer:
            'Gives a concrete personal reason for choosing support and a realistic day: working a ticket queue, troubleshooting and reproducing problems, replying clearly to customers, and escalating real bugs to engineering.',
          follow_up: 'Which part of that day do you expect to find hardest at first?',
        },
        {
          id: 'support-engineer-warmup-entry-02',
          text: 'Tell me about a technical problem you solved on your own, at home, at school or at work. How did you figure it out?',
          competency: 'Problem-solving instinct',
          key_points: [
            'a specific problem with a clear symptom',
            'read the error message or gathered information first',
            'changed one thing at a time to narrow it down',
            'searched documentation or forums',
            'confirmed the fix actually worked',
          ],
          concepts: [
            { name: 'error message', synonyms: ['error', 'error code', 'message said', 'exception'] },
            {
              name: 'isolating the cause',
              synonyms: ['one thing at a time', 'narrow down', 'rule out', 'eliminate', 'isolate'],
            },
            {
              name: 'research',
              synonyms: ['google', 'googled', 'documentation', 'stack overflow', 'forums', 'docs'],
            },
            {
              name: 'verification',
              synonyms: ['tested', 'confirmed', 'checked it worked', 'verify', 'verified'],
            },
          ],
          strong_answer:
            'Describes a real problem, how they read the error and gathered facts, narrowed the cause by changing one thing at a time and researching, and how they confirmed the fix held.',
          follow_up: 'If that fix had not worked, what would you have tried next?',
        },
        {
          id: 'support-engineer-warmup-entry-03',
          text: 'Which tools, operating systems or technologies are you most comfortable with today, and which would you want to learn first in this job?',
          competency: 'Technical foundation and self-awareness',
          key_points: [
            'an honest inventory of current skills',
            'some comfort with the command line',
            'basic web or networking knowledge',
            'a learning target tied to support work such as logs, SQL or APIs',
          ],
          concepts: [
            { name: 'command line', synonyms: ['terminal', 'shell', 'bash', 'powershell', 'cli'] },
            { name: 'operating systems', synonyms: ['windows', 'linux', 'macos', 'mac', 'ubuntu'] },
            { name: 'sql', synonyms: ['database', 'queries', 'select statements', 'postgres', 'mysql'] },
            { name: 'apis', synonyms: ['api', 'rest', 'postman', 'curl', 'http requests'] },
            { name: 'logs', synonyms: ['log files', 'logging', 'reading logs'] },
          ],
          strong_answer:
            'Names specific tools and systems they have really used, admits gaps honestly, and picks a learning target that matters for support such as reading logs, querying with SQL or calling APIs with curl or Postman.',
          follow_up: 'How would you start learning that in your first week here?',
        },
        {
          id: 'support-engineer-warmup-entry-04',
          text: 'How do you usually learn a piece of software you have never seen before, quickly enough to help someone else with it?',
          competency: 'Learning approach',
          key_points: [
            'uses it hands-on in a test account or sandbox',
            'reads the getting-started docs',
            'tries to break it deliberately',
            'keeps personal notes or a cheat sheet',
            'asks experienced colleagues',
          ],
          concepts: [
            {
              name: 'hands-on practice',
              synonyms: ['try it', 'play with it', 'sandbox', 'test account', 'trial', 'hands on'],
            },
            {
              name: 'documentation',
              synonyms: ['docs', 'manual', 'help center', 'knowledge base', 'tutorials'],
            },
            { name: 'breaking it', synonyms: ['break it', 'edge cases', 'what happens if', 'experiment'] },
            { name: 'notes', synonyms: ['cheat sheet', 'write it down', 'notes', 'my own guide'] },
            {
              name: 'asking experts',
              synonyms: ['ask colleagues', 'mentor', 'ask the team', 'shadowing', 'shadow'],
            },
          ],
          strong_answer:
            'Describes a concrete routine: setting up a sandbox and using the product like a customer, reading the docs, deliberately trying edge cases, keeping notes, and asking colleagues to fill gaps.',
          follow_up: 'Tell me about the last tool you learned this way. How long did it take?',
        },
        {
          id: 'support-engineer-warmup-entry-05',
          text: 'Support can mean answering similar questions all day. What keeps you patient and engaged when the tenth customer asks the same thing?',
          competency: 'Patience and empathy',
          key_points: [
            'it is the first time for that customer',
            'empathy for their frustration',
            'spots the pattern behind repeated questions',
            'turns repeats into a help article or macro',
          ],
          concepts: [
            {
              name: 'empathy',
              synonyms: [
                'put myself in their shoes',
                'understanding',
                'first time for them',
                'empathise',
                'empathize',
              ],
            },
            { name: 'patience', synonyms: ['patient', 'calm', 'stay calm'] },
            { name: 'patterns', synonyms: ['recurring', 'same issue', 'trends', 'pattern'] },
            {
              name: 'self-service content',
              synonyms: [
                'knowledge base article',
                'faq',
                'macro',
                'canned response',
                'help article',
                'self-service',
              ],
            },
          ],
          strong_answer:
            'Remembers that each customer meets the problem for the first time and treats them that way, while noticing the repeated pattern and proposing a help article, macro or product fix so fewer customers hit it.',
          follow_up: 'What would you do if you noticed the same question five times in one morning?',
        },
        {
          id: 'support-engineer-warmup-entry-06',
          text: 'In your view, what separates a good support reply from a great one?',
          competency: 'Customer communication',
          key_points: [
            'answers the question actually asked',
            'clear numbered steps in plain language',
            'sets expectations and next steps',
            'acknowledges the customer and their impact',
            'checks that the issue is really resolved',
          ],
          concepts: [
            {
              name: 'clarity',
              synonyms: ['clear', 'simple language', 'no jargon', 'plain english', 'concise'],
            },
            { name: 'steps', synonyms: ['step by step', 'numbered steps', 'instructions', 'screenshots'] },
            {
              name: 'expectations',
              synonyms: ['next steps', 'timeline', 'when i will update', 'set expectations'],
            },
            { name: 'tone', synonyms: ['empathy', 'friendly', 'acknowledge', 'personal', 'human'] },
            {
              name: 'confirming resolution',
              synonyms: ['follow up', 'check back', 'confirm it works', 'make sure it is fixed'],
            },
          ],
          strong_answer:
            'A great reply answers the real question in plain language with clear steps, acknowledges the customer, says what happens next and when, and follows up to confirm the problem is solved.',
          follow_up:
            'How would you change a reply for a developer compared with a non-technical office manager?',
        },
        {
          id: 'support-engineer-warmup-entry-07',
          text: 'Support engineers sit between customers and developers. Why does that in-between position appeal to you?',
          competency: 'Role fit',
          key_points: [
            'enjoys both technical work and people',
            'translates customer language into technical detail and back',
            'feeds customer problems back to the product team',
            'likes variety in daily problems',
          ],
          concepts: [
            {
              name: 'translating',
              synonyms: ['translate', 'bridge', 'explain technical things simply', 'go-between'],
            },
            {
              name: 'voice of the customer',
              synonyms: ['customer feedback', 'advocate', 'represent the customer', 'customer voice'],
            },
            {
              name: 'bug reports',
              synonyms: ['reporting bugs', 'tickets to engineering', 'jira', 'bug report'],
            },
            {
              name: 'variety',
              synonyms: ['different problems', 'something new every day', 'never the same'],
            },
          ],
          strong_answer:
            'Explains enjoying both sides: translating vague customer symptoms into precise technical reports for developers, explaining fixes simply back to customers, and advocating for customer pain in the product.',
          follow_up: 'What would you do if a developer said a customer problem was not a bug?',
        },
        {
          id: 'support-engineer-warmup-entry-08',
          text: 'Have you ever written instructions or a guide for someone else to follow? What made it useful to them?',
          competency: 'Written documentation',
          key_points: [
            'a specific guide and its audience',
            'structured steps with examples or screenshots',
            'tested by someone actually following it',
            'revised after feedback',
          ],
          concepts: [
            { name: 'audience', synonyms: ['who it was for', 'reader', 'beginner', 'non-technical'] },
            { name: 'structure', synonyms: ['steps', 'headings', 'screenshots', 'examples', 'numbered'] },
            {
              name: 'tested',
              synonyms: ['someone followed it', 'tried it out', 'tested it', 'walked through'],
            },
            { name: 'maintenance', synonyms: ['updated', 'kept current', 'revised', 'feedback'] },
          ],
          strong_answer:
            'Describes a real guide written for a defined reader, with ordered steps and screenshots or examples, tested by having someone follow it and updated when they got stuck.',
          follow_up:
            'How would you know if a knowledge base article you wrote was actually helping customers?',
        },
      ],
      Professional: [
        {
          id: 'support-engineer-warmup-professional-01',
          text: 'Walk me through your support experience so far: the products, which tier you worked, your typical ticket volume and the metrics you were measured on.',
          competency: 'Background and scope',
          key_points: [
            'product type and customer base',
            'support tier and escalation level',
            'tickets handled per day or week',
            'metrics such as first response time, resolution time, CSAT',
            'a result they are proud of',
          ],
          concepts: [
            { name: 'support tier', synonyms: ['tier 1', 'tier 2', 'tier 3', 'l2', 'l3', 'level 2'] },
            { name: 'first response time', synonyms: ['frt', 'first response', 'response time'] },
            {
              name: 'resolution time',
              synonyms: ['time to resolution', 'ttr', 'time to resolve', 'mean time to resolve'],
            },
            { name: 'csat', synonyms: ['customer satisfaction', 'satisfaction score', 'csat score'] },
            { name: 'ticket volume', synonyms: ['tickets per day', 'tickets a week', 'volume', 'backlog'] },
          ],
          strong_answer:
            'Gives a crisp summary with numbers: the product and customers, their tier, ticket volume, the metrics they owned with actual values, and one concrete improvement they drove.',
          follow_up: 'Which of those metrics were you personally best at, and why?',
        },
        {
          id: 'support-engineer-warmup-professional-02',
          text: 'What kind of technical issues do you most enjoy digging into, and which kind do you still find hardest?',
          competency: 'Technical self-awareness',
          key_points: [
            'a specific category they enjoy, such as integrations or performance',
            'why that category suits them',
            'an honest weaker area',
            'a concrete plan to improve it',
          ],
          concepts: [
            {
              name: 'integrations',
              synonyms: ['api', 'apis', 'webhooks', 'sso', 'third-party', 'integration'],
            },
            { name: 'performance', synonyms: ['slow', 'latency', 'timeouts', 'performance issues'] },
            {
              name: 'intermittent issues',
              synonyms: ['intermittent', 'flaky', 'cannot reproduce', "can't reproduce", 'race condition'],
            },
            {
              name: 'learning plan',
              synonyms: ['course', 'studying', 'practising', 'practicing', 'lab', 'certification'],
            },
          ],
          strong_answer:
            'Names a concrete category with an example, explains why it fits how they think, admits a real weak spot such as intermittent or networking issues, and describes what they are doing about it.',
          follow_up: 'What was the hardest one of those you cracked, and how did you get there?',
        },
        {
          id: 'support-engineer-warmup-professional-03',
          text: 'How do you keep up with a product that ships changes every week, so customers never know more than you do?',
          competency: 'Continuous product learning',
          key_points: [
            'reads release notes and changelogs',
            'uses beta or staging environments before release',
            'relationships with engineers and product managers',
            'updates knowledge base and macros after releases',
          ],
          concepts: [
            {
              name: 'release notes',
              synonyms: ['changelog', 'release notes', "what's new", 'product updates'],
            },
            {
              name: 'pre-release access',
              synonyms: ['beta', 'staging', 'early access', 'preview', 'test environment'],
            },
            {
              name: 'engineering relationships',
              synonyms: ['slack channel', 'talk to developers', 'product manager', 'release demo'],
            },
            { name: 'knowledge base upkeep', synonyms: ['kb', 'update articles', 'internal wiki', 'macros'] },
          ],
          strong_answer:
            'Describes a routine: reading release notes and merged changes, testing new features in staging or beta, attending release demos or asking engineers directly, and updating articles and macros before customers hit the change.',
          follow_up: 'What happens on your team when a release breaks something customers rely on?',
        },
        {
          id: 'support-engineer-warmup-professional-04',
          text: 'Which tools in your current support stack would you happily bring with you, and which would you leave behind? Why?',
          competency: 'Tooling judgement',
          key_points: [
            'names helpdesk, observability and API tools',
            'reasons tied to speed or quality of resolution',
            'a concrete pain point with a tool',
            'what they would replace it with',
          ],
          concepts: [
            {
              name: 'helpdesk',
              synonyms: [
                'zendesk',
                'freshdesk',
                'intercom',
                'servicenow',
                'salesforce service cloud',
                'jira service management',
              ],
            },
            {
              name: 'observability',
              synonyms: ['datadog', 'splunk', 'kibana', 'grafana', 'sentry', 'log search'],
            },
            { name: 'api tools', synonyms: ['postman', 'curl', 'insomnia', 'browser dev tools', 'devtools'] },
            { name: 'scripting', synonyms: ['python', 'bash', 'scripts', 'automation', 'jq'] },
          ],
          strong_answer:
            'Names specific tools across ticketing, logs and API testing, judges them by how they change time to resolution or accuracy, and is precise about one painful tool and what they would use instead.',
          follow_up: 'If you could build one internal tool for support here, what would it be?',
        },
        {
          id: 'support-engineer-warmup-professional-05',
          text: 'From what you have seen, what does a healthy working relationship between support and engineering look like?',
          competency: 'Cross-team collaboration',
          key_points: [
            'clear escalation criteria and path',
            'bug reports with reproduction steps and evidence',
            'shared severity definitions',
            'engineering closes the loop on fixes',
            'mutual respect for each side’s time',
          ],
          concepts: [
            {
              name: 'escalation process',
              synonyms: ['escalation path', 'escalation criteria', 'runbook', 'on-call engineer'],
            },
            {
              name: 'reproduction steps',
              synonyms: ['repro', 'steps to reproduce', 'reproducible', 'minimal example'],
            },
            { name: 'severity', synonyms: ['priority', 'sev1', 'p1', 'severity levels'] },
            {
              name: 'feedback loop',
              synonyms: ['close the loop', 'status updates', 'linked tickets', 'jira'],
            },
          ],
          strong_answer:
            'Describes agreed severity levels and escalation criteria, support sending well-evidenced reproducible reports, engineering giving status and closing the loop, and both sides respecting each other’s time.',
          follow_up: 'What do you do when an engineer keeps bouncing your escalations back?',
        },
        {
          id: 'support-engineer-warmup-professional-06',
          text: 'Tell me about a support metric you were measured on that you felt was misleading. What would you have measured instead?',
          competency: 'Metrics judgement',
          key_points: [
            'names the metric, such as handle time or tickets closed',
            'how it distorted behaviour',
            'a better alternative such as reopen rate or first contact resolution',
            'balancing speed with quality',
          ],
          concepts: [
            {
              name: 'handle time',
              synonyms: ['aht', 'average handle time', 'tickets closed', 'closure count'],
            },
            { name: 'reopen rate', synonyms: ['reopened tickets', 'reopens', 'reopen'] },
            {
              name: 'first contact resolution',
              synonyms: ['fcr', 'one-touch resolution', 'resolved first time', 'first touch'],
            },
            { name: 'gaming the metric', synonyms: ['gaming', 'incentives', 'rushing', 'closing too early'] },
            { name: 'csat', synonyms: ['customer satisfaction', 'satisfaction'] },
          ],
          strong_answer:
            'Explains concretely how a volume or speed metric encouraged rushing or premature closing, and proposes pairing it with quality measures such as reopen rate, first contact resolution or CSAT.',
          follow_up: 'How would you stop a team from gaming whichever metric you chose?',
        },
        {
          id: 'support-engineer-warmup-professional-07',
          text: 'Why are you looking to leave your current support role, and what do you want more of in the next one?',
          competency: 'Motivation',
          key_points: [
            'an honest, non-negative reason',
            'wants harder problems or more ownership',
            'what they bring to this team',
            'links the wish to this role',
          ],
          concepts: [
            { name: 'growth', synonyms: ['career growth', 'learn more', 'develop', 'next step'] },
            { name: 'ownership', synonyms: ['own', 'responsibility', 'lead', 'accountable'] },
            {
              name: 'technical depth',
              synonyms: ['deeper technical', 'complex issues', 'harder problems', 'escalations'],
            },
            { name: 'product impact', synonyms: ['influence the product', 'impact', 'feedback to product'] },
          ],
          strong_answer:
            'Gives an honest forward-looking reason without blaming the current employer, names what they want (deeper problems, ownership, product influence) and connects it to what this role offers.',
          follow_up: 'What would make you leave this job within a year?',
        },
        {
          id: 'support-engineer-warmup-professional-08',
          text: 'Have you worked an on-call or after-hours rotation? How did it work, and how did you avoid burning out?',
          competency: 'Sustainable on-call',
          key_points: [
            'real rotation experience and scope',
            'handoff notes between shifts',
            'runbooks for common incidents',
            'boundaries and recovery time',
          ],
          concepts: [
            {
              name: 'on-call',
              synonyms: ['pager', 'pagerduty', 'opsgenie', 'rotation', 'after hours', 'weekend cover'],
            },
            { name: 'handoff', synonyms: ['handover', 'shift notes', 'follow the sun'] },
            { name: 'runbook', synonyms: ['playbook', 'runbooks', 'checklist'] },
            {
              name: 'recovery',
              synonyms: ['rest', 'boundaries', 'time off in lieu', 'comp time', 'burnout'],
            },
          ],
          strong_answer:
            'Describes the rotation concretely (hours, pages per week, escalation path), relies on runbooks and written handoffs, and protects recovery time with clear boundaries and compensating time off.',
          follow_up: 'What would you change about the last rotation you were on?',
        },
      ],
      Expert: [
        {
          id: 'support-engineer-warmup-expert-01',
          text: 'Give me the short version of your career in support and the biggest change you drove in how a team supports customers.',
          competency: 'Leadership impact',
          key_points: [
            'a clear career progression',
            'one specific initiative they led',
            'a measurable result',
            'what they learned from it',
          ],
          concepts: [
            { name: 'initiative', synonyms: ['program', 'project', 'rollout', 'launched', 'introduced'] },
            {
              name: 'measured outcome',
              synonyms: ['reduced', 'improved', 'percent', 'before and after', 'dropped'],
            },
            { name: 'team leadership', synonyms: ['led', 'hired', 'managed', 'team'] },
            { name: 'process change', synonyms: ['process', 'workflow', 'tiering', 'swarming', 'routing'] },
          ],
          strong_answer:
            'Summarises the path in a few sentences, then names one initiative (for example a new tiering or swarming model, a self-service program) with before and after numbers and a lesson learned.',
          follow_up: 'What would you do differently if you ran that change again?',
        },
        {
          id: 'support-engineer-warmup-expert-02',
          text: 'What is your philosophy of support: should the goal be fewer tickets, faster answers, or something else?',
          competency: 'Support strategy',
          key_points: [
            'the best ticket is the one the customer never needed to open',
            'removes root causes through product fixes and self-service',
            'balances speed with resolution quality',
            'measures customer effort, not just speed',
          ],
          concepts: [
            {
              name: 'deflection',
              synonyms: ['self-service', 'ticket deflection', 'fewer contacts', 'contact rate'],
            },
            {
              name: 'customer effort',
              synonyms: ['customer effort score', 'ces', 'effort', 'easy to get help'],
            },
            {
              name: 'root cause elimination',
              synonyms: ['fix the product', 'root cause', 'eliminate', 'product fixes'],
            },
            { name: 'resolution quality', synonyms: ['accuracy', 'quality', 'right answer', 'reopen rate'] },
          ],
          strong_answer:
            'Argues for a balance: cut avoidable contacts by fixing root causes and improving self-service, and for what remains, resolve accurately with low customer effort rather than chasing speed alone.',
          follow_up: 'How would you convince a CFO who only sees support as a cost centre?',
        },
        {
          id: 'support-engineer-warmup-expert-03',
          text: 'As more of your time goes to leading people or programs, how do you keep your own technical skills sharp?',
          competency: 'Staying technical as a leader',
          key_points: [
            'still works tickets or takes escalations regularly',
            'reads incident reviews and code changes',
            'hands-on labs or side projects',
            'learns from the team’s specialists',
          ],
          concepts: [
            {
              name: 'working tickets',
              synonyms: ['take tickets', 'queue time', 'escalations', 'work the queue'],
            },
            {
              name: 'incident reviews',
              synonyms: ['postmortems', 'post-incident review', 'post mortem', 'retrospective'],
            },
            { name: 'hands-on lab', synonyms: ['lab', 'home lab', 'side project', 'sandbox'] },
            { name: 'reading code', synonyms: ['code review', 'read the code', 'github', 'pull requests'] },
          ],
          strong_answer:
            'Describes a deliberate habit such as a weekly queue shift or owning some escalations, reading postmortems and pull requests, and keeping a lab environment, so they can still judge technical work credibly.',
          follow_up: 'When did staying hands-on last change a decision you made as a leader?',
        },
        {
          id: 'support-engineer-warmup-expert-04',
          text: 'Where do you see AI and automation changing technical support over the next few years, and where do humans stay essential?',
          competency: 'Industry perspective',
          key_points: [
            'AI triage, routing and suggested answers',
            'risk of confident wrong answers',
            'depends on accurate knowledge content',
            'humans for complex, ambiguous and high-stakes cases',
          ],
          concepts: [
            {
              name: 'ai assistants',
              synonyms: ['chatbot', 'bot', 'ai agent', 'virtual agent', 'llm', 'copilot'],
            },
            { name: 'triage automation', synonyms: ['auto-triage', 'routing', 'classification', 'tagging'] },
            {
              name: 'knowledge quality',
              synonyms: ['accurate knowledge base', 'content quality', 'up to date docs'],
            },
            {
              name: 'accuracy risk',
              synonyms: ['hallucination', 'wrong answers', 'confidently wrong', 'mistakes'],
            },
            { name: 'human judgement', synonyms: ['empathy', 'complex issues', 'escalations', 'judgment'] },
          ],
          strong_answer:
            'Sees AI handling triage, routing, drafting and simple deflection, warns that it is only as good as the knowledge base and can be confidently wrong, and keeps humans on complex, emotional and high-impact cases with quality checks.',
          follow_up: 'How would you measure whether an AI assistant is helping or hurting customers?',
        },
        {
          id: 'support-engineer-warmup-expert-05',
          text: 'When you join a new support organisation as a senior person, what do you look at in your first thirty days?',
          competency: 'Diagnosing an organisation',
          key_points: [
            'baseline metrics and backlog age',
            'reads a sample of real tickets',
            'listens to the team and to customers',
            'reviews tools, processes and escalation paths',
            'picks a quick win and drafts a plan',
          ],
          concepts: [
            { name: 'backlog', synonyms: ['ticket backlog', 'aging tickets', 'queue', 'oldest tickets'] },
            {
              name: 'ticket review',
              synonyms: ['read tickets', 'ticket audit', 'sample tickets', 'quality review'],
            },
            { name: 'listening', synonyms: ['one-on-ones', 'interviews', 'listen', 'skip levels'] },
            { name: 'metrics baseline', synonyms: ['baseline', 'dashboards', 'kpis', 'current numbers'] },
            { name: 'quick win', synonyms: ['quick wins', 'early win', 'low-hanging fruit'] },
          ],
          strong_answer:
            'Lays out a listening-first plan: baseline metrics and backlog age, read real tickets and escalations, one-on-ones with the team and key customers, map tools and processes, then one quick win and a written plan.',
          follow_up: 'What would you be careful not to change in those first thirty days?',
        },
        {
          id: 'support-engineer-warmup-expert-06',
          text: 'What kind of support engineers have you most enjoyed developing, and what did you do to help them grow?',
          competency: 'People development',
          key_points: [
            'a specific person or example',
            'career paths such as specialist, lead or move to engineering',
            'stretch assignments and ownership',
            'regular coaching and feedback',
            'an outcome for that person',
          ],
          concepts: [
            { name: 'coaching', synonyms: ['mentoring', 'one-on-ones', 'feedback', 'coached'] },
            { name: 'career path', synonyms: ['career ladder', 'promotion', 'growth plan', 'promoted'] },
            { name: 'stretch assignment', synonyms: ['ownership', 'project', 'stretch', 'lead a project'] },
            {
              name: 'specialisation',
              synonyms: ['subject matter expert', 'sme', 'specialist', 'specialization'],
            },
          ],
          strong_answer:
            'Tells a concrete story of growing someone through a clear career path, stretch ownership such as becoming the SME for an area, and regular coaching, ending with a tangible outcome like a promotion.',
          follow_up:
            'How do you keep great support engineers from leaving for engineering roles, or should you?',
        },
        {
          id: 'support-engineer-warmup-expert-07',
          text: 'At a leadership level, which support metric do you trust most, and which one do you think gets too much attention?',
          competency: 'Metrics strategy',
          key_points: [
            'names a trusted metric and why',
            'names an overrated metric and its distortion',
            'combines speed, quality and volume views',
            'reads verbatims, not just numbers',
          ],
          concepts: [
            {
              name: 'contact rate',
              synonyms: ['tickets per customer', 'tickets per account', 'contact rate', 'tickets per user'],
            },
            { name: 'csat', synonyms: ['customer satisfaction', 'satisfaction survey', 'verbatims'] },
            { name: 'time to resolution', synonyms: ['resolution time', 'ttr', 'time to resolve'] },
            { name: 'first response time', synonyms: ['frt', 'first response', 'response sla'] },
            { name: 'customer effort', synonyms: ['ces', 'customer effort score', 'effort'] },
          ],
          strong_answer:
            'Trusts a balanced set, for example contact rate per customer plus time to resolution and CSAT with comments, and explains why something like first response time is over-weighted because it rewards fast acknowledgements, not solutions.',
          follow_up: 'Which one number would you put in front of the executive team each month?',
        },
        {
          id: 'support-engineer-warmup-expert-08',
          text: 'How have you represented the voice of the customer to product leadership, and what actually changed because of it?',
          competency: 'Influence on product',
          key_points: [
            'data from ticket tagging or contact reasons',
            'quantified cost of the problem',
            'a regular forum with product',
            'a specific change that shipped and its measured effect',
          ],
          concepts: [
            {
              name: 'ticket tagging',
              synonyms: ['tags', 'categorisation', 'categorization', 'contact reasons', 'drivers'],
            },
            {
              name: 'cost of support',
              synonyms: ['cost', 'hours spent', 'tickets per feature', 'support cost'],
            },
            { name: 'product roadmap', synonyms: ['roadmap', 'prioritised', 'prioritized', 'backlog'] },
            { name: 'voice of the customer', synonyms: ['voc', 'customer feedback', 'customer pain'] },
          ],
          strong_answer:
            'Describes turning tagged contact reasons into a quantified case (tickets, hours, churn risk) presented in a regular product forum, leading to a named fix that measurably reduced tickets.',
          follow_up: 'What did you do when product said no?',
        },
      ],
    },
    Technical: {
      'Entry-Level': [
        {
          id: 'support-engineer-technical-entry-01',
          text: 'A customer writes that our website is down. What are the first questions you ask and the first checks you make?',
          competency: 'Troubleshooting methodology',
          misconceptions: [
            {
              said: 'if one customer says the site is down, I immediately restart the production servers to be safe',
              truth:
                'Confirm scope and reproduce first; restarting production on a single report risks causing a real outage and wipes useful evidence.',
            },
            {
              said: "if the site loads fine for me, the customer's report is wrong and I close the ticket",
              truth:
                'The site working for you only rules out a global outage; their region, network, DNS or account may still be failing.',
            },
            {
              said: "a green status page proves everything is healthy, so the problem must be on the customer's computer",
              truth:
                'Status pages lag and cover only monitored paths; green means no known incident, so still check for partial or regional failures.',
            },
          ],
          key_points: [
            'establish scope: one user or everyone',
            'get the exact error and when it started',
            'check the status page and monitoring',
            'try to reproduce it yourself',
            'isolate with another browser or network',
          ],
          concepts: [
            {
              name: 'scope',
              synonyms: ['just you', 'everyone', 'how many users', 'affected users', 'other users'],
            },
            {
              name: 'error details',
              synonyms: ['error message', 'screenshot', 'exact error', 'status code', 'what they see'],
            },
            {
              name: 'monitoring',
              synonyms: ['status page', 'dashboard', 'alerts', 'uptime', 'known incident'],
            },
            { name: 'reproduce', synonyms: ['reproduce', 'try it myself', 'replicate', 'repro'] },
            {
              name: 'isolate',
              synonyms: [
                'different browser',
                'incognito',
                'another network',
                'clear cache',
                'another device',
              ],
            },
          ],
          strong_answer:
            'First establishes scope and the exact error and time, checks the status page and monitoring for a known incident, tries to reproduce it, and isolates client-side causes with another browser, network or incognito window.',
          follow_up: 'It loads fine for you but not for them. What next?',
        },
        {
          id: 'support-engineer-technical-entry-02',
          text: "What is DNS, and how would you check whether a customer's domain is pointing at the right place?",
          competency: 'Networking basics: DNS',
          misconceptions: [
            {
              said: 'once you save a new record at the registrar, the DNS change takes effect everywhere instantly',
              truth:
                'Resolvers cache the old answer until its TTL expires, so a change can take minutes to days to be seen everywhere.',
            },
            {
              said: "the MX record is what points the website domain at the web server's IP address",
              truth:
                'MX records route email; the website uses an A or AAAA record, or a CNAME pointing to another hostname.',
            },
            {
              said: 'running ping on the domain is the best way to check its DNS records are correct',
              truth:
                'Ping shows only one resolved address and is often blocked; use dig or nslookup to see each record and compare it with the expected value.',
            },
          ],
          key_points: [
            'DNS turns a domain name into an IP address',
            'record types such as A and CNAME',
            'look it up with nslookup or dig',
            'TTL and caching delay changes',
          ],
          concepts: [
            {
              name: 'name resolution',
              synonyms: ['domain name system', 'name to ip', 'resolves', 'ip address', 'phone book'],
            },
            { name: 'record types', synonyms: ['a record', 'cname', 'mx', 'txt record', 'aaaa'] },
            { name: 'lookup tools', synonyms: ['nslookup', 'dig', 'host command', 'dns checker'] },
            { name: 'ttl', synonyms: ['time to live', 'propagation', 'cache', 'caching', 'cached'] },
          ],
          strong_answer:
            'Explains that DNS maps names to IP addresses, checks the A or CNAME record with dig or nslookup against the expected value, and mentions TTL and caching when a recent change has not taken effect yet.',
          follow_up:
            'The record is correct but the customer still reaches the old server. Why might that be?',
        },
        {
          id: 'support-engineer-technical-entry-03',
          text: 'Explain the difference between HTTP 401, 403, 404 and 500 errors, and what each one tells you about where to look.',
          competency: 'Web basics: HTTP status codes',
          misconceptions: [
            {
              said: 'a 404 always means the server is down, so I escalate it to engineering straight away',
              truth:
                'A 404 means the server answered but found nothing at that path; check the URL, the ID or whether the item was deleted first.',
            },
            {
              said: "a 500 error usually comes from the customer's browser, so clearing their cache fixes it",
              truth:
                'A 500 is a server-side failure; gather the request time and ID, check the server logs and escalate rather than clearing caches.',
            },
            {
              said: 'a 403 can be fixed by retrying the request a few times until it goes through',
              truth:
                "A 403 is a deliberate refusal for that identity; retries get the same answer, so check the user's role, permissions or IP restrictions.",
            },
          ],
          key_points: [
            '401 means not authenticated: check credentials or token',
            '403 means authenticated but not allowed: check permissions',
            '404 means wrong path or missing resource',
            '500 means a server-side failure: check logs and escalate',
            '4xx is a client-side problem, 5xx server-side',
          ],
          concepts: [
            {
              name: 'authentication',
              synonyms: ['401', 'unauthorized', 'not logged in', 'invalid token', 'api key', 'credentials'],
            },
            {
              name: 'authorisation',
              synonyms: ['403', 'forbidden', 'permissions', 'not allowed', 'authorization', 'role'],
            },
            {
              name: 'not found',
              synonyms: ['404', 'wrong url', 'missing resource', 'wrong path', 'typo in the url'],
            },
            {
              name: 'server error',
              synonyms: ['500', '5xx', 'server side', 'internal server error', 'our bug'],
            },
            { name: 'client vs server', synonyms: ['4xx', 'client error', 'client side', 'request problem'] },
          ],
          strong_answer:
            'Correctly separates 401 (missing or bad credentials) from 403 (valid identity without permission), 404 (wrong URL or missing resource) and 500 (server failure to investigate in logs and escalate), noting 4xx versus 5xx.',
          follow_up: 'A customer gets a 403 on one endpoint but not others. What do you check?',
        },
        {
          id: 'support-engineer-technical-entry-04',
          text: "A ticket arrives that just says 'it doesn't work'. How do you get from there to something you can actually investigate?",
          competency: 'Information gathering',
          misconceptions: [
            {
              said: 'my first reply is our full forty-question diagnostic form, so I collect everything at once',
              truth:
                'Long forms stall replies; ask two or three targeted questions and look up what you can in their account yourself.',
            },
            {
              said: "a vague ticket like that is the customer's fault, so I close it until they send more detail",
              truth:
                'Keep the ticket open and reply promptly with specific questions; closing vague tickets frustrates customers and hides real problems.',
            },
            {
              said: 'asking the customer for their password is the quickest way to see exactly what they see',
              truth:
                'Never ask for passwords; use approved impersonation tools with consent, screenshots, HAR files or a screen share instead.',
            },
          ],
          key_points: [
            'ask what they expected versus what happened',
            'ask for the exact steps taken',
            'collect environment details: browser, OS, version',
            'request evidence: screenshot, recording, HAR or logs',
            'get identifiers such as account ID and timestamp',
          ],
          concepts: [
            {
              name: 'expected vs actual',
              synonyms: ['expected behaviour', 'expected behavior', 'what should happen', 'actual result'],
            },
            {
              name: 'steps to reproduce',
              synonyms: ['steps', 'what did you click', 'repro steps', 'what were you doing'],
            },
            {
              name: 'environment',
              synonyms: ['browser', 'version', 'operating system', 'device', 'app version'],
            },
            {
              name: 'evidence',
              synonyms: ['screenshot', 'screen recording', 'har file', 'logs', 'console errors'],
            },
            {
              name: 'identifiers',
              synonyms: ['account id', 'request id', 'timestamp', 'user id', 'email address'],
            },
          ],
          strong_answer:
            'Replies politely with a few specific questions rather than a long form: expected versus actual, exact steps, environment, a screenshot or HAR file, and account ID plus time of the failure, while checking what can be looked up without asking.',
          follow_up: 'How do you ask for all that without annoying a customer who is already frustrated?',
        },
        {
          id: 'support-engineer-technical-entry-05',
          text: 'How would you decide whether a new ticket is urgent or can wait? Walk me through how you would set its priority.',
          competency: 'Triage and severity',
          misconceptions: [
            {
              said: 'tickets from customers who sound angriest or write in capitals should always go to the top of the queue',
              truth:
                'Tone is a poor signal; priority comes from business impact, number of affected users, workarounds and any security or data risk.',
            },
            {
              said: 'strictly first in, first out is the only fair way to prioritise the queue',
              truth:
                'Strict arrival order ignores severity; an outage or security issue filed later must jump ahead of older minor questions.',
            },
            {
              said: 'a bug with a workaround should be rated critical, since the product is clearly broken',
              truth:
                'A workaround usually lowers priority because the customer can keep working; critical is for outages, data loss or security exposure.',
            },
          ],
          key_points: [
            'business impact on the customer',
            'how many users are affected',
            'whether a workaround exists',
            'data loss or security concerns go first',
            'SLA and customer plan',
          ],
          concepts: [
            { name: 'impact', synonyms: ['business impact', 'blocking', 'production down', 'cannot work'] },
            {
              name: 'scope',
              synonyms: ['how many users', 'all customers', 'single user', 'number of users'],
            },
            { name: 'workaround', synonyms: ['workaround', 'alternative', 'work around'] },
            { name: 'severity levels', synonyms: ['sev1', 'p1', 'critical', 'high', 'low', 'priority'] },
            {
              name: 'sla',
              synonyms: ['service level agreement', 'response target', 'contract', 'plan', 'tier'],
            },
            { name: 'security and data', synonyms: ['data loss', 'security', 'breach', 'corrupted data'] },
          ],
          strong_answer:
            'Sets priority from impact and scope, whether a workaround exists, and any data loss or security risk, then applies the defined severity levels and SLA rather than how loudly the customer is shouting.',
          follow_up: 'A customer marks every ticket as urgent. How do you handle that?',
        },
        {
          id: 'support-engineer-technical-entry-06',
          text: "What is a log file, and how would you use logs to work out what happened to a customer's failed request?",
          competency: 'Reading logs',
          misconceptions: [
            {
              said: "logs are written in the customer's local time, so I search using the exact time they gave me",
              truth:
                "Most server logs use UTC; convert the customer's reported time into the log's time zone before searching.",
            },
            {
              said: 'debug logging should be switched on permanently in production so we always have full detail',
              truth:
                'Permanent debug logging floods storage, slows systems and can leak sensitive data; enable it briefly and narrowly while investigating.',
            },
          ],
          key_points: [
            'find entries by timestamp and identifiers',
            'filter by error level',
            'read the stack trace and the lines before it',
            'watch time zones',
          ],
          concepts: [
            { name: 'timestamp', synonyms: ['time of the request', 'utc', 'time zone', 'when it happened'] },
            { name: 'request id', synonyms: ['correlation id', 'trace id', 'user id', 'request identifier'] },
            { name: 'log level', synonyms: ['error', 'warning', 'debug', 'log levels', 'info'] },
            { name: 'stack trace', synonyms: ['exception', 'traceback', 'stack', 'error message'] },
            {
              name: 'search and filter',
              synonyms: ['grep', 'search', 'filter', 'kibana', 'splunk', 'datadog'],
            },
          ],
          strong_answer:
            'Describes logs as timestamped records of what the system did, then narrows by the customer’s time (in UTC) and request or user ID, filters to errors, and reads the stack trace and surrounding entries for the cause.',
          follow_up: 'What if there is no error at all in the logs for that request?',
        },
        {
          id: 'support-engineer-technical-entry-07',
          text: "A user can't log in. What possible causes would you consider, and how would you narrow them down?",
          competency: 'Structured hypotheses',
          misconceptions: [
            {
              said: 'whenever a user is stuck at login, resetting their password fixes it almost every time',
              truth:
                'A reset only fixes bad credentials; read the exact error and authentication logs first, since lockouts, SSO, MFA or cookies need different fixes.',
            },
            {
              said: 'my quick fix is to switch off multi-factor authentication on their account so they get in',
              truth:
                "Disabling MFA weakens security and may break policy; verify the user's identity and follow the approved MFA reset process instead.",
            },
          ],
          key_points: [
            'wrong credentials or expired password',
            'locked, disabled or unverified account',
            'single sign-on or MFA problems',
            'browser cookies or cache',
            'check authentication logs to narrow down',
          ],
          concepts: [
            {
              name: 'credentials',
              synonyms: ['wrong password', 'reset password', 'typo', 'expired password', 'wrong email'],
            },
            {
              name: 'account status',
              synonyms: ['locked', 'disabled', 'deactivated', 'lockout', 'not verified'],
            },
            {
              name: 'single sign-on',
              synonyms: ['sso', 'okta', 'azure ad', 'saml', 'identity provider', 'entra'],
            },
            { name: 'browser state', synonyms: ['cookies', 'cache', 'incognito', 'browser extension'] },
            {
              name: 'mfa',
              synonyms: ['two-factor', '2fa', 'authenticator', 'one-time code', 'multi-factor'],
            },
            {
              name: 'auth logs',
              synonyms: ['login logs', 'audit log', 'authentication logs', 'sign-in logs'],
            },
          ],
          strong_answer:
            'Lists the likely causes (credentials, account locked or disabled, SSO or MFA failure, browser cookies, a wider outage) and narrows them using the exact error and the authentication or audit logs rather than guessing.',
          follow_up: 'Only users from one company are affected, and they all use SSO. Where do you look?',
        },
        {
          id: 'support-engineer-technical-entry-08',
          text: 'When do you escalate a ticket to a senior colleague or engineering, and what do you include when you do?',
          competency: 'Escalation',
          misconceptions: [
            {
              said: 'every ticket should be escalated as soon as it arrives so engineering can handle it faster',
              truth:
                'Do your own triage first; escalate when you are blocked, lack access, confirm a bug or the SLA is at risk.',
            },
            {
              said: 'escalating early looks weak, so I keep working on it alone until I solve it',
              truth:
                'Time-box your investigation; holding a ticket beyond your knowledge or past the SLA hurts the customer more than asking for help.',
            },
            {
              said: 'a one-line note saying the customer reports it broken gives engineering everything they need',
              truth:
                'Include a summary, reproduction steps, evidence, what you ruled out and the customer impact so engineering can act without asking again.',
            },
          ],
          key_points: [
            'escalate when beyond your knowledge or access, or SLA at risk',
            'clear summary of the problem',
            'steps to reproduce and evidence',
            'what you already tried and ruled out',
            'customer impact and urgency',
          ],
          concepts: [
            {
              name: 'escalation trigger',
              synonyms: ['time box', 'sla at risk', 'stuck', 'beyond my access', 'confirmed bug'],
            },
            { name: 'summary', synonyms: ['summary', 'clear description', 'one line', 'problem statement'] },
            { name: 'steps to reproduce', synonyms: ['repro steps', 'reproduce', 'steps'] },
            {
              name: 'what was tried',
              synonyms: ['already tried', 'ruled out', 'troubleshooting done', 'checked'],
            },
            { name: 'impact', synonyms: ['customer impact', 'how many users', 'urgency', 'severity'] },
          ],
          strong_answer:
            'Escalates after a reasonable time box or sooner when blocked, a bug is confirmed or the SLA is at risk, and hands over a concise summary, reproduction steps, evidence, what was ruled out and the customer impact.',
          follow_up: 'After you escalate, what do you tell the customer?',
        },
      ],
      Professional: [
        {
          id: 'support-engineer-technical-professional-01',
          text: 'A customer reports that about 2% of their API calls return 502 errors, seemingly at random. How do you investigate?',
          competency: 'Intermittent failures',
          misconceptions: [
            {
              said: "a 502 comes from the customer's own client timing out before our response arrives",
              truth:
                'A 502 is returned by our gateway or load balancer when it gets a bad or empty response from the upstream server.',
            },
            {
              said: 'random two percent failures are just internet noise, so I tell the customer to ignore them',
              truth:
                'A steady error rate usually has a cause, such as one bad upstream node; collect request IDs and look for a pattern.',
            },
            {
              said: 'my advice is to retry failed calls immediately in a tight loop until they succeed',
              truth:
                'Tight retry loops add load and worsen failures; retry with exponential backoff, jitter and a cap, and only for safe, idempotent requests.',
            },
          ],
          key_points: [
            'collect timestamps and request IDs of failures',
            'look for a pattern by endpoint, time, region or payload',
            '502 points at a gateway or upstream failure',
            'check monitoring and recent deploys',
            'advise retries with backoff meanwhile',
          ],
          concepts: [
            {
              name: 'bad gateway',
              synonyms: ['502', 'gateway', 'upstream', 'load balancer', 'proxy', 'reverse proxy'],
            },
            {
              name: 'pattern analysis',
              synonyms: ['correlate', 'pattern', 'specific endpoint', 'time of day', 'region'],
            },
            { name: 'request ids', synonyms: ['request id', 'trace id', 'correlation id', 'timestamps'] },
            { name: 'monitoring', synonyms: ['dashboards', 'datadog', 'grafana', 'metrics', 'error rate'] },
            { name: 'recent change', synonyms: ['deploy', 'deployment', 'release', 'config change'] },
            { name: 'retries', synonyms: ['retry', 'backoff', 'exponential backoff', 'idempotent'] },
          ],
          strong_answer:
            'Gathers failing request IDs and times, looks for a pattern, knows a 502 means a proxy or load balancer got a bad upstream response, checks error-rate dashboards and deploy history, and suggests retries with backoff while engineering fixes it.',
          follow_up: 'Our logs show no 502s at all. What does that tell you?',
        },
        {
          id: 'support-engineer-technical-professional-02',
          text: 'How would you reproduce a bug that only one customer sees, on their specific configuration?',
          competency: 'Reproducing issues',
          misconceptions: [
            {
              said: "copying the customer's production database into our staging environment is the best way to match their data exactly",
              truth:
                'Copying customer data breaks privacy rules; recreate the data shape with synthetic records, or get explicit consent through an approved process.',
            },
            {
              said: 'if it fails to reproduce in our test environment, the customer must be doing something wrong',
              truth:
                'Failing to reproduce usually means a difference in version, data or settings; gather more detail or screen share before blaming the user.',
            },
            {
              said: "testing on the newest release is fine, since the customer's exact version rarely matters",
              truth:
                "Test on the customer's exact version; the bug may already be fixed or behave differently on newer releases.",
            },
          ],
          key_points: [
            'collect exact version, settings and data shape',
            'mirror the setup in a test account or staging',
            'change one variable at a time',
            'use HAR files or session data from the customer',
            'screen share if it still will not reproduce',
          ],
          concepts: [
            {
              name: 'environment parity',
              synonyms: ['same version', 'same configuration', 'same settings', 'mirror', 'copy their setup'],
            },
            { name: 'test environment', synonyms: ['staging', 'sandbox', 'test account', 'test tenant'] },
            { name: 'one variable', synonyms: ['isolate', 'one change at a time', 'bisect', 'eliminate'] },
            {
              name: 'client evidence',
              synonyms: ['har file', 'network tab', 'browser console', 'session recording'],
            },
            { name: 'screen share', synonyms: ['screen share', 'zoom call', 'live session', 'watch them'] },
          ],
          strong_answer:
            'Captures the customer’s exact configuration, version and data, rebuilds it in a test tenant, varies one factor at a time until the bug appears, and falls back to a screen share or HAR capture if it does not.',
          follow_up:
            'You still cannot reproduce it after two days. What do you tell the customer and engineering?',
        },
        {
          id: 'support-engineer-technical-professional-03',
          text: "How would you use curl or Postman to tell whether a problem is in our API or in the customer's integration code?",
          competency: 'API troubleshooting',
          misconceptions: [
            {
              said: 'if my curl call with our internal admin token works, their integration is definitely at fault',
              truth:
                "Use the customer's own credentials and parameters; an admin token can bypass the exact permission or scope problem they hit.",
            },
            {
              said: 'a 200 status means the call fully succeeded, so I skip reading the response body',
              truth:
                'A 200 can still carry an error payload or unexpected data; read the full body and headers to confirm the result.',
            },
            {
              said: 'asking the customer to paste their secret API key into the ticket lets me replay their request exactly',
              truth:
                'Never request secrets in tickets; use request IDs and our logs, or have them run the command and share redacted output.',
            },
          ],
          key_points: [
            'replay the exact request with the customer’s parameters',
            'compare headers, auth and body with the docs',
            'read the status code and response body verbosely',
            'if the direct call works, the issue is in their integration',
          ],
          concepts: [
            {
              name: 'replay request',
              synonyms: ['same request', 'reproduce the call', 'replay', 'send the same payload'],
            },
            {
              name: 'headers',
              synonyms: ['content-type', 'authorization header', 'bearer token', 'headers'],
            },
            { name: 'response inspection', synonyms: ['curl -v', 'verbose', 'response body', 'status code'] },
            {
              name: 'layer isolation',
              synonyms: ['their code', 'our api', 'integration', 'client side', 'sdk'],
            },
          ],
          strong_answer:
            'Rebuilds the customer’s request exactly in curl or Postman, compares headers, auth and payload with the documentation, reads the verbose response, and concludes it is their integration if the clean call succeeds.',
          follow_up: 'The clean call also fails, but only with their API key. What next?',
        },
        {
          id: 'support-engineer-technical-professional-04',
          text: 'A page in our product takes 12 seconds to load for one customer but 2 seconds for everyone else. How do you find out why?',
          competency: 'Performance troubleshooting',
          misconceptions: [
            {
              said: 'since the page loads fast for everyone else, the slowness must be their internet connection',
              truth:
                'One slow account can come from its own large data or slow server-side queries; compare server timing before blaming their network.',
            },
            {
              said: 'clearing browser cookies and cache is the standard fix for slow pages, so I start there',
              truth:
                'Clearing caches rarely fixes slowness for one account and can make loads slower; measure with a HAR first to see where time goes.',
            },
            {
              said: 'the HAR file tells me exactly which database query on our server is slow',
              truth:
                'A HAR shows browser-side timing per request; find the slow request there, then use server logs or tracing to find the query.',
            },
          ],
          key_points: [
            'HAR or network tab waterfall to see where time goes',
            'customer network path: VPN, proxy, region',
            'account-specific data volume',
            'browser extensions or device',
            'compare with server-side timing',
          ],
          concepts: [
            {
              name: 'waterfall',
              synonyms: ['har file', 'network tab', 'waterfall', 'dev tools', 'devtools'],
            },
            { name: 'network path', synonyms: ['vpn', 'proxy', 'firewall', 'region', 'latency'] },
            {
              name: 'data volume',
              synonyms: ['large account', 'number of records', 'data size', 'big dataset'],
            },
            { name: 'client factors', synonyms: ['extensions', 'ad blocker', 'old laptop', 'browser'] },
            {
              name: 'server timing',
              synonyms: ['server response time', 'backend', 'ttfb', 'time to first byte', 'apm'],
            },
          ],
          strong_answer:
            'Gets a HAR to see whether time is spent waiting on the server or downloading, checks server timing for their account, and tests hypotheses such as their VPN or proxy, unusually large data, or browser extensions.',
          follow_up: 'The HAR shows one API call takes 10 seconds. How do you take it from there?',
        },
        {
          id: 'support-engineer-technical-professional-05',
          text: 'Walk me through how you would write a bug report for engineering that gets picked up and fixed rather than bounced back.',
          competency: 'Escalation quality',
          misconceptions: [
            {
              said: "a short title like 'feature is broken' is fine because the description holds the details",
              truth:
                "State the specific failure in the title, such as 'CSV export times out above 10,000 rows', so engineers can triage at a glance.",
            },
            {
              said: 'marking every bug as highest severity is the best way to get engineering to act',
              truth:
                'Inflated severity erodes trust and gets reports deprioritised; state real impact and affected customers and let severity follow from that.',
            },
            {
              said: 'forwarding the whole customer email thread is better than writing reproduction steps myself',
              truth:
                'Engineers need minimal, verified steps and evidence; summarise the thread yourself instead of making them dig through it.',
            },
          ],
          key_points: [
            'specific title describing the failure',
            'minimal steps to reproduce',
            'expected versus actual behaviour',
            'evidence: logs, request IDs, version',
            'customer impact and proposed severity',
          ],
          concepts: [
            { name: 'clear title', synonyms: ['title', 'summary', 'one-line description'] },
            { name: 'steps to reproduce', synonyms: ['repro steps', 'minimal reproduction', 'steps'] },
            {
              name: 'expected vs actual',
              synonyms: ['expected behaviour', 'expected behavior', 'actual result'],
            },
            { name: 'evidence', synonyms: ['logs', 'request id', 'screenshots', 'har', 'version number'] },
            {
              name: 'impact',
              synonyms: ['customers affected', 'revenue', 'severity', 'priority', 'business impact'],
            },
          ],
          strong_answer:
            'A specific title, minimal reproduction steps, expected versus actual, environment and version, logs or request IDs, and a clear statement of how many customers are affected and at what cost, so engineering can act without a round trip.',
          follow_up: 'How do you follow up if the bug sits untouched for two weeks?',
        },
        {
          id: 'support-engineer-technical-professional-06',
          text: 'Your team has a four-hour first-response SLA, and the queue just doubled after a release. How do you triage to protect customers and the SLA?',
          competency: 'Queue management under load',
          misconceptions: [
            {
              said: 'writing a custom individual reply to each release ticket protects the SLA best',
              truth:
                'Link the duplicates to one parent ticket and reply in bulk with a macro; individual replies burn time the rest of the queue needs.',
            },
            {
              said: 'the automatic acknowledgement email counts as our first response, so the SLA is already safe',
              truth:
                'Most SLAs and tools exclude auto-replies; a first response must be a human reply that addresses the issue or gives a real update.',
            },
            {
              said: 'the status page stays silent until engineering formally confirms the regression',
              truth:
                'Post an early status note once tickets cluster around the release; it deflects new tickets and can be refined as engineering confirms.',
            },
          ],
          key_points: [
            'spot the release-related cluster quickly',
            'link duplicates to one parent or problem ticket',
            'respond in bulk with a macro and status update',
            'prioritise by severity and customer tier',
            'ask for help and escalate the regression',
          ],
          concepts: [
            {
              name: 'clustering',
              synonyms: ['group similar tickets', 'parent ticket', 'problem ticket', 'linked tickets', 'tag'],
            },
            { name: 'bulk response', synonyms: ['macro', 'mass reply', 'canned response', 'bulk update'] },
            { name: 'prioritisation', synonyms: ['prioritize', 'prioritise', 'severity', 'tier', 'triage'] },
            {
              name: 'status communication',
              synonyms: ['status page', 'banner', 'incident page', 'status update'],
            },
            { name: 'swarming', synonyms: ['all hands', 'extra help', 'swarm', 'pull people in'] },
          ],
          strong_answer:
            'Tags and links the release-related tickets to one parent, answers them together with a macro and status-page note, raises the regression with engineering, and works the remaining queue by severity and tier, pulling in extra help.',
          follow_up: 'How do you make sure the linked customers all hear back when the fix ships?',
        },
        {
          id: 'support-engineer-technical-professional-07',
          text: 'What scripts or automations have you written to speed up support work, and how much time did they save?',
          competency: 'Automation and scripting',
          misconceptions: [
            {
              said: 'the time a script saves is obvious, so measuring before and after is wasted effort',
              truth:
                'Measure handling time before and after; the numbers justify the work, show whether it helped and persuade teammates to adopt it.',
            },
            {
              said: 'my scripts live privately on my own laptop, which keeps them safe from teammates breaking them',
              truth:
                'Put scripts in a shared repository with documentation and an owner so the team benefits and they keep working when you are away.',
            },
            {
              said: 'hard-coding my personal admin token into the script is fine because it only runs internally',
              truth:
                'Store credentials in a secrets manager or environment variables with a least-privilege service account; hard-coded personal tokens leak and break.',
            },
          ],
          key_points: [
            'a concrete script or automation',
            'language or tool used',
            'the repetitive problem it solved',
            'time saved with numbers',
            'shared and maintained for the team',
          ],
          concepts: [
            { name: 'scripting language', synonyms: ['python', 'bash', 'powershell', 'javascript', 'node'] },
            { name: 'apis', synonyms: ['helpdesk api', 'rest api', 'zendesk api', 'api calls'] },
            {
              name: 'helpdesk automation',
              synonyms: ['triggers', 'macros', 'workflows', 'zapier', 'automation rules'],
            },
            { name: 'time saved', synonyms: ['hours saved', 'minutes per ticket', 'faster', 'saved'] },
            { name: 'sql', synonyms: ['sql', 'query', 'database', 'select'] },
          ],
          strong_answer:
            'Describes a specific automation, such as a Python script that pulls account diagnostics through the API into the ticket, with the before and after time per ticket and how teammates adopted it.',
          follow_up: 'What would you automate next, and what would you deliberately leave manual?',
        },
        {
          id: 'support-engineer-technical-professional-08',
          text: "A customer's webhook integration stopped receiving events yesterday. How do you work out what changed?",
          competency: 'Integration troubleshooting',
          misconceptions: [
            {
              said: 'if their endpoint stopped receiving events, our sending queue must have crashed on our side',
              truth:
                'Check our delivery logs first; often we are sending fine and their endpoint is failing, timing out or rejecting the requests.',
            },
            {
              said: 'a self-signed certificate on their endpoint is fine because webhook senders skip TLS validation',
              truth:
                'Webhook senders normally validate certificates; an expired or self-signed one makes deliveries fail, so check the certificate chain and expiry.',
            },
            {
              said: 'if signatures fail after a secret rotation, the customer should simply disable signature verification',
              truth:
                'Disabling verification lets anyone forge events; update their endpoint with the new signing secret, ideally accepting both secrets during rotation.',
            },
          ],
          key_points: [
            'check our delivery logs and response codes',
            'check their endpoint: reachable, TLS certificate valid',
            'firewall or IP allow-list changes',
            'signature verification or secret rotation',
            'recent changes on either side',
          ],
          concepts: [
            {
              name: 'delivery logs',
              synonyms: ['webhook logs', 'delivery attempts', 'event log', 'retries'],
            },
            {
              name: 'response codes',
              synonyms: ['status code', 'timeout', '4xx', '5xx', 'connection refused'],
            },
            { name: 'tls certificate', synonyms: ['ssl', 'certificate expired', 'tls', 'https'] },
            { name: 'firewall', synonyms: ['ip allowlist', 'whitelist', 'firewall', 'blocked', 'waf'] },
            {
              name: 'signature',
              synonyms: ['hmac', 'signing secret', 'signature verification', 'rotated secret'],
            },
            { name: 'recent change', synonyms: ['deploy', 'what changed', 'change', 'migration'] },
          ],
          strong_answer:
            'Starts from our delivery logs to see whether we sent the events and what their endpoint answered, then checks endpoint reachability and TLS certificate, IP allow-lists, signing secret changes, and any deploy on either side since yesterday.',
          follow_up: 'The logs show their endpoint answering 200 but they say they got nothing. What now?',
        },
      ],
      Expert: [
        {
          id: 'support-engineer-technical-expert-01',
          text: 'How would you design the tiering and escalation model for a thirty-person support team serving both self-serve and enterprise customers?',
          competency: 'Support organisation design',
          misconceptions: [
            {
              said: 'every ticket should pass through tier one first, including critical outages from enterprise customers',
              truth:
                'Route by segment and severity; enterprise critical issues should reach named or senior engineers directly with a fast escalation path.',
            },
            {
              said: 'swarming suits only tiny startups, so a thirty-person team should always use strict tiers',
              truth:
                'Swarming works for mid-size teams and cuts handoffs; choose by issue complexity and skill spread, or blend both models.',
            },
            {
              said: 'measuring every tier against one identical response target is fairest and keeps reporting simple',
              truth:
                'Queues differ in complexity and promises; set targets per tier or segment, such as faster response for enterprise queues.',
            },
          ],
          key_points: [
            'tiered model or swarming, with the trade-offs',
            'routing by segment and skill',
            'named coverage for enterprise accounts',
            'explicit escalation criteria to engineering',
            'metrics per tier or queue',
          ],
          concepts: [
            { name: 'tiered support', synonyms: ['tier 1', 'tier 2', 'tier 3', 'l1', 'l2', 'tiers'] },
            {
              name: 'swarming',
              synonyms: ['swarm', 'intelligent swarming', 'collaborative model', 'no tiers'],
            },
            {
              name: 'skills-based routing',
              synonyms: ['routing', 'skills based', 'queues', 'specialist pods'],
            },
            {
              name: 'enterprise coverage',
              synonyms: [
                'dedicated engineer',
                'named engineer',
                'technical account manager',
                'tam',
                'premium support',
              ],
            },
            {
              name: 'escalation criteria',
              synonyms: ['escalation path', 'engineering escalation', 'on-call', 'criteria'],
            },
          ],
          strong_answer:
            'Compares tiers with swarming and picks deliberately, routes by segment and skill, gives enterprise accounts named or premium coverage, defines clear engineering escalation criteria, and measures each queue against its own targets.',
          follow_up: 'How would the model change if the team had to double in a year?',
        },
        {
          id: 'support-engineer-technical-expert-02',
          text: 'During a major outage you lead the support side. How do you run customer communication from the first alert to the postmortem?',
          competency: 'Incident communication',
          misconceptions: [
            {
              said: 'the status page should stay quiet until engineering finds the root cause, to avoid confusion',
              truth:
                'Acknowledge within minutes of confirming the outage; silence while diagnosing drives ticket floods and damages trust more than a brief holding message.',
            },
            {
              said: 'when engineering has zero new information, skipping the scheduled update beats repeating ourselves',
              truth:
                "Keep the promised cadence even without news; a short 'still investigating, next update at 14:30' reassures customers and cuts inbound tickets.",
            },
            {
              said: 'giving customers an estimated fix time early keeps them calm, even when engineering is unsure',
              truth:
                'Share an ETA only when engineering stands behind it; missed guesses destroy credibility, so promise the next update time instead.',
            },
          ],
          key_points: [
            'acknowledge fast on the status page',
            'updates on a fixed cadence even without news',
            'one source of truth shared with engineering',
            'proactive outreach to key accounts',
            'customer-facing post-incident report',
          ],
          concepts: [
            { name: 'status page', synonyms: ['status page', 'statuspage', 'banner', 'public update'] },
            {
              name: 'update cadence',
              synonyms: ['every 30 minutes', 'regular updates', 'cadence', 'next update at'],
            },
            {
              name: 'single source of truth',
              synonyms: ['one channel', 'incident channel', 'war room', 'incident commander'],
            },
            {
              name: 'proactive outreach',
              synonyms: ['key accounts', 'enterprise customers', 'proactive', 'account managers'],
            },
            {
              name: 'post-incident report',
              synonyms: ['postmortem', 'rca', 'root cause analysis', 'incident review', 'post mortem'],
            },
          ],
          strong_answer:
            'Posts a fast acknowledgement, keeps one incident channel as the source of truth, updates on a promised cadence, contacts key accounts proactively with a macro for inbound tickets, and follows up with a customer-facing RCA and prevention steps.',
          follow_up:
            'Engineering does not want to admit the cause publicly yet. What do you say to customers?',
        },
        {
          id: 'support-engineer-technical-expert-03',
          text: 'How would you build a knowledge management practice that keeps articles accurate while the product changes every week?',
          competency: 'Knowledge management',
          misconceptions: [
            {
              said: 'a dedicated technical writer should own all articles so agents can focus purely on tickets',
              truth:
                'Agents who solve tickets should create and fix articles as part of the workflow; a lone writer becomes a bottleneck and falls behind.',
            },
            {
              said: 'we should keep every old article forever, because more content always helps customers find answers',
              truth:
                'Stale articles mislead customers and bury good ones; review content on a schedule and archive anything outdated.',
            },
            {
              said: 'high page views alone show an article is successful and accurate',
              truth:
                'Views show traffic, not accuracy; combine them with votes, deflection, ticket outcomes and owner reviews.',
            },
          ],
          key_points: [
            'capture and update knowledge in the ticket workflow',
            'clear ownership and review dates',
            'tie content updates to the release process',
            'measure usage and deflection',
            'retire stale articles',
          ],
          concepts: [
            {
              name: 'kcs',
              synonyms: [
                'knowledge centered service',
                'knowledge-centered support',
                'capture in the workflow',
                'solve loop',
              ],
            },
            { name: 'ownership', synonyms: ['owner', 'review date', 'content owner', 'accountable'] },
            {
              name: 'release integration',
              synonyms: ['release notes', 'tied to release', 'release checklist', 'definition of done'],
            },
            {
              name: 'deflection metrics',
              synonyms: ['article views', 'self-service rate', 'deflection', 'helpfulness votes'],
            },
            { name: 'stale content', synonyms: ['outdated', 'archive', 'retire', 'content audit'] },
          ],
          strong_answer:
            'Uses a KCS-style practice where engineers create or fix articles while solving tickets, assigns owners and review dates, makes doc updates part of the release checklist, and prunes content using views, votes and deflection data.',
          follow_up: 'How do you get busy engineers to actually update articles?',
        },
        {
          id: 'support-engineer-technical-expert-04',
          text: 'Ticket volume grew 40% last year while the customer base grew 15%. How do you work out why, and what do you do about it?',
          competency: 'Data-driven analysis',
          misconceptions: [
            {
              said: 'tickets growing faster than customers simply means we need to hire more agents',
              truth:
                'First find why contacts per customer rose; fixing the top drivers in product or docs is cheaper and longer lasting than adding headcount.',
            },
            {
              said: 'the extra volume must come from enterprise accounts, since bigger customers always generate more tickets',
              truth:
                'Segment the data before assuming; growth often comes from new cohorts hitting onboarding gaps, so let the breakdown show which group grew.',
            },
            {
              said: 'a forty percent rise in total tickets proves the product quality has gotten worse',
              truth:
                'Raw totals mix growth and usage; normalise to contacts per customer and break down by reason before judging product quality.',
            },
          ],
          key_points: [
            'normalise to contacts per customer',
            'break down by contact reason and product area',
            'segment by cohort, plan and tenure',
            'attack the top drivers with product and docs fixes',
            'track contact rate afterwards',
          ],
          concepts: [
            {
              name: 'contact rate',
              synonyms: ['tickets per customer', 'contact rate', 'normalised', 'normalized', 'per account'],
            },
            {
              name: 'contact drivers',
              synonyms: ['contact reasons', 'tags', 'categories', 'top drivers', 'pareto'],
            },
            { name: 'segmentation', synonyms: ['segment', 'cohort', 'plan', 'new customers', 'tenure'] },
            { name: 'product fixes', synonyms: ['bugs', 'ux', 'product feedback', 'fix the product'] },
            { name: 'self-service', synonyms: ['documentation', 'help center', 'in-app help', 'onboarding'] },
          ],
          strong_answer:
            'Normalises to contact rate, finds which reasons and segments grew using tags and cohorts (for example new customers hitting onboarding gaps), takes the top drivers to product and docs with a quantified case, and tracks the rate monthly.',
          follow_up: 'What if the tagging data is too messy to trust?',
        },
        {
          id: 'support-engineer-technical-expert-05',
          text: 'Engineering can take only a few support-driven fixes each quarter. How do you decide which recurring problems to push for?',
          competency: 'Prioritisation and influence',
          misconceptions: [
            {
              said: 'the right fix to push for is whatever the loudest enterprise customer complained about this week',
              truth:
                'Rank problems by frequency, handling time and revenue at risk against effort; one loud account may matter less than a widespread issue.',
            },
            {
              said: 'the problem with the most tickets should always win, regardless of how hard it is to fix',
              truth:
                'Weigh impact against fix effort; a smaller issue that is cheap to fix can return more than a huge, costly one.',
            },
            {
              said: "once engineering ships the fix, support's job is done and further tracking is unnecessary",
              truth:
                'Measure ticket volume for that problem after the release to prove the fix worked and earn credibility for the next request.',
            },
          ],
          key_points: [
            'quantify frequency and handling time',
            'weigh customer impact and revenue at risk',
            'compare against fix effort',
            'use a shared scoring process with product',
            'follow through and measure after the fix',
          ],
          concepts: [
            { name: 'frequency', synonyms: ['volume', 'how often', 'number of tickets', 'ticket count'] },
            { name: 'revenue at risk', synonyms: ['arr', 'revenue', 'churn risk', 'enterprise accounts'] },
            { name: 'effort', synonyms: ['engineering effort', 'cost to fix', 'complexity', 'story points'] },
            {
              name: 'prioritisation framework',
              synonyms: ['rice', 'scoring', 'impact vs effort', 'prioritization', 'ranking'],
            },
            {
              name: 'joint review',
              synonyms: ['problem management', 'joint review', 'product review', 'quarterly planning'],
            },
          ],
          strong_answer:
            'Ranks problems by tickets, hours and affected revenue against engineering effort, agrees the scoring with product in a recurring review, and proves value by measuring the ticket drop after each fix.',
          follow_up: 'A single large customer demands a fix that scores low. What do you do?',
        },
        {
          id: 'support-engineer-technical-expert-06',
          text: 'How would you set up problem management so that the same root cause stops generating tickets month after month?',
          competency: 'Problem management',
          misconceptions: [
            {
              said: 'closing each incident ticket quickly means the underlying root issue gets solved as well',
              truth:
                'Closing incidents only restores service; a separate problem record must track the root cause until it is permanently fixed.',
            },
            {
              said: 'a published workaround counts as the permanent fix, so the problem record can be closed then',
              truth:
                'A workaround only reduces impact; keep the problem open until a permanent fix ships and recurrence data confirms it is gone.',
            },
            {
              said: 'root cause analysis is about finding which engineer made the mistake so it stops happening',
              truth:
                'Run a blameless analysis focused on system and process causes; blame makes people hide information and the cause comes back.',
            },
          ],
          key_points: [
            'separate incidents from underlying problems',
            'link related tickets to one problem record',
            'structured root cause analysis',
            'publish known errors with workarounds',
            'track recurrence until closed',
          ],
          concepts: [
            {
              name: 'problem management',
              synonyms: ['problem record', 'itil', 'incident versus problem', 'problem ticket'],
            },
            {
              name: 'root cause analysis',
              synonyms: ['rca', '5 whys', 'five whys', 'root cause', 'fishbone'],
            },
            { name: 'known error', synonyms: ['workaround', 'known issue', 'known error database', 'kedb'] },
            { name: 'linking', synonyms: ['linked tickets', 'parent ticket', 'tag', 'link'] },
            { name: 'recurrence', synonyms: ['trend', 'repeat', 'recurrence', 'still happening'] },
          ],
          strong_answer:
            'Treats repeated incidents as a problem record with linked tickets, runs a root cause analysis with engineering, publishes the known error and workaround for agents, and keeps the problem open until recurrence data shows it is gone.',
          follow_up: 'Who should own a problem record: support or engineering?',
        },
        {
          id: 'support-engineer-technical-expert-07',
          text: 'What would you automate first in a support operation handling 5,000 tickets a month, and how would you stop automation making things worse?',
          competency: 'Automation strategy',
          misconceptions: [
            {
              said: 'the first thing to automate is a customer-facing chatbot that answers every incoming ticket',
              truth:
                'Start with internal triage, routing and context enrichment chosen from contact-reason data; bots on complex issues often hurt CSAT.',
            },
            {
              said: 'the best automation hides the option to reach a person so customers use self-service',
              truth:
                'Always keep an obvious route to a person; trapping customers in bots raises frustration, reopens and churn.',
            },
            {
              said: 'auto-closing tickets after twenty-four hours of customer silence safely improves our resolution metrics',
              truth:
                'Aggressive auto-closing inflates metrics while customers reopen or leave; use reminders and reasonable timeouts, and watch reopen rates.',
            },
          ],
          key_points: [
            'pick from data: high volume, low complexity',
            'triage, routing and context enrichment',
            'baseline and measure before and after',
            'easy route to a human',
            'watch CSAT and reopen rate for harm',
          ],
          concepts: [
            { name: 'routing', synonyms: ['auto routing', 'triage', 'classification', 'auto-tagging'] },
            { name: 'enrichment', synonyms: ['account data', 'context', 'diagnostics', 'customer info'] },
            { name: 'measurement', synonyms: ['before and after', 'a/b test', 'baseline', 'pilot'] },
            {
              name: 'guardrails',
              synonyms: ['human in the loop', 'override', 'escape hatch', 'reach a human', 'fallback'],
            },
            { name: 'quality signals', synonyms: ['csat', 'reopen rate', 'customer effort', 'complaints'] },
          ],
          strong_answer:
            'Chooses from contact-reason data, starting with auto-triage, routing and diagnostic enrichment before customer-facing bots, pilots against a baseline, keeps an obvious path to a human, and monitors CSAT and reopens.',
          follow_up: 'A bot answer turns out to have been wrong for a month. How do you respond?',
        },
        {
          id: 'support-engineer-technical-expert-08',
          text: 'Design the SLA commitments for a new enterprise support tier. What would you promise, and how would you make sure you can keep it?',
          competency: 'SLA design',
          misconceptions: [
            {
              said: 'we should promise guaranteed resolution times, like fixing every critical bug within four hours',
              truth:
                'Promise response and update times per severity, since resolution depends on unknown root causes and can rarely be guaranteed.',
            },
            {
              said: 'customers should label their own tickets as critical whenever they feel it is urgent',
              truth:
                "Define severity with objective criteria, such as production down or data loss, and let support confirm or adjust the customer's label.",
            },
            {
              said: 'round-the-clock cover for every severity level is required to sell an enterprise tier',
              truth:
                'Reserve 24x7 cover for critical issues and offer business-hours cover for lower severities; full coverage for everything is costly and unnecessary.',
            },
          ],
          key_points: [
            'clear severity definitions',
            'response and update targets per severity',
            'coverage hours, 24x7 for critical issues',
            'capacity planning and staffing',
            'breach monitoring and service credits',
          ],
          concepts: [
            {
              name: 'severity definitions',
              synonyms: ['sev1', 'p1', 'critical', 'severity levels', 'priority levels'],
            },
            {
              name: 'response targets',
              synonyms: ['first response', 'response target', 'response time', 'update cadence'],
            },
            { name: 'coverage', synonyms: ['24x7', '24/7', 'business hours', 'follow the sun', 'weekend'] },
            {
              name: 'capacity planning',
              synonyms: ['staffing', 'headcount', 'erlang', 'forecast', 'on-call rota'],
            },
            {
              name: 'breach handling',
              synonyms: ['credits', 'service credits', 'penalties', 'breach', 'sla alerts'],
            },
          ],
          strong_answer:
            'Defines severities objectively, promises response and update times (not resolution) per severity with 24x7 cover for critical issues, staffs to forecast volume with on-call, and alerts before breaches with credits defined in the contract.',
          follow_up: 'Sales wants to promise a one-hour resolution time. How do you respond?',
        },
      ],
    },
    Behavioral: {
      'Entry-Level': [
        {
          id: 'support-engineer-behavioral-entry-01',
          text: 'Tell me about a time you helped someone who was upset or frustrated. What did you do, and how did it end?',
          competency: 'Empathy and de-escalation',
          key_points: [
            'situation with a genuinely upset person',
            'action: listened and acknowledged the feeling first',
            'stayed calm and did not take it personally',
            'moved to what could actually be done',
            'result and what they learned',
          ],
          concepts: [
            { name: 'situation', synonyms: ['at the time', 'there was', 'when i was', 'a customer who'] },
            {
              name: 'acknowledging',
              synonyms: ['listened', 'acknowledged', 'let them vent', 'validated', 'i understand'],
            },
            {
              name: 'staying calm',
              synonyms: ['stayed calm', 'did not take it personally', 'kept my voice', 'patient'],
            },
            { name: 'solution focus', synonyms: ['what i could do', 'options', 'next steps', 'offered'] },
            {
              name: 'result',
              synonyms: ['in the end', 'calmed down', 'thanked me', 'as a result', 'outcome'],
            },
          ],
          strong_answer:
            'Describes a specific upset person, shows they listened and acknowledged the frustration before solving, stayed calm, offered concrete options, and ends with a clear outcome and lesson.',
          follow_up: 'What would you have done if they had become abusive?',
        },
        {
          id: 'support-engineer-behavioral-entry-02',
          text: 'Describe a time someone asked you a question you could not answer. What did you do next?',
          competency: 'Honesty and resourcefulness',
          key_points: [
            'situation where they did not know the answer',
            'action: admitted it instead of guessing',
            'found the answer through docs or colleagues',
            'came back when they said they would',
            'result and what they now do by default',
          ],
          concepts: [
            {
              name: 'honesty',
              synonyms: ['admitted', "i don't know", 'honest', 'did not guess', 'let me check'],
            },
            {
              name: 'research',
              synonyms: ['looked it up', 'asked a colleague', 'documentation', 'searched'],
            },
            {
              name: 'follow-through',
              synonyms: ['got back to them', 'followed up', 'promised', 'by the end of the day'],
            },
            { name: 'result', synonyms: ['in the end', 'resolved', 'they were happy', 'outcome'] },
          ],
          strong_answer:
            'Admits not knowing rather than guessing, gives a time to come back, finds the answer through documentation or an expert, follows up on time, and notes how they captured the answer for next time.',
          follow_up: 'Have you ever guessed instead and been wrong? What happened?',
        },
        {
          id: 'support-engineer-behavioral-entry-03',
          text: 'Tell me about a mistake you made that affected someone else. How did you handle it?',
          competency: 'Ownership',
          key_points: [
            'a real mistake with a consequence',
            'action: owned it quickly and told the right people',
            'fixed or limited the damage',
            'changed a habit to prevent a repeat',
            'result',
          ],
          concepts: [
            {
              name: 'ownership',
              synonyms: ['took responsibility', 'owned up', 'my fault', 'admitted', 'my mistake'],
            },
            {
              name: 'communication',
              synonyms: ['told my manager', 'informed', 'apologised', 'apologized', 'let them know'],
            },
            { name: 'fix', synonyms: ['fixed', 'corrected', 'mitigated', 'put it right'] },
            {
              name: 'prevention',
              synonyms: ['checklist', 'double check', 'so it would not happen again', 'process', 'habit'],
            },
            { name: 'result', synonyms: ['in the end', 'outcome', 'since then', 'as a result'] },
          ],
          strong_answer:
            'Chooses a genuine mistake, owns it without excuses, tells those affected promptly, repairs the damage, and describes a specific habit or check they adopted so it did not recur.',
          follow_up: 'How would you tell a customer that a mistake on our side caused their problem?',
        },
        {
          id: 'support-engineer-behavioral-entry-04',
          text: 'Give me an example of juggling several urgent tasks at once. How did you decide what to do first?',
          competency: 'Prioritisation',
          key_points: [
            'situation with competing urgent demands',
            'action: prioritised by impact and deadline',
            'told people what to expect',
            'kept track with a list or tool',
            'result',
          ],
          concepts: [
            {
              name: 'prioritisation',
              synonyms: ['prioritised', 'prioritized', 'most urgent', 'impact', 'what to do first'],
            },
            { name: 'deadlines', synonyms: ['deadline', 'due', 'time-sensitive'] },
            {
              name: 'setting expectations',
              synonyms: ['told them', 'set expectations', 'renegotiated', 'let them know'],
            },
            {
              name: 'organisation',
              synonyms: ['to-do list', 'list', 'calendar', 'tracker', 'organized', 'organised'],
            },
            { name: 'result', synonyms: ['in the end', 'all done', 'met the deadline', 'outcome'] },
          ],
          strong_answer:
            'Describes real competing demands, ranks them by impact and deadline rather than who asked loudest, tells the people waiting what to expect, and reports the outcome honestly.',
          follow_up: 'How would you apply that to ten open tickets at the start of a shift?',
        },
        {
          id: 'support-engineer-behavioral-entry-05',
          text: 'Tell me about a time you explained something technical to someone without a technical background. How did you know they understood?',
          competency: 'Explaining simply',
          key_points: [
            'situation and who the listener was',
            'action: plain language or an analogy',
            'showed rather than told where possible',
            'checked understanding by asking them to explain back',
            'result',
          ],
          concepts: [
            { name: 'plain language', synonyms: ['simple words', 'no jargon', 'plain english', 'simply'] },
            { name: 'analogy', synonyms: ['analogy', 'it is like', 'compared it to', 'example'] },
            {
              name: 'checking understanding',
              synonyms: ['explain it back', 'checked', 'asked questions', 'teach back'],
            },
            { name: 'visuals', synonyms: ['drew', 'diagram', 'showed them', 'screen share', 'screenshot'] },
            {
              name: 'result',
              synonyms: ['they understood', 'could do it themselves', 'in the end', 'outcome'],
            },
          ],
          strong_answer:
            'Names the audience and topic, uses an analogy or demonstration instead of jargon, checks understanding by having them explain or do it back, and shows they could then act on their own.',
          follow_up: 'How would you explain what an API is to a customer over the phone?',
        },
        {
          id: 'support-engineer-behavioral-entry-06',
          text: 'Describe a time you were stuck and needed help from someone outside your own team or group. How did you approach them?',
          competency: 'Asking for help and collaboration',
          key_points: [
            'situation where they were genuinely stuck',
            'action: found who had the knowledge',
            'prepared a clear, specific request',
            'respected their time and thanked them',
            'result',
          ],
          concepts: [
            {
              name: 'asking for help',
              synonyms: ['asked for help', 'reached out', 'messaged', 'approached'],
            },
            {
              name: 'clear request',
              synonyms: ['prepared', 'specific question', 'context', 'what i had tried'],
            },
            {
              name: 'respecting time',
              synonyms: ['their time', 'short', 'when it suited them', 'booked time'],
            },
            { name: 'gratitude', synonyms: ['thanked', 'credit', 'recognition', 'returned the favour'] },
            { name: 'result', synonyms: ['solved', 'in the end', 'outcome', 'as a result'] },
          ],
          strong_answer:
            'Shows they tried first, identified the right person, came with a concise summary of what they had tried and a specific question, and closed the loop with thanks and the outcome.',
          follow_up: 'How long do you usually struggle before asking for help?',
        },
        {
          id: 'support-engineer-behavioral-entry-07',
          text: 'Think of feedback about your work that stung at first. What was it, and what do you do differently because of it?',
          competency: 'Coachability',
          key_points: [
            'situation and the specific feedback',
            'action: listened without getting defensive',
            'a concrete change in behaviour',
            'checked back on progress',
            'result',
          ],
          concepts: [
            {
              name: 'receiving feedback',
              synonyms: ['listened', 'did not get defensive', 'asked questions', 'took it on board'],
            },
            { name: 'specific change', synonyms: ['changed', 'started', 'stopped', 'now i'] },
            { name: 'follow-up', synonyms: ['checked back', 'asked again', 'followed up', 'progress'] },
            { name: 'result', synonyms: ['improved', 'better', 'as a result', 'outcome'] },
          ],
          strong_answer:
            'Quotes real feedback, admits the initial reaction honestly, describes a specific behaviour they changed, and shows evidence of improvement such as later feedback or results.',
          follow_up: 'What feedback would you expect to hear in your first review here?',
        },
        {
          id: 'support-engineer-behavioral-entry-08',
          text: 'Tell me about a frustrating problem you kept working on long after others would have given up. What finally cracked it?',
          competency: 'Persistence',
          key_points: [
            'situation with a stubborn problem',
            'action: methodical approach with notes',
            'changed angle or asked for fresh eyes',
            'result and what cracked it',
            'lesson for next time',
          ],
          concepts: [
            {
              name: 'persistence',
              synonyms: ['kept going', "didn't give up", 'persistent', 'stuck with it'],
            },
            { name: 'methodical', synonyms: ['step by step', 'notes', 'one thing at a time', 'systematic'] },
            {
              name: 'new approach',
              synonyms: ['different angle', 'fresh eyes', 'changed approach', 'asked someone'],
            },
            { name: 'result', synonyms: ['solved', 'fixed', 'cracked', 'finally', 'outcome'] },
            { name: 'lesson', synonyms: ['learned', 'next time', 'lesson'] },
          ],
          strong_answer:
            'Describes a specific stubborn problem, a methodical process with notes, the moment they changed approach or sought another view, the actual cause, and the lesson they now apply.',
          follow_up: 'How do you decide when to stop and escalate instead of keeping going?',
        },
      ],
      Professional: [
        {
          id: 'support-engineer-behavioral-professional-01',
          text: 'Tell me about the most difficult customer interaction you have handled in support. What did you do, and what was the outcome?',
          competency: 'De-escalation under pressure',
          key_points: [
            'situation with real stakes such as threatened churn',
            'action: acknowledged the impact without blaming',
            'took ownership with a clear plan and regular updates',
            'held professional boundaries',
            'result with evidence such as retention or CSAT',
          ],
          concepts: [
            {
              name: 'situation',
              synonyms: ['the customer', 'at the time', 'there was', 'threatened to cancel'],
            },
            {
              name: 'acknowledging impact',
              synonyms: ['acknowledged', 'apologised', 'apologized', 'empathy', 'understood the impact'],
            },
            {
              name: 'ownership',
              synonyms: ['took ownership', 'owned it', 'personally', 'single point of contact'],
            },
            {
              name: 'regular updates',
              synonyms: ['updates', 'kept them informed', 'cadence', 'daily update'],
            },
            { name: 'boundaries', synonyms: ['stayed professional', 'boundaries', 'abusive', 'calm'] },
            { name: 'result', synonyms: ['renewed', 'stayed', 'csat', 'calmed down', 'outcome'] },
          ],
          strong_answer:
            'Gives a specific high-stakes case, acknowledges the business impact without blaming anyone, takes ownership with a plan and a promised update cadence, keeps boundaries, and reports a measurable outcome.',
          follow_up: 'What did you learn that you now do earlier with difficult customers?',
        },
        {
          id: 'support-engineer-behavioral-professional-02',
          text: 'Describe a time you pushed engineering to prioritise a customer bug they had initially dismissed. How did you make the case?',
          competency: 'Customer advocacy with evidence',
          key_points: [
            'situation: a bug dismissed as low priority',
            'action: gathered evidence and a reliable reproduction',
            'quantified customer and revenue impact',
            'kept the relationship respectful',
            'result: fixed or consciously deprioritised',
          ],
          concepts: [
            { name: 'evidence', synonyms: ['data', 'number of tickets', 'logs', 'reproduction', 'repro'] },
            { name: 'business impact', synonyms: ['revenue', 'arr', 'churn risk', 'customers affected'] },
            {
              name: 'relationship',
              synonyms: ['respect', 'collaborated', 'engineering manager', 'listened to them'],
            },
            {
              name: 'escalation path',
              synonyms: ['escalated', 'product manager', 'priority', 'triage meeting'],
            },
            { name: 'result', synonyms: ['fixed', 'prioritised', 'prioritized', 'shipped', 'outcome'] },
          ],
          strong_answer:
            'Describes turning a dismissed report into a clear case with a reliable reproduction, ticket counts and revenue at risk, raised through the agreed path with respect, ending with the fix shipping or an explicit trade-off.',
          follow_up: 'What did you tell the affected customers while this was being decided?',
        },
        {
          id: 'support-engineer-behavioral-professional-03',
          text: 'Tell me about a time you had to tell a customer no, or deliver bad news about a fix or feature. How did you handle it?',
          competency: 'Delivering bad news',
          key_points: [
            'situation and what the customer wanted',
            'action: was direct and honest early',
            'explained the reason briefly',
            'offered a workaround or alternative',
            'result for the relationship',
          ],
          concepts: [
            {
              name: 'honesty',
              synonyms: ['honest', 'transparent', 'straightforward', 'direct', 'did not sugarcoat'],
            },
            { name: 'reasoning', synonyms: ['explained why', 'context', 'the reason'] },
            { name: 'alternatives', synonyms: ['workaround', 'alternative', 'what we can do', 'instead'] },
            { name: 'expectations', synonyms: ['set expectations', 'no promises', 'timeline'] },
            { name: 'result', synonyms: ['accepted', 'relationship', 'in the end', 'outcome'] },
          ],
          strong_answer:
            'Delivers the no early and plainly instead of stalling, gives a short honest reason, offers a workaround or alternative path, avoids promises they cannot keep, and shows the relationship survived.',
          follow_up: 'How do you say no when the customer is a very large account?',
        },
        {
          id: 'support-engineer-behavioral-professional-04',
          text: 'Give an example of a high-severity escalation where you coordinated between the customer and engineering. What did you do?',
          competency: 'Escalation ownership',
          key_points: [
            'situation and severity',
            'action: single point of contact for the customer',
            'gave engineers clean technical context',
            'kept a written timeline and update cadence',
            'result and follow-up',
          ],
          concepts: [
            {
              name: 'coordination',
              synonyms: ['coordinated', 'point of contact', 'single point', 'owned the escalation'],
            },
            {
              name: 'update cadence',
              synonyms: ['updates', 'every hour', 'kept informed', 'regular updates'],
            },
            {
              name: 'technical handoff',
              synonyms: ['logs', 'reproduction', 'context for engineers', 'request ids'],
            },
            { name: 'documentation', synonyms: ['timeline', 'notes', 'write-up', 'summary'] },
            { name: 'result', synonyms: ['resolved', 'fixed', 'customer happy', 'outcome', 'rca'] },
          ],
          strong_answer:
            'Explains the severity, acted as the single owner, fed engineers logs and reproduction, kept the customer on a fixed update cadence with a written timeline, and closed with a root cause summary.',
          follow_up: 'What would you do if the engineer assigned stopped responding overnight?',
        },
        {
          id: 'support-engineer-behavioral-professional-05',
          text: 'Tell me about a process or documentation gap you noticed in your support team, and what you did to close it.',
          competency: 'Initiative and process improvement',
          key_points: [
            'situation: a gap noticed from a pattern',
            'action: took the initiative without being asked',
            'built a runbook, article or template',
            'got the team to adopt it',
            'result with a measured improvement',
          ],
          concepts: [
            {
              name: 'noticing the gap',
              synonyms: ['noticed', 'realised', 'realized', 'pattern', 'kept seeing'],
            },
            { name: 'initiative', synonyms: ['took the initiative', 'volunteered', 'proposed', 'on my own'] },
            {
              name: 'documentation',
              synonyms: ['knowledge base article', 'runbook', 'macro', 'template', 'checklist'],
            },
            { name: 'adoption', synonyms: ['team used it', 'rolled out', 'trained', 'shared'] },
            { name: 'measured result', synonyms: ['reduced', 'time saved', 'fewer', 'percent', 'faster'] },
          ],
          strong_answer:
            'Spots a recurring gap from ticket patterns, builds a runbook, template or article on their own initiative, gets teammates to use it, and gives a measurable effect such as reduced handle time or fewer escalations.',
          follow_up: 'How did you make sure it stayed up to date afterwards?',
        },
        {
          id: 'support-engineer-behavioral-professional-06',
          text: 'Describe a time you missed an SLA or let a ticket slip. What happened, and what did you change?',
          competency: 'Accountability',
          key_points: [
            'situation: a real miss and its impact',
            'action: owned it and recovered with the customer',
            'found the underlying cause',
            'changed their process to prevent it',
            'result',
          ],
          concepts: [
            { name: 'ownership', synonyms: ['my responsibility', 'owned it', 'my fault', 'admitted'] },
            {
              name: 'root cause',
              synonyms: ['why it happened', 'cause', 'the reason was', 'underlying cause'],
            },
            {
              name: 'customer recovery',
              synonyms: ['apologised', 'apologized', 'made it right', 'followed up'],
            },
            {
              name: 'prevention',
              synonyms: ['reminder', 'process change', 'queue view', 'alert', 'sla timer'],
            },
            { name: 'result', synonyms: ['since then', 'no repeat', 'outcome', 'as a result'] },
          ],
          strong_answer:
            'Admits a real miss, apologises to the customer and puts it right, explains the actual cause such as a pending ticket hidden from their view, and describes the process or alert they set up so it did not recur.',
          follow_up: 'How do you keep track of tickets waiting on engineering or on the customer?',
        },
        {
          id: 'support-engineer-behavioral-professional-07',
          text: 'Tell me about a time you helped a teammate get better at troubleshooting or learn a new area of the product.',
          competency: 'Peer mentoring',
          key_points: [
            'situation and what the teammate struggled with',
            'action: paired or let them drive',
            'shared a method, not just answers',
            'result: they became independent',
          ],
          concepts: [
            { name: 'mentoring', synonyms: ['mentored', 'coached', 'paired', 'shadowing', 'pair'] },
            {
              name: 'teaching method',
              synonyms: ['walked through', 'let them drive', 'asked questions', 'showed'],
            },
            { name: 'resources', synonyms: ['notes', 'guide', 'documentation', 'checklist'] },
            {
              name: 'independence',
              synonyms: ['on their own', 'independently', 'confident', 'no longer needed'],
            },
            { name: 'result', synonyms: ['outcome', 'as a result', 'now handles', 'improved'] },
          ],
          strong_answer:
            'Describes pairing on real tickets, letting the teammate drive while asking guiding questions, sharing a repeatable method and notes, and shows the result: they now solve that class of issue alone.',
          follow_up: 'How do you balance helping others with your own queue?',
        },
        {
          id: 'support-engineer-behavioral-professional-08',
          text: 'Describe a time you disagreed with a colleague or your lead about how to handle a ticket or customer. How did it resolve?',
          competency: 'Constructive disagreement',
          key_points: [
            'situation and the disagreement',
            'action: understood their reasoning first',
            'argued with facts and customer outcome',
            'accepted the decision or reached a compromise',
            'result and the relationship afterwards',
          ],
          concepts: [
            {
              name: 'understanding their view',
              synonyms: ['listened', 'their perspective', 'asked why', 'their reasoning'],
            },
            { name: 'evidence', synonyms: ['data', 'facts', 'logs', 'examples'] },
            {
              name: 'customer focus',
              synonyms: ['best for the customer', 'customer outcome', 'customer impact'],
            },
            { name: 'resolution', synonyms: ['agreed', 'compromise', 'decided', 'disagree and commit'] },
            { name: 'relationship', synonyms: ['respect', 'still worked well', 'relationship', 'trust'] },
          ],
          strong_answer:
            'Shows they listened to the other view, made their case with facts anchored on the customer outcome, reached a decision or committed to the other approach, and kept the working relationship intact.',
          follow_up: 'Looking back, was your view right?',
        },
      ],
      Expert: [
        {
          id: 'support-engineer-behavioral-expert-01',
          text: 'Tell me about a time you led a support team through a major outage or crisis. What did you do, and what changed afterwards?',
          competency: 'Crisis leadership',
          key_points: [
            'situation: scale and customer impact of the crisis',
            'action: set clear roles and a communication rhythm',
            'protected the team from overload during it',
            'ran a blameless review afterwards',
            'result: a lasting change that prevented a repeat',
          ],
          concepts: [
            {
              name: 'taking charge',
              synonyms: ['clear roles', 'took charge', 'incident commander', 'stayed calm', 'assigned'],
            },
            {
              name: 'communication',
              synonyms: ['status page', 'updates', 'cadence', 'executives', 'stakeholders'],
            },
            { name: 'team care', synonyms: ['rotated', 'breaks', 'workload', 'burnout', 'shifts'] },
            {
              name: 'post-incident review',
              synonyms: ['postmortem', 'rca', 'blameless', 'lessons learned', 'retrospective'],
            },
            {
              name: 'lasting change',
              synonyms: ['runbook', 'process change', 'prevention', 'monitoring', 'since then'],
            },
          ],
          strong_answer:
            'Describes a real crisis with its scale, how they assigned roles and set an update rhythm for customers and executives, rotated people to avoid burnout, led a blameless review, and names the lasting change and its effect.',
          follow_up: 'What would you do differently if it happened again tomorrow?',
        },
        {
          id: 'support-engineer-behavioral-expert-02',
          text: 'Describe a time you changed how a support organisation worked, such as a new tier model, tool or process, and people resisted. How did you bring them along?',
          competency: 'Leading change',
          key_points: [
            'situation: the problem that required change',
            'action: explained the why with data',
            'involved the team and piloted first',
            'addressed specific concerns',
            'result measured after rollout',
          ],
          concepts: [
            {
              name: 'the why',
              synonyms: ['explained the why', 'problem statement', 'data', 'reason for change'],
            },
            { name: 'involvement', synonyms: ['involved the team', 'feedback', 'champions', 'co-designed'] },
            { name: 'pilot', synonyms: ['pilot', 'trial', 'phased rollout', 'one team first'] },
            {
              name: 'resistance',
              synonyms: ['concerns', 'pushback', 'resistance', 'objections', 'skeptical'],
            },
            { name: 'result', synonyms: ['adopted', 'improved', 'percent', 'outcome', 'measured'] },
          ],
          strong_answer:
            'Frames the change around a clear problem with data, involves sceptics early as co-designers, pilots before rolling out, responds to concrete concerns, and shows before and after metrics plus team adoption.',
          follow_up: 'Which concern from the team turned out to be right?',
        },
        {
          id: 'support-engineer-behavioral-expert-03',
          text: 'Tell me about a time you managed an underperforming support engineer. What did you do, and what was the result?',
          competency: 'Performance management',
          key_points: [
            'situation: specific performance gap with evidence',
            'action: early direct conversation and understanding causes',
            'clear written expectations and timeline',
            'support through coaching or training',
            'result: improvement or a fair exit',
          ],
          concepts: [
            {
              name: 'direct conversation',
              synonyms: ['one-on-one', 'direct conversation', 'early feedback', 'honest conversation'],
            },
            {
              name: 'understanding causes',
              synonyms: ['understand why', 'personal situation', 'skills gap', 'root cause'],
            },
            {
              name: 'clear expectations',
              synonyms: ['specific goals', 'performance plan', 'pip', 'expectations', 'written'],
            },
            { name: 'support', synonyms: ['coaching', 'training', 'pairing', 'mentor'] },
            { name: 'outcome', synonyms: ['improved', 'moved on', 'exited', 'role change', 'promoted'] },
          ],
          strong_answer:
            'Raises the gap early with evidence such as reopen rate or ticket quality, learns the cause, sets written measurable expectations with a timeline, provides coaching, and reaches a fair outcome either way.',
          follow_up: 'How did you keep the rest of the team fair and informed during that period?',
        },
        {
          id: 'support-engineer-behavioral-expert-04',
          text: 'Describe when your support team was under-resourced and you asked leadership for headcount or tooling. What numbers did you bring, and what was decided?',
          competency: 'Business case and executive influence',
          key_points: [
            'situation: the capacity or tooling gap',
            'action: built a data-driven capacity model',
            'showed the cost of doing nothing',
            'offered options including automation',
            'result and what they learned',
          ],
          concepts: [
            {
              name: 'capacity model',
              synonyms: ['volume forecast', 'capacity model', 'data', 'tickets per engineer'],
            },
            {
              name: 'cost of inaction',
              synonyms: ['sla breaches', 'churn', 'revenue at risk', 'cost of doing nothing'],
            },
            { name: 'options', synonyms: ['alternatives', 'automation first', 'trade-offs', 'options'] },
            { name: 'executive language', synonyms: ['roi', 'cost per ticket', 'revenue', 'payback'] },
            { name: 'result', synonyms: ['approved', 'got the budget', 'partially', 'outcome', 'denied'] },
          ],
          strong_answer:
            'Builds a forecast of volume against capacity, translates the gap into SLA breaches and revenue at risk, offers options such as automation or hiring with costs and ROI, and reports the decision honestly with what they learned.',
          follow_up: 'If the answer had been no, what would you have done?',
        },
        {
          id: 'support-engineer-behavioral-expert-05',
          text: 'Tell me about a time a key enterprise customer threatened to leave because of support problems. How did you handle it?',
          competency: 'Executive customer recovery',
          key_points: [
            'situation: account, stakes and complaints',
            'action: engaged their executive personally and listened',
            'found the root causes, not just the latest ticket',
            'agreed a recovery plan with cross-functional owners',
            'result: retained or lost, and why',
          ],
          concepts: [
            {
              name: 'executive engagement',
              synonyms: ['exec sponsor', 'called the vp', 'executive', 'cio', 'met in person'],
            },
            {
              name: 'root causes',
              synonyms: ['pattern', 'root cause', 'underlying issues', 'ticket review'],
            },
            {
              name: 'recovery plan',
              synonyms: ['action plan', 'commitments', 'weekly check-ins', 'success plan'],
            },
            {
              name: 'cross-functional',
              synonyms: ['account manager', 'customer success', 'engineering', 'product'],
            },
            { name: 'result', synonyms: ['renewed', 'retained', 'stayed', 'churned', 'outcome'] },
          ],
          strong_answer:
            'Engages the customer executive directly, reviews their whole ticket history for root causes, commits to a dated recovery plan with owners across support, success and engineering, reports progress weekly, and states the outcome.',
          follow_up: 'What did you change for all customers because of that account?',
        },
        {
          id: 'support-engineer-behavioral-expert-06',
          text: "Describe a time you had to balance your team's wellbeing against customer demands, like sustained high volume or heavy on-call load.",
          competency: 'Sustainable team leadership',
          key_points: [
            'situation: signals of overload',
            'action: measured workload with data',
            'made explicit trade-offs and pushed back where needed',
            'fixed the structure, not just the week',
            'result for team and customers',
          ],
          concepts: [
            {
              name: 'burnout signals',
              synonyms: ['burnout', 'sick days', 'attrition', 'morale', 'overtime'],
            },
            { name: 'workload data', synonyms: ['pages per week', 'tickets per person', 'data', 'hours'] },
            {
              name: 'trade-offs',
              synonyms: ['pushed back', 'temporary', 'reprioritised', 'reprioritized', 'deferred'],
            },
            {
              name: 'structural fix',
              synonyms: ['hiring', 'rotation change', 'automation', 'follow the sun', 'contractors'],
            },
            { name: 'result', synonyms: ['attrition dropped', 'morale', 'sla recovered', 'outcome'] },
          ],
          strong_answer:
            'Notices overload signals, quantifies workload, makes a visible trade-off such as relaxing a lower-priority target or pushing back on a launch, then fixes the structure with hiring, rotation changes or automation, with results for both sides.',
          follow_up: 'How did you explain that trade-off to your own leadership?',
        },
        {
          id: 'support-engineer-behavioral-expert-07',
          text: 'Tell me about a decision you made as a support leader that turned out to be wrong. How did you recognise it, and what did you do?',
          competency: 'Judgement and learning',
          key_points: [
            'situation and the original reasoning',
            'the signals that showed it was wrong',
            'action: admitted it and reversed or adjusted',
            'result and the lesson that changed later decisions',
          ],
          concepts: [
            { name: 'original reasoning', synonyms: ['at the time', 'i decided', 'my reasoning', 'assumed'] },
            { name: 'signals', synonyms: ['data showed', 'metrics', 'feedback', 'noticed'] },
            {
              name: 'admitting it',
              synonyms: ['admitted', 'owned', 'reversed', 'rolled back', 'told the team'],
            },
            { name: 'correction', synonyms: ['changed course', 'adjusted', 'fixed', 'new approach'] },
            { name: 'lesson', synonyms: ['learned', 'now i', 'since then', 'lesson'] },
          ],
          strong_answer:
            'Describes a real decision with its reasoning, the data or feedback that exposed the error, how they openly admitted and reversed it, and a specific lesson visible in how they decide now.',
          follow_up: 'How do you make it safe for your team to admit their wrong calls?',
        },
        {
          id: 'support-engineer-behavioral-expert-08',
          text: 'Describe how you built a strong partnership with product or engineering leadership where there had been friction with support.',
          competency: 'Cross-functional leadership',
          key_points: [
            'situation: the source of friction',
            'action: understood the other side’s pressures',
            'set shared goals or metrics',
            'created regular rituals and clear agreements',
            'result: measurable improvement in the relationship',
          ],
          concepts: [
            {
              name: 'understanding friction',
              synonyms: ['their pressures', 'listened', 'root of the friction', 'their side'],
            },
            { name: 'shared goals', synonyms: ['shared metrics', 'common goal', 'okrs', 'joint goals'] },
            {
              name: 'rituals',
              synonyms: ['weekly sync', 'regular review', 'joint triage', 'monthly meeting'],
            },
            {
              name: 'agreements',
              synonyms: ['escalation agreement', 'severity definitions', 'ola', 'operating level agreement'],
            },
            { name: 'result', synonyms: ['faster fixes', 'fewer escalations', 'trust', 'outcome'] },
          ],
          strong_answer:
            'Diagnoses the friction from both sides, builds shared goals and an escalation agreement with engineering, sets up a recurring joint triage, and shows the result in faster fixes or fewer bounced escalations.',
          follow_up: 'What did you have to give up on the support side to make it work?',
        },
      ],
    },
  },
};
