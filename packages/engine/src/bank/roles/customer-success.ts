import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'Customer Success',
  questions: {
    'Warm-up': {
      'Entry-Level': [
        {
          id: 'customer-success-warmup-entry-01',
          text: 'What drew you to customer success, and how would you explain the difference between customer success and customer support?',
          competency: 'Motivation and role understanding',
          key_points: [
            'a genuine reason for choosing customer success',
            'support is mostly reactive, success is proactive',
            'customer success owns adoption and outcomes',
            'retention and renewals depend on it',
          ],
          concepts: [
            {
              name: 'proactive',
              synonyms: ['proactive', 'ahead of problems', 'reach out first', 'anticipate'],
            },
            {
              name: 'reactive support',
              synonyms: ['reactive', 'tickets', 'fixing issues', 'break-fix', 'when something breaks'],
            },
            {
              name: 'customer outcomes',
              synonyms: ['outcomes', 'goals', 'value', 'business results', 'adoption'],
            },
            { name: 'retention', synonyms: ['renewal', 'retention', 'churn', 'keep customers', 'renew'] },
            { name: 'relationship', synonyms: ['relationship', 'trusted advisor', 'partner', 'long-term'] },
          ],
          strong_answer:
            'Gives a concrete personal reason and explains that support reacts to problems while customer success proactively drives adoption and the customer’s business outcomes, which is what leads to renewal.',
          follow_up: 'Where do you think the two roles overlap, and how should they hand work to each other?',
        },
        {
          id: 'customer-success-warmup-entry-02',
          text: 'In your opinion, what makes a business keep paying for a software product year after year?',
          competency: 'Customer value intuition',
          key_points: [
            'it delivers measurable value or results',
            'it is embedded in daily workflows',
            'the relationship and support are good',
            'switching would be costly',
          ],
          concepts: [
            { name: 'value', synonyms: ['value', 'roi', 'return on investment', 'results', 'outcomes'] },
            { name: 'adoption', synonyms: ['using it', 'daily use', 'adoption', 'embedded', 'workflows'] },
            { name: 'relationship', synonyms: ['trust', 'relationship', 'good support', 'responsive'] },
            {
              name: 'switching cost',
              synonyms: ['switching costs', 'sticky', 'hard to leave', 'integrated', 'lock-in'],
            },
          ],
          strong_answer:
            'Explains that customers renew when they see measurable value, when the product is woven into how their teams work, and when they trust the vendor, with switching costs as a weaker secondary reason.',
          follow_up: 'Think of a subscription you cancelled. What would have kept you?',
        },
        {
          id: 'customer-success-warmup-entry-03',
          text: 'How comfortable are you with CRMs and spreadsheets, and have you ever used data to understand how people were behaving?',
          competency: 'Tools and data comfort',
          key_points: [
            'honest level with CRM and spreadsheets',
            'an example of analysing data',
            'a pattern or insight they found',
            'what they did with the insight',
          ],
          concepts: [
            { name: 'crm', synonyms: ['salesforce', 'hubspot', 'gainsight', 'crm', 'customer records'] },
            {
              name: 'spreadsheets',
              synonyms: ['excel', 'google sheets', 'spreadsheet', 'pivot table', 'vlookup'],
            },
            { name: 'insight', synonyms: ['trend', 'pattern', 'analysed', 'analyzed', 'noticed'] },
            { name: 'action', synonyms: ['acted on', 'changed', 'recommended', 'used it to'] },
          ],
          strong_answer:
            'Is honest about their tool level, gives a specific example of using a spreadsheet or CRM data to spot a pattern in behaviour, and says what decision or change came from it.',
          follow_up: 'What usage data would you want to see first about a customer?',
        },
        {
          id: 'customer-success-warmup-entry-04',
          text: 'Imagine your first week looking after fifty small customer accounts. How would you get to know them and decide where to start?',
          competency: 'Ramp-up and prioritisation',
          key_points: [
            'review account history and notes in the CRM',
            'check usage and renewal dates',
            'prioritise accounts at risk or renewing soon',
            'send introductions to every account',
            'ask the previous owner or manager for context',
          ],
          concepts: [
            {
              name: 'account review',
              synonyms: ['account notes', 'history', 'crm', 'previous csm', 'handover notes'],
            },
            { name: 'usage data', synonyms: ['usage', 'logins', 'adoption', 'health score', 'activity'] },
            { name: 'renewal date', synonyms: ['renewal', 'contract end', 'renewing soon', 'renewal date'] },
            {
              name: 'prioritisation',
              synonyms: ['prioritise', 'prioritize', 'at risk first', 'segment', 'triage'],
            },
            {
              name: 'outreach',
              synonyms: ['introduction email', 'intro call', 'reach out', 'introduce myself'],
            },
          ],
          strong_answer:
            'Reviews CRM history, usage and renewal dates, asks the previous owner for context, prioritises at-risk and soon-renewing accounts for calls, and introduces themselves to everyone else by email.',
          follow_up: 'What would you say in that first introduction email?',
        },
        {
          id: 'customer-success-warmup-entry-05',
          text: 'How would you learn our product well enough to teach customers how to get real value from it, not just where the buttons are?',
          competency: 'Learning approach',
          key_points: [
            'use the product hands-on like a customer',
            'learn the business problems customers buy it for',
            'shadow calls with experienced CSMs',
            'practise a walkthrough or demo',
          ],
          concepts: [
            { name: 'hands-on', synonyms: ['use it', 'hands-on', 'sandbox', 'demo account', 'try it'] },
            {
              name: 'use cases',
              synonyms: ['use cases', 'why customers buy', 'business problems', 'workflows'],
            },
            { name: 'shadowing', synonyms: ['shadow', 'listen to calls', 'sit in', 'call recordings'] },
            { name: 'practise', synonyms: ['demo', 'walkthrough', 'practice', 'practise', 'role play'] },
            {
              name: 'training resources',
              synonyms: ['academy', 'certification', 'docs', 'training', 'help center'],
            },
          ],
          strong_answer:
            'Learns the product hands-on but focuses on the use cases and business problems customers buy it for, shadows experienced CSMs, and practises explaining a workflow in terms of the customer’s outcome.',
          follow_up: 'How would you check that you really understood a customer use case?',
        },
        {
          id: 'customer-success-warmup-entry-06',
          text: 'Customer success means many customers needing you at once. How do you personally stay organised when lots of people are waiting on you?',
          competency: 'Personal organisation',
          key_points: [
            'a concrete task system',
            'prioritises by urgency and importance',
            'blocks time for planned work',
            'reminders so nothing is forgotten',
          ],
          concepts: [
            {
              name: 'task system',
              synonyms: ['to-do list', 'tasks', 'calendar', 'crm tasks', 'notion', 'trello'],
            },
            {
              name: 'prioritising',
              synonyms: ['prioritise', 'prioritize', 'urgent', 'important', 'eisenhower'],
            },
            { name: 'time blocking', synonyms: ['time blocks', 'schedule', 'block time', 'calendar blocks'] },
            { name: 'follow-up', synonyms: ['reminders', 'follow up', 'notes', 'next steps'] },
          ],
          strong_answer:
            'Describes a real system (calendar, task list or CRM tasks), how they rank urgency against importance, blocked time for planned work, and reminders that make sure every promised follow-up happens.',
          follow_up: 'Tell me about a time that system failed you. What happened?',
        },
        {
          id: 'customer-success-warmup-entry-07',
          text: 'Which matters more: a customer who likes you, or a customer who gets results from the product? Why?',
          competency: 'Outcome orientation',
          key_points: [
            'results are what drive renewal',
            'a good relationship makes results easier',
            'liking without value is still a churn risk',
            'honesty over simply being liked',
          ],
          concepts: [
            { name: 'outcomes', synonyms: ['results', 'value', 'goals', 'roi', 'outcomes'] },
            { name: 'relationship', synonyms: ['rapport', 'trust', 'likes me', 'relationship'] },
            { name: 'renewal', synonyms: ['renew', 'retention', 'churn', 'renewal'] },
            { name: 'honesty', synonyms: ['honest', 'hard truths', 'candid', 'push back'] },
          ],
          strong_answer:
            'Chooses results, explaining that a friendly customer without measurable value can still churn when budgets tighten, while a good relationship is the means to drive adoption and honest conversations.',
          follow_up: 'How would you find out whether a friendly customer is actually getting value?',
        },
        {
          id: 'customer-success-warmup-entry-08',
          text: 'What do you understand by churn, and why do subscription companies care so much about keeping existing customers?',
          competency: 'Business fundamentals',
          key_points: [
            'churn is customers cancelling or not renewing',
            'recurring revenue depends on retention',
            'retaining is cheaper than acquiring',
            'happy customers expand and refer others',
          ],
          concepts: [
            { name: 'churn', synonyms: ['cancel', 'leave', 'not renew', 'attrition', 'churn rate'] },
            { name: 'recurring revenue', synonyms: ['subscription', 'recurring', 'arr', 'mrr', 'saas'] },
            {
              name: 'acquisition cost',
              synonyms: ['cost to acquire', 'cac', 'cheaper to keep', 'acquisition'],
            },
            { name: 'expansion', synonyms: ['upsell', 'expand', 'grow the account', 'more seats'] },
            {
              name: 'advocacy',
              synonyms: ['referrals', 'references', 'word of mouth', 'advocates', 'reviews'],
            },
          ],
          strong_answer:
            'Defines churn as customers cancelling or not renewing, and explains that subscription revenue compounds only if customers stay, that winning a new customer costs far more than keeping one, and that retained customers expand and refer.',
          follow_up: 'What is one thing a CSM can do in the first month to reduce churn?',
        },
      ],
      Professional: [
        {
          id: 'customer-success-warmup-professional-01',
          text: 'Walk me through your customer success experience: the segment, how many accounts, the size of your book and the retention metrics you owned.',
          competency: 'Background and scope',
          key_points: [
            'segment and type of customers',
            'number of accounts and ARR managed',
            'gross and net retention figures',
            'a result they drove personally',
          ],
          concepts: [
            {
              name: 'segment',
              synonyms: ['smb', 'mid-market', 'enterprise', 'segment', 'strategic accounts'],
            },
            {
              name: 'book of business',
              synonyms: ['arr', 'book', 'portfolio', 'accounts', 'annual recurring revenue'],
            },
            {
              name: 'gross retention',
              synonyms: ['grr', 'gross retention', 'logo retention', 'renewal rate'],
            },
            {
              name: 'net retention',
              synonyms: ['nrr', 'ndr', 'net revenue retention', 'net dollar retention', 'expansion'],
            },
            { name: 'health score', synonyms: ['health score', 'account health', 'green', 'red accounts'] },
          ],
          strong_answer:
            'Gives precise numbers: segment, account count, ARR managed, gross and net retention against target, and one concrete initiative that moved those numbers.',
          follow_up: 'Which of those numbers are you proudest of, and what was your part in it?',
        },
        {
          id: 'customer-success-warmup-professional-02',
          text: 'From the customer’s side, what does a great onboarding look like, based on the best ones you have run?',
          competency: 'Onboarding philosophy',
          key_points: [
            'clean handoff from sales with goals captured',
            'kickoff that confirms success criteria',
            'a plan with milestones and owners',
            'an early first value moment',
            'the right stakeholders engaged',
          ],
          concepts: [
            {
              name: 'sales handoff',
              synonyms: ['handoff', 'handover', 'what sales promised', 'sales notes'],
            },
            { name: 'kickoff', synonyms: ['kickoff', 'kick-off', 'welcome call', 'onboarding call'] },
            {
              name: 'success criteria',
              synonyms: ['goals', 'success criteria', 'defined outcomes', 'objectives'],
            },
            {
              name: 'time to value',
              synonyms: ['ttv', 'time to value', 'first value', 'quick win', 'aha moment'],
            },
            {
              name: 'onboarding plan',
              synonyms: ['milestones', 'project plan', 'onboarding plan', 'timeline'],
            },
          ],
          strong_answer:
            'Describes a real onboarding: a warm sales handoff, a kickoff agreeing measurable success criteria, a milestone plan with owners on both sides, and an early quick win that proves value within weeks.',
          follow_up: 'What is the most common reason you have seen onboarding stall?',
        },
        {
          id: 'customer-success-warmup-professional-03',
          text: 'How do you split your week between proactive work and firefighting, and how do you protect the proactive part?',
          competency: 'Time management',
          key_points: [
            'an honest split with numbers',
            'time blocked for success plans and reviews',
            'routes reactive issues to support where appropriate',
            'prioritises by risk and account value',
          ],
          concepts: [
            {
              name: 'proactive work',
              synonyms: ['proactive', 'strategic', 'qbr prep', 'success plans', 'planning'],
            },
            { name: 'firefighting', synonyms: ['firefighting', 'escalations', 'reactive', 'urgent issues'] },
            { name: 'time blocking', synonyms: ['block time', 'time blocks', 'calendar', 'focus time'] },
            {
              name: 'routing to support',
              synonyms: ['support team', 'open a ticket', 'redirect', 'delegate'],
            },
            { name: 'prioritisation', synonyms: ['prioritise', 'prioritize', 'risk', 'arr', 'tiers'] },
          ],
          strong_answer:
            'Gives a realistic split, blocks fixed time for proactive work such as success plans and reviews, routes support issues to the right team instead of absorbing them, and prioritises by risk and value.',
          follow_up: 'What do you drop first when a week gets overloaded?',
        },
        {
          id: 'customer-success-warmup-professional-04',
          text: 'Which customer success platforms and tools have you used, and what did they actually help you do better?',
          competency: 'Tooling judgement',
          key_points: [
            'names CS platform, CRM and analytics tools',
            'a specific workflow they improved',
            'honest limits of the tools',
            'data quality matters more than the tool',
          ],
          concepts: [
            { name: 'cs platform', synonyms: ['gainsight', 'totango', 'churnzero', 'vitally', 'planhat'] },
            { name: 'crm', synonyms: ['salesforce', 'hubspot', 'crm'] },
            { name: 'product analytics', synonyms: ['pendo', 'mixpanel', 'amplitude', 'usage data', 'heap'] },
            { name: 'automation', synonyms: ['playbooks', 'ctas', 'email sequences', 'automated', 'alerts'] },
            { name: 'data quality', synonyms: ['clean data', 'data quality', 'garbage in', 'accurate data'] },
          ],
          strong_answer:
            'Names concrete tools and gives an example, such as automated usage-drop alerts triggering a playbook, while noting the tool only helps when the underlying usage and CRM data are reliable.',
          follow_up: 'If you had no CS platform at all, how would you track your book?',
        },
        {
          id: 'customer-success-warmup-professional-05',
          text: 'Which kind of customer brings out your best work, and which kind do you find hardest to make successful?',
          competency: 'Self-awareness',
          key_points: [
            'a specific customer type where they excel',
            'a specific hard type, such as no champion or misaligned expectations',
            'how they adapt their approach',
            'what they are working on',
          ],
          concepts: [
            {
              name: 'customer type',
              synonyms: ['enterprise', 'smb', 'technical buyers', 'executives', 'fast-growing'],
            },
            {
              name: 'hard situations',
              synonyms: [
                'unresponsive',
                'no champion',
                'low engagement',
                'misaligned expectations',
                'oversold',
              ],
            },
            { name: 'adaptation', synonyms: ['adapt', 'change approach', 'adjust', 'tailor'] },
            { name: 'self-improvement', synonyms: ['working on', 'improving', 'learning', 'coaching'] },
          ],
          strong_answer:
            'Names a customer profile where they have strong results and why, is honest about a hard profile such as disengaged accounts without a champion, and explains how they adapt and what they are improving.',
          follow_up: 'Tell me about one of those hard customers. What did you try?',
        },
        {
          id: 'customer-success-warmup-professional-06',
          text: 'Why this customer success role, and what from your previous book of business would transfer most directly to our customers?',
          competency: 'Motivation and fit',
          key_points: [
            'specific interest in this company and product',
            'similar customers or industries handled before',
            'transferable playbooks or skills',
            'what they want to grow into',
          ],
          concepts: [
            { name: 'company fit', synonyms: ['your product', 'your customers', 'industry', 'mission'] },
            {
              name: 'similar customers',
              synonyms: ['similar customers', 'same segment', 'same industry', 'same buyers'],
            },
            {
              name: 'transferable playbooks',
              synonyms: ['playbooks', 'experience', 'processes', 'frameworks'],
            },
            { name: 'growth', synonyms: ['grow', 'career', 'develop', 'next step'] },
          ],
          strong_answer:
            'Shows real research into the company and its customers, maps specific past experience (segment, industry, playbooks) onto this book, and names what they want to grow into here.',
          follow_up: 'What do you expect to find hardest about our customers compared with your last ones?',
        },
        {
          id: 'customer-success-warmup-professional-07',
          text: 'How do you keep up with your customers’ industries so that your conversations are about their business, not just our features?',
          competency: 'Business acumen',
          key_points: [
            'researches news, reports and earnings',
            'learns the customer’s goals and KPIs',
            'brings benchmarks from similar customers',
            'uses the customer’s language',
          ],
          concepts: [
            {
              name: 'industry research',
              synonyms: ['news', 'annual report', 'earnings calls', 'linkedin', 'industry reports'],
            },
            {
              name: 'customer goals',
              synonyms: ['business goals', 'priorities', 'kpis', 'objectives', 'strategy'],
            },
            {
              name: 'benchmarks',
              synonyms: ['benchmarks', 'best practices', 'what similar customers do', 'peers'],
            },
            { name: 'customer language', synonyms: ['their language', 'business terms', 'their metrics'] },
          ],
          strong_answer:
            'Describes a routine of reading customers’ news, reports and earnings calls, learning their KPIs, and bringing benchmarks from similar customers so conversations start from the customer’s business goals.',
          follow_up: 'When did that research last change the direction of a customer conversation?',
        },
        {
          id: 'customer-success-warmup-professional-08',
          text: 'How do you feel about CSMs carrying a renewal or expansion target, and how has that shaped the way you work?',
          competency: 'Commercial mindset',
          key_points: [
            'comfortable being commercially accountable',
            'value first, then commercial conversations',
            'managing the trusted-advisor tension',
            'clear split with sales',
          ],
          concepts: [
            {
              name: 'commercial target',
              synonyms: ['renewal target', 'quota', 'nrr target', 'number', 'variable pay'],
            },
            { name: 'expansion', synonyms: ['upsell', 'cross-sell', 'expansion', 'more seats'] },
            {
              name: 'trusted advisor',
              synonyms: ['trust', 'conflict of interest', 'not pushy', 'trusted advisor'],
            },
            {
              name: 'value first',
              synonyms: ['value first', 'earned the right', 'outcomes first', 'aligned with the customer'],
            },
            {
              name: 'sales partnership',
              synonyms: ['account executive', 'sales', 'account manager', 'handoff'],
            },
          ],
          strong_answer:
            'Is comfortable with commercial accountability, explains that expansion follows proven value so they lead with outcomes, and describes how they protect trust and split roles with the account executive.',
          follow_up: 'Have you ever advised a customer to buy less? What happened?',
        },
      ],
      Expert: [
        {
          id: 'customer-success-warmup-expert-01',
          text: 'In two minutes, how has your customer success career unfolded, and which retention or expansion result are you proudest of leading?',
          competency: 'Leadership impact',
          key_points: [
            'a clear progression',
            'one specific change they led',
            'measured effect on retention or efficiency',
            'what they learned',
          ],
          concepts: [
            { name: 'initiative', synonyms: ['program', 'rolled out', 'introduced', 'launched', 'built'] },
            { name: 'retention impact', synonyms: ['nrr', 'grr', 'retention', 'churn', 'renewal rate'] },
            { name: 'team leadership', synonyms: ['led', 'hired', 'managed', 'team of'] },
            {
              name: 'measured result',
              synonyms: ['improved', 'reduced', 'percent', 'points', 'before and after'],
            },
          ],
          strong_answer:
            'Summarises the path briefly, then names one change such as a new segmentation or onboarding program with before and after retention or efficiency numbers and the lesson behind it.',
          follow_up: 'What would you do differently if you ran that change again?',
        },
        {
          id: 'customer-success-warmup-expert-02',
          text: 'What should customer success own: renewals, expansion, adoption, support, or outcomes? Where do you draw the lines?',
          competency: 'CS charter philosophy',
          key_points: [
            'a clear position on commercial ownership',
            'adoption and outcomes as the core',
            'trade-off between trusted advisor and quota',
            'explicit boundaries with sales and support',
          ],
          concepts: [
            {
              name: 'commercial ownership',
              synonyms: ['renewals', 'expansion', 'quota', 'commercial', 'nrr'],
            },
            {
              name: 'outcomes',
              synonyms: ['outcomes', 'value realisation', 'value realization', 'adoption'],
            },
            {
              name: 'trusted advisor tension',
              synonyms: ['trusted advisor', 'conflict', 'neutral', 'credibility'],
            },
            {
              name: 'sales boundary',
              synonyms: ['account executive', 'account management', 'sales', 'raci'],
            },
            { name: 'support boundary', synonyms: ['support', 'tickets', 'escalations'] },
          ],
          strong_answer:
            'Takes a clear, reasoned position, for example CS owns adoption, outcomes and renewals while account executives own net-new expansion, and explains the trade-offs and how boundaries with sales and support are made explicit.',
          follow_up: 'When would you change that model?',
        },
        {
          id: 'customer-success-warmup-expert-03',
          text: 'How do you see customer success changing with digital and scaled programs, and where does a human CSM still matter most?',
          competency: 'Industry perspective',
          key_points: [
            'digital, one-to-many motions for the long tail',
            'data and automation trigger human attention',
            'community and education at scale',
            'humans for strategic, complex and executive relationships',
          ],
          concepts: [
            {
              name: 'digital cs',
              synonyms: ['digital cs', 'scaled cs', 'tech-touch', 'one-to-many', 'automation'],
            },
            { name: 'segmentation', synonyms: ['high-touch', 'low-touch', 'tiers', 'segment', 'pooled'] },
            {
              name: 'scaled education',
              synonyms: ['community', 'webinars', 'office hours', 'academy', 'in-app guides'],
            },
            {
              name: 'human value',
              synonyms: ['strategic accounts', 'complex', 'executive relationships', 'judgement', 'judgment'],
            },
            { name: 'ai', synonyms: ['ai', 'llm', 'predictive', 'machine learning', 'copilot'] },
          ],
          strong_answer:
            'Sees digital, data-triggered and community programs covering most accounts and lifecycle moments, with human CSMs concentrated where complexity, executive relationships and revenue justify them.',
          follow_up: 'How would you know a digital program is as effective as a human CSM?',
        },
        {
          id: 'customer-success-warmup-expert-04',
          text: 'When you take over an existing customer success organisation, what do you look at in your first thirty days?',
          competency: 'Diagnosing an organisation',
          key_points: [
            'retention and churn data by segment',
            'coverage model and book sizes',
            'health score quality',
            'listening to team, customers and partners in sales and product',
            'a quick win and a plan',
          ],
          concepts: [
            {
              name: 'retention data',
              synonyms: ['grr', 'nrr', 'churn analysis', 'churn reasons', 'cohorts'],
            },
            {
              name: 'coverage model',
              synonyms: ['coverage model', 'book size', 'accounts per csm', 'segmentation'],
            },
            {
              name: 'health score quality',
              synonyms: ['health score', 'predictive', 'accuracy', 'false positives'],
            },
            { name: 'listening', synonyms: ['one-on-ones', 'customer calls', 'listen', 'interviews'] },
            { name: 'cross-functional', synonyms: ['sales', 'product', 'support', 'finance'] },
          ],
          strong_answer:
            'Listens first: retention and churn reasons by segment, coverage and book sizes, whether the health score actually predicts churn, conversations with CSMs, customers, sales and product, then one quick win and a written plan.',
          follow_up: 'What would you deliberately not change in those thirty days?',
        },
        {
          id: 'customer-success-warmup-expert-05',
          text: 'Which customer success metric do you trust most when reporting to the board, and which one do you think misleads people?',
          competency: 'Metrics strategy',
          key_points: [
            'net and gross revenue retention as outcomes',
            'leading indicators versus lagging ones',
            'a metric that misleads and why',
            'segment-level reporting',
          ],
          concepts: [
            {
              name: 'net revenue retention',
              synonyms: ['nrr', 'ndr', 'net dollar retention', 'net retention'],
            },
            {
              name: 'gross revenue retention',
              synonyms: ['grr', 'gross retention', 'gross dollar retention'],
            },
            {
              name: 'leading vs lagging',
              synonyms: ['leading indicator', 'lagging indicator', 'early signal', 'predictive'],
            },
            { name: 'nps', synonyms: ['net promoter score', 'nps', 'survey'] },
            { name: 'health score', synonyms: ['health score', 'account health'] },
          ],
          strong_answer:
            'Trusts gross and net revenue retention by segment as outcomes, pairs them with validated leading indicators such as adoption depth, and explains why something like NPS or a green health score can mislead without evidence it predicts renewal.',
          follow_up: 'How would you explain NRR above 110% but GRR at 82% to a board?',
        },
        {
          id: 'customer-success-warmup-expert-06',
          text: 'How do you develop CSMs into senior CSMs or managers? Give me an example of someone you grew.',
          competency: 'People development',
          key_points: [
            'a specific person and starting point',
            'clear career ladder and expectations',
            'stretch assignments such as strategic accounts or a playbook',
            'coaching through call reviews',
            'an outcome for that person',
          ],
          concepts: [
            {
              name: 'coaching',
              synonyms: ['coaching', 'one-on-ones', 'call reviews', 'feedback', 'mentoring'],
            },
            {
              name: 'career ladder',
              synonyms: ['career ladder', 'promotion', 'growth plan', 'competencies'],
            },
            {
              name: 'stretch assignment',
              synonyms: ['strategic accounts', 'stretch', 'owned a playbook', 'led a project'],
            },
            { name: 'outcome', synonyms: ['promoted', 'team lead', 'manager', 'now leads'] },
          ],
          strong_answer:
            'Tells a concrete story: a CSM with a clear gap, a defined career ladder, stretch work such as a strategic account or building a playbook, regular call-review coaching, and a tangible result like a promotion.',
          follow_up: 'How do you spot someone ready for management versus a senior individual role?',
        },
        {
          id: 'customer-success-warmup-expert-07',
          text: 'Which product or company decision have you shaped using churn reasons and customer feedback, and how did you get leadership to act?',
          competency: 'Influence on product and strategy',
          key_points: [
            'structured churn and feedback analysis',
            'quantified revenue at stake',
            'a regular forum such as a customer advisory board',
            'a specific decision or feature that changed',
          ],
          concepts: [
            {
              name: 'churn reasons',
              synonyms: ['churn reasons', 'loss analysis', 'exit interviews', 'feedback themes'],
            },
            {
              name: 'revenue at stake',
              synonyms: ['arr at risk', 'revenue', 'number of accounts', 'pipeline'],
            },
            {
              name: 'customer forum',
              synonyms: ['product council', 'customer advisory board', 'cab', 'steering committee'],
            },
            {
              name: 'roadmap change',
              synonyms: ['roadmap', 'prioritised', 'prioritized', 'shipped', 'built'],
            },
          ],
          strong_answer:
            'Turns churn reasons and feedback into a quantified case with ARR attached, brings it through a regular forum such as a product council or customer advisory board, and names a decision that changed with its effect on retention.',
          follow_up: 'What did you do when the product team disagreed with your data?',
        },
        {
          id: 'customer-success-warmup-expert-08',
          text: 'When would you say a company is not ready for a customer success team, or is using CS to hide product problems?',
          competency: 'Strategic judgement',
          key_points: [
            'no product-market fit yet',
            'CS absorbing bugs and gaps instead of fixing them',
            'no clear charter or metrics',
            'what they would recommend instead',
          ],
          concepts: [
            { name: 'product-market fit', synonyms: ['product market fit', 'pmf', 'wrong customers', 'icp'] },
            {
              name: 'masking product problems',
              synonyms: ['band-aid', 'masking', 'firefighting', 'babysitting', 'bugs'],
            },
            { name: 'clear charter', synonyms: ['charter', 'mandate', 'scope', 'clear metrics'] },
            {
              name: 'recommendation',
              synonyms: ['fix the product', 'invest in onboarding', 'founders', 'instead'],
            },
          ],
          strong_answer:
            'Recognises warning signs such as missing product-market fit, CSMs spending their time on bugs and workarounds, or no charter and metrics, and recommends fixing the product or onboarding before hiring CSMs to absorb pain.',
          follow_up: 'How would you raise that with a CEO who has just funded a big CS team?',
        },
      ],
    },
    Technical: {
      'Entry-Level': [
        {
          id: 'customer-success-technical-entry-01',
          text: 'What is a customer health score, and what signals would you want it to include?',
          competency: 'Health score basics',
          misconceptions: [
            {
              said: "a health score is basically the customer's latest NPS rating shown as a colour",
              truth:
                'NPS is one input; a health score combines usage, adoption, engagement, support, sentiment and billing signals into a renewal-likelihood indicator.',
            },
            {
              said: 'logins are the perfect health signal, since a customer who logs in will always renew',
              truth:
                'Logins show activity rather than value; combine depth of adoption with engagement, support, sentiment and billing signals to judge renewal risk.',
            },
            {
              said: 'a green score means the account is safe, so the CSM can leave it alone until renewal',
              truth:
                'Scores are estimates that can miss sudden changes like a champion leaving; keep engaging green accounts and check the score against reality.',
            },
          ],
          key_points: [
            'a combined indicator of how likely a customer is to renew',
            'product usage and adoption',
            'engagement with the CSM',
            'support tickets and sentiment',
            'billing or contract signals',
          ],
          concepts: [
            { name: 'usage', synonyms: ['logins', 'active users', 'adoption', 'feature usage', 'usage'] },
            {
              name: 'engagement',
              synonyms: ['meetings', 'responsiveness', 'attendance', 'replies', 'engaged'],
            },
            { name: 'support signals', synonyms: ['tickets', 'escalations', 'bugs', 'support cases'] },
            { name: 'sentiment', synonyms: ['nps', 'csat', 'survey', 'sentiment', 'feedback'] },
            { name: 'billing', synonyms: ['payment', 'overdue invoices', 'billing', 'downgrade'] },
            { name: 'churn risk', synonyms: ['likely to renew', 'at risk', 'churn risk', 'red', 'green'] },
          ],
          strong_answer:
            'Defines a health score as a combined indicator of renewal likelihood, built from usage and adoption, engagement, support tickets, sentiment such as NPS, and billing signals, shown as a simple red, amber or green.',
          follow_up: 'Which one of those signals would you trust most, and why?',
        },
        {
          id: 'customer-success-technical-entry-02',
          text: 'What does onboarding a new customer involve, and what would you cover in the kickoff call?',
          competency: 'Onboarding',
          misconceptions: [
            {
              said: 'the kickoff call is mainly a product demo showing every feature the customer bought',
              truth:
                'The kickoff aligns people and plans: introductions, goals, sales promises, milestones, owners and next steps; detailed feature training comes later.',
            },
            {
              said: "the customer already told sales their goals, so re-asking in the kickoff wastes everyone's time",
              truth:
                'Reconfirm goals and success criteria at kickoff; the people onboarding may differ from the buyers, and priorities often shift after signing.',
            },
            {
              said: 'onboarding is finished once the software is installed and the user accounts are set up',
              truth:
                'Onboarding ends when the customer reaches first value against their goals; technical setup is only one step toward that.',
            },
          ],
          key_points: [
            'introductions and roles on both sides',
            'confirm goals and why they bought',
            'agree a timeline with milestones',
            'who does what and next steps',
            'check what sales promised',
          ],
          concepts: [
            {
              name: 'stakeholders',
              synonyms: ['introductions', 'roles', 'stakeholders', 'champion', 'admin'],
            },
            { name: 'goals', synonyms: ['goals', 'success criteria', 'why they bought', 'objectives'] },
            { name: 'timeline', synonyms: ['timeline', 'milestones', 'plan', 'go-live'] },
            {
              name: 'responsibilities',
              synonyms: ['who does what', 'responsibilities', 'next steps', 'action items'],
            },
            {
              name: 'sales handoff',
              synonyms: ['sales handoff', 'what sales promised', 'handover', 'sales notes'],
            },
          ],
          strong_answer:
            'Explains onboarding as getting the customer to first value, and a kickoff that introduces everyone, confirms goals and success criteria, checks what was promised in the sale, and agrees milestones, owners and next steps.',
          follow_up: 'What would you do if the customer’s goals differed from what sales wrote down?',
        },
        {
          id: 'customer-success-technical-entry-03',
          text: 'Explain NPS and CSAT in your own words. What does each one tell you, and what does neither tell you?',
          competency: 'Customer feedback metrics',
          misconceptions: [
            {
              said: "the NPS is simply the average score on the zero-to-ten question, so an eight means we're doing well",
              truth:
                'NPS is the percentage of promoters scoring nine or ten minus the percentage of detractors scoring zero to six; sevens and eights are passives.',
            },
            {
              said: 'a high NPS guarantees the customer will renew, so promoters need little attention from the CSM',
              truth:
                'NPS measures stated willingness to recommend; promoters still churn over budget cuts, champion loss or low usage, so watch behaviour too.',
            },
          ],
          key_points: [
            'NPS: likelihood to recommend, promoters minus detractors',
            'CSAT: satisfaction with a specific interaction',
            'relationship versus transactional measure',
            'neither alone predicts renewal or explains why',
            'follow up on detractors',
          ],
          concepts: [
            {
              name: 'nps',
              synonyms: [
                'net promoter score',
                'promoters',
                'detractors',
                'likely to recommend',
                'zero to ten',
              ],
            },
            {
              name: 'csat',
              synonyms: ['customer satisfaction', 'satisfied', 'after a ticket', 'transactional'],
            },
            {
              name: 'relationship vs transaction',
              synonyms: ['relationship', 'overall', 'single interaction', 'transactional'],
            },
            {
              name: 'limits',
              synonyms: ['response bias', 'does not predict churn', 'small sample', 'no why', 'who answered'],
            },
            {
              name: 'closing the loop',
              synonyms: ['close the loop', 'call detractors', 'follow up', 'reach out'],
            },
          ],
          strong_answer:
            'Explains NPS as promoters minus detractors on likelihood to recommend, a relationship measure, and CSAT as satisfaction with one interaction, noting that neither explains why, both suffer response bias, and detractors need follow-up.',
          follow_up: 'A customer gives a 9 on NPS but then does not renew. How could that happen?',
        },
        {
          id: 'customer-success-technical-entry-04',
          text: 'What early warning signs tell you that a customer might be about to churn?',
          competency: 'Churn signals',
          misconceptions: [
            {
              said: 'a quiet customer who files zero support tickets is a happy and safe customer',
              truth:
                'Silence often means disengagement; low ticket volume together with falling usage or skipped meetings can be an early churn signal.',
            },
            {
              said: 'churn signals mostly appear in the final month, so monitoring before renewal season is wasted effort',
              truth:
                'Signs like falling usage or a departing champion appear months earlier; monitor continuously so there is time to act.',
            },
            {
              said: 'a competitor evaluation is routine procurement hygiene, so it is safe to ignore',
              truth:
                'A competitor evaluation is a serious risk signal; engage the sponsor quickly, understand the trigger and reinforce the value you deliver.',
            },
          ],
          key_points: [
            'falling usage or logins',
            'champion or sponsor leaves',
            'missed meetings and slow replies',
            'rising escalations or unresolved issues',
            'budget cuts, reorganisation or a competitor evaluation',
          ],
          concepts: [
            {
              name: 'usage decline',
              synonyms: ['usage dropped', 'fewer logins', 'less active', 'declining usage'],
            },
            {
              name: 'champion loss',
              synonyms: ['champion left', 'sponsor left', 'new contact', 'key contact left'],
            },
            {
              name: 'disengagement',
              synonyms: ['missed meetings', 'no reply', 'ghosting', 'cancelled calls'],
            },
            { name: 'support problems', synonyms: ['escalations', 'many tickets', 'bugs', 'complaints'] },
            {
              name: 'business change',
              synonyms: ['budget cuts', 'acquisition', 'reorg', 'layoffs', 'merger'],
            },
            {
              name: 'competitor',
              synonyms: ['competitor', 'evaluating alternatives', 'rfp', 'other vendors'],
            },
          ],
          strong_answer:
            'Lists concrete signals such as falling usage, the champion leaving, disengagement from meetings, rising escalations, business changes like budget cuts or an acquisition, and competitor evaluation, and says they act on them early.',
          follow_up: 'Which of those would you act on the same day, and how?',
        },
        {
          id: 'customer-success-technical-entry-05',
          text: 'A customer bought 100 licences, but only 30 people log in. What would you do?',
          competency: 'Driving adoption',
          misconceptions: [
            {
              said: 'low logins are fine because the customer already paid, so the revenue is secure',
              truth:
                'Unused licences are a renewal risk; at renewal the customer will likely cut seats or leave unless adoption rises.',
            },
            {
              said: 'the fix is emailing all hundred users a generic reminder every day until they log in',
              truth:
                'Find out with the champion which teams are inactive and why, then run targeted training tied to their use cases.',
            },
            {
              said: "the usage gap is the product team's problem, so the CSM should log a bug and wait",
              truth:
                'Low adoption is usually about rollout, training or relevance, which the CSM owns; diagnose the cause with the champion before escalating.',
            },
          ],
          key_points: [
            'find out why before pushing',
            'talk to the champion about rollout plans',
            'targeted training for inactive teams',
            'connect usage to their use cases',
            'track progress and the renewal risk',
          ],
          concepts: [
            {
              name: 'diagnosis',
              synonyms: ['find out why', 'ask', 'understand', 'root cause', 'which teams'],
            },
            { name: 'champion', synonyms: ['champion', 'admin', 'main contact', 'sponsor'] },
            {
              name: 'training',
              synonyms: ['training', 'enablement', 'webinar', 'workshop', 'onboarding session'],
            },
            { name: 'use cases', synonyms: ['use cases', 'workflows', 'value', 'their goals'] },
            { name: 'tracking', synonyms: ['track', 'monitor', 'usage report', 'dashboard'] },
            {
              name: 'shelfware risk',
              synonyms: ['unused licences', 'unused licenses', 'shelfware', 'downgrade', 'renewal risk'],
            },
          ],
          strong_answer:
            'Treats unused licences as a renewal risk, finds out with the champion which teams are inactive and why, runs targeted training tied to their use cases, and tracks active users against an agreed goal.',
          follow_up: 'What if the customer says they simply bought too many licences?',
        },
        {
          id: 'customer-success-technical-entry-06',
          text: "What would you do in the ninety days before a customer's contract comes up for renewal?",
          competency: 'Renewal basics',
          misconceptions: [
            {
              said: 'renewal work starts when the customer receives the invoice, since that is when they decide',
              truth:
                'Start at least ninety days out; decisions, budgets and procurement steps are often settled well before the invoice arrives.',
            },
            {
              said: 'the best renewal tactic is offering a discount up front so the customer signs quickly',
              truth:
                "Lead with a value review against the customer's goals; early unprompted discounts cut revenue and signal that you doubt your own value.",
            },
            {
              said: 'if your champion is happy, the renewal is secure and the paperwork will simply follow',
              truth:
                'Champions rarely sign alone; confirm the economic buyer, approvers and procurement requirements early, since they can delay or block renewal.',
            },
          ],
          key_points: [
            'start early, at least ninety days out',
            'review the value delivered against their goals',
            'confirm decision makers and procurement steps',
            'surface risks and objections early',
            'coordinate with sales or renewals',
          ],
          concepts: [
            {
              name: 'starting early',
              synonyms: ['90 days', 'ninety days', 'early', 'timeline', 'well before'],
            },
            {
              name: 'value review',
              synonyms: ['show value', 'roi', 'results', 'value review', 'business review'],
            },
            {
              name: 'decision makers',
              synonyms: ['decision maker', 'economic buyer', 'procurement', 'budget holder'],
            },
            { name: 'risks', synonyms: ['risks', 'concerns', 'objections', 'red flags'] },
            {
              name: 'renewals partner',
              synonyms: ['account executive', 'renewals manager', 'sales', 'manager'],
            },
          ],
          strong_answer:
            'Starts early, reviews value delivered against the customer’s goals, confirms who signs and what procurement needs, raises risks openly, and works with the account executive or renewals team on the commercial side.',
          follow_up: 'Thirty days out, the customer goes quiet. What do you do?',
        },
        {
          id: 'customer-success-technical-entry-07',
          text: 'What is a success plan, and what would you put in one for a new customer?',
          competency: 'Success planning',
          misconceptions: [
            {
              said: 'a success plan is a private internal document that the CSM keeps hidden from the customer',
              truth:
                'A success plan is shared and agreed with the customer, with owners on both sides, so both teams commit to the same goals.',
            },
            {
              said: 'the success metrics should be our product usage numbers, like logins and feature clicks',
              truth:
                "Success metrics should reflect the customer's business outcomes, such as lower costs or faster processes; usage only supports those goals.",
            },
            {
              said: 'you write the success plan once at onboarding and then file it away',
              truth:
                "Review the success plan at regular check-ins and business reviews, updating goals and milestones as the customer's priorities change.",
            },
          ],
          key_points: [
            'the customer’s business goals',
            'measurable success metrics',
            'milestones with dates',
            'owners on both sides',
            'reviewed regularly',
          ],
          concepts: [
            { name: 'goals', synonyms: ['goals', 'outcomes', 'objectives', 'why they bought'] },
            { name: 'metrics', synonyms: ['kpis', 'success metrics', 'measurable', 'targets'] },
            { name: 'milestones', synonyms: ['milestones', 'timeline', 'dates', 'phases'] },
            { name: 'owners', synonyms: ['owners', 'responsibilities', 'who does what', 'accountable'] },
            { name: 'review', synonyms: ['review regularly', 'update', 'qbr', 'check in'] },
          ],
          strong_answer:
            'Describes a shared document with the customer’s business goals, measurable success metrics, dated milestones and owners on both sides, reviewed at regular check-ins and business reviews.',
          follow_up: 'How would you get a busy customer to actually commit to their part of the plan?',
        },
        {
          id: 'customer-success-technical-entry-08',
          text: 'What is the difference between an upsell and a cross-sell, and how would you spot a good expansion opportunity without being pushy?',
          competency: 'Expansion basics',
          misconceptions: [
            {
              said: 'a cross-sell means winning a brand-new customer who was referred by an existing one',
              truth:
                'A cross-sell is selling an existing customer a different product or add-on; a referral brings in a new customer instead.',
            },
            {
              said: 'the best moment to pitch expansion is right at the end of the onboarding kickoff',
              truth:
                'Raise expansion once value is proven and signals appear, such as hitting usage limits or new teams asking for access.',
            },
            {
              said: 'the best expansion targets are whichever accounts have the biggest budgets, regardless of usage',
              truth:
                'Expansion should follow real need and signals like hitting limits or new teams; pitching to big budgets without need damages trust.',
            },
          ],
          key_points: [
            'upsell: more of the same or a higher tier',
            'cross-sell: a different product or add-on',
            'signals such as hitting limits or new teams',
            'lead with the customer’s need',
            'involve sales appropriately',
          ],
          concepts: [
            { name: 'upsell', synonyms: ['more seats', 'higher tier', 'upgrade', 'bigger plan'] },
            { name: 'cross-sell', synonyms: ['another product', 'add-on', 'additional product', 'module'] },
            {
              name: 'expansion signals',
              synonyms: ['hitting limits', 'new team', 'growth', 'asking about features', 'hiring'],
            },
            { name: 'value first', synonyms: ['customer need', 'value first', 'not pushy', 'their goals'] },
            { name: 'sales involvement', synonyms: ['account executive', 'sales', 'hand off', 'introduce'] },
          ],
          strong_answer:
            'Defines upsell as more or a higher tier of what they have and cross-sell as another product, spots signals such as usage limits or new teams, frames it around the customer’s need and brings in sales where appropriate.',
          follow_up: 'When would you advise a customer not to buy more?',
        },
      ],
      Professional: [
        {
          id: 'customer-success-technical-professional-01',
          text: 'A $250,000-a-year account renews in sixty days. Usage has dropped 35% and your champion just left. What is your plan?',
          competency: 'Churn risk recovery',
          misconceptions: [
            {
              said: 'with sixty days left it is best to wait and see whether the new contact reaches out',
              truth:
                'Flag the risk to leadership and the account executive now and proactively find a new champion; sixty days is very little time.',
            },
            {
              said: 'the fastest save is offering a steep discount straight away, before digging into the usage data',
              truth:
                'Diagnose the usage drop and show value against their goals first; blind discounting leaves the real problem and teaches customers to threaten churn.',
            },
            {
              said: "the champion's replacement will automatically inherit the relationship, so a quick intro email is enough",
              truth:
                'New contacts start fresh with their own priorities; multi-thread, reach the executive sponsor and rebuild the case for value with them.',
            },
          ],
          key_points: [
            'flag the risk to leadership and the account team now',
            'find a new champion and reach the executive sponsor',
            'diagnose why usage dropped',
            'run a value review tied to their goals',
            'agree a mutual action plan to the renewal date',
          ],
          concepts: [
            {
              name: 'new champion',
              synonyms: ['new champion', 'new contact', 'replacement', 'multi-thread', 'multithreading'],
            },
            {
              name: 'executive sponsor',
              synonyms: ['exec sponsor', 'executive', 'economic buyer', 'decision maker'],
            },
            {
              name: 'usage diagnosis',
              synonyms: ['why usage dropped', 'usage data', 'root cause', 'which teams'],
            },
            { name: 'value review', synonyms: ['roi', 'value review', 'ebr', 'business review', 'results'] },
            {
              name: 'action plan',
              synonyms: ['mutual action plan', 'save plan', 'recovery plan', 'close plan'],
            },
            {
              name: 'risk forecasting',
              synonyms: ['flag', 'forecast', 'at risk', 'leadership', 'escalate internally'],
            },
          ],
          strong_answer:
            'Flags the account as at risk immediately, multi-threads to find a new champion and reach the economic buyer, diagnoses the usage drop, presents value against their goals, and agrees a dated mutual plan to renewal with the account executive.',
          follow_up: 'The new contact says they are evaluating a competitor. What changes?',
        },
        {
          id: 'customer-success-technical-professional-02',
          text: 'How would you design a health score from scratch for a product with 800 mid-market customers?',
          competency: 'Health score design',
          misconceptions: [
            {
              said: 'include every metric you can collect, since more inputs always make the score more accurate',
              truth:
                'Too many inputs add noise and make the score hard to explain; choose a few signals that historically moved before churn.',
            },
            {
              said: 'the weights should be set by what the CS team feels matters most, then left to run',
              truth:
                'Derive weights from historical churned and renewed accounts, back-test against outcomes and recalibrate regularly rather than relying on opinion.',
            },
            {
              said: 'a machine-learning black box is best, since CSMs only need the final number',
              truth:
                'CSMs must understand why a score changed to act on it, so keep the model simple and explainable with visible drivers.',
            },
          ],
          key_points: [
            'start from historical churned and renewed accounts',
            'choose leading indicators, not lagging ones',
            'weight them and back-test against outcomes',
            'keep it simple and explainable',
            'review and adjust regularly',
          ],
          concepts: [
            {
              name: 'historical outcomes',
              synonyms: ['churned accounts', 'renewed accounts', 'historical data', 'past churn'],
            },
            {
              name: 'leading indicators',
              synonyms: ['leading indicators', 'early signals', 'adoption depth', 'usage trend'],
            },
            { name: 'weighting', synonyms: ['weights', 'weighted', 'scoring', 'points'] },
            {
              name: 'validation',
              synonyms: ['back-test', 'backtest', 'correlation', 'predictive', 'accuracy'],
            },
            {
              name: 'explainability',
              synonyms: ['simple', 'transparent', 'explainable', 'red amber green', 'trust it'],
            },
            { name: 'iteration', synonyms: ['review quarterly', 'iterate', 'adjust', 'recalibrate'] },
          ],
          strong_answer:
            'Compares churned and renewed accounts to find which signals moved first, builds a simple weighted score from a few leading indicators, back-tests it against past renewals, keeps it explainable to CSMs, and recalibrates each quarter.',
          follow_up: 'Your score shows 70% of accounts green, yet churn is rising. What do you do?',
        },
        {
          id: 'customer-success-technical-professional-03',
          text: "Walk me through how you run a quarterly business review that the customer's executive actually wants to attend.",
          competency: 'Business reviews',
          misconceptions: [
            {
              said: 'a QBR should mainly walk through our new features and the product roadmap',
              truth:
                'Executives attend for their own goals; centre the review on results in their metrics, benchmarks and recommendations, with roadmap only where relevant.',
            },
            {
              said: 'the best way to show value is a slide listing ticket counts and logins for the quarter',
              truth:
                "Translate activity into the customer's business outcomes, like time saved or revenue gained; raw usage statistics mean little to an executive.",
            },
            {
              said: 'you should keep the content a surprise so the executive sees the findings fresh in the room',
              truth:
                'Prepare with the champion beforehand to test the story and priorities, so the executive hears no surprises and the meeting lands.',
            },
          ],
          key_points: [
            'build the agenda around the customer’s goals',
            'prepare with the champion beforehand',
            'show value in their metrics',
            'bring benchmarks and recommendations',
            'agree next-quarter priorities and owners',
          ],
          concepts: [
            { name: 'customer goals', synonyms: ['their goals', 'objectives', 'priorities', 'agenda'] },
            { name: 'preparation', synonyms: ['pre-call', 'pre-meeting', 'align with champion', 'prep'] },
            { name: 'value delivered', synonyms: ['roi', 'results', 'outcomes', 'metrics', 'time saved'] },
            { name: 'benchmarks', synonyms: ['benchmarks', 'peers', 'similar customers', 'best practices'] },
            {
              name: 'forward plan',
              synonyms: ['recommendations', 'roadmap', 'next quarter', 'next steps', 'action items'],
            },
            {
              name: 'executive attendance',
              synonyms: ['executive sponsor', 'decision maker', 'vp', 'c-level'],
            },
          ],
          strong_answer:
            'Preps with the champion, builds the review around the executive’s goals rather than product features, shows results in their metrics with peer benchmarks, and ends with recommendations and agreed priorities for next quarter.',
          follow_up: 'What would you cut from a typical QBR deck?',
        },
        {
          id: 'customer-success-technical-professional-04',
          text: 'You manage 120 accounts but only have time for real attention on about thirty. How do you segment them and decide who gets what?',
          competency: 'Portfolio management',
          misconceptions: [
            {
              said: 'the fairest approach is giving all 120 accounts an equal slice of your time',
              truth:
                'Equal time spreads you too thin; tier by ARR, strategic value, risk and renewal timing, and cover the rest with scaled programmes.',
            },
            {
              said: 'the thirty high-touch accounts should be whichever customers are loudest or email most often',
              truth:
                'Pick high-touch accounts on ARR, strategic value, risk, renewal timing and growth potential, rather than on how often they contact you.',
            },
            {
              said: 'tiers should stay fixed for the whole contract year so customers get consistent treatment',
              truth:
                'Re-tier regularly, for example monthly, because risk, renewal timing and expansion potential change during the year.',
            },
          ],
          key_points: [
            'segment by ARR and strategic value',
            'layer in risk and renewal timing',
            'consider expansion potential',
            'cover the rest with scaled programs',
            'revisit the segmentation regularly',
          ],
          concepts: [
            { name: 'segmentation', synonyms: ['segment', 'tiers', 'high touch', 'low touch', 'tiering'] },
            { name: 'account value', synonyms: ['arr', 'revenue', 'contract value', 'strategic'] },
            { name: 'risk', synonyms: ['health score', 'at risk', 'renewal date', 'renewing soon'] },
            {
              name: 'growth potential',
              synonyms: ['expansion potential', 'whitespace', 'growth', 'upsell potential'],
            },
            {
              name: 'scaled programs',
              synonyms: ['one-to-many', 'webinars', 'email campaigns', 'digital', 'office hours'],
            },
          ],
          strong_answer:
            'Tiers accounts by ARR and strategic value, overlays risk, renewal timing and growth potential to pick the thirty for high-touch work, covers the rest with webinars, campaigns and alerts, and re-tiers monthly.',
          follow_up: 'A small account in the low-touch tier escalates loudly. How do you respond?',
        },
        {
          id: 'customer-success-technical-professional-05',
          text: 'How do you uncover an expansion opportunity and hand it to sales without damaging the trust you have built?',
          competency: 'Expansion process',
          misconceptions: [
            {
              said: 'you should pitch the upgrade in the first month, while the customer is still excited',
              truth:
                'Raise expansion after value is proven; pitching before results exist feels pushy and can erode the trust you need.',
            },
            {
              said: 'once you pass the lead to sales, you step back completely so the customer sees one clear owner',
              truth:
                'Stay involved after the handoff so the customer sees continuity; the CSM protects the relationship while the account executive handles commercials.',
            },
            {
              said: "forwarding the contact's name to the account executive in a quick chat message counts as a proper handoff",
              truth:
                'A warm handoff shares context on goals, signals and stakeholders, ideally with a joint introduction, so the customer never has to repeat themselves.',
            },
          ],
          key_points: [
            'discovery about goals and new initiatives',
            'expansion signals from usage',
            'timing after value is proven',
            'warm handoff with context to the account executive',
            'stay involved to protect the relationship',
          ],
          concepts: [
            {
              name: 'discovery',
              synonyms: ['discovery', 'business needs', 'new initiatives', 'asked about plans'],
            },
            {
              name: 'signals',
              synonyms: ['hitting limits', 'new teams', 'usage growth', 'feature requests'],
            },
            { name: 'timing', synonyms: ['after value', 'timing', 'earned the right', 'after a win'] },
            {
              name: 'warm handoff',
              synonyms: ['account executive', 'warm introduction', 'handoff', 'notes', 'context'],
            },
            { name: 'trust', synonyms: ['trusted advisor', 'trust', 'not pushy', 'customer interest'] },
          ],
          strong_answer:
            'Finds expansion through genuine discovery and usage signals, raises it only once value is proven, introduces the account executive with full context, and stays in the conversation so the customer sees continuity and not a sales ambush.',
          follow_up: 'How would you track how much expansion you influenced?',
        },
        {
          id: 'customer-success-technical-professional-06',
          text: "An enterprise customer's NPS survey came back with 40% detractors. How do you respond for that account, and what do you change more broadly?",
          competency: 'Acting on feedback',
          misconceptions: [
            {
              said: 'detractors are just grumpy users, so one mass apology email to the account is enough',
              truth:
                'Call detractors personally to understand their reasons, then group the themes and agree a visible action plan with the sponsor.',
            },
            {
              said: "forty percent detractors is mostly survey noise, so wait for next year's survey before reacting",
              truth:
                'Forty percent detractors in an enterprise account is a serious risk signal; act now and re-survey to check progress.',
            },
            {
              said: 'the main fix is lifting the score by nudging happy users to fill in the survey',
              truth:
                'Cherry-picking respondents hides problems; fix the root causes behind the themes and feed product issues back with ARR attached.',
            },
          ],
          key_points: [
            'close the loop personally with detractors',
            'group verbatims into themes',
            'find root causes behind the themes',
            'agree an action plan with the customer',
            'feed product themes back and re-survey',
          ],
          concepts: [
            {
              name: 'closing the loop',
              synonyms: ['call back', 'follow up', 'close the loop', 'reach out to detractors'],
            },
            { name: 'themes', synonyms: ['themes', 'categorise', 'categorize', 'patterns', 'verbatims'] },
            { name: 'root cause', synonyms: ['root cause', 'underlying issue', 'the real cause', 'driver'] },
            { name: 'action plan', synonyms: ['action plan', 'commitments', 'success plan', 'next steps'] },
            {
              name: 'product feedback',
              synonyms: ['product team', 'feature requests', 'roadmap', 'feedback loop'],
            },
            { name: 'measuring change', synonyms: ['resurvey', 're-survey', 'track', 'next survey'] },
          ],
          strong_answer:
            'Calls detractors personally, groups their comments into themes and root causes, agrees a visible action plan with the sponsor, routes product themes to the product team with ARR attached, and checks progress in the next survey.',
          follow_up: 'The top theme is a missing feature that is not on the roadmap. What do you tell them?',
        },
        {
          id: 'customer-success-technical-professional-07',
          text: 'How do you build a playbook for a repeatable situation, such as a usage drop, that other CSMs actually follow?',
          competency: 'Playbook design',
          misconceptions: [
            {
              said: 'a good playbook is a long, detailed document covering every possible edge case',
              truth:
                'CSMs follow short, clear sequences; keep a few steps with owners, templates and talk tracks, and handle rare cases by judgement.',
            },
            {
              said: "the trigger should be left to each CSM's instinct about when usage looks low",
              truth:
                'Use an objective trigger, such as usage down thirty percent over four weeks, so the playbook starts consistently across accounts.',
            },
            {
              said: 'once a playbook is published it should stay untouched so everyone follows the same process',
              truth:
                'Measure outcomes like recovered usage and revise the playbook with CSM feedback; a static playbook drifts away from what actually works.',
            },
          ],
          key_points: [
            'clear trigger that starts the playbook',
            'a short sequence of steps with owners',
            'templates and talk tracks',
            'automated tasks in the CS platform',
            'measure outcomes and revise with CSM feedback',
          ],
          concepts: [
            { name: 'trigger', synonyms: ['trigger', 'signal', 'threshold', 'when usage drops'] },
            { name: 'steps', synonyms: ['steps', 'tasks', 'sequence', 'checklist'] },
            { name: 'templates', synonyms: ['email templates', 'templates', 'talk track', 'scripts'] },
            { name: 'automation', synonyms: ['gainsight', 'cta', 'automated', 'cs platform', 'workflow'] },
            {
              name: 'measurement',
              synonyms: ['outcome', 'measure', 'results', 'save rate', 'completion rate'],
            },
            { name: 'csm feedback', synonyms: ['feedback from csms', 'pilot', 'revise', 'iterate'] },
          ],
          strong_answer:
            'Defines an objective trigger, a short sequence of steps with templates, automates tasks in the CS platform, pilots with a few CSMs, and measures outcomes such as recovered usage to refine it.',
          follow_up: 'How do you stop a playbook from becoming a box-ticking exercise?',
        },
        {
          id: 'customer-success-technical-professional-08',
          text: 'How do you forecast renewals across your book accurately, and what do you do when a forecast turns out to be wrong?',
          competency: 'Renewal forecasting',
          misconceptions: [
            {
              said: "the most accurate forecast comes from each CSM's instinct about how warm the relationship feels",
              truth:
                'Base forecast categories on evidence such as usage, executive engagement and procurement status; relationship warmth alone often misleads.',
            },
            {
              said: 'renewals are binary, so you only need to forecast whether each account stays or leaves',
              truth:
                'Forecast contraction as well as full churn, because seat or tier downgrades can cost as much revenue as lost accounts.',
            },
            {
              said: 'keep shaky accounts in commit until the last moment to avoid worrying leadership',
              truth:
                'Flag risk early; leadership can help with executive outreach or resources, while a late surprise destroys trust in the forecast.',
            },
          ],
          key_points: [
            'categories such as commit, likely and at risk',
            'evidence-based calls, not gut feel',
            'flag risk early rather than surprise leadership',
            'forecast downgrades as well as churn',
            'review misses to improve future calls',
          ],
          concepts: [
            { name: 'forecast categories', synonyms: ['commit', 'best case', 'at risk', 'likely', 'upside'] },
            {
              name: 'evidence',
              synonyms: ['usage', 'health', 'executive engagement', 'verbal commitment', 'procurement'],
            },
            { name: 'early flagging', synonyms: ['flag early', 'no surprises', 'escalate', 'early warning'] },
            { name: 'downgrades', synonyms: ['contraction', 'downgrade', 'fewer seats', 'partial churn'] },
            {
              name: 'loss review',
              synonyms: ['churn analysis', 'why we missed', 'loss review', 'post-mortem', 'retrospective'],
            },
          ],
          strong_answer:
            'Uses clear categories backed by evidence such as usage, executive engagement and procurement status, forecasts contraction as well as churn, raises risk early, and reviews every miss to recalibrate.',
          follow_up: 'What is the most common reason CSM forecasts are too optimistic?',
        },
      ],
      Expert: [
        {
          id: 'customer-success-technical-expert-01',
          text: 'Design the coverage model for a CS organisation serving 3,000 customers ranging from $5,000 to $1 million in ARR.',
          competency: 'Coverage model design',
          misconceptions: [
            {
              said: 'every customer should get a named CSM, since personal attention is what retains accounts',
              truth:
                'Named CSMs for 3,000 accounts is uneconomic; reserve them for top accounts and cover the long tail with pooled and digital programmes.',
            },
            {
              said: 'the right book size is the same account count for every CSM, around fifty each',
              truth:
                'Set book sizes by ARR and complexity: strategic CSMs carry few large accounts, while pooled and digital tiers cover many smaller ones.',
            },
            {
              said: 'digital coverage means automated emails alone, and a long-tail account can stay there forever',
              truth:
                'Define triggers, such as ARR growth or risk spikes, that move accounts between tiers, and give digital coverage in-app guidance and community.',
            },
          ],
          key_points: [
            'segments by ARR, complexity and potential',
            'named high-touch CSMs for strategic accounts',
            'pooled or digital coverage for the long tail',
            'book-size ratios and cost to serve',
            'rules for moving accounts between tiers',
          ],
          concepts: [
            {
              name: 'segmentation',
              synonyms: ['segment', 'tiers', 'by arr', 'enterprise', 'mid-market', 'smb'],
            },
            { name: 'high touch', synonyms: ['named csm', 'high-touch', 'strategic', 'dedicated'] },
            {
              name: 'scaled coverage',
              synonyms: ['pooled', 'digital', 'tech-touch', 'one-to-many', 'scaled'],
            },
            { name: 'ratios', synonyms: ['accounts per csm', 'arr per csm', 'book size', 'ratio'] },
            { name: 'cost to serve', synonyms: ['cost to serve', 'efficiency', 'margin', 'headcount'] },
            {
              name: 'tier movement',
              synonyms: ['triggers', 'graduate', 'move up', 'reassign', 'promotion rules'],
            },
          ],
          strong_answer:
            'Segments by ARR and complexity, gives the top few hundred named CSMs at sensible ARR-per-CSM ratios, covers mid-market with pooled CSMs and the long tail digitally, checks cost to serve, and defines triggers for moving accounts between tiers.',
          follow_up: 'How would you tell whether the digital tier retains as well as the pooled tier?',
        },
        {
          id: 'customer-success-technical-expert-02',
          text: 'Gross revenue retention is 84% and leadership wants 92% within a year. How do you diagnose the gap and build the plan?',
          competency: 'Retention strategy',
          misconceptions: [
            {
              said: 'the fastest route to 92 percent is landing more upsells to offset the churn',
              truth:
                'Gross revenue retention excludes expansion, so upsells cannot raise it; only reducing churn and contraction closes the gap.',
            },
            {
              said: "all churn is the CS team's fault, so the plan is simply hiring more CSMs",
              truth:
                'Much churn comes from poor-fit deals, weak onboarding or product gaps; separate preventable causes and fix them with sales, product and onboarding.',
            },
            {
              said: "you should review GRR once a year at the annual planning meeting, since it's an annual metric",
              truth:
                'GRR lags; track leading indicators such as adoption, health and at-risk ARR monthly against a glide path toward the target.',
            },
          ],
          key_points: [
            'analyse churn and contraction by reason, segment and cohort',
            'separate preventable from unpreventable churn',
            'target the largest preventable drivers',
            'cross-functional fixes with sales, product and onboarding',
            'leading indicators to track monthly',
          ],
          concepts: [
            {
              name: 'churn analysis',
              synonyms: ['churn reasons', 'loss analysis', 'contraction', 'cohort analysis', 'cohorts'],
            },
            {
              name: 'preventable churn',
              synonyms: ['preventable', 'unpreventable', 'controllable', 'acquired', 'went out of business'],
            },
            {
              name: 'ideal customer profile',
              synonyms: ['icp', 'bad fit', 'wrong customers', 'qualification'],
            },
            {
              name: 'cross-functional plan',
              synonyms: ['sales', 'product', 'marketing', 'onboarding', 'support'],
            },
            {
              name: 'leading indicators',
              synonyms: ['health score', 'leading indicators', 'early warning', 'adoption'],
            },
          ],
          strong_answer:
            'Breaks down lost revenue by reason, segment and cohort, separates preventable churn, goes after the biggest drivers such as poor-fit deals or weak onboarding with sales and product, and tracks leading indicators monthly against a realistic glide path.',
          follow_up: 'Half the churn comes from customers sales should never have signed. What do you do?',
        },
        {
          id: 'customer-success-technical-expert-03',
          text: 'How would you build a scalable onboarding program that cuts time to value from ninety days to thirty?',
          competency: 'Onboarding program design',
          misconceptions: [
            {
              said: 'cutting time to value mostly means running more training webinars per week for every customer',
              truth:
                'Map where the ninety days actually go, like handoff delays or waiting on integrations, and remove those bottlenecks rather than just adding training.',
            },
            {
              said: 'every customer should follow one identical onboarding track so delivery stays consistent and scalable',
              truth:
                'Segment onboarding by complexity: simple customers need fast self-serve paths, complex ones need guided tracks, so one track slows both.',
            },
            {
              said: 'time to value is measured from the kickoff call to the technical go-live date',
              truth:
                'Time to value runs to a precisely defined first-value milestone, the customer achieving a meaningful outcome, rather than technical go-live.',
            },
          ],
          key_points: [
            'define the first-value milestone precisely',
            'map and remove delays in the current journey',
            'segment onboarding by complexity',
            'self-serve guides and in-app help',
            'measure time to value by cohort',
          ],
          concepts: [
            {
              name: 'time to value',
              synonyms: ['ttv', 'time to value', 'first value', 'activation', 'aha moment'],
            },
            {
              name: 'journey mapping',
              synonyms: ['journey', 'bottlenecks', 'delays', 'handoffs', 'process map'],
            },
            { name: 'segmented onboarding', synonyms: ['tracks', 'segment', 'by complexity', 'tiers'] },
            {
              name: 'self-serve',
              synonyms: ['in-app guides', 'videos', 'academy', 'templates', 'self-serve'],
            },
            {
              name: 'sales handoff',
              synonyms: ['sales handoff', 'expectations', 'handover', 'success criteria in the deal'],
            },
            { name: 'cohort measurement', synonyms: ['cohort', 'measure', 'dashboard', 'by month'] },
          ],
          strong_answer:
            'Defines the first-value milestone, maps where the current ninety days go, fixes the sales handoff, creates segment-specific tracks with self-serve guides for simple setups, and measures time to value by cohort.',
          follow_up: 'Which team outside customer success would you need most, and why?',
        },
        {
          id: 'customer-success-technical-expert-04',
          text: 'How do you structure ownership between customer success, sales and account management for renewals and expansion?',
          competency: 'Commercial operating model',
          misconceptions: [
            {
              said: "it's simplest to let CS and sales both chase expansion and see who gets there first",
              truth:
                'Overlapping ownership creates conflict and confuses customers; give explicit ownership of renewals and expansion and write rules of engagement.',
            },
            {
              said: 'our CSMs should be paid mainly on new-logo sales commission to keep them hungry',
              truth:
                'Tie CS pay to retention and shared NRR; new-logo commission pulls CSMs away from customers and undermines the trusted-advisor role.',
            },
            {
              said: 'renewals belong to the finance team, since renewing is just sending out the invoice',
              truth:
                'Renewals need an explicit owner, usually CS or account management, who manages value, stakeholders and risk well before invoicing.',
            },
          ],
          key_points: [
            'explicit ownership of renewal and expansion',
            'aligned incentives and compensation',
            'defined handoffs and rules of engagement',
            'avoid conflict with the trusted-advisor role',
            'shared metrics such as NRR',
          ],
          concepts: [
            { name: 'ownership', synonyms: ['raci', 'ownership', 'who owns', 'rules of engagement'] },
            { name: 'renewals', synonyms: ['renewal', 'renewals team', 'grr'] },
            { name: 'expansion', synonyms: ['upsell', 'cross-sell', 'expansion', 'nrr'] },
            {
              name: 'compensation',
              synonyms: ['comp plan', 'incentives', 'variable', 'commission', 'bonus'],
            },
            { name: 'handoffs', synonyms: ['handoff', 'lead passing', 'qualified lead', 'introduction'] },
            { name: 'trusted advisor', synonyms: ['trusted advisor', 'conflict of interest', 'neutral'] },
          ],
          strong_answer:
            'Sets explicit ownership (for example CS owns renewals and adoption, account executives close expansion with CS-sourced leads credited), aligns compensation to shared NRR, and writes rules of engagement for handoffs.',
          follow_up: 'How would the model differ for a product sold mostly self-serve?',
        },
        {
          id: 'customer-success-technical-expert-05',
          text: 'Design an executive business review program for your top fifty accounts. How do you make it actually drive renewals and expansion?',
          competency: 'Executive engagement program',
          misconceptions: [
            {
              said: 'these reviews work best when the CSM runs them alone, since our own executives add pressure',
              truth:
                'Pair each account with an internal executive sponsor; peer-level executive relationships open strategic conversations a CSM alone rarely reaches.',
            },
            {
              said: 'hold executive reviews only when an account is in trouble, to save executive time',
              truth:
                'Run reviews on a consistent cadence; meeting only in crises makes them feel like damage control and skips joint planning.',
            },
            {
              said: 'program success is shown by the number of reviews held and attendee satisfaction scores',
              truth:
                'Measure renewal and expansion rates of program accounts against comparable non-participants to show whether the reviews actually drive revenue.',
            },
          ],
          key_points: [
            'an executive sponsor on both sides',
            'quantified value in the customer’s terms',
            'joint strategic planning for the next year',
            'consistent cadence and preparation standard',
            'measure renewal and expansion versus non-participants',
          ],
          concepts: [
            {
              name: 'executive sponsors',
              synonyms: ['executive sponsor', 'exec alignment', 'sponsor program', 'c-level'],
            },
            {
              name: 'value quantification',
              synonyms: ['roi', 'business case', 'value delivered', 'quantified'],
            },
            {
              name: 'joint planning',
              synonyms: ['mutual plan', 'strategic roadmap', 'joint plan', 'account plan'],
            },
            { name: 'cadence', synonyms: ['twice a year', 'cadence', 'quarterly', 'annual'] },
            {
              name: 'impact measurement',
              synonyms: ['renewal rate', 'expansion', 'compare', 'control group', 'measure'],
            },
          ],
          strong_answer:
            'Pairs each account with an internal executive sponsor, standardises preparation around quantified value and a joint plan for the coming year, holds reviews on a fixed cadence, and compares renewal and expansion with accounts outside the program.',
          follow_up: 'How do you keep your own executives prepared and consistent in those meetings?',
        },
        {
          id: 'customer-success-technical-expert-06',
          text: 'How would you build a customer advocacy program, covering references, case studies and community, from nothing?',
          competency: 'Customer advocacy',
          misconceptions: [
            {
              said: 'you should ask every new customer for a case study during their first week',
              truth:
                'Ask for advocacy once customers have results; use a ladder from reviews to case studies and speaking, matched to their enthusiasm.',
            },
            {
              said: 'paying advocates cash for every positive review is the most effective incentive',
              truth:
                'Paid reviews breach platform rules and damage credibility; motivate advocates through recognition, early access, community and professional visibility.',
            },
            {
              said: "an advocacy program's success is measured by how many members join the online group",
              truth:
                'Measure pipeline influenced by references and case studies and the retention of advocates, rather than just community headcount.',
            },
          ],
          key_points: [
            'identify advocates from data and CSMs',
            'a ladder of asks from reviews to case studies',
            'community or advisory board',
            'recognition and incentives',
            'measure influence on pipeline and retention',
          ],
          concepts: [
            {
              name: 'advocate identification',
              synonyms: ['promoters', 'nps', 'champions', 'happy customers'],
            },
            {
              name: 'advocacy activities',
              synonyms: ['references', 'case studies', 'reviews', 'g2', 'testimonials'],
            },
            { name: 'community', synonyms: ['community', 'user group', 'advisory board', 'cab', 'events'] },
            {
              name: 'recognition',
              synonyms: ['recognition', 'early access', 'swag', 'awards', 'speaking slots'],
            },
            { name: 'measurement', synonyms: ['pipeline influenced', 'win rate', 'retention', 'measure'] },
          ],
          strong_answer:
            'Finds advocates through promoter scores and CSM nominations, offers a ladder of asks from reviews to case studies and speaking, builds a community or advisory board with recognition, and measures pipeline influenced and advocates’ retention.',
          follow_up: 'How do you avoid burning out your best reference customers?',
        },
        {
          id: 'customer-success-technical-expert-07',
          text: 'How would you use product usage data to predict churn six months ahead, and how would your team act on the prediction?',
          competency: 'Predictive retention',
          misconceptions: [
            {
              said: 'a model with ninety-five percent accuracy is excellent, even when churn is rare',
              truth:
                'With rare churn, accuracy misleads; a model predicting that nobody churns scores high, so track precision and recall on past renewals.',
            },
            {
              said: 'once the model flags an account, the CSM should immediately offer a discount',
              truth:
                'Map each risk band to a playbook addressing the cause, like retraining or executive outreach, and test whether it changes outcomes.',
            },
            {
              said: 'if flagged accounts later churn, that proves both the model and the interventions work',
              truth:
                'Flagged accounts churning only shows prediction; test interventions against a control group of similar untreated accounts to see if churn falls.',
            },
          ],
          key_points: [
            'identify leading indicators from history',
            'build and back-test a model with the data team',
            'watch false positives and negatives',
            'tie each risk band to an intervention playbook',
            'measure whether interventions change outcomes',
          ],
          concepts: [
            {
              name: 'leading indicators',
              synonyms: ['leading indicators', 'usage trends', 'breadth of adoption', 'feature depth'],
            },
            { name: 'model', synonyms: ['regression', 'model', 'machine learning', 'scoring', 'propensity'] },
            {
              name: 'validation',
              synonyms: ['backtest', 'back-test', 'precision', 'false positives', 'recall'],
            },
            {
              name: 'intervention playbooks',
              synonyms: ['playbook', 'intervention', 'risk band', 'save motion'],
            },
            { name: 'data partnership', synonyms: ['data team', 'analytics', 'revops', 'data science'] },
          ],
          strong_answer:
            'Works with the data team to find usage patterns that preceded past churn, builds and back-tests a model while tracking false positives, maps risk bands to playbooks, and tests whether interventions actually lower churn.',
          follow_up: 'How do you get CSMs to trust a model that sometimes contradicts their gut?',
        },
        {
          id: 'customer-success-technical-expert-08',
          text: 'How do you tie customer success to revenue so that the CFO sees it as an investment rather than a cost?',
          competency: 'Business value of CS',
          misconceptions: [
            {
              said: 'the CFO will be convinced by activity counts like calls made and meetings delivered',
              truth:
                'CFOs want financial outcomes: retention, NRR, lifetime value, payback, ARR per CSM and cost to serve, rather than activity volume.',
            },
            {
              said: 'the CS team should claim credit for all retained revenue, since every renewal passed through our team',
              truth:
                "Claim only credible, comparative impact such as retention differences between covered and uncovered accounts; inflated claims lose the CFO's trust.",
            },
            {
              said: 'customer success should stay a neutral cost centre so customers keep trusting it',
              truth:
                'Own retention and expansion targets; accountability for revenue outcomes is what lets CS show a return on investment.',
            },
          ],
          key_points: [
            'own retention and expansion numbers',
            'link CS activities to NRR and lifetime value',
            'show cost to serve and efficiency',
            'credible attribution, not vanity claims',
            'report in the CFO’s language',
          ],
          concepts: [
            { name: 'net revenue retention', synonyms: ['nrr', 'ndr', 'net retention', 'grr'] },
            {
              name: 'expansion revenue',
              synonyms: ['expansion', 'upsell', 'cross-sell', 'sourced pipeline'],
            },
            { name: 'lifetime value', synonyms: ['ltv', 'clv', 'lifetime value', 'payback'] },
            { name: 'cost to serve', synonyms: ['cost to serve', 'efficiency', 'arr per csm', 'cs cost'] },
            { name: 'attribution', synonyms: ['attribution', 'influenced', 'sourced', 'control group'] },
          ],
          strong_answer:
            'Makes CS accountable for retention and expansion, shows how coverage affects NRR and lifetime value with credible comparisons, reports ARR per CSM and cost to serve, and speaks in payback and margin rather than activity counts.',
          follow_up: 'The CFO asks you to cut CS cost by 20%. What do you propose?',
        },
      ],
    },
    Behavioral: {
      'Entry-Level': [
        {
          id: 'customer-success-behavioral-entry-01',
          text: 'Tell me about a time you taught someone a new tool or skill and they struggled at first. How did you help them succeed?',
          competency: 'Enablement',
          key_points: [
            'situation and why they struggled',
            'action: adapted the explanation to them',
            'broke it into small steps with practice',
            'checked they could do it alone',
            'result',
          ],
          concepts: [
            { name: 'situation', synonyms: ['at the time', 'there was', 'when i was', 'a colleague who'] },
            { name: 'adapting', synonyms: ['adapted', 'different way', 'tailored', 'their level'] },
            { name: 'small steps', synonyms: ['step by step', 'broke it down', 'small steps', 'practice'] },
            {
              name: 'checking understanding',
              synonyms: ['showed me', 'did it themselves', 'explained back', 'checked'],
            },
            { name: 'result', synonyms: ['in the end', 'could do it alone', 'confident', 'outcome'] },
          ],
          strong_answer:
            'Describes a specific learner and obstacle, changes approach to suit them, breaks the skill into steps with hands-on practice, and shows the person then succeeded independently.',
          follow_up: 'How would you do the same for a customer team of twenty over video?',
        },
        {
          id: 'customer-success-behavioral-entry-02',
          text: 'Describe a time you won the trust of someone who was sceptical of you at first. What did you do?',
          competency: 'Building trust',
          key_points: [
            'situation and the source of scepticism',
            'action: listened to their concerns',
            'delivered on small promises reliably',
            'was honest about limits',
            'result: how the relationship changed',
          ],
          concepts: [
            {
              name: 'listening',
              synonyms: ['listened', 'asked about their concerns', 'understood', 'their perspective'],
            },
            {
              name: 'reliability',
              synonyms: ['did what i said', 'kept promises', 'followed through', 'delivered', 'reliable'],
            },
            { name: 'honesty', synonyms: ['honest', 'transparent', 'admitted', "didn't overpromise"] },
            {
              name: 'result',
              synonyms: ['trusted me', 'relationship', 'in the end', 'outcome', 'came to me'],
            },
          ],
          strong_answer:
            'Names the sceptic and why, shows they listened first, built credibility through small kept promises and honesty about limits, and describes how the relationship visibly changed.',
          follow_up: 'How would you build trust with a customer admin who preferred the previous vendor?',
        },
        {
          id: 'customer-success-behavioral-entry-03',
          text: 'Tell me about a time you followed up on something others had forgotten, and it made a real difference.',
          competency: 'Follow-through',
          key_points: [
            'situation where something was slipping',
            'action: took ownership without being asked',
            'how they tracked it',
            'result and impact',
          ],
          concepts: [
            {
              name: 'ownership',
              synonyms: ['took ownership', 'took it on', 'my responsibility', 'stepped in'],
            },
            { name: 'tracking', synonyms: ['reminder', 'notes', 'calendar', 'list', 'tracked'] },
            { name: 'follow-up', synonyms: ['followed up', 'chased', 'checked in', 'reminded'] },
            {
              name: 'result',
              synonyms: ['made a difference', 'saved', 'in the end', 'outcome', 'as a result'],
            },
          ],
          strong_answer:
            'Describes a concrete dropped thread, how they noticed and owned it, the system they used to track it, and a tangible consequence of following through.',
          follow_up: 'How do you make sure nothing slips when you manage dozens of customers?',
        },
        {
          id: 'customer-success-behavioral-entry-04',
          text: 'Tell me about a time you had to tell someone something they did not want to hear. How did you do it?',
          competency: 'Candid communication',
          key_points: [
            'situation and the unwelcome message',
            'action: prepared and chose the right moment',
            'was clear and kind, not vague',
            'offered a way forward',
            'result',
          ],
          concepts: [
            { name: 'preparation', synonyms: ['prepared', 'thought about', 'planned', 'right moment'] },
            { name: 'directness', synonyms: ['direct', 'clear', 'honest', 'did not sugarcoat', 'straight'] },
            { name: 'empathy', synonyms: ['kind', 'empathy', 'acknowledged', 'understood how they felt'] },
            { name: 'way forward', synonyms: ['options', 'next steps', 'alternative', 'solution'] },
            { name: 'result', synonyms: ['accepted', 'in the end', 'outcome', 'thanked me'] },
          ],
          strong_answer:
            'Gives a specific message, shows they prepared and delivered it clearly and kindly rather than hinting, offered a constructive next step, and reports how it was received.',
          follow_up: 'How would you tell a customer that the feature they want is not coming?',
        },
        {
          id: 'customer-success-behavioral-entry-05',
          text: 'Describe a time you noticed a problem early, before anyone asked you to look, and acted on it.',
          competency: 'Proactivity',
          key_points: [
            'situation and the early signal noticed',
            'action: raised or fixed it proactively',
            'involved the right people',
            'result compared with what could have happened',
          ],
          concepts: [
            { name: 'early signal', synonyms: ['noticed', 'spotted', 'warning sign', 'early'] },
            {
              name: 'proactive action',
              synonyms: ['proactive', 'took action', 'on my own', 'without being asked'],
            },
            { name: 'escalation', synonyms: ['raised it', 'told my manager', 'flagged', 'involved'] },
            { name: 'result', synonyms: ['prevented', 'avoided', 'in the end', 'outcome', 'saved'] },
          ],
          strong_answer:
            'Describes the signal they spotted, acted before being asked by fixing it or flagging it to the right person, and contrasts the outcome with what would have happened otherwise.',
          follow_up: 'What signals would you watch for in a customer account?',
        },
        {
          id: 'customer-success-behavioral-entry-06',
          text: 'Describe a time someone depended on you but the fix needed another team. How did you get that team to act?',
          competency: 'Cross-team collaboration',
          key_points: [
            'situation and who needed help',
            'action: engaged the other team with clear context',
            'kept the person informed',
            'result',
          ],
          concepts: [
            { name: 'collaboration', synonyms: ['worked with', 'another team', 'together', 'coordinated'] },
            { name: 'clear context', synonyms: ['explained', 'context', 'clear request', 'background'] },
            {
              name: 'keeping informed',
              synonyms: ['updates', 'kept them informed', 'let them know', 'followed up'],
            },
            { name: 'result', synonyms: ['got it done', 'solved', 'in the end', 'outcome'] },
          ],
          strong_answer:
            'Gives a specific example of coordinating another team on someone’s behalf, explaining the request clearly, keeping the person updated throughout, and delivering a clear result.',
          follow_up: 'How would you get help from our product team for a customer?',
        },
        {
          id: 'customer-success-behavioral-entry-07',
          text: 'Tell me about a time you were managing many commitments and one started to slip. What did you do?',
          competency: 'Managing commitments',
          key_points: [
            'situation and the competing commitments',
            'action: noticed early and reprioritised',
            'told the affected person before the deadline',
            'result and what changed afterwards',
          ],
          concepts: [
            {
              name: 'reprioritising',
              synonyms: ['prioritised', 'prioritized', 'reprioritised', 'reprioritized', 'rearranged'],
            },
            {
              name: 'early communication',
              synonyms: ['told them early', 'let them know', 'before the deadline', 'new date'],
            },
            { name: 'asking for help', synonyms: ['asked for help', 'delegated', 'support'] },
            { name: 'result', synonyms: ['delivered', 'in the end', 'outcome', 'since then'] },
          ],
          strong_answer:
            'Describes overlapping commitments, spotting the slip early, reprioritising or asking for help, warning the affected person with a realistic new date, and the habit they changed afterwards.',
          follow_up: 'What would you say to a customer if you had to miss a promised date?',
        },
        {
          id: 'customer-success-behavioral-entry-08',
          text: 'Describe feedback from a customer, teacher or manager that changed the way you work. What did you do differently?',
          competency: 'Coachability',
          key_points: [
            'situation and the feedback itself',
            'action: reflected rather than defended',
            'a concrete change in behaviour',
            'result over time',
          ],
          concepts: [
            {
              name: 'receiving feedback',
              synonyms: ['listened', 'did not get defensive', 'took it on board', 'reflected'],
            },
            { name: 'concrete change', synonyms: ['changed', 'started', 'stopped', 'now i'] },
            { name: 'follow-up', synonyms: ['checked back', 'asked for more feedback', 'followed up'] },
            { name: 'result', synonyms: ['improved', 'better', 'as a result', 'outcome'] },
          ],
          strong_answer:
            'Quotes specific feedback, shows they reflected instead of defending, describes the concrete behaviour they changed, and gives evidence it worked.',
          follow_up: 'How do you ask customers for feedback on yourself?',
        },
      ],
      Professional: [
        {
          id: 'customer-success-behavioral-professional-01',
          text: 'Tell me about an at-risk account you saved. What signals did you see, what did you do, and what happened at renewal?',
          competency: 'Churn prevention',
          key_points: [
            'situation: account size and risk signals',
            'action: engaged new stakeholders and diagnosed causes',
            'a recovery plan with the customer',
            'result at renewal with numbers',
            'what they would do earlier next time',
          ],
          concepts: [
            {
              name: 'risk signals',
              synonyms: ['usage dropped', 'champion left', 'escalations', 'health score', 'red'],
            },
            {
              name: 'stakeholder engagement',
              synonyms: ['executive sponsor', 'multi-threaded', 'new champion', 'decision maker'],
            },
            {
              name: 'root cause',
              synonyms: ['root cause', 'the real reason', 'underlying issue', 'diagnosed'],
            },
            {
              name: 'recovery plan',
              synonyms: ['action plan', 'save plan', 'success plan', 'weekly check-ins'],
            },
            { name: 'result', synonyms: ['renewed', 'retained', 'expanded', 'arr', 'outcome'] },
          ],
          strong_answer:
            'Names the account size and specific risk signals, shows they reached new stakeholders and found the real cause, agreed a recovery plan with milestones, and gives the renewal outcome in numbers plus the lesson.',
          follow_up: 'Looking back, when could you have spotted the risk earlier?',
        },
        {
          id: 'customer-success-behavioral-professional-02',
          text: 'Tell me about an account you lost despite your efforts. What happened, and what did you learn?',
          competency: 'Learning from churn',
          key_points: [
            'situation: honest account of the loss',
            'action: what they tried',
            'the real reason it churned',
            'ownership of their part',
            'result: changes they made afterwards',
          ],
          concepts: [
            {
              name: 'churn reason',
              synonyms: ['the reason', 'budget', 'competitor', 'product gap', 'left for'],
            },
            { name: 'actions taken', synonyms: ['tried', 'escalated', 'offered', 'executive call'] },
            { name: 'ownership', synonyms: ['my part', 'i should have', 'i missed', 'owned'] },
            { name: 'lesson', synonyms: ['learned', 'now i', 'since then', 'changed', 'lesson'] },
            {
              name: 'feedback loop',
              synonyms: ['shared with product', 'loss review', 'told the team', 'post-mortem'],
            },
          ],
          strong_answer:
            'Gives an honest account without blaming others, explains what they tried and the real reason the customer left, owns what they could have done better, and names specific practices they changed and shared.',
          follow_up: 'Did you stay in touch with that customer afterwards?',
        },
        {
          id: 'customer-success-behavioral-professional-03',
          text: 'Describe a time you grew an account through expansion. How did you find the opportunity and work with sales to close it?',
          competency: 'Expansion',
          key_points: [
            'situation: the account and its starting point',
            'action: found the opportunity through discovery or usage',
            'built the value case with the customer',
            'worked the handoff with the account executive',
            'result with expansion amount',
          ],
          concepts: [
            {
              name: 'opportunity discovery',
              synonyms: ['discovery', 'noticed', 'usage', 'new team', 'new initiative'],
            },
            { name: 'value case', synonyms: ['business case', 'roi', 'value', 'results so far'] },
            { name: 'sales partnership', synonyms: ['account executive', 'sales', 'handoff', 'together'] },
            { name: 'stakeholders', synonyms: ['champion', 'decision maker', 'executive', 'budget holder'] },
            { name: 'result', synonyms: ['expanded', 'upsell', 'more seats', 'arr', 'percent'] },
          ],
          strong_answer:
            'Describes spotting the opportunity from usage or discovery, building a value case from results so far, partnering with the account executive with clear roles, and quantifies the expansion.',
          follow_up: 'How did the expansion affect your relationship with the champion?',
        },
        {
          id: 'customer-success-behavioral-professional-04',
          text: 'Tell me about a time you had to reset a customer’s expectations after sales had over-promised. What did you do?',
          competency: 'Expectation management',
          key_points: [
            'situation: what was promised versus reality',
            'action: aligned internally with sales first',
            'told the customer honestly and early',
            'offered a realistic alternative path',
            'result for the relationship',
          ],
          concepts: [
            {
              name: 'internal alignment',
              synonyms: ['talked to sales', 'account executive', 'aligned internally', 'manager'],
            },
            { name: 'honesty', synonyms: ['honest', 'transparent', 'upfront', 'early'] },
            { name: 'alternative', synonyms: ['workaround', 'alternative', 'roadmap', 'partner', 'phased'] },
            {
              name: 'expectations',
              synonyms: ['reset expectations', 'expectations', 'realistic', 'what we can do'],
            },
            { name: 'result', synonyms: ['stayed', 'renewed', 'trust', 'outcome'] },
          ],
          strong_answer:
            'Aligns with sales first so the company speaks with one voice, tells the customer early and honestly what is and is not possible, offers a realistic path such as a workaround or phased plan, and keeps the relationship intact.',
          follow_up: 'How did you stop that happening again with the sales team?',
        },
        {
          id: 'customer-success-behavioral-professional-05',
          text: 'Describe a customer who had gone quiet and disengaged. How did you get them re-engaged?',
          competency: 'Re-engagement',
          key_points: [
            'situation: signs of disengagement',
            'action: varied channels and contacts',
            'led with something valuable to them',
            'multi-threaded to other stakeholders',
            'result',
          ],
          concepts: [
            {
              name: 'disengagement signs',
              synonyms: ['no reply', 'missed meetings', 'went quiet', 'ghosted'],
            },
            {
              name: 'value-led outreach',
              synonyms: ['insight', 'benchmark', 'something useful', 'value', 'relevant'],
            },
            {
              name: 'multi-threading',
              synonyms: ['other contacts', 'multi-thread', 'executive', 'end users'],
            },
            { name: 'channels', synonyms: ['phone', 'linkedin', 'in person', 'email', 'different channel'] },
            { name: 'result', synonyms: ['re-engaged', 'meeting booked', 'responded', 'outcome'] },
          ],
          strong_answer:
            'Notices the signs, changes channels and contacts instead of repeating the same email, leads with something genuinely useful like a benchmark, reaches other stakeholders, and reports the outcome.',
          follow_up: 'At what point would you escalate a silent account internally?',
        },
        {
          id: 'customer-success-behavioral-professional-06',
          text: 'Tell me about a time you influenced the product roadmap on behalf of your customers. How did you make the case?',
          competency: 'Voice of the customer',
          key_points: [
            'situation: the recurring customer need',
            'action: gathered evidence across accounts',
            'quantified revenue or retention impact',
            'worked with product managers constructively',
            'result: what shipped or changed',
          ],
          concepts: [
            {
              name: 'evidence',
              synonyms: ['data', 'number of customers', 'feedback', 'examples', 'requests'],
            },
            { name: 'revenue impact', synonyms: ['arr', 'revenue', 'churn risk', 'renewals at risk'] },
            {
              name: 'product partnership',
              synonyms: ['product manager', 'product team', 'roadmap', 'feature request'],
            },
            {
              name: 'customer validation',
              synonyms: ['customer interviews', 'beta', 'introduced customers', 'user research'],
            },
            { name: 'result', synonyms: ['shipped', 'prioritised', 'prioritized', 'built', 'outcome'] },
          ],
          strong_answer:
            'Aggregates a recurring need across accounts with ARR attached, brings customers into product discovery, partners with the product manager rather than demanding, and names what shipped and how customers responded.',
          follow_up: 'How did you keep customers informed while the decision was pending?',
        },
        {
          id: 'customer-success-behavioral-professional-07',
          text: 'Describe a heated escalation from a customer executive. How did you handle the conversation and what followed?',
          competency: 'Executive escalation handling',
          key_points: [
            'situation: what triggered the escalation',
            'action: listened and acknowledged business impact',
            'mobilised internal teams quickly',
            'committed to a plan with dates',
            'result and relationship afterwards',
          ],
          concepts: [
            {
              name: 'listening',
              synonyms: ['listened', 'let them speak', 'acknowledged', 'understood the impact'],
            },
            {
              name: 'ownership',
              synonyms: ['took ownership', 'owned it', 'single point of contact', 'accountable'],
            },
            {
              name: 'internal mobilisation',
              synonyms: ['engineering', 'support', 'my manager', 'executive sponsor', 'war room'],
            },
            { name: 'action plan', synonyms: ['plan', 'dates', 'commitments', 'daily updates'] },
            { name: 'result', synonyms: ['resolved', 'renewed', 'trust', 'calmed', 'outcome'] },
          ],
          strong_answer:
            'Lets the executive speak, acknowledges the business impact without excuses, takes ownership, mobilises support, engineering and their own leadership, commits to a dated plan with regular updates, and shows the relationship recovered.',
          follow_up: 'What did you do when the executive asked for something you could not promise?',
        },
        {
          id: 'customer-success-behavioral-professional-08',
          text: 'Tell me about a time you turned a detractor into an advocate. What changed their mind?',
          competency: 'Relationship recovery',
          key_points: [
            'situation: why they were a detractor',
            'action: understood the real grievance',
            'delivered visible improvements',
            'kept them involved in the fix',
            'result: advocacy such as a reference or higher score',
          ],
          concepts: [
            {
              name: 'grievance',
              synonyms: ['complaint', 'frustration', 'bad experience', 'detractor', 'low score'],
            },
            { name: 'understanding', synonyms: ['listened', 'called them', 'asked why', 'understood'] },
            { name: 'visible improvement', synonyms: ['fixed', 'delivered', 'improved', 'followed through'] },
            { name: 'involvement', synonyms: ['beta', 'feedback session', 'involved them', 'advisory'] },
            {
              name: 'advocacy',
              synonyms: ['reference', 'case study', 'promoter', 'review', 'recommended us'],
            },
          ],
          strong_answer:
            'Calls the detractor to learn the real grievance, delivers visible fixes while keeping them involved, and ends with concrete advocacy such as a reference call or a promoter score.',
          follow_up: 'How do you ask a former detractor to be a reference without it feeling transactional?',
        },
      ],
      Expert: [
        {
          id: 'customer-success-behavioral-expert-01',
          text: 'Tell me about a time you turned around a team’s retention numbers. What did you find, what did you change, and what moved?',
          competency: 'Retention turnaround leadership',
          key_points: [
            'situation: starting retention figures and context',
            'action: diagnosed churn drivers with data',
            'changed coverage, process or cross-functional practices',
            'led the team through the change',
            'result with before and after retention',
          ],
          concepts: [
            { name: 'diagnosis', synonyms: ['churn analysis', 'churn reasons', 'cohorts', 'data showed'] },
            {
              name: 'changes made',
              synonyms: ['playbooks', 'segmentation', 'onboarding', 'health score', 'coverage'],
            },
            {
              name: 'cross-functional',
              synonyms: ['sales', 'product', 'support', 'marketing', 'leadership'],
            },
            {
              name: 'team leadership',
              synonyms: ['team', 'coached', 'rolled out', 'trained', 'accountability'],
            },
            { name: 'retention result', synonyms: ['grr', 'nrr', 'retention', 'points', 'percent'] },
          ],
          strong_answer:
            'Gives starting numbers, shows a data-driven diagnosis of churn drivers, the specific changes to coverage, playbooks or onboarding made with other teams, how they led the team through it, and before and after retention figures.',
          follow_up: 'Which change made the biggest difference, and how do you know?',
        },
        {
          id: 'customer-success-behavioral-expert-02',
          text: 'Describe a time you rolled out a new CS process or platform and your team resisted. How did you bring them along?',
          competency: 'Change leadership',
          key_points: [
            'situation: the problem the change solved',
            'action: explained the why with data',
            'involved CSMs in design and piloted first',
            'removed friction they raised',
            'result: adoption and impact measured',
          ],
          concepts: [
            { name: 'the why', synonyms: ['explained why', 'problem', 'data', 'business case'] },
            {
              name: 'involvement',
              synonyms: ['involved the team', 'feedback', 'champions', 'co-designed', 'working group'],
            },
            { name: 'pilot', synonyms: ['pilot', 'trial', 'phased rollout', 'one pod first'] },
            {
              name: 'resistance',
              synonyms: ['pushback', 'resistance', 'concerns', 'skeptical', 'sceptical'],
            },
            { name: 'adoption result', synonyms: ['adoption', 'usage', 'improved', 'time saved', 'outcome'] },
          ],
          strong_answer:
            'Frames the change around a real problem with data, recruits CSM champions to co-design it, pilots with one group, fixes the friction raised, and shows measured adoption and impact afterwards.',
          follow_up: 'What did you do about the one person who still would not adopt it?',
        },
        {
          id: 'customer-success-behavioral-expert-03',
          text: 'One of your CSMs has a book drifting toward red and weak customer calls. Tell me how you handled a case like that and how it ended.',
          competency: 'Performance management',
          key_points: [
            'situation: specific gap with evidence',
            'action: early honest conversation and cause',
            'clear written expectations and timeline',
            'coaching and support',
            'result: improvement or fair exit, protecting customers',
          ],
          concepts: [
            {
              name: 'evidence',
              synonyms: ['book health', 'renewal rate', 'call reviews', 'customer feedback', 'data'],
            },
            {
              name: 'direct conversation',
              synonyms: ['one-on-one', 'honest conversation', 'early feedback', 'direct'],
            },
            {
              name: 'clear expectations',
              synonyms: ['performance plan', 'pip', 'goals', 'written', 'expectations'],
            },
            { name: 'coaching', synonyms: ['coaching', 'shadowed', 'training', 'call reviews', 'mentor'] },
            {
              name: 'outcome',
              synonyms: ['improved', 'moved on', 'exited', 'role change', 'reassigned accounts'],
            },
          ],
          strong_answer:
            'Raises the gap early with evidence such as book health and call reviews, understands the cause, sets written measurable expectations, coaches actively, protects at-risk customers meanwhile, and reaches a fair outcome.',
          follow_up: 'How did you handle that CSM’s accounts during the process?',
        },
        {
          id: 'customer-success-behavioral-expert-04',
          text: 'Describe a time you disagreed with sales or product leadership about a customer issue at executive level. How did it play out?',
          competency: 'Executive-level influence',
          key_points: [
            'situation and what was at stake',
            'action: understood their goals and constraints',
            'argued with customer and revenue data',
            'reached a decision and committed',
            'result and the relationship afterwards',
          ],
          concepts: [
            {
              name: 'their perspective',
              synonyms: ['their goals', 'constraints', 'listened', 'their pressures'],
            },
            {
              name: 'data-backed case',
              synonyms: ['data', 'arr at risk', 'churn', 'customer evidence', 'numbers'],
            },
            {
              name: 'resolution',
              synonyms: ['agreed', 'compromise', 'decided', 'disagree and commit', 'escalated to ceo'],
            },
            { name: 'relationship', synonyms: ['relationship', 'trust', 'respect', 'partnership'] },
            { name: 'result', synonyms: ['outcome', 'in the end', 'retained', 'shipped', 'changed'] },
          ],
          strong_answer:
            'Explains the stakes, shows they understood the other leader’s goals, made the case with ARR and customer evidence, reached a clear decision and committed to it, and kept the partnership strong.',
          follow_up: 'Looking back, who was right?',
        },
        {
          id: 'customer-success-behavioral-expert-05',
          text: 'Tell me about persuading your CFO or CEO to fund more CSMs, a CS platform or a digital program. How did you model the return?',
          competency: 'Business case',
          key_points: [
            'situation: the gap in coverage or tooling',
            'action: modelled retention and expansion impact',
            'options with costs and payback',
            'addressed the CFO’s concerns',
            'result and follow-up measurement',
          ],
          concepts: [
            {
              name: 'impact model',
              synonyms: ['model', 'nrr impact', 'retention impact', 'forecast', 'scenario'],
            },
            { name: 'payback', synonyms: ['roi', 'payback', 'ltv', 'return'] },
            { name: 'options', synonyms: ['options', 'phased', 'alternatives', 'trade-offs'] },
            { name: 'finance alignment', synonyms: ['cfo', 'finance', 'budget', 'board'] },
            { name: 'result', synonyms: ['approved', 'funded', 'got headcount', 'denied', 'outcome'] },
          ],
          strong_answer:
            'Builds a model linking the investment to retention and expansion with payback, offers phased options, anticipates finance’s questions, reports the decision honestly, and later measures whether the promised impact arrived.',
          follow_up: 'Did the investment deliver what you promised? How do you know?',
        },
        {
          id: 'customer-success-behavioral-expert-06',
          text: 'Tell me about a time the company risked losing one of its largest customers. What was your role, and how did it end?',
          competency: 'Strategic account recovery',
          key_points: [
            'situation: size of the account and the threat',
            'action: executive alignment on both sides',
            'cross-functional recovery team and plan',
            'disciplined cadence of progress reviews',
            'result and lessons applied across accounts',
          ],
          concepts: [
            {
              name: 'executive alignment',
              synonyms: ['ceo', 'executive sponsor', 'exec to exec', 'c-level'],
            },
            {
              name: 'recovery team',
              synonyms: ['tiger team', 'cross-functional', 'engineering', 'product', 'support'],
            },
            { name: 'recovery plan', synonyms: ['plan', 'commitments', 'milestones', 'weekly review'] },
            {
              name: 'customer voice',
              synonyms: ['listened', 'their priorities', 'interviews', 'site visit'],
            },
            { name: 'result', synonyms: ['renewed', 'retained', 'multi-year', 'lost', 'outcome'] },
          ],
          strong_answer:
            'Describes the stakes, aligns executives on both sides, runs a cross-functional recovery team against a dated plan with weekly reviews, reports the outcome honestly and names the systemic change made for other accounts.',
          follow_up: 'What would you have done if the customer demanded a price cut to stay?',
        },
        {
          id: 'customer-success-behavioral-expert-07',
          text: 'Describe a decision you made about segmenting or restructuring your team that did not work as expected. What did you do?',
          competency: 'Judgement and adaptability',
          key_points: [
            'situation and the original reasoning',
            'signals that it was not working',
            'action: admitted it and adjusted quickly',
            'result and lesson for future decisions',
          ],
          concepts: [
            {
              name: 'original decision',
              synonyms: ['segmentation', 'restructure', 'pods', 'coverage change', 'reorganised'],
            },
            {
              name: 'signals',
              synonyms: ['metrics', 'churn rose', 'feedback', 'data showed', 'csat dropped'],
            },
            {
              name: 'admitting it',
              synonyms: ['admitted', 'owned', 'reversed', 'rolled back', 'told the team'],
            },
            { name: 'adjustment', synonyms: ['adjusted', 'changed course', 'hybrid', 'revised'] },
            { name: 'lesson', synonyms: ['learned', 'now i', 'since then', 'pilot first'] },
          ],
          strong_answer:
            'Explains the original reasoning, the data and feedback that showed it was failing, how they openly admitted it and adjusted, and a specific lesson such as piloting structural changes first.',
          follow_up: 'How did your team react when you reversed it?',
        },
        {
          id: 'customer-success-behavioral-expert-08',
          text: 'Tell me about a time you built a customer success team from scratch or scaled one quickly. How did you hire and set it up?',
          competency: 'Building teams',
          key_points: [
            'situation: starting point and growth goal',
            'action: defined the profile and hiring process',
            'onboarding and ramp plan for new CSMs',
            'processes and metrics from day one',
            'result with team and retention outcomes',
          ],
          concepts: [
            {
              name: 'hiring profile',
              synonyms: ['profile', 'competencies', 'scorecard', 'what i hired for'],
            },
            { name: 'hiring process', synonyms: ['interview process', 'case study', 'role play', 'hired'] },
            { name: 'ramp plan', synonyms: ['onboarding', 'ramp', 'training', 'certification', '30-60-90'] },
            {
              name: 'operating rhythm',
              synonyms: ['metrics', 'playbooks', 'cadence', 'dashboards', 'processes'],
            },
            { name: 'result', synonyms: ['grew to', 'retention', 'nrr', 'attrition', 'outcome'] },
          ],
          strong_answer:
            'Describes defining a clear CSM profile and structured interviews, a ramp plan with certification, installing metrics and playbooks early, and quantifies the team’s growth and resulting retention.',
          follow_up: 'Which hire would you make differently, and why?',
        },
      ],
    },
  },
};
