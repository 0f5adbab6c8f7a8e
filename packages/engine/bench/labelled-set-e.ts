import type { LabelledQuestion } from './labelled-types.ts';

/**
 * Labelled answers, part E: twelve questions outside the bank, in dev/test pairs of the same kind (written before
 * the scorer was tuned on them). Two have a close bank neighbour (token storage, message queues), the rest come
 * from roles the bank does not cover. They hold the cases the issue names: technical questions whose strong answer
 * is short and correct, joke answers, answers to a neighbouring question, and correct answers in unusual words.
 */
export const PART_E: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'Where would you store an authentication token in a web application, and what are the security trade-offs?',
      job_title: 'Web Developer',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I would keep it in an HttpOnly, Secure cookie with SameSite set, so JavaScript on the page cannot read it and an XSS bug cannot steal it. The trade-off is that the browser sends the cookie automatically, so I also need CSRF protection. Local storage is simpler for a single-page app, but any injected script can read it. Either way I keep the access token short-lived and refresh it.',
      adequate:
        'Not somewhere the page scripts can read. I would put it in a cookie that scripts are not allowed to touch and that only travels over https. The catch is that the browser attaches that cookie to every request, even ones started by another site, so you have to guard against forged requests.',
      weak: 'I would just put it in local storage, that is where most apps keep it. It is secure because the user has to log in first anyway, so only they can see it.',
      off_topic:
        'For passwords I never store them in plain text. I hash them with bcrypt or argon2 with a unique salt, I enforce a minimum length, and I rate limit the login endpoint so nobody can brute force an account.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Why would you put a message queue between two services instead of having one call the other directly over HTTP?',
      job_title: 'Software Engineer',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'A queue decouples them: the producer does not wait for the consumer and does not fail when the consumer is down, because messages wait in the queue and are retried. It also absorbs bursts, so the consumer works at its own pace. The price is eventual consistency and duplicate deliveries, so consumers must be idempotent, and failed messages need a dead letter queue.',
      adequate:
        'If the second service is slow or goes down, the first one does not have to wait or break, the work just piles up and gets picked up later. You lose the immediate answer though, so it only fits work that can happen afterwards.',
      weak: 'Queues are more modern and scalable than HTTP. Big companies like Netflix use them, so it is a best practice, and I would always choose a queue because it makes the architecture cleaner.',
      off_topic:
        'For service to service calls I prefer gRPC over REST, because the contracts are typed with protocol buffers, the payloads are smaller and it supports streaming. I generate the clients from the proto files so both sides stay in sync.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me about a time a guest complained about their room on a night when the hotel was fully booked. What did you do?',
      job_title: 'Hotel Front Desk Agent',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'Last summer a guest came down at eleven at night because the air conditioning in his room had failed, and we had no free rooms. I apologised, called maintenance, and while they looked at it I offered him a drink in the lounge. The unit could not be fixed that night, so I brought two fans, moved him first thing in the morning to a room on the quiet side, and my manager approved taking the night off his bill. He left a review that thanked me by name.',
      adequate:
        'A guest complained that her room was noisy because it was next to the lift. We were full, so I could not move her that night. I apologised, gave her earplugs and a late checkout, and moved her to another room the next day.',
      weak: 'Honestly, I would offer them my own couch, ha ha. No, I would just say sorry and explain that we are full, so there is nothing I can do tonight, and maybe they can come back another time.',
      off_topic:
        'During the evening check-in rush I keep the line moving by having the key cards ready for arrivals I know about, sending guests with questions to the concierge, and offering room upgrades at the desk, which helped our team beat the upsell target last quarter.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a day when two of your staff called in sick before a busy shift. How did you keep the store running?',
      job_title: 'Retail Store Manager',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'On the Saturday before Christmas two of my five staff called in sick at seven in the morning. I called the two part-timers who had asked for extra hours, and one could come in at ten. Until then I took a till myself, moved the stock replenishment to the evening and closed the fitting rooms for the first two hours so the team could focus on the tills. Queue times stayed under five minutes and we made our sales target. Afterwards I set up an on-call list so the next time took one message.',
      adequate:
        'It happened on a Saturday. I phoned around to find someone who could come in, worked on the tills myself, and pushed the jobs that could wait, like restocking, to later in the day. We managed, although it was a hard day.',
      weak: 'I am a very calm person and I work well under pressure, so I would just stay positive and motivate the team. A good manager leads by example, and I always make sure everyone gives one hundred and ten percent.',
      off_topic:
        "When I plan the rota I look at last year's sales for the same week, put my most experienced people on the busiest hours, and make sure every shift has someone who can open and close. I publish it two weeks ahead so people can swap shifts early.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you explain to a manager why the average order value can be misleading, and what would you show instead?',
      job_title: 'Data Analyst',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'A few very large orders pull the average up, so most orders are well below it. I would show the median and the distribution, for example a histogram or the 25th, 50th and 75th percentiles, and report the biggest accounts separately.',
      adequate:
        'A handful of huge purchases drag the number upward, so it does not describe a normal customer. I would report the middle value, the one half the orders are above and half below.',
      weak: 'The average order value is a very important metric for any business. I would make a nice dashboard with all the KPIs and colours, so the manager can see everything clearly and make data-driven decisions.',
      off_topic:
        'Before any analysis I clean the data. I remove duplicate orders, check for missing values, make the date formats consistent and filter out test orders, and I document every step so the numbers can be reproduced.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Conversions went up right after a website redesign, but a new ad campaign started the same week. How would you find out what caused the increase?',
      job_title: 'Marketing Analyst',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I would split conversions by traffic source. If visitors who did not come from the campaign, like organic and direct, also convert better after the redesign, the redesign helped; if only campaign traffic rose and the conversion rate per source stayed flat, it is the campaign bringing more people. If possible I would confirm it with an A/B test that shows half the visitors the old design.',
      adequate:
        'Look at the people who never saw the ads on their own. If they also started buying more often, the new site is doing it; if the only growth is from people clicking the ads, the campaign gets the credit.',
      weak: 'Probably both helped, to be honest. Marketing is about the whole picture, so I would say the redesign and the campaign worked well together and we should keep doing both.',
      off_topic:
        'For a landing page redesign I would start with user research, look at heatmaps and session recordings to see where people drop off, and then simplify the form and make the call to action stand out above the fold.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you make sure you are giving the right medication to the right patient?',
      job_title: 'Registered Nurse',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'I follow the rights of medication administration: right patient, drug, dose, route and time. I check two identifiers, name and date of birth, against the wristband and the chart, scan the barcode, and check allergies. For high-risk drugs like insulin or heparin a second nurse checks with me.',
      adequate:
        'I make sure the person in the bed is who the chart says, by asking their name and birthday and looking at their band. Then I compare the label with what the doctor ordered, how much, and when it is due.',
      weak: 'Patient safety is my top priority. I am a very careful person and I always double check everything, because mistakes can be very serious in nursing and I would never want to harm anyone.',
      off_topic:
        'Infection control is a big part of my day. I wash my hands before and after every patient contact, wear gloves and an apron for personal care, and clean shared equipment like blood pressure cuffs between patients.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you make sure a circuit is safe before you start working on it?',
      job_title: 'Electrician',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'I isolate it at the breaker, lock it off and tag it, then prove it dead with a voltage tester that I check on a known live source before and after the test. Only then do I start work.',
      adequate:
        'I switch off the supply, put my own padlock on it so nobody can turn it back on, and check with my meter that there is really nothing there.',
      weak: 'I just touch it quickly with the back of my hand, ha ha. No, seriously, I am always very careful and safety is number one for me, so I would make sure it is safe.',
      off_topic:
        'To size a cable I look at the load current, the length of the run for voltage drop, and how it is installed, because cable in insulation carries less current. Then I pick the breaker so it protects the cable.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What kind of design work do you enjoy most, and why?',
      job_title: 'Graphic Designer',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'I enjoy brand identity work most, because it starts from a problem rather than a style. For a local bakery I designed the logo, the packaging and the menu boards, and seeing people recognise the bags in the street was the best part. I like that every piece has to work together.',
      adequate:
        'I like making posters and social media graphics, because I get to play with typography and colour, and I can see the result quickly.',
      weak: 'Oh, I like all kinds of design, really, everything. Design is my passion and I have always been a creative person since I was a child, I am always drawing, and I think creativity is the most important thing in life, so I just love creating beautiful things for people, whatever it is, I am happy.',
      off_topic:
        'I mostly work in Adobe Illustrator and Photoshop, and I have started using Figma for web layouts. I keep my files organised with layers and I export everything in the right formats for print and screen.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'What drew you to working in professional kitchens, and what was your first kitchen job like?',
      job_title: 'Line Cook',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'I cooked for my family growing up and loved the pressure of getting everything out at once. My first job was washing dishes at a busy Italian place; after a month the chef put me on the salad station on weekends, and I learned how much prep and organisation a service needs.',
      adequate:
        'I always liked cooking at home. My first job was in a small cafe making sandwiches and salads. It was busy, but I learned to work fast.',
      weak: 'Honestly, I mainly wanted the free food, ha ha. I like food a lot. Kitchens are fun and busy, and I think it would be a good job for me.',
      off_topic:
        'Food safety is really important to me. I keep raw meat on the bottom shelf, label and date everything that goes in the fridge, check the fridge temperatures at the start of every shift and use separate boards for raw and cooked food.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me about a time you disagreed with a more senior colleague about how to do a job. How did you handle it?',
      job_title: 'Site Supervisor',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'On a housing project the senior engineer wanted to pour a slab the day before heavy rain was forecast to save a day on the schedule. I thought the finish would be ruined. I asked to talk to him privately, showed him the forecast and the cost of grinding a damaged slab on our last job, and suggested we use the day to set up the next block instead. He agreed to wait, the pour went well two days later, and we still finished the phase on time. I learned to bring numbers, not opinions.',
      adequate:
        'My foreman wanted to skip a step in the scaffolding inspection to save time. I told him I was not comfortable with it and explained why. We talked it through, did the inspection properly, and it only took an extra half hour.',
      weak: 'I get along with everybody, so I do not really have disagreements. I believe in respect and teamwork, and if someone is more senior I think you should listen to them, because they have more experience.',
      off_topic:
        'When I train a new labourer I walk them round the site on the first day, show them the fire points and the first aid kit, and pair them with an experienced worker for the first week so they learn how we work safely.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you had to get your team to adopt a change they did not want. What did you do?',
      job_title: 'Customer Service Team Lead',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'When we moved from email to a ticketing system, my team of eight pushed back because it felt like more clicks. I asked the two loudest critics to help set it up, and we built templates for our ten most common requests. I ran a two-week pilot with them, shared the numbers in the team meeting, where first reply time dropped from six hours to two, and then we switched everyone over. Nobody asked to go back.',
      adequate:
        'We had to start using a new phone system and people did not like it. I explained why the company was changing, organised a training session, and checked in with everyone in the first week to help with problems. After a while they got used to it.',
      weak: 'Change is hard for everyone, but it is part of life. I would tell my team to be positive and open-minded, because the company knows best, and people usually accept it after some time.',
      off_topic:
        'When a new agent joins my team I give them a two-week plan: the first days shadowing calls, then answering emails with a buddy reviewing them, and by the second week taking calls on their own, with a short check-in with me every afternoon.',
    },
  },
];
