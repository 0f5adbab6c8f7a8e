import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'Sales Representative',
  questions: {
    'Warm-up': {
      'Entry-Level': [
        {
          id: 'sales-representative-warmup-entry-01',
          text: 'What drew you to a career in sales, and what do you think a sales representative actually spends the day doing?',
          competency: 'Motivation and role understanding',
          key_points: [
            'a genuine reason for choosing sales',
            'prospecting and outreach to new buyers',
            'discovery conversations and follow-ups',
            'working toward a target or quota',
            'logging activity in the CRM',
          ],
          concepts: [
            {
              name: 'prospecting',
              synonyms: [
                'cold calling',
                'outreach',
                'finding new customers',
                'lead generation',
                'cold calls',
              ],
            },
            { name: 'quota', synonyms: ['target', 'sales target', 'number', 'goal'] },
            {
              name: 'discovery',
              synonyms: ['discovery call', 'needs analysis', 'understanding needs', 'asking questions'],
            },
            { name: 'follow-up', synonyms: ['following up', 'follow up', 'chasing', 'next steps'] },
            { name: 'CRM', synonyms: ['crm', 'salesforce', 'hubspot', 'pipedrive', 'logging calls'] },
          ],
          strong_answer:
            'Gives a concrete personal reason (competition, earning tied to results, enjoying people) and a realistic picture of the day: prospecting, calls and meetings, follow-ups, updating the CRM, all aimed at a quota.',
          follow_up: 'Which part of that day do you expect to find hardest, and how will you handle it?',
        },
        {
          id: 'sales-representative-warmup-entry-02',
          text: 'Think of something you bought recently where the salesperson did a great job. What exactly did they do right?',
          competency: 'Buyer empathy',
          key_points: [
            'a specific purchase and seller',
            'the seller asked questions before pitching',
            'listened and tailored the recommendation',
            'built trust without pressure',
            'lesson the candidate would apply',
          ],
          concepts: [
            {
              name: 'asking questions',
              synonyms: ['asked me questions', 'asked what i needed', 'discovery', 'questioning'],
            },
            {
              name: 'listening',
              synonyms: ['listened', 'active listening', 'paid attention', 'heard me out'],
            },
            {
              name: 'tailored recommendation',
              synonyms: ['tailored', 'personalised', 'personalized', 'recommended', 'matched my needs'],
            },
            { name: 'trust', synonyms: ['honest', 'no pressure', 'not pushy', 'rapport', 'credible'] },
          ],
          strong_answer:
            'Describes a specific purchase and names observable seller behaviours (questions about needs, listening, a tailored recommendation, honesty about trade-offs) and links them to how they would sell.',
          follow_up: 'Have you ever walked away from a purchase because of the salesperson? What went wrong?',
        },
        {
          id: 'sales-representative-warmup-entry-03',
          text: 'Sales means hearing no a lot. How do you personally deal with rejection, and what keeps you going on a tough day?',
          competency: 'Resilience',
          key_points: [
            'does not take rejection personally',
            'treats a no as information or timing',
            'a concrete routine to reset',
            'focus on activity they control',
            'an example from sport, study or work',
          ],
          concepts: [
            {
              name: 'not personal',
              synonyms: ["don't take it personally", 'not about me', 'detach', 'thick skin'],
            },
            {
              name: 'learning from a no',
              synonyms: ['learn from it', 'feedback', 'ask why', 'not now', 'timing'],
            },
            {
              name: 'controllable activity',
              synonyms: ['activity', 'number of calls', 'next call', 'focus on what i control', 'effort'],
            },
            {
              name: 'resilience',
              synonyms: ['resilient', 'persistence', 'persistent', 'bounce back', 'keep going'],
            },
          ],
          strong_answer:
            'Explains that a no is usually about fit or timing, describes a specific habit (short reset, next dial, reviewing what to change) and backs it with a real example of persisting through repeated setbacks.',
          follow_up: 'What would you do after ten straight calls where nobody wanted to talk to you?',
        },
        {
          id: 'sales-representative-warmup-entry-04',
          text: 'If you joined us next month, how would you get up to speed on our product and our customers in your first two weeks?',
          competency: 'Learning and ramp-up',
          key_points: [
            'learn the product by using it',
            'understand the ideal customer and their problems',
            'shadow calls with experienced reps',
            'study won and lost deals',
            'practise the pitch with role play',
          ],
          concepts: [
            {
              name: 'shadowing',
              synonyms: ['shadow', 'listen to calls', 'call recordings', 'sit in on calls', 'gong'],
            },
            {
              name: 'ideal customer',
              synonyms: ['ideal customer profile', 'icp', 'target customer', 'who buys', 'personas'],
            },
            {
              name: 'product knowledge',
              synonyms: ['use the product', 'demo', 'product training', 'features'],
            },
            {
              name: 'role play',
              synonyms: ['role-play', 'roleplay', 'practise the pitch', 'practice the pitch', 'mock calls'],
            },
            {
              name: 'case studies',
              synonyms: ['customer stories', 'won deals', 'lost deals', 'testimonials', 'success stories'],
            },
          ],
          strong_answer:
            'Lays out a concrete plan: product hands-on and training, learning the ideal customer and their pains, shadowing and listening to recorded calls, reviewing case studies and won/lost deals, and role-playing the pitch with a manager.',
          follow_up:
            'How would you know at the end of those two weeks that you were ready to get on the phone?',
        },
        {
          id: 'sales-representative-warmup-entry-05',
          text: 'Most sales roles carry a monthly quota. How do you feel about being measured on a number, and how would you plan your week to hit it?',
          competency: 'Target orientation',
          key_points: [
            'comfortable and motivated by a clear target',
            'works backward from quota to daily activity',
            'blocks time for prospecting',
            'tracks progress weekly',
          ],
          concepts: [
            {
              name: 'working backward',
              synonyms: ['work backwards', 'break it down', 'reverse engineer', 'per day', 'per week'],
            },
            {
              name: 'activity metrics',
              synonyms: ['calls per day', 'number of calls', 'emails', 'meetings booked', 'activity'],
            },
            { name: 'conversion rate', synonyms: ['conversion', 'hit rate', 'win rate', 'ratio'] },
            {
              name: 'time blocking',
              synonyms: ['block time', 'calendar', 'power hour', 'schedule', 'routine'],
            },
          ],
          strong_answer:
            'Says a clear number motivates them, then breaks a quota into the meetings and calls needed using conversion rates, blocks daily prospecting time and reviews progress each week to adjust.',
          follow_up:
            'If you were at forty percent of your target halfway through the month, what would you change?',
        },
        {
          id: 'sales-representative-warmup-entry-06',
          text: 'In your own words, what is the difference between really selling to someone and simply taking their order?',
          competency: 'Consultative mindset',
          key_points: [
            'selling starts with understanding the need',
            'creating value the buyer did not see',
            'guiding the decision and handling doubts',
            'order taking only processes a decision already made',
          ],
          concepts: [
            {
              name: 'consultative selling',
              synonyms: ['consultative', 'advisor', 'trusted advisor', 'solution selling'],
            },
            {
              name: 'understanding needs',
              synonyms: ['needs', 'pain points', 'problems', 'discovery', 'asking questions'],
            },
            {
              name: 'creating value',
              synonyms: ['value', 'showing value', 'business case', 'benefits', 'return on investment'],
            },
            { name: 'handling objections', synonyms: ['objections', 'concerns', 'doubts', 'pushback'] },
          ],
          strong_answer:
            'Contrasts order taking (processing a decision already made) with selling: uncovering needs, shaping how the buyer sees the problem, showing value and guiding them through objections to a decision.',
          follow_up:
            'Can you give an example, from any job, where you turned an order into a bigger or better sale?',
        },
        {
          id: 'sales-representative-warmup-entry-07',
          text: 'Which job, study project or volunteer role taught you the most about talking to strangers or customers, and what did you learn?',
          competency: 'Customer-facing background',
          key_points: [
            'names a specific experience',
            'direct contact with customers or the public',
            'a skill learned such as listening or handling difficult people',
            'how it transfers to sales',
          ],
          concepts: [
            {
              name: 'customer-facing experience',
              synonyms: [
                'retail',
                'hospitality',
                'front of house',
                'call centre',
                'call center',
                'customer service',
              ],
            },
            {
              name: 'rapport',
              synonyms: ['build rapport', 'connect with people', 'small talk', 'relationship'],
            },
            { name: 'listening', synonyms: ['listen', 'active listening', 'hear them out'] },
            {
              name: 'handling difficult people',
              synonyms: ['difficult customers', 'complaints', 'angry customer', 'stay calm'],
            },
          ],
          strong_answer:
            'Names one specific experience, describes what they did with customers, and pulls out a transferable skill such as building rapport quickly, listening, or calming difficult people, linked to how it helps in sales.',
          follow_up: 'What is one thing from that experience you would do differently now?',
        },
        {
          id: 'sales-representative-warmup-entry-08',
          text: 'What have you read, watched or listened to about selling, and what is one idea from it you have already tried?',
          competency: 'Self-directed learning',
          key_points: [
            'names a specific book, podcast or person',
            'explains one idea clearly',
            'describes trying it in practice',
            'reflects on what happened',
          ],
          concepts: [
            {
              name: 'sales resources',
              synonyms: [
                'spin selling',
                'the challenger sale',
                'challenger',
                'never split the difference',
                'podcast',
                'book',
              ],
            },
            { name: 'applied idea', synonyms: ['tried it', 'put it into practice', 'used it', 'applied it'] },
            {
              name: 'questioning technique',
              synonyms: ['open questions', 'open-ended questions', 'spin', 'labelling', 'mirroring'],
            },
            { name: 'reflection', synonyms: ['what i learned', 'result', 'it worked', "it didn't work"] },
          ],
          strong_answer:
            'Names a concrete source such as SPIN Selling or The Challenger Sale, explains one idea accurately (for example open implication questions or mirroring), and describes a real attempt to use it and what happened.',
          follow_up: 'What is something you disagree with from popular sales advice?',
        },
      ],
      Professional: [
        {
          id: 'sales-representative-warmup-professional-01',
          text: 'Give me a quick picture of your current sales role: what you sell, to whom, typical deal size, cycle length, and how you did against quota last year.',
          competency: 'Sales track record',
          key_points: [
            'product and buyer persona',
            'average deal size and sales cycle length',
            'quota and attainment as a percentage',
            'inbound versus outbound mix',
          ],
          concepts: [
            {
              name: 'quota attainment',
              synonyms: ['attainment', 'percent of quota', 'hit quota', 'over quota', "president's club"],
            },
            {
              name: 'deal size',
              synonyms: ['average contract value', 'acv', 'average deal', 'contract value', 'arr'],
            },
            {
              name: 'sales cycle',
              synonyms: ['cycle length', 'sales cycle length', 'time to close', 'days to close'],
            },
            {
              name: 'buyer persona',
              synonyms: ['decision maker', 'buyer', 'vp', 'head of', 'smb', 'mid-market', 'enterprise'],
            },
            {
              name: 'inbound and outbound',
              synonyms: ['inbound', 'outbound', 'self-sourced', 'marketing leads'],
            },
          ],
          strong_answer:
            'Answers with precise figures: what they sell and to which buyer and segment, average deal size, cycle length, quota and percentage attained, and how much pipeline they source themselves.',
          follow_up: 'What was the main driver of the gap between your best and worst quarter?',
        },
        {
          id: 'sales-representative-warmup-professional-02',
          text: 'How does a normal week split between prospecting and working active deals for you, and how do you protect prospecting time when deals heat up?',
          competency: 'Time management',
          key_points: [
            'a realistic split with numbers or hours',
            'fixed prospecting blocks in the calendar',
            'pipeline coverage as the reason prospecting never stops',
            'batching admin and CRM updates',
          ],
          concepts: [
            {
              name: 'time blocking',
              synonyms: ['block time', 'calendar blocks', 'power hour', 'prospecting block'],
            },
            {
              name: 'pipeline coverage',
              synonyms: ['coverage', 'pipeline', 'next quarter pipeline', 'three x', 'three times'],
            },
            { name: 'prospecting', synonyms: ['outbound', 'cold calling', 'sequences', 'outreach'] },
            { name: 'batching', synonyms: ['batch', 'admin time', 'crm updates', 'end of day'] },
          ],
          strong_answer:
            'Gives a concrete split such as a third of time on new pipeline, with non-negotiable calendar blocks, explaining that skipping prospecting creates an empty pipeline two months later, and batches admin to protect selling time.',
          follow_up: 'When did you last let prospecting slip, and what did it cost you?',
        },
        {
          id: 'sales-representative-warmup-professional-03',
          text: 'Which sales motion suits you best: high-velocity transactional, inbound, outbound hunting, or longer multi-stakeholder deals? Why?',
          competency: 'Self-awareness about sales motion',
          key_points: [
            'names a preferred motion',
            'links it to their strengths and results',
            'understands how the motions differ in cycle and volume',
            'openness to the motion of this role',
          ],
          concepts: [
            {
              name: 'transactional sales',
              synonyms: ['transactional', 'high velocity', 'high volume', 'short cycle', 'one call close'],
            },
            {
              name: 'outbound hunting',
              synonyms: ['hunter', 'hunting', 'outbound', 'new logo', 'new business'],
            },
            {
              name: 'complex sales',
              synonyms: ['enterprise', 'multi-stakeholder', 'long cycle', 'committee', 'solution selling'],
            },
            {
              name: 'account management',
              synonyms: ['farmer', 'farming', 'expansion', 'upsell', 'account manager'],
            },
          ],
          strong_answer:
            'Picks a motion and justifies it with evidence (results, strengths like research or speed), shows they understand the trade-offs in volume, cycle and deal size, and connects it to this role.',
          follow_up: 'What would you have to get better at to succeed in the motion you like least?',
        },
        {
          id: 'sales-representative-warmup-professional-04',
          text: 'In two minutes, tell me about the deal from the last year you are proudest of and why it stands out.',
          competency: 'Deal ownership',
          key_points: [
            'the customer, size and timeline',
            'their own role in winning it',
            'what made it difficult',
            'the outcome in numbers',
          ],
          concepts: [
            { name: 'deal value', synonyms: ['contract value', 'deal size', 'thousand', 'arr', 'revenue'] },
            { name: 'champion', synonyms: ['internal champion', 'sponsor', 'advocate', 'coach'] },
            { name: 'obstacle', synonyms: ['competitor', 'budget', 'stalled', 'objection', 'procurement'] },
            { name: 'outcome', synonyms: ['closed', 'signed', 'won', 'result'] },
          ],
          strong_answer:
            'Concisely names the customer type, value and cycle, what made the deal hard, what they personally did (found a champion, reframed value, beat a competitor) and the signed outcome.',
          follow_up: 'What would have lost you that deal if you had not caught it?',
        },
        {
          id: 'sales-representative-warmup-professional-05',
          text: 'Which CRM and sales tools do you use every day, and which one actually makes you sell more rather than just report more?',
          competency: 'Sales tooling',
          key_points: [
            'names the CRM and engagement tools',
            'a specific workflow that saves time or raises conversion',
            'view on CRM data quality',
            'tools for research or call review',
          ],
          concepts: [
            { name: 'CRM', synonyms: ['crm', 'salesforce', 'hubspot', 'pipedrive', 'dynamics'] },
            {
              name: 'sales engagement platform',
              synonyms: ['outreach', 'salesloft', 'apollo', 'sequences', 'cadences'],
            },
            {
              name: 'prospect research',
              synonyms: ['linkedin sales navigator', 'sales navigator', 'zoominfo', 'research'],
            },
            {
              name: 'conversation intelligence',
              synonyms: ['gong', 'chorus', 'call recording', 'call review'],
            },
          ],
          strong_answer:
            'Names the stack (for example Salesforce, Sales Navigator, Outreach, Gong) and explains a specific workflow that increases selling, such as signal-based lists or reviewing call recordings, rather than listing tools.',
          follow_up: 'What does a well-kept opportunity record look like in your CRM?',
        },
        {
          id: 'sales-representative-warmup-professional-06',
          text: 'Why are you looking for a new sales role now, and what do you want from your next team and product?',
          competency: 'Motivation',
          key_points: [
            'a professional, non-negative reason to move',
            'what they want: product, market, deal size or growth',
            'evidence they researched this company',
            'how the role fits their career plan',
          ],
          concepts: [
            {
              name: 'career growth',
              synonyms: ['growth', 'bigger deals', 'enterprise', 'progression', 'promotion'],
            },
            {
              name: 'product belief',
              synonyms: [
                'believe in the product',
                'product market fit',
                'strong product',
                'solves a real problem',
              ],
            },
            {
              name: 'company research',
              synonyms: ['researched', 'your customers', 'your market', 'read about'],
            },
            { name: 'team culture', synonyms: ['coaching', 'culture', 'manager', 'enablement', 'team'] },
          ],
          strong_answer:
            'Gives a forward-looking reason (bigger deals, stronger product, better coaching) without trashing the current employer, and shows they researched this company and how the role fits their plan.',
          follow_up: 'What would make you turn this offer down?',
        },
        {
          id: 'sales-representative-warmup-professional-07',
          text: "How do you keep learning about your buyers' industry so you can talk about their business, not just your product?",
          competency: 'Business acumen',
          key_points: [
            'specific sources such as earnings calls or trade press',
            'talking to customers and listening to calls',
            'knows the metrics buyers are measured on',
            'uses the insight in outreach or discovery',
          ],
          concepts: [
            {
              name: 'industry research',
              synonyms: ['trade publications', 'industry news', 'reports', 'newsletters', 'podcasts'],
            },
            {
              name: 'annual reports',
              synonyms: ['earnings calls', 'annual report', '10-k', 'investor presentations'],
            },
            {
              name: 'buyer metrics',
              synonyms: ['kpis', 'their kpis', 'what they are measured on', 'business priorities'],
            },
            {
              name: 'customer conversations',
              synonyms: ['talk to customers', 'customer calls', 'user groups', 'events'],
            },
            {
              name: 'insight-led outreach',
              synonyms: ['insight', 'point of view', 'personalised outreach', 'relevant'],
            },
          ],
          strong_answer:
            'Names concrete sources (earnings calls, trade press, customer conversations), knows the KPIs their buyers answer for, and gives an example of turning an insight into a better opener or discovery question.',
          follow_up: "Tell me one trend in your current buyers' industry and how it affects what they buy.",
        },
        {
          id: 'sales-representative-warmup-professional-08',
          text: 'What is the most useful piece of feedback a sales manager has given you, and how did it change the way you sell?',
          competency: 'Coachability',
          key_points: [
            'specific feedback, quoted or paraphrased',
            'the behaviour they changed',
            'measurable impact afterwards',
            'openness to call reviews and coaching',
          ],
          concepts: [
            {
              name: 'feedback',
              synonyms: ['coaching', 'call review', 'deal review', 'one to one', 'one on one'],
            },
            { name: 'behaviour change', synonyms: ['changed', 'started', 'stopped', 'now i always'] },
            {
              name: 'measured impact',
              synonyms: ['conversion went up', 'win rate', 'more meetings', 'improved'],
            },
            { name: 'self-review', synonyms: ['listen back', 'recording', 'self-assessment', 'reflect'] },
          ],
          strong_answer:
            'Quotes specific feedback (for example talking too much in discovery), describes the concrete change made, and gives evidence it worked such as a better talk ratio or conversion rate.',
          follow_up: 'What feedback have you received that you chose not to act on, and why?',
        },
      ],
      Expert: [
        {
          id: 'sales-representative-warmup-expert-01',
          text: 'Walk me through your sales career: the segments you have sold into, your largest accounts, and how your scope has grown.',
          competency: 'Career narrative',
          key_points: [
            'progression in segment and deal size',
            'largest accounts and contract values',
            'consistent attainment over years',
            'what they learned at each step',
          ],
          concepts: [
            {
              name: 'segment progression',
              synonyms: ['smb', 'mid-market', 'enterprise', 'strategic accounts', 'named accounts'],
            },
            {
              name: 'largest accounts',
              synonyms: ['fortune 500', 'global account', 'biggest customer', 'strategic account'],
            },
            {
              name: 'consistent attainment',
              synonyms: [
                'quota attainment',
                'every year',
                'consistently',
                "president's club",
                'top performer',
              ],
            },
            { name: 'scope', synonyms: ['territory', 'region', 'vertical', 'book of business', 'portfolio'] },
          ],
          strong_answer:
            'Tells a coherent progression from smaller to larger segments with named account types, contract values and multi-year attainment figures, and what each step taught them.',
          follow_up: 'Which move in your career taught you the most, and why?',
        },
        {
          id: 'sales-representative-warmup-expert-02',
          text: 'How would you sum up your sales philosophy in a sentence or two, and which experiences shaped it?',
          competency: 'Sales philosophy',
          key_points: [
            'a clear, memorable philosophy',
            'buyer outcomes at the centre',
            'experiences or mentors that formed it',
            'how it shows in daily behaviour',
          ],
          concepts: [
            {
              name: 'buyer outcomes',
              synonyms: ['customer success', 'business outcomes', 'value', 'customer first'],
            },
            { name: 'disqualification', synonyms: ['qualify out', 'walk away', 'disqualify', 'say no'] },
            {
              name: 'insight selling',
              synonyms: ['challenger', 'teach', 'insight', 'point of view', 'reframe'],
            },
            { name: 'mentors', synonyms: ['mentor', 'manager', 'learned from', 'shaped by'] },
          ],
          strong_answer:
            'States a crisp philosophy centred on buyer outcomes (for example qualifying hard and bringing insight), traces it to specific experiences, and shows how it changes what they do in deals.',
          follow_up: 'When has that philosophy cost you a deal in the short term?',
        },
        {
          id: 'sales-representative-warmup-expert-03',
          text: 'As a senior seller joining a new company, what do you do in your first ninety days to be productive without burning relationships?',
          competency: 'Onboarding at senior level',
          key_points: [
            'learn the product, market and competitive landscape',
            'review inherited accounts and pipeline',
            'build allies in marketing, solutions and leadership',
            'early wins plus a territory plan',
          ],
          concepts: [
            {
              name: 'territory plan',
              synonyms: ['account plan', 'territory review', 'plan', 'account tiering'],
            },
            {
              name: 'pipeline review',
              synonyms: ['inherited pipeline', 'deal review', 'existing opportunities', 'clean the pipeline'],
            },
            {
              name: 'internal relationships',
              synonyms: ['solutions engineer', 'sales engineer', 'presales', 'marketing', 'customer success'],
            },
            { name: 'quick wins', synonyms: ['early wins', 'low-hanging fruit', 'first deals'] },
            { name: 'competitive landscape', synonyms: ['competitors', 'battlecards', 'competition'] },
          ],
          strong_answer:
            'Describes a phased plan: learn product, customers and competitors; audit inherited accounts and pipeline honestly; build relationships with presales, marketing and customer success; land early wins while writing a territory plan.',
          follow_up: "What would you refuse to inherit from the previous rep's pipeline?",
        },
        {
          id: 'sales-representative-warmup-expert-04',
          text: 'Beyond your own number, what do you contribute to a sales team, for example mentoring, deal support, or feedback to product?',
          competency: 'Team contribution',
          key_points: [
            'mentoring newer reps with examples',
            'sharing playbooks or winning talk tracks',
            'structured feedback to product and marketing',
            "helping on peers' deals",
          ],
          concepts: [
            { name: 'mentoring', synonyms: ['mentor', 'coaching', 'onboarding new reps', 'ramping reps'] },
            { name: 'playbooks', synonyms: ['playbook', 'talk track', 'templates', 'best practices'] },
            {
              name: 'product feedback',
              synonyms: ['feature requests', 'voice of the customer', 'feedback to product', 'roadmap'],
            },
            { name: 'deal support', synonyms: ['deal reviews', 'peer review', 'joint calls', 'deal desk'] },
          ],
          strong_answer:
            'Gives specific contributions with evidence: reps they mentored and how they ramped, playbooks or talk tracks others adopted, and structured customer feedback that influenced product or marketing.',
          follow_up: 'How do you balance helping others with protecting your own quota?',
        },
        {
          id: 'sales-representative-warmup-expert-05',
          text: 'How has the way your buyers purchase changed over the last few years, and what have you changed in response?',
          competency: 'Market awareness',
          key_points: [
            'buyers do more research before talking to sales',
            'larger buying committees and procurement scrutiny',
            'a specific change in their own approach',
            'results of that change',
          ],
          concepts: [
            {
              name: 'self-directed buyers',
              synonyms: ['buyers research online', 'self-serve', 'digital buying', 'later in the journey'],
            },
            {
              name: 'buying committee',
              synonyms: ['more stakeholders', 'consensus', 'committee', 'procurement'],
            },
            {
              name: 'budget scrutiny',
              synonyms: ['cfo approval', 'roi', 'business case', 'tighter budgets', 'consolidation'],
            },
            {
              name: 'adapted approach',
              synonyms: ['multi-threading', 'business case', 'value selling', 'mutual action plan'],
            },
          ],
          strong_answer:
            'Identifies real shifts (self-educated buyers, bigger committees, CFO scrutiny and vendor consolidation) and a concrete adaptation such as earlier multi-threading or quantified business cases, with results.',
          follow_up: 'What will your buyers expect from sellers three years from now?',
        },
        {
          id: 'sales-representative-warmup-expert-06',
          text: 'What does a great working relationship between a senior seller and marketing look like, and how have you built one?',
          competency: 'Cross-functional partnership',
          key_points: [
            'shared definition of ideal customer and qualified lead',
            'feedback loop on lead quality',
            'joint account-based plays',
            'a concrete example with outcome',
          ],
          concepts: [
            {
              name: 'account-based marketing',
              synonyms: ['abm', 'account based', 'target account list', 'named accounts'],
            },
            { name: 'lead definitions', synonyms: ['mql', 'sql', 'qualified lead', 'lead scoring'] },
            {
              name: 'feedback loop',
              synonyms: ['feedback', 'closed loop', 'regular sync', 'weekly meeting'],
            },
            { name: 'content collaboration', synonyms: ['case studies', 'content', 'campaigns', 'events'] },
          ],
          strong_answer:
            'Describes agreed definitions of ideal customer and qualified lead, a regular feedback loop on lead quality, and a joint account-based play with measurable pipeline created.',
          follow_up: 'What do sellers typically get wrong about marketing?',
        },
        {
          id: 'sales-representative-warmup-expert-07',
          text: 'Which single metric do you watch most closely to know whether your year is on track, and why that one?',
          competency: 'Self-management by leading indicators',
          key_points: [
            'chooses a leading rather than lagging indicator',
            'explains how it predicts bookings',
            'a threshold that triggers action',
            'how they act when it slips',
          ],
          concepts: [
            {
              name: 'pipeline coverage',
              synonyms: ['coverage ratio', 'three x', 'four x', 'three times', 'pipeline to quota'],
            },
            { name: 'leading indicators', synonyms: ['leading indicator', 'early signal', 'predictive'] },
            { name: 'stage conversion', synonyms: ['conversion rate', 'stage to stage', 'win rate'] },
            { name: 'sales velocity', synonyms: ['velocity', 'deal velocity', 'cycle time'] },
          ],
          strong_answer:
            'Picks a leading indicator such as next-quarter pipeline coverage or stage-two creation, explains the ratio needed from their win rate, and the threshold that makes them change activity.',
          follow_up: 'When has that metric looked healthy but still misled you?',
        },
        {
          id: 'sales-representative-warmup-expert-08',
          text: 'What kind of sales culture brings out your best work, and what kind of culture have you chosen to walk away from?',
          competency: 'Values and culture fit',
          key_points: [
            'specific traits of a culture they thrive in',
            'an example of a culture that did not fit',
            'ethics and honest forecasting',
            'how they contribute to culture themselves',
          ],
          concepts: [
            {
              name: 'accountability',
              synonyms: ['ownership', 'accountable', 'high standards', 'meritocracy'],
            },
            { name: 'coaching culture', synonyms: ['coaching', 'deal reviews', 'enablement', 'learning'] },
            {
              name: 'integrity',
              synonyms: ['ethics', 'honest forecast', 'no sandbagging', 'customer first', 'trust'],
            },
            { name: 'collaboration', synonyms: ['team selling', 'shared wins', 'no lone wolves', 'support'] },
          ],
          strong_answer:
            'Names concrete traits (honest forecasting, coaching, accountability, collaboration), contrasts them with a real environment they left and why, and explains how they model that culture.',
          follow_up: 'How would your last manager describe your effect on the team?',
        },
      ],
    },
    Technical: {
      'Entry-Level': [
        {
          id: 'sales-representative-technical-entry-01',
          text: 'What does BANT stand for, and how would you use it to qualify a new lead on a first call?',
          competency: 'Lead qualification',
          misconceptions: [
            {
              said: 'the letters stand for budget, authority, need and target, meaning the revenue I want from the deal',
              truth:
                'The T is timeline: when the prospect needs a solution in place, which shows how soon a deal could realistically close.',
            },
            {
              said: 'my opening move is demanding their exact budget figure before anything else',
              truth:
                'Start with need; asking for budget first feels pushy and gets guarded answers before the prospect has seen any value.',
            },
            {
              said: 'if the lead lacks budget today, I disqualify them permanently and delete them from the CRM',
              truth:
                'Budget can appear later; move the lead to nurture with a follow-up date instead of deleting the record.',
            },
          ],
          key_points: [
            'budget, authority, need, timeline',
            'asks natural questions rather than reading a checklist',
            'need is usually explored first',
            'decides next step or disqualifies based on answers',
          ],
          concepts: [
            { name: 'budget', synonyms: ['money set aside', 'funding', 'price range', 'can they afford'] },
            { name: 'authority', synonyms: ['decision maker', 'who signs', 'who decides', 'sign off'] },
            { name: 'need', synonyms: ['pain', 'problem', 'business need', 'pain point'] },
            {
              name: 'timeline',
              synonyms: ['timing', 'time frame', 'timeframe', 'when they want to buy', 'deadline'],
            },
            { name: 'disqualification', synonyms: ['disqualify', 'not a fit', 'qualify out', 'nurture'] },
          ],
          strong_answer:
            'Expands BANT as budget, authority, need and timeline, gives example questions for each asked conversationally (usually starting with need), and explains moving qualified leads forward and disqualifying or nurturing the rest.',
          follow_up: 'What would you do if the lead has a clear need but says there is no budget this year?',
        },
        {
          id: 'sales-representative-technical-entry-02',
          text: 'Walk me through the typical stages of a sales pipeline, from a new lead to a closed deal.',
          competency: 'Sales process',
          misconceptions: [
            {
              said: 'a deal moves to the next stage as soon as the prospect opens my email',
              truth:
                'Stages advance on buyer-verified exit criteria, such as a confirmed need or agreed next meeting, rather than email opens or your own activity.',
            },
            {
              said: 'negotiation comes right after the first call, because discussing price early speeds up the deal',
              truth:
                'Negotiation follows qualification, discovery and a proposal; talking price before value is established invites discounting.',
            },
            {
              said: 'closed lost deals should be deleted from the CRM to keep the pipeline numbers clean',
              truth:
                'Mark them closed lost with a reason; that history feeds win-loss analysis and later re-engagement.',
            },
          ],
          key_points: [
            'prospecting or lead',
            'qualification and discovery',
            'demo or proposal',
            'negotiation and closing',
            'each stage has an exit criterion',
          ],
          concepts: [
            { name: 'lead', synonyms: ['prospect', 'prospecting', 'new lead', 'inbound lead'] },
            { name: 'qualification', synonyms: ['qualify', 'qualified', 'discovery', 'sql'] },
            { name: 'proposal', synonyms: ['demo', 'presentation', 'quote', 'solution'] },
            { name: 'negotiation', synonyms: ['negotiate', 'terms', 'contract'] },
            { name: 'closed won', synonyms: ['close', 'closed', 'signed', 'closed lost', 'won'] },
            {
              name: 'exit criteria',
              synonyms: ['stage criteria', 'move to the next stage', 'next step agreed'],
            },
          ],
          strong_answer:
            'Lists the stages in order (lead, qualification, discovery, demo or proposal, negotiation, closed won or lost) and notes that a deal moves only when a clear criterion is met, such as a confirmed need or agreed next step.',
          follow_up: 'Why does it matter that a deal only moves stage when a criterion is met?',
        },
        {
          id: 'sales-representative-technical-entry-03',
          text: 'How would you structure a cold call to someone who has never heard of our company?',
          competency: 'Cold calling',
          misconceptions: [
            {
              said: 'the first minute should be my full scripted pitch, read out before they get to speak',
              truth:
                'Open briefly, give one relevant reason for calling and ask a question; long monologues get people to hang up.',
            },
            {
              said: "when they say they're busy, I talk faster so I still get the whole pitch in",
              truth:
                'Acknowledge the brush-off calmly and offer a specific short time to talk later rather than pushing on.',
            },
            {
              said: 'the goal of a cold call is to close the sale during that first conversation',
              truth:
                'The realistic goal is a booked meeting; complex purchases are rarely decided on an unexpected call.',
            },
          ],
          key_points: [
            'short permission-based opener',
            'a relevant reason for the call tied to their role',
            'one or two questions about their situation',
            'clear ask for a meeting',
            'handle the brush-off calmly',
          ],
          concepts: [
            {
              name: 'opener',
              synonyms: ['opening', 'introduction', 'permission', 'pattern interrupt', 'thirty seconds'],
            },
            {
              name: 'reason for calling',
              synonyms: ['relevance', 'why i am calling', 'value statement', 'elevator pitch'],
            },
            { name: 'research', synonyms: ['researched', 'linkedin', 'their company', 'personalised'] },
            { name: 'questions', synonyms: ['open question', 'discovery question', 'ask about their'] },
            {
              name: 'meeting ask',
              synonyms: ['book a meeting', 'call to action', 'next step', 'book a demo', 'calendar'],
            },
          ],
          strong_answer:
            'Researches the person first, opens briefly and honestly, gives a relevant reason tied to a problem people in their role have, asks a question to engage them, and closes on a specific meeting time.',
          follow_up: 'They say "just send me an email." What do you say next?',
        },
        {
          id: 'sales-representative-technical-entry-04',
          text: "What questions would you ask on a discovery call to understand a prospect's needs before you pitch anything?",
          competency: 'Discovery',
          misconceptions: [
            {
              said: 'short closed questions with one-word answers work best on discovery calls because they save time',
              truth:
                "Open questions like 'walk me through how you handle this today' reveal the pain and impact that closed questions miss.",
            },
            {
              said: 'my product overview comes first so the prospect knows which questions to answer',
              truth:
                'Pitching first anchors the talk on features; ask about their situation first and tailor any later pitch to what you hear.',
            },
            {
              said: 'the person on the call is the decision maker, so asking about others wastes time',
              truth:
                'Most purchases involve several people; ask who else is involved and how decisions get made to avoid late surprises.',
            },
          ],
          key_points: [
            'open questions about current situation',
            'the problem and its business impact',
            'what they have tried and why it failed',
            'who else is involved and timing',
            'listens more than talks',
          ],
          concepts: [
            {
              name: 'open questions',
              synonyms: ['open-ended', 'open ended', 'how', 'what', 'tell me about'],
            },
            {
              name: 'current situation',
              synonyms: ['current process', 'today', 'how do you do it now', 'current tools'],
            },
            { name: 'pain', synonyms: ['problem', 'challenge', 'pain point', 'frustration'] },
            {
              name: 'impact',
              synonyms: ['cost of the problem', 'business impact', 'implication', 'what does it cost'],
            },
            {
              name: 'decision process',
              synonyms: ['who else', 'decision maker', 'stakeholders', 'how do you buy'],
            },
            {
              name: 'active listening',
              synonyms: ['listen', 'listening', 'summarise', 'summarize', 'talk less'],
            },
          ],
          strong_answer:
            'Gives real open questions covering the current situation, the problem, its cost or impact, previous attempts, who is involved in the decision and timing, and stresses listening and summarising back before pitching.',
          follow_up: 'How would you know if a discovery call went well?',
        },
        {
          id: 'sales-representative-technical-entry-05',
          text: 'A prospect tells you, "This is too expensive." How would you respond?',
          competency: 'Objection handling',
          misconceptions: [
            {
              said: 'when a prospect says it is too expensive, I offer ten percent off right away to keep them',
              truth:
                'Instant discounts suggest the price was padded; first ask what they are comparing against and reconnect the price to value.',
            },
            {
              said: 'telling them our competitors are overpriced and unreliable makes our price look better',
              truth:
                "Attacking competitors undermines trust; compare on the buyer's own priorities and show the return on investment instead.",
            },
          ],
          key_points: [
            'stays calm and does not discount immediately',
            'clarifies what expensive means: compared to what',
            'reconnects price to value and cost of the problem',
            'checks whether the objection is resolved',
          ],
          concepts: [
            {
              name: 'acknowledge',
              synonyms: ['empathise', 'empathize', 'i understand', 'acknowledge the concern'],
            },
            {
              name: 'clarifying question',
              synonyms: ['compared to what', 'ask why', 'dig deeper', 'clarify'],
            },
            {
              name: 'value',
              synonyms: [
                'return on investment',
                'roi',
                'cost of the problem',
                'cost of doing nothing',
                'savings',
              ],
            },
            {
              name: 'no immediate discount',
              synonyms: ["don't discount", 'not drop the price', 'hold the price', 'avoid discounting'],
            },
            { name: 'confirm', synonyms: ['check back', 'does that address', 'confirm', 'resolved'] },
          ],
          strong_answer:
            'Acknowledges the concern, asks what they are comparing against, reframes around the cost of the problem and return on investment, avoids an immediate discount, and confirms the concern is handled before moving on.',
          follow_up: 'What if they are comparing you to a cheaper competitor with fewer features?',
        },
        {
          id: 'sales-representative-technical-entry-06',
          text: 'What is the difference between a feature and a benefit? Give me an example using a product you know well.',
          competency: 'Value communication',
          misconceptions: [
            {
              said: 'listing as many features as possible is the most convincing way to sell',
              truth:
                'Buyers act on outcomes that matter to them; translate a few features into benefits tied to their stated need.',
            },
            {
              said: 'benefits are universal, so the same benefit statement works for every buyer',
              truth:
                "A benefit only matters if it fits this buyer's need; a time saving may excite operations but leave finance unmoved.",
            },
          ],
          key_points: [
            'a feature is what the product has or does',
            'a benefit is what the customer gains',
            'a concrete worked example',
            "ties the benefit to the buyer's need",
          ],
          concepts: [
            { name: 'feature', synonyms: ['what it does', 'capability', 'specification', 'function'] },
            { name: 'benefit', synonyms: ['what the customer gets', 'outcome', 'value', 'so that'] },
            { name: 'so what test', synonyms: ['so what', 'which means', 'that means'] },
            { name: 'customer need', synonyms: ['their need', 'their problem', 'relevant to them'] },
          ],
          strong_answer:
            'Defines a feature as what the product does and a benefit as the outcome for the buyer, gives a precise example using "which means", and notes the benefit must match the buyer\'s stated need.',
          follow_up: 'How would you adapt that benefit for a finance buyer versus an end user?',
        },
        {
          id: 'sales-representative-technical-entry-07',
          text: 'Why does keeping the CRM accurate matter, and what would you record after every sales call?',
          competency: 'CRM hygiene',
          misconceptions: [
            {
              said: 'updating the CRM once a month in one batch is the efficient way to do it',
              truth:
                'Log each call the same day while details are fresh; stale records break forecasts and handovers.',
            },
            {
              said: 'setting close dates optimistically early is smart because my manager then sees a strong pipeline',
              truth:
                "Close dates should reflect the buyer's real timeline; inflated dates distort the forecast and erode your manager's trust.",
            },
            {
              said: 'the CRM is mainly for my own reminders, so private shorthand notes are enough',
              truth:
                'Colleagues and managers rely on the CRM; write clear notes on contacts, pain, stage and a dated next step that others can follow.',
            },
          ],
          key_points: [
            'CRM is the single source of truth for the team',
            'enables forecasting and handovers',
            'records contacts, notes, pain, next step with date',
            'updates stage and close date honestly',
          ],
          concepts: [
            { name: 'CRM', synonyms: ['crm', 'salesforce', 'hubspot', 'pipedrive'] },
            { name: 'next step', synonyms: ['next steps', 'follow-up date', 'next action', 'task'] },
            { name: 'call notes', synonyms: ['notes', 'summary', 'pain points', 'what they said'] },
            { name: 'forecasting', synonyms: ['forecast', 'pipeline visibility', 'manager can see'] },
            { name: 'opportunity stage', synonyms: ['stage', 'close date', 'deal amount', 'opportunity'] },
          ],
          strong_answer:
            'Explains that managers forecast from the CRM and colleagues rely on it, and lists what to log after each call: contacts and roles, pain and notes, stage, amount, close date and a dated next step.',
          follow_up: 'What happens to a team when reps only update the CRM on Friday afternoon?',
        },
        {
          id: 'sales-representative-technical-entry-08',
          text: 'How do you recognise that a prospect is ready to buy, and how would you actually ask for the close?',
          competency: 'Closing',
          misconceptions: [
            {
              said: 'a prospect asking about price is a warning sign they are about to walk away',
              truth:
                'Questions about price, contract terms or start dates usually signal buying interest; answer them and test readiness with a trial close.',
            },
            {
              said: 'the best close is hinting and waiting for the buyer to bring up signing themselves',
              truth:
                'Ask directly and clearly for the decision once concerns are resolved; many buyers wait for the seller to ask.',
            },
            {
              said: 'creating fake urgency, like saying the price rises tomorrow, is a good way to close',
              truth:
                "Invented deadlines destroy trust when discovered; tie timing to real reasons, such as the buyer's own goals or a genuine offer.",
            },
          ],
          key_points: [
            'buying signals such as questions about price, contract or start date',
            'confirms objections are resolved',
            'asks directly and clearly',
            'agrees concrete next steps to signature',
          ],
          concepts: [
            {
              name: 'buying signals',
              synonyms: [
                'buying signal',
                'asks about price',
                'asks about implementation',
                'when can we start',
              ],
            },
            {
              name: 'trial close',
              synonyms: ['trial close', 'temperature check', 'how does that sound', 'does this make sense'],
            },
            {
              name: 'direct ask',
              synonyms: [
                'ask for the business',
                'ask for the sale',
                'are you ready to move forward',
                'assumptive close',
              ],
            },
            { name: 'next steps', synonyms: ['contract', 'signature', 'paperwork', 'timeline to sign'] },
          ],
          strong_answer:
            'Names buying signals (questions about price, contract terms, start dates), uses trial closes to confirm there are no open concerns, then asks plainly for the decision and agrees the steps to signature.',
          follow_up: 'What do you do if they say "let me think about it"?',
        },
      ],
      Professional: [
        {
          id: 'sales-representative-technical-professional-01',
          text: 'How do you use MEDDIC or MEDDPICC to judge whether a mid-size opportunity is real? Take me through each letter.',
          competency: 'Deal qualification rigour',
          misconceptions: [
            {
              said: 'the E in MEDDIC stands for end user, the person who uses the product daily',
              truth:
                'E is the economic buyer, the person with authority over the budget who can approve the purchase.',
            },
            {
              said: 'my champion is whoever likes our product the most and happily takes my calls',
              truth:
                'A champion has influence and actively sells for you internally; test them by asking for access or actions, beyond friendliness.',
            },
            {
              said: 'the framework is a checklist I fill in once at the start and then leave alone',
              truth:
                'Revisit it throughout the deal; each unknown letter becomes the next action, and answers change as the deal progresses.',
            },
          ],
          key_points: [
            'metrics and economic buyer',
            'decision criteria and decision process',
            'identify pain and a tested champion',
            'paper process and competition in MEDDPICC',
            'gaps drive the next actions',
          ],
          concepts: [
            { name: 'metrics', synonyms: ['quantified value', 'measurable outcome', 'roi', 'business case'] },
            { name: 'economic buyer', synonyms: ['budget holder', 'who signs', 'final say', 'eb'] },
            { name: 'decision criteria', synonyms: ['criteria', 'requirements', 'evaluation criteria'] },
            {
              name: 'decision process',
              synonyms: ['buying process', 'approval steps', 'paper process', 'procurement', 'legal'],
            },
            { name: 'identify pain', synonyms: ['pain', 'implicated pain', 'business problem'] },
            { name: 'champion', synonyms: ['internal champion', 'tested champion', 'advocate', 'coach'] },
          ],
          strong_answer:
            'Walks through metrics, economic buyer, decision criteria, decision process, identified pain and champion (plus paper process and competition), and explains that each unknown becomes a specific action before the deal is forecast.',
          follow_up: 'How do you test whether someone is really a champion rather than just friendly?',
        },
        {
          id: 'sales-representative-technical-professional-02',
          text: 'You need three hundred thousand dollars in new bookings this quarter. Your win rate is twenty-five percent and average deal thirty thousand. How much pipeline do you need?',
          competency: 'Pipeline math',
          misconceptions: [
            {
              said: 'ten solid opportunities in my pipeline are plenty to hit three hundred thousand',
              truth:
                'At a 25% win rate, ten wins need about forty qualified opportunities, or 1.2 million dollars of pipeline.',
            },
            {
              said: 'pipeline needed equals quota multiplied by win rate, so seventy-five thousand dollars is enough',
              truth:
                'Divide quota by win rate instead: 300,000 divided by 0.25 gives 1.2 million dollars of pipeline.',
            },
            {
              said: 'exactly four times coverage guarantees the number, so adding a buffer is wasted effort',
              truth:
                'Deals slip and cycles overrun; build pipeline beyond four times to absorb slippage and late-stage losses.',
            },
          ],
          key_points: [
            'ten deals needed at thirty thousand',
            'four times coverage: 1.2 million or forty opportunities',
            'adjusts for slippage and cycle length',
            'works back to meetings and activity per week',
          ],
          concepts: [
            { name: 'number of deals', synonyms: ['ten deals', '10 deals', 'ten wins'] },
            {
              name: 'pipeline coverage',
              synonyms: [
                'four x',
                '4x',
                'four times',
                'coverage ratio',
                'one point two million',
                '1.2 million',
              ],
            },
            {
              name: 'opportunities needed',
              synonyms: ['forty opportunities', '40 opportunities', 'forty deals'],
            },
            { name: 'slippage', synonyms: ['slip', 'deals slipping', 'buffer', 'push to next quarter'] },
            {
              name: 'activity plan',
              synonyms: ['meetings per week', 'calls per day', 'work backwards', 'conversion rates'],
            },
          ],
          strong_answer:
            'Computes ten wins, so forty qualified opportunities or 1.2 million dollars at four times coverage, adds a buffer for slippage and cycle timing, then converts that into meetings and outreach needed per week.',
          follow_up: 'If half the quarter has passed and only twenty opportunities exist, what do you do?',
        },
        {
          id: 'sales-representative-technical-professional-03',
          text: 'How would you design a multi-channel outbound sequence for a list of fifty target accounts?',
          competency: 'Outbound prospecting',
          misconceptions: [
            {
              said: 'the same template email goes to all fifty accounts to keep the message consistent',
              truth:
                'Tier the accounts and personalise more for the top tier; identical mass emails get few replies and can land in spam.',
            },
            {
              said: 'targeting only the CEO at each account gets the fastest result',
              truth:
                'Reach several personas per account; CEOs rarely answer cold outreach, and more contacts raise reply and meeting chances.',
            },
            {
              said: 'emailing every contact daily for two weeks is the best way to stay top of mind',
              truth:
                "Space eight to twelve varied touches over several weeks; daily email feels like spam and hurts your sending domain's reputation.",
            },
          ],
          key_points: [
            'tiers accounts by fit and intent',
            'multiple contacts per account',
            'mix of calls, email, LinkedIn across two to four weeks',
            'personalisation depth by tier',
            'measures reply and meeting rates and iterates',
          ],
          concepts: [
            {
              name: 'account tiering',
              synonyms: ['tiers', 'tier one', 'prioritise accounts', 'ideal customer profile', 'icp'],
            },
            {
              name: 'multi-channel cadence',
              synonyms: ['cadence', 'sequence', 'touches', 'phone email linkedin', 'multi-touch'],
            },
            {
              name: 'personalisation',
              synonyms: ['personalization', 'personalised', 'personalized', 'research', 'trigger event'],
            },
            { name: 'multi-threading', synonyms: ['multiple contacts', 'several personas', 'multi-thread'] },
            {
              name: 'reply rate',
              synonyms: ['response rate', 'meeting rate', 'conversion', 'a/b test', 'ab test'],
            },
          ],
          strong_answer:
            'Tiers the fifty accounts by fit and signals, targets several personas in each, runs roughly eight to twelve touches over three weeks across phone, email and LinkedIn with deeper personalisation for the top tier, and tracks reply and meeting rates to iterate.',
          follow_up: 'Which trigger events would make you move an account to the top of the list?',
        },
        {
          id: 'sales-representative-technical-professional-04',
          text: 'On the last day of the quarter a buyer says they will sign today if you give them twenty percent off. How do you handle it?',
          competency: 'Negotiation',
          misconceptions: [
            {
              said: 'giving the twenty percent is smart, because a signed deal this quarter beats any margin concern',
              truth:
                'Unearned discounts cut margin and set a precedent for renewals; trade any concession for term, volume, prepayment or a case study.',
            },
            {
              said: 'the extra discount goes in a confidential side letter so other customers stay unaware',
              truth:
                'Side letters bypass approvals and create legal and revenue-recognition risk; put every agreed term in the approved contract.',
            },
          ],
          key_points: [
            'does not concede without getting something back',
            'tests whether the deal is really ready to sign',
            'trades discount for term, volume, prepayment or case study',
            'protects margin and sets precedent carefully',
            'willing to let it slip rather than cave',
          ],
          concepts: [
            {
              name: 'give-get',
              synonyms: ['give and get', 'trade', 'something in return', 'quid pro quo', 'if you then we'],
            },
            {
              name: 'concession trades',
              synonyms: [
                'multi-year',
                'longer term',
                'prepayment',
                'upfront payment',
                'case study',
                'reference',
              ],
            },
            { name: 'walk-away point', synonyms: ['walk away', 'batna', 'bottom line', 'let it slip'] },
            { name: 'anchor on value', synonyms: ['value', 'roi', 'business case', 'cost of delay'] },
            { name: 'discount approval', synonyms: ['deal desk', 'approval', 'margin', 'discount policy'] },
          ],
          strong_answer:
            'Confirms the paperwork can truly be signed today, then trades any reduction for something of value (longer term, prepayment, volume, case study), anchors on the agreed business case, and is prepared to let the deal slip rather than give an unearned twenty percent.',
          follow_up: 'How does end-of-quarter discounting train buyers, and how do you avoid it?',
        },
        {
          id: 'sales-representative-technical-professional-05',
          text: 'How do you build your forecast? What separates a commit deal from best case, and how do you keep your forecast accurate?',
          competency: 'Forecasting',
          misconceptions: [
            {
              said: 'any deal where the prospect sounded excited on the last call belongs in commit',
              truth:
                'Commit needs buyer-verified evidence, such as economic buyer approval and an agreed paper process with dates, beyond one enthusiastic conversation.',
            },
            {
              said: 'sandbagging by forecasting half of what I expect is good practice, since I always look good',
              truth:
                'Deliberate under-forecasting misleads hiring and planning; forecast your honest call and track your accuracy to improve it.',
            },
            {
              said: 'close dates should default to quarter end so the deals count in this period',
              truth:
                "Set close dates from the buyer's own decision and signing steps; quarter-end defaults make the forecast unreliable.",
            },
          ],
          key_points: [
            'commit requires verified buyer evidence',
            'best case has credible path with known gaps',
            "close dates tied to the buyer's process",
            'tracks own forecast accuracy over time',
          ],
          concepts: [
            { name: 'commit', synonyms: ['committed', 'commit deals', 'will close'] },
            { name: 'best case', synonyms: ['upside', 'stretch', 'probable'] },
            {
              name: 'buyer evidence',
              synonyms: [
                'verbal yes',
                'economic buyer agreed',
                'signed off',
                'mutual action plan',
                'paper process',
              ],
            },
            {
              name: 'close date discipline',
              synonyms: ['close date', 'realistic dates', 'slippage', 'pushed deals'],
            },
            {
              name: 'forecast accuracy',
              synonyms: ['accuracy', 'within ten percent', 'track record', 'historical'],
            },
          ],
          strong_answer:
            "Defines commit as deals with buyer-verified evidence (economic buyer approval, agreed paper process and dates) and best case as credible deals with named gaps, sets close dates from the buyer's process, and measures their own forecast accuracy each quarter.",
          follow_up: 'Tell me about a commit deal that slipped. What signal did you miss?',
        },
        {
          id: 'sales-representative-technical-professional-06',
          text: 'Your champion is a mid-level manager and you have never met the person who controls the budget. How do you reach the economic buyer?',
          competency: 'Multi-threading',
          misconceptions: [
            {
              said: 'going around my champion and emailing the budget holder secretly is the fastest route',
              truth:
                'Bypassing the champion damages trust; coach them to introduce you and give a reason the executive cares about.',
            },
            {
              said: 'my champion can approve the spend, so meeting the economic buyer is optional',
              truth:
                'Mid-level managers usually recommend rather than approve; deals without economic buyer access often stall at signature.',
            },
            {
              said: 'the best way to get the executive meeting is to send them our full product deck',
              truth:
                'Executives respond to their own priorities; propose a short meeting about business outcomes, ideally peer to peer with your own executive.',
            },
          ],
          key_points: [
            'coaches the champion to open the door',
            'gives a reason the executive cares about',
            'uses executive sponsor or peer outreach',
            'multi-threads across other stakeholders',
          ],
          concepts: [
            {
              name: 'economic buyer',
              synonyms: ['budget holder', 'decision maker', 'executive', 'vp', 'cfo'],
            },
            {
              name: 'champion enablement',
              synonyms: [
                'coach the champion',
                'arm the champion',
                'help them sell internally',
                'internal pitch',
              ],
            },
            {
              name: 'executive alignment',
              synonyms: ['executive sponsor', 'exec to exec', 'my vp', 'ceo', 'peer to peer'],
            },
            {
              name: 'multi-threading',
              synonyms: ['multi-thread', 'multiple stakeholders', 'go wide', 'other contacts'],
            },
            { name: 'business value', synonyms: ['business case', 'strategic priority', 'roi', 'metrics'] },
          ],
          strong_answer:
            "Asks the champion how decisions are made, helps them build an internal case, proposes a short meeting framed around the executive's priorities with the seller's own executive, and multi-threads across other stakeholders so the deal does not depend on one person.",
          follow_up: 'What if the champion refuses to introduce you?',
        },
        {
          id: 'sales-representative-technical-professional-07',
          text: 'A deal went quiet for three weeks after a great demo. What do you do to get it moving again, or decide it is dead?',
          competency: 'Deal progression',
          misconceptions: [
            {
              said: 'the same friendly follow-up email every few days will eventually get my contact to answer',
              truth:
                'Repeated follow-ups add little; bring something new, such as a relevant insight or proposal, and reach other stakeholders too.',
            },
            {
              said: 'a great demo means the deal is safe, so the silence is just them being busy',
              truth:
                'Silence after a demo often signals a missing compelling event or stakeholder; diagnose it rather than assuming the deal is fine.',
            },
            {
              said: 'the deal stays in my forecast at the same stage until they formally say it is dead',
              truth:
                'Update the forecast to reflect the stall; if a close-the-file message meets silence, downgrade or close the deal.',
            },
          ],
          key_points: [
            'diagnoses why: priority, stakeholder, missing compelling event',
            'reaches other contacts, not just the same one',
            'brings new value rather than checking in',
            'proposes a mutual action plan',
            'uses a direct close-the-file message',
          ],
          concepts: [
            { name: 'compelling event', synonyms: ['deadline', 'urgency', 'why now', 'trigger'] },
            {
              name: 'mutual action plan',
              synonyms: ['mutual close plan', 'map', 'joint plan', 'success plan', 'timeline'],
            },
            {
              name: 'new value',
              synonyms: ['new insight', 'case study', 'relevant content', 'not just checking in'],
            },
            {
              name: 'multi-threading',
              synonyms: ['other contacts', 'multi-thread', 'go around', 'another stakeholder'],
            },
            {
              name: 'breakup email',
              synonyms: ['break-up email', 'close the file', 'should i close this', 'walk away'],
            },
          ],
          strong_answer:
            'Diagnoses the stall (no compelling event, missing stakeholder, shifted priority), re-engages with new value through more than one contact, proposes a mutual action plan with dates, and if silence continues sends a direct close-the-file message and updates the forecast.',
          follow_up: 'What could you have done during the demo to prevent the stall?',
        },
        {
          id: 'sales-representative-technical-professional-08',
          text: 'How do you tailor a product demo to one prospect instead of showing every feature?',
          competency: 'Demonstration',
          misconceptions: [
            {
              said: 'a complete tour of the whole platform impresses prospects most, so I cover all modules',
              truth:
                'Show only the two or three workflows that solve their stated pains; a full tour buries what matters to them.',
            },
            {
              said: 'skipping the agenda and jumping straight into clicking around saves their time',
              truth:
                'Open by recapping their pains and agreeing the agenda; it confirms priorities and keeps the demo focused on them.',
            },
          ],
          key_points: [
            'demo built on discovery findings',
            'opens with their pains and agreed agenda',
            'shows two or three workflows that solve them',
            'checks reaction and quantifies value',
            'ends with an agreed next step',
          ],
          concepts: [
            {
              name: 'discovery-led demo',
              synonyms: ['based on discovery', 'their use case', 'tailored demo', 'custom demo'],
            },
            {
              name: 'agenda',
              synonyms: ['agree the agenda', 'recap their pain', 'up front contract', 'upfront contract'],
            },
            {
              name: 'tell show tell',
              synonyms: ['tell-show-tell', 'start with the outcome', 'show the aha', 'best thing first'],
            },
            {
              name: 'engagement check',
              synonyms: ['check in', 'ask questions', 'how would this work for you'],
            },
            { name: 'next step', synonyms: ['next steps', 'book the follow-up', 'proposal', 'trial'] },
          ],
          strong_answer:
            'Recaps the pains from discovery and agrees an agenda, shows only the two or three workflows that solve them (outcome first), checks understanding and value as they go, and closes on a concrete next step.',
          follow_up:
            'What do you do when a new stakeholder joins the demo and asks about something unrelated?',
        },
      ],
      Expert: [
        {
          id: 'sales-representative-technical-expert-01',
          text: 'You inherit a territory of two hundred accounts and an annual quota. How do you plan coverage and decide where to spend your time?',
          competency: 'Territory planning',
          misconceptions: [
            {
              said: 'all two hundred accounts get equal time from me so every customer feels valued',
              truth:
                'Tier the accounts and spend most time on the top tier, covering the long tail through marketing plays and partners.',
            },
            {
              said: 'the biggest companies by headcount always deserve the top tier',
              truth:
                'Tier by fit, propensity and potential for your product; a huge company with poor fit or a locked-in rival may yield little.',
            },
            {
              said: 'existing customers are already won, so my time should go almost entirely to new logos',
              truth:
                'Expansion in the install base is often the fastest revenue; analyse whitespace and split targets between expansion and new logos.',
            },
          ],
          key_points: [
            'segments and tiers accounts by fit, propensity and potential',
            'differentiated coverage model per tier',
            'whitespace and install base analysis',
            'quarterly pipeline targets derived from quota',
            'uses partners and marketing for long tail',
          ],
          concepts: [
            {
              name: 'account tiering',
              synonyms: ['tier one', 'a b c accounts', 'prioritisation', 'prioritization', 'segment'],
            },
            {
              name: 'propensity to buy',
              synonyms: ['intent data', 'fit', 'propensity', 'signals', 'ideal customer profile'],
            },
            {
              name: 'whitespace',
              synonyms: ['white space', 'install base', 'expansion potential', 'total addressable'],
            },
            { name: 'coverage model', synonyms: ['coverage', 'time allocation', 'eighty twenty', '80/20'] },
            {
              name: 'partners',
              synonyms: ['channel partners', 'resellers', 'systems integrators', 'alliances'],
            },
            {
              name: 'quota decomposition',
              synonyms: [
                'quarterly targets',
                'pipeline targets',
                'work back from quota',
                'new versus expansion',
              ],
            },
          ],
          strong_answer:
            'Tiers the two hundred accounts by fit, intent and potential, puts most time on a focused top tier with account plans, covers the long tail through marketing plays and partners, and decomposes quota into quarterly pipeline targets split between new logos and expansion.',
          follow_up: 'How often would you re-tier, and what would make an account move up?',
        },
        {
          id: 'sales-representative-technical-expert-02',
          text: 'How do you run a complex enterprise deal with six or more stakeholders, security review, procurement and legal?',
          competency: 'Enterprise deal execution',
          misconceptions: [
            {
              said: 'security review and legal should start only after the buyer verbally chooses us, to save effort',
              truth:
                'Start security, legal and procurement early and in parallel; left until the end, they routinely delay signature by weeks or months.',
            },
            {
              said: 'one strong champion is enough, so I focus all my energy on that person',
              truth:
                'Multi-thread across all the stakeholders; a single champion can leave, lose influence or be overruled.',
            },
            {
              said: 'procurement is just a formality that signs whatever the business has already agreed',
              truth:
                'Procurement often renegotiates price and terms and has its own approvals; engage them early and plan their steps into the close plan.',
            },
          ],
          key_points: [
            'stakeholder map with roles and stance',
            'mutual close plan agreed with the buyer',
            'runs security, legal and procurement in parallel early',
            'champion equipped with business case',
            'executive sponsorship on both sides',
          ],
          concepts: [
            {
              name: 'stakeholder map',
              synonyms: ['org chart', 'power map', 'buying committee', 'stakeholders'],
            },
            {
              name: 'mutual close plan',
              synonyms: ['mutual action plan', 'close plan', 'joint timeline', 'map'],
            },
            { name: 'paper process', synonyms: ['procurement', 'legal', 'redlines', 'msa', 'contracting'] },
            {
              name: 'security review',
              synonyms: ['infosec', 'security questionnaire', 'soc 2', 'compliance'],
            },
            { name: 'business case', synonyms: ['roi', 'value case', 'quantified value', 'cfo'] },
            { name: 'executive sponsor', synonyms: ['exec sponsor', 'executive alignment', 'exec to exec'] },
          ],
          strong_answer:
            "Maps every stakeholder's role and stance, agrees a dated mutual close plan, starts security, legal and procurement tracks in parallel rather than at the end, equips the champion with a quantified business case, and aligns executives on both sides.",
          follow_up: 'Procurement enters late and asks for a competitive bid. How do you respond?',
        },
        {
          id: 'sales-representative-technical-expert-03',
          text: 'How do you displace an entrenched competitor at a strategic account where the buyer is broadly happy?',
          competency: 'Competitive strategy',
          misconceptions: [
            {
              said: "the quickest way in is attacking the incumbent's weaknesses openly in front of the buyer",
              truth:
                'Criticising a vendor the buyer chose insults their judgement; lead with an insight about an unmet or emerging need instead.',
            },
            {
              said: 'my very first proposal should pitch a full rip-and-replace of the incumbent',
              truth:
                'A full replacement maximises perceived risk; land a low-risk wedge use case or pilot and expand from proven value.',
            },
            {
              said: "undercutting the incumbent's price by a big margin will make a happy buyer switch",
              truth:
                'Happy buyers rarely switch on price alone given switching costs; they move for unmet needs, backed by a migration plan that reduces risk.',
            },
          ],
          key_points: [
            'finds unmet or emerging needs the incumbent does not serve',
            "reframes the buyer's view with an insight",
            'times effort around renewal or trigger events',
            'lands a wedge use case and expands',
            'addresses switching cost and risk',
          ],
          concepts: [
            {
              name: 'insight-led reframe',
              synonyms: ['challenger', 'reframe', 'teach', 'point of view', 'commercial insight'],
            },
            {
              name: 'renewal timing',
              synonyms: ['renewal', 'contract end', 'renewal date', 'trigger event'],
            },
            { name: 'land and expand', synonyms: ['wedge', 'beachhead', 'pilot', 'start small'] },
            {
              name: 'switching cost',
              synonyms: ['migration', 'risk of change', 'status quo', 'transition plan'],
            },
            {
              name: 'differentiation',
              synonyms: ['unique value', 'differentiator', 'trap-setting', 'landmines'],
            },
          ],
          strong_answer:
            'Builds a point of view on an unmet or emerging need the incumbent does not solve, lands a low-risk wedge or pilot, plans around the renewal date, and neutralises switching cost with a migration plan and references.',
          follow_up: 'How do you avoid competing purely on price in that situation?',
        },
        {
          id: 'sales-representative-technical-expert-04',
          text: 'Six weeks before quarter end you are at fifty percent of quota with only two times coverage on the rest. What do you do, and what do you tell your manager?',
          competency: 'Quarter recovery and forecast integrity',
          misconceptions: [
            {
              said: 'my forecast stays unchanged because a late big deal will probably rescue the quarter',
              truth:
                'Tell your manager a realistic number now; early escalation gets you help and lets the business plan around the gap.',
            },
            {
              said: 'a steep end-of-quarter discount offered to every prospect is the way to pull deals forward',
              truth:
                'Blanket discounts erode margin and teach buyers to wait; pull forward only deals with genuine readiness and a fair trade.',
            },
            {
              said: 'all prospecting should pause until the quarter closes so every hour goes to current deals',
              truth:
                "Keep building next quarter's pipeline in parallel; stopping now sets up the same shortfall next quarter.",
            },
          ],
          key_points: [
            'scrubs every deal for real close evidence',
            'focuses effort on the few deals that can close',
            'legitimate pull-forwards and expansion in current customers',
            'honest forecast and early escalation',
            'builds next-quarter pipeline in parallel',
          ],
          concepts: [
            {
              name: 'deal scrub',
              synonyms: ['pipeline scrub', 'inspect deals', 'qualify hard', 'deal review'],
            },
            {
              name: 'pull forward',
              synonyms: ['pull in', 'accelerate', 'incentive for early signature', 'bring forward'],
            },
            { name: 'expansion', synonyms: ['upsell', 'cross-sell', 'existing customers', 'add-on'] },
            {
              name: 'honest forecast',
              synonyms: ['call it early', 'transparent', 'escalate', 'no surprises', 'realistic number'],
            },
            {
              name: 'next quarter pipeline',
              synonyms: ['future pipeline', 'keep prospecting', 'next quarter'],
            },
          ],
          strong_answer:
            "Scrubs the remaining pipeline for buyer-verified close plans, concentrates on the handful of closable deals with executive help, looks for legitimate expansion and pull-forwards, tells the manager a realistic number now, and keeps building next quarter's pipeline.",
          follow_up:
            'Where is the line between a legitimate pull-forward incentive and damaging the business?',
        },
        {
          id: 'sales-representative-technical-expert-05',
          text: 'How do you structure a multi-year enterprise negotiation on price and terms so you protect margin and the relationship?',
          competency: 'Strategic negotiation',
          misconceptions: [
            {
              said: 'opening with my walk-away price shows good faith and speeds things up',
              truth:
                'Anchor at a justified opening position; revealing your floor first leaves you nothing to trade for concessions.',
            },
            {
              said: 'splitting the difference on every request is the fairest way to keep the relationship strong',
              truth:
                'Trade each concession for something of value, such as term or prepayment; automatic splitting rewards extreme asks.',
            },
            {
              said: 'locking one flat price for every year of the contract is always the best outcome for us',
              truth:
                'Flat multi-year pricing absorbs inflation and cost rises; agree capped annual uplifts or ramps that protect margin.',
            },
          ],
          key_points: [
            'prepares walk-away, target and opening positions',
            'planned concession strategy with trades',
            'uses non-price levers such as term, ramp, payment terms',
            'price protection and uplift caps for multi-year',
            'keeps value and relationship central',
          ],
          concepts: [
            {
              name: 'BATNA',
              synonyms: ['batna', 'best alternative', 'walk away point', 'walk-away', 'reservation price'],
            },
            { name: 'concession plan', synonyms: ['concessions', 'trade', 'give-get', 'give and get'] },
            { name: 'anchoring', synonyms: ['anchor', 'opening position', 'first offer'] },
            {
              name: 'non-price levers',
              synonyms: [
                'payment terms',
                'ramp',
                'ramped pricing',
                'term length',
                'services',
                'success criteria',
              ],
            },
            { name: 'price protection', synonyms: ['uplift cap', 'price lock', 'renewal cap', 'escalator'] },
          ],
          strong_answer:
            'Prepares BATNA, target and anchor, plans concessions that are traded not given, uses non-price levers (ramped pricing, term length, payment terms, renewal caps) and keeps the negotiation tied to the agreed value so both sides can defend it internally.',
          follow_up: 'How do you negotiate when procurement is paid on the discount they get from you?',
        },
        {
          id: 'sales-representative-technical-expert-06',
          text: 'How do you use win-loss analysis and CRM data to find where your pipeline leaks and improve conversion?',
          competency: 'Sales analytics',
          misconceptions: [
            {
              said: "our reps' CRM notes on lost deals give an accurate picture of why we lose",
              truth:
                'Reps often blame price; interview buyers directly, ideally through a neutral party, to learn the real reasons.',
            },
            {
              said: 'overall win rate is the single metric I need to find where pipeline leaks',
              truth:
                'Track conversion and time at each stage by segment; one overall rate hides which stage is losing deals.',
            },
            {
              said: 'more activity fixes every conversion problem, so the answer is always more calls',
              truth:
                'Find which velocity lever is weak, such as win rate or cycle length; extra calls do little for a late-stage leak.',
            },
          ],
          key_points: [
            'stage-to-stage conversion and time in stage',
            'win-loss reasons from buyer interviews, not rep opinion',
            'sales velocity components',
            'a specific change made from the data and its result',
          ],
          concepts: [
            {
              name: 'stage conversion',
              synonyms: ['conversion rate', 'funnel', 'stage to stage', 'drop-off'],
            },
            {
              name: 'win-loss analysis',
              synonyms: ['win loss', 'loss reasons', 'buyer interviews', 'post-mortem'],
            },
            {
              name: 'sales velocity',
              synonyms: ['velocity', 'number of opportunities', 'win rate times deal size'],
            },
            { name: 'time in stage', synonyms: ['cycle time', 'days in stage', 'aging', 'stuck deals'] },
            { name: 'segment analysis', synonyms: ['by segment', 'by source', 'by industry', 'cohort'] },
          ],
          strong_answer:
            'Tracks stage conversion and time in stage by segment and source, gathers loss reasons from buyers rather than rep opinion, uses the velocity formula to choose the lever, and cites a concrete change that improved a ratio.',
          follow_up: 'Which single lever in the velocity formula is usually easiest to move, and why?',
        },
        {
          id: 'sales-representative-technical-expert-07',
          text: 'How would you build an account plan to grow an existing strategic customer by fifty percent in a year?',
          competency: 'Strategic account growth',
          misconceptions: [
            {
              said: 'the account plan is mainly about selling more licences to my current contact',
              truth:
                'Growth needs new divisions and use cases; map whitespace across business units and build relationships beyond your current contact.',
            },
            {
              said: 'the plan should be built around our product roadmap and my quota rather than their business',
              truth:
                "Anchor the plan in the customer's strategic goals; they buy what advances their priorities, whatever your targets are.",
            },
            {
              said: "business reviews waste executives' time once the contract is already signed",
              truth:
                'Regular executive business reviews prove delivered value and uncover new needs, which is where expansion comes from.',
            },
          ],
          key_points: [
            "understands the customer's strategy and goals",
            'whitespace map of divisions and use cases',
            'proof of value delivered so far',
            'executive relationships and business reviews',
            'dated plays with owners and targets',
          ],
          concepts: [
            { name: 'account plan', synonyms: ['strategic account plan', 'growth plan', 'plan'] },
            {
              name: 'whitespace',
              synonyms: ['white space', 'new divisions', 'new business units', 'cross-sell', 'upsell'],
            },
            {
              name: 'customer strategy',
              synonyms: ['their goals', 'annual report', 'initiatives', 'priorities'],
            },
            {
              name: 'executive business review',
              synonyms: ['qbr', 'ebr', 'business review', 'exec sponsor'],
            },
            {
              name: 'proven value',
              synonyms: ['roi delivered', 'success story', 'adoption', 'internal reference'],
            },
          ],
          strong_answer:
            "Starts from the customer's strategic goals, maps whitespace across business units and use cases, uses proven value and internal references to open new divisions, runs executive business reviews, and commits to dated plays with revenue targets.",
          follow_up:
            'How do you work with customer success on an account like this without stepping on each other?',
        },
        {
          id: 'sales-representative-technical-expert-08',
          text: 'How do you decide when to walk away from a deal that is in your forecast, and how do you exit it well?',
          competency: 'Disqualification judgement',
          misconceptions: [
            {
              said: 'the cleanest exit is to simply stop replying to the buyer and avoid an awkward conversation',
              truth:
                'Tell the buyer candidly why you are stepping back and leave the door open; going silent burns the relationship for later.',
            },
            {
              said: 'leaving the deal quietly in my forecast is fine because my numbers still look healthy',
              truth:
                'Mark it closed lost with the reason and tell your manager; hidden dead deals make the forecast dishonest.',
            },
          ],
          key_points: [
            'clear disqualification criteria such as no pain, no access, no fit',
            'cost of time versus probability',
            'tells the buyer directly and leaves the door open',
            'updates forecast and shares reasoning with manager',
          ],
          concepts: [
            {
              name: 'disqualification criteria',
              synonyms: [
                'qualify out',
                'disqualify',
                'not a fit',
                'no compelling event',
                'no access to power',
              ],
            },
            {
              name: 'opportunity cost',
              synonyms: ['cost of my time', 'time better spent', 'focus', 'resources'],
            },
            {
              name: 'professional exit',
              synonyms: ['leave the door open', 'respectful', 'close the file', 'nurture'],
            },
            {
              name: 'forecast update',
              synonyms: ['remove from forecast', 'update the crm', 'closed lost', 'tell my manager'],
            },
          ],
          strong_answer:
            'Applies explicit criteria (no quantified pain, no access to the economic buyer, poor fit, or margin below floor), weighs opportunity cost, tells the buyer candidly while leaving the door open, and marks it lost with the reason so the forecast stays honest.',
          follow_up: 'Tell me about a deal you walked away from that came back later.',
        },
      ],
    },
    Behavioral: {
      'Entry-Level': [
        {
          id: 'sales-representative-behavioral-entry-01',
          text: 'Tell me about a time you persuaded someone who was not interested at first. What did you do and what happened?',
          competency: 'Persuasion',
          key_points: [
            'situation with a clearly uninterested person',
            'action: asked about their view before arguing',
            'tailored the case to what mattered to them',
            'result stated concretely',
            'reflection on what worked',
          ],
          concepts: [
            { name: 'situation', synonyms: ['at the time', 'the context', 'when i was', 'there was'] },
            {
              name: 'understanding their view',
              synonyms: ['asked why', 'listened', 'understood their concerns', 'their perspective'],
            },
            {
              name: 'tailored argument',
              synonyms: ['tailored', 'framed it', 'what mattered to them', 'their benefit'],
            },
            { name: 'evidence', synonyms: ['example', 'data', 'proof', 'showed them'] },
            { name: 'result', synonyms: ['agreed', 'said yes', 'in the end', 'outcome', 'as a result'] },
          ],
          strong_answer:
            "Describes a specific situation, shows they first asked questions to learn the person's objection, reframed the idea around that person's interests with evidence, and gives a clear result and lesson.",
          follow_up: 'What would you have done if they still said no?',
        },
        {
          id: 'sales-representative-behavioral-entry-02',
          text: 'Describe a time you set yourself an ambitious goal and had to work hard to reach it. How did you track your progress?',
          competency: 'Goal drive',
          key_points: [
            'a specific, measurable goal',
            'action: broke it into steps or daily habits',
            'tracked progress and adjusted',
            'result with numbers',
          ],
          concepts: [
            { name: 'measurable goal', synonyms: ['target', 'goal', 'number', 'deadline'] },
            { name: 'plan', synonyms: ['broke it down', 'steps', 'daily routine', 'schedule', 'milestones'] },
            {
              name: 'tracking',
              synonyms: ['tracked', 'spreadsheet', 'measured', 'checked weekly', 'progress'],
            },
            {
              name: 'adjustment',
              synonyms: ['changed approach', 'adjusted', 'course corrected', 'tried something else'],
            },
            { name: 'result', synonyms: ['achieved', 'hit', 'exceeded', 'fell short', 'outcome'] },
          ],
          strong_answer:
            'Names a measurable goal and the situation, explains how they broke it into daily or weekly actions, tracked progress and changed approach when behind, and states the numeric result.',
          follow_up: 'How did you stay motivated in the middle, when progress was slow?',
        },
        {
          id: 'sales-representative-behavioral-entry-03',
          text: 'Tell me about a time you had to reach out to people you did not know to get something done, such as fundraising, recruiting or selling.',
          competency: 'Outreach initiative',
          key_points: [
            'situation and goal of the outreach',
            'action: how they found and approached people',
            'adapted the message after early responses',
            'result with numbers, such as people reached and converted',
          ],
          concepts: [
            {
              name: 'target list',
              synonyms: ['list of people', 'who to contact', 'researched', 'found contacts'],
            },
            {
              name: 'approach',
              synonyms: ['cold email', 'cold call', 'knocked on doors', 'walked up', 'messaged'],
            },
            {
              name: 'tailored message',
              synonyms: ['pitch', 'why it mattered to them', 'personalised', 'personalized'],
            },
            {
              name: 'iteration',
              synonyms: ['changed my pitch', 'adjusted', 'what worked', 'tried a different'],
            },
            { name: 'result', synonyms: ['raised', 'signed up', 'recruited', 'out of', 'outcome'] },
          ],
          strong_answer:
            'Describes the goal, how they built a list and approached strangers, how they changed their message based on early responses, and quantifies the result, for example forty contacted and twelve signed up.',
          follow_up: 'What did you say in the first ten seconds, and why?',
        },
        {
          id: 'sales-representative-behavioral-entry-04',
          text: 'Describe a situation where you had to learn something quickly so you could help a customer or a teammate.',
          competency: 'Learning agility',
          key_points: [
            'situation and why speed mattered',
            'action: how they learned, sources and people used',
            'applied the knowledge to help',
            'result for the customer or team',
          ],
          concepts: [
            { name: 'urgency', synonyms: ['deadline', 'quickly', 'short time', 'that day'] },
            {
              name: 'learning method',
              synonyms: ['asked an expert', 'read the documentation', 'watched', 'practised', 'took notes'],
            },
            { name: 'applied knowledge', synonyms: ['used it', 'explained it', 'helped them', 'solved'] },
            { name: 'result', synonyms: ['customer was happy', 'problem solved', 'outcome', 'thanked'] },
          ],
          strong_answer:
            'Gives a specific situation with a time constraint, describes a deliberate learning method (asking the right expert, focused reading, practising), how they used it to help, and the concrete outcome.',
          follow_up: 'How do you know when you understand something well enough to explain it to a customer?',
        },
        {
          id: 'sales-representative-behavioral-entry-05',
          text: 'Tell me about a time you dealt with an unhappy customer or member of the public. What did you do?',
          competency: 'Customer handling',
          key_points: [
            'situation and cause of the unhappiness',
            'action: listened and stayed calm',
            'took ownership of a solution',
            'result and whether the relationship was kept',
          ],
          concepts: [
            { name: 'listening', synonyms: ['listened', 'let them explain', 'heard them out'] },
            {
              name: 'empathy',
              synonyms: ['empathised', 'empathized', 'apologised', 'apologized', 'understood'],
            },
            {
              name: 'ownership',
              synonyms: ['took ownership', 'took responsibility', 'made sure', 'followed up'],
            },
            { name: 'solution', synonyms: ['fixed', 'resolved', 'offered', 'solution'] },
            { name: 'result', synonyms: ['came back', 'calmed down', 'thanked me', 'outcome'] },
          ],
          strong_answer:
            'Describes a specific incident, shows calm listening and empathy, explains the concrete solution they owned and followed up on, and reports the outcome such as the customer returning.',
          follow_up: 'What would you do if the customer was angry about something you could not fix?',
        },
        {
          id: 'sales-representative-behavioral-entry-06',
          text: 'Tell me about a time you had several tasks with competing deadlines. How did you decide what to do first?',
          competency: 'Prioritisation',
          key_points: [
            'situation with concrete competing tasks',
            'action: prioritised by impact and urgency',
            'communicated with people affected',
            'result: what was delivered and when',
          ],
          concepts: [
            {
              name: 'prioritisation',
              synonyms: [
                'prioritization',
                'prioritised',
                'prioritized',
                'most important first',
                'urgent and important',
              ],
            },
            { name: 'planning tools', synonyms: ['to-do list', 'calendar', 'schedule', 'planner'] },
            {
              name: 'communication',
              synonyms: ['told my manager', 'let them know', 'asked for more time', 'renegotiated'],
            },
            { name: 'result', synonyms: ['delivered', 'met the deadline', 'on time', 'outcome'] },
          ],
          strong_answer:
            'Lists the real competing tasks, explains a clear prioritisation logic (impact, deadline, who is waiting), shows they communicated trade-offs early, and states what was delivered.',
          follow_up:
            'In a sales job, how would you prioritise between a new lead and an existing customer request?',
        },
        {
          id: 'sales-representative-behavioral-entry-07',
          text: 'Describe a time someone gave you critical feedback. How did you react, and what did you change afterwards?',
          competency: 'Coachability',
          key_points: [
            'situation and the actual feedback',
            'reaction: listened without being defensive',
            'action: concrete change made',
            'result showing improvement',
          ],
          concepts: [
            { name: 'feedback', synonyms: ['criticism', 'critical feedback', 'told me', 'pointed out'] },
            {
              name: 'non-defensive',
              synonyms: ['listened', 'asked questions', 'thanked them', 'not defensive'],
            },
            { name: 'behaviour change', synonyms: ['changed', 'started', 'practised', 'worked on'] },
            { name: 'improvement', synonyms: ['improved', 'better', 'result', 'next time'] },
          ],
          strong_answer:
            'States the specific feedback, admits their first reaction honestly, shows they asked questions to understand it, describes the concrete change they made and evidence of improvement.',
          follow_up: 'How would you ask a sales manager for feedback on your calls?',
        },
        {
          id: 'sales-representative-behavioral-entry-08',
          text: 'Tell me about a time you worked in a team towards a shared target. What was your part, and how did it turn out?',
          competency: 'Teamwork',
          key_points: [
            'situation and the shared target',
            'their specific role and actions',
            'how they supported teammates',
            'the team result',
          ],
          concepts: [
            { name: 'shared target', synonyms: ['team goal', 'team target', 'common goal', 'together'] },
            { name: 'own contribution', synonyms: ['my role', 'i was responsible', 'i did', 'my part'] },
            { name: 'supporting others', synonyms: ['helped', 'covered for', 'shared', 'supported'] },
            { name: 'team result', synonyms: ['we hit', 'we achieved', 'we won', 'outcome'] },
          ],
          strong_answer:
            'Describes the team and its target, clearly separates their own actions (using "I") from the team\'s, shows how they helped others, and gives the team\'s measurable result.',
          follow_up: 'How do you handle a teammate who is not pulling their weight?',
        },
      ],
      Professional: [
        {
          id: 'sales-representative-behavioral-professional-01',
          text: 'Tell me about a significant deal you lost. What happened, what was your part in it, and what do you do differently now?',
          competency: 'Learning from loss',
          key_points: [
            'situation: deal, size and competitor',
            'honest ownership of their own mistakes',
            'real loss reason, ideally from the buyer',
            'specific change in their process since',
          ],
          concepts: [
            {
              name: 'loss reason',
              synonyms: ['why we lost', 'lost to', 'no decision', 'went with a competitor'],
            },
            { name: 'ownership', synonyms: ['my mistake', 'i should have', 'i missed', 'my fault'] },
            { name: 'buyer feedback', synonyms: ['asked the buyer', 'loss review', 'debrief', 'win loss'] },
            {
              name: 'process change',
              synonyms: ['now i always', 'changed my process', 'since then', 'qualify earlier'],
            },
            { name: 'result', synonyms: ['outcome', 'lost', 'closed lost'] },
          ],
          strong_answer:
            "Gives a real deal with size and context, owns specific mistakes (single-threaded, no economic buyer, weak discovery), cites the buyer's stated reason, and names the concrete practice they adopted and how it has helped since.",
          follow_up: 'Did you ever get back into that account?',
        },
        {
          id: 'sales-representative-behavioral-professional-02',
          text: 'Describe a deal that looked lost or badly stalled that you managed to turn around and close.',
          competency: 'Tenacity and deal strategy',
          key_points: [
            'situation: why the deal stalled',
            'diagnosis of the real blocker',
            'creative but honest actions taken',
            'result: closed value and timeline',
          ],
          concepts: [
            { name: 'diagnosis', synonyms: ['root cause', 'figured out', 'real reason', 'blocker'] },
            {
              name: 'new stakeholder',
              synonyms: ['went higher', 'new contact', 'executive', 'multi-threaded'],
            },
            { name: 'reframed value', synonyms: ['new business case', 'reframed', 'different angle', 'roi'] },
            { name: 'urgency', synonyms: ['compelling event', 'deadline', 'why now'] },
            { name: 'result', synonyms: ['closed', 'signed', 'won', 'worth'] },
          ],
          strong_answer:
            'Explains why the deal stalled, how they found the real blocker, the specific actions (reaching a new stakeholder, rebuilding the business case, creating a compelling event) and the closed result with numbers.',
          follow_up: 'Looking back, were there early signs that the deal would stall?',
        },
        {
          id: 'sales-representative-behavioral-professional-03',
          text: 'Tell me about a tough negotiation with a buyer or procurement team. What did you give, what did you get, and how did it end?',
          competency: 'Negotiation',
          key_points: [
            'situation and what was at stake',
            'preparation: limits and priorities',
            'trades made rather than giveaways',
            'result: price, terms and relationship',
          ],
          concepts: [
            {
              name: 'preparation',
              synonyms: ['prepared', 'walk away point', 'batna', 'planned concessions'],
            },
            { name: 'trade', synonyms: ['in exchange', 'give and get', 'in return', 'traded'] },
            {
              name: 'holding position',
              synonyms: ['held firm', 'said no', 'did not discount', 'protected margin'],
            },
            { name: 'relationship', synonyms: ['kept the relationship', 'trust', 'win-win', 'long term'] },
            { name: 'result', synonyms: ['signed at', 'discount of', 'final price', 'outcome'] },
          ],
          strong_answer:
            'Describes the stakes, how they prepared limits and tradeable items, gives exact concessions and what they got in return, and reports the final terms and the state of the relationship.',
          follow_up: 'What would you do differently in that negotiation now?',
        },
        {
          id: 'sales-representative-behavioral-professional-04',
          text: 'Tell me about a quarter or year when you missed your number. What did you do about it?',
          competency: 'Accountability',
          key_points: [
            'states the miss with numbers',
            'owns causes within their control',
            'actions taken during and after',
            'result in the following period',
          ],
          concepts: [
            {
              name: 'the miss',
              synonyms: ['missed quota', 'percent of quota', 'fell short', 'under target'],
            },
            { name: 'ownership', synonyms: ['i own', 'my responsibility', 'i should have', 'no excuses'] },
            { name: 'root cause', synonyms: ['pipeline gap', 'not enough pipeline', 'deals slipped', 'why'] },
            { name: 'recovery actions', synonyms: ['increased prospecting', 'changed', 'plan', 'coaching'] },
            { name: 'result', synonyms: ['next quarter', 'recovered', 'hit', 'exceeded'] },
          ],
          strong_answer:
            'Gives the real attainment figure, owns the controllable cause (for example thin pipeline built too late), describes concrete corrective actions, and shows the measurable recovery afterwards.',
          follow_up: 'How early did you know you were going to miss, and who did you tell?',
        },
        {
          id: 'sales-representative-behavioral-professional-05',
          text: 'Describe a time you needed another team, like product, legal or finance, to close a deal. How did you get their help?',
          competency: 'Internal collaboration',
          key_points: [
            'situation and what was needed',
            'made the business case internally',
            'respected their constraints and process',
            'result for the deal and relationship',
          ],
          concepts: [
            {
              name: 'internal stakeholders',
              synonyms: ['legal', 'product', 'finance', 'deal desk', 'solutions engineer', 'security team'],
            },
            {
              name: 'internal business case',
              synonyms: ['explained the value', 'deal size', 'strategic', 'why it mattered'],
            },
            {
              name: 'respecting process',
              synonyms: ['their process', 'gave them time', 'early', 'constraints'],
            },
            { name: 'result', synonyms: ['closed', 'signed', 'approved', 'outcome'] },
          ],
          strong_answer:
            'Explains what was needed and why, how they brought the team in early with a clear case and respected their constraints, and the outcome for both the deal and the working relationship.',
          follow_up: 'What do you do when the internal answer is no?',
        },
        {
          id: 'sales-representative-behavioral-professional-06',
          text: 'Tell me about a time you had several hot deals and an urgent customer problem in the same week. How did you choose where to spend your time?',
          competency: 'Prioritisation under pressure',
          key_points: [
            'situation with concrete competing demands',
            'prioritised by value, probability and urgency',
            'delegated or involved others',
            'result for deals and the customer',
          ],
          concepts: [
            { name: 'prioritisation', synonyms: ['prioritization', 'prioritised', 'prioritized', 'triage'] },
            {
              name: 'deal value and probability',
              synonyms: ['deal size', 'likely to close', 'stage', 'expected value'],
            },
            {
              name: 'delegation',
              synonyms: ['handed off', 'customer success', 'support', 'asked a colleague'],
            },
            { name: 'communication', synonyms: ['told the customer', 'set expectations', 'updated'] },
            { name: 'result', synonyms: ['closed', 'kept the customer', 'outcome'] },
          ],
          strong_answer:
            'Describes the specific deals and issue, explains a clear prioritisation (value, close probability, customer risk), shows use of colleagues such as customer success, and reports what closed and how the customer fared.',
          follow_up: 'Would you make the same call again?',
        },
        {
          id: 'sales-representative-behavioral-professional-07',
          text: 'Describe how you built a relationship with a senior decision-maker who was hard to reach.',
          competency: 'Executive access',
          key_points: [
            'situation: who and why they mattered',
            'research and relevant insight',
            'used referrals or champions',
            'result: meeting and effect on the deal',
          ],
          concepts: [
            { name: 'research', synonyms: ['researched', 'annual report', 'priorities', 'linkedin'] },
            {
              name: 'referral',
              synonyms: ['introduction', 'warm intro', 'referred', 'champion introduced me'],
            },
            { name: 'insight', synonyms: ['point of view', 'relevant idea', 'benchmark', 'value'] },
            { name: 'persistence', synonyms: ['several attempts', 'multiple channels', 'kept trying'] },
            { name: 'result', synonyms: ['got the meeting', 'met', 'sponsor', 'outcome'] },
          ],
          strong_answer:
            "Names the executive's role, shows research into their priorities, uses a warm route (champion or referral) with a relevant insight rather than a generic pitch, and explains how the meeting changed the deal.",
          follow_up: 'How did you keep that relationship going after the deal?',
        },
        {
          id: 'sales-representative-behavioral-professional-08',
          text: 'Tell me about a time the numbers showed your sales approach was not working. What did you change, and what was the result?',
          competency: 'Data-driven adaptation',
          key_points: [
            'situation and the metric that flagged it',
            'analysis of the cause',
            'specific change tested',
            'result with before and after numbers',
          ],
          concepts: [
            { name: 'metric', synonyms: ['conversion rate', 'reply rate', 'win rate', 'meetings booked'] },
            {
              name: 'analysis',
              synonyms: ['analysed', 'analyzed', 'looked at the data', 'crm report', 'call recordings'],
            },
            { name: 'experiment', synonyms: ['tested', 'a/b test', 'tried', 'new approach', 'pilot'] },
            { name: 'before and after', synonyms: ['went from', 'improved to', 'doubled', 'increased'] },
          ],
          strong_answer:
            'Names the metric that dropped, explains how they found the cause in data or recordings, describes a specific change tested, and gives before-and-after numbers.',
          follow_up: 'How do you tell a real trend from a bad week?',
        },
      ],
      Expert: [
        {
          id: 'sales-representative-behavioral-expert-01',
          text: 'Tell me about the largest or most complex deal you have led from first contact to signature. What was your strategy?',
          competency: 'Complex deal leadership',
          key_points: [
            'situation: value, stakeholders and competition',
            'deliberate strategy, not just activity',
            'orchestrated internal team and executives',
            'result: value, terms and what followed',
          ],
          concepts: [
            { name: 'deal scale', synonyms: ['million', 'multi-year', 'enterprise', 'largest deal'] },
            { name: 'strategy', synonyms: ['win strategy', 'deal strategy', 'plan', 'approach'] },
            {
              name: 'stakeholder management',
              synonyms: ['stakeholders', 'buying committee', 'power map', 'champion'],
            },
            {
              name: 'deal team',
              synonyms: ['solutions engineer', 'executive sponsor', 'legal', 'deal team'],
            },
            { name: 'result', synonyms: ['signed', 'closed', 'total contract value', 'expanded'] },
          ],
          strong_answer:
            'Quantifies the deal, explains a clear win strategy (stakeholder map, differentiation, business case), shows how they orchestrated presales, executives and legal, and reports value, terms and subsequent expansion.',
          follow_up: 'Which decision in that deal was the riskiest?',
        },
        {
          id: 'sales-representative-behavioral-expert-02',
          text: 'Describe a time you coached a struggling colleague to start hitting their number. What exactly did you do?',
          competency: 'Coaching',
          key_points: [
            'situation and diagnosis of the gap',
            'specific coaching actions such as call reviews',
            'respected their style while changing behaviour',
            'result in their attainment',
          ],
          concepts: [
            { name: 'diagnosis', synonyms: ['diagnosed', 'root cause', 'gap', 'funnel metrics'] },
            {
              name: 'call review',
              synonyms: ['listened to calls', 'call recordings', 'gong', 'ride along', 'joint calls'],
            },
            { name: 'role play', synonyms: ['role-play', 'practised', 'practiced', 'rehearsed'] },
            { name: 'accountability', synonyms: ['weekly check-in', 'goals', 'follow-up', 'one to one'] },
            { name: 'result', synonyms: ['hit quota', 'improved', 'attainment', 'promoted'] },
          ],
          strong_answer:
            "Diagnoses the colleague's gap from their funnel data, runs concrete coaching (call reviews, role plays, joint calls) with agreed weekly goals, and reports their attainment before and after.",
          follow_up: 'What do you do if coaching is not working after a couple of months?',
        },
        {
          id: 'sales-representative-behavioral-expert-03',
          text: 'Tell me about a time you opened a new market, vertical or territory from scratch. How did you build it?',
          competency: 'Market development',
          key_points: [
            'situation: why the market, starting point',
            'research and ideal customer definition',
            'first lighthouse customers and references',
            'repeatable playbook and results',
          ],
          concepts: [
            {
              name: 'market research',
              synonyms: ['researched the market', 'interviews', 'market sizing', 'tam'],
            },
            { name: 'ideal customer profile', synonyms: ['icp', 'target accounts', 'ideal customer'] },
            {
              name: 'lighthouse customer',
              synonyms: ['first customer', 'reference customer', 'logo', 'case study', 'beachhead'],
            },
            { name: 'playbook', synonyms: ['repeatable', 'messaging', 'talk track', 'process'] },
            { name: 'result', synonyms: ['revenue', 'pipeline', 'customers', 'grew to'] },
          ],
          strong_answer:
            'Explains why the market was chosen, how they defined the ideal customer and message, how they won and used lighthouse references, and the pipeline and revenue built, with the playbook others could reuse.',
          follow_up: 'What did you get wrong early on in that market?',
        },
        {
          id: 'sales-representative-behavioral-expert-04',
          text: 'Describe a time a big deal you had forecast fell through late. How did you handle it with leadership and the customer?',
          competency: 'Forecast integrity',
          key_points: [
            'situation: size and forecast category',
            'told leadership quickly and plainly',
            'honest post-mortem of missed signals',
            'result: recovery and change to forecasting',
          ],
          concepts: [
            {
              name: 'early escalation',
              synonyms: ['told my manager', 'escalated', 'no surprises', 'immediately'],
            },
            { name: 'post-mortem', synonyms: ['root cause', 'what i missed', 'lessons', 'review'] },
            {
              name: 'customer conversation',
              synonyms: ['spoke to the customer', 'understood why', 'kept the door open'],
            },
            {
              name: 'process change',
              synonyms: ['changed how i forecast', 'evidence', 'commit criteria', 'since then'],
            },
          ],
          strong_answer:
            'States the deal and its forecast category, describes informing leadership immediately with facts, an honest analysis of missed signals, how they handled the customer, and what they changed in their forecasting afterwards.',
          follow_up: 'How do you balance optimism with accuracy when you call your number?',
        },
        {
          id: 'sales-representative-behavioral-expert-05',
          text: 'Tell me about a time customer conversations led you to change product, pricing or packaging decisions at your company.',
          competency: 'Strategic influence',
          key_points: [
            'situation: pattern seen across customers',
            'gathered evidence across deals',
            'built a case for product or pricing leaders',
            'result: decision made and revenue effect',
          ],
          concepts: [
            {
              name: 'pattern across deals',
              synonyms: ['several customers', 'pattern', 'recurring', 'lost deals'],
            },
            { name: 'evidence', synonyms: ['data', 'deal value', 'quotes', 'win loss'] },
            { name: 'business case', synonyms: ['proposal', 'case', 'revenue impact'] },
            {
              name: 'pricing and packaging',
              synonyms: ['pricing', 'packaging', 'bundle', 'tier', 'roadmap', 'feature'],
            },
            { name: 'result', synonyms: ['changed', 'launched', 'adopted', 'won deals'] },
          ],
          strong_answer:
            'Describes a pattern seen across multiple deals, quantifies it (deals lost, revenue at stake), presents a case to product or pricing leaders, and reports the change and its effect on revenue or win rate.',
          follow_up: 'How do you avoid being the rep who asks for a feature for every deal?',
        },
        {
          id: 'sales-representative-behavioral-expert-06',
          text: 'Describe a time you rescued a key account that was about to leave for a competitor.',
          competency: 'Account retention',
          key_points: [
            'situation: account value and warning signs',
            'root cause of dissatisfaction',
            'executive-level recovery plan',
            'result: renewal or expansion and what changed',
          ],
          concepts: [
            { name: 'churn risk', synonyms: ['at risk', 'about to leave', 'churn', 'non-renewal'] },
            { name: 'root cause', synonyms: ['why they were unhappy', 'real issue', 'listened'] },
            {
              name: 'recovery plan',
              synonyms: ['action plan', 'success plan', 'commitments', 'remediation'],
            },
            {
              name: 'executive involvement',
              synonyms: ['executive sponsor', 'our ceo', 'exec meeting', 'escalated'],
            },
            { name: 'result', synonyms: ['renewed', 'stayed', 'expanded', 'saved'] },
          ],
          strong_answer:
            'Quantifies the account, explains how they uncovered the real cause, built and delivered a recovery plan with executive involvement on both sides, and reports the renewal or expansion.',
          follow_up: 'What warning signs would you watch for earlier next time?',
        },
        {
          id: 'sales-representative-behavioral-expert-07',
          text: 'Tell me about a time you disagreed with sales leadership on a deal strategy or territory decision. What did you do?',
          competency: 'Managing up',
          key_points: [
            'situation and the disagreement',
            'made a data-backed case privately',
            'committed once a decision was made',
            'result and effect on the relationship',
          ],
          concepts: [
            { name: 'disagreement', synonyms: ['disagreed', 'pushed back', 'different view'] },
            { name: 'data-backed case', synonyms: ['data', 'evidence', 'numbers', 'analysis'] },
            {
              name: 'respectful challenge',
              synonyms: ['privately', 'one to one', 'respectfully', 'listened to their reasons'],
            },
            {
              name: 'disagree and commit',
              synonyms: ['committed', 'went with the decision', 'supported it'],
            },
            { name: 'result', synonyms: ['outcome', 'changed their mind', 'turned out', 'result'] },
          ],
          strong_answer:
            "Describes a real disagreement, how they presented evidence privately and listened to leadership's reasons, committed fully to the final decision, and what the outcome and lesson were.",
          follow_up: 'When would you escalate above your manager?',
        },
        {
          id: 'sales-representative-behavioral-expert-08',
          text: 'Describe a time quarter-end pressure pushed you toward something that felt wrong for the customer or the company. What did you do?',
          competency: 'Integrity under pressure',
          key_points: [
            'situation and the specific pressure',
            'recognised the ethical or customer risk',
            'acted transparently and escalated if needed',
            'result, including cost to them',
          ],
          concepts: [
            { name: 'pressure', synonyms: ['quarter end', 'end of quarter', 'pressure to close', 'target'] },
            {
              name: 'ethical risk',
              synonyms: ['overpromise', 'side letter', 'not right for the customer', 'mis-selling'],
            },
            { name: 'transparency', synonyms: ['honest', 'told the customer', 'raised it', 'escalated'] },
            { name: 'long-term trust', synonyms: ['trust', 'reputation', 'relationship', 'long term'] },
            { name: 'result', synonyms: ['slipped', 'lost the commission', 'closed later', 'outcome'] },
          ],
          strong_answer:
            'Names a concrete pressure (overselling capability, a side letter, pushing an early signature), explains how they refused or raised it transparently, and accepts the short-term cost, showing the long-term result for trust.',
          follow_up: 'How would you handle a manager asking you to do it anyway?',
        },
      ],
    },
  },
};
