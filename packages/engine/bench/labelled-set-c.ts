import { questionFromHook } from '../src/plan/personalise.ts';
import type { LabelledQuestion } from './labelled-types.ts';

const kafka = questionFromHook(
  { kind: 'skill', phrase: 'Kafka', source: 'resume' },
  'Technical',
  'Professional',
  1,
);
const abTesting = questionFromHook(
  { kind: 'requirement', phrase: 'A/B testing of landing pages', source: 'custom_jd' },
  'Behavioral',
  'Professional',
  2,
);

/** Labelled answers, part C: titles outside the eight roles, and questions built from a resume and a job description. */
export const PART_C: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'How would you check whether a drop in weekly sales on a dashboard is real or a data problem?',
      job_title: 'Data Analyst',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'First I check the pipeline: did the nightly load run, is the row count for the week in line with previous weeks, and did any source table change schema. Then I compare the dashboard number with the source system for one day. If the data is complete, I break the drop down by region, channel and product to see whether it is concentrated somewhere, and check for calendar effects like a holiday. Only then do I report it as a real drop.',
      adequate:
        'I would compare the numbers with the source data to make sure nothing is missing, check if the data refresh ran, and then look at different segments like regions to see where the drop comes from.',
      weak: 'Data quality is very important and I am very detail-oriented. I would look at the data carefully and talk to the people involved, because communication is key. Usually the numbers are right, but it is always good to double check everything and make sure the dashboard is accurate for the business.',
      off_topic:
        'I build dashboards in Tableau and Power BI. I like to keep them simple with a few key charts, use consistent colours, and put the most important KPI at the top left. I also write the SQL queries behind them and schedule the refresh every morning.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a project that was going to miss its deadline. How did you get it back on track?',
      job_title: 'Project Manager',
      round_type: 'Behavioral',
      difficulty_level: 'Expert',
    },
    answers: {
      strong:
        'In 2023 I ran a CRM migration with a hard go-live tied to a contract renewal. At the midpoint we were three weeks behind because data cleansing was taking twice as long as estimated. I re-planned with the team, moved two low-value integrations to a second phase after agreeing it with the sponsor, and brought in a contractor for the data work. I reported weekly against the new plan. We went live four days late instead of three weeks, and the deferred integrations shipped a month later.',
      adequate:
        'One of my projects was behind schedule. I talked to the team to understand the delays, reprioritised the tasks, and told the stakeholders about the new timeline. We cut some features and delivered close to the original date.',
      weak: 'Deadlines are always a challenge in project management. I believe in strong leadership, good communication and keeping the team motivated. I always make sure everyone is aligned, I am very organised, and I am a hard worker, so my projects usually finish on time because I keep everyone focused on the goal and I never let things slip.',
      off_topic:
        'I usually plan projects with a Gantt chart in MS Project, define the scope with a work breakdown structure, and hold a kickoff meeting with all stakeholders. I also keep a risk register and a RACI chart so everyone knows their responsibilities.',
    },
  },
  {
    split: 'dev',
    question: kafka,
    answers: {
      strong:
        'At my last job I used Kafka to move order events from the checkout service to billing and shipping. I chose to key messages by order id so each order stays in order within a partition, and made the consumers idempotent because delivery is at least once. We had twelve partitions so we could run twelve consumers. The result was that checkout no longer failed when billing was down, and we cut checkout errors by about thirty percent.',
      adequate:
        'I used Kafka in a project to send events between services. One service produced messages to a topic and other services consumed them, which decoupled the services. I had to handle consumer groups and make sure messages were not processed twice.',
      weak: 'Kafka is a great tool and I have worked with it a bit. It is very popular and used by big companies because it is scalable and fast. I think it is a very good technology for modern architectures and I would like to use it more in the future.',
      off_topic:
        'In my last role I mostly worked on the REST API of our checkout service in Java with Spring Boot. I wrote the endpoints, the validation and the integration tests, and I helped move our deployment to Docker containers.',
    },
  },
  {
    split: 'test',
    question: abTesting,
    answers: {
      strong:
        'Last year our pricing page converted at three percent and I was asked to improve sign-ups. I set up an A/B test in Google Optimize with one change, a shorter headline with the price visible above the fold, and calculated that we needed about four thousand visitors per variant to detect a one point lift. After two weeks the variant converted at four point two percent with significance, so we shipped it. I learned to change only one thing per test.',
      adequate:
        'I ran an A/B test on a landing page where we tried two different headlines. We split the traffic and after a couple of weeks the new headline had more sign-ups, so we kept it.',
      weak: 'I love testing things and I am very data-driven. A/B testing is a best practice in marketing and it helps you make better decisions. I always try to use data and be creative at the same time, because marketing is both an art and a science.',
      off_topic:
        'Landing pages need a clear headline, one call to action, social proof like testimonials, and fast loading. I usually design them in Figma, build them in Webflow, and make sure they work well on mobile.',
    },
  },
];
