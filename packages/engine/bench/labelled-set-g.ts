import type { LabelledQuestion } from './labelled-types.ts';

/**
 * Labelled answers, part G: eight questions outside the bank, alternating dev and test in file order (written before
 * the scorer was tuned on them). They come from roles the bank does not cover (health, care, finance, hospitality,
 * security, education, recruiting, testing) and mix technical, behavioural and warm-up rounds.
 */
export const PART_G: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'How do you assess a patient with acute low back pain to rule out serious pathology before you start treatment?',
      job_title: 'Physiotherapist',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I start with the history and screen for red flags: saddle numbness, new bladder or bowel changes, progressive leg weakness, unexplained weight loss, a past cancer, fever or significant trauma. Any sign of cauda equina syndrome means a same-day emergency referral. Next comes a neurological exam of myotomes, dermatomes and reflexes, plus a straight leg raise. If nothing serious shows up, I classify it as non-specific back pain, reassure the patient and begin graded activity rather than bed rest.',
      adequate:
        'First I ask questions to make sure it is nothing serious, like numbness around the groin, trouble going to the toilet or weakness in the legs that keeps getting worse. If any of those come up I send them to hospital straight away. Otherwise I check their nerves and strength and then start treatment.',
      weak: 'Back pain is very common, so I always take a holistic approach. I listen to the patient carefully, because every patient is different and communication is key. I would do a full assessment, give them some exercises and maybe a massage, and tell them to rest in bed until the pain goes away.',
      off_topic:
        "To help patients keep up their home exercises, I limit the programme to three or four exercises, film them on the patient's own phone during the session, and link each one to a goal they care about, like lifting a grandchild. They also keep a simple diary of sessions, which I look over at the next appointment.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time a hiring manager turned down every candidate you sent them. What did you do about it?',
      job_title: 'Recruiter',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'In my first recruiting job I sent a sales manager six profiles for an account executive role and he rejected all of them. Rather than sending more, I booked a twenty-minute call and asked what was wrong with each one. It turned out he cared far more about experience selling to schools than about years in sales, which the advert never mentioned. We rewrote the brief together, and two of my next three candidates reached the final interview. One was hired within three weeks.',
      adequate:
        'I had a manager who kept saying no to the people I put forward. I asked him to go through the profiles with me and tell me what was missing. We found the job description did not match what he really wanted, so we changed it, and the next candidates went much better.',
      weak: 'Recruiting is all about relationships, so I would build a good relationship with the hiring manager. I am a people person and very persistent, so I would keep sending candidates until they found the right one. Communication is key, and at the end of the day it is a numbers game.',
      off_topic:
        'For hard to fill roles I do not wait for applications. I build Boolean searches on LinkedIn using job titles and skills, look at people who worked at competitors, and send short personal messages that mention something from their profile. Last month that got me a reply rate of about thirty percent for a payroll specialist role.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you write a good bug report for a defect you found on a login page?',
      job_title: 'QA Tester',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'I would give it a short, specific title, like login fails with a valid password that contains an ampersand. Under that goes the environment, so the browser, its version and the test account, then the exact steps to reproduce, the expected result and the actual result with the error message. I attach a screenshot or a screen recording, plus the console log if something shows there. Finally I set the severity and note whether it happens every time or only sometimes.',
      adequate:
        'I would write a clear title, then the steps I took to get the problem, what I expected to happen and what actually happened. I would add a screenshot and say which browser I used, so the developer can see the same thing on their side.',
      weak: "A good bug report should be clear and detailed. I am very detail-oriented, so I would explain the bug properly and make sure the developer understands it. It is important to be professional and to work together with the developers, because quality is everyone's responsibility.",
      off_topic:
        'For a login page I would test a valid username and password, a wrong password, empty fields, a very long input and special characters. I would also check that the account locks after several failed attempts, that the password field hides what you type, and that the page works on mobile browsers.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you had to make a safeguarding decision when the information you had was incomplete. How did you decide what to do?',
      job_title: 'Social Worker',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'A school rang me on a Friday afternoon because a seven-year-old had a bruise on his arm and gave two different explanations, and his mother was not answering her phone. Our records showed a previous concern six months earlier, so I discussed it with my manager. We agreed the threshold for a strategy discussion was met, I spoke to the police, and we arranged a child protection medical that evening. The findings supported a protection plan, which was in place before the weekend.',
      adequate:
        'A teacher called about a child who seemed scared to go home, but I did not have the full story. I checked our records, talked to my supervisor and visited the family that day. We decided the child could stay at home with a support plan, and I wrote down how we got there.',
      weak: "In social work you never have all the information, so you have to trust your gut. I always put the child first, and I believe safeguarding is everyone's business. I would make the best decision I could and then move on, because you cannot let the job get to you.",
      off_topic:
        'With a caseload of around twenty families, I plan my week every Monday and put statutory visits and court deadlines first. I block two afternoons for writing up case notes, so my recording never falls more than forty-eight hours behind, and I go through the whole list with my manager in supervision every month.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you build a discounted cash flow valuation for a company, and which assumptions matter most?',
      job_title: 'Financial Analyst',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I would forecast unlevered free cash flow for five to ten years, which is EBIT after tax, plus depreciation and amortisation, minus capital expenditure and the increase in working capital. Those flows are discounted at the weighted average cost of capital, with the cost of equity from CAPM. Then I add a terminal value, from the Gordon growth formula or an exit multiple, also discounted back. The terminal growth rate and the WACC usually drive most of the value, so I run sensitivity tables on both.',
      adequate:
        'You estimate the cash the business will bring in over the next few years and work out what that money is worth today using a discount rate for the risk. You add a value for everything after the forecast period. The growth rate and the discount rate matter most, so I would try different values.',
      weak: 'A DCF is basically the most important valuation method, and I am very comfortable with Excel. I would put in the revenue and profit numbers, use a standard discount rate of ten percent, and the model tells you what the company is worth. Assumptions are important, so I would be careful with them.',
      off_topic:
        "For a comparable companies analysis I pick listed peers with a similar business model, size and growth, then calculate multiples like EV to EBITDA and price to earnings on next year's estimates. I strip out one-off items so the numbers are clean, and I use the median of the peer group rather than the average to limit outliers.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time someone became aggressive while you were on duty. What did you do?',
      job_title: 'Security Guard',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'At a shopping centre where I worked, a man was refused a refund and started shouting at the cashier and kicking a display stand. I walked over calmly, stayed about two metres away, introduced myself and spoke slowly and quietly. Then I asked him to step outside with me so we could talk away from the queue. After a few minutes he calmed down, and I radioed the duty manager to come and speak to him. Nobody was hurt, and I wrote the incident report before my shift ended.',
      adequate:
        'A customer got angry at the entrance because we would not let him in after closing time. I stayed calm, kept my distance and explained the rules without raising my voice. When he kept shouting I called my supervisor on the radio, and after a while he left on his own.',
      weak: 'I am a big, confident person, so most people do not give me trouble. If someone gets aggressive I just show them who is in charge and tell them to leave. Safety is my top priority, and I always stay professional no matter what happens on shift.',
      off_topic:
        'On a night patrol I vary my route and timing so nobody can predict where I will be. I check that the fire exits are closed and clear, try the door locks, look for broken lights or windows, and scan each checkpoint with the handheld device. Anything unusual goes into the occurrence book with the time.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What made you want to work with young children, and what do you enjoy most about it?',
      job_title: 'Early Years Educator',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'While I was at college I volunteered at my local nursery three mornings a week, and I was surprised how much I looked forward to those mornings. What I enjoy most is progress that is easy to miss, like a shy three-year-old who would not speak to anyone finally asking me to read her a story. Planning activities around what the children are curious about, like the week we followed the snails in the garden, is the part I find most rewarding.',
      adequate:
        'I grew up helping to look after my younger cousins, and I realised I really like being around small children. The best part for me is when a child learns something new, like putting their own coat on, and is so proud of themselves. It makes the day feel worthwhile.',
      weak: 'I have always loved children, and I think they are the future. I am a very patient and caring person, so I feel this job suits me. I enjoy everything about it really, because every day is different and children are so fun to be around.',
      off_topic:
        "When a child is upset at drop-off, I ask the parent to keep the goodbye short and cheerful, then I get down to the child's level and offer a favourite toy or activity to help them settle. Once the child is calm I send the parent a quick message, which usually reassures them a lot.",
    },
  },
  {
    split: 'test',
    question: {
      text: "Tell me about a time you got a customer's order wrong during a busy rush. How did you handle it?",
      job_title: 'Barista',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'During a Saturday morning rush I made a flat white with cow milk for a customer who had asked for oat milk, and she noticed after one sip. I apologised straight away, remade it with oat milk before starting the next order, and gave her a voucher for a free drink. Afterwards I told my shift lead, because if she had a dairy allergy that mistake could have been serious. Since then I read the milk back to every customer when I call out a drink.',
      adequate:
        'Once I gave a customer a latte when he had ordered a cappuccino. I said sorry, made him the right drink as quickly as I could and let him keep the latte too. He was fine about it, and now I check the label on the cup before I hand anything over.',
      weak: 'Mistakes happen to everyone, especially when it is busy. I would just say sorry and try to fix it. Customer service is really important to me, so I always have a smile on my face, and I work well under pressure, so I do not let it stress me out.',
      off_topic:
        'To keep drinks consistent through a rush, I dial in the espresso at the start of the shift, aiming for about thirty-six grams out of eighteen in around twenty-eight seconds, and I check it again mid-morning because the grind drifts as the beans age. I also purge and wipe the steam wand after every milk.',
    },
  },
];
