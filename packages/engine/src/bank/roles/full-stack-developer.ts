import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'Full Stack Developer',
  questions: {
    'Warm-up': {
      'Entry-Level': [
        {
          id: 'full-stack-developer-warmup-entry-01',
          text: 'What first drew you to working on both the front end and the back end, rather than specialising in one side?',
          competency: 'Motivation for full stack work',
          key_points: [
            'Names a concrete moment or project that sparked the interest',
            'Values seeing a feature work end to end',
            'Shows understanding of how client and server depend on each other',
            'Is honest about which side came first',
          ],
          concepts: [
            {
              name: 'End-to-end ownership',
              synonyms: ['end to end', 'whole feature', 'from start to finish', 'own the feature'],
            },
            { name: 'Front end', synonyms: ['frontend', 'user interface', 'ui', 'client side', 'browser'] },
            { name: 'Back end', synonyms: ['backend', 'server side', 'api', 'database', 'server'] },
            {
              name: 'Concrete project',
              synonyms: ['side project', 'bootcamp', 'internship', 'capstone', 'hackathon', 'portfolio'],
            },
          ],
          strong_answer:
            'Points to a specific project where building both the UI and the API made the candidate see how the pieces fit, and explains why owning a feature from database to screen motivates them.',
          follow_up:
            'Which side of the stack did you learn first, and how did that shape how you approached the other?',
        },
        {
          id: 'full-stack-developer-warmup-entry-02',
          text: 'Walk me through a project you built end to end, from the database up to the user interface.',
          competency: 'Project experience across the stack',
          key_points: [
            'Names the stack used in each layer',
            'Explains how data flows from database through API to UI',
            'States what they personally built versus used from templates',
            'Mentions how it was run or deployed',
          ],
          concepts: [
            {
              name: 'Database layer',
              synonyms: ['database', 'postgres', 'postgresql', 'mysql', 'mongodb', 'sql', 'tables'],
            },
            {
              name: 'API layer',
              synonyms: ['api', 'rest', 'endpoint', 'routes', 'express', 'graphql', 'server'],
            },
            {
              name: 'User interface',
              synonyms: ['react', 'vue', 'angular', 'frontend', 'front end', 'components', 'ui'],
            },
            {
              name: 'Data flow',
              synonyms: ['fetch', 'request', 'response', 'json', 'calls the api', 'data flows'],
            },
            {
              name: 'Deployment',
              synonyms: ['deployed', 'hosted', 'vercel', 'heroku', 'render', 'docker', 'live'],
            },
          ],
          strong_answer:
            'Describes one real project layer by layer, naming the database, API framework and UI library, how a request travels between them, and which parts the candidate wrote and deployed themselves.',
          follow_up: 'If you rebuilt that project today, which layer would you design differently and why?',
        },
        {
          id: 'full-stack-developer-warmup-entry-03',
          text: "When you pick up a framework you haven't used before, say a new back-end framework, how do you get productive with it?",
          competency: 'Learning approach',
          key_points: [
            'Starts from official docs or a tutorial',
            'Builds a small working thing quickly',
            'Reads error messages and source when stuck',
            'Relates new concepts to ones already known',
          ],
          concepts: [
            {
              name: 'Official documentation',
              synonyms: ['docs', 'documentation', 'getting started', 'guide', 'tutorial'],
            },
            {
              name: 'Learning by building',
              synonyms: ['small project', 'build something', 'prototype', 'hello world', 'toy app'],
            },
            {
              name: 'Transfer from known tools',
              synonyms: ['compare', 'similar to', 'like express', 'mapped it', 'already knew'],
            },
            {
              name: 'Debugging to learn',
              synonyms: ['error messages', 'read the source', 'stack trace', 'debugger', 'stack overflow'],
            },
          ],
          strong_answer:
            'Gives a repeatable routine such as reading the getting-started guide, building a tiny CRUD app, comparing patterns with a framework they know, and digging into errors, with a real example of a framework learned that way.',
          follow_up:
            'Tell me about the last framework or library you learned this way. How long until you shipped something with it?',
        },
        {
          id: 'full-stack-developer-warmup-entry-04',
          text: 'Which part of the stack do you feel strongest in today, and which part are you actively working to improve?',
          competency: 'Self-awareness',
          key_points: [
            'Names a specific strength with evidence',
            'Names a specific gap rather than a humble-brag',
            'Describes concrete steps being taken to close the gap',
          ],
          concepts: [
            { name: 'Specific strength', synonyms: ['strongest', 'comfortable', 'confident', 'good at'] },
            { name: 'Specific gap', synonyms: ['weaker', 'less experience', 'still learning', 'gap'] },
            {
              name: 'Improvement plan',
              synonyms: ['course', 'side project', 'reading', 'pairing', 'mentor'],
            },
          ],
          strong_answer:
            'Says, for example, that they are strongest building React interfaces, evidenced by a project, and are improving SQL and data modelling through a named course and a side project using a relational database.',
          follow_up:
            'What would a senior colleague need to see from you to trust you with that weaker area on a real feature?',
        },
        {
          id: 'full-stack-developer-warmup-entry-05',
          text: 'What does your local development setup look like when you run a front end and an API together?',
          competency: 'Development tooling',
          key_points: [
            'Runs client and server side by side with hot reload',
            'Handles API base URL or a dev proxy',
            'Uses environment variables for configuration',
            'Runs a local or containerised database',
          ],
          concepts: [
            {
              name: 'Dev servers',
              synonyms: ['dev server', 'hot reload', 'vite', 'nodemon', 'watch mode', 'npm run dev'],
            },
            { name: 'Proxy or base URL', synonyms: ['proxy', 'base url', 'localhost', 'port', 'cors'] },
            {
              name: 'Environment config',
              synonyms: ['environment variables', 'env file', 'dot env', 'config'],
            },
            {
              name: 'Local database',
              synonyms: ['docker compose', 'docker', 'local database', 'seed data', 'sqlite'],
            },
          ],
          strong_answer:
            'Describes running the UI dev server and the API with hot reload, a proxy or configured base URL to avoid CORS issues, a dot env file for settings, and a database in Docker Compose with seed data.',
          follow_up: 'How would a new teammate get that same setup running on their machine?',
        },
        {
          id: 'full-stack-developer-warmup-entry-06',
          text: 'Tell me about a bug you chased that turned out to live in a different layer than you first expected.',
          competency: 'Debugging across layers',
          key_points: [
            'Describes the symptom the user saw',
            'Explains the first wrong assumption',
            'Uses tools like network tab or server logs to narrow it down',
            'States the real cause and the fix',
          ],
          concepts: [
            {
              name: 'Browser dev tools',
              synonyms: ['devtools', 'dev tools', 'network tab', 'console', 'inspect'],
            },
            {
              name: 'Server logs',
              synonyms: ['logs', 'server log', 'logging', 'terminal output', 'stack trace'],
            },
            {
              name: 'Narrowing down',
              synonyms: ['isolate', 'narrow down', 'reproduce', 'step by step', 'ruled out'],
            },
            { name: 'Root cause', synonyms: ['root cause', 'real cause', 'actual problem'] },
          ],
          strong_answer:
            'Tells a specific story, such as a UI showing stale data that turned out to be an API cache header, and explains how inspecting the network tab and server logs moved the search from one layer to the other.',
          follow_up: 'What would you check first now if you saw that same symptom again?',
        },
        {
          id: 'full-stack-developer-warmup-entry-07',
          text: 'New frameworks, databases and hosting platforms appear every month. How do you decide which ones are worth your time as a full stack developer?',
          competency: 'Continuous learning',
          key_points: [
            'Names specific sources they follow',
            'Focuses on fundamentals that outlast frameworks',
            'Has a filter for when something is worth trying',
          ],
          concepts: [
            {
              name: 'Learning sources',
              synonyms: ['newsletter', 'blog', 'podcast', 'release notes', 'conference', 'youtube'],
            },
            {
              name: 'Fundamentals',
              synonyms: ['fundamentals', 'basics', 'http', 'javascript itself', 'web platform', 'sql'],
            },
            {
              name: 'Evaluation filter',
              synonyms: ['try it', 'side project', 'adoption', 'solves a problem', 'hype'],
            },
          ],
          strong_answer:
            'Names a couple of concrete sources, explains that they invest mainly in fundamentals like HTTP, JavaScript and SQL, and only try a new tool in a side project when it solves a problem they actually have.',
          follow_up: 'What is something new you tried recently, and did you keep using it?',
        },
        {
          id: 'full-stack-developer-warmup-entry-08',
          text: 'What kind of feedback from code reviews has helped you most as a developer so far?',
          competency: 'Coachability',
          key_points: [
            'Recalls a specific piece of review feedback',
            'Explains what they changed in their habits',
            'Shows openness rather than defensiveness',
          ],
          concepts: [
            {
              name: 'Code review',
              synonyms: ['code review', 'pull request', 'pr', 'review comments', 'reviewer'],
            },
            {
              name: 'Specific feedback',
              synonyms: ['naming', 'tests', 'error handling', 'readability', 'edge case'],
            },
            { name: 'Changed habit', synonyms: ['now i', 'since then', 'started doing', 'learned to'] },
          ],
          strong_answer:
            'Recalls concrete review feedback, for example missing error handling on an API call or untested edge cases, and explains the habit they built as a result and how it shows up in their code now.',
          follow_up: 'How do you handle review feedback you disagree with?',
        },
      ],
      Professional: [
        {
          id: 'full-stack-developer-warmup-professional-01',
          text: 'In your current role, how is your time split between front-end, back-end and infrastructure work, and how did that split come about?',
          competency: 'Role scope',
          key_points: [
            'Gives a rough but honest split',
            'Explains the team or product reasons behind it',
            'Shows where they add most value',
          ],
          concepts: [
            { name: 'Work split', synonyms: ['percent', 'split', 'most of my time', 'half', 'mostly'] },
            {
              name: 'Team context',
              synonyms: ['startup', 'no dedicated', 'specialists', 'small team', 'team structure'],
            },
            {
              name: 'Infrastructure work',
              synonyms: ['infrastructure', 'deployment', 'ci', 'pipeline', 'cloud', 'devops'],
            },
          ],
          strong_answer:
            'Gives an honest split such as sixty percent back end, thirty front end, ten infrastructure, and explains that it follows the team shape and the product needs, naming where they have the most impact.',
          follow_up: 'Would you want that split to change in your next role, and why?',
        },
        {
          id: 'full-stack-developer-warmup-professional-02',
          text: 'Tell me about a feature you owned from the first design conversation through to production. What was your part at each stage?',
          competency: 'End-to-end delivery',
          key_points: [
            'Covers discovery, design, build, release and follow-up',
            'Names decisions they made in the API and UI',
            'Mentions how it was tested and rolled out',
            'States the outcome after launch',
          ],
          concepts: [
            {
              name: 'Requirements and design',
              synonyms: ['requirements', 'design', 'spec', 'product manager', 'designer', 'mockups'],
            },
            { name: 'API design', synonyms: ['api', 'endpoint', 'contract', 'schema', 'data model'] },
            { name: 'Testing', synonyms: ['tests', 'unit tests', 'integration tests', 'end to end', 'qa'] },
            { name: 'Rollout', synonyms: ['feature flag', 'rollout', 'released', 'deploy', 'beta'] },
            { name: 'Concrete outcome', synonyms: ['adoption', 'metrics', 'impact'] },
          ],
          strong_answer:
            'Walks through a real feature from the kickoff to post-launch metrics, naming their own design decisions in the data model, API and UI, how it was tested, how it was released behind a flag, and what happened after.',
          follow_up: 'What would you do differently at the design stage if you did that feature again?',
        },
        {
          id: 'full-stack-developer-warmup-professional-03',
          text: 'What does a typical pull request of yours look like when a change touches both the API and the UI?',
          competency: 'Engineering habits',
          key_points: [
            'Keeps changes small or split into reviewable steps',
            'Ships backward-compatible API changes before the UI uses them',
            'Includes tests at the right levels',
            'Writes a description that helps reviewers',
          ],
          concepts: [
            {
              name: 'Small changes',
              synonyms: ['small pr', 'split', 'incremental', 'stacked', 'separate pull requests'],
            },
            {
              name: 'Backward compatibility',
              synonyms: [
                'backward compatible',
                'backwards compatible',
                'api first',
                'additive',
                'old clients',
              ],
            },
            { name: 'Tests', synonyms: ['tests', 'unit test', 'integration test', 'end to end', 'e2e'] },
            {
              name: 'Review description',
              synonyms: ['description', 'screenshots', 'context', 'how to test', 'reviewers'],
            },
          ],
          strong_answer:
            'Explains splitting work into an additive, backward-compatible API change first and a UI change after, each small with tests and a description that includes context and screenshots.',
          follow_up:
            'When have you had to break that rule and ship one big change, and how did you make it reviewable?',
        },
        {
          id: 'full-stack-developer-warmup-professional-04',
          text: 'Which stack have you shipped the most production code in, and what would you change about it if you started again?',
          competency: 'Technology judgement',
          key_points: [
            'Names the stack precisely',
            'Identifies a real pain point from production',
            'Proposes an alternative with a reason tied to the product',
          ],
          concepts: [
            {
              name: 'Named stack',
              synonyms: ['react', 'node', 'typescript', 'django', 'rails', 'next', 'postgres', 'java'],
            },
            {
              name: 'Production pain point',
              synonyms: ['pain', 'problem', 'slow', 'hard to maintain', 'bugs', 'regret'],
            },
            {
              name: 'Reasoned alternative',
              synonyms: ['instead', 'would choose', 'switch', 'trade off', 'tradeoff', 'would switch to'],
            },
          ],
          strong_answer:
            'Names the stack, describes a pain point seen in production such as untyped API responses causing bugs, and proposes a concrete change like end-to-end typing, explaining the trade-off.',
          follow_up: 'What would it cost to make that change in the existing codebase today?',
        },
        {
          id: 'full-stack-developer-warmup-professional-05',
          text: 'How do you decide when to go deep into a layer yourself versus pulling in a specialist from the front-end or platform team?',
          competency: 'Collaboration and judgement',
          key_points: [
            'Weighs risk and impact of the area',
            'Recognises limits of own expertise',
            'Learns from specialists rather than just handing off',
          ],
          concepts: [
            {
              name: 'Risk assessment',
              synonyms: ['risk', 'security', 'performance critical', 'impact', 'blast radius'],
            },
            {
              name: 'Knowing limits',
              synonyms: ['not an expert', 'out of my depth', 'limits', 'specialist', 'expertise'],
            },
            {
              name: 'Learning from specialists',
              synonyms: ['pair', 'pairing', 'review', 'ask', 'shadow', 'learned their'],
            },
          ],
          strong_answer:
            'Describes handling routine work in any layer but involving specialists for high-risk areas like auth, accessibility or database tuning, pairing with them so they learn, with an example.',
          follow_up: 'When have you waited too long to ask for that help, and what did it cost?',
        },
        {
          id: 'full-stack-developer-warmup-professional-06',
          text: "What's a technical decision you made in the last year that you're proud of, and why did it hold up?",
          competency: 'Technical decision-making',
          key_points: [
            'Describes the options considered',
            'Explains the criteria used',
            'Shows evidence it held up over time',
          ],
          concepts: [
            { name: 'Options considered', synonyms: ['alternatives', 'compared', 'considered'] },
            {
              name: 'Decision criteria',
              synonyms: ['criteria', 'trade off', 'tradeoff', 'cost', 'maintainability', 'performance'],
            },
            { name: 'Evidence it worked', synonyms: ['held up', 'still', 'fewer bugs', 'faster', 'metrics'] },
          ],
          strong_answer:
            'Describes one decision, such as adopting a shared schema for API validation, the alternatives weighed, the reasoning, and measurable evidence it paid off such as fewer integration bugs.',
          follow_up: 'What would have made you reverse that decision?',
        },
        {
          id: 'full-stack-developer-warmup-professional-07',
          text: 'How do you work with designers and product managers to turn a rough idea into a shippable slice?',
          competency: 'Cross-functional collaboration',
          key_points: [
            'Gets involved early to shape scope',
            'Proposes a thin vertical slice',
            'Raises technical constraints and costs clearly',
            'Iterates based on feedback',
          ],
          concepts: [
            {
              name: 'Early involvement',
              synonyms: ['early', 'kickoff', 'discovery', 'before design is final'],
            },
            {
              name: 'Vertical slice',
              synonyms: ['slice', 'mvp', 'minimum', 'thin', 'first version', 'iteration'],
            },
            {
              name: 'Trade-off communication',
              synonyms: ['trade off', 'tradeoff', 'effort', 'estimate', 'constraint', 'cost'],
            },
            { name: 'Feedback loop', synonyms: ['prototype', 'demo', 'user testing', 'iterate'] },
          ],
          strong_answer:
            'Describes joining early, cutting the idea into a thin slice that touches every layer, being explicit about what is expensive, and demoing a working prototype to iterate with design and product.',
          follow_up: 'How do you handle a design that is expensive to build for little user value?',
        },
        {
          id: 'full-stack-developer-warmup-professional-08',
          text: 'What draws you to this particular role and product, given your full stack background?',
          competency: 'Motivation and fit',
          key_points: [
            'Shows they researched the product',
            'Connects past experience to the role',
            'Names what they want to learn or own',
          ],
          concepts: [
            {
              name: 'Product research',
              synonyms: ['mission', 'read about', 'your product', 'your users', 'tried the product'],
            },
            {
              name: 'Relevant experience',
              synonyms: [
                'similar',
                'worked on',
                'background',
                'same domain',
                'background in',
                'similar product',
              ],
            },
            { name: 'Growth goal', synonyms: ['own', 'ownership', 'next step', 'grow into', 'take on'] },
          ],
          strong_answer:
            'Refers to something specific about the product or users, links it to a comparable feature or domain they have built, and says what they want to own or learn in this role.',
          follow_up: 'What do you think will be the hardest part of our product to build well?',
        },
      ],
      Expert: [
        {
          id: 'full-stack-developer-warmup-expert-01',
          text: 'Looking across your career, how has your view of what full stack means changed, and what does it mean to you now?',
          competency: 'Professional perspective',
          key_points: [
            'Reflects on how the stack itself has grown',
            'Distinguishes breadth from depth',
            'Frames full stack as product ownership and systems thinking',
          ],
          concepts: [
            {
              name: 'Growth of the stack',
              synonyms: ['cloud', 'infrastructure', 'mobile', 'edge', 'more layers', 'complex'],
            },
            {
              name: 'T-shaped skills',
              synonyms: ['t shaped', 'depth', 'breadth', 'generalist', 'specialist'],
            },
            {
              name: 'Systems thinking',
              synonyms: ['systems', 'whole system', 'ownership', 'end to end', 'trade offs'],
            },
          ],
          strong_answer:
            'Explains moving from "I can write code in every layer" to owning outcomes across the system, being T-shaped with deep expertise in one or two areas and enough depth elsewhere to make sound trade-offs.',
          follow_up: 'How does that view change the way you hire full stack engineers?',
        },
        {
          id: 'full-stack-developer-warmup-expert-02',
          text: "Tell me about the largest system you've shaped across the whole stack. What was your role in its architecture?",
          competency: 'Architecture experience',
          key_points: [
            'Gives a sense of scale in users, traffic or team size',
            'Names key architectural decisions they drove',
            'Separates their contribution from the team’s',
            'Reflects on what aged well and what did not',
          ],
          concepts: [
            {
              name: 'Scale',
              synonyms: [
                'requests per second',
                'million',
                'traffic',
                'engineers',
                'million users',
                'services',
              ],
            },
            {
              name: 'Architecture decisions',
              synonyms: ['architecture', 'designed', 'chose', 'service boundaries'],
            },
            {
              name: 'Personal contribution',
              synonyms: ['i led', 'i proposed', 'i designed', 'my role', 'i drove'],
            },
            { name: 'Hindsight', synonyms: ['aged well', 'would change', 'regret'] },
          ],
          strong_answer:
            'Describes a system with concrete scale figures, the decisions they personally drove such as service boundaries or the rendering strategy, and an honest assessment of what aged well.',
          follow_up: 'Which of those decisions was hardest to get agreement on?',
        },
        {
          id: 'full-stack-developer-warmup-expert-03',
          text: 'How do you stay technically credible across front end, back end and infrastructure while also leading people?',
          competency: 'Technical leadership',
          key_points: [
            'Keeps a deliberate hands-on practice',
            'Avoids being on the critical path',
            'Leans on reviews, design docs and specialists',
          ],
          concepts: [
            {
              name: 'Hands-on practice',
              synonyms: ['hands on', 'write code', 'prototype', 'pairing', 'on call'],
            },
            {
              name: 'Off the critical path',
              synonyms: ['critical path', 'not blocking', 'small tasks', 'spikes'],
            },
            {
              name: 'Design reviews',
              synonyms: ['design doc', 'design review', 'rfc', 'architecture review', 'code review'],
            },
          ],
          strong_answer:
            'Describes a deliberate routine such as prototyping, pairing and occasional on-call, staying off the critical path, and keeping judgement sharp through design reviews and trusted specialists.',
          follow_up:
            'When did you last realise your technical knowledge was out of date, and what did you do?',
        },
        {
          id: 'full-stack-developer-warmup-expert-04',
          text: "What's a widely adopted web development practice you've come to disagree with, and what changed your mind?",
          competency: 'Independent judgement',
          key_points: [
            'Names a specific practice',
            'Grounds the disagreement in experience or data',
            'Acknowledges where the practice still fits',
          ],
          concepts: [
            {
              name: 'Specific practice',
              synonyms: [
                'microservices',
                'single page app',
                'spa',
                'graphql',
                'orm',
                'hundred percent coverage',
              ],
            },
            {
              name: 'Supporting evidence',
              synonyms: ['measured', 'saw', 'production', 'data showed', 'saw it fail'],
            },
            {
              name: 'Context dependence',
              synonyms: ['depends', 'context', 'still useful', 'when it fits', 'nuance'],
            },
          ],
          strong_answer:
            'Picks a real practice such as making everything a single page app, explains the evidence that changed their mind like poor load performance, and says where the practice still makes sense.',
          follow_up: 'How do you argue against a popular practice inside a team without sounding contrarian?',
        },
        {
          id: 'full-stack-developer-warmup-expert-05',
          text: 'How do you grow full stack engineers on your team who are strong on one side and weak on the other?',
          competency: 'Developing people',
          key_points: [
            'Assigns stretch work with support',
            'Uses pairing and review deliberately',
            'Sets visible goals and checks progress',
          ],
          concepts: [
            {
              name: 'Stretch assignments',
              synonyms: ['stretch', 'assign', 'ticket', 'feature in', 'opportunity'],
            },
            { name: 'Pairing and review', synonyms: ['pair', 'pairing', 'mentor', 'code review', 'shadow'] },
            { name: 'Growth goals', synonyms: ['goals', 'growth plan', 'one on one', 'career'] },
          ],
          strong_answer:
            'Describes giving scoped work on the weaker side with a pairing partner, reviewing closely at first then loosening, and tracking agreed goals in one-on-ones, with an example of someone who grew.',
          follow_up: 'How do you balance that growth against delivery pressure?',
        },
        {
          id: 'full-stack-developer-warmup-expert-06',
          text: 'What would you want to learn about our stack and team in your first month before proposing any big changes?',
          competency: 'Onboarding judgement',
          key_points: [
            'Listens before prescribing',
            'Looks at delivery pain points and incidents',
            'Understands team and business context',
            'Earns trust with small wins',
          ],
          concepts: [
            { name: 'Listening first', synonyms: ['listen', 'ask', 'one on ones', 'understand', 'shadow'] },
            {
              name: 'Pain points',
              synonyms: ['pain points', 'incidents', 'slow', 'bottleneck', 'deploy frequency', 'bugs'],
            },
            { name: 'Business context', synonyms: ['roadmap', 'priorities', 'goals', 'business goals'] },
            {
              name: 'Small wins',
              synonyms: ['quick wins', 'small wins', 'ship something', 'trust', 'credibility'],
            },
          ],
          strong_answer:
            'Plans to interview engineers and product, read the architecture and recent incidents, measure delivery pain, ship a few small fixes to earn trust, and only then propose changes tied to business goals.',
          follow_up: 'What signal would tell you a big change is actually needed?',
        },
        {
          id: 'full-stack-developer-warmup-expert-07',
          text: 'Which engineering bet you championed did not pay off, and what did you take from it?',
          competency: 'Reflection on judgement',
          key_points: [
            'Owns a real failed bet',
            'Explains why it seemed right at the time',
            'Describes how they recognised it failed',
            'States a lasting lesson',
          ],
          concepts: [
            {
              name: 'Ownership of failure',
              synonyms: ['i championed', 'my call', 'i pushed', 'my decision', 'mistake'],
            },
            { name: 'Original reasoning', synonyms: ['at the time', 'seemed', 'reasoning', 'assumed'] },
            {
              name: 'Recognising failure',
              synonyms: ['realised', 'signals', 'metrics', 'rolled back', 'stopped'],
            },
            { name: 'Lasting lesson', synonyms: ['now i', 'since then', 'changed how'] },
          ],
          strong_answer:
            'Owns a specific bet like adopting a new framework early, explains the reasoning, the signals that showed it failing, how they unwound it, and the lesson they now apply.',
          follow_up: 'How did you communicate that reversal to the team and stakeholders?',
        },
        {
          id: 'full-stack-developer-warmup-expert-08',
          text: 'How do you decide which new technologies your teams adopt and which ones they deliberately ignore?',
          competency: 'Technology strategy',
          key_points: [
            'Has an explicit evaluation process',
            'Considers maintenance, hiring and ecosystem maturity',
            'Limits the number of new technologies at once',
          ],
          concepts: [
            {
              name: 'Evaluation process',
              synonyms: ['rfc', 'proof of concept', 'spike', 'tech radar', 'evaluation'],
            },
            {
              name: 'Total cost',
              synonyms: ['maintenance', 'hiring', 'learning curve', 'support', 'long term'],
            },
            {
              name: 'Innovation budget',
              synonyms: ['innovation tokens', 'boring technology', 'limit', 'one at a time'],
            },
            {
              name: 'Ecosystem maturity',
              synonyms: ['community', 'mature', 'ecosystem', 'stable', 'adoption'],
            },
          ],
          strong_answer:
            'Describes a lightweight RFC or tech radar process, judging maturity, hiring and maintenance cost, and spending a small innovation budget on technologies that solve a real problem.',
          follow_up: 'Which technology have you said no to recently, and why?',
        },
      ],
    },
    Technical: {
      'Entry-Level': [
        {
          id: 'full-stack-developer-technical-entry-01',
          text: 'Walk me through what happens from the moment a user types a URL and presses enter until the page is interactive.',
          competency: 'Web fundamentals',
          misconceptions: [
            {
              said: 'the DNS lookup returns the whole HTML page straight from the nearest root server',
              truth:
                'DNS only turns the domain into an IP address; the HTML itself comes from the web server over HTTP.',
            },
            {
              said: 'the TLS handshake happens before TCP because the connection must be encrypted before any packets flow',
              truth:
                'TCP connects first, then the TLS handshake runs over that TCP connection, and only then is the HTTP request sent.',
            },
            {
              said: 'hydration runs on the web server, so the page is clickable the instant the HTML lands',
              truth:
                'Hydration runs in the browser after the JavaScript downloads and attaches event handlers; until then the page can look ready but ignore clicks.',
            },
          ],
          key_points: [
            'DNS lookup resolves the domain to an IP address',
            'TCP and TLS connection, then an HTTP request',
            'Server returns HTML which the browser parses',
            'CSS and JavaScript load, then render and hydrate',
          ],
          concepts: [
            { name: 'DNS resolution', synonyms: ['dns', 'domain name', 'ip address', 'resolve', 'lookup'] },
            { name: 'Connection setup', synonyms: ['tcp', 'tls', 'https', 'handshake', 'ssl'] },
            {
              name: 'HTTP request and response',
              synonyms: ['http request', 'get request', 'response', 'status code', 'server'],
            },
            { name: 'Parsing and rendering', synonyms: ['parse', 'dom', 'render', 'paint', 'layout', 'css'] },
            {
              name: 'JavaScript execution',
              synonyms: ['javascript', 'script', 'hydrate', 'hydration', 'bundle', 'interactive'],
            },
          ],
          strong_answer:
            'Covers DNS resolution, the TCP and TLS handshake, the HTTP request and server response, HTML parsing into the DOM, loading CSS and JavaScript, rendering, and the script execution that makes the page interactive.',
          follow_up: 'Which of those steps would you look at first if the page took five seconds to appear?',
        },
        {
          id: 'full-stack-developer-technical-entry-02',
          text: 'Your front end needs to create, read, update and delete tasks through an API. Which HTTP methods and status codes would you use, and why?',
          competency: 'REST API basics',
          misconceptions: [
            {
              said: 'i would use GET with query parameters for deletes because GET requests are simpler to call',
              truth:
                'Use DELETE for removal; GET must be safe, and crawlers, prefetching or retries could trigger a delete sent through GET.',
            },
            {
              said: 'a POST is idempotent, so a retried create request safely returns the same single task',
              truth:
                'POST is not idempotent; a retry can create a duplicate, so use an idempotency key or PUT to a client-chosen ID.',
            },
            {
              said: 'a failed validation should return 200 with an error flag in the body so clients handle it easily',
              truth:
                'Return a 4xx code such as 400 or 422 for bad input so clients, caches and monitoring recognise the failure.',
            },
          ],
          key_points: [
            'GET reads and must not change data',
            'POST creates, PUT replaces, PATCH partially updates',
            'Idempotency differs between methods',
            'Status code families: 2xx success, 4xx client error, 5xx server error',
          ],
          concepts: [
            {
              name: 'HTTP methods',
              synonyms: ['patch', 'verbs', 'get request', 'post request', 'http verbs', 'http methods'],
            },
            { name: 'Idempotency', synonyms: ['idempotent', 'safe', 'same result', 'repeat the request'] },
            {
              name: 'Success codes',
              synonyms: ['two hundred', '200', '201', 'created', 'no content', '204'],
            },
            {
              name: 'Client errors',
              synonyms: ['four hundred', '400', '404', 'not found', 'bad request', '401', '403', '422'],
            },
            { name: 'Server errors', synonyms: ['five hundred', '500', 'server error', 'internal error'] },
          ],
          strong_answer:
            'Explains that GET reads safely, POST creates, PUT replaces and PATCH partially updates, notes that GET, PUT and DELETE are idempotent, and maps outcomes to 200, 201, 400, 401, 404 and 500 style codes.',
          follow_up:
            'What status would you return when a user tries to edit a post they do not own, and why?',
        },
        {
          id: 'full-stack-developer-technical-entry-03',
          text: "How would you store a user's password, and what happens on the server when they log in?",
          competency: 'Authentication basics',
          misconceptions: [
            {
              said: 'i would hash passwords with SHA-256 because a fast hash keeps logins quick and secure',
              truth:
                'Fast hashes like SHA-256 let attackers test billions of guesses per second; use a deliberately slow hash such as bcrypt or argon2.',
            },
            {
              said: 'encrypting passwords with AES is best because we can decrypt them when a user forgets one',
              truth:
                'Passwords should be hashed one-way, not encrypted; a forgotten password is handled with a reset link that sets a new one.',
            },
            {
              said: 'the login error should tell users whether the email or the password was the wrong part',
              truth:
                'Saying which field was wrong lets attackers discover which emails have accounts; return one generic invalid-credentials message.',
            },
          ],
          key_points: [
            'Never store plain text; use a slow hash like bcrypt or argon2',
            'Each hash has a unique salt',
            'On login, hash and compare, then create a session or token',
            'Return a generic error and rate limit attempts',
          ],
          concepts: [
            {
              name: 'Password hashing',
              synonyms: ['hash', 'hashing', 'bcrypt', 'argon2', 'scrypt', 'never plain text'],
            },
            { name: 'Salt', synonyms: ['salt', 'salted', 'unique salt'] },
            { name: 'Credential comparison', synonyms: ['compare', 'verify', 'check the hash', 'matches'] },
            {
              name: 'Session or token issuance',
              synonyms: ['session', 'cookie', 'token', 'jwt', 'session id'],
            },
            {
              name: 'Brute-force protection',
              synonyms: ['rate limit', 'lockout', 'generic error', 'too many attempts'],
            },
          ],
          strong_answer:
            'Stores a salted bcrypt or argon2 hash, never the password; on login looks up the user, verifies the hash, then issues a session cookie or token, with generic error messages and rate limiting.',
          follow_up: 'Why is a fast hash like SHA-256 a poor choice for passwords?',
        },
        {
          id: 'full-stack-developer-technical-entry-04',
          text: 'What is the difference between cookies, local storage and session storage, and where would you keep an authentication token?',
          competency: 'Client-side storage and security',
          misconceptions: [
            {
              said: 'localStorage is the safest spot for the JWT because only my own scripts can read it',
              truth:
                'Any script running on your page, including injected XSS or a compromised dependency, can read localStorage; an HttpOnly cookie hides the token from JavaScript.',
            },
            {
              said: 'session storage is shared across all tabs and gets cleared only when the browser restarts',
              truth:
                'Session storage belongs to a single tab and is cleared when that tab closes; local storage is shared across tabs and persists.',
            },
            {
              said: 'the HttpOnly flag encrypts the cookie value so the token stays secret in transit',
              truth:
                'HttpOnly only hides the cookie from JavaScript; HTTPS with the Secure flag protects it in transit, and the value itself is not encrypted.',
            },
          ],
          key_points: [
            'Cookies are sent with requests automatically; storage APIs are not',
            'Local storage persists, session storage lasts for the tab',
            'JavaScript-readable storage is exposed to XSS',
            'Prefer an HttpOnly, Secure, SameSite cookie for auth',
          ],
          concepts: [
            { name: 'Cookies', synonyms: ['cookie', 'cookies', 'sent with every request', 'set cookie'] },
            {
              name: 'Web storage',
              synonyms: ['local storage', 'localstorage', 'session storage', 'sessionstorage'],
            },
            {
              name: 'XSS exposure',
              synonyms: ['xss', 'cross site scripting', 'javascript can read', 'injected script'],
            },
            {
              name: 'Cookie flags',
              synonyms: ['httponly', 'http only', 'secure flag', 'samesite', 'same site'],
            },
            { name: 'CSRF', synonyms: ['csrf', 'cross site request forgery', 'csrf token'] },
          ],
          strong_answer:
            'Explains lifetimes and that cookies travel with requests, notes that local storage is readable by any injected script, and recommends an HttpOnly, Secure, SameSite cookie with CSRF protection for auth.',
          follow_up: 'What does the SameSite attribute protect against, and what are its options?',
        },
        {
          id: 'full-stack-developer-technical-entry-05',
          text: 'Explain what CORS is and why your front end might get a CORS error when calling your own API.',
          competency: 'Browser security model',
          misconceptions: [
            {
              said: 'the CORS policy is a server-side firewall that stops curl and Postman from calling my API',
              truth:
                'CORS is enforced only by browsers; curl, Postman and server-to-server calls ignore it, so it is no substitute for authentication.',
            },
            {
              said: 'adding the Access-Control-Allow-Origin header to my fetch call in React fixes the CORS error',
              truth:
                'The API server must send Access-Control-Allow-Origin in its response; headers the front end adds to its own request cannot grant permission.',
            },
            {
              said: 'localhost:3000 and localhost:8080 count as one origin because the hostname is identical',
              truth:
                'An origin is scheme, host and port together, so localhost:3000 and localhost:8080 are different origins and need CORS headers.',
            },
          ],
          key_points: [
            'Browsers enforce same-origin policy',
            'Different port, domain or scheme is a different origin',
            'Server must send Access-Control-Allow-Origin headers',
            'Preflight OPTIONS requests for non-simple requests',
          ],
          concepts: [
            {
              name: 'Same-origin policy',
              synonyms: ['same origin', 'origin', 'different port', 'different domain'],
            },
            {
              name: 'CORS headers',
              synonyms: ['access control allow origin', 'allow origin', 'cors headers', 'allowed origins'],
            },
            { name: 'Preflight', synonyms: ['preflight', 'options request'] },
            {
              name: 'Server-side fix',
              synonyms: ['configure the server', 'cors middleware', 'proxy', 'whitelist', 'allow list'],
            },
          ],
          strong_answer:
            'Explains that the browser blocks cross-origin responses unless the server allows the origin, that localhost on a different port counts as another origin, and fixes it with server CORS headers or a dev proxy, not by disabling security.',
          follow_up: 'Why is setting the allowed origin to star a problem when you send cookies?',
        },
        {
          id: 'full-stack-developer-technical-entry-06',
          text: 'How would you design database tables for a simple blog with users, posts and comments?',
          competency: 'Data modelling',
          misconceptions: [
            {
              said: 'i would store all the comments as a comma-separated list inside a column on the posts table',
              truth:
                'Put comments in their own table with a post_id foreign key; a list in one column breaks querying, constraints and concurrent updates.',
            },
            {
              said: 'foreign keys automatically create indexes in every database, so lookups by post_id are always fast',
              truth:
                'Many databases, including PostgreSQL, do not index foreign key columns automatically; add indexes on post_id and user_id yourself.',
            },
            {
              said: "using the user's email address as the primary key is best because emails are naturally unique",
              truth:
                'Emails change and make long, costly foreign keys; use a surrogate ID as primary key and put a unique constraint on email.',
            },
          ],
          key_points: [
            'Separate tables with primary keys',
            'Foreign keys for one-to-many relations',
            'Indexes on the columns used for lookups',
            'Timestamps and sensible constraints',
          ],
          concepts: [
            { name: 'Primary keys', synonyms: ['primary key', 'id column', 'unique id', 'uuid'] },
            { name: 'Foreign keys', synonyms: ['foreign key', 'user id', 'post id', 'references'] },
            {
              name: 'One-to-many relationships',
              synonyms: ['one to many', 'has many', 'belongs to', 'relationship'],
            },
            { name: 'Indexes', synonyms: ['index', 'indexes', 'indices', 'faster lookup'] },
            { name: 'Constraints', synonyms: ['not null', 'unique', 'constraint', 'cascade', 'created at'] },
          ],
          strong_answer:
            'Proposes users, posts and comments tables with primary keys, posts referencing users and comments referencing both via foreign keys, indexes on those keys, and constraints like not null and unique email.',
          follow_up: 'How would you change the design if posts could have many tags?',
        },
        {
          id: 'full-stack-developer-technical-entry-07',
          text: "A search box on your site passes the user's text into a database query. What could go wrong, and how would you write that code safely?",
          competency: 'Web security',
          misconceptions: [
            {
              said: 'escaping single quotes with a replace function makes the concatenated SQL fully safe from injection',
              truth:
                'Hand-rolled escaping misses encodings and edge cases; use parameterised queries so the input is always sent as data, separate from the SQL.',
            },
            {
              said: 'front-end validation on the search box stops SQL injection because dangerous characters get blocked in the browser',
              truth:
                'Attackers can call the API directly and skip the browser, so protection must happen on the server with parameterised queries.',
            },
            {
              said: 'stored procedures are always immune to SQL injection, so calling one makes the search safe',
              truth:
                'A stored procedure that builds dynamic SQL by concatenating input is still injectable; bind parameters inside it too.',
            },
          ],
          key_points: [
            'Untrusted input concatenated into SQL changes the query',
            'Use parameterised queries or prepared statements',
            'ORMs and query builders help but raw queries need care',
            'Validate input and use least-privilege database users',
          ],
          concepts: [
            {
              name: 'Injection mechanism',
              synonyms: ['concatenate', 'string building', 'user input', 'untrusted input'],
            },
            {
              name: 'Parameterised queries',
              synonyms: [
                'parameterized',
                'parameterised',
                'prepared statement',
                'placeholders',
                'bind parameters',
              ],
            },
            {
              name: 'ORM or query builder',
              synonyms: ['orm', 'query builder', 'prisma', 'sequelize', 'knex', 'hibernate'],
            },
            {
              name: 'Defence in depth',
              synonyms: ['validate', 'validation', 'least privilege', 'permissions', 'escape'],
            },
          ],
          strong_answer:
            'Explains that concatenating user input into SQL lets an attacker change the query, and prevents it with parameterised queries or an ORM, plus input validation and a least-privilege database account.',
          follow_up: 'Where can an ORM still leave you open to injection?',
        },
        {
          id: 'full-stack-developer-technical-entry-08',
          text: 'How would you test a small feature like a signup form with an API behind it?',
          competency: 'Testing fundamentals',
          misconceptions: [
            {
              said: 'browser end-to-end tests are the best way to check every single validation rule on the form',
              truth:
                'Check each validation rule with fast unit tests; keep only a few end-to-end tests for the main path because they are slow and flaky.',
            },
            {
              said: 'mocking the database in every API test proves the duplicate email check really works',
              truth:
                'A duplicate-email check usually relies on a unique constraint, so test the endpoint against a real test database to prove it.',
            },
            {
              said: 'reaching 100 percent code coverage means the signup feature is fully tested and bug-free',
              truth:
                'Coverage only shows which lines ran, not that behaviour is correct; you still need meaningful assertions and error-case tests.',
            },
          ],
          key_points: [
            'Unit tests for validation logic',
            'Integration test of the API endpoint with a database',
            'A small number of end-to-end tests for the main path',
            'Covers error cases like duplicate email',
          ],
          concepts: [
            { name: 'Unit tests', synonyms: ['unit test', 'unit tests', 'jest', 'vitest', 'pytest'] },
            {
              name: 'Integration tests',
              synonyms: ['integration test', 'api test', 'supertest', 'test database'],
            },
            {
              name: 'End-to-end tests',
              synonyms: ['end to end', 'e2e', 'playwright', 'cypress', 'browser test'],
            },
            { name: 'Testing pyramid', synonyms: ['pyramid', 'more unit tests', 'fewer end to end'] },
            {
              name: 'Error cases',
              synonyms: ['duplicate email', 'invalid', 'edge case', 'error case', 'validation error'],
            },
          ],
          strong_answer:
            'Describes unit tests for validation rules, an integration test that posts to the signup endpoint against a real test database, one end-to-end browser test for the happy path, and tests for errors such as duplicate email.',
          follow_up: 'Why not just write end-to-end tests for everything?',
        },
      ],
      Professional: [
        {
          id: 'full-stack-developer-technical-professional-01',
          text: 'How do you decide between server-side rendering, static generation and client-side rendering for a given page?',
          competency: 'Rendering strategy',
          misconceptions: [
            {
              said: 'static generation is the right choice for personalised dashboards because prebuilt pages are always fastest',
              truth:
                'Static pages are built once for everyone, so per-user dashboards need server or client rendering; use static generation for shared, rarely changing content.',
            },
            {
              said: 'client-rendered pages are completely invisible to google, since crawlers only read the raw HTML',
              truth:
                'Google can render JavaScript, but with delays and limits; server or static HTML makes indexing faster and more reliable, especially for other crawlers.',
            },
            {
              said: 'server-side rendering removes hydration cost entirely, since the page arrives fully interactive from the server',
              truth:
                'SSR sends ready HTML, but the browser still downloads and runs JavaScript to hydrate it before the page responds to input.',
            },
          ],
          key_points: [
            'Considers data freshness and personalisation',
            'Considers SEO and first-load performance',
            'Weighs server cost and caching options',
            'Accounts for hydration cost and interactivity',
          ],
          concepts: [
            {
              name: 'Server-side rendering',
              synonyms: ['ssr', 'server side rendering', 'server rendered', 'server components'],
            },
            {
              name: 'Static generation',
              synonyms: ['ssg', 'static', 'pre render', 'prerender', 'build time', 'incremental static'],
            },
            { name: 'Client-side rendering', synonyms: ['csr', 'client side', 'single page app', 'spa'] },
            {
              name: 'SEO and first load',
              synonyms: ['seo', 'search engines', 'first contentful paint', 'lcp', 'time to first byte'],
            },
            { name: 'Hydration', synonyms: ['hydration', 'hydrate', 'javascript bundle', 'interactivity'] },
            {
              name: 'Data freshness',
              synonyms: ['fresh', 'personalised', 'personalized', 'dynamic', 'changes often'],
            },
          ],
          strong_answer:
            'Chooses per page: static generation for public content that rarely changes, SSR for SEO-relevant or personalised pages needing fresh data, CSR for authenticated, highly interactive views, weighing hydration and server cost.',
          follow_up:
            'How would you render a product page whose price changes every minute but needs good SEO?',
        },
        {
          id: 'full-stack-developer-technical-professional-02',
          text: 'How do you keep the API contract between your front end and back end in sync as both evolve?',
          competency: 'API contracts',
          misconceptions: [
            {
              said: 'keeping the front end and back end in one repository guarantees the API contract stays in sync',
              truth:
                'A monorepo makes sharing easier, but only generated or shared types plus contract tests in CI actually catch mismatches.',
            },
            {
              said: 'renaming a response field is safe as long as we update the front end in the same release',
              truth:
                'Old browser tabs, cached bundles and mobile apps keep running old code, so add the new field alongside the old one and remove it later.',
            },
            {
              said: "the TypeScript interfaces on the front end check the server's responses at runtime, so bad data gets caught",
              truth:
                'TypeScript types disappear at compile time; validate responses at runtime with a schema library such as Zod if you need that guarantee.',
            },
          ],
          key_points: [
            'A single source of truth for the schema',
            'Generated or shared types on both sides',
            'Contract tests in CI',
            'Additive, backward-compatible changes and versioning',
          ],
          concepts: [
            {
              name: 'Schema as source of truth',
              synonyms: ['openapi', 'swagger', 'graphql schema', 'json schema', 'zod', 'protobuf'],
            },
            {
              name: 'Shared or generated types',
              synonyms: ['codegen', 'generated types', 'shared types', 'typescript types', 'trpc'],
            },
            {
              name: 'Contract testing',
              synonyms: ['contract test', 'pact', 'consumer driven', 'schema validation in ci'],
            },
            {
              name: 'Backward compatibility',
              synonyms: [
                'backward compatible',
                'backwards compatible',
                'additive',
                'deprecate',
                'versioning',
              ],
            },
          ],
          strong_answer:
            'Keeps an OpenAPI or shared schema as the source of truth, generates client types from it, runs contract tests in CI, and evolves the API additively with deprecation instead of breaking changes.',
          follow_up: 'How do you handle a breaking change when old mobile clients are still in the wild?',
        },
        {
          id: 'full-stack-developer-technical-professional-03',
          text: 'Compare session-based authentication with JSON web tokens. When would you choose each for a web app?',
          competency: 'Authentication design',
          misconceptions: [
            {
              said: "a JWT is encrypted, so it's safe to put private user data like home addresses in the payload",
              truth:
                'A standard signed JWT is only base64url-encoded, so anyone holding it can read the payload; keep sensitive data out of it.',
            },
            {
              said: 'logging out deletes the JWT on the server, so a stolen token stops working immediately',
              truth:
                'A stateless JWT stays valid until it expires; revoke early with short lifetimes, a denylist or by revoking the refresh token.',
            },
            {
              said: 'session cookies are fully immune to CSRF attacks because the session data stays on the server',
              truth:
                'Browsers attach cookies automatically, so cookie sessions need SameSite settings and CSRF tokens to block forged cross-site requests.',
            },
          ],
          key_points: [
            'Sessions are server state and easy to revoke',
            'JWTs are stateless but hard to revoke before expiry',
            'Short-lived access tokens with refresh tokens',
            'Storage choice affects XSS and CSRF exposure',
          ],
          concepts: [
            {
              name: 'Server sessions',
              synonyms: ['session', 'session id', 'session store', 'redis', 'server side state'],
            },
            {
              name: 'JSON web tokens',
              synonyms: ['jwt', 'json web token', 'bearer token', 'stateless', 'signed token'],
            },
            {
              name: 'Revocation',
              synonyms: ['revoke', 'revocation', 'logout', 'invalidate', 'deny list', 'blacklist'],
            },
            {
              name: 'Refresh tokens',
              synonyms: ['refresh token', 'short lived', 'expiry', 'rotation', 'access token'],
            },
            {
              name: 'Token storage risks',
              synonyms: ['httponly', 'http only', 'xss', 'csrf', 'local storage'],
            },
          ],
          strong_answer:
            'Prefers server sessions in HttpOnly cookies for a first-party web app because they are simple to revoke, and uses short-lived JWTs with rotating refresh tokens when several services or clients must verify identity without a shared store.',
          follow_up:
            'A user reports their account was compromised. How do you log them out everywhere in each model?',
        },
        {
          id: 'full-stack-developer-technical-professional-04',
          text: 'An endpoint that returns orders with their line items has become slow. How would you find and fix the problem?',
          competency: 'Database performance',
          misconceptions: [
            {
              said: "i'd add more server memory and CPU first, since slow endpoints are usually a hardware problem",
              truth:
                'Measure first with query logs, APM or EXPLAIN; slow endpoints usually come from N+1 queries or missing indexes, which bigger hardware rarely fixes.',
            },
            {
              said: 'the ORM batches related queries automatically, so loading line items for every order costs one query',
              truth:
                'Most ORMs load relations lazily, firing one query per order; use eager loading or a join to fetch all line items together.',
            },
            {
              said: 'select star is fine because the database reads whole rows anyway, so extra columns cost nothing',
              truth:
                'Extra columns add disk reads, network transfer and serialisation and prevent index-only scans; select only the fields the endpoint needs.',
            },
          ],
          key_points: [
            'Measures first with query logs, APM or EXPLAIN',
            'Spots N plus one queries from the ORM',
            'Adds the right indexes',
            'Paginates and selects only needed columns',
          ],
          concepts: [
            {
              name: 'Measurement',
              synonyms: ['profile', 'apm', 'query log', 'slow query log', 'tracing', 'measure'],
            },
            {
              name: 'N plus one queries',
              synonyms: ['n plus one', 'n+1', 'one query per', 'too many queries', 'eager loading', 'join'],
            },
            {
              name: 'Query plan',
              synonyms: ['explain', 'explain analyze', 'query plan', 'full table scan', 'sequential scan'],
            },
            { name: 'Indexing', synonyms: ['index', 'composite index', 'foreign key index', 'indexes'] },
            { name: 'Pagination', synonyms: ['pagination', 'paginate', 'limit', 'cursor', 'page size'] },
          ],
          strong_answer:
            'Traces the request to see query count and time, finds an N plus one pattern and replaces it with a join or eager load, checks EXPLAIN for a missing index on order id, and adds cursor pagination.',
          follow_up: 'When would you denormalise or cache instead of optimising the query?',
        },
        {
          id: 'full-stack-developer-technical-professional-05',
          text: 'Where would you add caching in a typical web application, and how do you handle invalidation at each layer?',
          competency: 'Caching strategy',
          misconceptions: [
            {
              said: 'an ETag makes the browser skip the request entirely until the resource changes on the server',
              truth:
                'With an ETag the browser still sends a conditional request; the server answers 304 if unchanged, saving the body but not the round trip.',
            },
            {
              said: "a CDN is a great place to cache personalised API responses like each user's shopping cart",
              truth:
                "Shared caches like CDNs can serve one user's data to another; mark personal responses private or keep them off the CDN.",
            },
            {
              said: 'the Redis cache stays strongly consistent with the database because Redis updates itself whenever rows change',
              truth:
                'Redis knows nothing about your database; your code must delete or update keys on write, or rely on TTLs and accept some staleness.',
            },
          ],
          key_points: [
            'Browser cache via Cache-Control and ETags',
            'CDN caching for static and public content',
            'Application cache such as Redis for expensive reads',
            'Invalidation by TTL, versioned keys or events on write',
          ],
          concepts: [
            {
              name: 'HTTP caching',
              synonyms: ['cache control', 'etag', 'max age', 'browser cache', 'stale while revalidate'],
            },
            { name: 'CDN', synonyms: ['cdn', 'edge', 'cloudfront', 'cloudflare', 'fastly'] },
            {
              name: 'Application cache',
              synonyms: ['redis', 'memcached', 'in memory cache', 'cache aside', 'server cache'],
            },
            {
              name: 'Invalidation',
              synonyms: [
                'invalidate',
                'invalidation',
                'ttl',
                'expire',
                'purge',
                'cache busting',
                'versioned keys',
              ],
            },
            {
              name: 'Client data cache',
              synonyms: ['react query', 'tanstack query', 'swr', 'apollo cache', 'client cache'],
            },
          ],
          strong_answer:
            'Layers caching: immutable hashed assets on the CDN, Cache-Control and ETags for API responses, Redis cache-aside for expensive queries, and a client data cache, invalidating with TTLs, versioned keys and purges on write.',
          follow_up: 'How would you stop a cache stampede when a popular key expires?',
        },
        {
          id: 'full-stack-developer-technical-professional-06',
          text: 'How do you roll out a database schema change without downtime while old and new versions of the app run side by side?',
          competency: 'Safe migrations',
          misconceptions: [
            {
              said: 'renaming the column in one migration is safe because the ALTER runs inside a transaction',
              truth:
                'Running old code still uses the old name; add the new column, write to both, backfill, then drop the old one once nothing reads it.',
            },
            {
              said: 'a single huge UPDATE to backfill every row is safest because it finishes in one atomic step',
              truth:
                'One giant UPDATE can lock tables, bloat logs and lag replicas; backfill in small batches that can pause and resume.',
            },
            {
              said: 'running migrations at app startup in every instance keeps the schema and code perfectly in sync',
              truth:
                'Many instances racing to migrate cause locks and conflicts; run each migration once as a separate, controlled deploy step.',
            },
          ],
          key_points: [
            'Expand then contract in separate deploys',
            'New columns nullable or with defaults first',
            'Backfill in batches',
            'Remove old columns only after no code reads them',
          ],
          concepts: [
            {
              name: 'Expand and contract',
              synonyms: ['expand and contract', 'parallel change', 'two phase', 'multiple deploys'],
            },
            {
              name: 'Backward-compatible migration',
              synonyms: [
                'backward compatible',
                'backwards compatible',
                'nullable',
                'default value',
                'additive',
              ],
            },
            { name: 'Backfill', synonyms: ['backfill', 'batches', 'batch job', 'migrate existing data'] },
            { name: 'Dual writes', synonyms: ['dual write', 'write to both', 'sync both columns'] },
            {
              name: 'Locking risk',
              synonyms: ['lock', 'table lock', 'concurrently', 'long running migration'],
            },
          ],
          strong_answer:
            'Uses expand and contract: add the new column as nullable, deploy code that writes both, backfill in batches, switch reads, then drop the old column in a later release, avoiding long table locks.',
          follow_up: 'How would you rename a column on a table with a hundred million rows?',
        },
        {
          id: 'full-stack-developer-technical-professional-07',
          text: 'How do you handle validation and error messages consistently across the client and the server?',
          competency: 'Validation and error design',
          misconceptions: [
            {
              said: 'client-side validation is enough, since the form blocks bad input before it ever reaches the API',
              truth:
                'Anyone can bypass the form and call the API directly, so the server must validate everything and have the final say.',
            },
            {
              said: 'returning the raw exception message and stack trace helps users understand exactly what went wrong',
              truth:
                'Stack traces leak internals and confuse users; return a structured error with a code, field details and a friendly message, and log the trace.',
            },
            {
              said: 'every validation failure should return a 500 status so the client knows something broke',
              truth:
                'Validation failures are client errors, so return 400 or 422 with field-level details; 500 means the server itself failed.',
            },
          ],
          key_points: [
            'Server is authoritative; client validation is for experience',
            'Shared schema where possible',
            'Structured error responses with field-level details',
            'Correct status codes and user-friendly messages',
          ],
          concepts: [
            {
              name: 'Server authority',
              synonyms: [
                'never trust the client',
                'server validates',
                'authoritative',
                'server side validation',
              ],
            },
            { name: 'Shared schema', synonyms: ['shared schema', 'zod', 'yup', 'json schema', 'same rules'] },
            {
              name: 'Structured errors',
              synonyms: ['error format', 'field errors', 'error code', 'problem details', 'error object'],
            },
            { name: 'Status codes', synonyms: ['400', '422', 'bad request', 'unprocessable', 'status code'] },
            {
              name: 'User-facing messages',
              synonyms: ['inline errors', 'message', 'accessible', 'next to the field', 'user friendly'],
            },
          ],
          strong_answer:
            'Defines rules once in a shared schema, validates on the client for fast feedback and always on the server, returns a 400 or 422 with field-level error codes, and maps them to clear inline messages.',
          follow_up: 'How do you show an error that only the server can detect, like an email already taken?',
        },
        {
          id: 'full-stack-developer-technical-professional-08',
          text: 'A user says the app feels slow, but your server metrics look fine. How do you investigate?',
          competency: 'Front-end performance',
          misconceptions: [
            {
              said: "if the server metrics are healthy, the slowness is always just the user's own wifi connection",
              truth:
                'Slowness often comes from the front end: large bundles, long main-thread tasks, re-renders or third-party scripts, so check real user data first.',
            },
            {
              said: 'a good Lighthouse score on my laptop proves real users get a fast experience too',
              truth:
                'Lighthouse is a lab test on one machine; real users have slower phones and networks, so rely on field data from real user monitoring.',
            },
            {
              said: 'moving heavy work into more useEffect hooks makes it run off the main thread',
              truth:
                'Effects still run on the main thread after render; move heavy work to a web worker, split it into chunks or avoid it.',
            },
          ],
          key_points: [
            'Uses real user monitoring and Core Web Vitals',
            'Checks bundle size and network waterfall',
            'Looks for main-thread work and re-renders',
            'Considers device, network and third-party scripts',
          ],
          concepts: [
            {
              name: 'Real user monitoring',
              synonyms: ['rum', 'real user monitoring', 'field data', 'analytics', 'sentry'],
            },
            {
              name: 'Core Web Vitals',
              synonyms: [
                'core web vitals',
                'lcp',
                'inp',
                'cls',
                'largest contentful paint',
                'interaction to next paint',
              ],
            },
            {
              name: 'Bundle size',
              synonyms: ['bundle', 'code splitting', 'lazy load', 'tree shaking', 'javascript size'],
            },
            {
              name: 'Profiling',
              synonyms: [
                'lighthouse',
                'performance tab',
                'profiler',
                'waterfall',
                'main thread',
                'long tasks',
              ],
            },
            {
              name: 'Client conditions',
              synonyms: ['slow device', 'mobile', '3g', 'network throttling', 'third party scripts'],
            },
          ],
          strong_answer:
            'Checks real user data for slow Core Web Vitals on specific devices, profiles with the performance tab to find long main-thread tasks and request waterfalls, and fixes with code splitting, fewer third-party scripts and less re-rendering.',
          follow_up: 'How would you stop that regression from coming back?',
        },
      ],
      Expert: [
        {
          id: 'full-stack-developer-technical-expert-01',
          text: "How would you architect a multi-tenant SaaS application so that one tenant's data and load never affect another?",
          competency: 'Multi-tenant architecture',
          misconceptions: [
            {
              said: 'a database per tenant is always the cheapest and easiest option to operate at thousands of tenants',
              truth:
                'Thousands of databases mean heavy migration, connection and monitoring overhead; shared schemas are cheaper, with dedicated databases for large or regulated tenants.',
            },
            {
              said: "autoscaling handles noisy neighbours by itself because extra servers absorb any tenant's spike",
              truth:
                'Autoscaling lags and a shared database still saturates; use per-tenant quotas, rate limits and fair queuing to contain heavy tenants.',
            },
          ],
          key_points: [
            'Compares shared schema, schema per tenant and database per tenant',
            'Enforces isolation in the data layer, not just the app',
            'Handles noisy neighbours with quotas and rate limits',
            'Plans for large tenants to move to dedicated resources',
          ],
          concepts: [
            {
              name: 'Tenancy models',
              synonyms: [
                'tenant id',
                'shared schema',
                'schema per tenant',
                'database per tenant',
                'silo',
                'pool',
              ],
            },
            {
              name: 'Data isolation',
              synonyms: ['row level security', 'rls', 'isolation', 'scoped queries', 'tenant filter'],
            },
            {
              name: 'Noisy neighbour',
              synonyms: [
                'noisy neighbor',
                'noisy neighbour',
                'rate limit',
                'quota',
                'fair share',
                'throttle',
              ],
            },
            {
              name: 'Tenant placement',
              synonyms: ['sharding', 'shard', 'dedicated', 'cell', 'move tenants'],
            },
            {
              name: 'Per-tenant observability',
              synonyms: ['per tenant metrics', 'tenant tags', 'usage tracking', 'cost per tenant'],
            },
          ],
          strong_answer:
            'Starts with a pooled model keyed by tenant id enforced by row-level security, adds per-tenant rate limits and quotas with per-tenant metrics, and supports sharding or dedicated cells for large or regulated tenants.',
          follow_up:
            'How would you migrate a large tenant from the shared database to its own without downtime?',
        },
        {
          id: 'full-stack-developer-technical-expert-02',
          text: "Your monolith's releases are slow and risky. How would you decide whether and how to break it apart?",
          competency: 'Architecture evolution',
          misconceptions: [
            {
              said: 'microservices automatically make releases faster and safer, so splitting everything at once is the best move',
              truth:
                'Microservices add network, data and operations complexity; find the real bottleneck first and migrate piece by piece, since big-bang rewrites are risky.',
            },
            {
              said: 'the cleanest split is one service per database table, so each table gets its own team',
              truth:
                'Split along business domains and team ownership; a service per table creates chatty calls and distributed transactions for simple operations.',
            },
            {
              said: "the new services can keep sharing the monolith's database and still be fully decoupled",
              truth:
                'A shared database couples services through its schema; each service should own its data and expose it through an API or events.',
            },
          ],
          key_points: [
            'Diagnoses the real bottleneck before splitting',
            'Considers a modular monolith first',
            'Draws boundaries along domains and team ownership',
            'Migrates incrementally with the strangler fig pattern',
          ],
          concepts: [
            {
              name: 'Diagnosis',
              synonyms: [
                'root cause',
                'build time',
                'test suite',
                'coupling',
                'deploy frequency',
                'bottleneck',
              ],
            },
            {
              name: 'Modular monolith',
              synonyms: ['modular monolith', 'modules', 'boundaries in code', 'packages'],
            },
            {
              name: 'Domain boundaries',
              synonyms: ['bounded context', 'domain driven', 'domains', 'team ownership', 'conway'],
            },
            {
              name: 'Incremental migration',
              synonyms: ['strangler fig', 'strangler', 'incremental', 'extract one service'],
            },
            {
              name: 'Cost of distribution',
              synonyms: ['network calls', 'distributed', 'operational overhead', 'latency', 'consistency'],
            },
          ],
          strong_answer:
            'First measures why releases are slow, often fixing tests and coupling within a modular monolith; only where team ownership and scaling needs justify it, extracts services along domain boundaries using the strangler pattern.',
          follow_up: 'What would make you stop a service extraction halfway?',
        },
        {
          id: 'full-stack-developer-technical-expert-03',
          text: 'Design live collaborative editing, like comments and cursors on a shared document, for a hundred thousand concurrent users.',
          competency: 'Real-time system design',
          misconceptions: [
            {
              said: 'a last-write-wins timestamp on the whole document is enough to merge concurrent edits correctly',
              truth:
                "Whole-document last-write-wins silently throws away other people's edits; use CRDTs or operational transforms to merge concurrent changes.",
            },
            {
              said: 'short HTTP polling every second scales better than WebSockets for a hundred thousand users',
              truth:
                'Polling at that scale floods servers with mostly empty requests; persistent WebSockets or server-sent events push only changes, with far less overhead.',
            },
            {
              said: 'one big WebSocket server with lots of RAM can hold every connection, so pub-sub is unnecessary',
              truth:
                'One server is a bottleneck and a single point of failure; scale connection servers horizontally and fan out updates through pub-sub.',
            },
          ],
          key_points: [
            'Persistent connections via WebSockets or server-sent events',
            'Horizontally scaled connection servers with pub-sub fan-out',
            'Conflict resolution with CRDTs or operational transforms',
            'Reconnection, presence and backpressure handling',
          ],
          concepts: [
            {
              name: 'Persistent connections',
              synonyms: ['websocket', 'websockets', 'server sent events', 'sse', 'long polling'],
            },
            {
              name: 'Fan-out',
              synonyms: ['pub sub', 'pubsub', 'redis', 'kafka', 'nats', 'broadcast', 'fan out'],
            },
            {
              name: 'Conflict resolution',
              synonyms: ['crdt', 'operational transform', 'ot', 'yjs', 'merge', 'last write wins'],
            },
            {
              name: 'Connection scaling',
              synonyms: [
                'sticky sessions',
                'horizontal',
                'connection servers',
                'load balancer',
                'shard by document',
              ],
            },
            {
              name: 'Reconnection and presence',
              synonyms: ['reconnect', 'presence', 'heartbeat', 'backpressure', 'offline'],
            },
          ],
          strong_answer:
            'Uses WebSocket gateways sharded by document with Redis or Kafka fan-out, CRDTs for merging edits, ephemeral presence kept separate from durable document state, and heartbeats, reconnection with resync, and backpressure.',
          follow_up:
            'How would you persist document history without writing every keystroke to the database?',
        },
        {
          id: 'full-stack-developer-technical-expert-04',
          text: 'How would you design authentication and authorisation for a web app, a mobile app and several back-end services?',
          competency: 'Identity architecture',
          misconceptions: [
            {
              said: 'the mobile app can safely embed the client secret, because compiled app code keeps it hidden',
              truth:
                'App binaries can be decompiled, so mobile apps are public clients and should use the authorization code flow with PKCE instead of a secret.',
            },
            {
              said: 'the implicit flow is the recommended way for the web app to get its access tokens',
              truth:
                'The implicit flow is deprecated; use authorization code with PKCE, ideally through a backend-for-frontend that keeps tokens on the server.',
            },
            {
              said: "back-end services inside the private network can trust each other's calls and skip authentication entirely",
              truth:
                'Assume the network can be breached; give each service its own identity with mTLS or client-credential tokens and check permissions on every call.',
            },
          ],
          key_points: [
            'Central identity provider using OpenID Connect',
            'Short-lived access tokens and refresh tokens per client type',
            'Backend-for-frontend keeps tokens out of the browser',
            'Authorisation model with roles or attributes enforced in services',
            'Service-to-service identity',
          ],
          concepts: [
            {
              name: 'OpenID Connect',
              synonyms: [
                'oidc',
                'openid connect',
                'oauth',
                'o auth',
                'identity provider',
                'auth0',
                'keycloak',
              ],
            },
            {
              name: 'Token lifecycle',
              synonyms: ['access token', 'refresh token', 'short lived', 'pkce', 'rotation'],
            },
            {
              name: 'Backend for frontend',
              synonyms: ['bff', 'backend for frontend', 'token handler', 'gateway'],
            },
            {
              name: 'Authorisation model',
              synonyms: ['rbac', 'role based', 'abac', 'permissions', 'scopes', 'policy'],
            },
            {
              name: 'Service identity',
              synonyms: ['mtls', 'mutual tls', 'service account', 'client credentials', 'service to service'],
            },
          ],
          strong_answer:
            'Centralises login in an OIDC provider, uses PKCE for mobile, a backend-for-frontend with HttpOnly cookies for the web, short-lived scoped tokens validated by each service, fine-grained permissions checked close to the data, and mTLS or client credentials between services.',
          follow_up: 'Where should authorisation decisions live so they stay consistent across services?',
        },
        {
          id: 'full-stack-developer-technical-expert-05',
          text: 'How do you set a performance budget for a large web product and stop dozens of teams from regressing it?',
          competency: 'Performance governance',
          misconceptions: [
            {
              said: 'the average page load time across all users is the best metric to set the budget on',
              truth:
                'Averages hide the slow experiences; set budgets on user-centric metrics like LCP, INP and CLS at the 75th percentile.',
            },
            {
              said: 'a quarterly manual performance audit by one central team is enough to stop regressions',
              truth:
                'Manual audits catch regressions months late; automated CI checks should block them at merge, backed by per-team dashboards and ownership.',
            },
            {
              said: 'measuring the budget on fast office machines and wired networks gives the most accurate numbers',
              truth:
                'Test on representative mid-range phones and throttled networks and watch field data, because that is what many real users have.',
            },
          ],
          key_points: [
            'Budgets tied to user-centric metrics at the seventy-fifth percentile',
            'Automated checks in CI that block regressions',
            'Real user monitoring dashboards per team',
            'Clear ownership and an exception process',
          ],
          concepts: [
            { name: 'Performance budget', synonyms: ['budget', 'bundle budget', 'size limit', 'threshold'] },
            {
              name: 'User-centric metrics',
              synonyms: ['core web vitals', 'lcp', 'inp', 'p75', 'seventy fifth percentile', 'percentile'],
            },
            {
              name: 'CI enforcement',
              synonyms: ['lighthouse ci', 'ci check', 'block the merge', 'fail the build', 'bundle analysis'],
            },
            {
              name: 'Real user monitoring',
              synonyms: ['rum', 'real user monitoring', 'field data', 'dashboards'],
            },
            {
              name: 'Ownership',
              synonyms: ['owner', 'ownership', 'per team', 'accountable', 'exception process'],
            },
          ],
          strong_answer:
            'Sets budgets on Core Web Vitals at p75 and per-route JavaScript size, enforces them with CI checks that fail builds, tracks field data per team with clear ownership, and runs a lightweight exception process.',
          follow_up:
            'What do you do when the biggest regression comes from a business-critical third-party script?',
        },
        {
          id: 'full-stack-developer-technical-expert-06',
          text: 'Several clients, web, mobile and partners, need data from many services. Would you build a GraphQL layer or a backend for frontend, and what risks would you guard against?',
          competency: 'API aggregation design',
          misconceptions: [
            {
              said: 'a GraphQL layer automatically solves the N plus one problem, since everything arrives in a single query',
              truth:
                'One GraphQL query can trigger many resolver calls; use DataLoader-style batching and caching to avoid N plus one backend calls.',
            },
            {
              said: 'our GraphQL responses cache in CDNs just like REST because every query is sent as a GET',
              truth:
                'GraphQL usually sends POST requests to one endpoint, so HTTP caching needs persisted queries or GET support, plus client and server caching.',
            },
            {
              said: "exposing introspection and unlimited nesting to partners is fine because GraphQL checks each query's cost itself",
              truth:
                'GraphQL has no built-in cost limit; add depth and complexity limits, timeouts and persisted queries, and consider disabling public introspection.',
            },
          ],
          key_points: [
            'Compares GraphQL gateway with per-client BFFs',
            'Guards against N plus one with batching',
            'Limits query cost and depth',
            'Handles caching and schema governance',
          ],
          concepts: [
            {
              name: 'GraphQL',
              synonyms: ['graphql', 'federation', 'apollo', 'schema stitching', 'resolvers'],
            },
            {
              name: 'Backend for frontend',
              synonyms: ['bff', 'backend for frontend', 'per client api', 'aggregation layer'],
            },
            { name: 'Batching', synonyms: ['dataloader', 'data loader', 'batching', 'n plus one'] },
            {
              name: 'Query cost limits',
              synonyms: [
                'query depth',
                'complexity limit',
                'cost analysis',
                'persisted queries',
                'rate limit',
              ],
            },
            {
              name: 'Schema governance',
              synonyms: ['governance', 'schema review', 'breaking changes', 'deprecation', 'ownership'],
            },
          ],
          strong_answer:
            'Weighs GraphQL federation, good for many varied clients, against thin BFFs per client, and guards against N plus one with DataLoader, abusive queries with depth limits and persisted queries, and drift with schema review.',
          follow_up: 'How would you cache responses when every client asks for a different shape of data?',
        },
        {
          id: 'full-stack-developer-technical-expert-07',
          text: 'How would you design a testing strategy for a product that deploys to production dozens of times a day?',
          competency: 'Test strategy at scale',
          misconceptions: [
            {
              said: 'the safest approach is a huge end-to-end suite covering every user journey before each deploy',
              truth:
                'Big end-to-end suites are slow and flaky at dozens of deploys a day; put most coverage in unit, integration and contract tests.',
            },
            {
              said: 'flaky tests are fine as long as we add automatic retries everywhere until they pass',
              truth:
                'Blind retries hide real bugs and erode trust in the suite; quarantine flaky tests, track them and fix or delete them quickly.',
            },
            {
              said: 'feature flags replace most testing, because we can just switch a broken feature off in production',
              truth:
                'Flags limit the blast radius but catch no bugs; you still need automated tests before deploy and checks in production after.',
            },
          ],
          key_points: [
            'Fast unit and integration layers carry most coverage',
            'Contract tests between services and clients',
            'Few, stable end-to-end tests with flake management',
            'Preview environments, feature flags and production checks',
          ],
          concepts: [
            {
              name: 'Test layering',
              synonyms: ['pyramid', 'testing trophy', 'unit', 'integration', 'layers'],
            },
            {
              name: 'Contract tests',
              synonyms: ['contract test', 'pact', 'consumer driven', 'schema check'],
            },
            { name: 'Flaky tests', synonyms: ['flaky', 'flake', 'quarantine', 'retry', 'deterministic'] },
            {
              name: 'Preview environments',
              synonyms: ['preview environment', 'ephemeral environment', 'review app', 'staging'],
            },
            {
              name: 'Testing in production',
              synonyms: ['feature flag', 'canary', 'synthetic monitoring', 'smoke test', 'observability'],
            },
          ],
          strong_answer:
            'Keeps most coverage in fast unit and integration tests, adds contract tests at service boundaries, a small quarantined-when-flaky end-to-end suite, preview environments per change, and feature flags, canaries and synthetic checks in production.',
          follow_up: 'How do you decide when a bug should produce a new end-to-end test?',
        },
        {
          id: 'full-stack-developer-technical-expert-08',
          text: 'How would you design offline support and data sync for a web app used by field workers with unreliable connections?',
          competency: 'Offline-first design',
          misconceptions: [
            {
              said: 'local storage is the best offline store because it holds unlimited structured records',
              truth:
                'The localStorage API is small, synchronous and stores only strings; IndexedDB handles larger structured data and queued changes asynchronously.',
            },
            {
              said: 'the service worker keeps running in the background forever, syncing data whenever it wants',
              truth:
                'Browsers stop idle service workers; sync happens on events such as Background Sync or while the app is open, so design for that.',
            },
            {
              said: 'replaying queued writes is always safe because the server ignores duplicate requests on its own',
              truth:
                'Servers accept duplicates unless designed otherwise; send an idempotency key or client-generated ID so each replayed write applies once.',
            },
          ],
          key_points: [
            'Service worker caches the app shell',
            'Local store like IndexedDB holds data and queued changes',
            'Idempotent APIs so replayed writes are safe',
            'Conflict detection and resolution strategy',
          ],
          concepts: [
            {
              name: 'Service worker',
              synonyms: ['service worker', 'pwa', 'progressive web app', 'app shell', 'workbox'],
            },
            {
              name: 'Local storage of data',
              synonyms: ['indexeddb', 'indexed db', 'local database', 'sqlite', 'local first'],
            },
            { name: 'Sync queue', synonyms: ['outbox', 'queue', 'background sync', 'replay', 'sync'] },
            {
              name: 'Idempotency',
              synonyms: ['idempotent', 'idempotency key', 'client generated id', 'uuid', 'retry safe'],
            },
            {
              name: 'Conflict resolution',
              synonyms: ['conflict', 'version number', 'last write wins', 'merge', 'crdt'],
            },
          ],
          strong_answer:
            'Caches the app shell with a service worker, stores records and an outbox of changes in IndexedDB, replays them through idempotent endpoints using client-generated ids, and resolves conflicts with versions and clear user prompts.',
          follow_up: 'How would you show users which of their changes are not yet synced?',
        },
      ],
    },
    Behavioral: {
      'Entry-Level': [
        {
          id: 'full-stack-developer-behavioral-entry-01',
          text: 'Tell me about a time you were stuck getting your front end and your API to work together. What did you try before asking for help?',
          competency: 'Problem solving and asking for help',
          key_points: [
            'Situation: a specific problem and why it was hard',
            'Action: what they tried on their own first',
            'Action: when and how they asked for help with context',
            'Result: how it was solved and what they learned',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['bug', 'assignment', 'task', 'stuck'] },
            {
              name: 'Independent attempts',
              synonyms: ['debugged', 'searched', 'read the docs', 'console log'],
            },
            { name: 'Timeboxing', synonyms: ['timebox', 'after an hour', 'set a limit', 'deadline'] },
            { name: 'Asking well', synonyms: ['mentor', 'teammate', 'what i tried', 'minimal example'] },
            { name: 'Result and lesson', synonyms: ['solved', 'fixed', 'next time'] },
          ],
          strong_answer:
            'Describes a real problem, the specific steps tried alone within a timebox, asking a mentor with a minimal reproduction and what was already tried, and what they learned about when to ask sooner.',
          follow_up: 'How do you decide now how long to struggle before asking?',
        },
        {
          id: 'full-stack-developer-behavioral-entry-02',
          text: 'Describe a time a reviewer pushed back on how you split logic between the front end and the back end. How did you respond?',
          competency: 'Receiving feedback',
          key_points: [
            'Situation: the code and what the feedback said',
            'Action: listened, asked questions, made changes',
            'Result: improved code and a lasting habit',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['code review', 'pull request', 'comment', 'reviewer'] },
            {
              name: 'Openness',
              synonyms: ['listened', 'asked why', 'understood', 'appreciated', 'not defensive'],
            },
            {
              name: 'Action taken',
              synonyms: ['refactored', 'moved the logic', 'moved it to the server', 'added tests', 'rewrote'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['approved', 'merged', 'habit', 'now i', 'percent', 'reduced'],
            },
          ],
          strong_answer:
            'Describes specific review feedback, such as validation or business rules living only in the UI instead of the API, asking clarifying questions instead of defending, moving the logic with tests, and a habit they still keep.',
          follow_up: 'Have you ever given critical feedback to someone else? How did you phrase it?',
        },
        {
          id: 'full-stack-developer-behavioral-entry-03',
          text: 'Tell me about a time a task pushed you into a layer of the stack you barely knew, like the database or deployment. How did you get it done?',
          competency: 'Learning under pressure',
          key_points: [
            'Situation: the task and the unfamiliar technology',
            'Action: how they prioritised what to learn',
            'Action: resources and people used',
            'Result: delivered outcome and time taken',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['task', 'deadline', 'never used', 'new to me', 'unfamiliar'] },
            {
              name: 'Focused learning',
              synonyms: ['only what i needed', 'prioritised', 'prioritized', 'tutorial', 'docs'],
            },
            { name: 'Using people', synonyms: ['teammate', 'pair', 'mentor', 'example code'] },
            {
              name: 'Concrete outcome',
              synonyms: ['delivered', 'shipped', 'finished', 'on time', 'percent', 'reduced'],
            },
          ],
          strong_answer:
            'Describes, for example, having to write SQL migrations or a React component for the first time, learning just enough from docs and existing code, pairing briefly with a teammate, and delivering on time.',
          follow_up: 'What did you go back and learn properly afterwards?',
        },
        {
          id: 'full-stack-developer-behavioral-entry-04',
          text: 'Tell me about a time you had to fix a bug in code someone else wrote. How did you approach it?',
          competency: 'Working in unfamiliar code',
          key_points: [
            'Situation: the bug and the unfamiliar codebase',
            'Action: reproduced the bug and read the code carefully',
            'Action: kept the fix small and added a test',
            'Result: bug fixed without new regressions',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: ['bug', 'legacy', 'someone else', 'inherited', 'unfamiliar code'],
            },
            { name: 'Reproduction', synonyms: ['reproduce', 'reproduced', 'steps', 'failing test'] },
            {
              name: 'Understanding the code',
              synonyms: ['read the code', 'git blame', 'history', 'asked the author', 'debugger'],
            },
            {
              name: 'Safe fix',
              synonyms: ['small fix', 'regression test', 'added a test', 'minimal change'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['fixed', 'merged', 'no regression', 'closed', 'percent', 'reduced'],
            },
          ],
          strong_answer:
            'Reproduces the bug first, reads the surrounding code and git history, asks the original author if possible, makes a minimal fix with a regression test, and reports the outcome.',
          follow_up: 'What did you do with anything confusing you found in that code?',
        },
        {
          id: 'full-stack-developer-behavioral-entry-05',
          text: 'Tell me about working with a designer whose mock-ups were hard to build as drawn. How did you handle it?',
          competency: 'Collaboration with design',
          key_points: [
            'Situation: the design and what made it costly to build',
            'Action: understood the user need behind the design',
            'Action: explained the constraint and proposed buildable alternatives',
            'Result: what shipped and how the designer saw it',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['designer', 'mockup', 'mock up', 'figma', 'design'] },
            {
              name: 'Design intent',
              synonyms: ['user need', 'intent', 'why they designed', 'what they wanted users to'],
            },
            {
              name: 'Constraint explained',
              synonyms: ['performance', 'accessibility', 'browser support', 'api does not', 'effort'],
            },
            {
              name: 'Buildable alternative',
              synonyms: [
                'alternative',
                'prototype',
                'component library',
                'simpler version',
                'existing component',
              ],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['shipped', 'on time', 'design approved', 'designer agreed', 'reused'],
            },
          ],
          strong_answer:
            'Describes a specific design, asking the designer what user need it served, explaining the technical cost plainly, building a quick prototype of a cheaper alternative that kept the intent, and what shipped.',
          follow_up: 'How do you get involved earlier so this happens less often?',
        },
        {
          id: 'full-stack-developer-behavioral-entry-06',
          text: 'Tell me about a time a requirement was unclear. How did you figure out what to build?',
          competency: 'Clarifying requirements',
          key_points: [
            'Situation: what was ambiguous',
            'Action: asked targeted questions or made a mock-up',
            'Action: wrote down assumptions',
            'Result: built the right thing with less rework',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['unclear', 'vague', 'ambiguous', 'requirement', 'ticket'] },
            {
              name: 'Clarifying questions',
              synonyms: ['questions', 'clarified', 'product manager', 'client'],
            },
            {
              name: 'Making it concrete',
              synonyms: ['mockup', 'mock up', 'wireframe', 'example', 'prototype'],
            },
            {
              name: 'Documented assumptions',
              synonyms: ['assumptions', 'wrote down', 'confirmed', 'acceptance criteria'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['no rework', 'right thing', 'delivered', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes an ambiguous ticket, asking targeted questions with a quick mock-up or example, writing down assumptions as acceptance criteria, and delivering what the user actually needed.',
          follow_up: 'What do you do when nobody is available to answer your questions?',
        },
        {
          id: 'full-stack-developer-behavioral-entry-07',
          text: 'Describe a time you had to balance finishing on time against doing the work properly.',
          competency: 'Quality versus speed',
          key_points: [
            'Situation: the deadline and the quality concern',
            'Action: identified what could not be cut',
            'Action: communicated the trade-off',
            'Result: what was delivered and any follow-up',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['deadline', 'demo', 'time pressure', 'due'] },
            {
              name: 'Prioritisation',
              synonyms: ['prioritised', 'prioritized', 'must have', 'cut scope', 'essential'],
            },
            { name: 'Clear status updates', synonyms: ['flagged', 'manager'] },
            { name: 'Follow-up', synonyms: ['follow up', 'ticket', 'tech debt', 'later', 'cleaned up'] },
            {
              name: 'Concrete outcome',
              synonyms: ['delivered', 'on time', 'shipped', 'percent', 'reduced', 'went from'],
            },
          ],
          strong_answer:
            'Describes a deadline where they kept essentials like input validation and tests, cut a non-critical feature after telling their lead, delivered on time, and logged the follow-up work.',
          follow_up: 'What is something you would never cut, even under pressure?',
        },
        {
          id: 'full-stack-developer-behavioral-entry-08',
          text: 'Tell me about a time you helped a teammate or classmate understand something technical.',
          competency: 'Communication and helpfulness',
          key_points: [
            'Situation: who needed help and with what',
            'Action: adapted the explanation to their level',
            'Action: checked understanding',
            'Result: what they could then do on their own',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['teammate', 'classmate', 'friend', 'confused', 'struggling'] },
            {
              name: 'Adapted explanation',
              synonyms: ['analogy', 'diagram', 'example', 'simple terms', 'drew'],
            },
            {
              name: 'Checking understanding',
              synonyms: [
                'asked them',
                'explain back',
                'try it',
                'explain it back',
                'had them try',
                'asked them to try',
              ],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['on their own', 'understood', 'independently', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes explaining a concept such as async requests or database joins with a diagram or example matched to the person, checking they could apply it, and the result afterwards.',
          follow_up: 'How would you explain the same idea to someone non-technical?',
        },
      ],
      Professional: [
        {
          id: 'full-stack-developer-behavioral-professional-01',
          text: 'Tell me about a time front-end and back-end developers disagreed about an API design. How did you help resolve it?',
          competency: 'Resolving technical disagreement',
          key_points: [
            'Situation: the API and each side’s concern',
            'Action: made the trade-offs explicit with data or examples',
            'Action: proposed a design that met both needs',
            'Result: agreed contract and delivery outcome',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['api design', 'endpoint', 'disagreed', 'payload', 'contract'] },
            {
              name: 'Each side’s needs',
              synonyms: ['front end needed', 'back end wanted', 'performance', 'round trips', 'consistency'],
            },
            { name: 'Facilitation', synonyms: ['meeting', 'whiteboard', 'design doc', 'wrote down'] },
            { name: 'Resolution', synonyms: ['compromise', 'schema', 'openapi'] },
            {
              name: 'Concrete outcome',
              synonyms: ['shipped', 'fewer bugs', 'faster', 'on time', 'percent', 'reduced'],
            },
          ],
          strong_answer:
            'Describes a concrete conflict, for example chatty endpoints versus a large aggregated payload, writing up options with their costs, agreeing a contract in a schema, and the delivery result.',
          follow_up: 'How do you prevent that kind of disagreement from happening late in a project?',
        },
        {
          id: 'full-stack-developer-behavioral-professional-02',
          text: 'Describe a production incident caused by a change you shipped. What did you do during and after it?',
          competency: 'Ownership of incidents',
          key_points: [
            'Situation: the change and its user impact',
            'Action: mitigated first by rollback or flag',
            'Action: communicated status clearly',
            'Result: root cause fixed and prevention added',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: ['incident', 'outage', 'bug in production', 'users affected', 'my change'],
            },
            { name: 'Mitigation', synonyms: ['rollback', 'rolled back', 'revert', 'feature flag', 'hotfix'] },
            {
              name: 'Clear status updates',
              synonyms: ['status update', 'slack', 'incident channel', 'support team'],
            },
            {
              name: 'Postmortem',
              synonyms: ['postmortem', 'post mortem', 'root cause', 'blameless', 'retro'],
            },
            { name: 'Prevention', synonyms: ['test', 'alert', 'monitoring', 'guardrail', 'checklist'] },
          ],
          strong_answer:
            'Owns the mistake plainly, describes rolling back or disabling the flag within minutes, keeping support informed, then leading a blameless review and adding the missing test and alert.',
          follow_up: 'What changed in how you ship code after that incident?',
        },
        {
          id: 'full-stack-developer-behavioral-professional-03',
          text: 'Tell me about a time you pushed back on a product deadline or scope. What happened?',
          competency: 'Managing scope',
          key_points: [
            'Situation: the deadline and the risk',
            'Action: quantified the risk or cost',
            'Action: offered alternatives rather than just no',
            'Result: what was agreed and delivered',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['deadline', 'scope', 'launch', 'product manager', 'promised'] },
            { name: 'Supporting evidence', synonyms: ['estimate', 'risk', 'showed', 'breakdown'] },
            { name: 'Alternatives', synonyms: ['alternative', 'phased', 'smaller scope', 'mvp'] },
            {
              name: 'Concrete outcome',
              synonyms: ['shipped', 'delivered', 'moved the date', 'percent', 'reduced', 'on time'],
            },
          ],
          strong_answer:
            'Explains a real deadline risk, backs it with a task breakdown, offers a phased scope that met the business goal, and describes what shipped and how stakeholders reacted.',
          follow_up: 'Can you recall a time you pushed back and turned out to be wrong?',
        },
        {
          id: 'full-stack-developer-behavioral-professional-04',
          text: 'Describe a time you took ownership of a messy or neglected part of the codebase and improved it.',
          competency: 'Ownership and code health',
          key_points: [
            'Situation: the problem area and its cost',
            'Action: made the case for the work',
            'Action: improved it incrementally with tests',
            'Result: measurable improvement',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['legacy', 'messy', 'nobody owned', 'fragile', 'tech debt'] },
            { name: 'Making the case', synonyms: ['bugs', 'time lost', 'proposal', 'showed', 'buy in'] },
            {
              name: 'Incremental refactoring',
              synonyms: ['refactor', 'incremental', 'step by step', 'characterisation tests', 'tests first'],
            },
            { name: 'Measured result', synonyms: ['fewer bugs', 'faster', 'percent', 'metrics'] },
          ],
          strong_answer:
            'Describes a fragile module causing repeated bugs, quantifying the cost to get buy-in, adding tests before refactoring in small steps, and a measured drop in incidents or lead time.',
          follow_up: 'How did you keep the improvements from decaying afterwards?',
        },
        {
          id: 'full-stack-developer-behavioral-professional-05',
          text: 'Tell me about a time you chose a library or framework for a project. How did you evaluate options, and how did it turn out?',
          competency: 'Technology selection',
          key_points: [
            'Situation: the need and constraints',
            'Action: criteria and candidates compared',
            'Action: spike or proof of concept',
            'Result: how the choice held up',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['needed', 'constraint', 'requirement'] },
            {
              name: 'Criteria',
              synonyms: ['criteria', 'maintenance', 'bundle size', 'community', 'license', 'performance'],
            },
            { name: 'Proof of concept', synonyms: ['spike', 'proof of concept', 'prototype'] },
            {
              name: 'Concrete outcome',
              synonyms: ['still using', 'replaced', 'percent', 'reduced', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes a concrete need, the candidates compared on clear criteria like maintenance health, size and fit, a short spike, and an honest account of how the choice worked out.',
          follow_up: 'How do you reverse a library choice once the team depends on it?',
        },
        {
          id: 'full-stack-developer-behavioral-professional-06',
          text: 'Describe a time you mentored a developer who was weaker on one side of the stack.',
          competency: 'Mentoring',
          key_points: [
            'Situation: who and what gap',
            'Action: chose suitable tasks and paired',
            'Action: gave regular specific feedback',
            'Result: their growth in observable terms',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['junior', 'new hire', 'teammate', 'weaker', 'gap'] },
            { name: 'Stretch tasks', synonyms: ['task', 'ticket', 'stretch', 'scoped', 'assigned'] },
            { name: 'Pairing', synonyms: ['pair', 'pairing', 'walked through', 'shadowed', 'code review'] },
            { name: 'Feedback', synonyms: ['one on one', 'check in', 'regular'] },
            {
              name: 'Concrete outcome',
              synonyms: ['independently', 'shipped', 'grew', 'promoted', 'percent', 'reduced'],
            },
          ],
          strong_answer:
            'Describes a developer strong in UI but new to databases, picking scoped back-end tickets, pairing then stepping back, giving specific review feedback, and them later shipping a back-end feature alone.',
          follow_up: 'What did mentoring teach you about your own gaps?',
        },
        {
          id: 'full-stack-developer-behavioral-professional-07',
          text: 'Tell me about a time you had to convince a non-technical stakeholder to fund work users never see, like a migration or a performance fix.',
          competency: 'Stakeholder communication',
          key_points: [
            'Situation: the decision and the stakeholder',
            'Action: framed it in business terms like cost, risk and time',
            'Action: offered clear options and a recommendation',
            'Result: decision made and outcome',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['stakeholder', 'product manager', 'ceo', 'customer', 'sales'] },
            { name: 'Business framing', synonyms: ['cost', 'risk', 'revenue', 'time to market'] },
            {
              name: 'Options and recommendation',
              synonyms: ['recommend', 'recommendation', 'pros and cons'],
            },
            { name: 'Plain language', synonyms: ['analogy', 'no jargon', 'simple', 'visual'] },
            {
              name: 'Concrete outcome',
              synonyms: ['percent', 'reduced', 'shipped', 'on time', 'went from', 'dropped'],
            },
          ],
          strong_answer:
            'Describes framing invisible work, such as a database migration, in terms of user impact, incident cost and delivery speed, with two or three options, a clear recommendation, and the decision that followed.',
          follow_up: 'What would you do if they chose the option you advised against?',
        },
        {
          id: 'full-stack-developer-behavioral-professional-08',
          text: "Describe a feature you shipped that users didn't use the way you expected. What did you learn and change?",
          competency: 'Product thinking',
          key_points: [
            'Situation: the feature and the expectation',
            'Action: used data or user feedback to understand why',
            'Action: iterated or removed it',
            'Result: what changed in usage and in their process',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['feature', 'launched', 'expected', 'low usage', 'adoption'] },
            { name: 'Supporting evidence', synonyms: ['analytics', 'user interviews', 'session recordings'] },
            { name: 'Iteration', synonyms: ['iterated', 'redesigned', 'removed', 'a b test', 'ab test'] },
            { name: 'Process change', synonyms: ['now we', 'earlier validation', 'prototype', 'instrument'] },
          ],
          strong_answer:
            'Describes a feature with low adoption, checking analytics and talking to users to find the cause, iterating or removing it, and now instrumenting and validating with prototypes before building fully.',
          follow_up: 'How do you decide what to measure before a feature launches?',
        },
      ],
      Expert: [
        {
          id: 'full-stack-developer-behavioral-expert-01',
          text: 'Tell me about a time you led a large migration across the stack, like a framework or database change, while the product kept shipping.',
          competency: 'Leading migrations',
          key_points: [
            'Situation: why the migration was needed and its scale',
            'Action: incremental plan with milestones and rollback points',
            'Action: kept feature teams shipping and informed',
            'Result: completed outcome with measurable benefit',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['migration', 'rewrite', 'upgrade', 'legacy', 'end of life'] },
            {
              name: 'Incremental plan',
              synonyms: ['incremental', 'strangler', 'phases', 'milestones', 'route by route'],
            },
            {
              name: 'Risk control',
              synonyms: ['rollback', 'feature flag', 'dual run', 'shadow traffic', 'parity tests'],
            },
            { name: 'Stakeholder alignment', synonyms: ['roadmap', 'leadership', 'buy in'] },
            {
              name: 'Concrete outcome',
              synonyms: ['completed', 'faster', 'reduced', 'percent', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes a migration such as moving from a legacy front end to a modern framework route by route, with parity tests, flags and rollback points, regular updates to teams, and measured benefits at the end.',
          follow_up:
            'What was the point where the migration was most at risk of stalling, and what did you do?',
        },
        {
          id: 'full-stack-developer-behavioral-expert-02',
          text: 'Describe a time you changed how your engineering organisation works, for example its release process or code ownership.',
          competency: 'Organisational change',
          key_points: [
            'Situation: the problem with the old way, with evidence',
            'Action: built a coalition and piloted the change',
            'Action: handled resistance',
            'Result: measured improvement across teams',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['release', 'ownership', 'slow', 'bottleneck'] },
            { name: 'Supporting evidence', synonyms: ['lead time', 'deploy frequency', 'dora', 'survey'] },
            { name: 'Pilot', synonyms: ['pilot', 'one team', 'trial'] },
            {
              name: 'Handling resistance',
              synonyms: ['resistance', 'concerns', 'listened', 'skeptical', 'sceptical', 'buy in'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['adopted', 'percent', 'faster', 'reduced', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes replacing a weekly release train with continuous delivery, using lead-time data to make the case, piloting with one team, addressing concerns, and reporting measured gains across the organisation.',
          follow_up: 'Who was the hardest person to convince, and how did you win them over?',
        },
        {
          id: 'full-stack-developer-behavioral-expert-03',
          text: 'Tell me about a time you disagreed with senior leadership on a technical direction. How did you handle it?',
          competency: 'Influencing upward',
          key_points: [
            'Situation: the direction and why they disagreed',
            'Action: made the case with data and business impact',
            'Action: disagreed and committed once decided, or changed the outcome',
            'Result: what happened and the relationship afterwards',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['leadership', 'cto', 'vp', 'executive', 'direction'] },
            { name: 'Business case', synonyms: ['business impact', 'cost', 'risk'] },
            {
              name: 'Respectful challenge',
              synonyms: ['one on one', 'privately', 'proposal', 'written', 'respectfully'],
            },
            {
              name: 'Disagree and commit',
              synonyms: ['disagree and commit', 'committed', 'supported the decision', 'accepted'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['percent', 'reduced', 'shipped', 'on time', 'went from', 'dropped'],
            },
          ],
          strong_answer:
            'Describes raising concerns privately with a written case built on cost and risk, proposing an alternative, and either changing the decision or committing fully to it, with the result and how trust held up.',
          follow_up: 'How did you represent the final decision to your team?',
        },
        {
          id: 'full-stack-developer-behavioral-expert-04',
          text: 'Describe a time you decided to stop a project your team had invested heavily in.',
          competency: 'Hard decisions',
          key_points: [
            'Situation: the project and the sunk cost',
            'Action: used evidence to decide, not momentum',
            'Action: communicated with empathy and salvaged value',
            'Result: where the team’s effort went next',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['invested', 'months', 'sunk cost'] },
            { name: 'Supporting evidence', synonyms: ['metrics', 'usage', 'cost', 'not working'] },
            { name: 'Clear status updates', synonyms: ['told the team', 'empathy', 'morale', 'transparent'] },
            { name: 'Salvaging value', synonyms: ['reused', 'salvaged', 'kept', 'write up'] },
            {
              name: 'Concrete outcome',
              synonyms: ['refocused', 'redirected', 'freed up', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes recognising through usage or cost data that a project would not pay off, resisting sunk-cost thinking, explaining the decision openly to the team, reusing what was valuable, and redirecting effort.',
          follow_up: 'What signals would you now look for earlier?',
        },
        {
          id: 'full-stack-developer-behavioral-expert-05',
          text: "Tell me about a time you rebuilt a team's culture around quality and testing.",
          competency: 'Engineering culture',
          key_points: [
            'Situation: the quality problem and its symptoms',
            'Action: changed defaults, such as CI gates and review norms',
            'Action: modelled the behaviour and made it easy',
            'Result: measurable change in defects or confidence',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: ['bugs', 'regressions', 'no tests', 'fear of deploying', 'quality'],
            },
            {
              name: 'Changed defaults',
              synonyms: ['ci', 'required checks', 'coverage', 'definition of done', 'templates'],
            },
            {
              name: 'Leading by example',
              synonyms: ['modelled', 'modeled', 'example', 'paired', 'wrote tests myself'],
            },
            { name: 'Reducing friction', synonyms: ['faster tests', 'test utilities', 'fixtures', 'easy'] },
            {
              name: 'Concrete outcome',
              synonyms: ['fewer bugs', 'change failure rate', 'confidence', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes a team shipping frequent regressions, making tests fast and easy to write, adding required CI checks and review norms, modelling it personally, and a measurable drop in change failure rate.',
          follow_up: 'How did you keep quality from becoming a box-ticking exercise?',
        },
        {
          id: 'full-stack-developer-behavioral-expert-06',
          text: 'Describe a situation where two teams had conflicting priorities that blocked a feature spanning both of their systems. What did you do?',
          competency: 'Cross-team alignment',
          key_points: [
            'Situation: the teams, the feature and the conflict',
            'Action: surfaced the shared goal and the cost of delay',
            'Action: negotiated or escalated appropriately',
            'Result: feature delivered and a better process for next time',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['two teams', 'dependency', 'blocked', 'priorities', 'roadmap'] },
            { name: 'Shared goal', synonyms: ['company goal', 'customer', 'common goal', 'okr'] },
            {
              name: 'Negotiation',
              synonyms: ['negotiated', 'trade', 'offered', 'helped build', 'contributed'],
            },
            { name: 'Escalation', synonyms: ['escalated', 'leadership', 'decision maker', 'prioritisation'] },
            {
              name: 'Concrete outcome',
              synonyms: ['delivered', 'shipped', 'next time', 'percent', 'reduced', 'on time'],
            },
          ],
          strong_answer:
            'Describes making the customer impact and cost of delay visible, offering engineers to contribute to the other team’s code, escalating cleanly with options when needed, and the delivered outcome.',
          follow_up: 'How would you structure teams to reduce these dependencies?',
        },
        {
          id: 'full-stack-developer-behavioral-expert-07',
          text: 'Tell me about a time you had to balance paying down technical debt against roadmap pressure across several teams.',
          competency: 'Strategic prioritisation',
          key_points: [
            'Situation: the debt and its business cost',
            'Action: quantified impact to compete with features',
            'Action: created a sustainable mechanism such as a capacity allocation',
            'Result: debt reduced without stalling delivery',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['tech debt', 'technical debt', 'legacy', 'roadmap'] },
            {
              name: 'Quantified cost',
              synonyms: ['incidents', 'lead time', 'developer hours', 'cost', 'slowed'],
            },
            {
              name: 'Capacity allocation',
              synonyms: ['twenty percent', 'percent of capacity', 'budget', 'allocation', 'fix it week'],
            },
            { name: 'Alignment with product', synonyms: ['roadmap', 'prioritised together'] },
            {
              name: 'Concrete outcome',
              synonyms: ['reduced', 'faster', 'fewer incidents', 'percent', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes turning debt into business numbers like lead time and incident hours, agreeing a standing capacity share with product leadership, tracking outcomes, and delivering both the roadmap and debt reduction.',
          follow_up: 'How did you decide which debt to tackle first?',
        },
        {
          id: 'full-stack-developer-behavioral-expert-08',
          text: 'Describe a serious security vulnerability or data exposure in a web application that you led the response to. What changed afterwards?',
          competency: 'Security leadership',
          key_points: [
            'Situation: the vulnerability and its exposure',
            'Action: contained it fast and assessed impact',
            'Action: coordinated legal, support and customer communication',
            'Result: systemic fixes, not just the patch',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: ['vulnerability', 'exposure', 'breach', 'leak', 'idor', 'injection'],
            },
            { name: 'Containment', synonyms: ['patched', 'contained', 'rotated', 'disabled', 'hotfix'] },
            {
              name: 'Impact assessment',
              synonyms: ['logs', 'audit', 'who was affected', 'scope', 'forensics'],
            },
            { name: 'Clear status updates', synonyms: ['legal', 'disclosure', 'notify', 'gdpr'] },
            {
              name: 'Systemic fixes',
              synonyms: [
                'threat modelling',
                'security review',
                'scanning',
                'training',
                'authorization checks',
              ],
            },
          ],
          strong_answer:
            'Describes a real issue such as a missing authorisation check, containing it within hours, using logs to find who was affected, coordinating disclosure with legal and support, and adding systemic fixes like central authorisation and security reviews.',
          follow_up: 'How did you make sure the team felt safe reporting similar issues in future?',
        },
      ],
    },
  },
};
