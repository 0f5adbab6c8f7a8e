import type { LabelledQuestion } from './labelled-types.ts';

/** Labelled answers, part B: questions that are not in the bank (the rubric is inferred from the text). */
export const PART_B: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'How would you find and fix a React page that re-renders too often and feels slow?',
      job_title: 'Frontend Developer',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I would record it with the React DevTools Profiler to see which components re-render and why. Usually it is a parent passing new object or function props every render, or a context value that changes too often. I would memoize the expensive child with React.memo, stabilise callbacks with useCallback, split the context, and virtualise long lists with react-window. Then I profile again to confirm the render count dropped.',
      adequate:
        'I would use the React DevTools profiler to find which components re-render. Then I would use memo and useCallback to avoid unnecessary re-renders and check that it is faster afterwards.',
      weak: 'Performance is very important for the user experience. I would look at the code and try to optimise it, maybe clean things up and follow best practices. In general I think a good developer always keeps performance in mind from the start, writes clean code, communicates with the team, and keeps learning about new techniques, because the frontend world changes so fast and there is always something new to learn. So I would make it faster by improving the code.',
      off_topic:
        'For styling React apps I like Tailwind because it keeps styles next to the components, and for forms I use react-hook-form with zod for validation. For state I prefer TanStack Query for server data and a small store for the rest, and I write tests with Testing Library to check what the user sees.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you design a zero-downtime deployment for a stateful service on Kubernetes?',
      job_title: 'DevOps Engineer',
      round_type: 'Technical',
      difficulty_level: 'Expert',
    },
    answers: {
      strong:
        'I would run it as a StatefulSet with a PodDisruptionBudget, readiness probes that only pass once the replica has caught up, and a rolling update one pod at a time with partition so I can canary the first replica. Schema changes follow expand and contract, so the old and new versions both work during the rollout. Connections are drained with a preStop hook and a termination grace period. I watch error rate and replication lag during the rollout and roll back automatically if they cross a threshold.',
      adequate:
        'I would use a rolling update with readiness probes so traffic only goes to pods that are ready, and a PodDisruptionBudget to keep enough replicas up. Database migrations should be backward compatible so old and new versions can run together.',
      weak: 'Zero downtime is really about having a good culture and good processes. You need the team to be aligned, to communicate, to plan carefully and to test everything. Kubernetes is very powerful and can do a lot of things automatically if you configure it well, and with the right monitoring and the right people you can achieve high availability. I think it is mostly about doing things the right way and following the best practices of the industry, and being ready to react if something goes wrong.',
      off_topic:
        'I have a lot of experience with Kubernetes. I set up clusters with Terraform on AWS, used Helm charts for our applications, and configured Prometheus and Grafana for monitoring. We also used Argo CD for GitOps and cert-manager for TLS certificates, and I wrote a lot of the CI pipelines in GitHub Actions.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me about a campaign that underperformed. What did you do?',
      job_title: 'Marketing Executive',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'Last spring I ran a paid social campaign for a webinar and after the first week the cost per registration was forty dollars against a target of fifteen. I was responsible for the budget, so I paused the two worst ad sets and looked at the data: clicks were fine but the landing page converted at two percent. I rewrote the headline around one concrete outcome and cut the form from seven fields to three. Registration conversion went to nine percent and we finished at eighteen dollars per registration. I learned to test the landing page before spending on traffic.',
      adequate:
        'We had an email campaign with a low open rate. I looked at the numbers, changed the subject lines and tested a different send time, and the results got better over the next few sends. I learned to test more before launching.',
      weak: 'Campaigns sometimes do not work, that is normal in marketing. When that happens I stay positive, I am a results-driven person and I think outside the box, so I try new creative ideas and work with the team. Marketing is always changing and you have to adapt, be flexible, and keep learning from every experience, so I always try to take something from each campaign.',
      off_topic:
        'My favourite campaign was a product launch we did on LinkedIn and Instagram. We made short videos, worked with two influencers and created a landing page with a countdown. It got a lot of attention and the sales team was very happy with the leads.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you helped an upset customer whose problem you could not fix right away.',
      job_title: 'Support Engineer',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'During my internship a customer called because their invoices were not exporting the day before their month-end close, and the bug needed an engineering fix. I let them explain, said clearly what I could and could not do, and gave them a workaround: exporting as CSV and importing into their accounting tool, which I walked them through on a screen share. I escalated the bug with logs and steps to reproduce, and sent them an update every morning. The fix shipped in three days and they gave us a five-star rating.',
      adequate:
        'A customer was angry because a feature was broken. I apologised, listened to them, and created a ticket for the developers. I kept them updated until it was fixed a few days later, and they were happy in the end.',
      weak: 'I always stay calm with customers because I am a patient person and I really care about people. Customer satisfaction is my top priority, and I believe that if you are kind and positive, customers can feel it and they will not stay upset for long.',
      off_topic:
        'In my support role I handled about forty tickets a day in Zendesk, mostly password resets, billing questions and bug reports. I wrote macros for the common questions and helped write knowledge base articles so customers could find answers themselves.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you spot an account that is at risk of churning before renewal?',
      job_title: 'Customer Success',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I track a health score built from product usage, weekly active users against seats bought, support tickets, and whether we still have an executive sponsor. Warning signs are usage dropping over several weeks, the champion leaving, unpaid invoices or a sudden rise in tickets. I review accounts ninety days before renewal, and any red account gets a call and a success plan with the customer.',
      adequate:
        'I would look at product usage and login data, the number of support tickets, and how engaged the customer is in meetings. If usage goes down or the main contact leaves, that is a sign of risk.',
      weak: 'Churn is the biggest danger for a SaaS company, so it is really important to build strong relationships. I would make sure customers are always happy and feel valued, and I would be proactive and go the extra mile, because happy customers do not leave. It is all about the relationship and the trust you build with them over time.',
      off_topic:
        'For renewals, I usually start the conversation early, prepare a quote with the account executive, and try to include an upsell of extra seats or a higher tier. I negotiate multi-year terms when I can, and I make sure the contract is signed before the end date.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is a project you built end to end, and what did you learn from it?',
      job_title: 'Full Stack Developer',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'I built a booking app for my climbing gym: a React front end, a Node and Express API and PostgreSQL, deployed on Render. About sixty members use it every week. The hardest part was double bookings, which I fixed with a unique constraint and a transaction. I learned to design the database first and to write tests for the API.',
      adequate:
        'I made a to-do app with React on the front end and an Express API with MongoDB. It let users log in and save tasks. I learned how the front end and back end talk to each other through an API.',
      weak: 'I have built many projects and I love coding, both front end and back end. I learned a lot from all of them, like how to be a better developer, how to work hard, and how to solve problems. Every project teaches you something new.',
      off_topic:
        'I think full stack developers are valuable because they understand the whole system. The front end is what users see, the back end handles the logic and the data, and the database stores everything. Knowing both sides helps the team move faster.',
    },
  },
];
