import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'Frontend Developer',
  questions: {
    'Warm-up': {
      'Entry-Level': [
        {
          id: 'frontend-developer-warmup-entry-01',
          text: 'What first got you excited about building things people see and click in a browser, and what was the first interface you were proud of?',
          competency: 'Motivation for frontend work',
          key_points: [
            'gives a genuine reason tied to users or visual craft',
            'describes a specific first interface',
            'names the technologies used',
            'says what made them proud of it',
          ],
          concepts: [
            {
              name: 'user-facing work',
              synonyms: ['users', 'people use', 'interface', 'user interface', 'ui'],
            },
            { name: 'web technologies', synonyms: ['html', 'css', 'javascript', 'react', 'vue'] },
            { name: 'visual craft', synonyms: ['design', 'animation', 'layout', 'looks', 'visual'] },
            {
              name: 'immediate feedback',
              synonyms: ['see the result', 'instant feedback', 'refresh', 'right away'],
            },
          ],
          strong_answer:
            'Gives a real motivation, such as seeing work used immediately by people, and backs it with a specific first interface, its technologies and what made it satisfying.',
          follow_up: 'What would you change about that first interface with what you know now?',
        },
        {
          id: 'frontend-developer-warmup-entry-02',
          text: 'Pick one project from your portfolio and tell me what it does, which framework you chose, and what you would improve now.',
          competency: 'Project experience',
          key_points: [
            'explains the purpose and users of the project',
            'names the framework and justifies it',
            'mentions how data is fetched or state is managed',
            'gives a concrete improvement they would make',
          ],
          concepts: [
            {
              name: 'framework choice',
              synonyms: ['react', 'vue', 'angular', 'svelte', 'next.js', 'next js'],
            },
            { name: 'state and data', synonyms: ['state', 'api', 'fetch', 'data', 'local storage'] },
            {
              name: 'styling approach',
              synonyms: ['css', 'tailwind', 'sass', 'styled components', 'css modules'],
            },
            { name: 'deployment', synonyms: ['deployed', 'netlify', 'vercel', 'github pages', 'hosted'] },
            {
              name: 'improvement',
              synonyms: ['improve', 'refactor', 'accessibility', 'tests', 'performance'],
            },
          ],
          strong_answer:
            'Describes a real project with its users, names and justifies the framework, explains how state and data work, and names a concrete improvement such as accessibility or tests.',
          follow_up: 'Why that framework over the alternatives you considered?',
        },
        {
          id: 'frontend-developer-warmup-entry-03',
          text: 'How do you go about learning a new framework or browser feature? Give me a recent example.',
          competency: 'Learning habits',
          key_points: [
            'starts from official documentation or specs',
            'builds a small example to try it',
            'checks browser support and compatibility',
            'gives a concrete recent example',
          ],
          concepts: [
            { name: 'official documentation', synonyms: ['docs', 'mdn', 'documentation', 'official guide'] },
            {
              name: 'hands-on practice',
              synonyms: ['small project', 'playground', 'codepen', 'tried it', 'built'],
            },
            {
              name: 'browser support',
              synonyms: ['can i use', 'caniuse', 'browser support', 'compatibility'],
            },
            { name: 'recent example', synonyms: ['recently', 'last month', 'for example', 'just learned'] },
          ],
          strong_answer:
            'Describes a repeatable approach, such as reading MDN or official docs, building a small example and checking browser support, illustrated with a specific recent case.',
          follow_up: 'What is something you learned that turned out harder than the tutorial made it look?',
        },
        {
          id: 'frontend-developer-warmup-entry-04',
          text: 'Which browser developer tools do you use most, and what do you use them for?',
          competency: 'Tooling familiarity',
          key_points: [
            'names specific panels, not just "dev tools"',
            'uses the elements panel for layout and CSS debugging',
            'uses console and network for data issues',
            'mentions performance, Lighthouse or accessibility tooling',
          ],
          concepts: [
            {
              name: 'elements panel',
              synonyms: ['elements', 'inspect element', 'inspector', 'computed styles'],
            },
            { name: 'network panel', synonyms: ['network tab', 'network panel', 'requests', 'status code'] },
            { name: 'console', synonyms: ['console', 'console log', 'errors'] },
            {
              name: 'performance tools',
              synonyms: ['performance tab', 'lighthouse', 'profiler', 'flame chart'],
            },
            {
              name: 'device emulation',
              synonyms: ['device mode', 'responsive mode', 'mobile view', 'throttling'],
            },
          ],
          strong_answer:
            'Names specific panels and real uses: elements for layout bugs, network for failed requests, console for errors, and device mode, Lighthouse or the performance panel for mobile and speed issues.',
          follow_up: 'Tell me about a bug the network panel helped you solve.',
        },
        {
          id: 'frontend-developer-warmup-entry-05',
          text: 'How do you turn a design mockup, say from Figma, into a working page? Walk me through your first steps.',
          competency: 'Design-to-code workflow',
          key_points: [
            'studies the design and breaks it into components',
            'identifies layout structure before details',
            'uses design tokens such as spacing, colours and type',
            'plans for responsive states and interactions not drawn',
          ],
          concepts: [
            {
              name: 'component breakdown',
              synonyms: ['components', 'break it down', 'reusable', 'component tree'],
            },
            { name: 'layout first', synonyms: ['layout', 'grid', 'flexbox', 'structure'] },
            {
              name: 'design tokens',
              synonyms: ['tokens', 'spacing', 'colors', 'colours', 'typography', 'variables'],
            },
            { name: 'semantic HTML', synonyms: ['semantic html', 'html structure', 'headings', 'landmarks'] },
            {
              name: 'missing states',
              synonyms: ['hover', 'loading state', 'error state', 'empty state', 'mobile'],
            },
          ],
          strong_answer:
            'Breaks the design into components and a semantic layout, pulls spacing, colour and type values into variables, and asks about states the mockup does not show such as loading, errors and mobile.',
          follow_up: 'What do you do when the design leaves out the mobile version?',
        },
        {
          id: 'frontend-developer-warmup-entry-06',
          text: 'Which website or app do you think has a great user experience, and what makes it feel good to use?',
          competency: 'Product sense',
          key_points: [
            'names a specific product',
            'points to concrete interface details',
            'mentions speed or responsiveness',
            'links details to user needs',
          ],
          concepts: [
            { name: 'responsiveness', synonyms: ['fast', 'instant', 'snappy', 'quick', 'no lag'] },
            { name: 'clarity', synonyms: ['clear', 'simple', 'intuitive', 'easy to find', 'consistent'] },
            {
              name: 'feedback to the user',
              synonyms: ['feedback', 'loading indicator', 'animation', 'confirmation'],
            },
            { name: 'accessibility', synonyms: ['accessible', 'keyboard', 'readable', 'contrast'] },
          ],
          strong_answer:
            'Names a product and specific details, such as instant feedback, clear hierarchy or keyboard shortcuts, and explains why each serves the user, not just that it looks nice.',
          follow_up: 'What is one thing about that product you would still improve?',
        },
        {
          id: 'frontend-developer-warmup-entry-07',
          text: 'Do you enjoy building layouts and visuals more, or handling data and application logic in the browser? Why?',
          competency: 'Self-awareness',
          key_points: [
            'states a clear preference',
            'supports it with an example',
            'acknowledges the other side matters',
            'shows willingness to grow in the weaker area',
          ],
          concepts: [
            { name: 'layout and styling', synonyms: ['css', 'layout', 'styling', 'animations', 'visual'] },
            {
              name: 'application logic',
              synonyms: ['state', 'logic', 'data fetching', 'javascript', 'forms'],
            },
            { name: 'concrete example', synonyms: ['for example', 'in my project', 'when i built'] },
            { name: 'growth area', synonyms: ['want to improve', 'weaker', 'learning', 'working on'] },
          ],
          strong_answer:
            'States a clear preference backed by a concrete example, while showing respect for the other side and a plan to grow in it.',
          follow_up: 'What are you doing to get better at the side you enjoy less?',
        },
        {
          id: 'frontend-developer-warmup-entry-08',
          text: 'Have you ever watched a friend or classmate use something you made? What surprised you about how they used it?',
          competency: 'User empathy',
          key_points: [
            'describes observing a real person use their work',
            'names a specific surprise',
            'explains what they changed as a result',
            'draws a lesson about users',
          ],
          concepts: [
            { name: 'observation', synonyms: ['watched', 'observed', 'user testing', 'usability test'] },
            {
              name: 'confusion point',
              synonyms: ['confused', 'could not find', 'did not understand', 'got stuck'],
            },
            {
              name: 'iteration',
              synonyms: ['redesigned', 'changed the design', 'moved the button', 'made it clearer'],
            },
            {
              name: 'user assumptions',
              synonyms: ['assumed', 'assumption', 'not like me', 'users think differently'],
            },
          ],
          strong_answer:
            'Recounts watching someone use their work, a specific surprise such as missing a button, the change they made, and the lesson that users do not think like the developer.',
          follow_up: 'How would you get that kind of feedback earlier next time?',
        },
      ],
      Professional: [
        {
          id: 'frontend-developer-warmup-professional-01',
          text: 'Describe the frontend codebase you work in now: which framework, how state and data fetching are handled, and what you own.',
          competency: 'Current system',
          key_points: [
            'names framework and rendering approach',
            'explains state management and data fetching',
            'mentions build tooling and testing',
            'is specific about personal ownership',
          ],
          concepts: [
            { name: 'framework', synonyms: ['react', 'vue', 'angular', 'svelte', 'next.js', 'next js'] },
            {
              name: 'state management',
              synonyms: ['redux', 'zustand', 'context', 'pinia', 'state management'],
            },
            {
              name: 'server data fetching',
              synonyms: ['react query', 'tanstack query', 'swr', 'graphql', 'apollo'],
            },
            {
              name: 'rendering mode',
              synonyms: ['server side rendering', 'ssr', 'single page app', 'spa', 'static'],
            },
            { name: 'ownership', synonyms: ['i own', 'i built', 'responsible for', 'i led'] },
          ],
          strong_answer:
            'Gives a crisp picture of framework, rendering mode, state and server-data handling, tooling and tests, and clearly separates what they personally own.',
          follow_up: 'If you could change one thing about that architecture tomorrow, what would it be?',
        },
        {
          id: 'frontend-developer-warmup-professional-02',
          text: 'What is the most painful part of your current frontend codebase to work in, and what is causing it?',
          competency: 'Diagnosing code health',
          key_points: [
            'names a specific area, not a vague complaint',
            'identifies a root cause rather than symptoms',
            'describes the impact on delivery or bugs',
            'proposes or has started a fix',
          ],
          concepts: [
            { name: 'root cause', synonyms: ['caused by', 'stems from', 'underlying', 'the reason is'] },
            {
              name: 'coupling',
              synonyms: ['tightly coupled', 'coupling', 'god component', 'prop drilling', 'global css'],
            },
            { name: 'delivery impact', synonyms: ['slows us down', 'bugs', 'regressions', 'hard to change'] },
            { name: 'improvement plan', synonyms: ['refactor', 'plan', 'incrementally', 'started to'] },
          ],
          strong_answer:
            'Names a specific painful area like a giant shared component or global CSS, explains the underlying cause and its cost in bugs or speed, and describes an incremental fix.',
          follow_up: 'How would you convince the team to invest in fixing it?',
        },
        {
          id: 'frontend-developer-warmup-professional-03',
          text: 'How do you work with designers and product managers day to day, and where does friction usually come from?',
          competency: 'Cross-functional collaboration',
          key_points: [
            'involved early in design, not only at handoff',
            'names a real source of friction',
            'uses shared artefacts such as a design system',
            'describes a practice that reduced friction',
          ],
          concepts: [
            { name: 'early involvement', synonyms: ['early', 'kickoff', 'before handoff', 'design review'] },
            { name: 'handoff', synonyms: ['handoff', 'figma', 'specs', 'mockups'] },
            {
              name: 'design system',
              synonyms: ['design system', 'component library', 'tokens', 'shared components'],
            },
            {
              name: 'friction source',
              synonyms: ['edge cases', 'missing states', 'scope creep', 'feasibility', 'late changes'],
            },
          ],
          strong_answer:
            'Describes joining design discussions early, names real friction such as missing states or late changes, and a practice like shared components or early feasibility reviews that reduced it.',
          follow_up: 'Tell me about a design you influenced before it reached engineering.',
        },
        {
          id: 'frontend-developer-warmup-professional-04',
          text: 'How do you keep up with the fast-moving frontend ecosystem without chasing every new framework?',
          competency: 'Learning judgement',
          key_points: [
            'follows a few trusted sources',
            'separates platform fundamentals from fashion',
            'evaluates new tools against real problems',
            'gives an example of adopting or rejecting something',
          ],
          concepts: [
            {
              name: 'web platform fundamentals',
              synonyms: ['web platform', 'standards', 'fundamentals', 'browser apis'],
            },
            { name: 'trusted sources', synonyms: ['newsletter', 'mdn', 'web.dev', 'blogs', 'podcast'] },
            {
              name: 'problem-driven evaluation',
              synonyms: ['real problem', 'evaluate', 'proof of concept', 'trial'],
            },
            { name: 'hype skepticism', synonyms: ['hype', 'shiny', 'fad', 'skeptical', 'sceptical'] },
          ],
          strong_answer:
            'Follows a few trusted sources, invests in web platform fundamentals that outlast frameworks, and only trials new tools against a real problem, with an example of adopting or rejecting one.',
          follow_up: 'What is something you decided not to adopt, and why?',
        },
        {
          id: 'frontend-developer-warmup-professional-05',
          text: 'Tell me about a recent feature you shipped end to end on the frontend, from design handoff to release.',
          competency: 'Delivery ownership',
          key_points: [
            'clarified requirements and edge cases',
            'built with components, state and API integration',
            'tested including accessibility and browsers',
            'released safely, for example behind a flag, and checked metrics',
          ],
          concepts: [
            {
              name: 'requirements clarification',
              synonyms: ['clarified', 'edge cases', 'acceptance criteria', 'asked'],
            },
            { name: 'API integration', synonyms: ['api', 'backend', 'endpoint', 'graphql', 'contract'] },
            { name: 'testing', synonyms: ['tests', 'unit tests', 'playwright', 'cypress', 'qa'] },
            { name: 'safe release', synonyms: ['feature flag', 'gradual rollout', 'a b test', 'canary'] },
            {
              name: 'post-release metrics',
              synonyms: ['analytics', 'metrics', 'monitoring', 'error tracking', 'sentry'],
            },
          ],
          strong_answer:
            'Walks through clarifying edge cases, building and integrating with the API, testing including accessibility, releasing behind a flag and checking analytics and error tracking afterwards.',
          follow_up: 'What went wrong or surprised you after it was released?',
        },
        {
          id: 'frontend-developer-warmup-professional-06',
          text: 'What frontend quality do you push for in code review that others often overlook?',
          competency: 'Quality standards',
          key_points: [
            'names a specific, non-obvious quality',
            'explains why it matters to users',
            'describes how they raise it constructively',
            'mentions automating the check where possible',
          ],
          concepts: [
            {
              name: 'accessibility',
              synonyms: ['accessibility', 'a11y', 'keyboard', 'screen reader', 'aria'],
            },
            { name: 'edge states', synonyms: ['loading state', 'error state', 'empty state', 'edge cases'] },
            { name: 'performance', synonyms: ['re-renders', 'bundle size', 'layout shift', 'performance'] },
            { name: 'automation', synonyms: ['lint rule', 'eslint', 'automated check', 'ci'] },
          ],
          strong_answer:
            'Names something specific like keyboard accessibility, error and empty states or unnecessary re-renders, explains the user impact, and turns it into a lint rule or automated check.',
          follow_up: 'How do you push for it without slowing every review down?',
        },
        {
          id: 'frontend-developer-warmup-professional-07',
          text: 'How do you decide whether a new npm library is worth adding to your frontend bundle?',
          competency: 'Dependency judgement',
          key_points: [
            'checks bundle size and tree-shaking',
            'checks maintenance, licence and security',
            'compares with native platform or small in-house code',
            'considers accessibility and long-term lock-in',
          ],
          concepts: [
            {
              name: 'bundle size',
              synonyms: ['bundle size', 'bundlephobia', 'kilobytes', 'gzip', 'tree shaking'],
            },
            {
              name: 'maintenance health',
              synonyms: ['maintained', 'last release', 'open issues', 'maintainers'],
            },
            {
              name: 'security and licence',
              synonyms: ['vulnerabilities', 'npm audit', 'license', 'licence'],
            },
            {
              name: 'native alternative',
              synonyms: ['native', 'browser api', 'write it ourselves', 'in house'],
            },
            { name: 'lock-in', synonyms: ['lock in', 'hard to remove', 'wrapper', 'abstraction'] },
          ],
          strong_answer:
            'Weighs size and tree-shaking, maintenance health, security and licence, and whether the browser or a few lines of code already solve it, wrapping the library to limit lock-in.',
          follow_up: 'Tell me about a dependency you later regretted adding.',
        },
        {
          id: 'frontend-developer-warmup-professional-08',
          text: 'Who are the users of your current product, and how do their devices and networks shape how you build?',
          competency: 'User awareness',
          key_points: [
            'describes real user segments with data',
            'knows device and network mix from analytics',
            'links that to concrete build decisions',
            'mentions testing on representative devices',
          ],
          concepts: [
            {
              name: 'real user data',
              synonyms: ['analytics', 'real user monitoring', 'rum', 'crux', 'field data'],
            },
            {
              name: 'low-end devices',
              synonyms: ['low end', 'android', 'slow phones', 'budget devices', 'mobile'],
            },
            {
              name: 'network conditions',
              synonyms: ['3g', 'slow network', 'throttling', 'offline', 'latency'],
            },
            {
              name: 'build decisions',
              synonyms: ['code splitting', 'smaller bundle', 'image sizes', 'lazy load'],
            },
          ],
          strong_answer:
            'Describes users with data from analytics or real user monitoring, and ties their devices and networks to decisions like smaller bundles, image optimisation and testing on real low-end phones.',
          follow_up: 'How do you test on the slowest devices your users have?',
        },
      ],
      Expert: [
        {
          id: 'frontend-developer-warmup-expert-01',
          text: 'Tell me about the frontend with the most contributing teams you have worked on, and how it was structured so teams could ship independently.',
          competency: 'Frontend architecture at scale',
          key_points: [
            'quantifies teams, code size and release cadence',
            'explains module or package boundaries',
            'describes shared platform pieces and ownership',
            'assesses what worked and what did not',
          ],
          concepts: [
            { name: 'monorepo', synonyms: ['monorepo', 'nx', 'turborepo', 'workspaces', 'packages'] },
            {
              name: 'ownership boundaries',
              synonyms: ['code owners', 'codeowners', 'ownership', 'boundaries', 'modules'],
            },
            {
              name: 'independent deployment',
              synonyms: ['independent deploys', 'micro frontends', 'micro-frontends', 'module federation'],
            },
            {
              name: 'shared platform',
              synonyms: ['design system', 'shared components', 'platform team', 'shell'],
            },
            {
              name: 'release cadence',
              synonyms: ['deploys per day', 'release train', 'continuous deployment'],
            },
          ],
          strong_answer:
            'Quantifies the scale, explains boundaries such as monorepo packages or micro-frontends with clear ownership, the shared platform pieces, and an honest view of what helped or hurt independence.',
          follow_up: 'What coupling between teams was hardest to remove?',
        },
        {
          id: 'frontend-developer-warmup-expert-02',
          text: 'In your current role, how do you split your time between hands-on coding and enabling other frontend teams?',
          competency: 'Leadership scope',
          key_points: [
            'gives an honest split with reasons',
            'codes on critical or exploratory paths',
            'enables through reviews, docs, tooling and mentoring',
            'measures whether enabling work pays off',
          ],
          concepts: [
            { name: 'hands-on work', synonyms: ['coding', 'prototypes', 'critical path', 'hands on'] },
            {
              name: 'enablement',
              synonyms: ['unblocking', 'tooling', 'platform', 'documentation', 'guides'],
            },
            { name: 'mentoring', synonyms: ['mentoring', 'pairing', 'coaching', 'reviews'] },
            { name: 'leverage', synonyms: ['leverage', 'multiplier', 'impact across teams'] },
          ],
          strong_answer:
            'Gives an honest split, keeps coding on prototypes or critical paths to stay credible, and multiplies others through tooling, reviews, guides and mentoring, judging by impact across teams.',
          follow_up: 'When did you last get that balance wrong, and how did you notice?',
        },
        {
          id: 'frontend-developer-warmup-expert-03',
          text: 'Which web platform feature or standard from the last few years has most changed how you build, and why?',
          competency: 'Web platform depth',
          key_points: [
            'names a specific platform feature',
            'explains what it replaced',
            'describes concrete impact on their code',
            'notes browser support or adoption caveats',
          ],
          concepts: [
            {
              name: 'modern CSS',
              synonyms: [
                'container queries',
                'css grid',
                'has selector',
                'cascade layers',
                'custom properties',
              ],
            },
            {
              name: 'modern browser APIs',
              synonyms: ['intersection observer', 'view transitions', 'web components', 'es modules'],
            },
            { name: 'replaced approach', synonyms: ['instead of', 'used to', 'no longer need', 'replaced'] },
            {
              name: 'browser support',
              synonyms: ['browser support', 'polyfill', 'progressive enhancement', 'baseline'],
            },
          ],
          strong_answer:
            'Names a specific feature like container queries or ES modules, explains the workaround it replaced, the concrete effect on their code, and how they handled browser support.',
          follow_up: 'Which upcoming standard are you watching, and what would it change for you?',
        },
        {
          id: 'frontend-developer-warmup-expert-04',
          text: 'How do you choose a framework and rendering approach for a product expected to live five years or more?',
          competency: 'Long-term technical strategy',
          key_points: [
            'starts from product needs such as SEO, interactivity and content',
            'weighs ecosystem health and hiring',
            'considers migration paths and standards alignment',
            'reduces lock-in through boundaries',
          ],
          concepts: [
            {
              name: 'product requirements',
              synonyms: ['seo', 'interactivity', 'content heavy', 'app like', 'requirements'],
            },
            {
              name: 'rendering approach',
              synonyms: [
                'ssr',
                'server side rendering',
                'static generation',
                'client side rendering',
                'islands',
              ],
            },
            {
              name: 'ecosystem health',
              synonyms: ['community', 'hiring', 'maintainers', 'ecosystem', 'long term support'],
            },
            {
              name: 'exit strategy',
              synonyms: ['migration path', 'lock in', 'escape hatch', 'web standards'],
            },
          ],
          strong_answer:
            'Derives the rendering approach from product needs, weighs ecosystem maturity and hiring, prefers standards-aligned choices, and keeps boundaries that allow a later migration.',
          follow_up: 'Tell me about a framework choice that did not age well.',
        },
        {
          id: 'frontend-developer-warmup-expert-05',
          text: 'What does frontend excellence look like across an organisation, and how would you measure it?',
          competency: 'Quality metrics',
          key_points: [
            'user-facing metrics such as Core Web Vitals from field data',
            'accessibility conformance',
            'reliability such as client error rates',
            'developer experience and delivery speed',
          ],
          concepts: [
            {
              name: 'Core Web Vitals',
              synonyms: ['core web vitals', 'lcp', 'inp', 'cls', 'largest contentful paint'],
            },
            { name: 'accessibility conformance', synonyms: ['wcag', 'accessibility audit', 'axe', 'a11y'] },
            { name: 'client errors', synonyms: ['javascript errors', 'error rate', 'sentry', 'crash free'] },
            {
              name: 'developer experience',
              synonyms: ['build time', 'ci time', 'developer experience', 'lead time'],
            },
            { name: 'field data', synonyms: ['real user monitoring', 'rum', 'field data', 'crux'] },
          ],
          strong_answer:
            'Measures what users feel, Core Web Vitals from field data, WCAG conformance and client error rates, alongside developer experience and delivery speed, tracked per team over time.',
          follow_up: 'Which of those would you fix first in an organisation that tracks none of them?',
        },
        {
          id: 'frontend-developer-warmup-expert-06',
          text: 'What is a frontend problem you find genuinely hard that most people underestimate?',
          competency: 'Depth of expertise',
          key_points: [
            'names a specific hard problem',
            'explains why it is deceptively hard',
            'shares how they have tackled it',
            'admits what remains unsolved',
          ],
          concepts: [
            {
              name: 'hard problem',
              synonyms: ['forms', 'internationalization', 'i18n', 'rich text', 'caching', 'date handling'],
            },
            {
              name: 'hidden complexity',
              synonyms: ['edge cases', 'underestimated', 'deceptively', 'looks simple'],
            },
            {
              name: 'solution',
              synonyms: ['we solved', 'i solved', 'pattern', 'state machine', 'schema validation'],
            },
            {
              name: 'open questions',
              synonyms: ['not solved', 'unsolved', 'imperfect', 'trade-off', 'compromise'],
            },
          ],
          strong_answer:
            'Picks a genuinely hard area like complex forms, internationalisation or cache consistency, explains the hidden edge cases from experience, and is candid about what is still imperfect.',
          follow_up: 'How would you explain that difficulty to a product manager planning a deadline?',
        },
        {
          id: 'frontend-developer-warmup-expert-07',
          text: 'How do you decide what to standardise across product teams, such as a component library or lint rules, and what to leave to each team?',
          competency: 'Standards and autonomy',
          key_points: [
            'standardises where consistency benefits users or safety',
            'leaves room where teams need to move fast',
            'uses paved roads rather than mandates',
            'revisits standards based on feedback',
          ],
          concepts: [
            { name: 'paved road', synonyms: ['paved road', 'golden path', 'defaults', 'templates'] },
            { name: 'consistency', synonyms: ['consistency', 'consistent', 'same look', 'brand'] },
            { name: 'team autonomy', synonyms: ['autonomy', 'freedom', 'team choice', 'local decisions'] },
            { name: 'enforcement', synonyms: ['lint rules', 'eslint', 'ci checks', 'codemods'] },
            { name: 'feedback loop', synonyms: ['feedback', 'survey', 'revisit', 'office hours'] },
          ],
          strong_answer:
            'Standardises what affects users or safety, like accessibility and security rules, offers paved-road defaults elsewhere, enforces via tooling not meetings, and revisits standards using team feedback.',
          follow_up: 'Tell me about a standard you rolled back.',
        },
        {
          id: 'frontend-developer-warmup-expert-08',
          text: 'If you joined and found slow pages and an inconsistent interface, what would you look at in your first month?',
          competency: 'Diagnosis and prioritisation',
          key_points: [
            'gathers field data before changing anything',
            'audits the components and design inconsistencies',
            'talks to teams and users about pain',
            'picks a few high-impact fixes and builds a roadmap',
          ],
          concepts: [
            {
              name: 'field performance data',
              synonyms: ['real user monitoring', 'rum', 'core web vitals', 'crux', 'analytics'],
            },
            {
              name: 'UI audit',
              synonyms: ['audit', 'component inventory', 'inconsistencies', 'design review'],
            },
            { name: 'listening', synonyms: ['talk to teams', 'interviews', 'listen', 'ask'] },
            { name: 'quick wins', synonyms: ['quick wins', 'low hanging fruit', 'high impact'] },
            { name: 'roadmap', synonyms: ['roadmap', 'plan', 'priorities', 'sequence'] },
          ],
          strong_answer:
            'Starts with field performance data and a component inventory, interviews teams about pain, delivers a couple of visible quick wins, and proposes a prioritised roadmap rather than a rewrite.',
          follow_up: 'What would make you conclude that a rewrite is actually needed?',
        },
      ],
    },
    Technical: {
      'Entry-Level': [
        {
          id: 'frontend-developer-technical-entry-01',
          text: 'Explain the CSS box model, and what changes when you set box-sizing to border-box.',
          competency: 'CSS fundamentals',
          misconceptions: [
            {
              said: 'with border-box the margin also gets squeezed inside the declared width of the element',
              truth:
                'Border-box puts padding and border inside the width, but margin always stays outside and adds space around the box.',
            },
            {
              said: 'padding sits outside the border, separating the element from its neighbouring elements',
              truth:
                'Padding is inside the border, between the content and the border; the space outside the border that separates elements is the margin.',
            },
            {
              said: 'horizontal margins between inline-block siblings collapse into one, just like vertical ones',
              truth:
                'Only vertical margins of block boxes in normal flow collapse; horizontal margins always add together.',
            },
          ],
          key_points: [
            'content, padding, border and margin layers',
            'default content-box: width excludes padding and border',
            'border-box: width includes padding and border',
            'margins are outside and can collapse vertically',
          ],
          concepts: [
            { name: 'box model layers', synonyms: ['content', 'padding', 'border', 'margin'] },
            { name: 'content-box', synonyms: ['content box', 'content-box', 'default'] },
            { name: 'border-box', synonyms: ['border box', 'border-box', 'includes padding'] },
            {
              name: 'margin collapse',
              synonyms: ['margin collapse', 'collapsing margins', 'margins collapse'],
            },
          ],
          strong_answer:
            'Names content, padding, border and margin, explains that content-box width excludes padding and border while border-box includes them, making sizes predictable, and mentions margin collapsing.',
          follow_up: 'Why do many projects set border-box on every element?',
        },
        {
          id: 'frontend-developer-technical-entry-02',
          text: 'When would you use flexbox and when would you use CSS grid for a layout? Give an example of each.',
          competency: 'CSS layout',
          misconceptions: [
            {
              said: 'flexbox is deprecated now that grid exists, so new projects should use grid for everything',
              truth:
                'Flexbox is current and fully supported; use it for one-dimensional alignment and grid for two-dimensional layouts, often together.',
            },
            {
              said: 'grid needs a fixed pixel width for every column, so it struggles with responsive layouts',
              truth:
                'Grid supports fr units, minmax and auto-fit, which make responsive columns easy without fixed pixel widths.',
            },
            {
              said: 'wrapped flex items automatically line up into matching columns across rows, like a table',
              truth:
                'Each wrapped flex line sizes its items independently, so columns will not align across rows; use grid when you need aligned columns.',
            },
          ],
          key_points: [
            'flexbox lays out along one dimension',
            'grid controls rows and columns together',
            'flexbox example such as a navbar or button group',
            'grid example such as a page layout or card gallery',
          ],
          concepts: [
            {
              name: 'flexbox',
              synonyms: ['flexbox', 'flex', 'one dimension', 'one dimensional', 'justify content'],
            },
            {
              name: 'CSS grid',
              synonyms: ['grid', 'css grid', 'two dimensional', 'rows and columns', 'grid template'],
            },
            {
              name: 'content-driven sizing',
              synonyms: ['content size', 'flex grow', 'wrap', 'content driven'],
            },
            { name: 'layout-driven sizing', synonyms: ['fr units', 'template areas', 'auto fit', 'minmax'] },
          ],
          strong_answer:
            'Uses flexbox for one-dimensional, content-driven rows like a navbar, and grid for two-dimensional layouts like a page shell or responsive card gallery with auto-fit and minmax.',
          follow_up:
            'How would you build a card gallery that adapts columns to the screen width without media queries?',
        },
        {
          id: 'frontend-developer-technical-entry-03',
          text: 'Explain the JavaScript event loop, and why a long-running loop in your code can freeze the page.',
          competency: 'JavaScript runtime',
          misconceptions: [
            {
              said: 'setTimeout with zero delay runs the callback immediately, before the rest of the current function',
              truth:
                'A zero-delay setTimeout queues a task that runs only after the current call stack empties and pending microtasks run.',
            },
            {
              said: 'async functions run on a background thread, so heavy loops inside them keep the page responsive',
              truth:
                'Async functions run on the main thread; await only pauses between steps, so a heavy synchronous loop inside still freezes the page.',
            },
            {
              said: 'promise callbacks join the same queue as setTimeout and run in plain arrival order',
              truth:
                'Promise callbacks are microtasks that run right after the current script, before any pending setTimeout task, even if scheduled later.',
            },
          ],
          key_points: [
            'JavaScript runs on a single main thread',
            'call stack runs to completion before tasks are processed',
            'callbacks wait in task and microtask queues',
            'a long task blocks rendering and input',
            'fixes: split work, yield, or use a web worker',
          ],
          concepts: [
            { name: 'single thread', synonyms: ['single threaded', 'main thread', 'one thread'] },
            { name: 'call stack', synonyms: ['call stack', 'stack', 'run to completion'] },
            {
              name: 'task queues',
              synonyms: ['task queue', 'callback queue', 'microtask', 'microtasks', 'promises'],
            },
            {
              name: 'blocking rendering',
              synonyms: ['blocks rendering', 'freeze', 'unresponsive', 'long task', 'jank'],
            },
            {
              name: 'web worker',
              synonyms: ['web worker', 'worker', 'background thread', 'chunking', 'set timeout'],
            },
          ],
          strong_answer:
            'Explains the single main thread, the call stack running to completion, task and microtask queues, and that a long loop blocks rendering and clicks, fixed by chunking work or moving it to a web worker.',
          follow_up: 'In what order do a promise callback and a setTimeout callback run, and why?',
        },
        {
          id: 'frontend-developer-technical-entry-04',
          text: 'What makes a web form accessible? Name the things you would check on a sign-up form.',
          competency: 'Accessibility fundamentals',
          misconceptions: [
            {
              said: 'placeholder text works as the label, so a separate label element is unnecessary',
              truth:
                'Placeholders vanish while typing and are poorly announced; give every input a visible label element linked with for and id.',
            },
            {
              said: 'making the field border red is enough to tell every user about a validation error',
              truth:
                'Colour alone misses colour-blind and screen reader users; show a text error linked with aria-describedby and announce it.',
            },
            {
              said: 'giving each field a positive tabindex like 5 is the best way to set keyboard order',
              truth:
                'Positive tabindex values break the natural order; keep fields in logical DOM order so the default tab sequence makes sense.',
            },
          ],
          key_points: [
            'every input has a visible, associated label',
            'uses native semantic elements',
            'fully usable with the keyboard with visible focus',
            'errors announced and described in text, not colour alone',
            'sufficient colour contrast',
          ],
          concepts: [
            { name: 'labels', synonyms: ['label', 'labels', 'for attribute', 'aria label', 'aria-label'] },
            {
              name: 'semantic HTML',
              synonyms: ['semantic html', 'native elements', 'button element', 'input types'],
            },
            {
              name: 'keyboard access',
              synonyms: ['keyboard', 'tab order', 'focus', 'focus visible', 'tab key'],
            },
            {
              name: 'error messaging',
              synonyms: ['error message', 'aria describedby', 'aria-describedby', 'aria live', 'announced'],
            },
            {
              name: 'colour contrast',
              synonyms: ['contrast', 'color contrast', 'colour contrast', 'not only color'],
            },
            {
              name: 'screen reader',
              synonyms: ['screen reader', 'voiceover', 'nvda', 'assistive technology'],
            },
          ],
          strong_answer:
            'Checks associated labels, native inputs and buttons, full keyboard use with visible focus, error messages linked to fields and announced to screen readers, and contrast that does not rely on colour alone.',
          follow_up: 'How would you test that form with a screen reader?',
        },
        {
          id: 'frontend-developer-technical-entry-05',
          text: 'How does event bubbling work in the DOM, and what is event delegation useful for?',
          competency: 'DOM events',
          misconceptions: [
            {
              said: 'event delegation means attaching a separate listener to every single element so each gets its own handler',
              truth:
                'Delegation is the opposite: one listener on a common parent handles events from many children, including ones added later.',
            },
            {
              said: 'event.target always equals the element that owns the listener, so it identifies the parent',
              truth:
                'The event.target property is the element actually clicked; event.currentTarget is the element whose listener is running.',
            },
            {
              said: 'calling stopPropagation in every handler is good practice because it makes the page faster',
              truth:
                'Calling stopPropagation breaks delegated listeners, analytics and click-outside logic; bubbling is cheap, so stop it only deliberately.',
            },
          ],
          key_points: [
            'events fire on the target then bubble up through ancestors',
            'capturing phase runs before bubbling',
            'delegation attaches one listener on a parent',
            'uses event target to find the clicked child',
            'stopPropagation and its risks',
          ],
          concepts: [
            { name: 'bubbling', synonyms: ['bubbling', 'bubble up', 'propagates up', 'propagation'] },
            { name: 'capturing', synonyms: ['capture phase', 'capturing', 'capture'] },
            {
              name: 'event delegation',
              synonyms: ['delegation', 'one listener', 'parent listener', 'listener on the parent'],
            },
            { name: 'event target', synonyms: ['event target', 'target', 'closest', 'current target'] },
            {
              name: 'stop propagation',
              synonyms: ['stop propagation', 'stoppropagation', 'prevent default'],
            },
          ],
          strong_answer:
            'Explains capture then bubble phases, and delegation as one listener on a parent that uses event.target or closest to handle many or dynamically added children, with care around stopPropagation.',
          follow_up: 'What is the difference between event.target and event.currentTarget?',
        },
        {
          id: 'frontend-developer-technical-entry-06',
          text: 'What is the difference between props and state in a component framework like React, and what causes a component to re-render?',
          competency: 'Component model',
          misconceptions: [
            {
              said: 'a child component should change its props directly whenever it needs to update what it shows',
              truth:
                'Props are read-only; the child should call a callback from the parent, or keep its own state, to change what it shows.',
            },
            {
              said: 'pushing an item onto the state array and passing it to setState triggers a re-render',
              truth:
                'Mutating the array keeps the same reference, so React may skip the render; create a new array with spread or concat.',
            },
            {
              said: 'updating a useRef value or a plain variable re-renders the component, just like state',
              truth:
                'Changing a ref or local variable does not trigger a render; only state setters, parent renders and context changes do.',
            },
          ],
          key_points: [
            'props are passed in by the parent and read-only',
            'state is owned and updated by the component',
            're-render on state change, new props or parent re-render',
            'context changes also trigger re-renders',
            'state updates must be immutable',
          ],
          concepts: [
            { name: 'props', synonyms: ['props', 'properties', 'passed down', 'read only'] },
            { name: 'state', synonyms: ['state', 'use state', 'usestate', 'set state'] },
            {
              name: 're-render triggers',
              synonyms: ['re-render', 'rerender', 'parent renders', 'state change'],
            },
            { name: 'context', synonyms: ['context', 'use context', 'provider'] },
            { name: 'immutability', synonyms: ['immutable', 'new object', 'do not mutate', 'spread'] },
          ],
          strong_answer:
            'Separates parent-owned read-only props from component-owned state, and lists re-render triggers: state updates, parent re-renders passing props, and context changes, noting updates must be immutable.',
          follow_up: 'Why might mutating an array in state not update the screen?',
        },
        {
          id: 'frontend-developer-technical-entry-07',
          text: 'How do you fetch data from an API in the browser, and how do you show loading and error states to the user?',
          competency: 'Asynchronous data in the UI',
          misconceptions: [
            {
              said: 'fetch rejects the promise on a 404 or 500, so one catch block handles every error',
              truth:
                'The fetch promise only rejects on network failure; check response.ok or the status and handle 4xx and 5xx responses yourself.',
            },
            {
              said: 'we keep the API secret key in the frontend code so the browser can authenticate its calls',
              truth:
                'Anything shipped to the browser is public; keep secret keys on a server or proxy and authenticate users with their own session.',
            },
            {
              said: 'responses always arrive in the same order the requests went out, so stale results are impossible',
              truth:
                'Responses can arrive out of order, so an older search can overwrite a newer one; cancel earlier requests with AbortController or ignore stale ones.',
            },
          ],
          key_points: [
            'uses fetch or a client with async and await',
            'checks the response status, not just network errors',
            'shows loading, error and empty states',
            'handles race conditions or cancels stale requests',
          ],
          concepts: [
            { name: 'fetch API', synonyms: ['fetch', 'axios', 'xhr', 'http request'] },
            { name: 'async await', synonyms: ['async', 'await', 'promise', 'promises', 'then'] },
            { name: 'response status', synonyms: ['response ok', 'status code', 'res.ok', '404', '500'] },
            {
              name: 'UI states',
              synonyms: ['loading state', 'spinner', 'error state', 'empty state', 'skeleton'],
            },
            {
              name: 'cancellation',
              synonyms: ['abort controller', 'abortcontroller', 'cancel', 'race condition', 'stale response'],
            },
          ],
          strong_answer:
            'Uses fetch with async and await, checks response.ok as well as network failure, renders loading, error and empty states, and cancels stale requests with AbortController to avoid races.',
          follow_up: 'Why does fetch not reject on a 404 or 500 response?',
        },
        {
          id: 'frontend-developer-technical-entry-08',
          text: 'How do you make a page responsive so it works well on a phone and on a wide desktop screen?',
          competency: 'Responsive design',
          misconceptions: [
            {
              said: 'detecting the user agent and serving a separate mobile site is the modern best practice',
              truth:
                'User-agent sniffing is fragile; serve one site that adapts with fluid layouts and media queries based on viewport width.',
            },
            {
              said: 'setting every width in fixed pixels keeps the layout consistent across all screen sizes',
              truth:
                'Fixed pixel widths overflow small screens; use percentages, fr, rem, clamp and max-width so layouts adapt to the viewport.',
            },
          ],
          key_points: [
            'viewport meta tag',
            'mobile-first styles with media queries',
            'fluid units and flexible layouts',
            'responsive images',
            'tests on real devices or device mode',
          ],
          concepts: [
            {
              name: 'viewport meta tag',
              synonyms: ['viewport meta', 'meta viewport', 'viewport tag', 'width device width'],
            },
            {
              name: 'media queries',
              synonyms: ['media query', 'media queries', 'breakpoints', 'breakpoint'],
            },
            { name: 'mobile first', synonyms: ['mobile first', 'mobile-first', 'min width'] },
            { name: 'fluid units', synonyms: ['percentages', 'rem', 'em', 'vw', 'clamp', 'fluid'] },
            {
              name: 'responsive images',
              synonyms: ['srcset', 'picture element', 'sizes attribute', 'responsive images'],
            },
          ],
          strong_answer:
            'Sets the viewport meta tag, writes mobile-first CSS with min-width media queries, uses flexible layouts and fluid units like rem and clamp, serves responsive images with srcset, and tests on devices.',
          follow_up: 'When would you use a container query instead of a media query?',
        },
      ],
      Professional: [
        {
          id: 'frontend-developer-technical-professional-01',
          text: 'A product page has a poor Largest Contentful Paint score on mobile. How would you find the cause and improve it?',
          competency: 'Loading performance',
          misconceptions: [
            {
              said: 'adding loading lazy to the hero image speeds up LCP because less loads upfront',
              truth:
                'Lazy-loading the hero delays the LCP image; load it eagerly with fetchpriority high or a preload so it starts immediately.',
            },
            {
              said: 'the LCP metric measures when the whole page, including all scripts and images, has completely finished loading',
              truth:
                'LCP is when the largest visible element in the viewport renders, which is different from the full load event.',
            },
            {
              said: 'a perfect Lighthouse score on my laptop proves that real mobile users get a good LCP',
              truth:
                'Lab runs on fast hardware miss real devices and networks; check field data like CrUX or RUM at the 75th percentile on mobile.',
            },
          ],
          key_points: [
            'identifies the LCP element with field and lab data',
            'breaks LCP into server time, resource load and render delay',
            'optimises the hero image: size, format, priority, no lazy loading',
            'removes render-blocking CSS and JavaScript',
            'improves server response or caching via CDN',
          ],
          concepts: [
            {
              name: 'LCP element',
              synonyms: ['lcp', 'largest contentful paint', 'lcp element', 'hero image'],
            },
            {
              name: 'time to first byte',
              synonyms: ['ttfb', 'time to first byte', 'server response', 'cdn'],
            },
            {
              name: 'image optimisation',
              synonyms: ['webp', 'avif', 'srcset', 'compress', 'image size', 'image optimization'],
            },
            {
              name: 'resource priority',
              synonyms: ['preload', 'fetchpriority', 'fetch priority', 'do not lazy load', 'priority hints'],
            },
            {
              name: 'render-blocking resources',
              synonyms: ['render blocking', 'critical css', 'defer', 'async script'],
            },
            {
              name: 'measurement',
              synonyms: ['lighthouse', 'pagespeed insights', 'crux', 'field data', 'web vitals'],
            },
          ],
          strong_answer:
            'Finds the LCP element with field data and a Lighthouse trace, splits the time into TTFB, load and render delay, then preloads and compresses the hero image, inlines critical CSS, defers scripts and caches at the CDN.',
          follow_up: 'Lab scores improved but field LCP did not move. Why might that be?',
        },
        {
          id: 'frontend-developer-technical-professional-02',
          text: 'How do you decide where a piece of state should live: in a component, a global store, the URL, or a server-data cache?',
          competency: 'State management',
          misconceptions: [
            {
              said: 'all state should go into the global redux store so every component can reach it easily',
              truth:
                'Putting everything in a global store adds coupling and extra re-renders; keep state local and lift only what is truly shared.',
            },
            {
              said: 'copying server data into the global store is best, since the store keeps it fresh automatically',
              truth:
                'A global store does nothing to refetch or invalidate; server data belongs in a query cache like TanStack Query that manages staleness.',
            },
            {
              said: 'search filters belong in localStorage, so a shared link shows the recipient the same results',
              truth:
                "The localStorage data stays in the sender's browser; put shareable filters and pagination in the URL so links and the back button work.",
            },
          ],
          key_points: [
            'keeps state as local as possible',
            'server data belongs in a query cache, not a global store',
            'shareable or bookmarkable state goes in the URL',
            'global store only for truly app-wide client state',
          ],
          concepts: [
            { name: 'local state', synonyms: ['local state', 'component state', 'colocate', 'use state'] },
            {
              name: 'server state cache',
              synonyms: ['react query', 'tanstack query', 'swr', 'server state', 'apollo cache'],
            },
            {
              name: 'URL state',
              synonyms: ['url', 'query params', 'query string', 'search params', 'route params'],
            },
            { name: 'global store', synonyms: ['redux', 'zustand', 'global store', 'context', 'pinia'] },
            {
              name: 'single source of truth',
              synonyms: ['source of truth', 'derived state', 'duplicate state'],
            },
          ],
          strong_answer:
            'Colocates state by default, treats server data as a cache managed by a query library, puts shareable filters and pagination in the URL, and reserves a global store for app-wide client state, avoiding duplicated or derived copies.',
          follow_up: 'What bugs have you seen from putting server data in a global store?',
        },
        {
          id: 'frontend-developer-technical-professional-03',
          text: 'Compare client-side rendering, server-side rendering and static generation. When would you choose each?',
          competency: 'Rendering strategies',
          misconceptions: [
            {
              said: 'static generation forces a full rebuild of the whole site whenever any single page changes',
              truth:
                'Incremental or on-demand regeneration updates individual static pages after deploy, so one content change does not require rebuilding the whole site.',
            },
            {
              said: 'server-side rendering makes pages interactive immediately, since the HTML arrives with every button working',
              truth:
                'SSR HTML shows content early, but buttons work only after the JavaScript downloads and hydrates, which can take seconds on slow phones.',
            },
            {
              said: 'search engines ignore JavaScript completely, so client-rendered pages are invisible to Google',
              truth:
                'Google can render JavaScript, but rendering is delayed and less reliable and many other crawlers skip it, so SSR or static is safer for SEO.',
            },
          ],
          key_points: [
            'CSR: fast navigation after load, slower first paint, weaker SEO',
            'SSR: fast first content and SEO, server cost, hydration cost',
            'static: fastest and cheapest for content that rarely changes',
            'hybrid or incremental regeneration for mixed needs',
          ],
          concepts: [
            {
              name: 'client-side rendering',
              synonyms: ['csr', 'client side rendering', 'single page app', 'spa'],
            },
            { name: 'server-side rendering', synonyms: ['ssr', 'server side rendering', 'server rendered'] },
            {
              name: 'static generation',
              synonyms: ['ssg', 'static site', 'static generation', 'pre-rendered', 'prerendered'],
            },
            { name: 'hydration', synonyms: ['hydration', 'hydrate', 'rehydrate'] },
            {
              name: 'incremental regeneration',
              synonyms: ['isr', 'incremental static regeneration', 'revalidate', 'hybrid'],
            },
            { name: 'SEO', synonyms: ['seo', 'search engines', 'crawlers', 'indexing'] },
          ],
          strong_answer:
            'Contrasts CSR for app-like dashboards behind login, SSR for dynamic, SEO-sensitive pages at the cost of server work and hydration, and static generation or ISR for content that changes rarely.',
          follow_up: 'What can go wrong during hydration, and how do you debug a hydration mismatch?',
        },
        {
          id: 'frontend-developer-technical-professional-04',
          text: 'How do you prevent cross-site scripting in a frontend app, and what role does a Content Security Policy play?',
          competency: 'Frontend security',
          misconceptions: [
            {
              said: 'react escapes everything, so passing user comments into dangerouslySetInnerHTML is perfectly safe',
              truth:
                "React's dangerouslySetInnerHTML bypasses its escaping; sanitise the HTML with a library like DOMPurify first, or render it as plain text.",
            },
            {
              said: 'a Content Security Policy encrypts our scripts so attackers are unable to read or modify them',
              truth:
                'CSP only tells the browser which script sources may run; it blocks injected scripts as defence in depth and encrypts nothing.',
            },
            {
              said: 'storing the auth token in localStorage is safe because other websites are unable to read it',
              truth:
                "Any script injected through XSS on your own page can read localStorage; keep session tokens in httpOnly cookies out of JavaScript's reach.",
            },
          ],
          key_points: [
            'never insert untrusted data as HTML',
            'rely on framework escaping and avoid raw HTML escape hatches',
            'sanitise rich content with a vetted library',
            'CSP restricts script sources as defence in depth',
            'keep tokens out of reach of scripts where possible',
          ],
          concepts: [
            { name: 'XSS', synonyms: ['xss', 'cross site scripting', 'script injection'] },
            {
              name: 'output escaping',
              synonyms: ['escaping', 'escape', 'encode output', 'text content', 'textcontent'],
            },
            {
              name: 'dangerous sinks',
              synonyms: ['innerhtml', 'inner html', 'dangerously set inner html', 'v-html', 'eval'],
            },
            { name: 'sanitisation', synonyms: ['sanitize', 'sanitise', 'dompurify', 'sanitizer'] },
            {
              name: 'Content Security Policy',
              synonyms: ['csp', 'content security policy', 'nonce', 'script-src', 'script src'],
            },
            {
              name: 'httpOnly cookies',
              synonyms: ['http only', 'httponly', 'secure cookie', 'not in local storage'],
            },
          ],
          strong_answer:
            'Avoids HTML sinks like innerHTML with untrusted data, relies on framework escaping, sanitises rich text with DOMPurify, and adds a nonce-based CSP as defence in depth, with session tokens in httpOnly cookies.',
          follow_up: 'How would you roll out a strict CSP on an existing site without breaking it?',
        },
        {
          id: 'frontend-developer-technical-professional-05',
          text: 'A page stutters when users scroll a long list or type into a search box. How would you diagnose and fix it?',
          competency: 'Runtime performance',
          misconceptions: [
            {
              said: 'wrapping every component in React.memo is the standard fix, because memoisation is always free',
              truth:
                'Memoisation costs comparisons and memory; profile first and memoise only components that re-render expensively with unchanged props.',
            },
            {
              said: 'rendering all ten thousand rows at once is fine since the browser only paints the visible ones',
              truth:
                'The browser still creates, styles and lays out every DOM node; virtualise the list so only visible rows exist in the DOM.',
            },
            {
              said: 'debouncing the search box makes each keystroke render faster by speeding up the filter function',
              truth:
                'Debouncing only delays the work until typing pauses, so it runs fewer times; the filter itself is just as slow.',
            },
          ],
          key_points: [
            'records a performance profile to find long tasks',
            'checks for excess re-renders and layout thrashing',
            'virtualises long lists',
            'debounces input and defers non-urgent updates',
            'relates it to Interaction to Next Paint',
          ],
          concepts: [
            {
              name: 'profiling',
              synonyms: ['performance panel', 'profiler', 'react profiler', 'flame chart', 'long tasks'],
            },
            { name: 'INP', synonyms: ['inp', 'interaction to next paint', 'input delay', 'responsiveness'] },
            {
              name: 'list virtualisation',
              synonyms: ['virtualization', 'virtualisation', 'windowing', 'react window', 'virtual list'],
            },
            {
              name: 'unnecessary re-renders',
              synonyms: ['re-renders', 'memo', 'use memo', 'memoization', 'use callback'],
            },
            {
              name: 'layout thrashing',
              synonyms: ['layout thrashing', 'forced reflow', 'reflow', 'forced synchronous layout'],
            },
            { name: 'debounce', synonyms: ['debounce', 'throttle', 'use transition', 'use deferred value'] },
          ],
          strong_answer:
            'Profiles to find long tasks, then fixes the cause: virtualises the list, removes unnecessary re-renders with memoisation, avoids forced reflows, and debounces or defers search updates to improve INP.',
          follow_up: 'When does memoisation make performance worse rather than better?',
        },
        {
          id: 'frontend-developer-technical-professional-06',
          text: 'How do you split testing of a frontend feature across unit, integration and end-to-end tests, and what do you avoid testing?',
          competency: 'Frontend testing',
          misconceptions: [
            {
              said: 'large snapshot tests of whole pages are the best way to catch real bugs in components',
              truth:
                'Large snapshots break on any markup change and get blindly updated; assert on visible behaviour by querying roles and text instead.',
            },
            {
              said: 'end-to-end tests should cover every edge case, since they are the most realistic kind of test',
              truth:
                'End-to-end tests are slow and flaky, so keep a few for critical journeys and cover edge cases in unit and component tests.',
            },
            {
              said: 'selecting elements by CSS class names makes component tests the most stable and readable',
              truth:
                'Class names change with styling refactors; query by role, label or text as a user would, so tests survive refactors.',
            },
          ],
          key_points: [
            'unit tests for pure logic',
            'component tests that query by role like a user would',
            'few end-to-end tests for critical journeys',
            'mock the network at the edge',
            'avoid testing implementation details',
          ],
          concepts: [
            {
              name: 'testing trophy',
              synonyms: ['testing trophy', 'test pyramid', 'testing pyramid', 'mostly integration'],
            },
            {
              name: 'user-centric queries',
              synonyms: ['testing library', 'get by role', 'getbyrole', 'like a user'],
            },
            { name: 'end-to-end tests', synonyms: ['e2e', 'end to end', 'playwright', 'cypress'] },
            { name: 'network mocking', synonyms: ['msw', 'mock service worker', 'mock the api', 'stub'] },
            {
              name: 'implementation details',
              synonyms: ['implementation details', 'internal state', 'snapshot', 'brittle'],
            },
          ],
          strong_answer:
            'Unit-tests pure logic, writes most tests as component integration tests querying by role with the network mocked via MSW, keeps a few Playwright journeys for critical paths, and avoids asserting internals or large snapshots.',
          follow_up: 'How do you deal with a flaky end-to-end test?',
        },
        {
          id: 'frontend-developer-technical-professional-07',
          text: 'How would you make a custom dropdown or modal dialog fully usable with a keyboard and a screen reader?',
          competency: 'Accessible components',
          misconceptions: [
            {
              said: 'adding role button to a div makes it fully keyboard operable with Enter and Space',
              truth:
                'A role only changes what screen readers announce; you must add tabindex and key handlers yourself, or better, use a native button.',
            },
            {
              said: 'aria-hidden on the page behind the modal is enough to stop keyboard users tabbing there',
              truth:
                'The aria-hidden attribute hides content from screen readers only; focus can still reach it, so trap focus or make the background inert.',
            },
            {
              said: 'after a modal closes, focus should jump to the top of the page so users start fresh',
              truth:
                'Return focus to the element that opened the modal so keyboard and screen reader users keep their place.',
            },
          ],
          key_points: [
            'prefer native elements such as dialog or select where possible',
            'correct roles and ARIA states',
            'keyboard support: arrows, escape, enter, tab',
            'focus moved in, trapped in modal, and returned on close',
            'tested with a real screen reader',
          ],
          concepts: [
            {
              name: 'native elements',
              synonyms: ['native dialog', 'dialog element', 'select element', 'native html'],
            },
            {
              name: 'ARIA roles and states',
              synonyms: ['aria', 'role', 'aria expanded', 'aria-expanded', 'aria modal', 'listbox'],
            },
            {
              name: 'focus management',
              synonyms: ['focus trap', 'trap focus', 'return focus', 'restore focus', 'initial focus'],
            },
            {
              name: 'keyboard interaction',
              synonyms: ['escape key', 'arrow keys', 'keyboard', 'tab', 'enter'],
            },
            { name: 'screen reader testing', synonyms: ['screen reader', 'voiceover', 'nvda', 'jaws'] },
            {
              name: 'authoring practices',
              synonyms: ['aria authoring practices', 'apg', 'wai aria', 'wcag'],
            },
          ],
          strong_answer:
            'Starts from native dialog or select, otherwise follows the ARIA Authoring Practices: correct roles and expanded states, arrow, Escape and Enter keys, focus moved in, trapped and restored, verified with VoiceOver or NVDA.',
          follow_up: 'What goes wrong when people add ARIA roles without the matching keyboard behaviour?',
        },
        {
          id: 'frontend-developer-technical-professional-08',
          text: 'Your JavaScript bundle has grown to several megabytes. How do you find out what is in it and shrink it?',
          competency: 'Bundle optimisation',
          misconceptions: [
            {
              said: 'minification alone shrinks a multi-megabyte bundle enough, so dependency choices hardly matter',
              truth:
                'Minification trims syntax but keeps all the code; remove or replace heavy dependencies and lazy-load routes to cut size meaningfully.',
            },
            {
              said: 'pulling one lodash function in with require always tree-shakes the rest of the library away',
              truth:
                'Tree-shaking needs ES module imports; CommonJS require pulls in whole modules, so use lodash-es or per-function imports.',
            },
            {
              said: 'gzip on the server makes bundle size irrelevant, since the download becomes tiny anyway',
              truth:
                'Compression shrinks the transfer, but the browser still parses and executes the full JavaScript, which is slow on phones.',
            },
          ],
          key_points: [
            'analyses the bundle with a visualiser',
            'code-splits by route and lazy-loads heavy components',
            'replaces or trims heavy dependencies',
            'ensures tree-shaking works with ES modules',
            'sets a size budget in CI',
          ],
          concepts: [
            {
              name: 'bundle analysis',
              synonyms: ['bundle analyzer', 'source map explorer', 'visualizer', 'treemap'],
            },
            {
              name: 'code splitting',
              synonyms: ['code splitting', 'dynamic import', 'lazy loading', 'react lazy', 'route based'],
            },
            { name: 'tree shaking', synonyms: ['tree shaking', 'dead code', 'es modules', 'side effects'] },
            {
              name: 'heavy dependencies',
              synonyms: ['moment', 'lodash', 'dependency', 'replace the library', 'polyfills'],
            },
            { name: 'size budget', synonyms: ['size limit', 'budget', 'ci check', 'performance budget'] },
          ],
          strong_answer:
            'Inspects the bundle with an analyzer, splits by route and lazy-loads heavy widgets, replaces or trims large dependencies and unneeded polyfills, fixes tree-shaking, and adds a size budget to CI.',
          follow_up: 'How do you stop lazy loading from making navigation feel slower?',
        },
      ],
      Expert: [
        {
          id: 'frontend-developer-technical-expert-01',
          text: 'How would you design a component library and design system used by twenty product teams, including versioning and theming?',
          competency: 'Design systems',
          misconceptions: [
            {
              said: 'shipping breaking changes as patch releases keeps teams updating quickly without any migration work',
              truth:
                "Breaking changes need a major version with a changelog and codemods; hiding them in patches breaks consumers' builds unexpectedly.",
            },
            {
              said: 'theming works best by hard-coding hex colours inside each component for full control',
              truth:
                'Hard-coded colours make themes impossible to switch; reference design tokens, usually exposed as CSS variables, so themes change in one place.',
            },
            {
              said: 'each product team should fork the library and customise its own copy to move faster',
              truth:
                'Forks drift apart and miss fixes; teams should contribute changes upstream through a clear governance and contribution process.',
            },
          ],
          key_points: [
            'design tokens as the shared source for theming',
            'accessible, composable primitives with clear APIs',
            'semantic versioning, changelogs and codemods for breaking changes',
            'documentation and visual regression testing',
            'governance and contribution model',
          ],
          concepts: [
            {
              name: 'design tokens',
              synonyms: ['design tokens', 'tokens', 'css variables', 'custom properties', 'theming'],
            },
            {
              name: 'semantic versioning',
              synonyms: ['semver', 'semantic versioning', 'major version', 'breaking change'],
            },
            { name: 'codemods', synonyms: ['codemod', 'codemods', 'migration guide', 'deprecation'] },
            {
              name: 'composable primitives',
              synonyms: ['headless', 'primitives', 'composition', 'compound components'],
            },
            {
              name: 'visual regression testing',
              synonyms: ['visual regression', 'storybook', 'chromatic', 'screenshot tests'],
            },
            {
              name: 'governance',
              synonyms: ['contribution model', 'governance', 'rfc', 'federated', 'core team'],
            },
          ],
          strong_answer:
            'Builds on design tokens for theming, ships accessible composable primitives documented in Storybook with visual regression tests, uses semver with codemods for breaking changes, and runs a clear contribution and governance model.',
          follow_up:
            'How do you stop teams from forking components when the library does not meet their needs?',
        },
        {
          id: 'frontend-developer-technical-expert-02',
          text: 'When would you split a frontend into micro-frontends, and what problems does that introduce?',
          competency: 'Frontend architecture',
          misconceptions: [
            {
              said: 'micro-frontends make the app faster for users because each piece loads as a tiny bundle',
              truth:
                'Micro-frontends often add duplicated framework code and extra requests; their benefit is team autonomy, so performance needs active management.',
            },
            {
              said: 'iframes for every section are the best integration, since they share state and styling seamlessly',
              truth:
                'Iframes isolate state and styles, making shared routing, layout and accessibility hard; most teams use module federation or server composition.',
            },
            {
              said: 'each micro-frontend can pick its own framework and styling with zero coordination required',
              truth:
                'Without shared contracts for routing, auth and a design system, users get inconsistent UX and duplicated frameworks; agree those contracts across teams.',
            },
          ],
          key_points: [
            'justified by organisational scaling and independent deploys',
            'not a fix for a small team or poor modularity',
            'costs: duplicated dependencies, bundle size, inconsistent UX',
            'integration options: build time, module federation, server composition',
            'needs shared contracts for routing, auth and design',
          ],
          concepts: [
            { name: 'micro-frontends', synonyms: ['micro frontends', 'micro-frontends', 'microfrontends'] },
            {
              name: 'independent deployment',
              synonyms: ['independent deploys', 'deploy independently', 'team autonomy'],
            },
            {
              name: 'module federation',
              synonyms: ['module federation', 'runtime integration', 'import maps', 'iframes'],
            },
            {
              name: 'duplicate dependencies',
              synonyms: ['duplicate react', 'bundle size', 'shared dependencies', 'version skew'],
            },
            {
              name: 'consistency costs',
              synonyms: ['inconsistent', 'design system', 'shared shell', 'routing', 'auth'],
            },
            { name: 'modular monolith', synonyms: ['modular monolith', 'monorepo', 'package boundaries'] },
          ],
          strong_answer:
            'Uses micro-frontends only when many teams need independent deploys, after trying a modular monolith, and manages the costs of duplicate dependencies, version skew and inconsistent UX with a shared shell and design system.',
          follow_up: 'How would you share state or authentication between micro-frontends?',
        },
        {
          id: 'frontend-developer-technical-expert-03',
          text: 'How would you set up performance budgets and monitoring so Core Web Vitals do not regress as many teams ship?',
          competency: 'Performance governance',
          misconceptions: [
            {
              said: 'one Lighthouse run on the homepage before each release is enough monitoring for every team',
              truth:
                'One lab run misses other pages, devices and real networks; combine CI budgets on key pages with real user monitoring.',
            },
            {
              said: 'our site is judged by Google on the average Core Web Vitals value across all users',
              truth:
                'Core Web Vitals are assessed at the 75th percentile of real page loads, separately for mobile and desktop, so the slow tail matters.',
            },
            {
              said: "a central performance team should own every page's budget so product teams can ignore it",
              truth:
                'Each team should own the budgets and alerts for its own pages, with a central team providing tooling and dashboards.',
            },
          ],
          key_points: [
            'real user monitoring split by page and device',
            'lab checks and bundle budgets in CI',
            'per-team ownership of pages and alerts',
            'regressions tied to releases for quick rollback',
            'links metrics to business outcomes',
          ],
          concepts: [
            {
              name: 'real user monitoring',
              synonyms: ['rum', 'real user monitoring', 'field data', 'web vitals library', 'crux'],
            },
            {
              name: 'performance budget',
              synonyms: ['performance budget', 'budget', 'size limit', 'lighthouse ci'],
            },
            { name: 'Core Web Vitals', synonyms: ['core web vitals', 'lcp', 'inp', 'cls'] },
            { name: 'percentiles', synonyms: ['p75', '75th percentile', 'percentile', 'p95'] },
            { name: 'ownership and alerting', synonyms: ['alerts', 'dashboards', 'owners', 'per team'] },
            { name: 'release correlation', synonyms: ['release', 'deploy marker', 'rollback', 'regression'] },
          ],
          strong_answer:
            'Combines RUM at the 75th percentile by page and device with Lighthouse CI and bundle budgets that fail builds, gives each team ownership and alerts for its pages, and marks deploys so regressions are rolled back fast.',
          follow_up: 'How would you get a team to care when their page breaches the budget?',
        },
        {
          id: 'frontend-developer-technical-expert-04',
          text: 'Design the frontend for a real-time collaborative editor, like a shared document. What are the hardest problems?',
          competency: 'Real-time architecture',
          misconceptions: [
            {
              said: 'last write wins on the whole document is fine for collaborative editing since conflicts are rare',
              truth:
                "Whole-document last-write-wins silently discards other people's edits; merge at the operation level with CRDTs or operational transformation.",
            },
            {
              said: 'a CRDT requires a central server to decide the final order of every single edit',
              truth:
                'CRDTs merge edits deterministically on any replica without an arbiter; it is classic operational transformation that usually relies on a central server.',
            },
            {
              said: 'each keystroke should wait for the server to confirm it before it appears on screen',
              truth:
                'Waiting for round trips makes typing laggy; apply edits locally at once and reconcile with the server and peers afterwards.',
            },
          ],
          key_points: [
            'conflict resolution with CRDTs or operational transformation',
            'optimistic local edits with reconciliation',
            'transport via WebSockets with reconnection',
            'presence and cursors',
            'offline edits and undo history',
          ],
          concepts: [
            { name: 'CRDT', synonyms: ['crdt', 'crdts', 'yjs', 'automerge', 'conflict free'] },
            {
              name: 'operational transformation',
              synonyms: ['ot', 'operational transform', 'operational transformation'],
            },
            {
              name: 'WebSockets',
              synonyms: ['websocket', 'websockets', 'web sockets', 'socket', 'server sent events'],
            },
            {
              name: 'optimistic updates',
              synonyms: ['optimistic', 'local first', 'apply locally', 'latency compensation'],
            },
            { name: 'presence', synonyms: ['presence', 'cursors', 'awareness', 'who is online'] },
            { name: 'reconnection and offline', synonyms: ['reconnect', 'offline', 'sync', 'backoff'] },
          ],
          strong_answer:
            'Applies edits optimistically to a local CRDT or OT model, syncs over WebSockets with reconnection and offline buffering, handles presence and cursors separately, and keeps undo and rendering fast for large documents.',
          follow_up: 'How would you handle undo when several people edit the same paragraph?',
        },
        {
          id: 'frontend-developer-technical-expert-05',
          text: 'How would you migrate a large legacy frontend, say AngularJS or jQuery, to a modern framework without pausing feature work?',
          competency: 'Frontend migration strategy',
          misconceptions: [
            {
              said: 'a complete rewrite in the new framework before release is the safest way to migrate',
              truth:
                'Big-bang rewrites freeze delivery and carry huge risk; migrate route by route with old and new code running side by side.',
            },
            {
              said: 'we keep building new features in AngularJS until the whole migration is finished, for consistency',
              truth:
                'Building features in the old stack grows the code you must migrate later; write new features in the new framework from now on.',
            },
            {
              said: 'old and new frameworks can freely share the same DOM nodes, because both just manipulate HTML',
              truth:
                'Two frameworks controlling the same nodes conflict; give each its own mount point and connect them through a defined interop layer.',
            },
          ],
          key_points: [
            'incremental strangler approach by route or widget',
            'interop layer so old and new coexist',
            'new features built in the new stack',
            'shared design tokens for visual consistency',
            'tracks progress and removes old code',
          ],
          concepts: [
            {
              name: 'incremental migration',
              synonyms: ['strangler', 'incremental', 'route by route', 'page by page'],
            },
            { name: 'interop', synonyms: ['interop', 'web components', 'bridge', 'wrapper', 'mount inside'] },
            { name: 'new work in new stack', synonyms: ['new features', 'new code in', 'freeze the old'] },
            { name: 'shared styling', synonyms: ['design tokens', 'shared css', 'consistent look'] },
            {
              name: 'progress tracking',
              synonyms: ['percentage migrated', 'dashboard', 'lint rule', 'milestones'],
            },
          ],
          strong_answer:
            'Migrates incrementally route by route or widget by widget with an interop layer, builds new features only in the new stack, shares tokens for consistency, and tracks and enforces progress until the old code is deleted.',
          follow_up: 'What do you do with the last twenty percent that nobody wants to migrate?',
        },
        {
          id: 'frontend-developer-technical-expert-06',
          text: 'How would you design server rendering, streaming and hydration so a content-heavy app stays responsive on low-end phones?',
          competency: 'Rendering and hydration strategy',
          misconceptions: [
            {
              said: 'hydration re-downloads the page HTML from the server to make it interactive',
              truth:
                'Hydration runs JavaScript in the browser that attaches event handlers and state to the server-rendered HTML already on the page.',
            },
            {
              said: 'streaming HTML means users wait for the entire response before anything appears on screen',
              truth:
                'Streaming sends HTML in chunks, so the browser paints the shell and early content while slower parts are still rendering.',
            },
            {
              said: 'server components send their JavaScript to the browser too, so the bundle size stays identical',
              truth:
                'Server components render only on the server and ship no component JavaScript, which shrinks the bundle the phone must parse.',
            },
          ],
          key_points: [
            'stream HTML so content paints early',
            'hydrate selectively or progressively',
            'ship less JavaScript with server components or islands',
            'prioritise interactivity of what the user touches first',
            'measures INP and total blocking time on real devices',
          ],
          concepts: [
            { name: 'streaming SSR', synonyms: ['streaming', 'stream html', 'suspense', 'flush early'] },
            {
              name: 'partial hydration',
              synonyms: [
                'partial hydration',
                'selective hydration',
                'progressive hydration',
                'lazy hydration',
              ],
            },
            {
              name: 'islands architecture',
              synonyms: ['islands', 'island architecture', 'astro', 'resumability'],
            },
            {
              name: 'server components',
              synonyms: ['server components', 'react server components', 'rsc', 'zero javascript'],
            },
            {
              name: 'main-thread cost',
              synonyms: ['total blocking time', 'tbt', 'inp', 'long tasks', 'hydration cost'],
            },
          ],
          strong_answer:
            'Streams HTML early, renders static content on the server without shipping its JavaScript using server components or islands, hydrates interactive parts selectively by priority, and validates with INP and TBT on low-end devices.',
          follow_up: 'How do you keep a page usable before hydration finishes?',
        },
        {
          id: 'frontend-developer-technical-expert-07',
          text: 'How do you approach frontend security at scale, covering dependencies, third-party scripts, token storage and Content Security Policy?',
          competency: 'Frontend security architecture',
          misconceptions: [
            {
              said: 'loading third-party scripts from a popular CDN is safe, since big CDNs are always trustworthy',
              truth:
                'CDNs and vendors can be compromised; pin exact versions with Subresource Integrity hashes and limit what third-party scripts can access.',
            },
            {
              said: 'adding unsafe-inline to our CSP keeps it strict while letting our inline scripts work',
              truth:
                'The unsafe-inline keyword lets injected inline scripts run too, gutting XSS protection; use nonces or hashes for inline scripts you trust.',
            },
            {
              said: 'httpOnly cookies fully protect us, so CSRF tokens and SameSite settings are unnecessary',
              truth:
                'Browsers attach cookies to cross-site requests, so httpOnly cookies still need SameSite and CSRF tokens to stop forged requests.',
            },
          ],
          key_points: [
            'dependency scanning, lockfiles and review of new packages',
            'strict, nonce-based CSP and Trusted Types',
            'third-party scripts isolated, reviewed and pinned with SRI',
            'session tokens in httpOnly SameSite cookies, CSRF protection',
            'monitoring via CSP reports',
          ],
          concepts: [
            {
              name: 'supply chain security',
              synonyms: ['supply chain', 'npm audit', 'dependabot', 'lockfile', 'renovate'],
            },
            {
              name: 'strict CSP',
              synonyms: ['csp', 'content security policy', 'nonce', 'strict dynamic', 'csp reports'],
            },
            { name: 'Trusted Types', synonyms: ['trusted types', 'dom xss', 'sink'] },
            {
              name: 'subresource integrity',
              synonyms: ['sri', 'subresource integrity', 'integrity attribute', 'third party scripts'],
            },
            {
              name: 'token storage',
              synonyms: ['httponly', 'http only cookie', 'samesite', 'local storage', 'bff'],
            },
            { name: 'CSRF', synonyms: ['csrf', 'cross site request forgery', 'csrf token'] },
          ],
          strong_answer:
            'Treats dependencies as supply chain risk with scanning and review, enforces a nonce-based CSP with Trusted Types and report collection, constrains third-party scripts with SRI or isolation, and keeps tokens in httpOnly SameSite cookies with CSRF protection.',
          follow_up: 'Marketing wants to add a tag manager that can inject any script. How do you respond?',
        },
        {
          id: 'frontend-developer-technical-expert-08',
          text: 'How would you build an offline-capable web app, and what are the trade-offs of service workers and client-side storage?',
          competency: 'Offline and progressive web apps',
          misconceptions: [
            {
              said: 'localStorage is the best place for offline data because it is large and asynchronous',
              truth:
                'The localStorage API is small, synchronous and string-only, blocking the main thread; use IndexedDB for structured offline data.',
            },
            {
              said: 'a new service worker takes over every open tab instantly as soon as we deploy',
              truth:
                'A new service worker waits until tabs using the old one close, unless you call skipWaiting; version caches and handle updates deliberately.',
            },
            {
              said: 'browser storage is permanent, so offline data stays safe on the device forever',
              truth:
                'Browsers can evict storage under pressure; request persistent storage, respect quotas and sync data to the server when online.',
            },
          ],
          key_points: [
            'service worker caching strategies per resource type',
            'IndexedDB for structured data, not local storage',
            'queue writes and sync when back online',
            'conflict handling and versioned cache updates',
            'storage quotas and eviction',
          ],
          concepts: [
            { name: 'service worker', synonyms: ['service worker', 'workbox', 'pwa', 'progressive web app'] },
            {
              name: 'caching strategies',
              synonyms: ['cache first', 'network first', 'stale while revalidate', 'precache'],
            },
            { name: 'IndexedDB', synonyms: ['indexeddb', 'indexed db', 'idb', 'dexie'] },
            { name: 'background sync', synonyms: ['background sync', 'outbox', 'queue', 'sync when online'] },
            { name: 'conflict resolution', synonyms: ['conflict', 'last write wins', 'merge', 'version'] },
            {
              name: 'cache versioning',
              synonyms: ['cache versioning', 'update flow', 'skip waiting', 'stale app', 'quota'],
            },
          ],
          strong_answer:
            'Uses a service worker with per-resource strategies like precache for the shell and stale-while-revalidate for data, stores records in IndexedDB, queues writes for sync, resolves conflicts, and manages versioned updates and storage quotas.',
          follow_up: 'How do you make sure users are not stuck on an old cached version of the app?',
        },
      ],
    },
    Behavioral: {
      'Entry-Level': [
        {
          id: 'frontend-developer-behavioral-entry-01',
          text: 'Tell me about a time a design was hard or impossible to build exactly as drawn. What did you do?',
          competency: 'Working with design',
          key_points: [
            'situation: what in the design was hard and why',
            'action: raised it with the designer early with options',
            'proposed a feasible alternative or prototype',
            'result: agreed outcome and what they learned',
          ],
          concepts: [
            {
              name: 'early conversation',
              synonyms: ['talked to the designer', 'asked the designer', 'raised it', 'early'],
            },
            { name: 'alternatives', synonyms: ['alternative', 'option', 'suggested', 'compromise'] },
            { name: 'prototype', synonyms: ['prototype', 'demo', 'showed', 'mockup'] },
            {
              name: 'technical constraint',
              synonyms: ['browser', 'performance', 'responsive', 'not possible', 'constraint'],
            },
            { name: 'outcome', synonyms: ['agreed', 'result', 'shipped', 'in the end'] },
          ],
          strong_answer:
            'Tells a STAR story where they spotted the constraint early, showed the designer a quick prototype with options, agreed a compromise that kept the intent, and shipped it.',
          follow_up: 'How do you keep a good relationship with a designer when you have to say no?',
        },
        {
          id: 'frontend-developer-behavioral-entry-02',
          text: 'Describe a bug that only happened in one browser or on one device. How did you track it down?',
          competency: 'Debugging persistence',
          key_points: [
            'situation: the symptom and affected browser or device',
            'action: reproduced it on that browser or device',
            'narrowed the cause systematically',
            'result: fix and a check to prevent recurrence',
          ],
          concepts: [
            {
              name: 'reproduction',
              synonyms: ['reproduce', 'reproduced', 'real device', 'browserstack', 'simulator'],
            },
            {
              name: 'browser differences',
              synonyms: ['safari', 'firefox', 'ios', 'browser support', 'can i use'],
            },
            { name: 'isolation', synonyms: ['narrowed down', 'isolated', 'removed code', 'minimal example'] },
            {
              name: 'remote debugging',
              synonyms: ['remote debugging', 'web inspector', 'dev tools', 'console'],
            },
            {
              name: 'prevention',
              synonyms: ['added a test', 'polyfill', 'fallback', 'cross browser testing'],
            },
          ],
          strong_answer:
            'Tells a STAR story of reproducing on the specific browser, remote debugging to isolate the cause such as an unsupported CSS or API feature, fixing with a fallback, and adding cross-browser checks.',
          follow_up: 'How do you decide which browsers and devices to test on?',
        },
        {
          id: 'frontend-developer-behavioral-entry-03',
          text: 'Describe a time you reviewed frontend code written by a classmate or colleague and found a problem. How did you raise it?',
          competency: 'Giving feedback',
          key_points: [
            'situation: what the problem was and its impact',
            'action: raised it kindly and specifically',
            'explained why and suggested a fix',
            'result: how it was received and resolved',
          ],
          concepts: [
            {
              name: 'specific feedback',
              synonyms: ['pointed to', 'the line', 'concrete suggestion', 'suggested a fix'],
            },
            {
              name: 'explaining why',
              synonyms: ['explained why', 'user impact', 'could break', 'would cause'],
            },
            {
              name: 'respectful tone',
              synonyms: ['respectful', 'asked a question', 'privately', 'in person', 'not blaming'],
            },
            { name: 'resolution', synonyms: ['they fixed', 'agreed', 'merged', 'updated the code'] },
          ],
          strong_answer:
            'Tells a STAR story where they gave specific, kind feedback such as a missing label or unhandled error state, explained the user impact, suggested a fix, and the code improved without friction.',
          follow_up: 'What would you do if they disagreed with your comment?',
        },
        {
          id: 'frontend-developer-behavioral-entry-04',
          text: 'Tell me about a group project where the work was not split fairly. What did you do about it?',
          competency: 'Teamwork',
          key_points: [
            'situation: the imbalance and its effect',
            'action: raised it directly and early',
            'reorganised tasks with clear owners',
            'result: delivered and relationships kept',
          ],
          concepts: [
            {
              name: 'direct conversation',
              synonyms: ['talked to', 'spoke with', 'raised it', 'conversation'],
            },
            {
              name: 'task planning',
              synonyms: ['split tasks', 'task board', 'trello', 'owners', 'assigned'],
            },
            { name: 'empathy', synonyms: ['understood', 'their situation', 'listened', 'why they'] },
            { name: 'outcome', synonyms: ['delivered', 'finished', 'grade', 'result'] },
          ],
          strong_answer:
            'Tells a STAR story where they raised the imbalance early and without blame, understood the reasons, re-planned tasks with clear owners, and the team delivered.',
          follow_up: 'What would you do differently from the start of the next group project?',
        },
        {
          id: 'frontend-developer-behavioral-entry-05',
          text: 'Tell me about a time you realised something you built was hard for some people to use, for example on mobile or with a keyboard. What did you change?',
          competency: 'User empathy and accessibility',
          key_points: [
            'situation: who struggled and how they found out',
            'action: investigated the barrier',
            'made a specific fix',
            'result: verified the fix and changed their habits',
          ],
          concepts: [
            { name: 'discovery', synonyms: ['noticed', 'feedback', 'tested', 'user told me'] },
            {
              name: 'keyboard or mobile barrier',
              synonyms: ['keyboard', 'mobile', 'small screen', 'touch target', 'focus'],
            },
            {
              name: 'accessibility fix',
              synonyms: ['label', 'contrast', 'semantic', 'aria', 'bigger buttons'],
            },
            {
              name: 'verification',
              synonyms: ['tested again', 'lighthouse', 'axe', 'screen reader', 'checked'],
            },
          ],
          strong_answer:
            'Tells a STAR story of discovering a barrier like an unusable keyboard flow or tiny touch targets, fixing it with semantic elements or larger targets, re-testing, and now checking this by default.',
          follow_up: 'What do you now check before calling a page done?',
        },
        {
          id: 'frontend-developer-behavioral-entry-06',
          text: 'Tell me about a time testers or users found a bug in something you built. How did you respond?',
          competency: 'Ownership',
          key_points: [
            'situation: the bug and who found it',
            'action: acknowledged without defensiveness',
            'reproduced and fixed it promptly',
            'result: added a test or check to prevent it',
          ],
          concepts: [
            { name: 'acknowledgement', synonyms: ['thanked', 'owned', 'my bug', 'acknowledged'] },
            { name: 'reproduction', synonyms: ['reproduced', 'steps to reproduce', 'repro'] },
            { name: 'fix', synonyms: ['fixed', 'patched', 'hotfix', 'deployed'] },
            {
              name: 'regression test',
              synonyms: ['regression test', 'added a test', 'test case', 'checklist'],
            },
          ],
          strong_answer:
            'Tells a STAR story where they thanked the reporter, reproduced and fixed the bug quickly, communicated the fix, and added a regression test or checklist item.',
          follow_up: 'How did it change how you test your own work?',
        },
        {
          id: 'frontend-developer-behavioral-entry-07',
          text: 'Tell me about a time you had to balance making something look polished with getting it done on time.',
          competency: 'Prioritisation',
          key_points: [
            'situation: deadline and polish wanted',
            'action: separated must-haves from nice-to-haves',
            'agreed trade-offs with the person who cared',
            'result: shipped on time with a plan for polish',
          ],
          concepts: [
            { name: 'must-haves', synonyms: ['must have', 'essential', 'core flow', 'mvp'] },
            { name: 'nice-to-haves', synonyms: ['nice to have', 'polish', 'animation', 'cosmetic'] },
            { name: 'agreement', synonyms: ['agreed', 'checked with', 'designer', 'manager', 'client'] },
            { name: 'follow-up', synonyms: ['follow up', 'backlog', 'next version', 'came back'] },
          ],
          strong_answer:
            'Tells a STAR story where they protected usability and correctness, deferred cosmetic polish after agreeing with the stakeholder, shipped on time, and followed up.',
          follow_up: 'What polish would you never skip, even under pressure?',
        },
        {
          id: 'frontend-developer-behavioral-entry-08',
          text: 'Tell me about a time you worked from unclear or changing requirements for a page or feature. How did you get clarity?',
          competency: 'Handling ambiguity',
          key_points: [
            'situation: what was unclear',
            'action: asked specific questions',
            'made assumptions explicit or built a quick draft',
            'result: requirements settled and work delivered',
          ],
          concepts: [
            { name: 'clarifying questions', synonyms: ['asked', 'questions', 'clarify', 'clarified'] },
            { name: 'written assumptions', synonyms: ['assumptions', 'wrote down', 'documented', 'summary'] },
            { name: 'quick draft', synonyms: ['draft', 'prototype', 'wireframe', 'showed early'] },
            {
              name: 'adaptability',
              synonyms: ['adapted', 'flexible', 'reusable components', 'easy to change'],
            },
          ],
          strong_answer:
            'Tells a STAR story where they asked targeted questions, wrote down assumptions, showed an early draft to get concrete feedback, and built flexibly enough to absorb the changes.',
          follow_up: 'How do you handle a requirement change the day before a deadline?',
        },
      ],
      Professional: [
        {
          id: 'frontend-developer-behavioral-professional-01',
          text: 'Tell me about a time you convinced your team or product manager to prioritise accessibility work. What happened?',
          competency: 'Advocacy for accessibility',
          key_points: [
            'situation: the accessibility gap and who it affected',
            'action: made the case with evidence such as audits or user impact',
            'proposed a scoped, practical plan',
            'result: work prioritised and lasting practice',
          ],
          concepts: [
            {
              name: 'accessibility audit',
              synonyms: ['audit', 'axe', 'lighthouse', 'wcag', 'screen reader test'],
            },
            {
              name: 'user and legal impact',
              synonyms: ['users with disabilities', 'legal', 'compliance', 'customers', 'lawsuit'],
            },
            {
              name: 'scoped plan',
              synonyms: ['plan', 'prioritized', 'prioritised', 'critical flows', 'checkout'],
            },
            {
              name: 'lasting practice',
              synonyms: ['definition of done', 'lint', 'ci', 'checklist', 'training'],
            },
          ],
          strong_answer:
            'Tells a STAR story using audit findings or a screen reader demo to show user and legal impact, proposing a scoped plan for critical flows, and embedding checks into the definition of done.',
          follow_up: 'What did you do when the fixes competed with a launch date?',
        },
        {
          id: 'frontend-developer-behavioral-professional-02',
          text: 'Describe a disagreement with a designer about a user experience or its feasibility. How did you resolve it?',
          competency: 'Design collaboration',
          key_points: [
            'situation: the disagreement and both viewpoints',
            'action: focused on user outcomes rather than opinions',
            'used evidence such as a prototype, data or user test',
            'result: decision and improved working relationship',
          ],
          concepts: [
            {
              name: 'shared user goal',
              synonyms: ['user goal', 'what users need', 'user outcome', 'user problem'],
            },
            { name: 'evidence', synonyms: ['prototype', 'user testing', 'data', 'analytics', 'a b test'] },
            { name: 'feasibility cost', synonyms: ['effort', 'performance', 'complexity', 'accessibility'] },
            { name: 'decision', synonyms: ['agreed', 'decided', 'compromise', 'went with'] },
          ],
          strong_answer:
            'Tells a STAR story where they reframed the debate around user outcomes, built a prototype or used test data to compare options, and reached a decision that strengthened the partnership.',
          follow_up: 'Tell me about a time the designer turned out to be right.',
        },
        {
          id: 'frontend-developer-behavioral-professional-03',
          text: 'Tell me about a frontend release that broke something for users, for example in one browser. How did you handle it and prevent a repeat?',
          competency: 'Incident handling',
          key_points: [
            'situation: impact and how it was detected',
            'action: mitigated quickly with rollback or flag',
            'found root cause',
            'result: added tests, monitoring or browser coverage',
          ],
          concepts: [
            {
              name: 'detection',
              synonyms: ['error tracking', 'sentry', 'support tickets', 'alerts', 'users reported'],
            },
            { name: 'mitigation', synonyms: ['rolled back', 'rollback', 'feature flag', 'hotfix', 'revert'] },
            { name: 'root cause', synonyms: ['root cause', 'caused by', 'unsupported', 'polyfill'] },
            {
              name: 'prevention',
              synonyms: ['cross browser tests', 'e2e test', 'browserslist', 'monitoring', 'postmortem'],
            },
          ],
          strong_answer:
            'Tells a STAR story of detecting the break through error tracking, rolling back or flagging off quickly, finding the root cause such as a missing polyfill, and adding browser coverage and alerts.',
          follow_up: 'How did you communicate with support and users during the problem?',
        },
        {
          id: 'frontend-developer-behavioral-professional-04',
          text: 'Tell me about a time you introduced a new tool or pattern, such as TypeScript or a testing library, into an existing codebase. How did you get people to adopt it?',
          competency: 'Driving change in a team',
          key_points: [
            'situation: the problem the tool solved',
            'action: piloted it on a small area with measurable results',
            'made adoption easy with docs, examples and tooling',
            'result: adoption level and impact',
          ],
          concepts: [
            { name: 'pilot', synonyms: ['pilot', 'proof of concept', 'tried it on', 'one module'] },
            {
              name: 'incremental adoption',
              synonyms: ['incremental', 'gradual', 'new files first', 'allow js'],
            },
            {
              name: 'enablement',
              synonyms: ['documentation', 'examples', 'workshop', 'pairing', 'templates'],
            },
            { name: 'measured impact', synonyms: ['fewer bugs', 'caught', 'faster', 'percent'] },
          ],
          strong_answer:
            'Tells a STAR story of piloting the tool where pain was highest, showing concrete results, adopting it incrementally with docs and pairing, and reporting the adoption rate and impact.',
          follow_up: 'Who resisted, and how did you handle their concerns?',
        },
        {
          id: 'frontend-developer-behavioral-professional-05',
          text: 'Tell me about a time you worked with backend engineers to change an API so the frontend could be faster or simpler.',
          competency: 'Cross-team API collaboration',
          key_points: [
            'situation: what the API made hard or slow',
            'action: brought data on requests or payloads',
            'proposed a contract change together',
            'result: measurable improvement for users',
          ],
          concepts: [
            { name: 'API contract', synonyms: ['api contract', 'schema', 'openapi', 'graphql', 'endpoint'] },
            {
              name: 'request waterfalls',
              synonyms: ['waterfall', 'too many requests', 'chatty', 'round trips'],
            },
            { name: 'payload size', synonyms: ['payload', 'over fetching', 'overfetching', 'response size'] },
            { name: 'collaboration', synonyms: ['backend team', 'worked with', 'together', 'proposal'] },
            { name: 'result', synonyms: ['faster', 'milliseconds', 'fewer requests', 'simpler code'] },
          ],
          strong_answer:
            'Tells a STAR story where they showed request waterfalls or over-fetching with data, co-designed a better contract with the backend team, and measured fewer requests and faster pages.',
          follow_up: 'What would you have done if the backend team could not prioritise it?',
        },
        {
          id: 'frontend-developer-behavioral-professional-06',
          text: 'Tell me about a time you refactored a large, tangled component or stylesheet while features kept shipping on top of it.',
          competency: 'Incremental refactoring',
          key_points: [
            'situation: why it was tangled and the cost',
            'action: protected behaviour with tests or visual checks',
            'refactored in small, shippable steps',
            'result: measurable simplification',
          ],
          concepts: [
            { name: 'safety net', synonyms: ['tests', 'visual regression', 'screenshots', 'storybook'] },
            {
              name: 'small steps',
              synonyms: ['small pull requests', 'incremental', 'step by step', 'small steps'],
            },
            {
              name: 'coordination',
              synonyms: ['coordinated', 'told the team', 'merge conflicts', 'communicated'],
            },
            {
              name: 'CSS scoping',
              synonyms: ['css modules', 'scoped styles', 'specificity', 'bem', 'global css'],
            },
            { name: 'measured result', synonyms: ['lines removed', 'fewer bugs', 'faster', 'smaller'] },
          ],
          strong_answer:
            'Tells a STAR story where they added tests or visual regression checks first, split the work into small merged steps coordinated with the team, and show a measurable result such as fewer bugs or lines.',
          follow_up: 'How did you avoid blocking teammates who were shipping in the same files?',
        },
        {
          id: 'frontend-developer-behavioral-professional-07',
          text: 'Tell me about a time analytics or user research changed what you built.',
          competency: 'Product mindset',
          key_points: [
            'situation: the initial plan',
            'action: looked at data or research',
            'changed the design or priority',
            'result: measured user outcome',
          ],
          concepts: [
            { name: 'analytics', synonyms: ['analytics', 'funnel', 'conversion', 'drop off', 'heatmap'] },
            {
              name: 'user research',
              synonyms: ['user research', 'usability test', 'interviews', 'session recordings'],
            },
            { name: 'experiment', synonyms: ['a b test', 'experiment', 'split test', 'feature flag'] },
            { name: 'outcome', synonyms: ['increased', 'improved', 'percent', 'conversion rate'] },
          ],
          strong_answer:
            'Tells a STAR story where funnel data or usability sessions revealed a problem, they changed the design or priority, validated with an experiment, and reported the user-facing result.',
          follow_up: 'How do you instrument a feature so you can learn from it?',
        },
        {
          id: 'frontend-developer-behavioral-professional-08',
          text: 'Describe a time you were handed an unrealistic design or deadline for a feature. What trade-offs did you propose, and how did stakeholders react?',
          competency: 'Negotiating scope',
          key_points: [
            'situation: what made it unrealistic',
            'action: estimated and broke down the work',
            'offered concrete options with trade-offs',
            'result: agreed scope and delivery',
          ],
          concepts: [
            { name: 'estimation', synonyms: ['estimate', 'breakdown', 'tasks', 'story points'] },
            { name: 'options', synonyms: ['options', 'phase one', 'mvp', 'smaller version'] },
            { name: 'trade-offs', synonyms: ['trade-off', 'tradeoff', 'cut', 'defer'] },
            {
              name: 'stakeholder reaction',
              synonyms: ['product manager', 'stakeholders', 'agreed', 'pushback'],
            },
          ],
          strong_answer:
            'Tells a STAR story of breaking down the work, offering phased options with clear trade-offs rather than refusing, reaching an agreed scope, and delivering it.',
          follow_up: 'What did you do when stakeholders rejected every option?',
        },
      ],
      Expert: [
        {
          id: 'frontend-developer-behavioral-expert-01',
          text: 'Tell me about a time you drove adoption of a design system across many teams. How did you handle resistance?',
          competency: 'Organisational influence',
          key_points: [
            'situation: fragmentation and its cost',
            'action: treated teams as customers and listened to objections',
            'made adoption easy with migrations and support',
            'result: adoption metrics and consistency gains',
          ],
          concepts: [
            { name: 'design system', synonyms: ['design system', 'component library', 'shared components'] },
            {
              name: 'teams as customers',
              synonyms: ['customers', 'listened', 'feedback', 'office hours', 'interviews'],
            },
            {
              name: 'low-friction migration',
              synonyms: ['codemods', 'migration guide', 'paired', 'embedded'],
            },
            { name: 'adoption metrics', synonyms: ['adoption', 'percent of screens', 'usage', 'coverage'] },
            { name: 'executive support', synonyms: ['leadership', 'sponsor', 'okr', 'mandate'] },
          ],
          strong_answer:
            'Tells a STAR story where they quantified fragmentation, treated product teams as customers, addressed objections, lowered migration cost with codemods and embedded help, and tracked adoption to a clear result.',
          follow_up: 'When is it right to mandate adoption instead of persuading?',
        },
        {
          id: 'frontend-developer-behavioral-expert-02',
          text: 'Tell me about a time you decided against a frontend rewrite that others wanted. How did you make the case, and what happened?',
          competency: 'Technical judgement',
          key_points: [
            'situation: why others wanted the rewrite',
            'action: analysed costs, risks and real pain points',
            'proposed an incremental alternative',
            'result: outcome and how the team felt about it',
          ],
          concepts: [
            { name: 'rewrite risk', synonyms: ['rewrite', 'big bang', 'second system', 'feature freeze'] },
            {
              name: 'root pain points',
              synonyms: ['pain points', 'real problem', 'root cause', 'developer pain'],
            },
            {
              name: 'incremental alternative',
              synonyms: ['incremental', 'strangler', 'refactor', 'step by step'],
            },
            { name: 'cost analysis', synonyms: ['cost', 'estimate', 'months', 'opportunity cost'] },
            { name: 'team morale', synonyms: ['morale', 'buy-in', 'frustration', 'listened'] },
          ],
          strong_answer:
            'Tells a STAR story where they took the team frustration seriously, showed the cost and risk of a big-bang rewrite, delivered an incremental plan targeting the real pain, and can show how it turned out.',
          follow_up: 'When have you supported a full rewrite, and why was that different?',
        },
        {
          id: 'frontend-developer-behavioral-expert-03',
          text: 'Tell me about a time you led an organisation toward accessibility compliance, for example after an audit or a legal complaint.',
          competency: 'Accessibility leadership',
          key_points: [
            'situation: audit findings and the stakes',
            'action: prioritised by user impact and critical journeys',
            'built capability: training, components, tooling',
            'result: measured conformance and sustained process',
          ],
          concepts: [
            { name: 'WCAG conformance', synonyms: ['wcag', 'wcag 2.1', 'wcag 2.2', 'aa', 'conformance'] },
            {
              name: 'prioritisation',
              synonyms: ['critical journeys', 'severity', 'prioritized', 'prioritised', 'checkout'],
            },
            {
              name: 'capability building',
              synonyms: ['training', 'champions', 'accessible components', 'guidelines'],
            },
            {
              name: 'automated and manual testing',
              synonyms: ['axe', 'automated checks', 'manual testing', 'screen reader'],
            },
            {
              name: 'users with disabilities',
              synonyms: [
                'disabled users',
                'assistive technology',
                'user testing',
                'people with disabilities',
              ],
            },
          ],
          strong_answer:
            'Tells a STAR story of triaging audit findings by severity on critical journeys, fixing them at the component level, training champions, adding automated and manual testing, and reaching measured WCAG AA conformance.',
          follow_up: 'How did you keep it from regressing after the deadline passed?',
        },
        {
          id: 'frontend-developer-behavioral-expert-04',
          text: 'Describe a time you used data, such as conversion rates or Core Web Vitals, to change what product leadership prioritised.',
          competency: 'Data-driven influence',
          key_points: [
            'situation: what leadership was focused on',
            'action: correlated frontend metrics with business outcomes',
            'presented it in business language',
            'result: changed priorities and measured payoff',
          ],
          concepts: [
            {
              name: 'business correlation',
              synonyms: ['conversion', 'revenue', 'bounce rate', 'retention', 'correlated'],
            },
            {
              name: 'performance metrics',
              synonyms: ['core web vitals', 'lcp', 'inp', 'page speed', 'load time'],
            },
            { name: 'experiment', synonyms: ['a b test', 'experiment', 'controlled', 'holdout'] },
            { name: 'executive framing', synonyms: ['presented', 'leadership', 'business case', 'roadmap'] },
            { name: 'payoff', synonyms: ['increased', 'percent', 'uplift', 'result'] },
          ],
          strong_answer:
            'Tells a STAR story of linking page speed or UX metrics to conversion, ideally through an experiment, framing it in revenue terms for leadership, changing the roadmap, and reporting the payoff.',
          follow_up: 'How did you make sure the correlation was not misleading?',
        },
        {
          id: 'frontend-developer-behavioral-expert-05',
          text: 'Tell me how you built or reshaped a frontend team, including hiring. What did you look for, and how did it turn out?',
          competency: 'Team building',
          key_points: [
            'situation: the gaps in skills or structure',
            'action: defined the profile and a fair interview process',
            'balanced skills such as accessibility, performance and product sense',
            'result: team outcomes and retention',
          ],
          concepts: [
            { name: 'hiring bar', synonyms: ['hiring', 'interview process', 'rubric', 'bar', 'work sample'] },
            {
              name: 'skill balance',
              synonyms: [
                'mix of skills',
                'accessibility',
                'performance',
                'design sense',
                'senior and junior',
              ],
            },
            { name: 'team structure', synonyms: ['structure', 'ownership', 'squads', 'platform team'] },
            { name: 'onboarding', synonyms: ['onboarding', 'ramp up', 'mentoring'] },
            { name: 'outcomes', synonyms: ['retention', 'delivered', 'velocity', 'promoted'] },
          ],
          strong_answer:
            'Tells a STAR story of identifying skill gaps, designing a fair rubric-based process with practical exercises, hiring for a balance of skills, onboarding well, and citing delivery and retention results.',
          follow_up: 'Tell me about a hire that did not work out and what you learned.',
        },
        {
          id: 'frontend-developer-behavioral-expert-06',
          text: 'Tell me about a time a third-party script or dependency caused a serious production problem. How did you lead the response, and what policy changed?',
          competency: 'Incident leadership and governance',
          key_points: [
            'situation: the dependency and the user impact',
            'action: contained it quickly, for example by disabling or pinning',
            'coordinated communication across teams',
            'result: new policy for third-party code',
          ],
          concepts: [
            {
              name: 'third-party risk',
              synonyms: ['third party', 'tag manager', 'analytics script', 'vendor', 'npm package'],
            },
            {
              name: 'containment',
              synonyms: ['disabled', 'kill switch', 'pinned', 'rolled back', 'removed'],
            },
            { name: 'coordination', synonyms: ['incident', 'coordinated', 'status updates', 'war room'] },
            {
              name: 'governance policy',
              synonyms: ['policy', 'review process', 'approval', 'performance budget', 'csp'],
            },
          ],
          strong_answer:
            'Tells a STAR story of containing the issue with a kill switch or pinned version, coordinating updates across teams, and introducing a review, budget and CSP policy for third-party code.',
          follow_up: 'How did you get marketing or other owners of those scripts to accept the new rules?',
        },
        {
          id: 'frontend-developer-behavioral-expert-07',
          text: 'Describe a time design and engineering leaders strongly disagreed about product direction. How did you help them reach a decision?',
          competency: 'Mediation',
          key_points: [
            'situation: the disagreement and what was at stake',
            'action: clarified each position and underlying goals',
            'proposed criteria or an experiment to decide',
            'result: decision reached and trust maintained',
          ],
          concepts: [
            {
              name: 'underlying goals',
              synonyms: ['goals', 'concerns', 'what they cared about', 'interests'],
            },
            { name: 'decision criteria', synonyms: ['criteria', 'principles', 'trade-offs', 'framework'] },
            { name: 'experiment', synonyms: ['prototype', 'experiment', 'user test', 'a b test'] },
            { name: 'neutral facilitation', synonyms: ['facilitated', 'neutral', 'both sides', 'each side'] },
          ],
          strong_answer:
            'Tells a STAR story of facilitating neutrally, surfacing each side goals, agreeing decision criteria or a quick experiment, and reaching a decision both leaders supported.',
          follow_up: 'What did you do when your own opinion favoured one side?',
        },
        {
          id: 'frontend-developer-behavioral-expert-08',
          text: 'Tell me about a time you set up a way for many teams to ship frontend changes safely, such as feature flags or release trains, after things had gone wrong.',
          competency: 'Release engineering leadership',
          key_points: [
            'situation: the failures that prompted change',
            'action: designed safeguards like flags, canaries and automated checks',
            'rolled it out with teams, not onto them',
            'result: fewer incidents and faster delivery',
          ],
          concepts: [
            { name: 'feature flags', synonyms: ['feature flag', 'feature flags', 'toggles', 'launchdarkly'] },
            {
              name: 'progressive delivery',
              synonyms: ['canary', 'gradual rollout', 'percentage rollout', 'release train'],
            },
            { name: 'automated gates', synonyms: ['ci', 'e2e tests', 'visual regression', 'quality gates'] },
            { name: 'fast rollback', synonyms: ['rollback', 'instant revert', 'kill switch'] },
            {
              name: 'measured outcome',
              synonyms: ['fewer incidents', 'change failure rate', 'deploy frequency', 'faster'],
            },
          ],
          strong_answer:
            'Tells a STAR story of introducing flags, progressive rollouts, automated gates and one-click rollback with the teams, and showing a lower change failure rate alongside faster deploys.',
          follow_up: 'How did you keep old feature flags from piling up?',
        },
      ],
    },
  },
};
