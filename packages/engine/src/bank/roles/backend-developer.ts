import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'Backend Developer',
  questions: {
    'Warm-up': {
      'Entry-Level': [
        {
          id: 'backend-developer-warmup-entry-01',
          text: 'What got you interested in backend development rather than frontend, and what was the first server-side project you built?',
          competency: 'Motivation for backend work',
          key_points: [
            'names a concrete reason for preferring server-side work',
            'describes a real first project and what it did',
            'mentions the language or framework used',
            'says what they learned from building it',
          ],
          concepts: [
            { name: 'server side', synonyms: ['server-side', 'backend', 'back end', 'server'] },
            { name: 'API', synonyms: ['api', 'endpoint', 'rest', 'http'] },
            { name: 'data', synonyms: ['database', 'data model', 'storing data', 'sql'] },
            { name: 'learning outcome', synonyms: ['learned', 'taught me', 'realised', 'realized'] },
          ],
          strong_answer:
            'Gives a genuine reason, such as enjoying data, logic and systems over visuals, and backs it with a specific first project, the stack used and one lesson it taught.',
          follow_up: 'If you rebuilt that first project today, what would you do differently?',
        },
        {
          id: 'backend-developer-warmup-entry-02',
          text: 'Walk me through a small API or service you have built, in school or on your own. What did it do, and what stack did you use?',
          competency: 'Project experience',
          key_points: [
            'explains the purpose of the service in one or two sentences',
            'names the language, framework and database',
            'describes a few endpoints or operations',
            'mentions how it was tested or deployed',
          ],
          concepts: [
            { name: 'endpoints', synonyms: ['endpoint', 'route', 'routes', 'rest api', 'restful'] },
            { name: 'framework', synonyms: ['express', 'django', 'flask', 'spring', 'fastapi', 'node'] },
            { name: 'database', synonyms: ['postgres', 'postgresql', 'mysql', 'mongodb', 'sqlite'] },
            { name: 'deployment', synonyms: ['deployed', 'hosted', 'docker', 'heroku', 'cloud'] },
            { name: 'testing', synonyms: ['tests', 'unit test', 'postman', 'integration test'] },
          ],
          strong_answer:
            'Describes a concrete service end to end, naming the framework, the database, a couple of endpoints and how they verified it worked, with honest limits of the project.',
          follow_up: 'What was the hardest bug you hit while building it, and how did you fix it?',
        },
        {
          id: 'backend-developer-warmup-entry-03',
          text: 'When your server throws an error you do not understand, say a long stack trace, how do you go about figuring it out?',
          competency: 'Debugging habits',
          key_points: [
            'reads the stack trace to find the failing line',
            'reproduces the error reliably',
            'uses logs or a debugger to inspect state',
            'searches documentation or issues before asking for help',
          ],
          concepts: [
            { name: 'stack trace', synonyms: ['stacktrace', 'traceback', 'error message', 'call stack'] },
            { name: 'reproduce', synonyms: ['reproduction', 'repro', 'reproducing', 'recreate the error'] },
            { name: 'logging', synonyms: ['logs', 'print statements', 'console log', 'log output'] },
            { name: 'debugger', synonyms: ['breakpoint', 'breakpoints', 'step through'] },
            { name: 'isolate', synonyms: ['narrow down', 'isolating', 'smallest case', 'binary search'] },
          ],
          strong_answer:
            'Describes a systematic loop: read the trace to the first frame in their own code, reproduce it, inspect state with logs or a debugger, narrow the cause, then check docs before asking.',
          follow_up: 'Tell me about an error where the stack trace pointed you to the wrong place.',
        },
        {
          id: 'backend-developer-warmup-entry-04',
          text: 'Which programming language do you feel strongest in for server-side work, and what do you like or dislike about it?',
          competency: 'Language familiarity',
          key_points: [
            'names one language and the context they used it in',
            'gives a concrete strength of the language',
            'gives an honest weakness or pitfall',
            'mentions its ecosystem or tooling',
          ],
          concepts: [
            { name: 'language', synonyms: ['python', 'java', 'javascript', 'typescript', 'go', 'c sharp'] },
            { name: 'type system', synonyms: ['static typing', 'dynamic typing', 'types', 'type safety'] },
            { name: 'concurrency model', synonyms: ['threads', 'async', 'event loop', 'goroutines'] },
            { name: 'ecosystem', synonyms: ['libraries', 'packages', 'npm', 'pip', 'maven', 'community'] },
          ],
          strong_answer:
            'Picks one language, explains a real strength and a real drawback, for example dynamic typing causing runtime errors, and links both to something they built.',
          follow_up: 'How would you handle a task where that language is a poor fit?',
        },
        {
          id: 'backend-developer-warmup-entry-05',
          text: 'Which resources, like books, courses or open-source projects, have taught you the most about backend development so far?',
          competency: 'Self-directed learning',
          key_points: [
            'names specific resources, not just "the internet"',
            'explains what each one taught them',
            'shows they applied what they learned',
            'describes a learning habit they keep',
          ],
          concepts: [
            { name: 'documentation', synonyms: ['docs', 'official documentation', 'reference'] },
            { name: 'course or book', synonyms: ['course', 'book', 'tutorial', 'bootcamp', 'class'] },
            { name: 'open source', synonyms: ['open-source', 'github', 'source code', 'contributed'] },
            { name: 'practice project', synonyms: ['side project', 'built', 'practice', 'hands-on'] },
          ],
          strong_answer:
            'Names two or three specific resources, says what concept each clarified, such as indexing or HTTP, and shows they turned it into practice in a project.',
          follow_up: 'What is one thing you learned recently that changed how you write code?',
        },
        {
          id: 'backend-developer-warmup-entry-06',
          text: 'Tell me about a project where you stored data in a database. Which database did you use, and why that one?',
          competency: 'Database exposure',
          key_points: [
            'names the database and the data it stored',
            'gives a reason for the choice',
            'describes the tables or collections briefly',
            'mentions a limitation they ran into',
          ],
          concepts: [
            {
              name: 'relational database',
              synonyms: ['sql', 'sequel', 'postgres', 'mysql', 'relational', 'tables'],
            },
            {
              name: 'document database',
              synonyms: ['nosql', 'mongodb', 'mongo', 'documents', 'collections'],
            },
            { name: 'schema', synonyms: ['data model', 'tables', 'columns', 'fields'] },
            { name: 'relationships', synonyms: ['foreign key', 'foreign keys', 'joins', 'one to many'] },
          ],
          strong_answer:
            'Explains the data and its shape, justifies the database choice by that shape, for example relational for linked records, and names a limitation they met.',
          follow_up: 'Would a different type of database have been a better fit? Why or why not?',
        },
        {
          id: 'backend-developer-warmup-entry-07',
          text: 'In your own words, what happens between a user clicking a button in a web app and the data coming back from the server?',
          competency: 'Mental model of web systems',
          key_points: [
            'browser sends an HTTP request',
            'request reaches a server through DNS and the network',
            'server code runs logic and queries a database',
            'server returns a response, often JSON, with a status code',
          ],
          concepts: [
            { name: 'HTTP request', synonyms: ['http', 'request', 'get request', 'post request', 'https'] },
            { name: 'DNS', synonyms: ['dns', 'domain name', 'ip address'] },
            { name: 'server logic', synonyms: ['controller', 'handler', 'business logic', 'route handler'] },
            {
              name: 'database query',
              synonyms: ['query', 'database', 'sql query', 'fetch from the database'],
            },
            { name: 'response', synonyms: ['json', 'status code', 'response body', '200'] },
          ],
          strong_answer:
            'Traces the request from the browser through DNS and HTTP to a handler that queries the database and returns a JSON response with a status code that the page then renders.',
          follow_up: 'Where along that path could things get slow, and how would you tell?',
        },
        {
          id: 'backend-developer-warmup-entry-08',
          text: 'What are you hoping to learn in your first year as a backend developer, and what kind of team would help you grow?',
          competency: 'Career goals',
          key_points: [
            'names concrete skills they want to build',
            'links goals to production backend work',
            'describes the support they want, such as code review or mentoring',
            'shows ownership of their own growth',
          ],
          concepts: [
            { name: 'production systems', synonyms: ['production', 'real users', 'live system', 'at scale'] },
            { name: 'code review', synonyms: ['reviews', 'pull requests', 'feedback on code'] },
            { name: 'mentoring', synonyms: ['mentor', 'mentorship', 'senior engineers', 'pairing'] },
            {
              name: 'specific skill',
              synonyms: ['databases', 'system design', 'testing', 'cloud', 'security'],
            },
          ],
          strong_answer:
            'Names specific skills such as testing, database design or running services in production, and describes a team with code review and mentoring, while taking ownership of their own learning.',
          follow_up: 'How will you know, after a year, that you have grown the way you wanted?',
        },
      ],
      Professional: [
        {
          id: 'backend-developer-warmup-professional-01',
          text: 'Give me a quick tour of the backend system you work on today: what it does, its main components, and your part in it.',
          competency: 'System ownership',
          key_points: [
            'states the business purpose clearly',
            'names main components such as services, databases and queues',
            'gives a sense of scale, like traffic or data volume',
            'is precise about their own contribution',
          ],
          concepts: [
            { name: 'services', synonyms: ['microservices', 'monolith', 'service', 'api'] },
            { name: 'data store', synonyms: ['database', 'postgres', 'mysql', 'redis', 'dynamodb'] },
            { name: 'messaging', synonyms: ['queue', 'kafka', 'rabbitmq', 'sqs', 'events'] },
            { name: 'scale', synonyms: ['requests per second', 'rps', 'users', 'traffic', 'throughput'] },
            { name: 'ownership', synonyms: ['i own', 'i built', 'responsible for', 'i led'] },
          ],
          strong_answer:
            'Gives a crisp architecture summary with real components and numbers for scale, then separates clearly what they personally designed or own from what the team does.',
          follow_up: 'Which part of that system worries you most, and why?',
        },
        {
          id: 'backend-developer-warmup-professional-02',
          text: 'What is one technical decision on your current backend that you would make differently if you started again?',
          competency: 'Reflection and judgement',
          key_points: [
            'names a concrete decision and its original context',
            'explains the consequence they observed',
            'proposes a specific alternative',
            'acknowledges the trade-off of the alternative',
          ],
          concepts: [
            { name: 'trade-off', synonyms: ['tradeoff', 'trade off', 'cost', 'downside'] },
            { name: 'original constraints', synonyms: ['at the time', 'deadline', 'context', 'constraints'] },
            { name: 'consequence', synonyms: ['technical debt', 'tech debt', 'pain', 'incidents', 'slow'] },
            { name: 'alternative', synonyms: ['instead', 'would have', 'different approach'] },
          ],
          strong_answer:
            'Describes a real decision, such as a schema or service boundary, explains why it made sense then, what it cost later, and what they would choose now with its own trade-off.',
          follow_up: 'Is it worth changing now, or do you live with it? How did you decide?',
        },
        {
          id: 'backend-developer-warmup-professional-03',
          text: 'How do you split your time between shipping features and paying down technical debt or operational work?',
          competency: 'Prioritisation',
          key_points: [
            'has an explicit mechanism, not just intuition',
            'ties debt work to measurable pain such as incidents or slow delivery',
            'negotiates it with product rather than hiding it',
            'gives an example of a debt item they prioritised',
          ],
          concepts: [
            { name: 'technical debt', synonyms: ['tech debt', 'debt', 'refactoring', 'cleanup'] },
            {
              name: 'capacity allocation',
              synonyms: ['percent of the sprint', 'budget', 'allocation', 'time boxed'],
            },
            {
              name: 'impact evidence',
              synonyms: ['incidents', 'on-call pages', 'lead time', 'metrics', 'data'],
            },
            {
              name: 'product partnership',
              synonyms: ['product manager', 'roadmap', 'stakeholders', 'negotiate'],
            },
          ],
          strong_answer:
            'Uses an explicit allocation or backlog, justifies debt work with evidence like incident counts or slowed delivery, and agrees it openly with product, with a concrete example.',
          follow_up: 'Tell me about a piece of debt you chose not to fix. Why?',
        },
        {
          id: 'backend-developer-warmup-professional-04',
          text: 'What does your path to production look like, from a merged pull request to code serving real traffic?',
          competency: 'Delivery practices',
          key_points: [
            'describes the CI pipeline and automated tests',
            'explains how deploys happen, such as rolling or canary',
            'mentions how database migrations are handled',
            'describes how they detect a bad deploy and roll back',
          ],
          concepts: [
            {
              name: 'continuous integration',
              synonyms: ['ci', 'pipeline', 'github actions', 'jenkins', 'build'],
            },
            {
              name: 'progressive rollout',
              synonyms: ['canary', 'rolling deploy', 'blue green', 'feature flag'],
            },
            { name: 'rollback', synonyms: ['roll back', 'revert', 'rolling back'] },
            { name: 'monitoring after deploy', synonyms: ['dashboards', 'alerts', 'error rate', 'metrics'] },
            { name: 'migrations', synonyms: ['schema migration', 'database migration', 'migrate'] },
          ],
          strong_answer:
            'Walks through CI checks, staged or canary deployment, migration handling, and the signals and steps used to detect and roll back a bad release, with rough timings.',
          follow_up: 'What is the slowest or riskiest step in that path, and how would you improve it?',
        },
        {
          id: 'backend-developer-warmup-professional-05',
          text: 'Which part of backend work energises you most: data modelling, API design, performance or reliability? Why that one?',
          competency: 'Motivation and specialisation',
          key_points: [
            'chooses one area clearly',
            'supports it with a concrete piece of work',
            'shows depth through specific vocabulary',
            'connects it to value for users or the business',
          ],
          concepts: [
            {
              name: 'data modelling',
              synonyms: ['data modeling', 'schema design', 'normalization', 'entities'],
            },
            { name: 'API design', synonyms: ['api design', 'contracts', 'rest', 'graphql', 'grpc'] },
            { name: 'performance', synonyms: ['latency', 'throughput', 'profiling', 'optimization'] },
            { name: 'reliability', synonyms: ['uptime', 'availability', 'slo', 'resilience'] },
          ],
          strong_answer:
            'Picks one area, gives a real example where they went deep in it, and explains why it matters to users or the business, using accurate terms.',
          follow_up: 'Which of the other areas do you find hardest, and what are you doing about it?',
        },
        {
          id: 'backend-developer-warmup-professional-06',
          text: 'When you inherit an unfamiliar service, how do you get productive in it within your first couple of weeks?',
          competency: 'Onboarding and code comprehension',
          key_points: [
            'reads docs, architecture diagrams and runbooks',
            'traces a real request through the code',
            'uses tests, logs and dashboards to learn behaviour',
            'ships a small change early',
            'talks to previous owners',
          ],
          concepts: [
            {
              name: 'trace a request',
              synonyms: ['follow a request', 'entry point', 'call path', 'tracing'],
            },
            { name: 'tests as documentation', synonyms: ['tests', 'test suite', 'run the tests'] },
            { name: 'observability', synonyms: ['logs', 'dashboards', 'metrics', 'traces'] },
            {
              name: 'small first change',
              synonyms: ['small change', 'first pull request', 'quick win', 'fix a bug'],
            },
            {
              name: 'previous owners',
              synonyms: ['ask the team', 'previous owner', 'pair', 'original authors'],
            },
          ],
          strong_answer:
            'Combines reading docs and runbooks, tracing one real request end to end, using tests and dashboards to learn behaviour, asking former owners, and landing a small change early.',
          follow_up: 'What do you leave behind so the next person onboards faster?',
        },
        {
          id: 'backend-developer-warmup-professional-07',
          text: 'Tell me about the on-call or production support you do today and what it has taught you about writing backend code.',
          competency: 'Operational maturity',
          key_points: [
            'describes the on-call setup and typical alerts',
            'gives an example of an issue they handled',
            'names a coding habit it changed',
            'mentions improving alerts or runbooks',
          ],
          concepts: [
            { name: 'on-call', synonyms: ['on call', 'pager', 'pagerduty', 'rotation', 'paged'] },
            { name: 'alerting', synonyms: ['alerts', 'alarms', 'noisy alerts', 'thresholds'] },
            { name: 'runbook', synonyms: ['runbooks', 'playbook', 'documentation'] },
            {
              name: 'defensive coding',
              synonyms: ['timeouts', 'retries', 'error handling', 'logging', 'validation'],
            },
          ],
          strong_answer:
            'Explains the rotation and a real incident, then names concrete habits it changed, such as adding timeouts, useful logs and metrics, and improving noisy alerts or runbooks.',
          follow_up: 'What alert would you delete or change tomorrow if you could?',
        },
        {
          id: 'backend-developer-warmup-professional-08',
          text: 'What is a backend tool, library or practice you adopted in the last year, and what made it worth the switch?',
          competency: 'Continuous learning',
          key_points: [
            'names a specific tool or practice',
            'describes the problem it solved',
            'gives evidence it helped',
            'mentions the cost of adopting it',
          ],
          concepts: [
            { name: 'problem solved', synonyms: ['pain point', 'slow builds', 'bugs', 'friction'] },
            { name: 'evaluation', synonyms: ['compared', 'proof of concept', 'spike', 'trial', 'benchmark'] },
            {
              name: 'measured benefit',
              synonyms: ['faster', 'fewer bugs', 'reduced', 'improved', 'metrics'],
            },
            { name: 'adoption cost', synonyms: ['learning curve', 'migration', 'cost', 'trade-off'] },
          ],
          strong_answer:
            'Names a concrete tool or practice, such as OpenTelemetry or contract testing, the specific pain it addressed, how they evaluated it, and a measurable improvement weighed against its cost.',
          follow_up: 'What did you try that you later abandoned?',
        },
      ],
      Expert: [
        {
          id: 'backend-developer-warmup-expert-01',
          text: 'Summarize the largest backend system you have shaped architecturally: its scale, key constraints, and the decisions you are proudest of.',
          competency: 'Architectural track record',
          key_points: [
            'quantifies scale, such as traffic, data and teams',
            'states the binding constraints',
            'explains two or three major decisions and their rationale',
            'shows the outcome of those decisions over time',
          ],
          concepts: [
            {
              name: 'scale',
              synonyms: ['requests per second', 'terabytes', 'millions of users', 'throughput'],
            },
            {
              name: 'constraints',
              synonyms: ['latency budget', 'compliance', 'cost', 'consistency', 'constraints'],
            },
            { name: 'architecture decisions', synonyms: ['design decision', 'adr', 'chose', 'architecture'] },
            { name: 'long-term outcome', synonyms: ['years later', 'held up', 'outcome', 'result'] },
          ],
          strong_answer:
            'Quantifies the system, names the hard constraints, and explains a few key decisions with rationale and how they held up years later, separating their role from the team.',
          follow_up: 'Which of those decisions aged worst, and what did you learn from it?',
        },
        {
          id: 'backend-developer-warmup-expert-02',
          text: 'In your own practice, how does the job of a staff or principal backend engineer differ from that of a senior engineer?',
          competency: 'Leadership scope',
          key_points: [
            'scope extends across teams rather than one codebase',
            'sets technical direction and standards',
            'multiplies others through reviews, mentoring and writing',
            'picks problems, not just solves assigned ones',
          ],
          concepts: [
            {
              name: 'cross-team scope',
              synonyms: ['across teams', 'organisation', 'organization', 'multiple teams'],
            },
            { name: 'technical direction', synonyms: ['strategy', 'roadmap', 'vision', 'direction'] },
            { name: 'force multiplier', synonyms: ['multiplier', 'mentoring', 'sponsoring', 'unblocking'] },
            { name: 'written communication', synonyms: ['design docs', 'rfc', 'rfcs', 'writing'] },
            { name: 'problem finding', synonyms: ['choosing problems', 'identify problems', 'what matters'] },
          ],
          strong_answer:
            'Describes concrete staff behaviours, such as setting direction through design docs, choosing high-leverage problems, and growing others, with an example from their own work.',
          follow_up: 'How much of your week is still hands-on code, and why that amount?',
        },
        {
          id: 'backend-developer-warmup-expert-03',
          text: 'What is a backend technology or trend you are sceptical of, and what would change your mind?',
          competency: 'Technical judgement',
          key_points: [
            'names a specific technology or trend',
            'gives a reasoned critique from experience',
            'acknowledges where it does fit',
            'states what evidence would change their view',
          ],
          concepts: [
            { name: 'context fit', synonyms: ['depends', 'right context', 'use case', 'fit'] },
            { name: 'operational cost', synonyms: ['complexity', 'operational burden', 'cost', 'overhead'] },
            { name: 'hype', synonyms: ['trend', 'hype', 'fashion', 'cargo cult', 'resume driven'] },
            { name: 'evidence', synonyms: ['benchmark', 'case study', 'measured', 'production data'] },
          ],
          strong_answer:
            'Critiques a specific trend, for example microservices for small teams, with first-hand evidence, concedes where it fits, and names evidence that would change their mind.',
          follow_up: 'Have you ever been wrong about a technology like that? What happened?',
        },
        {
          id: 'backend-developer-warmup-expert-04',
          text: 'How do you stay current across databases, distributed systems and cloud infrastructure without going shallow on everything?',
          competency: 'Learning strategy',
          key_points: [
            'chooses depth areas deliberately',
            'uses primary sources such as papers and postmortems',
            'learns by building or running experiments',
            'shares learning with others',
          ],
          concepts: [
            { name: 'primary sources', synonyms: ['papers', 'postmortems', 'source code', 'specs'] },
            {
              name: 'hands-on experiments',
              synonyms: ['prototype', 'experiment', 'benchmark', 'side project'],
            },
            { name: 'T-shaped depth', synonyms: ['go deep', 'depth', 't-shaped', 'specialize'] },
            { name: 'teaching', synonyms: ['write up', 'talks', 'reading group', 'share', 'blog'] },
          ],
          strong_answer:
            'Chooses a few deep areas deliberately, learns from primary sources such as papers and public postmortems, validates with hands-on experiments, and teaches others.',
          follow_up: 'What paper or postmortem most changed how you design systems?',
        },
        {
          id: 'backend-developer-warmup-expert-05',
          text: 'What does a healthy backend engineering culture look like to you, and what have you personally done to build one?',
          competency: 'Engineering culture',
          key_points: [
            'names concrete practices, not slogans',
            'includes blameless learning from incidents',
            'includes design review and code review norms',
            'gives a specific change they drove and its effect',
          ],
          concepts: [
            {
              name: 'blameless postmortems',
              synonyms: ['blameless', 'postmortem', 'post-mortem', 'retrospective'],
            },
            { name: 'design review', synonyms: ['rfc', 'design docs', 'architecture review'] },
            { name: 'ownership', synonyms: ['you build it you run it', 'ownership', 'on-call'] },
            { name: 'psychological safety', synonyms: ['safe to fail', 'trust', 'psychological safety'] },
            { name: 'measured effect', synonyms: ['result', 'improved', 'fewer incidents', 'faster'] },
          ],
          strong_answer:
            'Describes specific practices such as blameless postmortems, lightweight design reviews and clear service ownership, and a change they led with an observable effect.',
          follow_up: 'What is a cultural anti-pattern you had to undo, and how?',
        },
        {
          id: 'backend-developer-warmup-expert-06',
          text: 'When you review a design document from another team for a new backend service, what principles guide your feedback?',
          competency: 'Design review',
          key_points: [
            'starts from the problem and requirements',
            'probes failure modes and operability',
            'checks data ownership and consistency',
            'considers migration, cost and reversibility',
            'gives feedback that is actionable and respectful',
          ],
          concepts: [
            {
              name: 'requirements',
              synonyms: ['non-functional requirements', 'goals', 'slo', 'problem statement'],
            },
            {
              name: 'failure modes',
              synonyms: ['what happens when', 'failure', 'degradation', 'blast radius'],
            },
            { name: 'data ownership', synonyms: ['source of truth', 'consistency', 'data model'] },
            { name: 'reversibility', synonyms: ['one-way door', 'two-way door', 'reversible', 'rollback'] },
            { name: 'operability', synonyms: ['observability', 'on-call', 'runbook', 'monitoring'] },
          ],
          strong_answer:
            'Checks that the design answers the real requirements, then probes failure modes, data ownership, operability, cost and reversibility, giving prioritised, respectful feedback.',
          follow_up: 'Tell me about a design you approved that you later wished you had challenged.',
        },
        {
          id: 'backend-developer-warmup-expert-07',
          text: 'How do you measure whether the backend teams you lead or influence are doing well?',
          competency: 'Engineering effectiveness metrics',
          key_points: [
            'uses delivery metrics such as DORA',
            'uses reliability metrics such as SLOs and incidents',
            'includes developer experience signals',
            'warns about gaming metrics and uses them for learning',
          ],
          concepts: [
            {
              name: 'DORA metrics',
              synonyms: ['dora', 'deployment frequency', 'lead time', 'change failure rate', 'mttr'],
            },
            { name: 'SLOs', synonyms: ['slo', 'service level objective', 'error budget', 'availability'] },
            {
              name: 'developer experience',
              synonyms: ['developer survey', 'build time', 'dev experience', 'satisfaction'],
            },
            { name: 'Goodhart risk', synonyms: ['gaming', 'goodhart', 'vanity metrics', 'not a target'] },
          ],
          strong_answer:
            'Combines delivery metrics like DORA, reliability against SLOs and error budgets, and developer experience signals, while using them for learning rather than targets that get gamed.',
          follow_up: 'Which metric misled you once, and what did you use instead?',
        },
        {
          id: 'backend-developer-warmup-expert-08',
          text: 'What kinds of backend problems do you want to be solving over the next few years, and why does this role fit that?',
          competency: 'Motivation and fit',
          key_points: [
            'names specific problem areas',
            'connects them to past experience',
            'links them to what this role offers',
            'shows they want impact beyond their own code',
          ],
          concepts: [
            {
              name: 'problem area',
              synonyms: ['scaling', 'reliability', 'data platform', 'distributed systems', 'latency'],
            },
            { name: 'past experience', synonyms: ['previously', 'in my last role', 'at my current company'] },
            { name: 'role fit', synonyms: ['this role', 'your team', 'your product', 'fit'] },
            {
              name: 'broad impact',
              synonyms: ['impact', 'organisation', 'organization', 'mentoring', 'platform'],
            },
          ],
          strong_answer:
            'Names concrete problem areas grounded in their past work and explains why this role is the place to tackle them with impact beyond their own code.',
          follow_up: 'What would make you leave a role like this after a year?',
        },
      ],
    },
    Technical: {
      'Entry-Level': [
        {
          id: 'backend-developer-technical-entry-01',
          text: 'What is the difference between the HTTP methods GET, POST, PUT, PATCH and DELETE, and which of them are idempotent?',
          competency: 'HTTP fundamentals',
          misconceptions: [
            {
              said: 'sending a POST is idempotent because the same body always creates one identical resource',
              truth:
                'POST is not idempotent: repeating it can create two resources or two charges, so safe retries need an idempotency key.',
            },
            {
              said: 'a GET URL is private, so putting the password in its query string is perfectly safe',
              truth:
                'Query strings end up in server logs, browser history and referrers, so send secrets in a POST body or header over HTTPS.',
            },
            {
              said: 'idempotent means the server sends back the exact same response status every time you call it',
              truth:
                'Idempotent means repeats leave server state the same; the response can differ, like a second DELETE returning 404.',
            },
          ],
          key_points: [
            'GET reads without side effects',
            'POST creates or triggers an action and is not idempotent',
            'PUT replaces a resource and is idempotent',
            'PATCH partially updates and is not guaranteed idempotent',
            'DELETE removes and is idempotent',
          ],
          concepts: [
            { name: 'idempotent', synonyms: ['idempotency', 'same result', 'repeat safely', 'called twice'] },
            {
              name: 'safe method',
              synonyms: ['read only', 'no side effects', 'without side effects', 'safe'],
            },
            {
              name: 'replace vs partial update',
              synonyms: ['replace', 'partial update', 'full update', 'whole resource'],
            },
            { name: 'create', synonyms: ['create', 'new resource', 'insert'] },
          ],
          strong_answer:
            'Explains the intent of each method and states that GET, PUT and DELETE are idempotent while POST is not and PATCH is not guaranteed to be, with an example of why it matters for retries.',
          follow_up: 'Why does idempotency matter when a client retries a request after a timeout?',
        },
        {
          id: 'backend-developer-technical-entry-02',
          text: 'Explain what a database index is, and when adding one might not help or could even hurt.',
          competency: 'Indexing',
          misconceptions: [
            {
              said: 'adding an index to every column is best practice because indexes make all queries quicker',
              truth:
                'Each index slows inserts and updates and uses storage, so index only columns your frequent queries filter, join or sort on.',
            },
            {
              said: 'an index keeps a full copy of the table in memory so the database skips the disk entirely',
              truth:
                'An index is a separate on-disk structure, like a B-tree of keys pointing to rows; hot pages get cached, but it still lives on disk.',
            },
            {
              said: 'a boolean column like is_active is the ideal candidate for an index since lookups become instant',
              truth:
                'A column with only a few distinct values has low selectivity, so the planner usually scans the table anyway and the index just slows writes.',
            },
          ],
          key_points: [
            'index is a separate structure, often a B-tree, for fast lookup',
            'speeds reads on filtered or sorted columns',
            'slows writes and uses storage',
            'low-selectivity columns or small tables may not benefit',
          ],
          concepts: [
            { name: 'B-tree', synonyms: ['b-tree', 'b tree', 'btree', 'balanced tree', 'sorted structure'] },
            {
              name: 'full table scan',
              synonyms: [
                'table scan',
                'sequential scan',
                'scan every row',
                'full scan',
                'scanning the entire table',
                'scan the whole table',
              ],
            },
            {
              name: 'write overhead',
              synonyms: [
                'slower writes',
                'slows writes',
                'slows down writes',
                'writes get slower',
                'slower inserts',
                'write cost',
                'update the index',
              ],
            },
            { name: 'selectivity', synonyms: ['cardinality', 'selective', 'few distinct values'] },
            { name: 'storage cost', synonyms: ['disk space', 'extra storage', 'more storage', 'memory'] },
          ],
          strong_answer:
            'Describes an index as a sorted structure such as a B-tree that avoids full table scans, and explains its costs: slower writes, extra storage, and little benefit on low-selectivity columns or tiny tables.',
          follow_up: 'How would you check whether a query is actually using your index?',
        },
        {
          id: 'backend-developer-technical-entry-03',
          text: 'What is a SQL join? Explain the difference between an inner join and a left join with a simple example.',
          competency: 'SQL fundamentals',
          misconceptions: [
            {
              said: "a left join returns the left table's rows only and drops every column from the right table",
              truth:
                'A left join returns every left row plus the matching right-table columns, filling those columns with nulls where there is no match.',
            },
            {
              said: 'an inner join gives you every combination of rows from both tables, like a cartesian product',
              truth:
                'Every combination is a cross join; an inner join keeps only row pairs that satisfy the join condition, such as matching user ids.',
            },
            {
              said: 'a left join removes duplicates, so each user appears exactly once even with many orders',
              truth:
                'A join repeats the left row once per matching right row, so a user with three orders appears three times.',
            },
          ],
          key_points: [
            'join combines rows from tables on a related column',
            'inner join keeps only matching rows',
            'left join keeps all rows from the left table with nulls for no match',
            'gives a concrete example such as users and orders',
          ],
          concepts: [
            { name: 'inner join', synonyms: ['inner join', 'only matching rows', 'matches in both'] },
            { name: 'left join', synonyms: ['left join', 'left outer join', 'all rows from the left'] },
            {
              name: 'join condition',
              synonyms: ['on clause', 'foreign key', 'matching column', 'related column', 'join key'],
            },
            { name: 'null for missing', synonyms: ['null', 'nulls', 'empty values'] },
          ],
          strong_answer:
            'Uses an example like users and orders: an inner join returns only users with orders, a left join returns every user with null order columns where none exist.',
          follow_up: 'How would you find users who have never placed an order?',
        },
        {
          id: 'backend-developer-technical-entry-04',
          text: 'What is a database transaction, and what do the ACID properties guarantee?',
          competency: 'Transactions',
          misconceptions: [
            {
              said: 'consistency in ACID means every replica across the cluster shows the same data at once',
              truth:
                'ACID consistency means each transaction leaves the data valid under its constraints; replicas agreeing is the separate CAP meaning of consistency.',
            },
            {
              said: 'durability means the database takes automatic backups so committed data can be restored later',
              truth:
                'Durability means a committed transaction is written to stable storage, usually a write-ahead log, so it survives a crash; backups are separate.',
            },
            {
              said: 'isolation means transactions wait in a queue and run strictly one at a time with zero concurrency',
              truth:
                'Transactions run concurrently; locks or MVCC make each behave as if alone, with the strength set by the isolation level.',
            },
          ],
          key_points: [
            'a transaction groups operations into one unit',
            'atomicity: all or nothing',
            'consistency: constraints hold',
            'isolation: concurrent transactions do not interfere',
            'durability: committed data survives crashes',
          ],
          concepts: [
            { name: 'atomicity', synonyms: ['atomic', 'all or nothing', 'rollback', 'roll back'] },
            { name: 'consistency', synonyms: ['consistent', 'constraints', 'valid state'] },
            { name: 'isolation', synonyms: ['isolated', 'isolation level', 'concurrent transactions'] },
            { name: 'durability', synonyms: ['durable', 'persisted', 'survives a crash', 'write ahead log'] },
            { name: 'commit', synonyms: ['commit', 'begin', 'committed'] },
          ],
          strong_answer:
            'Defines a transaction as a unit of work and explains each ACID letter correctly, using an example like a bank transfer where both the debit and credit must happen or neither.',
          follow_up: 'What could go wrong in a money transfer if the two updates were not in a transaction?',
        },
        {
          id: 'backend-developer-technical-entry-05',
          text: 'How should a backend store user passwords, and why is hashing them with MD5 or plain SHA not enough?',
          competency: 'Authentication security',
          misconceptions: [
            {
              said: 'we encrypt passwords with AES so we can decrypt them when a user forgets theirs',
              truth:
                'Store passwords only as one-way salted hashes; a forgotten password is handled with a reset link, never by recovering the original.',
            },
            {
              said: 'plain SHA-256 is safe enough for passwords because cryptographic hashes are impossible to reverse',
              truth:
                'SHA-256 is fast, so attackers test billions of guesses per second after a leak; use a slow salted hash like bcrypt or Argon2.',
            },
            {
              said: 'the salt must stay secret like a private key, otherwise attackers crack the hashes easily',
              truth:
                'A salt is random per user and stored next to the hash; it defeats precomputed tables and identical hashes, so it needs no secrecy.',
            },
          ],
          key_points: [
            'never store plain text or reversible encryption',
            'use a slow, salted password hash such as bcrypt or Argon2',
            'fast hashes allow brute force and rainbow tables',
            'salt makes each hash unique',
          ],
          concepts: [
            { name: 'password hashing algorithm', synonyms: ['bcrypt', 'argon2', 'scrypt', 'pbkdf2'] },
            { name: 'salt', synonyms: ['salt', 'salted', 'random salt'] },
            { name: 'work factor', synonyms: ['slow hash', 'cost factor', 'work factor', 'iterations'] },
            {
              name: 'brute force',
              synonyms: ['brute force', 'rainbow table', 'rainbow tables', 'dictionary attack'],
            },
          ],
          strong_answer:
            'Stores only a salted hash from a deliberately slow algorithm such as bcrypt or Argon2, explaining that fast hashes like MD5 let attackers brute-force or use rainbow tables after a leak.',
          follow_up:
            'How would you upgrade existing password hashes to a stronger algorithm without forcing resets?',
        },
        {
          id: 'backend-developer-technical-entry-06',
          text: 'What is SQL injection, and how do you prevent it in the code you write?',
          competency: 'Application security',
          misconceptions: [
            {
              said: 'escaping single quotes in user input with a replace function fully protects our queries',
              truth:
                'Hand-rolled escaping misses cases like numeric fields and encoding tricks; use parameterised queries so input is always sent as data.',
            },
            {
              said: 'since we use an ORM, even raw string queries are automatically safe from injection',
              truth:
                'ORMs parameterise the queries they generate, but raw or string-built queries are still injectable unless you bind parameters.',
            },
            {
              said: 'validating the input on the frontend with JavaScript is enough to stop SQL injection',
              truth:
                'Attackers can call the API directly and skip the browser, so the server must use parameterised queries whatever the frontend checks.',
            },
          ],
          key_points: [
            'user input is concatenated into a query and executed as SQL',
            'use parameterised queries or prepared statements',
            'ORMs help but raw queries still need parameters',
            'least-privilege database user limits damage',
          ],
          concepts: [
            {
              name: 'parameterised queries',
              synonyms: ['parameterized queries', 'prepared statements', 'placeholders', 'bind parameters'],
            },
            {
              name: 'string concatenation',
              synonyms: ['concatenating', 'string building', 'user input in the query'],
            },
            { name: 'ORM', synonyms: ['orm', 'query builder', 'sequelize', 'hibernate', 'prisma'] },
            {
              name: 'least privilege',
              synonyms: ['least privilege', 'limited permissions', 'read only user'],
            },
            {
              name: 'input validation',
              synonyms: ['validate input', 'validation', 'sanitize', 'allow list'],
            },
          ],
          strong_answer:
            'Explains that untrusted input concatenated into SQL can change the query, and prevents it with parameterised queries, with validation and a least-privilege database user as extra layers.',
          follow_up: 'Why is escaping input by hand weaker than using parameters?',
        },
        {
          id: 'backend-developer-technical-entry-07',
          text: 'What is the difference between authentication and authorization, and how could a token like a JWT be used in an API?',
          competency: 'Authentication and authorization',
          misconceptions: [
            {
              said: "a JWT is encrypted, so we can safely put the user's password and card number inside it",
              truth:
                'A standard JWT is only base64url-encoded and signed, so anyone can read its claims; keep secrets out of the payload.',
            },
            {
              said: 'once a JWT is issued we can revoke it instantly just by deleting it on the server',
              truth:
                'JWTs are stateless, so the server holds nothing to delete; use short expiry with refresh tokens, or a denylist, to revoke access.',
            },
            {
              said: 'authorization happens once at login, so afterwards every endpoint can fully trust the signed-in user',
              truth:
                'Login is authentication; authorization must be checked on every request against what this user may do with this resource.',
            },
          ],
          key_points: [
            'authentication proves who the user is',
            'authorization decides what they may do',
            'a signed token carries identity and claims',
            'server verifies signature and expiry on each request',
            '401 versus 403 distinction',
          ],
          concepts: [
            {
              name: 'authentication',
              synonyms: ['authentication', 'who you are', 'log in', 'login', 'identity'],
            },
            {
              name: 'authorization',
              synonyms: ['authorization', 'permissions', 'what you can do', 'roles', 'access control'],
            },
            { name: 'JWT', synonyms: ['jwt', 'json web token', 'jot', 'bearer token', 'access token'] },
            {
              name: 'signature verification',
              synonyms: ['signature', 'signed', 'verify the token', 'secret key'],
            },
            { name: 'expiry', synonyms: ['expiration', 'expires', 'short lived', 'exp claim'] },
            {
              name: 'status codes',
              synonyms: ['401', '403', 'four oh one', 'four oh three', 'unauthorized', 'forbidden'],
            },
          ],
          strong_answer:
            'Separates identity from permissions, then explains a signed JWT sent as a bearer token whose signature and expiry the API verifies, returning 401 for bad identity and 403 for missing permission.',
          follow_up: 'How would you log a user out or revoke access if JWTs are stateless?',
        },
        {
          id: 'backend-developer-technical-entry-08',
          text: 'What is caching, where might you add a cache in a web backend, and what is the main risk of doing so?',
          competency: 'Caching basics',
          misconceptions: [
            {
              said: 'caching user-specific responses on a shared CDN is fine because each URL gets its own copy',
              truth:
                "A shared CDN can serve one user's private page to another; mark personalised responses private or no-store, or key the cache per user.",
            },
            {
              said: 'redis is durable storage, so the cache there can replace the database as the source of truth',
              truth:
                'A cache may evict or lose data at any moment; keep the database as the source of truth and treat cached values as disposable copies.',
            },
            {
              said: 'the main risk of caching is extra latency because every request has to check the cache first',
              truth:
                'A cache lookup is tiny compared with the work it saves; the main risk is serving stale data, controlled by TTLs and invalidation.',
            },
          ],
          key_points: [
            'caching stores results to avoid repeated expensive work',
            'names layers such as in-memory, Redis, CDN or HTTP caching',
            'stale data is the main risk',
            'expiry or invalidation controls staleness',
          ],
          concepts: [
            { name: 'cache store', synonyms: ['redis', 'memcached', 'in-memory', 'in memory'] },
            { name: 'HTTP caching', synonyms: ['cdn', 'cache-control', 'cache control', 'browser cache'] },
            { name: 'stale data', synonyms: ['stale', 'out of date', 'outdated', 'inconsistent'] },
            { name: 'TTL', synonyms: ['ttl', 'time to live', 'expiry', 'expiration'] },
            {
              name: 'invalidation',
              synonyms: ['invalidate', 'cache invalidation', 'evict', 'clear the cache'],
            },
          ],
          strong_answer:
            'Defines caching as reusing expensive results, names where it fits, such as Redis in front of a database or a CDN for static content, and explains staleness controlled by TTLs or invalidation.',
          follow_up: 'What kind of data would you never cache, and why?',
        },
      ],
      Professional: [
        {
          id: 'backend-developer-technical-professional-01',
          text: 'How would you design pagination for an API endpoint that lists millions of records? Compare offset and cursor pagination.',
          competency: 'API design',
          misconceptions: [
            {
              said: 'offset pagination stays fast at any depth because the database jumps straight to the offset row',
              truth:
                'With OFFSET the database still reads and discards every skipped row, so deep pages get slower as the offset grows.',
            },
            {
              said: 'a cursor here means a database cursor the server holds open for each client between page requests',
              truth:
                'An API cursor is an encoded last-seen sort key the client sends back; holding database cursors open per client does not scale.',
            },
            {
              said: 'sorting by created_at alone makes a perfect cursor key since timestamps are always unique',
              truth:
                'Timestamps can collide, so add a unique tie-breaker such as the id, ordering by created_at then id.',
            },
          ],
          key_points: [
            'offset pagination gets slow at deep pages and skips or repeats rows on inserts',
            'cursor or keyset pagination uses a stable sort key',
            'needs an index matching the sort order',
            'returns an opaque next cursor and a page size limit',
          ],
          concepts: [
            { name: 'offset pagination', synonyms: ['offset', 'limit offset', 'page number', 'skip'] },
            {
              name: 'cursor pagination',
              synonyms: ['cursor', 'keyset', 'seek method', 'next token', 'continuation token'],
            },
            { name: 'stable ordering', synonyms: ['sort key', 'order by', 'tie breaker', 'unique id'] },
            { name: 'index on sort key', synonyms: ['composite index', 'index', 'indexed column'] },
            { name: 'page size limit', synonyms: ['max page size', 'limit', 'page size'] },
          ],
          strong_answer:
            'Explains that offset degrades with depth and is unstable under inserts, and recommends keyset cursors on an indexed, unique sort key with an opaque next token and a capped page size.',
          follow_up: 'How would you support jumping to an arbitrary page if product insists on it?',
        },
        {
          id: 'backend-developer-technical-professional-02',
          text: 'A query that used to take twenty milliseconds now takes three seconds in production. How do you investigate and fix it?',
          competency: 'Query performance',
          misconceptions: [
            {
              said: 'the quickest fix is restarting the database server, since that clears whatever slowed the query',
              truth:
                'A restart hides the cause and the slowness usually returns; find the regressed query, read its plan and fix the real issue.',
            },
            {
              said: 'plain EXPLAIN shows the real runtime of every step, so running it on my laptop is enough',
              truth:
                'EXPLAIN shows estimates only; EXPLAIN ANALYZE gives actual timings, and it must run on production-sized data to show the real plan.',
            },
            {
              said: 'adding more CPU to the database server always fixes a slow query, whatever its plan looks like',
              truth:
                'A bad plan such as a full scan stays slow on bigger hardware; fix the plan with indexes, fresh statistics or a rewritten query first.',
            },
          ],
          key_points: [
            'confirms with metrics or slow query log which query regressed',
            'reads the execution plan with EXPLAIN ANALYZE',
            'checks indexes, data growth and stale statistics',
            'checks for lock contention or resource saturation',
            'verifies the fix against production-like data',
          ],
          concepts: [
            {
              name: 'execution plan',
              synonyms: ['explain analyze', 'explain plan', 'query plan', 'execution plan'],
            },
            {
              name: 'slow query log',
              synonyms: ['slow query log', 'pg stat statements', 'apm', 'query metrics'],
            },
            {
              name: 'missing index',
              synonyms: ['index', 'sequential scan', 'full table scan', 'composite index'],
            },
            { name: 'statistics', synonyms: ['analyze', 'stale statistics', 'table stats', 'vacuum'] },
            { name: 'lock contention', synonyms: ['locks', 'blocking', 'lock wait', 'contention'] },
            { name: 'data growth', synonyms: ['table grew', 'more rows', 'data volume', 'cardinality'] },
          ],
          strong_answer:
            'Identifies the exact query from metrics, reads EXPLAIN ANALYZE to find the plan change, checks indexes, statistics, data growth and locks, then validates the fix on realistic data and watches latency afterwards.',
          follow_up: 'The plan looks fine in staging but bad in production. What could explain that?',
        },
        {
          id: 'backend-developer-technical-professional-03',
          text: 'How do you make a payment or order-creation endpoint safe to retry when clients time out and send the same request again?',
          competency: 'Idempotency',
          misconceptions: [
            {
              said: 'the server should generate a fresh idempotency key for each incoming request to keep them unique',
              truth:
                'The client creates one key per logical operation and reuses it on every retry; a new key per request would never match a duplicate.',
            },
            {
              said: 'we look up the key first and insert it afterwards, and that handles simultaneous duplicates perfectly',
              truth:
                'Check-then-insert races when duplicates arrive together; insert the key under a unique constraint or lock so only one request wins.',
            },
            {
              said: 'using HTTPS guarantees each payment request is delivered exactly once, so double charges are impossible',
              truth:
                'HTTPS secures the connection, but clients still retry after timeouts and send duplicates; only an idempotency key makes those retries safe.',
            },
          ],
          key_points: [
            'client sends an idempotency key per logical operation',
            'server stores the key with the result atomically',
            'repeat requests return the stored result',
            'handles concurrent duplicates with a unique constraint or lock',
            'keys expire after a retention window',
          ],
          concepts: [
            {
              name: 'idempotency key',
              synonyms: ['idempotency key', 'request id', 'dedupe key', 'idempotent'],
            },
            {
              name: 'unique constraint',
              synonyms: ['unique constraint', 'unique index', 'primary key conflict'],
            },
            {
              name: 'stored response',
              synonyms: ['cache the response', 'return the same result', 'stored result'],
            },
            { name: 'retry', synonyms: ['retries', 'retry', 'timeout', 'resend'] },
            { name: 'atomic write', synonyms: ['same transaction', 'atomically', 'transaction'] },
          ],
          strong_answer:
            'Uses a client-supplied idempotency key stored atomically with the result under a unique constraint, so retries and concurrent duplicates return the original outcome instead of charging twice.',
          follow_up: 'What if the first request is still in progress when the retry arrives?',
        },
        {
          id: 'backend-developer-technical-professional-04',
          text: 'Which cache strategies have you used, such as cache-aside or write-through, and how do you avoid stale reads and cache stampedes?',
          competency: 'Caching strategy',
          misconceptions: [
            {
              said: 'write-through means writing to the cache only and letting it flush to the database later',
              truth:
                'That describes write-behind; write-through writes to the cache and the database synchronously in the same operation.',
            },
            {
              said: 'a cache stampede happens when cache memory fills up and everything gets evicted at once',
              truth:
                'A stampede is many requests missing the same hot key together and all hitting the database; prevent it with single-flight locking or early refresh.',
            },
            {
              said: 'giving every key the exact same TTL is best because everything expires predictably together',
              truth:
                'Identical TTLs make many keys expire at once and spike the database; add random jitter so expiries spread out.',
            },
          ],
          key_points: [
            'explains cache-aside and write-through behaviour',
            'invalidates or updates on write, with TTL as a backstop',
            'prevents stampede with locking, request coalescing or early refresh',
            'adds jitter to TTLs',
            'monitors hit ratio',
          ],
          concepts: [
            {
              name: 'cache-aside',
              synonyms: ['cache aside', 'lazy loading', 'read through', 'read-through'],
            },
            { name: 'write-through', synonyms: ['write through', 'write behind', 'write back'] },
            {
              name: 'invalidation',
              synonyms: ['invalidate', 'delete the key', 'evict', 'cache invalidation'],
            },
            { name: 'cache stampede', synonyms: ['stampede', 'thundering herd', 'dog pile', 'dogpile'] },
            {
              name: 'request coalescing',
              synonyms: ['single flight', 'singleflight', 'lock', 'mutex', 'coalescing'],
            },
            { name: 'jitter', synonyms: ['jitter', 'randomized ttl', 'stagger expiry', 'early refresh'] },
          ],
          strong_answer:
            'Contrasts cache-aside with write-through, invalidates on write with TTL as a safety net, and prevents stampedes with single-flight locking, jittered TTLs or early refresh, watching hit ratio.',
          follow_up: 'How would you handle invalidation when several services write the same data?',
        },
        {
          id: 'backend-developer-technical-professional-05',
          text: 'When would you move work onto a message queue instead of doing it inside the request, and how do you handle failures and duplicate messages?',
          competency: 'Asynchronous processing',
          misconceptions: [
            {
              said: 'our queue guarantees exactly-once delivery, so consumers can process every message without any checks',
              truth:
                'Most queues deliver at least once, so a message can arrive twice; make consumers idempotent, for example by recording processed message ids.',
            },
            {
              said: 'failed messages should be retried immediately in a tight loop until they finally succeed',
              truth:
                'Retry with exponential backoff and a maximum attempt count, then move the message to a dead-letter queue for inspection.',
            },
            {
              said: 'a queue makes the work itself faster because the broker executes the job on its own',
              truth:
                'A broker only stores and delivers messages; workers still do the same work later, so the request returns sooner but the work takes as long.',
            },
          ],
          key_points: [
            'queue slow or unreliable work to keep requests fast',
            'at-least-once delivery means consumers must be idempotent',
            'retries with backoff and a dead-letter queue',
            'monitors queue depth and consumer lag',
          ],
          concepts: [
            { name: 'message queue', synonyms: ['queue', 'kafka', 'rabbitmq', 'sqs', 'message broker'] },
            {
              name: 'at-least-once delivery',
              synonyms: ['at least once', 'delivered twice', 'duplicates', 'redelivery'],
            },
            {
              name: 'idempotent consumer',
              synonyms: ['idempotent', 'dedupe', 'deduplicate', 'processed ids'],
            },
            {
              name: 'dead-letter queue',
              synonyms: ['dead letter queue', 'dlq', 'poison message', 'parking queue'],
            },
            { name: 'backoff', synonyms: ['exponential backoff', 'retry with delay', 'backoff'] },
            { name: 'consumer lag', synonyms: ['queue depth', 'lag', 'backlog'] },
          ],
          strong_answer:
            'Queues slow or failure-prone side work like emails or image processing, makes consumers idempotent because delivery is at least once, and uses backoff, dead-letter queues and lag monitoring.',
          follow_up: 'How would you guarantee the message is sent only if the database write commits?',
        },
        {
          id: 'backend-developer-technical-professional-06',
          text: 'Explain the N plus one query problem with an ORM: how you spot it and how you fix it.',
          competency: 'ORM and data access',
          misconceptions: [
            {
              said: 'n plus one is solved by indexing the foreign key, because then each of those queries is quick',
              truth:
                'An index speeds each query, but one round trip per row remains; fix it with eager loading, a join or a batched IN query.',
            },
            {
              said: 'lazy loading is always the efficient choice because the ORM only fetches data you actually use',
              truth:
                'Lazy loading inside a loop fires one query per row; when you know you need the relation, load it eagerly in one query.',
            },
            {
              said: 'n plus one only matters on huge tables, so lists of a few hundred rows are harmless',
              truth:
                'A few hundred rows still means a few hundred round trips per request; the cost comes from the query count, not the table size.',
            },
          ],
          key_points: [
            'one query for a list plus one query per item',
            'spotted via query logs, counts per request or APM traces',
            'fixed with eager loading or a join',
            'or batching with an IN query or data loader',
          ],
          concepts: [
            { name: 'N+1 queries', synonyms: ['n plus one', 'n+1', 'n + 1', 'one query per row'] },
            {
              name: 'eager loading',
              synonyms: ['eager load', 'include', 'join fetch', 'prefetch', 'select related'],
            },
            { name: 'batching', synonyms: ['batch', 'in clause', 'where in', 'dataloader', 'data loader'] },
            { name: 'lazy loading', synonyms: ['lazy load', 'lazy loading', 'lazy relation'] },
            {
              name: 'query count detection',
              synonyms: ['query log', 'query count', 'apm', 'tracing', 'profiler'],
            },
          ],
          strong_answer:
            'Explains that lazily loading a relation per row issues one query per item, finds it through query counts or traces, and fixes it with eager loading, a join or batched IN queries.',
          follow_up: 'When can eager loading itself become a performance problem?',
        },
        {
          id: 'backend-developer-technical-professional-07',
          text: 'How would you rename a column in a busy production database without downtime or breaking running code?',
          competency: 'Schema migrations',
          misconceptions: [
            {
              said: 'a single ALTER TABLE statement is safe, since running code automatically picks up the new name',
              truth:
                'Running code still uses the old name and breaks instantly; rename through expand and contract so every deployed version keeps working.',
            },
            {
              said: 'backfilling the new column in one big UPDATE statement is safest because it is atomic',
              truth:
                'One huge UPDATE holds locks and bloats logs on a busy table; backfill in small batches so normal traffic keeps flowing.',
            },
          ],
          key_points: [
            'expand and contract in several deploys',
            'add new column, dual-write, backfill in batches',
            'switch reads, then stop writing old column',
            'drop old column last',
            'avoid long table locks',
          ],
          concepts: [
            {
              name: 'expand and contract',
              synonyms: ['expand contract', 'parallel change', 'multi step migration'],
            },
            { name: 'dual write', synonyms: ['dual write', 'write to both', 'both columns'] },
            { name: 'backfill', synonyms: ['backfill', 'batches', 'copy the data', 'migrate data'] },
            {
              name: 'backward compatibility',
              synonyms: ['backward compatible', 'old code', 'old and new versions', 'compatibility'],
            },
            { name: 'table lock', synonyms: ['lock', 'locking', 'long running migration', 'downtime'] },
          ],
          strong_answer:
            'Uses expand and contract: add the new column, dual-write, backfill in batches, switch reads, stop old writes, then drop the old column, keeping each step compatible with running code and avoiding long locks.',
          follow_up: 'How do you roll back if something goes wrong halfway through?',
        },
        {
          id: 'backend-developer-technical-professional-08',
          text: 'Two requests update the same account balance at the same moment. What can go wrong, and how do you prevent it?',
          competency: 'Concurrency control',
          misconceptions: [
            {
              said: 'wrapping the read and the write in a transaction prevents lost updates at any isolation level',
              truth:
                'Under the common READ COMMITTED level two transactions can still read the same balance; use an atomic UPDATE, SELECT FOR UPDATE or a version check.',
            },
            {
              said: 'a mutex in our application code protects the balance even with several server instances running',
              truth:
                'An in-process mutex guards only one instance; across servers, lock the row in the database or use an atomic or versioned update.',
            },
            {
              said: 'optimistic locking blocks the second request until the first finishes, so retries are unnecessary',
              truth:
                'Optimistic locking lets both proceed and rejects the write whose version is stale, so the loser must re-read and retry.',
            },
          ],
          key_points: [
            'read-modify-write race causes a lost update',
            'atomic update in a single SQL statement',
            'pessimistic locking with SELECT FOR UPDATE',
            'optimistic locking with a version column and retry',
            'mentions isolation levels',
          ],
          concepts: [
            {
              name: 'race condition',
              synonyms: ['race', 'race condition', 'lost update', 'concurrent update'],
            },
            { name: 'pessimistic locking', synonyms: ['select for update', 'row lock', 'pessimistic lock'] },
            {
              name: 'optimistic locking',
              synonyms: ['optimistic lock', 'version column', 'compare and swap', 'version number'],
            },
            {
              name: 'atomic update',
              synonyms: ['atomic', 'update in place', 'single statement', 'increment in sql'],
            },
            {
              name: 'isolation level',
              synonyms: ['serializable', 'repeatable read', 'read committed', 'isolation'],
            },
          ],
          strong_answer:
            'Identifies a lost update from concurrent read-modify-write, and prevents it with an atomic update statement, row locking with SELECT FOR UPDATE, or optimistic versioning with retries, aware of isolation levels.',
          follow_up: 'When would you choose optimistic over pessimistic locking?',
        },
      ],
      Expert: [
        {
          id: 'backend-developer-technical-expert-01',
          text: 'How would you design a rate limiter shared across many API servers, and what trade-offs come with the algorithm and storage you choose?',
          competency: 'Distributed rate limiting',
          misconceptions: [
            {
              said: 'each server can keep its own in-memory counter with the full limit and the total stays correct',
              truth:
                'With N servers each allowing the full limit, a client gets N times its quota; share the counter or split the limit per node.',
            },
            {
              said: 'reading the counter from redis, incrementing it in the app and writing it back is perfectly safe',
              truth:
                'Read-increment-write races under concurrency; use INCR or a Lua script so the check and the update happen in one atomic step.',
            },
            {
              said: 'a fixed window counter is perfectly smooth, and bursts at the window boundaries are impossible',
              truth:
                'A fixed window lets a client send about double the limit across a boundary; sliding windows or token buckets smooth that burst out.',
            },
          ],
          key_points: [
            'compares token bucket, sliding window and fixed window',
            'centralised counter in Redis with atomic operations',
            'latency and availability trade-off of a central store',
            'local limits or approximate counting as fallback',
            'decides fail-open or fail-closed',
          ],
          concepts: [
            { name: 'token bucket', synonyms: ['token bucket', 'leaky bucket', 'refill rate', 'burst'] },
            {
              name: 'sliding window',
              synonyms: ['sliding window', 'fixed window', 'window counter', 'sliding log'],
            },
            { name: 'shared counter store', synonyms: ['redis', 'lua script', 'atomic increment', 'incr'] },
            { name: 'fail open', synonyms: ['fail open', 'fail closed', 'redis is down', 'degrade'] },
            { name: 'local approximation', synonyms: ['local limit', 'per node', 'approximate', 'gossip'] },
            {
              name: 'client signalling',
              synonyms: ['429', 'too many requests', 'retry-after', 'retry after'],
            },
          ],
          strong_answer:
            'Chooses token bucket or sliding window in Redis with atomic scripts, weighs added latency and the store as a dependency, uses local approximations and a deliberate fail-open or fail-closed policy, and returns 429 with Retry-After.',
          follow_up: 'How would you limit per tenant fairly when one customer sends a sudden burst?',
        },
        {
          id: 'backend-developer-technical-expert-02',
          text: 'Your primary database is approaching its write capacity. Walk me through your options, from vertical scaling to sharding, and how you would choose.',
          competency: 'Data scaling',
          misconceptions: [
            {
              said: 'adding read replicas is the standard way to increase write capacity on the primary',
              truth:
                'Read replicas only offload reads; every write still goes through the primary, so they barely help a write bottleneck.',
            },
            {
              said: 'an auto-increment id or timestamp is the ideal shard key since it spreads data evenly',
              truth:
                'Monotonic keys send all new writes to the newest shard, creating a hotspot; choose a high-cardinality key such as a hashed user or tenant id.',
            },
            {
              said: 'sharding should come first because it removes every scaling limit with little extra effort',
              truth:
                'Sharding adds cross-shard queries, rebalancing and operational load; measure first and exhaust tuning, batching and vertical scaling before it.',
            },
          ],
          key_points: [
            'measure first: find the actual bottleneck',
            'cheaper options: query tuning, batching, vertical scaling, offloading',
            'partitioning or moving hot data to another store',
            'sharding with a carefully chosen shard key',
            'costs: cross-shard queries, rebalancing, operations',
          ],
          concepts: [
            {
              name: 'vertical scaling',
              synonyms: ['scale up', 'bigger machine', 'vertical scaling', 'bigger instance'],
            },
            { name: 'sharding', synonyms: ['shard', 'sharding', 'horizontal partitioning', 'partition key'] },
            { name: 'shard key', synonyms: ['shard key', 'tenant id', 'hot partition', 'hotspot'] },
            { name: 'read replicas', synonyms: ['replica', 'read replicas', 'offload reads'] },
            {
              name: 'write reduction',
              synonyms: ['batching', 'write amplification', 'fewer writes', 'queue writes'],
            },
            {
              name: 'rebalancing',
              synonyms: ['resharding', 'rebalance', 'consistent hashing', 'cross shard'],
            },
          ],
          strong_answer:
            'Measures the bottleneck first, exhausts cheaper levers like tuning, batching and vertical scaling, then considers partitioning or sharding on a key that avoids hotspots, weighing cross-shard queries and rebalancing costs.',
          follow_up: 'How would you migrate live traffic from one database to a sharded setup?',
        },
        {
          id: 'backend-developer-technical-expert-03',
          text: 'How do you keep data consistent when one business operation spans several services, without using a distributed transaction?',
          competency: 'Distributed data consistency',
          misconceptions: [
            {
              said: 'a saga automatically rolls back all the services like a database transaction when a step fails',
              truth:
                'A saga has no automatic rollback; each completed step must be undone by an explicit compensating action you design, such as a refund.',
            },
            {
              said: 'we commit to our database and then publish the event to the broker, which is perfectly reliable',
              truth:
                'A crash between the commit and the publish loses the event; write it to an outbox table in the same transaction and relay it afterwards.',
            },
            {
              said: 'compensating actions erase every trace of the failed step, so intermediate states stay invisible to other users',
              truth:
                'Sagas lack isolation: others can see intermediate states, and compensation is a new visible action like a refund, so design for those anomalies.',
            },
          ],
          key_points: [
            'saga of local transactions with compensating actions',
            'transactional outbox to publish events reliably',
            'idempotent consumers',
            'choreography versus orchestration',
            'reconciliation for what slips through',
          ],
          concepts: [
            { name: 'saga', synonyms: ['saga', 'sagas', 'long running transaction'] },
            {
              name: 'compensating action',
              synonyms: ['compensation', 'compensating transaction', 'undo', 'refund'],
            },
            {
              name: 'transactional outbox',
              synonyms: ['outbox', 'outbox pattern', 'change data capture', 'cdc'],
            },
            {
              name: 'orchestration vs choreography',
              synonyms: ['orchestration', 'choreography', 'orchestrator', 'workflow engine'],
            },
            { name: 'idempotent consumers', synonyms: ['idempotent', 'dedupe', 'exactly once effect'] },
            { name: 'reconciliation', synonyms: ['reconcile', 'reconciliation job', 'audit', 'repair'] },
          ],
          strong_answer:
            'Uses a saga of local transactions with compensating actions, publishes events via a transactional outbox, makes consumers idempotent, chooses orchestration or choreography deliberately, and adds reconciliation.',
          follow_up: 'What do users see while the saga is half done, and how do you design for that?',
        },
        {
          id: 'backend-developer-technical-expert-04',
          text: 'How would you design observability for a platform of dozens of services, so on-call engineers can find the cause of a latency spike quickly?',
          competency: 'Observability',
          misconceptions: [
            {
              said: 'logging every request at debug level in production is the best way to find latency spikes',
              truth:
                'Debug logging everywhere is costly and noisy; use traces to find the slow span, with structured logs correlated by trace id.',
            },
            {
              said: 'average latency is the right metric to alert on, since it reflects what every user experiences',
              truth:
                'Averages hide the slow tail; track p95 and p99 latency and alert on SLO burn rate, which reflects real user impact.',
            },
            {
              said: 'alerting on high CPU for every host is the best way to catch user-facing problems',
              truth:
                'CPU alerts are noisy and miss many user-facing failures; alert on symptoms like error rate and latency against SLOs.',
            },
          ],
          key_points: [
            'distributed tracing with context propagation',
            'standard service metrics such as RED or golden signals',
            'structured logs correlated by trace id',
            'SLO-based alerting on user impact',
            'standard instrumentation library and dashboards',
          ],
          concepts: [
            {
              name: 'distributed tracing',
              synonyms: ['tracing', 'traces', 'spans', 'opentelemetry', 'jaeger'],
            },
            {
              name: 'golden signals',
              synonyms: ['red metrics', 'golden signals', 'latency', 'error rate', 'saturation'],
            },
            {
              name: 'structured logging',
              synonyms: ['structured logs', 'json logs', 'correlation id', 'trace id'],
            },
            { name: 'SLO alerting', synonyms: ['slo', 'burn rate', 'error budget', 'symptom based alerts'] },
            { name: 'percentiles', synonyms: ['p99', 'p95', 'tail latency', 'percentile'] },
            {
              name: 'standardisation',
              synonyms: ['standard library', 'shared instrumentation', 'golden path', 'templates'],
            },
          ],
          strong_answer:
            'Standardises instrumentation with OpenTelemetry: traces with propagated context, RED metrics by percentile, structured logs keyed by trace id, and SLO burn-rate alerts so responders move from symptom to span quickly.',
          follow_up: 'How do you control the cost of tracing and logs at that scale?',
        },
        {
          id: 'backend-developer-technical-expert-05',
          text: 'How do you decide between strong and eventual consistency for a feature, and how do you explain the consequences to product teams?',
          competency: 'Consistency trade-offs',
          misconceptions: [
            {
              said: 'eventual consistency means data can stay wrong permanently, so it suits only unimportant features',
              truth:
                'Eventual consistency means replicas converge shortly after updates; it fits many important features, like feeds or counters, whose invariants tolerate brief delays.',
            },
            {
              said: 'the CAP theorem means you freely pick any two of consistency, availability and partition tolerance',
              truth:
                'Partitions will happen, so CAP is a choice between consistency and availability during a partition; PACELC adds the latency trade-off otherwise.',
            },
            {
              said: 'strong consistency is free with a good database, so we use it everywhere by default',
              truth:
                'Strong consistency costs latency and availability, especially across regions; reserve it for invariants like balances and use weaker guarantees elsewhere.',
            },
          ],
          key_points: [
            'grounds the choice in the business invariant',
            'mentions CAP or PACELC latency trade-offs',
            'uses techniques like read-your-writes where needed',
            'translates anomalies into user-visible scenarios',
          ],
          concepts: [
            {
              name: 'strong consistency',
              synonyms: ['strongly consistent', 'linearizable', 'linearizability', 'serializable'],
            },
            {
              name: 'eventual consistency',
              synonyms: ['eventually consistent', 'replication lag', 'stale reads'],
            },
            { name: 'CAP theorem', synonyms: ['cap', 'cap theorem', 'pacelc', 'partition tolerance'] },
            {
              name: 'read your writes',
              synonyms: ['read your writes', 'session consistency', 'monotonic reads'],
            },
            {
              name: 'business invariant',
              synonyms: ['invariant', 'money', 'inventory', 'double booking', 'overselling'],
            },
          ],
          strong_answer:
            'Chooses strong consistency where a business invariant like money or inventory would break, eventual elsewhere for latency and availability, uses session guarantees like read-your-writes, and explains anomalies as concrete user scenarios.',
          follow_up: 'Give an example where eventual consistency caused a real user-facing bug.',
        },
        {
          id: 'backend-developer-technical-expert-06',
          text: 'Design the backend for a service that must keep working through the loss of an entire cloud region. What are the hard parts?',
          competency: 'Multi-region architecture',
          misconceptions: [
            {
              said: 'running across three availability zones already protects us against losing an entire region',
              truth:
                'Availability zones sit inside one region, so a regional outage can take them all down; you need replicas and failover in a second region.',
            },
            {
              said: 'synchronous cross-region replication gives us zero data loss with basically free write latency',
              truth:
                'Synchronous replication adds a cross-region round trip to every write; many designs accept asynchronous replication and a small RPO instead.',
            },
            {
              said: 'backups in another region are enough for disaster recovery, so failover drills are wasted effort',
              truth:
                'Untested failover usually fails when needed; run regular drills to prove you meet your RTO and RPO and that backups actually restore.',
            },
          ],
          key_points: [
            'active-active versus active-passive choice',
            'data replication and conflict handling',
            'RPO and RTO targets drive the design',
            'traffic failover via DNS or global load balancing',
            'regular failover drills',
          ],
          concepts: [
            {
              name: 'active-active',
              synonyms: ['active active', 'active passive', 'warm standby', 'hot standby'],
            },
            {
              name: 'replication',
              synonyms: ['cross region replication', 'async replication', 'sync replication', 'replicas'],
            },
            { name: 'RPO and RTO', synonyms: ['rpo', 'rto', 'recovery point', 'recovery time', 'data loss'] },
            {
              name: 'traffic failover',
              synonyms: ['failover', 'dns failover', 'global load balancer', 'route 53', 'anycast'],
            },
            {
              name: 'conflict resolution',
              synonyms: ['conflicts', 'last write wins', 'crdt', 'home region'],
            },
            { name: 'disaster recovery drills', synonyms: ['game day', 'failover test', 'chaos', 'drill'] },
          ],
          strong_answer:
            'Sets RPO and RTO targets, chooses active-passive or active-active accordingly, handles replication lag and write conflicts, uses global traffic failover, and proves it with regular drills.',
          follow_up: 'How do you stop a split-brain where both regions accept conflicting writes?',
        },
        {
          id: 'backend-developer-technical-expert-07',
          text: 'A dependency your service calls starts timing out, and soon your own service is failing too. How do you design to prevent cascading failures?',
          competency: 'Resilience engineering',
          misconceptions: [
            {
              said: 'when a dependency times out we retry immediately several times so the request eventually succeeds',
              truth:
                'Immediate retries multiply load on a struggling dependency; use few retries with exponential backoff and jitter, within a retry budget.',
            },
            {
              said: 'long timeouts are safer because they give the slow dependency more time to answer',
              truth:
                "Long timeouts hold threads and connections while waiting, exhausting your own service; set tight timeouts based on the dependency's normal latency.",
            },
            {
              said: 'a circuit breaker keeps retrying the failed calls automatically until the dependency recovers',
              truth:
                'A circuit breaker stops calling a failing dependency and fails fast for a while, then lets a few trial requests through to test recovery.',
            },
          ],
          key_points: [
            'tight timeouts and bounded retries with backoff and jitter',
            'circuit breakers to fail fast',
            'bulkheads to isolate resource pools',
            'load shedding and graceful degradation',
            'retry budgets to avoid retry storms',
          ],
          concepts: [
            { name: 'timeouts', synonyms: ['timeout', 'deadline', 'deadline propagation'] },
            { name: 'circuit breaker', synonyms: ['circuit breaker', 'trip', 'fail fast', 'half open'] },
            {
              name: 'backoff with jitter',
              synonyms: ['exponential backoff', 'jitter', 'retry budget', 'retry storm'],
            },
            { name: 'bulkhead', synonyms: ['bulkhead', 'separate pools', 'isolation', 'connection pool'] },
            {
              name: 'load shedding',
              synonyms: ['load shedding', 'shed load', 'backpressure', 'back pressure', 'rate limit'],
            },
            {
              name: 'graceful degradation',
              synonyms: ['fallback', 'degrade', 'cached response', 'default response'],
            },
          ],
          strong_answer:
            'Prevents thread and connection exhaustion with tight timeouts, bounded jittered retries, circuit breakers, bulkheaded pools, load shedding and fallbacks, so one slow dependency degrades a feature instead of the service.',
          follow_up: 'How would you test that these protections actually work before a real incident?',
        },
        {
          id: 'backend-developer-technical-expert-08',
          text: 'How would you plan moving data and traffic from a large monolith to new services without a big-bang cutover?',
          competency: 'Migration strategy',
          misconceptions: [
            {
              said: 'the monolith and new services can share the same tables forever, since that keeps data synced automatically',
              truth:
                'A shared database couples services and blocks independent change; give each service ownership of its data, syncing with change data capture during migration.',
            },
            {
              said: 'splitting services by technical layer, like a database service and a UI service, gives the cleanest seams',
              truth:
                'Layer splits force every feature change across several services; cut along business domains where one service owns its data end to end.',
            },
            {
              said: 'shadow traffic should let the new service write to production data so we compare real effects',
              truth:
                'Shadowed requests must have side effects suppressed or sandboxed; compare responses only, or customers get charged or emailed twice.',
            },
          ],
          key_points: [
            'strangler fig: route slices of traffic incrementally',
            'pick seams by domain boundaries and data ownership',
            'sync data with change data capture or dual writes',
            'shadow traffic and comparison before switching',
            'clear rollback at each step',
          ],
          concepts: [
            {
              name: 'strangler fig',
              synonyms: ['strangler', 'strangler fig', 'incremental migration', 'facade'],
            },
            {
              name: 'domain boundaries',
              synonyms: ['bounded context', 'domain boundary', 'seams', 'data ownership'],
            },
            {
              name: 'change data capture',
              synonyms: ['cdc', 'change data capture', 'debezium', 'dual write', 'sync'],
            },
            {
              name: 'shadow traffic',
              synonyms: ['shadow traffic', 'dark launch', 'mirroring', 'compare results'],
            },
            { name: 'rollback plan', synonyms: ['rollback', 'roll back', 'feature flag', 'switch back'] },
          ],
          strong_answer:
            'Uses a strangler approach along domain seams, moves data ownership with change data capture, validates with shadow traffic and result comparison, and shifts traffic gradually behind flags with rollback at every step.',
          follow_up: 'How do you decide which piece to extract first?',
        },
      ],
    },
    Behavioral: {
      'Entry-Level': [
        {
          id: 'backend-developer-behavioral-entry-01',
          text: 'Tell me about a time you were stuck on a bug for a long time. What did you try, and when did you decide to ask for help?',
          competency: 'Persistence and asking for help',
          key_points: [
            'situation: the bug and why it was hard',
            'actions: systematic steps they tried',
            'a clear point where they asked for help with context prepared',
            'result: the root cause and fix',
            'lesson they now apply',
          ],
          concepts: [
            { name: 'hypothesis', synonyms: ['hypothesis', 'theory', 'ruled out', 'eliminated'] },
            {
              name: 'systematic debugging',
              synonyms: ['logs', 'debugger', 'reproduce', 'isolated', 'narrowed down'],
            },
            {
              name: 'asking for help',
              synonyms: ['asked', 'mentor', 'teammate', 'stack overflow', 'time box'],
            },
            { name: 'root cause', synonyms: ['root cause', 'turned out', 'the cause was', 'the bug was'] },
            { name: 'lesson learned', synonyms: ['learned', 'now i', 'next time', 'lesson'] },
          ],
          strong_answer:
            'Tells a STAR story with concrete debugging steps, a time-boxed decision to ask for help with a clear summary of what was tried, the actual root cause, and a habit they kept.',
          follow_up: 'How do you decide now how long to struggle before asking?',
        },
        {
          id: 'backend-developer-behavioral-entry-02',
          text: 'Describe a time you received critical feedback on your code, for example in a code review. How did you respond?',
          competency: 'Receiving feedback',
          key_points: [
            'situation: what the code was and what the feedback said',
            'action: listened, asked clarifying questions, did not get defensive',
            'made concrete changes',
            'result: improved code and a lasting habit',
          ],
          concepts: [
            { name: 'code review', synonyms: ['code review', 'pull request', 'reviewer', 'pr comments'] },
            { name: 'clarifying questions', synonyms: ['asked why', 'clarify', 'understand', 'discussed'] },
            {
              name: 'changes made',
              synonyms: ['refactored', 'rewrote', 'added tests', 'renamed', 'simplified'],
            },
            { name: 'lasting habit', synonyms: ['now i always', 'habit', 'since then', 'lesson'] },
          ],
          strong_answer:
            'Describes specific feedback, responds by seeking to understand rather than defend, makes concrete changes such as adding tests or simplifying logic, and shows the habit it built.',
          follow_up: 'Was there any feedback you disagreed with? How did you handle that?',
        },
        {
          id: 'backend-developer-behavioral-entry-03',
          text: 'Tell me about a team project where you and a teammate disagreed about how to build something. What happened?',
          competency: 'Collaboration',
          key_points: [
            'situation: the project and the technical disagreement',
            'action: discussed trade-offs, compared options with evidence',
            'reached a decision together or escalated sensibly',
            'result: outcome and relationship preserved',
          ],
          concepts: [
            { name: 'disagreement', synonyms: ['disagreed', 'different opinion', 'conflict', 'debate'] },
            { name: 'trade-offs', synonyms: ['pros and cons', 'trade-off', 'tradeoff', 'compared'] },
            { name: 'evidence', synonyms: ['prototype', 'tested', 'benchmark', 'tried both', 'data'] },
            { name: 'agreement', synonyms: ['agreed', 'compromise', 'decided', 'commit'] },
            { name: 'outcome', synonyms: ['result', 'in the end', 'outcome', 'shipped'] },
          ],
          strong_answer:
            'Tells a STAR story where they laid out trade-offs, used evidence like a quick prototype to decide, committed to the choice even if it was not theirs, and names the outcome.',
          follow_up: 'Looking back, was the chosen approach right?',
        },
        {
          id: 'backend-developer-behavioral-entry-04',
          text: 'Tell me about a time you had to learn a new technology quickly to finish a project or assignment.',
          competency: 'Learning agility',
          key_points: [
            'situation: deadline and the unfamiliar technology',
            'action: focused learning plan on what was needed',
            'built something small to validate understanding',
            'result: delivered, with measurable outcome',
          ],
          concepts: [
            {
              name: 'unfamiliar technology',
              synonyms: ['new framework', 'new language', 'never used', 'unfamiliar'],
            },
            {
              name: 'focused learning',
              synonyms: ['documentation', 'docs', 'tutorial', 'official guide', 'prioritized'],
            },
            {
              name: 'prototype',
              synonyms: ['small example', 'prototype', 'proof of concept', 'hello world'],
            },
            { name: 'delivery', synonyms: ['delivered', 'finished', 'on time', 'submitted', 'shipped'] },
          ],
          strong_answer:
            'Gives a STAR story naming the technology, a focused plan such as reading official docs and building a small prototype first, and a clear delivered result.',
          follow_up: 'What would you do differently the next time you face something new?',
        },
        {
          id: 'backend-developer-behavioral-entry-05',
          text: 'Describe a time you made a mistake that affected other people, like breaking a shared build or deleting data. What did you do?',
          competency: 'Ownership',
          key_points: [
            'situation: the mistake and its impact',
            'action: owned it quickly and told people',
            'fixed or mitigated the damage',
            'result: prevention step such as a check or test',
          ],
          concepts: [
            {
              name: 'owning the mistake',
              synonyms: ['my fault', 'i told', 'took responsibility', 'admitted'],
            },
            { name: 'mitigation', synonyms: ['reverted', 'restored', 'backup', 'rollback', 'roll back'] },
            {
              name: 'communication',
              synonyms: ['let them know', 'informed', 'told the team', 'communicated'],
            },
            {
              name: 'prevention',
              synonyms: ['added a test', 'ci check', 'safeguard', 'checklist', 'prevent'],
            },
          ],
          strong_answer:
            'Tells a STAR story where they flagged the mistake immediately, reverted or restored quickly, and added a safeguard such as a CI check or backup so it could not recur.',
          follow_up: 'How did the people affected react, and what did you learn from that?',
        },
        {
          id: 'backend-developer-behavioral-entry-06',
          text: 'Tell me about a time you had to explain a technical problem to someone who was not technical.',
          competency: 'Communication',
          key_points: [
            'situation: who the audience was and what they needed',
            'action: used plain language or an analogy',
            'focused on impact and decision, not internals',
            'result: checked understanding and outcome',
          ],
          concepts: [
            { name: 'audience', synonyms: ['manager', 'client', 'customer', 'non-technical', 'stakeholder'] },
            { name: 'analogy', synonyms: ['analogy', 'like a', 'plain language', 'simple terms'] },
            { name: 'impact focus', synonyms: ['impact', 'what it means for', 'risk', 'decision'] },
            {
              name: 'check understanding',
              synonyms: ['asked questions', 'confirmed', 'followed up', 'understood'],
            },
          ],
          strong_answer:
            'Tells a STAR story adapting the explanation to the audience, using an analogy and focusing on impact and options, then confirming they understood and could decide.',
          follow_up: 'How would your explanation change if the person was a senior executive?',
        },
        {
          id: 'backend-developer-behavioral-entry-07',
          text: 'Tell me about a deadline you were at risk of missing. How did you handle it?',
          competency: 'Time management',
          key_points: [
            'situation: the deadline and why it was at risk',
            'action: raised the risk early',
            'cut or reprioritised scope deliberately',
            'result: what was delivered and what they learned about estimating',
          ],
          concepts: [
            { name: 'early warning', synonyms: ['told early', 'flagged', 'raised', 'let them know'] },
            { name: 'scope', synonyms: ['cut scope', 'must have', 'priorities', 'mvp', 'descoped'] },
            { name: 'planning', synonyms: ['broke it down', 'tasks', 'plan', 'estimate'] },
            { name: 'result', synonyms: ['delivered', 'on time', 'result', 'outcome'] },
          ],
          strong_answer:
            'Explains a STAR story where they spotted the risk, told the right person early, reduced scope to the essentials, delivered the core, and changed how they estimate.',
          follow_up: 'How do you estimate tasks now compared to then?',
        },
        {
          id: 'backend-developer-behavioral-entry-08',
          text: 'Describe something you built where you went beyond the requirements, such as adding tests, logging or documentation. Why did you do it?',
          competency: 'Initiative and quality',
          key_points: [
            'situation: the original requirement',
            'action: the extra work and why it mattered',
            'balanced it against time',
            'result: concrete benefit to users or teammates',
          ],
          concepts: [
            {
              name: 'automated tests',
              synonyms: ['tests', 'unit tests', 'integration tests', 'test coverage'],
            },
            { name: 'documentation', synonyms: ['readme', 'docs', 'documentation', 'api docs'] },
            { name: 'logging', synonyms: ['logging', 'logs', 'error handling', 'monitoring'] },
            { name: 'benefit', synonyms: ['caught a bug', 'saved time', 'fewer questions', 'onboarding'] },
          ],
          strong_answer:
            'Tells a STAR story where they added something like tests or docs for a clear reason, kept it proportionate to the deadline, and can name a concrete benefit it produced.',
          follow_up: 'How do you decide when extra polish is not worth the time?',
        },
      ],
      Professional: [
        {
          id: 'backend-developer-behavioral-professional-01',
          text: 'Tell me about a production incident you helped resolve. What was your role, and what changed afterwards?',
          competency: 'Incident response',
          key_points: [
            'situation: impact and how it was detected',
            'action: their specific role in diagnosis and mitigation',
            'mitigated first, then found root cause',
            'result: postmortem actions that prevented recurrence',
          ],
          concepts: [
            { name: 'detection', synonyms: ['alert', 'paged', 'customers reported', 'dashboard'] },
            { name: 'mitigation', synonyms: ['rollback', 'rolled back', 'mitigate', 'failover', 'hotfix'] },
            { name: 'root cause', synonyms: ['root cause', 'five whys', 'cause'] },
            { name: 'postmortem', synonyms: ['postmortem', 'post-mortem', 'incident review', 'blameless'] },
            { name: 'prevention', synonyms: ['action items', 'added alert', 'added test', 'guardrail'] },
          ],
          strong_answer:
            'Gives a STAR account with measured impact, their own actions in diagnosis, mitigation before root cause, and specific follow-up actions that were completed and prevented a repeat.',
          follow_up: 'What would have shortened the time to mitigation?',
        },
        {
          id: 'backend-developer-behavioral-professional-02',
          text: 'Describe a time you pushed back on a product request because of technical risk. How did you handle it, and what was the outcome?',
          competency: 'Stakeholder management',
          key_points: [
            'situation: the request and the risk',
            'action: quantified the risk in business terms',
            'offered alternatives rather than a flat no',
            'result: agreed outcome and relationship intact',
          ],
          concepts: [
            { name: 'risk', synonyms: ['risk', 'security', 'data loss', 'outage', 'scalability'] },
            { name: 'business terms', synonyms: ['customers', 'revenue', 'cost', 'impact', 'users'] },
            { name: 'alternatives', synonyms: ['alternative', 'option', 'phased', 'smaller version', 'mvp'] },
            { name: 'agreement', synonyms: ['agreed', 'compromise', 'aligned', 'decision'] },
          ],
          strong_answer:
            'Tells a STAR story where they translated the technical risk into customer or revenue impact, proposed a safer alternative or phased plan, and reached an agreed decision.',
          follow_up: 'Tell me about a time you pushed back and were wrong.',
        },
        {
          id: 'backend-developer-behavioral-professional-03',
          text: 'Tell me about a time you improved the performance or cost of a service. How did you measure the result?',
          competency: 'Data-driven impact',
          key_points: [
            'situation: baseline numbers and why it mattered',
            'action: profiled or measured to find the bottleneck',
            'specific change made',
            'result: before and after figures',
          ],
          concepts: [
            { name: 'baseline', synonyms: ['baseline', 'p99', 'p95', 'latency was', 'measured before'] },
            { name: 'profiling', synonyms: ['profiled', 'profiler', 'flame graph', 'tracing', 'measured'] },
            { name: 'bottleneck', synonyms: ['bottleneck', 'hot path', 'slow query', 'n plus one'] },
            {
              name: 'quantified result',
              synonyms: ['percent', 'reduced', 'milliseconds', 'dollars', 'saved'],
            },
          ],
          strong_answer:
            'Tells a STAR story with a baseline metric, profiling that located the bottleneck, a specific change, and before-and-after numbers such as p99 latency or monthly cost.',
          follow_up: 'How did you make sure the improvement did not regress later?',
        },
        {
          id: 'backend-developer-behavioral-professional-04',
          text: 'Describe a time you had to choose between shipping quickly and building something properly. What did you decide, and why?',
          competency: 'Judgement under time pressure',
          key_points: [
            'situation: the deadline and what "properly" meant',
            'action: weighed risk, reversibility and cost of delay',
            'made the debt explicit and tracked',
            'result: outcome and whether the debt was repaid',
          ],
          concepts: [
            {
              name: 'reversibility',
              synonyms: ['reversible', 'easy to change later', 'one-way door', 'two-way door'],
            },
            { name: 'explicit debt', synonyms: ['ticket', 'tracked', 'tech debt', 'documented'] },
            { name: 'risk assessment', synonyms: ['risk', 'what could go wrong', 'blast radius'] },
            { name: 'cost of delay', synonyms: ['deadline', 'customer', 'launch', 'cost of delay'] },
            { name: 'follow-through', synonyms: ['came back', 'paid it down', 'fixed later', 'followed up'] },
          ],
          strong_answer:
            'Gives a STAR story where the choice was based on reversibility and risk, the shortcut was documented and tracked, and they followed through on repaying it.',
          follow_up: 'What shortcut would you never take, regardless of the deadline?',
        },
        {
          id: 'backend-developer-behavioral-professional-05',
          text: 'Tell me about a time you mentored a junior developer or helped a teammate grow. What did you do specifically?',
          competency: 'Mentoring',
          key_points: [
            'situation: the person and their growth need',
            'action: concrete methods such as pairing or review',
            'gave them ownership of real work',
            'result: observable growth in the person',
          ],
          concepts: [
            { name: 'pairing', synonyms: ['pair programming', 'paired', 'pairing'] },
            { name: 'code review coaching', synonyms: ['code review', 'feedback', 'explained why'] },
            {
              name: 'delegated ownership',
              synonyms: ['ownership', 'let them lead', 'stretch task', 'delegated'],
            },
            { name: 'growth outcome', synonyms: ['promoted', 'independent', 'confident', 'now leads'] },
          ],
          strong_answer:
            'Tells a STAR story with specific mentoring methods, like pairing and review with reasoning, gives the person real ownership, and shows observable growth such as leading a feature alone.',
          follow_up: 'How did you adapt your approach to how that person learns?',
        },
        {
          id: 'backend-developer-behavioral-professional-06',
          text: 'Describe a time an API or service owned by another team blocked your work. How did you unblock it?',
          competency: 'Cross-team collaboration',
          key_points: [
            'situation: the dependency and the impact',
            'action: engaged the other team directly with clear asks',
            'found interim workaround such as a stub or contract',
            'result: delivered and improved the interface between teams',
          ],
          concepts: [
            { name: 'dependency', synonyms: ['dependency', 'blocked', 'other team', 'upstream'] },
            { name: 'direct engagement', synonyms: ['reached out', 'met with', 'talked to', 'slack'] },
            {
              name: 'contract',
              synonyms: ['api contract', 'openapi', 'schema', 'interface', 'contract test'],
            },
            { name: 'workaround', synonyms: ['mock', 'stub', 'fake', 'workaround', 'feature flag'] },
            { name: 'escalation', synonyms: ['escalated', 'manager', 'prioritised', 'prioritized'] },
          ],
          strong_answer:
            'Gives a STAR account of engaging the other team with a clear ask, agreeing an API contract, unblocking with a stub, escalating only when needed, and the delivered outcome.',
          follow_up: 'What would you change in how the two teams work together?',
        },
        {
          id: 'backend-developer-behavioral-professional-07',
          text: 'Tell me about a time you had to change fragile, poorly documented code that nobody wanted to touch. How did you do it safely?',
          competency: 'Working with legacy code',
          key_points: [
            'situation: why the code was risky',
            'action: added characterisation tests before changing',
            'made small, reversible changes',
            'result: shipped safely and left it better documented',
          ],
          concepts: [
            {
              name: 'characterisation tests',
              synonyms: ['characterization tests', 'tests first', 'golden tests', 'safety net'],
            },
            { name: 'small changes', synonyms: ['small steps', 'incremental', 'small pull requests'] },
            { name: 'feature flag', synonyms: ['feature flag', 'toggle', 'canary', 'gradual rollout'] },
            { name: 'documentation', synonyms: ['documented', 'readme', 'comments', 'diagram'] },
          ],
          strong_answer:
            'Tells a STAR story where they pinned behaviour with tests first, changed it in small reversible steps behind a flag, verified in production, and left documentation behind.',
          follow_up: 'How did you convince others it was worth the extra time?',
        },
        {
          id: 'backend-developer-behavioral-professional-08',
          text: 'Tell me about a design decision where you disagreed with a more senior engineer. How was it resolved?',
          competency: 'Constructive disagreement',
          key_points: [
            'situation: the decision and both positions',
            'action: made the case with data or a prototype',
            'listened and understood their reasoning',
            'result: decision made and committed to',
          ],
          concepts: [
            { name: 'evidence', synonyms: ['data', 'benchmark', 'prototype', 'spike'] },
            {
              name: 'listening',
              synonyms: ['their reasoning', 'their perspective', 'listened', 'understood'],
            },
            { name: 'written proposal', synonyms: ['design doc', 'wrote up', 'rfc', 'written proposal'] },
            {
              name: 'disagree and commit',
              synonyms: ['disagree and commit', 'committed', 'went with', 'supported'],
            },
          ],
          strong_answer:
            'Gives a STAR story where they argued with evidence like a benchmark or written proposal, genuinely engaged with the senior view, and committed to the final decision whichever way it went.',
          follow_up: 'What would you do if you still believed the decision was harmful after it was made?',
        },
      ],
      Expert: [
        {
          id: 'backend-developer-behavioral-expert-01',
          text: 'Tell me about a time you led a major architectural change across several teams. How did you get buy-in, and what was the result?',
          competency: 'Technical leadership and influence',
          key_points: [
            'situation: the problem and why it needed cross-team change',
            'action: wrote a proposal and gathered input early',
            'sequenced the migration to reduce risk',
            'result: measurable outcome and adoption',
          ],
          concepts: [
            { name: 'proposal', synonyms: ['rfc', 'design doc', 'proposal', 'architecture review'] },
            {
              name: 'stakeholder alignment',
              synonyms: ['buy-in', 'buy in', 'alignment', 'stakeholders', 'consensus'],
            },
            { name: 'incremental rollout', synonyms: ['phased', 'milestones', 'incremental', 'pilot team'] },
            { name: 'influence without authority', synonyms: ['influence', 'without authority', 'persuade'] },
            { name: 'measured outcome', synonyms: ['reduced', 'improved', 'percent', 'adopted by'] },
          ],
          strong_answer:
            'Tells a STAR story of a written proposal shaped by early input, alignment across teams without formal authority, a phased rollout with a pilot, and measured results.',
          follow_up: 'Which team resisted most, and how did you win them over or adapt?',
        },
        {
          id: 'backend-developer-behavioral-expert-02',
          text: 'Describe a serious outage where you led the response or the postmortem. What organisational changes came out of it?',
          competency: 'Incident leadership',
          key_points: [
            'situation: scale of customer impact',
            'action: incident command and clear communication',
            'blameless postmortem focused on systems',
            'result: organisational changes beyond a code fix',
          ],
          concepts: [
            {
              name: 'incident commander',
              synonyms: ['incident commander', 'incident lead', 'coordinated', 'war room'],
            },
            {
              name: 'status communication',
              synonyms: ['status page', 'updates', 'communication', 'customers'],
            },
            {
              name: 'blameless postmortem',
              synonyms: ['blameless', 'postmortem', 'post-mortem', 'contributing factors'],
            },
            {
              name: 'systemic fix',
              synonyms: ['process change', 'slo', 'error budget', 'change management', 'policy'],
            },
          ],
          strong_answer:
            'Gives a STAR account of running incident command with clear roles and updates, a blameless review that found systemic contributing factors, and lasting changes such as new deployment policy or SLOs.',
          follow_up: 'How did you make sure postmortem actions actually got done?',
        },
        {
          id: 'backend-developer-behavioral-expert-03',
          text: 'Tell me about a time you stopped or cancelled a technical initiative that you had championed yourself.',
          competency: 'Judgement and humility',
          key_points: [
            'situation: the initiative and their investment in it',
            'action: recognised signals it was not working',
            'resisted sunk cost and communicated openly',
            'result: what was salvaged and learned',
          ],
          concepts: [
            { name: 'sunk cost', synonyms: ['sunk cost', 'already invested', 'hard to let go'] },
            {
              name: 'warning signals',
              synonyms: ['data', 'metrics', 'not working', 'signals', 'missed milestones'],
            },
            {
              name: 'transparent communication',
              synonyms: ['told leadership', 'announced', 'explained', 'transparent'],
            },
            { name: 'salvage', synonyms: ['salvaged', 'reused', 'lessons', 'kept the parts'] },
          ],
          strong_answer:
            'Tells a STAR story where they set evidence-based checkpoints, recognised the initiative was failing, overcame sunk cost, communicated it openly, and salvaged useful parts.',
          follow_up: 'What do you do now at the start of an initiative to spot this earlier?',
        },
        {
          id: 'backend-developer-behavioral-expert-04',
          text: 'Describe how you handled a situation where reliability work kept losing to feature work in planning.',
          competency: 'Advocacy for reliability',
          key_points: [
            'situation: evidence of reliability decline',
            'action: framed it in customer and revenue impact',
            'introduced a mechanism such as SLOs and error budgets',
            'result: agreed policy and measurable improvement',
          ],
          concepts: [
            { name: 'error budget', synonyms: ['error budget', 'slo', 'service level objective', 'burn'] },
            { name: 'customer impact', synonyms: ['customers', 'churn', 'revenue', 'support tickets'] },
            {
              name: 'agreed policy',
              synonyms: ['policy', 'agreement', 'feature freeze', 'percentage of capacity'],
            },
            {
              name: 'measured improvement',
              synonyms: ['fewer incidents', 'availability improved', 'reduced pages'],
            },
          ],
          strong_answer:
            'Tells a STAR story where they quantified the customer impact of unreliability, introduced SLOs with an error-budget policy agreed with product, and show fewer incidents afterwards.',
          follow_up: 'What happened the first time the error budget ran out?',
        },
        {
          id: 'backend-developer-behavioral-expert-05',
          text: 'Tell me about a high-stakes technical decision you had to make with incomplete information. How did you approach it?',
          competency: 'Decision-making under uncertainty',
          key_points: [
            'situation: stakes and what was unknown',
            'action: separated reversible from irreversible parts',
            'gathered the cheapest decisive evidence',
            'set checkpoints to revisit',
            'result: outcome and what they would change',
          ],
          concepts: [
            {
              name: 'reversibility',
              synonyms: ['one-way door', 'two-way door', 'reversible', 'irreversible'],
            },
            { name: 'time-boxed investigation', synonyms: ['spike', 'time box', 'prototype', 'experiment'] },
            { name: 'explicit assumptions', synonyms: ['assumptions', 'risks', 'unknowns', 'documented'] },
            { name: 'checkpoints', synonyms: ['checkpoint', 'revisit', 'kill criteria', 'milestone'] },
          ],
          strong_answer:
            'Gives a STAR account of writing down assumptions, running a time-boxed experiment to reduce the biggest unknown, committing with checkpoints and kill criteria, and reflecting honestly on the result.',
          follow_up: 'Which assumption turned out to be wrong?',
        },
        {
          id: 'backend-developer-behavioral-expert-06',
          text: 'Describe how you helped engineers grow into senior or tech lead roles. What did you do that made the difference?',
          competency: 'Developing leaders',
          key_points: [
            'situation: who they developed and the gap',
            'action: sponsored them for visible, stretching work',
            'gave regular specific feedback',
            'result: promotions or increased scope',
          ],
          concepts: [
            { name: 'sponsorship', synonyms: ['sponsor', 'sponsored', 'advocated', 'recommended them'] },
            {
              name: 'stretch assignment',
              synonyms: ['stretch', 'led a project', 'ownership', 'visible work'],
            },
            { name: 'feedback', synonyms: ['feedback', 'one on ones', 'one to one', 'coaching'] },
            { name: 'growth outcome', synonyms: ['promoted', 'tech lead', 'senior', 'promotion'] },
          ],
          strong_answer:
            'Tells a STAR story of sponsoring specific engineers into stretch ownership, coaching them with regular, specific feedback, stepping back deliberately, and the resulting promotions or expanded scope.',
          follow_up: 'Tell me about someone you could not help grow. What happened?',
        },
        {
          id: 'backend-developer-behavioral-expert-07',
          text: 'Tell me about a conflict between two teams or two senior engineers that you helped resolve.',
          competency: 'Conflict resolution',
          key_points: [
            'situation: the conflict and its cost',
            'action: understood each side privately first',
            'reframed around shared goals and criteria',
            'result: decision made and working relationship restored',
          ],
          concepts: [
            {
              name: 'understanding each side',
              synonyms: ['one on one', 'listened', 'separately', 'each side'],
            },
            {
              name: 'shared goals',
              synonyms: ['common goal', 'shared goal', 'criteria', 'what the customer needs'],
            },
            {
              name: 'decision framework',
              synonyms: ['decision criteria', 'decision record', 'adr', 'tie breaker'],
            },
            { name: 'relationship repair', synonyms: ['trust', 'working together', 'relationship'] },
          ],
          strong_answer:
            'Gives a STAR story where they heard each side privately, reframed the dispute around shared goals and explicit criteria, drove a recorded decision, and rebuilt the working relationship.',
          follow_up: 'What would you have done if they still could not agree?',
        },
        {
          id: 'backend-developer-behavioral-expert-08',
          text: 'Tell me about a time you convinced leadership to fund work with no immediate feature payoff, such as a migration or security hardening.',
          competency: 'Business case for technical investment',
          key_points: [
            'situation: the risk or cost of not acting',
            'action: built a business case with numbers',
            'proposed a phased plan with early value',
            'result: funded and delivered with reported outcomes',
          ],
          concepts: [
            {
              name: 'business case',
              synonyms: ['business case', 'roi', 'return on investment', 'cost benefit'],
            },
            {
              name: 'risk quantification',
              synonyms: ['risk', 'cost of inaction', 'compliance', 'breach', 'outage cost'],
            },
            { name: 'phased plan', synonyms: ['phases', 'milestones', 'incremental', 'early wins'] },
            { name: 'executive communication', synonyms: ['leadership', 'executives', 'cto', 'presented'] },
            { name: 'reported outcome', synonyms: ['delivered', 'reported', 'saved', 'reduced'] },
          ],
          strong_answer:
            'Tells a STAR story where they quantified the cost of inaction, framed a phased plan with early value in leadership terms, secured funding, and reported the delivered outcome.',
          follow_up: 'What did you trade away to get that investment approved?',
        },
      ],
    },
  },
};
