import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'Marketing Executive',
  questions: {
    'Warm-up': {
      'Entry-Level': [
        {
          id: 'marketing-executive-warmup-entry-01',
          text: 'What got you interested in marketing, and which part of it, such as content, social, brand or analytics, excites you most?',
          competency: 'Motivation and role understanding',
          key_points: [
            'a genuine personal reason',
            'names a specific area of marketing',
            'understands marketing drives awareness, demand and revenue',
            'link to an experience that sparked it',
          ],
          concepts: [
            {
              name: 'content marketing',
              synonyms: ['content', 'blog', 'copywriting', 'storytelling', 'video'],
            },
            { name: 'social media', synonyms: ['social', 'instagram', 'tiktok', 'linkedin', 'community'] },
            { name: 'brand', synonyms: ['branding', 'brand building', 'identity', 'reputation'] },
            {
              name: 'analytics',
              synonyms: ['data', 'metrics', 'measuring results', 'performance marketing'],
            },
            {
              name: 'business impact',
              synonyms: ['grow the business', 'revenue', 'customers', 'demand', 'awareness'],
            },
          ],
          strong_answer:
            'Gives a specific origin story, names the area of marketing that excites them and why, and shows they know marketing exists to create awareness and demand that turn into customers and revenue.',
          follow_up: 'Which area of marketing do you know least about, and how would you learn it?',
        },
        {
          id: 'marketing-executive-warmup-entry-02',
          text: "Which brand's marketing do you admire right now, and what specifically makes it work?",
          competency: 'Brand sense',
          key_points: [
            'names a specific brand and campaign',
            'identifies the target audience',
            'explains the message and tone',
            'links to channel choice or results',
          ],
          concepts: [
            {
              name: 'target audience',
              synonyms: ['audience', 'target market', 'who it is for', 'customers', 'demographic'],
            },
            { name: 'brand voice', synonyms: ['tone of voice', 'tone', 'personality', 'consistent'] },
            { name: 'key message', synonyms: ['message', 'story', 'positioning', 'value proposition'] },
            { name: 'channel choice', synonyms: ['channel', 'social', 'tv', 'influencers', 'out of home'] },
            {
              name: 'distinctiveness',
              synonyms: ['distinctive', 'memorable', 'stands out', 'recognisable', 'recognizable'],
            },
          ],
          strong_answer:
            'Names a brand and a concrete campaign, explains who it targets, what message and tone it uses consistently, why the channels fit that audience, and any visible sign it is working.',
          follow_up: 'If you were their marketing team, what would you try next?',
        },
        {
          id: 'marketing-executive-warmup-entry-03',
          text: 'Marketing platforms change constantly. How do you keep your skills and knowledge current?',
          competency: 'Continuous learning',
          key_points: [
            'names specific sources and communities',
            'hands-on practice or certifications',
            'applies new learning to real work',
            'filters hype from what matters',
          ],
          concepts: [
            {
              name: 'industry sources',
              synonyms: ['newsletters', 'blogs', 'podcasts', 'marketing week', 'hubspot blog'],
            },
            {
              name: 'certifications',
              synonyms: [
                'google analytics certification',
                'google ads certification',
                'hubspot academy',
                'course',
              ],
            },
            {
              name: 'hands-on practice',
              synonyms: ['side project', 'tried it myself', 'experiment', 'practice'],
            },
            { name: 'community', synonyms: ['linkedin', 'meetups', 'slack groups', 'mentors', 'events'] },
          ],
          strong_answer:
            'Names concrete sources, courses or certifications (for example Google Analytics or HubSpot Academy), describes practising on a real or side project, and gives an example of a new skill they applied.',
          follow_up: 'What is the most recent thing you learned and actually used?',
        },
        {
          id: 'marketing-executive-warmup-entry-04',
          text: 'Which marketing tools or platforms have you used so far, even in study projects or for a club or personal account?',
          competency: 'Tool familiarity',
          key_points: [
            'names specific tools',
            'what they did with each',
            'a result or metric they looked at',
            'willingness to learn the company stack',
          ],
          concepts: [
            { name: 'analytics tools', synonyms: ['google analytics', 'ga4', 'analytics', 'looker studio'] },
            {
              name: 'social tools',
              synonyms: ['meta business suite', 'hootsuite', 'buffer', 'later', 'canva'],
            },
            { name: 'email platforms', synonyms: ['mailchimp', 'klaviyo', 'hubspot', 'email tool'] },
            { name: 'content management', synonyms: ['wordpress', 'cms', 'webflow', 'shopify'] },
            {
              name: 'results looked at',
              synonyms: ['open rate', 'engagement', 'followers', 'traffic', 'clicks'],
            },
          ],
          strong_answer:
            'Names real tools (for example Canva, Mailchimp, Google Analytics, WordPress), says what they did with each and which metric they watched, and shows readiness to learn new ones.',
          follow_up: 'Which of those tools would you like to get much better at, and why?',
        },
        {
          id: 'marketing-executive-warmup-entry-05',
          text: 'Tell me about an advert or campaign you saw recently that did not work for you. Why do you think it missed?',
          competency: 'Critical eye',
          key_points: [
            'a specific ad or campaign',
            'who it seemed aimed at',
            'a clear reason it missed: message, audience or execution',
            'a constructive improvement',
          ],
          concepts: [
            {
              name: 'audience mismatch',
              synonyms: ['wrong audience', 'not for me', 'target audience', 'mistargeted'],
            },
            {
              name: 'unclear message',
              synonyms: ['confusing', 'unclear', 'no clear message', 'too much going on'],
            },
            { name: 'call to action', synonyms: ['cta', 'no call to action', 'what to do next'] },
            { name: 'brand fit', synonyms: ['off brand', 'tone', 'felt fake', 'inauthentic'] },
            { name: 'improvement', synonyms: ['i would change', 'better if', 'instead'] },
          ],
          strong_answer:
            'Picks a specific campaign, diagnoses the miss precisely (unclear message, wrong audience or channel, weak call to action, off-brand tone) and proposes a concrete fix, while acknowledging it may work for its real audience.',
          follow_up: 'How could you find out whether it actually worked for its intended audience?',
        },
        {
          id: 'marketing-executive-warmup-entry-06',
          text: 'If you ran our social media accounts for one week, what would you post and why?',
          competency: 'Channel instinct',
          key_points: [
            'starts from audience and goal',
            'mix of content types',
            'platform-appropriate formats',
            'how they would measure the week',
          ],
          concepts: [
            {
              name: 'audience first',
              synonyms: ['our audience', 'who follows', 'target audience', 'customers'],
            },
            {
              name: 'content mix',
              synonyms: [
                'educational',
                'behind the scenes',
                'user generated content',
                'customer stories',
                'mix',
              ],
            },
            {
              name: 'platform formats',
              synonyms: ['reels', 'short video', 'carousel', 'stories', 'threads'],
            },
            {
              name: 'engagement metrics',
              synonyms: ['engagement rate', 'reach', 'shares', 'comments', 'saves'],
            },
            { name: 'goal', synonyms: ['awareness', 'traffic', 'objective', 'purpose'] },
          ],
          strong_answer:
            'Starts with who the audience is and the goal for the week, proposes a mix (educational, customer stories, behind the scenes) in formats native to each platform, and says which engagement and traffic metrics would judge it.',
          follow_up: 'What would you do if your best post of the week got almost no engagement?',
        },
        {
          id: 'marketing-executive-warmup-entry-07',
          text: 'How comfortable are you working with numbers and spreadsheets? Tell me how you have used data in a project.',
          competency: 'Analytical comfort',
          key_points: [
            'honest self-assessment',
            'a concrete project using data',
            'specific spreadsheet skills',
            'a decision the data informed',
          ],
          concepts: [
            {
              name: 'spreadsheet skills',
              synonyms: ['excel', 'google sheets', 'pivot tables', 'vlookup', 'formulas', 'charts'],
            },
            { name: 'metrics', synonyms: ['kpis', 'percentages', 'conversion', 'growth rate'] },
            { name: 'analysis', synonyms: ['analysed', 'analyzed', 'compared', 'trend'] },
            {
              name: 'data-informed decision',
              synonyms: ['decided', 'recommendation', 'changed based on', 'insight'],
            },
          ],
          strong_answer:
            'Gives an honest level, names concrete skills such as pivot tables and charts, and describes a project where analysing data changed a decision or recommendation.',
          follow_up: 'How would you calculate the conversion rate of a landing page?',
        },
        {
          id: 'marketing-executive-warmup-entry-08',
          text: 'What marketing work have you done so far, in an internship, a society or a side project, that you are proudest of?',
          competency: 'Early portfolio',
          key_points: [
            'a specific piece of work',
            'their own role and decisions',
            'the audience and goal',
            'the result with a number',
          ],
          concepts: [
            { name: 'project', synonyms: ['campaign', 'internship', 'society', 'side project', 'event'] },
            { name: 'own role', synonyms: ['i wrote', 'i designed', 'i ran', 'i was responsible'] },
            { name: 'goal', synonyms: ['objective', 'aim', 'wanted to'] },
            { name: 'result', synonyms: ['followers', 'sign-ups', 'attendance', 'tickets sold', 'grew by'] },
          ],
          strong_answer:
            'Describes a specific project, separates their own contribution, explains the audience and goal, and quantifies the result such as sign-ups, attendance or growth.',
          follow_up: 'What would you do differently if you ran it again?',
        },
      ],
      Professional: [
        {
          id: 'marketing-executive-warmup-professional-01',
          text: 'Give me a picture of your current role: which channels you own, the budget you manage, and the targets you are measured on.',
          competency: 'Marketing track record',
          key_points: [
            'channels and scope owned',
            'budget size',
            'the KPIs they are measured on',
            'recent results against those targets',
          ],
          concepts: [
            {
              name: 'channels owned',
              synonyms: ['paid search', 'paid social', 'email', 'seo', 'events', 'content'],
            },
            { name: 'budget', synonyms: ['spend', 'per quarter', 'per month', 'thousand'] },
            { name: 'KPIs', synonyms: ['kpis', 'targets', 'mqls', 'pipeline', 'cac', 'roas'] },
            { name: 'results', synonyms: ['hit', 'exceeded', 'grew', 'percent'] },
          ],
          strong_answer:
            'Answers with specifics: channels owned, budget size, KPIs such as MQLs, pipeline, CAC or ROAS, and recent performance against those targets in numbers.',
          follow_up: 'Which of those KPIs do you think is the least meaningful, and why?',
        },
        {
          id: 'marketing-executive-warmup-professional-02',
          text: 'Would you call yourself a brand marketer, a performance marketer, or a generalist? How did you end up there?',
          competency: 'Professional identity',
          key_points: [
            'clear self-positioning',
            'evidence from their roles and skills',
            'appreciation of the other discipline',
            'where they want to grow',
          ],
          concepts: [
            {
              name: 'brand marketing',
              synonyms: ['brand', 'awareness', 'creative', 'storytelling', 'long term'],
            },
            {
              name: 'performance marketing',
              synonyms: ['performance', 'paid media', 'acquisition', 'roas', 'direct response'],
            },
            { name: 'generalist', synonyms: ['t-shaped', 't shaped', 'full stack marketer', 'all-rounder'] },
            { name: 'growth area', synonyms: ['want to learn', 'develop', 'weaker at', 'next step'] },
          ],
          strong_answer:
            'Picks a label and backs it with roles and results, shows respect for the other discipline and how the two work together, and names a specific area they are developing.',
          follow_up:
            'What do performance marketers most often misunderstand about brand, or the other way around?',
        },
        {
          id: 'marketing-executive-warmup-professional-03',
          text: 'Which campaign from the last two years are you proudest of, and what was the measurable result?',
          competency: 'Campaign achievement',
          key_points: [
            'the objective and audience',
            'the idea and channels',
            'their personal role',
            'measurable outcome against goal',
          ],
          concepts: [
            { name: 'objective', synonyms: ['goal', 'brief', 'aim', 'target'] },
            { name: 'creative idea', synonyms: ['concept', 'idea', 'insight', 'message'] },
            { name: 'channel mix', synonyms: ['channels', 'paid social', 'email', 'search', 'events'] },
            {
              name: 'measurable result',
              synonyms: ['leads', 'pipeline', 'revenue', 'conversion', 'roi', 'percent'],
            },
          ],
          strong_answer:
            'Concisely states the objective, audience, idea and channels, their own role, and a measurable result compared with the goal or baseline.',
          follow_up: 'What part of that result would have happened anyway, without the campaign?',
        },
        {
          id: 'marketing-executive-warmup-professional-04',
          text: 'What does your current marketing technology stack look like, and what would you change about it?',
          competency: 'Martech',
          key_points: [
            'names CRM, automation and analytics tools',
            'how data flows between them',
            'a real limitation they hit',
            'a reasoned change',
          ],
          concepts: [
            { name: 'marketing automation', synonyms: ['hubspot', 'marketo', 'pardot', 'braze', 'klaviyo'] },
            { name: 'CRM', synonyms: ['crm', 'salesforce', 'hubspot crm'] },
            { name: 'analytics', synonyms: ['google analytics', 'ga4', 'mixpanel', 'amplitude', 'looker'] },
            {
              name: 'data integration',
              synonyms: ['integration', 'sync', 'customer data platform', 'cdp', 'segment'],
            },
            { name: 'tracking', synonyms: ['utm', 'utms', 'tags', 'tag manager', 'pixel'] },
          ],
          strong_answer:
            'Lays out the stack (automation, CRM, analytics, tag management), explains how data flows and where it breaks, and proposes a change justified by a specific problem rather than a shiny tool.',
          follow_up: 'How do you make sure tracking stays trustworthy as the stack grows?',
        },
        {
          id: 'marketing-executive-warmup-professional-05',
          text: 'How do you usually work with the sales and product teams in your current job? Give me a typical week.',
          competency: 'Cross-team collaboration',
          key_points: [
            'regular rituals with sales and product',
            'what marketing gives and receives',
            'shared goals or metrics',
            'an example of it working',
          ],
          concepts: [
            {
              name: 'sales alignment',
              synonyms: ['sales team', 'pipeline meeting', 'lead feedback', 'sales enablement'],
            },
            { name: 'product marketing', synonyms: ['product team', 'launches', 'release notes', 'roadmap'] },
            { name: 'shared metrics', synonyms: ['shared goals', 'pipeline', 'revenue target', 'dashboard'] },
            { name: 'feedback loop', synonyms: ['feedback', 'weekly sync', 'stand-up', 'retro'] },
          ],
          strong_answer:
            'Describes concrete rituals (weekly pipeline review with sales, launch planning with product), what flows each way, shared metrics, and an example where the collaboration improved a result.',
          follow_up: 'What is the most common source of friction with sales, in your experience?',
        },
        {
          id: 'marketing-executive-warmup-professional-06',
          text: 'What is a marketing belief you held early in your career that data later proved wrong?',
          competency: 'Learning mindset',
          key_points: [
            'names a specific belief',
            'the data or test that disproved it',
            'what they changed',
            'a general lesson about testing assumptions',
          ],
          concepts: [
            { name: 'assumption', synonyms: ['i believed', 'i assumed', 'thought that'] },
            { name: 'test', synonyms: ['a/b test', 'ab test', 'split test', 'experiment', 'data showed'] },
            { name: 'change', synonyms: ['changed', 'stopped', 'started', 'now i'] },
            {
              name: 'humility',
              synonyms: ['test assumptions', 'let the data decide', 'i was wrong', 'opinion'],
            },
          ],
          strong_answer:
            'Names a specific belief (for example that longer emails perform worse, or that gating all content is best), describes the test that disproved it, and the change and broader habit of testing assumptions.',
          follow_up: 'What belief do you hold now that you suspect might be wrong?',
        },
        {
          id: 'marketing-executive-warmup-professional-07',
          text: 'Marketing needs both creativity and analysis. How do you balance the two in your own work?',
          competency: 'Creative and analytical balance',
          key_points: [
            'creativity grounded in audience insight',
            'analysis used to decide and iterate',
            'a concrete workflow',
            'an example where both mattered',
          ],
          concepts: [
            {
              name: 'insight',
              synonyms: ['customer insight', 'research', 'audience understanding', 'interviews'],
            },
            { name: 'creative', synonyms: ['creativity', 'idea', 'concept', 'copy', 'design'] },
            { name: 'testing', synonyms: ['test', 'a/b test', 'experiment', 'iterate'] },
            { name: 'measurement', synonyms: ['data', 'metrics', 'results', 'analytics'] },
          ],
          strong_answer:
            'Explains a workflow where insight feeds creative ideas, several variants are tested, and data decides what to scale, with a concrete example where the winning idea surprised them.',
          follow_up: 'When would you trust creative judgement over what the data says?',
        },
        {
          id: 'marketing-executive-warmup-professional-08',
          text: 'What attracts you to our market and customers, and what would you want to learn about them first?',
          competency: 'Motivation and market curiosity',
          key_points: [
            'evidence of researching the company and market',
            'specific questions about customers',
            'how they would learn: interviews, data, sales calls',
            'fit with their experience',
          ],
          concepts: [
            {
              name: 'company research',
              synonyms: ['your website', 'your customers', 'your product', 'read about'],
            },
            {
              name: 'customer understanding',
              synonyms: ['who buys', 'why they buy', 'pain points', 'buyer journey'],
            },
            {
              name: 'research methods',
              synonyms: ['customer interviews', 'sales calls', 'surveys', 'reviews'],
            },
            { name: 'competitors', synonyms: ['competition', 'alternatives', 'competitive landscape'] },
          ],
          strong_answer:
            'Shows they researched the company and market, asks sharp questions about why customers buy and churn, and explains how they would learn through interviews, sales calls and data.',
          follow_up: 'What is one thing you think we could do better in our marketing today?',
        },
      ],
      Expert: [
        {
          id: 'marketing-executive-warmup-expert-01',
          text: 'Take me through your marketing career: the markets, team sizes and budgets you have led, and what changed at each step.',
          competency: 'Career narrative',
          key_points: [
            'progression in scope, team and budget',
            'markets and business models covered',
            'signature results at each stage',
            'lessons that shaped their leadership',
          ],
          concepts: [
            { name: 'team size', synonyms: ['team of', 'direct reports', 'headcount', 'managed'] },
            { name: 'budget owned', synonyms: ['budget', 'million', 'spend'] },
            { name: 'business models', synonyms: ['b2b', 'b2c', 'saas', 'ecommerce', 'marketplace'] },
            { name: 'results', synonyms: ['grew', 'revenue', 'pipeline', 'market share'] },
            { name: 'lessons', synonyms: ['learned', 'taught me', 'changed how i'] },
          ],
          strong_answer:
            'Tells a clear progression with team sizes, budgets and business models, a signature result at each step, and how each role shaped how they lead marketing now.',
          follow_up: 'Which role stretched you the most, and why?',
        },
        {
          id: 'marketing-executive-warmup-expert-02',
          text: 'What is your marketing philosophy in one or two sentences, and how does it show in the way you run a team?',
          competency: 'Marketing philosophy',
          key_points: [
            'a crisp, specific philosophy',
            'customer and commercial grounding',
            'translation into team practices',
            'an example of it guiding a decision',
          ],
          concepts: [
            {
              name: 'customer-centric',
              synonyms: ['customer first', 'customer insight', 'voice of the customer'],
            },
            { name: 'commercial focus', synonyms: ['revenue', 'growth', 'business outcomes', 'pipeline'] },
            {
              name: 'long and short term balance',
              synonyms: ['brand and performance', 'long term', 'short term'],
            },
            { name: 'team practices', synonyms: ['rituals', 'planning', 'experimentation', 'culture'] },
          ],
          strong_answer:
            'States a specific philosophy grounded in customers and commercial outcomes, then shows how it becomes team practice (planning, testing, reviews) with one decision it drove.',
          follow_up: 'When has following that philosophy been unpopular?',
        },
        {
          id: 'marketing-executive-warmup-expert-03',
          text: 'If you joined us as senior marketing lead, what would you want to understand in your first quarter before changing anything?',
          competency: 'Diagnostic onboarding',
          key_points: [
            'customers and why they buy',
            'current funnel and channel performance',
            'team capabilities and agencies',
            'stakeholder expectations and company goals',
            'a small set of early wins',
          ],
          concepts: [
            {
              name: 'customer research',
              synonyms: ['talk to customers', 'interviews', 'win loss', 'why they buy'],
            },
            {
              name: 'funnel audit',
              synonyms: ['funnel', 'channel performance', 'conversion rates', 'audit'],
            },
            { name: 'team assessment', synonyms: ['team', 'skills', 'agencies', 'capabilities'] },
            { name: 'stakeholder alignment', synonyms: ['ceo', 'sales leader', 'expectations', 'goals'] },
            { name: 'quick wins', synonyms: ['early wins', 'low-hanging fruit', 'quick win'] },
          ],
          strong_answer:
            'Plans to interview customers and sales, audit the funnel and spend by channel, assess team and agencies, align on goals with the CEO and sales, and pick a couple of early wins before a fuller strategy.',
          follow_up: 'What would make you act faster than that?',
        },
        {
          id: 'marketing-executive-warmup-expert-04',
          text: 'How have privacy changes, AI tools and the decline of third-party cookies changed your marketing, and how have you adapted?',
          competency: 'Landscape awareness',
          key_points: [
            'concrete effect on targeting and measurement',
            'shift to first-party data and consent',
            'modelled measurement and experiments',
            'practical use of AI with guardrails',
          ],
          concepts: [
            {
              name: 'first-party data',
              synonyms: ['first party data', 'zero party data', 'owned data', 'consent'],
            },
            {
              name: 'privacy changes',
              synonyms: [
                'gdpr',
                'ios fourteen',
                'app tracking transparency',
                'cookie deprecation',
                'third party cookies',
              ],
            },
            {
              name: 'modelled measurement',
              synonyms: ['marketing mix modelling', 'mmm', 'incrementality', 'lift test'],
            },
            {
              name: 'AI use',
              synonyms: ['ai', 'generative ai', 'chatgpt', 'automation', 'content at scale'],
            },
            {
              name: 'guardrails',
              synonyms: ['brand safety', 'quality control', 'human review', 'governance'],
            },
          ],
          strong_answer:
            'Explains the concrete loss of targeting and attribution signal, the move to first-party data and consent, measurement through experiments and modelling, and practical AI use with human review and brand guardrails.',
          follow_up: 'Where has AI made your team slower or worse rather than better?',
        },
        {
          id: 'marketing-executive-warmup-expert-05',
          text: 'How do you earn and keep the trust of a CEO and CFO for marketing spend?',
          competency: 'Executive credibility',
          key_points: [
            'speaks in revenue and unit economics',
            'honest about what is and is not measurable',
            'commits to forecasts and reports against them',
            'brings experiments and clear trade-offs',
          ],
          concepts: [
            {
              name: 'business language',
              synonyms: ['revenue', 'pipeline', 'payback', 'cac', 'ltv', 'margin'],
            },
            { name: 'forecasting', synonyms: ['forecast', 'plan', 'commit', 'targets'] },
            {
              name: 'transparency',
              synonyms: ['honest', 'what we know', 'what we do not know', 'confidence'],
            },
            { name: 'incrementality', synonyms: ['incremental', 'holdout', 'lift', 'experiment'] },
          ],
          strong_answer:
            'Frames marketing in revenue, CAC and payback, makes forecasts and reports honestly against them, separates measurable from long-term brand effects, and backs spend requests with incrementality tests.',
          follow_up: 'What do you say when the CFO asks you to cut twenty percent tomorrow?',
        },
        {
          id: 'marketing-executive-warmup-expert-06',
          text: 'What kind of marketers do you hire, and how do you develop them once they join?',
          competency: 'Talent philosophy',
          key_points: [
            'specific traits they hire for',
            'balance of specialists and generalists',
            'development plans and feedback rhythm',
            'an example of someone they grew',
          ],
          concepts: [
            {
              name: 'hiring criteria',
              synonyms: ['curiosity', 'ownership', 'analytical', 'craft', 'hire for'],
            },
            { name: 'team shape', synonyms: ['specialists', 'generalists', 't-shaped', 'agencies'] },
            {
              name: 'development',
              synonyms: ['career path', 'development plan', 'training', 'stretch projects'],
            },
            { name: 'feedback', synonyms: ['one to ones', 'one on ones', 'reviews', 'coaching'] },
          ],
          strong_answer:
            'Names concrete hiring traits and how they test for them, explains the mix of specialists and generalists, and describes a development rhythm with a real example of someone they grew.',
          follow_up: 'What is the biggest hiring mistake you have made?',
        },
        {
          id: 'marketing-executive-warmup-expert-07',
          text: 'Which marketing leaders, companies or books have most shaped your thinking, and what did you take from them?',
          competency: 'Intellectual influences',
          key_points: [
            'names specific influences',
            'explains their ideas accurately',
            'shows how they applied them',
            'critical perspective, not just admiration',
          ],
          concepts: [
            {
              name: 'marketing thinkers',
              synonyms: [
                'byron sharp',
                'how brands grow',
                'les binet',
                'peter field',
                'april dunford',
                'mark ritson',
              ],
            },
            {
              name: 'key ideas',
              synonyms: [
                'mental availability',
                'physical availability',
                'reach',
                'positioning',
                'sixty forty',
              ],
            },
            { name: 'application', synonyms: ['applied', 'used it', 'changed our', 'put into practice'] },
            { name: 'critique', synonyms: ['disagree', 'limitation', 'not always', 'context'] },
          ],
          strong_answer:
            'Names real influences (for example Byron Sharp, Binet and Field, April Dunford), explains their ideas correctly, shows how they applied them, and notes where they do not fully apply.',
          follow_up: 'Where do you think that thinking does not apply to a business like ours?',
        },
        {
          id: 'marketing-executive-warmup-expert-08',
          text: 'Senior marketers often say the hardest part is deciding what to stop. How do you decide what marketing should stop doing?',
          competency: 'Prioritisation',
          key_points: [
            'regular review of activities against goals',
            'uses incremental impact, not habit',
            'considers strategic fit and opportunity cost',
            'an example of stopping something and the result',
          ],
          concepts: [
            { name: 'portfolio review', synonyms: ['review', 'audit', 'zero-based', 'zero based budgeting'] },
            {
              name: 'incremental impact',
              synonyms: ['incremental', 'contribution', 'roi', 'what it drives'],
            },
            { name: 'opportunity cost', synonyms: ['trade-off', 'focus', 'resources', 'capacity'] },
            { name: 'strategic fit', synonyms: ['strategy', 'priorities', 'goals', 'icp'] },
            { name: 'stakeholder management', synonyms: ['explain', 'communicate', 'sunset', 'buy-in'] },
          ],
          strong_answer:
            'Runs a regular zero-based review of activities against goals and incremental impact, weighs opportunity cost, and gives a real example of stopping a channel or event and what happened to results.',
          follow_up: 'How do you handle a stakeholder who loves the thing you want to stop?',
        },
      ],
    },
    Technical: {
      'Entry-Level': [
        {
          id: 'marketing-executive-technical-entry-01',
          text: 'What is market segmentation, and how would you segment the customers for a product like ours?',
          competency: 'Segmentation',
          misconceptions: [
            {
              said: 'segmentation is mainly about demographics, so age and gender alone give you all the segments you need',
              truth:
                'Demographics are only one base; behavioural and needs-based segments usually predict buying better, so combine bases that reflect real differences in needs.',
            },
            {
              said: 'the best segment to target is always the biggest one, since more people means more revenue',
              truth:
                'Size is one criterion; a segment must also be reachable and fit your offer, so a smaller, well-fitting segment often beats the largest.',
            },
            {
              said: 'once you have segments you should send every segment the identical message so the brand stays consistent',
              truth:
                "Segmenting only pays off if you adapt message, offer and channel to each segment's needs while keeping the core brand consistent.",
            },
          ],
          key_points: [
            'dividing a market into groups with shared needs',
            'names segmentation bases',
            'chooses segments by size, reach and fit',
            'tailors message and channel per segment',
          ],
          concepts: [
            {
              name: 'demographic segmentation',
              synonyms: ['demographic', 'age', 'income', 'location', 'geographic'],
            },
            {
              name: 'firmographic segmentation',
              synonyms: ['firmographic', 'company size', 'industry', 'number of employees'],
            },
            {
              name: 'behavioural segmentation',
              synonyms: ['behavioral', 'behavioural', 'usage', 'purchase behaviour', 'purchase behavior'],
            },
            {
              name: 'needs-based segmentation',
              synonyms: ['needs', 'psychographic', 'jobs to be done', 'motivations'],
            },
            {
              name: 'targeting',
              synonyms: ['target segment', 'prioritise', 'prioritize', 'most valuable segment'],
            },
          ],
          strong_answer:
            'Defines segmentation as grouping customers with shared needs or traits, names bases (demographic or firmographic, behavioural, needs-based), proposes concrete segments for the product, and explains choosing targets by size, reachability and fit.',
          follow_up: 'How would you decide which segment to target first?',
        },
        {
          id: 'marketing-executive-technical-entry-02',
          text: 'Explain the marketing funnel, and name one metric you would track at each stage.',
          competency: 'Funnel metrics',
          misconceptions: [
            {
              said: 'at the awareness stage the key metric is sales revenue, because recognition ultimately shows up in the till',
              truth:
                'Awareness is measured by reach, impressions or brand recall; revenue belongs to the conversion stage and depends on many other factors.',
            },
            {
              said: 'a high impressions count proves that people are genuinely interested and engaging with the brand',
              truth:
                'Impressions only count how often an ad was shown; interest shows up in engagement measures like click-through, time on site or content downloads.',
            },
            {
              said: "the funnel ends at the purchase, so once someone buys, marketing's job with that customer is done",
              truth:
                'Retention is a funnel stage too; repeat purchase, churn and referrals after the sale often matter more to profit than the first sale.',
            },
          ],
          key_points: [
            'awareness, consideration, conversion, retention',
            'a fitting metric for each stage',
            'conversion between stages matters',
            'stages link to channels',
          ],
          concepts: [
            { name: 'awareness', synonyms: ['top of funnel', 'top of the funnel', 'reach', 'impressions'] },
            {
              name: 'consideration',
              synonyms: ['middle of funnel', 'interest', 'click-through rate', 'engagement', 'site visits'],
            },
            {
              name: 'conversion',
              synonyms: ['bottom of funnel', 'conversion rate', 'purchase', 'sign up', 'leads'],
            },
            { name: 'retention', synonyms: ['loyalty', 'repeat purchase', 'churn', 'advocacy'] },
            { name: 'stage conversion', synonyms: ['drop off', 'drop-off', 'funnel conversion', 'leak'] },
          ],
          strong_answer:
            'Describes awareness, consideration, conversion and retention with a matching metric for each (reach or impressions, click-through or engagement, conversion rate, repeat purchase or churn) and notes drop-off between stages shows where to act.',
          follow_up: 'If awareness is high but conversions are low, where would you look first?',
        },
        {
          id: 'marketing-executive-technical-entry-03',
          text: 'What is the difference between SEO and paid search, and when would you use each?',
          competency: 'Search marketing',
          misconceptions: [
            {
              said: 'paid search ads lift your organic rankings too, because google rewards advertisers who spend more',
              truth:
                'Ad spend has no effect on organic rankings; those are earned separately through relevant content, technical health and links.',
            },
            {
              said: 'with SEO the traffic is free, so once you rank you can stop investing and keep it forever',
              truth:
                'SEO costs content, technical work and time, and rankings decay as competitors and algorithms change, so it needs ongoing investment.',
            },
            {
              said: 'the quickest SEO win is stuffing the target keyword into every paragraph, heading and meta tag',
              truth:
                'Keyword stuffing hurts rankings; search engines reward content that genuinely answers the query, with natural keyword use and clear structure.',
            },
          ],
          key_points: [
            'SEO earns organic rankings over time',
            'paid search buys placement per click immediately',
            'cost and speed trade-off',
            'use together: paid for speed and testing, SEO for durable traffic',
          ],
          concepts: [
            {
              name: 'SEO',
              synonyms: [
                'seo',
                'search engine optimisation',
                'search engine optimization',
                'organic search',
                'organic',
              ],
            },
            { name: 'paid search', synonyms: ['sem', 'ppc', 'pay per click', 'google ads', 'search ads'] },
            { name: 'keywords', synonyms: ['keyword research', 'search intent', 'keyword'] },
            { name: 'time to results', synonyms: ['takes time', 'long term', 'immediate', 'months'] },
            { name: 'cost per click', synonyms: ['cpc', 'bidding', 'budget', 'pay for clicks'] },
          ],
          strong_answer:
            'Explains SEO as earning organic rankings through content, technical health and links, which is slow but durable, versus paid search buying immediate placement per click, and suggests paid for launches and testing keywords, SEO for long-term traffic.',
          follow_up: 'How would you use paid search results to help your SEO plan?',
        },
        {
          id: 'marketing-executive-technical-entry-04',
          text: 'How would you set up a simple split test, or A-B test, for an email subject line?',
          competency: 'A/B testing basics',
          misconceptions: [
            {
              said: 'to save time you should change the subject line, sender name and send time together in one test',
              truth:
                'Change only the subject line; altering several things at once means you cannot tell which change caused the difference.',
            },
            {
              said: 'you can stop the test as soon as one version pulls ahead in the first hour',
              truth:
                'Early leads are often random noise; run to the planned sample size and check statistical significance before declaring a winner.',
            },
            {
              said: 'sending version A to your most engaged subscribers and B to everyone else gives a fair comparison',
              truth:
                'Groups must be assigned randomly so they are comparable; splitting by engagement builds bias into the result before the test starts.',
            },
          ],
          key_points: [
            'one variable changed at a time',
            'a hypothesis before testing',
            'random split of a large enough audience',
            'pick the metric in advance and check significance',
          ],
          concepts: [
            { name: 'hypothesis', synonyms: ['hypothesise', 'hypothesize', 'we expect', 'prediction'] },
            {
              name: 'single variable',
              synonyms: ['one variable', 'one change', 'only the subject line', 'control'],
            },
            {
              name: 'random split',
              synonyms: ['random', 'randomly', 'fifty fifty', 'split the list', 'test group'],
            },
            {
              name: 'sample size',
              synonyms: [
                'large enough',
                'enough people',
                'sample',
                'statistical significance',
                'significant',
              ],
            },
            { name: 'success metric', synonyms: ['open rate', 'click rate', 'click-through rate', 'metric'] },
          ],
          strong_answer:
            'States a hypothesis, changes only the subject line, randomly splits a large enough sample, chooses open or click rate in advance, waits for a significant result, and rolls the winner out to the rest.',
          follow_up: 'Why might open rate be a misleading metric for this test?',
        },
        {
          id: 'marketing-executive-technical-entry-05',
          text: 'What makes a useful buyer persona, and how would you build one?',
          competency: 'Personas',
          misconceptions: [
            {
              said: 'a persona is best built in a team brainstorm where marketers imagine their ideal customer',
              truth:
                "Personas should come from customer interviews, sales conversations and data; imagined personas just mirror the team's assumptions and mislead messaging.",
            },
            {
              said: 'the most important parts of a persona are the stock photo, the name and their hobbies',
              truth:
                'Name and photo are decoration; the useful parts are goals, pains, buying triggers, objections and where the buyer gets information.',
            },
            {
              said: 'you should average all your customers into one persona so the whole company shares a single picture',
              truth:
                'Averaging creates a customer who does not exist; build a few distinct personas for groups whose goals and buying behaviour really differ.',
            },
          ],
          key_points: [
            'based on research, not guesses',
            'goals, pains and buying triggers',
            'where they get information',
            'used to shape message and channel',
          ],
          concepts: [
            {
              name: 'customer research',
              synonyms: ['interviews', 'customer interviews', 'surveys', 'sales calls', 'data'],
            },
            { name: 'goals and pains', synonyms: ['pain points', 'challenges', 'goals', 'jobs to be done'] },
            {
              name: 'buying triggers',
              synonyms: ['triggers', 'why they buy', 'objections', 'decision criteria'],
            },
            {
              name: 'information channels',
              synonyms: ['where they hang out', 'channels', 'media', 'communities'],
            },
            { name: 'application', synonyms: ['messaging', 'targeting', 'content', 'use it'] },
          ],
          strong_answer:
            'Builds personas from interviews, sales conversations and data, capturing goals, pains, buying triggers, objections and information sources, and uses them to choose messages and channels rather than as a decorative document.',
          follow_up: 'How would you check that your persona is still accurate a year later?',
        },
        {
          id: 'marketing-executive-technical-entry-06',
          text: 'What are the four Ps of marketing? Apply them to a product you know well.',
          competency: 'Marketing mix',
          misconceptions: [
            {
              said: 'the four ps are product, price, place and people, with people meaning your sales staff',
              truth:
                'The fourth P is promotion; people belongs to the extended seven Ps for services, alongside process and physical evidence.',
            },
            {
              said: "place means the physical location of the company's head office and its stores",
              truth:
                'Place means distribution: the channels and locations, online or offline, where the target customer can find and buy the product.',
            },
            {
              said: 'price should simply be cost plus a fixed markup, whatever customers or competitors do',
              truth:
                "Price should reflect value to the target customer and competing alternatives, and fit the product's positioning, with cost only setting the floor.",
            },
          ],
          key_points: [
            'product, price, place, promotion',
            'a concrete worked example',
            'the Ps work together for a target customer',
          ],
          concepts: [
            { name: 'product', synonyms: ['features', 'the offer', 'what it is'] },
            { name: 'price', synonyms: ['pricing', 'premium', 'discount', 'value for money'] },
            { name: 'place', synonyms: ['distribution', 'where it is sold', 'online', 'retail', 'channels'] },
            { name: 'promotion', synonyms: ['advertising', 'communication', 'social media', 'campaigns'] },
            { name: 'target customer', synonyms: ['target market', 'audience', 'who it is for'] },
          ],
          strong_answer:
            'Names product, price, place and promotion, applies each to a real product in specific terms, and shows how they fit together for the intended customer.',
          follow_up: "Which of the four would you change to grow that product's sales, and why?",
        },
        {
          id: 'marketing-executive-technical-entry-07',
          text: 'What makes a landing page convert well? Walk me through the elements you would check.',
          competency: 'Conversion optimisation',
          misconceptions: [
            {
              said: 'a landing page should include the full site menu so visitors can explore every product',
              truth:
                'Extra navigation pulls visitors away; a converting landing page focuses on one offer and one call to action, usually without the menu.',
            },
            {
              said: 'longer forms convert better because asking lots of questions shows the company is serious',
              truth:
                'Each extra field usually lowers completion; ask only for what you need now and collect more later through progressive profiling.',
            },
            {
              said: 'the homepage makes the best landing page for every ad because it shows the whole brand',
              truth:
                'Send ad traffic to a dedicated page whose headline and offer match the ad; a generic homepage breaks message match and lowers conversion.',
            },
          ],
          key_points: [
            'message matches the ad or email',
            'clear headline and single call to action',
            'social proof and trust signals',
            'short form, fast load, works on mobile',
          ],
          concepts: [
            { name: 'message match', synonyms: ['consistent with the ad', 'matches the ad', 'relevance'] },
            { name: 'headline', synonyms: ['value proposition', 'clear headline', 'above the fold'] },
            { name: 'call to action', synonyms: ['cta', 'one call to action', 'button', 'single action'] },
            { name: 'social proof', synonyms: ['testimonials', 'reviews', 'logos', 'case studies', 'trust'] },
            {
              name: 'friction',
              synonyms: ['form length', 'short form', 'page speed', 'load time', 'mobile'],
            },
          ],
          strong_answer:
            'Checks message match with the traffic source, a clear benefit headline, one call to action, social proof, a short form, fast loading and mobile layout, and would test changes rather than guess.',
          follow_up: 'Which one element would you test first, and why that one?',
        },
        {
          id: 'marketing-executive-technical-entry-08',
          text: 'For a paid campaign, what do click-through rate, conversion rate and cost per acquisition each tell you?',
          competency: 'Paid media metrics',
          misconceptions: [
            {
              said: 'a high click-through rate proves the campaign is profitable, so you can scale spend right away',
              truth:
                'CTR only shows the ad attracts clicks; profitability depends on conversion rate, CPA and customer value, so check those before scaling.',
            },
            {
              said: 'conversion rate is conversions divided by impressions, so it mainly measures how good the creative is',
              truth:
                'Conversion rate is conversions divided by clicks and mainly reflects the landing page and offer; creative appeal shows up in CTR.',
            },
            {
              said: 'cost per acquisition is just the bid you pay for each click, the same figure as CPC',
              truth:
                'That describes cost per click; CPA divides total spend by conversions, so it is the cost of each actual customer or lead.',
            },
          ],
          key_points: [
            'CTR: how well the ad attracts the audience',
            'conversion rate: how well the page or offer converts',
            'CPA: cost of each customer or lead',
            'reads them together to find the problem',
          ],
          concepts: [
            { name: 'click-through rate', synonyms: ['ctr', 'clicks divided by impressions', 'click rate'] },
            {
              name: 'conversion rate',
              synonyms: ['cvr', 'conversions divided by clicks', 'percent who convert'],
            },
            {
              name: 'cost per acquisition',
              synonyms: [
                'cpa',
                'cost per lead',
                'cpl',
                'cost per conversion',
                'spend divided by conversions',
              ],
            },
            { name: 'ad relevance', synonyms: ['creative', 'targeting', 'ad copy', 'relevant audience'] },
            { name: 'diagnosis', synonyms: ['where the problem is', 'ad or landing page', 'together'] },
          ],
          strong_answer:
            'Defines CTR as clicks over impressions (ad and targeting appeal), conversion rate as conversions over clicks (page and offer), CPA as spend over conversions, and reads them together to locate whether the ad or the page is the problem.',
          follow_up: 'If CTR is strong but CPA is too high, what would you change?',
        },
      ],
      Professional: [
        {
          id: 'marketing-executive-technical-professional-01',
          text: 'Customer acquisition cost is four hundred dollars. Customers pay fifty dollars a month, gross margin is seventy percent, monthly churn three percent. Is this healthy?',
          competency: 'Unit economics',
          misconceptions: [
            {
              said: 'lifetime value is fifty dollars times thirty-three months, about sixteen hundred, so this looks very healthy',
              truth:
                'Lifetime value should use the thirty-five dollar monthly margin, giving about 1,170 dollars and an LTV to CAC just under three to one.',
            },
            {
              said: 'payback is about eight months, because you divide the acquisition cost by the fifty-dollar monthly price',
              truth:
                'Payback uses margin rather than price: four hundred divided by thirty-five dollars is about eleven to twelve months.',
            },
            {
              said: 'three percent monthly churn is tiny, so you can basically ignore churn when judging this business',
              truth:
                'Three percent a month loses about thirty percent of customers a year and caps average lifetime near thirty-three months, so churn drives LTV.',
            },
          ],
          key_points: [
            'margin per month is thirty-five dollars',
            'lifetime value about eleven to twelve hundred dollars',
            'LTV to CAC near three to one',
            'payback about eleven to twelve months',
            'levers to improve the ratio',
          ],
          concepts: [
            {
              name: 'lifetime value',
              synonyms: [
                'ltv',
                'clv',
                'customer lifetime value',
                'eleven hundred',
                'twelve hundred',
                '1,167',
              ],
            },
            {
              name: 'LTV to CAC ratio',
              synonyms: ['ltv to cac', 'ltv cac', 'three to one', '3 to 1', 'ratio'],
            },
            {
              name: 'payback period',
              synonyms: ['payback', 'cac payback', 'months to recover', 'eleven months', 'twelve months'],
            },
            {
              name: 'churn',
              synonyms: ['churn rate', 'retention', 'thirty three months', 'average lifetime'],
            },
            { name: 'gross margin', synonyms: ['margin', 'thirty five dollars', 'contribution'] },
          ],
          strong_answer:
            'Computes thirty-five dollars margin a month, an average lifetime of about thirty-three months, so LTV near 1,170 dollars, LTV to CAC just under three to one and payback around eleven to twelve months: acceptable but thin, improved by lowering churn, raising price or cutting CAC.',
          follow_up: 'Which lever would you pull first, and how would marketing influence it?',
        },
        {
          id: 'marketing-executive-technical-professional-02',
          text: 'You have one hundred thousand dollars for a product launch quarter. How would you split it across channels, and how would you decide?',
          competency: 'Budget allocation',
          misconceptions: [
            {
              said: 'the fairest approach is splitting the hundred thousand equally across every channel you can think of',
              truth:
                'Equal splits ignore evidence; weight the budget toward channels proven for this goal and audience, keeping a smaller share for tests.',
            },
            {
              said: "you should lock the whole quarter's allocation on day one so results stay easy to compare",
              truth:
                'Set reallocation rules upfront and shift money weekly toward channels hitting their CPA or pipeline targets, away from those missing them.',
            },
            {
              said: 'put the whole budget into the newest trending platform, because launches need to feel fresh and bold',
              truth:
                'New platforms are unproven for you; cap experiments at around ten to twenty percent and fund proven channels first.',
            },
          ],
          key_points: [
            'starts from goal and audience',
            'proven channels versus test budget',
            'reasoned split with percentages',
            'reallocation rules based on early results',
          ],
          concepts: [
            { name: 'objective first', synonyms: ['goal', 'target', 'kpi', 'objective'] },
            {
              name: 'channel mix',
              synonyms: ['paid search', 'paid social', 'content', 'events', 'email', 'influencers'],
            },
            {
              name: 'test budget',
              synonyms: ['test and learn', 'experimental budget', 'seventy twenty ten', '70 20 10'],
            },
            {
              name: 'reallocation',
              synonyms: ['shift budget', 'double down', 'cut what does not work', 'optimise', 'optimize'],
            },
            { name: 'efficiency metric', synonyms: ['cpa', 'cac', 'roas', 'cost per lead'] },
          ],
          strong_answer:
            'Anchors on the launch goal and audience, puts most budget into proven channels with a clear share (for example seventy, twenty, ten for proven, promising and experimental), sets CPA or pipeline targets per channel, and shifts money weekly based on results.',
          follow_up: 'Two weeks in, one channel is at double the target CPA. What do you do?',
        },
        {
          id: 'marketing-executive-technical-professional-03',
          text: 'How do you choose between last-click, first-touch and multi-touch attribution, and what are their blind spots?',
          competency: 'Attribution',
          misconceptions: [
            {
              said: 'last-click is the most accurate model because the final click is what really produced the sale',
              truth:
                'Last-click ignores everything that created the demand and over-credits search and retargeting; the final touch is often just the route to checkout.',
            },
            {
              said: 'a data-driven multi-touch model gives you the true causal impact of each channel',
              truth:
                'Multi-touch models only share credit among tracked touches; measuring causal impact needs holdout or incrementality experiments.',
            },
            {
              said: 'first-touch attribution is ideal for judging your email and retargeting programmes fairly',
              truth:
                'First-touch gives email and retargeting almost no credit because they act late; it suits discovery channels and even over-credits those.',
            },
          ],
          key_points: [
            'last-click over-credits bottom-funnel channels',
            'first-touch over-credits discovery channels',
            'multi-touch still misses offline and dark social',
            'attribution is directional; use experiments for causality',
          ],
          concepts: [
            { name: 'last-click attribution', synonyms: ['last click', 'last touch', 'last-touch'] },
            { name: 'first-touch attribution', synonyms: ['first touch', 'first click', 'first-click'] },
            {
              name: 'multi-touch attribution',
              synonyms: ['multi touch', 'linear', 'time decay', 'position based', 'w-shaped', 'data driven'],
            },
            {
              name: 'blind spots',
              synonyms: [
                'dark social',
                'offline',
                'word of mouth',
                'cross device',
                'cookies',
                'view through',
              ],
            },
            { name: 'incrementality', synonyms: ['incremental', 'holdout', 'lift test', 'causal'] },
          ],
          strong_answer:
            'Explains that last-click over-credits search and retargeting, first-touch over-credits awareness, multi-touch spreads credit but still misses offline, dark social and cross-device journeys, so they use it directionally alongside incrementality tests.',
          follow_up: 'How would you give fair credit to a podcast sponsorship that has no trackable clicks?',
        },
        {
          id: 'marketing-executive-technical-professional-04',
          text: 'Organic search traffic dropped thirty percent in a month. How would you investigate?',
          competency: 'SEO diagnostics',
          misconceptions: [
            {
              said: 'a thirty percent drop almost certainly means a google penalty, so file a reconsideration request straight away',
              truth:
                'Manual penalties are rare; first rule out tracking breaks, then check algorithm updates, seasonality and technical issues before acting.',
            },
            {
              said: 'the quickest recovery is buying backlinks from link farms to push rankings back up',
              truth:
                'Bought links risk a real penalty and ignore the cause; find which pages and queries lost clicks and fix the actual problem.',
            },
            {
              said: 'you should just look at total sessions in analytics, since page-level detail only adds noise',
              truth:
                'Totals hide the cause; break the drop down by page, query and device in Search Console to see exactly where clicks were lost.',
            },
          ],
          key_points: [
            'rules out tracking or analytics errors first',
            'checks search algorithm updates and seasonality',
            'finds which pages and queries lost traffic',
            'checks technical issues: indexing, robots, redirects',
            'plans recovery based on the cause',
          ],
          concepts: [
            { name: 'tracking check', synonyms: ['analytics broken', 'tracking issue', 'tag', 'ga4'] },
            {
              name: 'search console',
              synonyms: ['google search console', 'impressions', 'rankings', 'queries'],
            },
            { name: 'algorithm update', synonyms: ['core update', 'google update', 'algorithm change'] },
            {
              name: 'technical SEO',
              synonyms: ['indexing', 'noindex', 'robots', 'redirects', 'site migration', 'crawl errors'],
            },
            {
              name: 'page-level analysis',
              synonyms: ['which pages', 'by page', 'top pages', 'landing pages'],
            },
            { name: 'seasonality', synonyms: ['seasonal', 'year over year', 'demand drop', 'search trends'] },
          ],
          strong_answer:
            'First rules out a tracking break, then uses Search Console to find which pages and queries lost clicks, compares with algorithm update dates and seasonality, checks technical causes such as noindex tags, robots rules, redirects or a migration, and plans fixes for the cause found.',
          follow_up: 'If a core update caused it, what would your recovery plan be?',
        },
        {
          id: 'marketing-executive-technical-professional-05',
          text: 'How would you design a lead nurturing programme in a marketing automation platform, from form fill to sales handoff?',
          competency: 'Marketing automation',
          misconceptions: [
            {
              said: 'every new lead should go straight to sales the moment they download anything from the site',
              truth:
                'Most downloaders are far from ready to buy; score on fit and engagement and pass only leads that reach the agreed MQL threshold.',
            },
            {
              said: 'lead scoring works best on email opens alone, since opens show real buying intent',
              truth:
                'Opens are unreliable, weak intent signals; score both fit, like role and company size, and high-intent behaviour such as pricing-page visits.',
            },
            {
              said: 'the best nurture sends the same weekly newsletter to every lead until they respond',
              truth:
                "Effective nurturing sends behaviour-triggered content matched to each lead's persona and stage rather than one generic newsletter for everyone.",
            },
          ],
          key_points: [
            'segments leads by persona and stage',
            'behaviour-triggered content sequences',
            'lead scoring on fit and engagement',
            'agreed MQL threshold and sales follow-up SLA',
            'measures conversion to opportunity',
          ],
          concepts: [
            { name: 'segmentation', synonyms: ['segments', 'persona', 'lifecycle stage', 'list'] },
            {
              name: 'triggered workflows',
              synonyms: ['workflow', 'triggers', 'drip', 'sequence', 'behaviour based', 'behavior based'],
            },
            { name: 'lead scoring', synonyms: ['score', 'fit score', 'engagement score', 'points'] },
            { name: 'MQL', synonyms: ['mql', 'marketing qualified lead', 'handoff', 'hand over to sales'] },
            {
              name: 'SLA',
              synonyms: ['sla', 'service level agreement', 'follow up within', 'response time'],
            },
            { name: 'automation platform', synonyms: ['hubspot', 'marketo', 'pardot', 'eloqua'] },
          ],
          strong_answer:
            'Segments new leads by persona and stage, runs behaviour-triggered sequences with stage-relevant content, scores on fit and engagement, passes MQLs to sales at an agreed threshold with a follow-up SLA, and measures MQL-to-opportunity conversion to tune it.',
          follow_up: 'Sales says your MQLs are junk. How do you test whether they are right?',
        },
        {
          id: 'marketing-executive-technical-professional-06',
          text: 'How do you write a positioning statement for a product, and how would you test whether it lands with customers?',
          competency: 'Positioning',
          misconceptions: [
            {
              said: 'a positioning statement is basically the catchy tagline that goes on the ads',
              truth:
                'Positioning is an internal strategic statement of target, problem, category, alternatives and unique value; taglines and ad copy are written from it.',
            },
            {
              said: 'the best positioning claims to be better at everything, so every customer feels included',
              truth:
                'Strong positioning picks a specific target and one provable difference from real alternatives; claiming everything makes the brand forgettable.',
            },
            {
              said: 'you test positioning by asking colleagues around the office which version they like best',
              truth:
                'Colleagues are biased; test with real target customers through interviews, message surveys or ad and landing-page variants measured on conversion.',
            },
          ],
          key_points: [
            'target customer and their problem',
            'category and competitive alternatives',
            'unique value and proof',
            'tests through interviews, message tests or ads',
          ],
          concepts: [
            { name: 'target customer', synonyms: ['for', 'ideal customer', 'icp', 'target segment'] },
            { name: 'market category', synonyms: ['category', 'frame of reference', 'market'] },
            {
              name: 'competitive alternatives',
              synonyms: ['alternatives', 'competitors', 'status quo', 'unlike'],
            },
            { name: 'differentiation', synonyms: ['unique value', 'differentiator', 'only we', 'unique'] },
            { name: 'proof', synonyms: ['reason to believe', 'evidence', 'proof points', 'case study'] },
            {
              name: 'message testing',
              synonyms: ['message test', 'customer interviews', 'ad test', 'survey', 'landing page test'],
            },
          ],
          strong_answer:
            'Builds it from the target customer, their problem, the category, competitive alternatives, the unique value and proof, then tests it through customer interviews, message testing surveys and ad or landing-page variants against conversion.',
          follow_up:
            'What would you do if customers describe your product differently from your positioning?',
        },
        {
          id: 'marketing-executive-technical-professional-07',
          text: 'Your paid social cost per acquisition has doubled over two months. What would you look at, and what would you change?',
          competency: 'Paid media optimisation',
          misconceptions: [
            {
              said: 'a doubled CPA simply means the platform is overcharging, so the fix is halving the budget',
              truth:
                'Break CPA into CPM, CTR and conversion rate to find what moved, then fix that cause instead of blindly cutting spend.',
            },
            {
              said: 'rising frequency is a good sign because people see the ad more and remember the brand',
              truth:
                'Rising frequency with falling CTR signals creative fatigue and audience saturation; refresh the creative or widen the audience.',
            },
            {
              said: 'the pixel data in ads manager is always accurate, so tracking problems can be ruled out immediately',
              truth:
                'Pixel and tracking breaks, consent changes or site updates often inflate CPA; verify conversions against your own CRM or backend data.',
            },
          ],
          key_points: [
            'separates CPM, CTR and conversion rate changes',
            'creative fatigue and frequency',
            'audience saturation or targeting changes',
            'tracking or landing page issues',
            'concrete fixes with tests',
          ],
          concepts: [
            { name: 'metric breakdown', synonyms: ['cpm', 'ctr', 'conversion rate', 'break it down'] },
            {
              name: 'creative fatigue',
              synonyms: ['ad fatigue', 'frequency', 'new creative', 'refresh creative'],
            },
            {
              name: 'audience saturation',
              synonyms: ['saturation', 'audience size', 'lookalike', 'broaden targeting'],
            },
            {
              name: 'tracking issues',
              synonyms: ['pixel', 'conversion api', 'capi', 'tracking', 'attribution window'],
            },
            { name: 'landing page', synonyms: ['landing page', 'site speed', 'checkout', 'conversion rate'] },
          ],
          strong_answer:
            'Breaks CPA into CPM, CTR and conversion rate to find which moved, checks creative fatigue and frequency, audience saturation, competition for inventory, tracking or pixel changes and landing page issues, then refreshes creative and tests audiences.',
          follow_up: 'How many creative variants would you keep live at once, and why?',
        },
        {
          id: 'marketing-executive-technical-professional-08',
          text: 'How would you build a content strategy that creates pipeline or sales, not just website traffic?',
          competency: 'Content strategy',
          misconceptions: [
            {
              said: 'the best content strategy is publishing as many blog posts as possible to maximise visits',
              truth:
                'Volume for traffic rarely drives pipeline; prioritise high-intent pieces such as comparisons, case studies and use-case pages mapped to buyer questions.',
            },
            {
              said: 'great content spreads on its own, so spending on promotion is wasted money',
              truth:
                'Most content needs active distribution through email, social, sales teams and paid boosts; publishing alone rarely reaches buyers.',
            },
            {
              said: 'pageviews and time on page are the right measures of whether content drives sales',
              truth:
                'Those show attention, not revenue; measure content on conversions, assisted opportunities and influenced pipeline.',
            },
          ],
          key_points: [
            'content mapped to buyer questions and stages',
            'includes bottom-of-funnel and comparison content',
            'distribution plan, not just publishing',
            'measured on conversions and influenced pipeline',
          ],
          concepts: [
            {
              name: 'buyer journey mapping',
              synonyms: ['buyer journey', 'stages', 'awareness consideration decision', 'funnel stage'],
            },
            {
              name: 'bottom-of-funnel content',
              synonyms: [
                'bottom of funnel',
                'comparison pages',
                'case studies',
                'pricing page',
                'alternatives pages',
              ],
            },
            {
              name: 'search intent',
              synonyms: ['intent', 'keyword research', 'topic clusters', 'pillar pages'],
            },
            {
              name: 'distribution',
              synonyms: ['promotion', 'email', 'social', 'sales enablement', 'repurpose'],
            },
            {
              name: 'influenced pipeline',
              synonyms: ['pipeline', 'conversions', 'assisted conversions', 'revenue'],
            },
          ],
          strong_answer:
            'Maps content to real buyer questions at each stage with weight on high-intent pieces (comparisons, case studies, use-case pages), plans distribution through email, social and sales, and measures conversions and influenced pipeline rather than visits.',
          follow_up: 'How would you involve the sales team in deciding what content to make?',
        },
      ],
      Expert: [
        {
          id: 'marketing-executive-technical-expert-01',
          text: "How would you build an annual marketing plan and budget that ties directly to the company's revenue target?",
          competency: 'Revenue-linked planning',
          misconceptions: [
            {
              said: "the marketing budget should be last year's spend plus a standard ten percent increase",
              truth:
                'Work backwards from the revenue target through deal size and conversion rates to the leads needed, then price those with channel CAC.',
            },
            {
              said: "to hit a bigger revenue target you just scale every channel's spend up proportionally",
              truth:
                'Channels saturate and CAC rises with spend, so model capacity per channel and add channels or segments rather than scaling linearly.',
            },
            {
              said: 'every dollar should go to lead generation, since brand and retention spending is unmeasurable fluff',
              truth:
                'Reserve budget for brand and retention: brand lowers future CAC and retention protects existing revenue, both part of hitting the target.',
            },
          ],
          key_points: [
            'reverse funnel from revenue to required leads',
            'conversion rates and deal size by channel and segment',
            'budget from CAC and capacity per channel',
            'split between brand, demand and retention',
            'quarterly checkpoints and scenarios',
          ],
          concepts: [
            {
              name: 'reverse funnel',
              synonyms: ['work backwards', 'waterfall', 'demand waterfall', 'back from revenue'],
            },
            {
              name: 'conversion assumptions',
              synonyms: ['conversion rates', 'win rate', 'deal size', 'historical'],
            },
            {
              name: 'channel CAC',
              synonyms: ['cac by channel', 'cost per opportunity', 'channel efficiency', 'saturation'],
            },
            {
              name: 'budget split',
              synonyms: ['brand', 'demand generation', 'retention', 'expansion', 'percentage of revenue'],
            },
            {
              name: 'scenario planning',
              synonyms: ['scenarios', 'quarterly review', 'checkpoints', 'contingency'],
            },
          ],
          strong_answer:
            'Works backwards from the revenue target through win rates and deal size to the pipeline and leads needed by segment, prices that with channel CAC and saturation, reserves budget for brand and retention, and sets quarterly checkpoints with scenarios.',
          follow_up: 'What do you do when the plan needs more budget than the CFO will give?',
        },
        {
          id: 'marketing-executive-technical-expert-02',
          text: 'How do you measure the true incremental effect of marketing when your attribution data is incomplete?',
          competency: 'Measurement strategy',
          misconceptions: [
            {
              said: 'if a platform reports a high return on ad spend, that return is incremental by definition',
              truth:
                'Platform-reported returns include conversions that would have happened anyway; only holdout or lift tests show what the ads actually added.',
            },
            {
              said: 'marketing mix modelling works best at the daily level for optimising individual ads',
              truth:
                'Mix modelling uses aggregated weekly data over years to estimate channel-level contribution; it is far too coarse to optimise individual ads.',
            },
            {
              said: "a geo test just compares this year's sales in a region with last year's sales there",
              truth:
                'A geo experiment compares matched test and control regions over the same period, so seasonality and market trends cancel out.',
            },
          ],
          key_points: [
            'distinguishes attribution from causality',
            'randomised holdouts and conversion lift tests',
            'geo experiments',
            'marketing mix modelling for the portfolio',
            'triangulates methods and calibrates',
          ],
          concepts: [
            { name: 'holdout tests', synonyms: ['holdout', 'control group', 'lift test', 'conversion lift'] },
            {
              name: 'geo experiments',
              synonyms: ['geo test', 'geo-lift', 'matched markets', 'regional test'],
            },
            {
              name: 'marketing mix modelling',
              synonyms: ['mmm', 'mix modelling', 'mix modeling', 'media mix model', 'econometrics'],
            },
            {
              name: 'incrementality',
              synonyms: ['incremental', 'causal', 'would have happened anyway', 'baseline'],
            },
            {
              name: 'triangulation',
              synonyms: ['triangulate', 'calibrate', 'combine methods', 'multiple methods'],
            },
          ],
          strong_answer:
            'Separates attribution from causality, uses holdout and geo experiments for channel-level incrementality, marketing mix modelling for the whole portfolio, and calibrates the models with experiment results before reallocating budget.',
          follow_up:
            'How would you convince a team that their best-attributed channel is barely incremental?',
        },
        {
          id: 'marketing-executive-technical-expert-03',
          text: 'The market has moved and our brand feels dated and undifferentiated. How would you reposition it?',
          competency: 'Brand repositioning',
          misconceptions: [
            {
              said: 'repositioning mainly means a new logo, colour palette and website refresh',
              truth:
                'Visual identity comes last; repositioning changes the target, differentiator and story, and design should then express that new strategy.',
            },
            {
              said: 'leadership already knows what makes us different, so customer research would only slow us down',
              truth:
                'Internal views often differ from how customers and lost prospects see you; research them first to find a difference buyers actually value.',
            },
            {
              said: 'a big-bang reveal works best, with the new brand unveiled to everyone, staff included, on launch day',
              truth:
                'Align leadership, product and sales before launch, then roll out in phases while tracking brand perception and pipeline.',
            },
          ],
          key_points: [
            'research with customers, lost prospects and market',
            'redefines target segment and competitive alternatives',
            'chooses a defensible, true differentiator',
            'aligns product, sales and internal teams first',
            'phased rollout and brand tracking',
          ],
          concepts: [
            {
              name: 'research',
              synonyms: [
                'customer research',
                'brand tracking',
                'perception study',
                'interviews',
                'lost deals',
              ],
            },
            {
              name: 'positioning',
              synonyms: ['repositioning', 'positioning statement', 'category', 'value proposition'],
            },
            { name: 'differentiation', synonyms: ['differentiator', 'unique', 'ownable', 'distinctive'] },
            {
              name: 'internal alignment',
              synonyms: ['internal launch', 'employees', 'sales enablement', 'leadership'],
            },
            {
              name: 'brand metrics',
              synonyms: ['brand awareness', 'consideration', 'brand lift', 'share of search', 'nps'],
            },
          ],
          strong_answer:
            'Starts with research on how customers and lost prospects see the brand and alternatives, redefines the target and a true, ownable differentiator, aligns leadership and sales before launch, rolls out in phases and tracks brand and pipeline metrics.',
          follow_up: 'How do you protect the brand equity you already have while repositioning?',
        },
        {
          id: 'marketing-executive-technical-expert-04',
          text: 'We are launching a new product into a segment we have never sold to. Take me through your go-to-market plan.',
          competency: 'Go-to-market strategy',
          misconceptions: [
            {
              said: 'we can reuse our existing messaging and sales playbook unchanged, since the product itself is strong',
              truth:
                'A new segment has different problems, buyers and alternatives; research it and adapt positioning, pricing, channels and enablement to fit.',
            },
            {
              said: "pricing is finance's job, so marketing should just announce whatever price they hand over",
              truth:
                'Marketing should feed customer research and competitor alternatives into pricing, because willingness to pay in a new segment shapes positioning and adoption.',
            },
            {
              said: 'launch success is best judged by press coverage and the number of launch-day signups',
              truth:
                'Judge a launch by segment-specific metrics such as pipeline, win rate, activation and retention, and feed learnings back to iterate.',
            },
          ],
          key_points: [
            'defines ideal customer profile and problem',
            'positioning and pricing input',
            'channel and motion choice',
            'sales enablement and launch tiers',
            'success metrics and learning loops',
          ],
          concepts: [
            {
              name: 'ideal customer profile',
              synonyms: ['icp', 'target segment', 'beachhead', 'early adopters'],
            },
            {
              name: 'positioning and messaging',
              synonyms: ['positioning', 'messaging', 'value proposition'],
            },
            { name: 'pricing and packaging', synonyms: ['pricing', 'packaging', 'tiers'] },
            {
              name: 'go-to-market motion',
              synonyms: ['product led', 'sales led', 'partners', 'channel', 'self-serve'],
            },
            { name: 'sales enablement', synonyms: ['enablement', 'battlecards', 'training', 'pitch deck'] },
            {
              name: 'launch metrics',
              synonyms: ['success metrics', 'adoption', 'pipeline', 'win rate', 'activation'],
            },
          ],
          strong_answer:
            'Defines the ideal customer and problem through research, sets positioning and informs pricing, chooses the motion and channels that fit the segment, enables sales with training and battlecards, and launches with success metrics and a feedback loop to iterate.',
          follow_up: 'How would you decide between a big launch and a quiet beta with a few customers?',
        },
        {
          id: 'marketing-executive-technical-expert-05',
          text: 'How would you set up an experimentation programme across the whole marketing team so that tests are rigorous and learnings compound?',
          competency: 'Experimentation programme',
          misconceptions: [
            {
              said: 'run as many tests as possible and report only the winners to keep leadership confident',
              truth:
                'Record every test, including losses and flat results, in a shared repository; hiding failures wastes learning and invites repeating them.',
            },
            {
              said: 'you can check results daily and stop whenever the p-value dips below five percent',
              truth:
                'Repeated peeking inflates false positives; fix sample size and duration beforehand and judge the result at the planned end.',
            },
            {
              said: 'the test queue should follow whichever idea the most senior person in the room likes',
              truth:
                'Prioritise with a consistent framework such as ICE, scoring impact, confidence and ease, so evidence rather than seniority decides.',
            },
          ],
          key_points: [
            'hypothesis backlog prioritised by impact',
            'pre-registered metrics and sample size',
            'guardrail metrics',
            'shared learning repository',
            'test velocity as a team metric',
          ],
          concepts: [
            {
              name: 'prioritisation framework',
              synonyms: ['ice', 'pie', 'rice', 'impact confidence ease', 'backlog'],
            },
            {
              name: 'statistical power',
              synonyms: ['sample size', 'power', 'significance', 'minimum detectable effect'],
            },
            {
              name: 'pre-registration',
              synonyms: ['define success upfront', 'primary metric', 'hypothesis document', 'test plan'],
            },
            { name: 'guardrail metrics', synonyms: ['guardrails', 'counter metrics', 'side effects'] },
            {
              name: 'learning repository',
              synonyms: ['knowledge base', 'test log', 'learnings library', 'share results'],
            },
          ],
          strong_answer:
            'Runs a prioritised hypothesis backlog (for example ICE), defines primary and guardrail metrics and sample size before launch, records every result including failures in a shared repository, and tracks test velocity and win rate.',
          follow_up: 'How do you stop teams from peeking at results and calling tests early?',
        },
        {
          id: 'marketing-executive-technical-expert-06',
          text: 'How do you decide the balance between brand building and performance marketing, and how do you defend the brand budget?',
          competency: 'Brand versus performance',
          misconceptions: [
            {
              said: 'performance marketing is what creates demand, while brand is just a nice-to-have for awareness',
              truth:
                'Performance mostly harvests existing demand; brand builds the future demand that performance converts, and cutting it raises CAC over time.',
            },
            {
              said: 'brand spend should be judged on the same thirty-day return window as paid search',
              truth:
                'Brand effects build over months and years; judge them on share of search, branded search, pricing power and falling CAC over longer periods.',
            },
            {
              said: 'the right split is always ninety percent performance, because performance results are easy to measure',
              truth:
                'Evidence such as Binet and Field points to roughly sixty percent brand, forty percent performance, adjusted for category, stage and goals.',
            },
          ],
          key_points: [
            'brand builds future demand, performance harvests it',
            'evidence-based benchmark split adjusted to context',
            'brand metrics linked to commercial outcomes',
            'reporting that shows long-term effects',
          ],
          concepts: [
            {
              name: 'long and short term effects',
              synonyms: ['long term', 'short term', 'future demand', 'harvest'],
            },
            {
              name: 'sixty forty rule',
              synonyms: ['60 40', 'sixty forty', 'binet and field', 'the long and the short of it'],
            },
            {
              name: 'mental availability',
              synonyms: ['salience', 'brand awareness', 'share of voice', 'category entry points'],
            },
            {
              name: 'brand to revenue link',
              synonyms: [
                'branded search',
                'share of search',
                'price premium',
                'lower cac',
                'conversion rates',
              ],
            },
            { name: 'business context', synonyms: ['category maturity', 'stage of company', 'b2b', 'b2c'] },
          ],
          strong_answer:
            "Explains that brand builds future demand and performance harvests it, starts from evidence like Binet and Field's roughly sixty to forty split adjusted for category and stage, and defends brand spend through branded search, share of search, pricing power and falling CAC.",
          follow_up: 'What would you measure in the first six months to show the brand spend is working?',
        },
        {
          id: 'marketing-executive-technical-expert-07',
          text: 'How would you structure a marketing team and its agencies for a company growing from fifty to five hundred people?',
          competency: 'Marketing organisation design',
          misconceptions: [
            {
              said: 'you should hire a large team of deep specialists from day one to look professional',
              truth:
                'Early on, hire versatile generalists and demand generation; add specialists, product marketing and operations as scale justifies them.',
            },
            {
              said: 'the agency should own your positioning and customer data, since they see many other clients',
              truth:
                'Keep strategy, positioning and data in-house; use agencies for specialist or spiky execution such as media buying or production.',
            },
            {
              said: 'marketing operations and analytics can wait until the company reaches about a thousand people',
              truth:
                'Build operations and analytics as you scale; without clean data and tooling, a growing team cannot measure results or prioritise spend.',
            },
          ],
          key_points: [
            'sequencing of hires by growth stage',
            'specialists versus generalists',
            'what to keep in-house versus outsource',
            'operations and analytics function',
            'clear ownership and goals per team',
          ],
          concepts: [
            {
              name: 'team structure',
              synonyms: ['demand generation', 'product marketing', 'brand', 'content', 'lifecycle'],
            },
            {
              name: 'marketing operations',
              synonyms: ['marketing ops', 'revops', 'revenue operations', 'analytics'],
            },
            {
              name: 'in-house versus agency',
              synonyms: ['agencies', 'freelancers', 'outsource', 'in-house', 'in house'],
            },
            { name: 'hiring sequence', synonyms: ['first hires', 'stage', 'phased', 'as we scale'] },
            { name: 'ownership', synonyms: ['okrs', 'goals', 'accountability', 'raci'] },
          ],
          strong_answer:
            'Sequences hires by stage (generalists and demand generation early, then product marketing, operations and specialists), keeps strategy, positioning and data in-house while outsourcing spiky or specialist work, and gives each team clear goals and ownership.',
          follow_up: "When would you bring an agency's work back in-house?",
        },
        {
          id: 'marketing-executive-technical-expert-08',
          text: 'How do you align marketing and sales on pipeline targets, lead definitions and service levels so both teams own revenue?',
          competency: 'Revenue alignment',
          misconceptions: [
            {
              said: "the SLA is a promise sales makes to marketing, and marketing's duty ends once leads are delivered",
              truth:
                'The SLA binds both sides: marketing commits to lead volume and quality, and sales commits to follow-up speed and feedback.',
            },
            {
              said: "marketing should be measured purely on MQL volume, since revenue is the sales team's number",
              truth:
                'Pure MQL volume rewards junk leads; share pipeline and revenue targets so both teams own conversion from lead to closed deal.',
            },
            {
              said: 'each team should keep separate dashboards so it can report success its own way',
              truth:
                'Use one shared CRM dashboard with agreed definitions so both teams see the same numbers and review conversion together.',
            },
          ],
          key_points: [
            'shared ideal customer profile',
            'agreed lead and opportunity definitions',
            'two-way service level agreement',
            'shared pipeline targets and one dashboard',
            'regular joint reviews',
          ],
          concepts: [
            { name: 'shared ICP', synonyms: ['icp', 'ideal customer profile', 'target accounts'] },
            {
              name: 'lead definitions',
              synonyms: ['mql', 'sql', 'sal', 'lead stages', 'opportunity definition'],
            },
            {
              name: 'service level agreement',
              synonyms: ['sla', 'follow-up time', 'response time', 'two-way'],
            },
            {
              name: 'shared targets',
              synonyms: ['pipeline target', 'sourced pipeline', 'influenced pipeline', 'revenue'],
            },
            { name: 'single source of truth', synonyms: ['one dashboard', 'crm', 'same data', 'revops'] },
          ],
          strong_answer:
            'Agrees a shared ICP and definitions for MQL, SQL and opportunity, sets a two-way SLA (marketing volume and quality, sales follow-up speed), shares pipeline targets on one CRM dashboard, and reviews conversion jointly each week.',
          follow_up: 'How do you handle disputes about who sourced an opportunity?',
        },
      ],
    },
    Behavioral: {
      'Entry-Level': [
        {
          id: 'marketing-executive-behavioral-entry-01',
          text: 'Tell me about a time you created a piece of content or a small campaign and measured how it performed.',
          competency: 'Execution and measurement',
          key_points: [
            'situation and goal of the content',
            'action: how they created and distributed it',
            'metrics chosen before or after',
            'result with numbers and what they learned',
          ],
          concepts: [
            { name: 'goal', synonyms: ['objective', 'aim', 'wanted to', 'target'] },
            { name: 'creation', synonyms: ['wrote', 'designed', 'filmed', 'created', 'made'] },
            { name: 'distribution', synonyms: ['posted', 'shared', 'sent', 'promoted', 'published'] },
            { name: 'metrics', synonyms: ['views', 'engagement', 'clicks', 'open rate', 'sign-ups'] },
            { name: 'result', synonyms: ['got', 'reached', 'increased', 'outcome', 'learned'] },
          ],
          strong_answer:
            'Describes a specific piece of content, its goal and audience, how they made and distributed it, the metrics they tracked, the numeric result and what they would change next time.',
          follow_up: 'Which number told you the most about whether it worked?',
        },
        {
          id: 'marketing-executive-behavioral-entry-02',
          text: 'Describe a time you had to deliver a project with many moving parts against a tight deadline.',
          competency: 'Organisation',
          key_points: [
            'situation: project, deadline and parts',
            'action: planning and tracking tasks',
            'coordinated with others and flagged risks',
            'result: delivered on time or what slipped',
          ],
          concepts: [
            { name: 'planning', synonyms: ['plan', 'timeline', 'checklist', 'project plan', 'gantt'] },
            { name: 'task tracking', synonyms: ['trello', 'asana', 'to-do list', 'tracked', 'spreadsheet'] },
            {
              name: 'coordination',
              synonyms: ['coordinated', 'stakeholders', 'designer', 'team', 'updates'],
            },
            { name: 'risk flagging', synonyms: ['flagged', 'raised early', 'escalated', 'contingency'] },
            { name: 'result', synonyms: ['on time', 'delivered', 'launched', 'outcome'] },
          ],
          strong_answer:
            'Explains the project and deadline, shows a concrete planning method (timeline, task tracker, checkpoints), how they coordinated people and raised risks early, and the delivery outcome.',
          follow_up: 'What would you cut first if the deadline moved forward a week?',
        },
        {
          id: 'marketing-executive-behavioral-entry-03',
          text: 'Tell me about a time you received feedback on your creative work that you did not agree with. How did you handle it?',
          competency: 'Handling feedback',
          key_points: [
            'situation and the specific feedback',
            'action: sought to understand the reasoning',
            'argued with evidence or adapted',
            'result and relationship afterwards',
          ],
          concepts: [
            { name: 'feedback', synonyms: ['comments', 'notes', 'criticism', 'review'] },
            { name: 'understanding intent', synonyms: ['asked why', 'understood their concern', 'listened'] },
            { name: 'evidence', synonyms: ['data', 'brief', 'audience research', 'test'] },
            { name: 'compromise', synonyms: ['adapted', 'compromise', 'tested both', 'agreed'] },
            { name: 'result', synonyms: ['final version', 'performed', 'outcome', 'learned'] },
          ],
          strong_answer:
            'Describes the work and feedback, shows they asked about the reasoning instead of defending, used the brief or data to discuss it or proposed testing both, and states the outcome and lesson.',
          follow_up: 'How do you separate personal taste from what works for the audience?',
        },
        {
          id: 'marketing-executive-behavioral-entry-04',
          text: "Describe a time you used data or research to change someone's mind about a decision.",
          competency: 'Evidence-based persuasion',
          key_points: [
            'situation and the original view',
            'action: gathered relevant data or research',
            'presented it clearly',
            'result: decision changed and its effect',
          ],
          concepts: [
            {
              name: 'data gathering',
              synonyms: ['survey', 'analytics', 'research', 'looked at the numbers'],
            },
            { name: 'clear presentation', synonyms: ['chart', 'presented', 'summary', 'showed them'] },
            { name: 'persuasion', synonyms: ['convinced', 'changed their mind', 'agreed'] },
            { name: 'result', synonyms: ['decision', 'outcome', 'as a result', 'improved'] },
          ],
          strong_answer:
            'Explains the decision and the view held, the specific data or research gathered, how it was presented simply, and the changed decision with its measurable effect.',
          follow_up: 'What would you have done if the data had supported their view instead?',
        },
        {
          id: 'marketing-executive-behavioral-entry-05',
          text: 'Tell me about a time you worked with someone from a very different team or background to deliver something.',
          competency: 'Collaboration',
          key_points: [
            'situation and the differences involved',
            'action: adapted communication and found common goal',
            'handled a disagreement or misunderstanding',
            'result of the collaboration',
          ],
          concepts: [
            { name: 'common goal', synonyms: ['shared goal', 'same objective', 'aligned'] },
            {
              name: 'adapted communication',
              synonyms: ['explained', 'adapted', 'their language', 'simplified'],
            },
            {
              name: 'conflict handling',
              synonyms: ['disagreed', 'misunderstanding', 'resolved', 'compromise'],
            },
            { name: 'result', synonyms: ['delivered', 'launched', 'outcome', 'worked well'] },
          ],
          strong_answer:
            'Names the collaborator and the differences, shows how they found a shared goal and adapted their communication, handled a specific friction point, and gives the outcome.',
          follow_up: 'What did you learn from them that you still use?',
        },
        {
          id: 'marketing-executive-behavioral-entry-06',
          text: 'Tell me about a time something you published or sent out contained a mistake. What did you do?',
          competency: 'Accountability',
          key_points: [
            'situation and the mistake',
            'action: owned it and told the right people quickly',
            'fixed it and limited the impact',
            'result and a process change to prevent repeats',
          ],
          concepts: [
            {
              name: 'ownership',
              synonyms: ['owned up', 'my mistake', 'took responsibility', 'told my manager'],
            },
            { name: 'quick fix', synonyms: ['corrected', 'fixed', 'sent a correction', 'took it down'] },
            { name: 'impact', synonyms: ['customers affected', 'damage', 'limited'] },
            {
              name: 'prevention',
              synonyms: ['checklist', 'proofreading', 'second pair of eyes', 'test send', 'review step'],
            },
          ],
          strong_answer:
            'Describes a real mistake (wrong link, typo, wrong list), shows they raised it immediately, fixed it and limited the impact, and introduced a check such as a test send or review step.',
          follow_up: 'When is it better not to send a correction at all?',
        },
        {
          id: 'marketing-executive-behavioral-entry-07',
          text: 'Describe a time you took the initiative on something nobody had asked you to do. What happened?',
          competency: 'Initiative',
          key_points: [
            'situation: the gap or opportunity spotted',
            'action taken without being asked',
            'got buy-in where needed',
            'result with a measurable effect',
          ],
          concepts: [
            { name: 'spotted opportunity', synonyms: ['noticed', 'saw a gap', 'opportunity', 'problem'] },
            {
              name: 'proactive action',
              synonyms: ['took the initiative', 'volunteered', 'started', 'proposed'],
            },
            { name: 'buy-in', synonyms: ['asked my manager', 'got approval', 'convinced'] },
            { name: 'result', synonyms: ['improved', 'increased', 'saved', 'outcome', 'adopted'] },
          ],
          strong_answer:
            'Names the gap they noticed, what they did on their own initiative, how they got buy-in, and a measurable result such as time saved or engagement gained.',
          follow_up: 'How do you decide when to act alone and when to ask first?',
        },
        {
          id: 'marketing-executive-behavioral-entry-08',
          text: 'Describe a time you had to learn a new tool or platform quickly to get your work done.',
          competency: 'Learning agility',
          key_points: [
            'situation and why speed mattered',
            'action: specific learning approach',
            'applied it to real work',
            'result and proficiency gained',
          ],
          concepts: [
            {
              name: 'learning approach',
              synonyms: ['tutorials', 'documentation', 'course', 'youtube', 'asked a colleague'],
            },
            {
              name: 'practice',
              synonyms: ['practised', 'practiced', 'test account', 'sandbox', 'trial and error'],
            },
            { name: 'application', synonyms: ['used it to', 'built', 'set up', 'launched'] },
            { name: 'result', synonyms: ['on time', 'worked', 'now i use it', 'outcome'] },
          ],
          strong_answer:
            'Names the tool and deadline, a structured way of learning (tutorials, sandbox practice, asking an expert), how they applied it to real work, and the outcome.',
          follow_up: 'How did you make sure you were using it correctly and not just quickly?',
        },
      ],
      Professional: [
        {
          id: 'marketing-executive-behavioral-professional-01',
          text: 'Tell me about a campaign that underperformed. How did you find out, what did you do, and what did you learn?',
          competency: 'Learning from failure',
          key_points: [
            'situation: goal versus actual numbers',
            'how early they detected it',
            'diagnosis of the cause',
            'actions taken mid-flight and the result',
            'lesson applied later',
          ],
          concepts: [
            {
              name: 'underperformance',
              synonyms: ['missed target', 'below goal', 'underperformed', 'did not work'],
            },
            { name: 'monitoring', synonyms: ['dashboard', 'weekly report', 'noticed early', 'tracking'] },
            { name: 'diagnosis', synonyms: ['root cause', 'analysed', 'analyzed', 'found that'] },
            {
              name: 'optimisation',
              synonyms: ['optimized', 'optimised', 'changed the creative', 'shifted budget', 'paused'],
            },
            { name: 'lesson', synonyms: ['learned', 'now i', 'next campaign', 'since then'] },
          ],
          strong_answer:
            'Gives the target and actual figures, how they spotted the gap, the diagnosed cause, the mid-campaign changes and their effect, and a lesson they applied to a later campaign.',
          follow_up: 'How did you explain the result to your stakeholders?',
        },
        {
          id: 'marketing-executive-behavioral-professional-02',
          text: 'Describe a time you had to make the case for more budget or resources. How did you build it, and what happened?',
          competency: 'Business case',
          key_points: [
            'situation and the ask',
            'evidence: past results and expected return',
            'risks and a staged approach',
            'result and how they reported back',
          ],
          concepts: [
            { name: 'business case', synonyms: ['proposal', 'case', 'pitch to leadership'] },
            {
              name: 'expected return',
              synonyms: ['roi', 'return', 'payback', 'expected pipeline', 'projection'],
            },
            { name: 'evidence', synonyms: ['test results', 'past performance', 'data', 'benchmark'] },
            { name: 'staged investment', synonyms: ['pilot', 'phased', 'start small', 'milestones'] },
            { name: 'result', synonyms: ['approved', 'got the budget', 'rejected', 'delivered'] },
          ],
          strong_answer:
            'Describes the ask, builds it on test results and expected return, proposes a staged investment with clear checkpoints, and reports whether it was approved and what it delivered.',
          follow_up: 'What did you do when the answer was no, or only partly yes?',
        },
        {
          id: 'marketing-executive-behavioral-professional-03',
          text: 'Tell me about a time marketing and sales disagreed about lead quality. How did you resolve it?',
          competency: 'Sales alignment',
          key_points: [
            'situation: the complaint and the stakes',
            'looked at conversion data by source',
            'agreed definitions or scoring changes together',
            'result in conversion and relationship',
          ],
          concepts: [
            { name: 'lead quality', synonyms: ['bad leads', 'junk leads', 'mql', 'lead quality'] },
            {
              name: 'data review',
              synonyms: ['conversion by source', 'looked at the data', 'funnel analysis', 'closed loop'],
            },
            { name: 'joint definitions', synonyms: ['agreed definition', 'lead scoring', 'icp', 'sla'] },
            { name: 'feedback loop', synonyms: ['weekly meeting', 'feedback', 'disqualification reasons'] },
            { name: 'result', synonyms: ['conversion improved', 'mql to sql', 'pipeline', 'outcome'] },
          ],
          strong_answer:
            'Describes the dispute, analyses conversion by lead source together with sales rather than arguing, agrees new definitions or scoring and a feedback loop, and reports the change in MQL-to-SQL conversion.',
          follow_up: 'What did you learn about how sales works leads?',
        },
        {
          id: 'marketing-executive-behavioral-professional-04',
          text: 'Describe a time an agency or freelancer was not delivering what you needed. What did you do?',
          competency: 'Vendor management',
          key_points: [
            'situation: the gap in quality or timing',
            'checked own brief and expectations',
            'direct conversation with clear criteria',
            'result: improvement or replacement',
          ],
          concepts: [
            { name: 'brief quality', synonyms: ['brief', 'clear brief', 'expectations', 'scope'] },
            {
              name: 'direct feedback',
              synonyms: ['told them', 'honest conversation', 'feedback', 'review meeting'],
            },
            { name: 'performance criteria', synonyms: ['kpis', 'deliverables', 'deadlines', 'sla'] },
            {
              name: 'decision',
              synonyms: ['replaced', 'ended the contract', 'improvement plan', 'brought in-house'],
            },
            { name: 'result', synonyms: ['improved', 'delivered', 'outcome'] },
          ],
          strong_answer:
            'Explains the shortfall, first checks whether the brief was clear, gives direct feedback with agreed criteria and deadlines, and reports whether the agency improved or was replaced and the effect on results.',
          follow_up: 'What do you now put in a brief that you did not before?',
        },
        {
          id: 'marketing-executive-behavioral-professional-05',
          text: 'Tell me about a time your budget was cut mid-quarter. How did you decide what to cut, and what happened to results?',
          competency: 'Prioritisation under constraint',
          key_points: [
            'situation: size of the cut',
            'ranked activities by efficiency and strategic value',
            'communicated impact to stakeholders',
            'result against the revised target',
          ],
          concepts: [
            { name: 'budget cut', synonyms: ['cut', 'reduced budget', 'freeze', 'percent less'] },
            { name: 'efficiency ranking', synonyms: ['cpa', 'roi', 'ranked', 'least efficient'] },
            { name: 'protect core', synonyms: ['protected', 'kept', 'highest return', 'core channels'] },
            {
              name: 'stakeholder communication',
              synonyms: ['reset expectations', 'explained impact', 'revised forecast'],
            },
            { name: 'result', synonyms: ['still hit', 'lost only', 'outcome', 'delivered'] },
          ],
          strong_answer:
            'States the size of the cut, ranks activities by incremental return and strategic value, protects the most efficient channels, resets expectations with a revised forecast, and reports results against it.',
          follow_up: 'Did anything you cut turn out to matter more than you expected?',
        },
        {
          id: 'marketing-executive-behavioral-professional-06',
          text: 'Describe a test you ran whose result surprised you. What did you do with what you learned?',
          competency: 'Experimentation mindset',
          key_points: [
            'situation and hypothesis',
            'how the test was set up',
            'the surprising result with numbers',
            'action: rolled out, retested or shared learning',
          ],
          concepts: [
            { name: 'hypothesis', synonyms: ['we expected', 'hypothesis', 'assumed'] },
            { name: 'test design', synonyms: ['a/b test', 'ab test', 'split test', 'control', 'variant'] },
            { name: 'significance', synonyms: ['significant', 'sample size', 'confidence', 'ran for'] },
            { name: 'surprise', synonyms: ['surprised', 'opposite', 'unexpected', 'lost'] },
            { name: 'applied learning', synonyms: ['rolled out', 'retested', 'shared', 'applied'] },
          ],
          strong_answer:
            'States the hypothesis and test setup, the unexpected result with numbers and significance, how they checked it was real, and what they rolled out or shared as a learning.',
          follow_up: 'How did you make sure the result was not a fluke?',
        },
        {
          id: 'marketing-executive-behavioral-professional-07',
          text: 'Tell me about a time you had to handle negative attention about your brand in public, for example on social media or in reviews.',
          competency: 'Reputation management',
          key_points: [
            'situation and scale of the issue',
            'fast assessment of facts',
            'response agreed with the right people',
            'result and follow-up changes',
          ],
          concepts: [
            {
              name: 'assessment',
              synonyms: ['facts', 'investigated', 'how big', 'monitoring', 'social listening'],
            },
            { name: 'response plan', synonyms: ['statement', 'response', 'holding statement', 'reply'] },
            { name: 'escalation', synonyms: ['legal', 'pr team', 'leadership', 'customer service'] },
            { name: 'tone', synonyms: ['empathetic', 'transparent', 'apologised', 'apologized', 'honest'] },
            { name: 'result', synonyms: ['sentiment', 'died down', 'resolved', 'outcome'] },
          ],
          strong_answer:
            'Explains the issue and its scale, how they established facts fast, agreed a transparent, empathetic response with the right people, and reports sentiment afterwards and changes made to prevent it.',
          follow_up: 'When is it better not to respond publicly?',
        },
        {
          id: 'marketing-executive-behavioral-professional-08',
          text: 'Describe a product or feature launch you marketed together with a product team. What was your role, and how did it go?',
          competency: 'Launch coordination',
          key_points: [
            'situation and launch goals',
            'their role in positioning and plan',
            'coordination across product, sales and support',
            'result: adoption or pipeline numbers',
          ],
          concepts: [
            { name: 'launch plan', synonyms: ['launch plan', 'timeline', 'launch tier', 'checklist'] },
            { name: 'messaging', synonyms: ['positioning', 'messaging', 'value proposition'] },
            { name: 'enablement', synonyms: ['sales training', 'support docs', 'faq', 'battlecard'] },
            { name: 'channels', synonyms: ['email', 'blog', 'in-app', 'press', 'webinar'] },
            { name: 'result', synonyms: ['adoption', 'sign-ups', 'pipeline', 'usage', 'outcome'] },
          ],
          strong_answer:
            'Describes the launch and goals, their role in messaging and the plan, how they coordinated product, sales and support readiness, and reports adoption or pipeline against the goals.',
          follow_up: 'What would you do differently on the next launch?',
        },
      ],
      Expert: [
        {
          id: 'marketing-executive-behavioral-expert-01',
          text: 'Tell me about a time you built or rebuilt a marketing team. What did you change, and what happened?',
          competency: 'Team building',
          key_points: [
            'situation: team state and business needs',
            'assessment of skills against strategy',
            'hiring, restructuring or development actions',
            'result in team performance and business metrics',
          ],
          concepts: [
            { name: 'capability assessment', synonyms: ['skills gap', 'assessment', 'audit the team'] },
            { name: 'hiring', synonyms: ['hired', 'recruited', 'new roles'] },
            {
              name: 'restructuring',
              synonyms: ['restructured', 'reorganised', 'reorganized', 'new structure'],
            },
            {
              name: 'performance management',
              synonyms: ['underperformers', 'let go', 'improvement plan', 'coaching'],
            },
            { name: 'result', synonyms: ['pipeline', 'engagement score', 'retention', 'grew', 'outcome'] },
          ],
          strong_answer:
            'Describes the starting state, a deliberate skills assessment against strategy, the hiring, restructuring and development choices including hard calls, and measurable results for the team and the business.',
          follow_up: 'What was the hardest people decision in that process?',
        },
        {
          id: 'marketing-executive-behavioral-expert-02',
          text: "Describe a time you changed the direction of the company's marketing strategy against resistance from leadership.",
          competency: 'Strategic influence',
          key_points: [
            'situation: existing strategy and why it had to change',
            'evidence and pilot to reduce risk',
            'built allies and addressed concerns',
            'result of the new direction',
          ],
          concepts: [
            { name: 'resistance', synonyms: ['pushback', 'skeptical', 'sceptical', 'disagreed'] },
            { name: 'evidence', synonyms: ['data', 'research', 'market shift', 'customer insight'] },
            { name: 'pilot', synonyms: ['test', 'small bet', 'proof of concept', 'trial'] },
            { name: 'coalition', synonyms: ['allies', 'sales leader', 'ceo', 'one to ones', 'stakeholders'] },
            { name: 'result', synonyms: ['adopted', 'grew', 'revenue', 'outcome'] },
          ],
          strong_answer:
            'Explains why the old strategy was failing, builds evidence and a low-risk pilot, wins allies by addressing concerns individually, and shows the measurable result once the new direction was adopted.',
          follow_up: 'What would you have done if the pilot had failed?',
        },
        {
          id: 'marketing-executive-behavioral-expert-03',
          text: 'Tell me about a rebrand or major repositioning you led. How did you bring employees and customers along?',
          competency: 'Change leadership',
          key_points: [
            'situation: why the change was needed',
            'research and decision process',
            'internal rollout before external launch',
            'result: brand and business metrics',
          ],
          concepts: [
            { name: 'rationale', synonyms: ['why', 'outdated', 'market changed', 'new strategy'] },
            { name: 'research', synonyms: ['customer research', 'brand study', 'interviews', 'testing'] },
            {
              name: 'internal launch',
              synonyms: ['employees first', 'internal rollout', 'brand ambassadors', 'training'],
            },
            {
              name: 'customer communication',
              synonyms: ['announcement', 'customers', 'migration', 'transition'],
            },
            { name: 'result', synonyms: ['awareness', 'consideration', 'brand lift', 'pipeline', 'outcome'] },
          ],
          strong_answer:
            'Explains the business reason, the research and decision process, how they brought employees along before customers, how customers were told, and brand and commercial results afterwards.',
          follow_up: 'What part of the old brand did you deliberately keep, and why?',
        },
        {
          id: 'marketing-executive-behavioral-expert-04',
          text: "Describe a time you had to prove marketing's contribution to revenue to a sceptical CFO or board.",
          competency: 'Measurement credibility',
          key_points: [
            'situation: the challenge and its stakes',
            'measurement approach chosen',
            'transparent about limits and assumptions',
            'result: decision on budget and ongoing reporting',
          ],
          concepts: [
            { name: 'skeptical stakeholder', synonyms: ['cfo', 'board', 'skeptical', 'challenged'] },
            { name: 'incrementality', synonyms: ['holdout', 'lift test', 'geo test', 'incremental'] },
            { name: 'revenue metrics', synonyms: ['pipeline', 'revenue', 'cac', 'payback', 'ltv'] },
            { name: 'transparency', synonyms: ['assumptions', 'limitations', 'confidence', 'honest'] },
            { name: 'result', synonyms: ['budget approved', 'kept budget', 'new reporting', 'outcome'] },
          ],
          strong_answer:
            'Describes the challenge, uses an incrementality test or model plus pipeline and CAC data, is candid about assumptions, and reports the budget decision and the regular reporting that followed.',
          follow_up: 'What did you stop reporting because it did not persuade anyone?',
        },
        {
          id: 'marketing-executive-behavioral-expert-05',
          text: 'Tell me about a time you made a big bet on a new channel or strategy when the data was uncertain.',
          competency: 'Judgement under uncertainty',
          key_points: [
            'situation and why the bet was needed',
            'how they sized risk and set kill criteria',
            'staged investment and monitoring',
            'result and what they would repeat',
          ],
          concepts: [
            { name: 'uncertainty', synonyms: ['unproven', 'no data', 'uncertain', 'risk'] },
            {
              name: 'kill criteria',
              synonyms: ['stop criteria', 'success criteria', 'threshold', 'checkpoint'],
            },
            { name: 'staged investment', synonyms: ['phased', 'pilot', 'test budget', 'scale up'] },
            { name: 'leading indicators', synonyms: ['early signals', 'leading indicator', 'proxy metrics'] },
            { name: 'result', synonyms: ['paid off', 'failed', 'scaled', 'outcome'] },
          ],
          strong_answer:
            'Explains the strategic reason for the bet, how they limited downside with staged funding, leading indicators and pre-agreed kill criteria, and the actual result including what they would repeat or avoid.',
          follow_up: 'How did you communicate the risk to leadership before you started?',
        },
        {
          id: 'marketing-executive-behavioral-expert-06',
          text: 'Describe a time you developed someone on your marketing team into a much stronger performer or a leader.',
          competency: 'People development',
          key_points: [
            'situation: their starting point and potential',
            'specific development actions',
            'stretch opportunities with support',
            'result: their growth and impact',
          ],
          concepts: [
            { name: 'potential', synonyms: ['saw potential', 'strengths', 'starting point'] },
            { name: 'development plan', synonyms: ['goals', 'development plan', 'career conversation'] },
            {
              name: 'stretch assignment',
              synonyms: ['stretch', 'ownership', 'led a project', 'bigger scope'],
            },
            { name: 'coaching', synonyms: ['coached', 'feedback', 'one to ones', 'mentored'] },
            { name: 'result', synonyms: ['promoted', 'now leads', 'grew', 'outcome'] },
          ],
          strong_answer:
            "Names the person's starting point, the goals set together, the stretch assignments and coaching provided, and the concrete result such as a promotion or a project they led.",
          follow_up: 'What did you have to stop doing yourself so they could grow?',
        },
        {
          id: 'marketing-executive-behavioral-expert-07',
          text: 'Tell me about a time you aligned marketing, sales and product leaders around a single go-to-market plan.',
          competency: 'Cross-functional leadership',
          key_points: [
            'situation: misalignment and its cost',
            'created a shared goal and plan',
            'resolved conflicting priorities',
            'result: pipeline, launch or revenue',
          ],
          concepts: [
            { name: 'misalignment', synonyms: ['silos', 'conflicting priorities', 'different goals'] },
            {
              name: 'shared plan',
              synonyms: ['joint plan', 'go-to-market plan', 'one plan', 'shared goals'],
            },
            { name: 'facilitation', synonyms: ['workshop', 'offsite', 'facilitated', 'planning session'] },
            { name: 'trade-offs', synonyms: ['prioritised', 'prioritized', 'compromise', 'trade-off'] },
            { name: 'result', synonyms: ['pipeline', 'launched', 'revenue', 'outcome'] },
          ],
          strong_answer:
            'Explains the cost of misalignment, how they built a shared goal and plan through joint sessions, the specific trade-offs resolved, and the business result.',
          follow_up: 'Who was hardest to bring along, and why?',
        },
        {
          id: 'marketing-executive-behavioral-expert-08',
          text: 'Describe a time you faced an ethical call in marketing, about customer data, privacy, or the claims you were making.',
          competency: 'Marketing ethics',
          key_points: [
            'situation and the ethical risk',
            'weighed legal, customer trust and business impact',
            'action: decision and who was involved',
            'result, including any cost',
          ],
          concepts: [
            { name: 'customer data', synonyms: ['personal data', 'privacy', 'consent', 'gdpr', 'tracking'] },
            {
              name: 'claims',
              synonyms: ['misleading', 'exaggerated', 'claims', 'substantiation', 'greenwashing'],
            },
            { name: 'trust', synonyms: ['customer trust', 'reputation', 'brand trust'] },
            { name: 'escalation', synonyms: ['legal', 'compliance', 'leadership', 'raised it'] },
            { name: 'result', synonyms: ['changed the campaign', 'pulled', 'cost us', 'outcome'] },
          ],
          strong_answer:
            'Names a concrete dilemma (consent for data use, an unsubstantiated claim), weighs legal and trust risks against results, describes the decision and who they involved, and owns the outcome including any cost.',
          follow_up: "How do you build those guardrails into the team's everyday process?",
        },
      ],
    },
  },
};
