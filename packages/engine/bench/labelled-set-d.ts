import { questionFromHook } from '../src/plan/personalise.ts';
import type { LabelledQuestion } from './labelled-types.ts';

const excel = {
  ...questionFromHook({ kind: 'skill', phrase: 'Excel', source: 'resume' }, 'Warm-up', 'Entry-Level', 1),
  job_title: 'Office Administrator',
};
const roadmap = {
  ...questionFromHook(
    { kind: 'requirement', phrase: 'prioritising a product roadmap', source: 'custom_jd' },
    'Technical',
    'Expert',
    1,
  ),
  job_title: 'Product Manager',
};

/**
 * Labelled answers, part D: two more bank questions (Support Engineer warm-up, Customer Success behavioural) and
 * six that are not in the bank, mostly outside software (accounting, nursing, teaching, office work, product,
 * warehouse operations). Several strong answers are short and precise; several weak ones are long and generic.
 */
export const PART_D: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'Tell me about a technical problem you solved on your own, at home, at school or at work. How did you figure it out?',
      job_title: 'Support Engineer',
    },
    answers: {
      strong:
        "Our home Wi-Fi kept dropping every evening. I logged the router's channel with a phone analyser app, saw six neighbours on channel 6, and moved us to channel 11 on 5 GHz. The drops stopped, and I learned to measure before changing settings.",
      adequate:
        'At school the printer in the computer lab stopped working for everyone. I checked the cables, restarted it, and looked up the error code online. It turned out the print queue was stuck, so I cleared it and it worked again.',
      weak: 'I am a very technical person and I love solving problems, it is something I have always enjoyed since I was young. Whenever something does not work I stay calm and try different things until it works, because I never give up. I think problem solving is one of the most important skills for a support engineer, together with patience and good communication. I have solved many problems at home and at school for my family and my friends, and they always come to me when they have a technical issue, because they know I will figure it out.',
      off_topic:
        'I am comfortable with Windows and macOS, I use Linux on an old laptop, and I know the basics of networking like DNS and DHCP. At this job I would like to learn your ticketing system first, and then SQL so I can look up customer data myself without asking a developer.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about an at-risk account you saved. What signals did you see, what did you do, and what happened at renewal?',
      job_title: 'Customer Success',
    },
    answers: {
      strong:
        'Last year a 40-seat logistics customer dropped from 32 weekly active users to 11 in six weeks, and their champion had left. I got a meeting with their new operations director, learned the new team had never been onboarded, and ran three short training sessions on the two workflows they actually used. I set a monthly check-in with usage targets. By renewal usage was back to 30 users and they renewed for two years.',
      adequate:
        'One of my accounts stopped logging in much and did not answer emails. I called my contact, found out they had problems with a feature, and set up a training session for their team. After that usage went up and they renewed.',
      weak: 'Saving accounts is all about relationships. I always make sure my customers feel heard and valued, and I am very proactive about checking in. When a customer is unhappy I go the extra mile for them and I make them a priority. I think if you truly care about your customers and you are always there for them, they will stay with you, and that is what I did with this account as well.',
      off_topic:
        "Expansion is where customer success really adds revenue. At my last company I noticed a customer's marketing team was sharing logins, so I brought in our account executive, we ran a demo for the marketing director, and they bought twenty more seats and the analytics add-on.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'At month end the bank balance and the general ledger cash account do not match. How do you find the difference?',
      job_title: 'Accountant',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I start from the bank reconciliation: list outstanding cheques and deposits in transit, then compare the remaining difference against single transactions. If the difference divides by nine it is often a transposition, like 540 entered as 450. I check bank fees and interest not yet booked, duplicated postings, and entries dated in the wrong period. Each item gets a journal entry with support, and the reconciliation is reviewed and signed off before close.',
      adequate:
        'I would do a bank reconciliation, comparing the bank statement line by line with the ledger. Usually the difference is timing, like cheques not cleared yet, or bank charges nobody recorded, and I would post adjusting entries for those.',
      weak: 'Accuracy is very important in accounting, and I am a very detail-oriented person. I would look carefully at all the numbers and make sure everything is correct, because mistakes can be very costly for a business. I would also communicate with my manager and my team, follow the company procedures, and use the accounting software to help me, because these tools are very powerful nowadays and make the job much easier.',
      off_topic:
        'For month-end close I keep a checklist: accruals for unpaid invoices, prepaid expenses amortised, depreciation run in the fixed asset register, and intercompany balances agreed. I aim to close in five working days and send the management accounts pack to the finance director with a variance commentary.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a shift when several patients needed you at the same time. How did you decide who to see first?',
      job_title: 'Registered Nurse',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'On a night shift on a surgical ward I had six patients when a call bell, a pump alarm and a post-op patient with falling blood pressure all came at once. I went to the post-op patient first because a systolic of 88 was the only threat to life, asked the healthcare assistant to answer the call bell, and silenced and fixed the pump on my way. I escalated to the doctor with an SBAR handover; she got fluids and her pressure was back over 100 within the hour.',
      adequate:
        'When it got busy I used the ABC approach, airway, breathing, circulation, to see who was most unwell, and I saw them first. I asked a colleague to help with the less urgent requests and told the other patients I would be with them soon.',
      weak: 'Nursing is a very demanding job and you are always busy, so you need to be organised and stay calm under pressure. I always put my patients first and I try to give everyone the best care possible. Teamwork is very important in a hospital and I am a great team player, so I always help my colleagues and they help me. At the end of the day it is about caring for people.',
      off_topic:
        'I am very careful with medication administration. I always check the five rights, right patient, right drug, right dose, right route and right time, scan the wristband, and double check insulin and opioids with a second nurse. I also document everything straight away in the electronic record.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me about a time a student was falling behind in your class. What did you do?',
      job_title: 'Teacher',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'During my placement a year 8 student scored 35 percent on a fractions test. I sat with him for ten minutes and found he could not find common denominators. I gave him three short practice sheets and checked them each lesson. Four weeks later he scored 68 percent.',
      adequate:
        'In my teaching practice one girl was struggling with reading. I talked to her and to her mentor teacher, gave her easier books to build confidence, and paired her with a classmate. Her reading got better over the term.',
      weak: 'Every student is different and learns at their own pace, so as a teacher you need to be patient and caring. I believe in creating a positive and inclusive classroom where everyone feels safe to make mistakes. I would always try my best to support any student who is falling behind, because I am passionate about education and I think every child deserves to succeed and reach their full potential.',
      off_topic:
        'Classroom management was the biggest thing I worked on in my placement. I set three clear rules on the first day, used a seating plan, and praised good behaviour more than I punished bad behaviour. Transitions between activities were calmer after I started using a countdown timer.',
    },
  },
  {
    split: 'test',
    question: excel,
    answers: {
      strong:
        'I started with Excel in a part-time job at a garden centre, when the owner tracked stock on paper. I built a workbook with a sheet per supplier, used VLOOKUP to pull prices, and conditional formatting to flag items under five units. Reordering took an hour a week instead of three. Since then I have used pivot tables for my college project on survey results.',
      adequate:
        'I learned Excel at college in a business course. I have used it for budgets and for a group project where we put survey answers in a table and made charts. I know formulas like SUM and VLOOKUP and a bit of pivot tables.',
      weak: 'Excel is a very useful tool and I think everyone should know it. I am a fast learner and very good with computers, so I picked it up quickly. I have used it a lot in many situations and I am confident I can use it for anything the job needs, because I always try to do my best and learn new things.',
      off_topic:
        'In my last admin job I handled the front desk, answered phones, booked meeting rooms in Outlook, ordered office supplies and kept the filing system tidy. I also took minutes at the weekly team meeting and sent them out the same day.',
    },
  },
  {
    split: 'dev',
    question: roadmap,
    answers: {
      strong:
        'On our billing product I had forty requests from sales, support and engineering. I scored each with RICE, reach, impact, confidence and effort, using real data: ticket counts from Zendesk and revenue at risk from the CRM. The trade-off was a big enterprise request against fixing invoice errors that hit 1,200 small customers; I chose the fix first because it cut billing tickets by 30 percent, and told sales with the numbers. To scale it, each team owns a scored backlog and we review the top ten together every quarter.',
      adequate:
        'I collect requests from stakeholders and prioritise them by impact and effort, often with a framework like RICE or MoSCoW. I try to balance customer requests with technical debt, and I explain the reasons to stakeholders when something is not chosen.',
      weak: 'Prioritisation is one of the most important parts of product management. I always listen to all stakeholders and try to find a balance that works for everyone, and I focus on what brings the most value to customers and the business. I am very data-driven and customer-centric, and I believe in being transparent and aligned with the company vision and strategy, so that the whole team moves in the same direction.',
      off_topic:
        'I write user stories with clear acceptance criteria, run sprint planning with the engineering team every two weeks, and keep the backlog groomed in Jira. I also do user interviews each month and share the insights with designers so we can run usability tests on the prototypes in Figma.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you reduce the time it takes to pick and pack an order in our warehouse?',
      job_title: 'Operations Manager',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I would first time the process for a week to see where the minutes go; usually it is walking. Then I would re-slot the fastest-moving 20 percent of items closest to the packing stations, switch from single-order to batch picking for small orders, and put standard box sizes and a label printer at each station. At my last site that took average pick-to-pack from 14 minutes to 8.',
      adequate:
        'I would look at the layout and put the most popular products near the packing area so pickers walk less. I would also make sure the packing stations have everything they need and train staff on a standard process.',
      weak: 'Efficiency is key in any warehouse. I would make sure the team is motivated and working together, set clear goals and communicate them well, and always look for ways to improve. I believe in continuous improvement and in leading by example, and I would use my experience and best practices to make the whole operation faster and more efficient for our customers.',
      off_topic:
        'Safety comes first in a warehouse. I run a toolbox talk every morning, make sure forklift drivers are certified, keep aisles clear and marked, and review every near miss with the team. At my last site we went 400 days without a lost-time injury.',
    },
  },
];
