import type { ProbeItem } from './fundamentals-probe.ts';

/**
 * Each common-questions probe question's four answers, all from the same candidate for the same role: a strong answer, an
 * adequate one, a weak one, and a good answer to a different common question.
 */
export const COMMON_KINDS = ['strong', 'adequate', 'weak', 'other_question'] as const;
export type CommonKind = (typeof COMMON_KINDS)[number];

/**
 * The common-questions probe: forty of the questions nearly every interviewer asks whatever the job, as students and
 * early-career job seekers meet them (tell me about yourself, what do you know about us, why here, why this role, why
 * should we hire you, strengths, weakness, five years, why leaving, motivation, stress, three words, greatest
 * achievement, passions, how others describe you, salary, questions for us, outside work, a time you failed, team fit,
 * lessons from a last job, how you keep learning), in varied wordings, asked of roles across many fields; the big ones
 * are asked twice, once in each half. Rounds are Warm-up except the two achievement and two failure questions, which
 * are Behavioral. Each is answered as a candidate says it aloud, written blind by a helper that never saw the scorer,
 * its rubrics, its benchmarks or a figure (2026-12-07):
 * - strong: answers exactly what was asked, specifically (names, numbers, a concrete example), honestly, in order, and
 *   tied to the role;
 * - adequate: answers it correctly and sensibly but plainly, thinner, with fewer details or no example;
 * - weak: an attempt at the question that interviewers dislike: clichés, empty claims, vagueness, a strength dressed up
 *   as a weakness, flattery without a fact, or an unprofessional note;
 * - other_question: as fluent and specific as strong, but answers a different common question and not the one asked.
 * Questions alternate dev and test in file order; only the dev half is read while the scorer changes.
 * Run: `npm run bench:engine -- common-questions`.
 */
export const COMMON_PROBE: ProbeItem<CommonKind>[] = [
  {
    split: 'dev',
    question: {
      text: 'To kick things off, tell me a little about yourself.',
      job_title: 'Graduate Software Engineer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Sure. I've just finished a computer science degree at the University of Leeds, where I got a first. The part I enjoyed most was backend work, so for my final-year project I built a booking API for the university sports centre in Python and Django, and it's now handling about four hundred bookings a week. Before that I did a twelve-week internship at a logistics startup, where I wrote tests for their route-planning service and took coverage from around forty to seventy percent. So now I'm looking for a graduate role where I can keep building backend services properly, with code review and real users.",
      adequate:
        "So I've recently graduated with a computer science degree, and I've mostly focused on backend development. I've done a few projects in Python during my course, including my final-year project, which was a web application. I also did an internship last summer at a small tech company, where I worked on testing. I enjoy solving problems and working with other developers, and now I'm looking for a graduate role where I can keep learning and build real software.",
      weak: "Well, I'm a really hard-working person and a great team player. I've always loved computers, ever since I was a kid, and I'm super passionate about technology in general. I'm a quick learner, I'm a perfectionist, and I always give a hundred and ten percent. I think I'd be a great fit for basically any tech company, honestly. I'm just looking for a good opportunity to get my foot in the door and see where it takes me.",
      other_question:
        "So from what I've read, Routewise builds scheduling software for delivery fleets, and you've got around two hundred customers across the UK, mostly mid-sized couriers. Last spring you launched the live re-routing feature that adjusts drivers' routes when the traffic changes, and your engineering blog had a really good post on how you moved that service from a monolith onto event queues. I also saw you were shortlisted in the Northern Tech Awards this year. What stands out is that the product saves fuel as well as time, so it helps the couriers' margins and cuts emissions too.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Could you introduce yourself and walk me through your background?',
      job_title: 'Registered Nurse',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Of course. I qualified in July with a BSc in adult nursing from Cardiff University. Before that I worked for two years as a healthcare assistant on a care of the elderly ward, which is really what pushed me into nursing. During my degree I had six placements; the longest was twelve weeks on an acute medical ward, where by the end I was managing a bay of six patients under supervision, doing the medication rounds and handovers. My dissertation was on falls prevention in older patients. So I'm coming in with a solid base in acute medicine, and I'm hoping to start my preceptorship on a medical ward like yours.",
      adequate:
        "So I finished my nursing degree this summer. Before university I worked as a healthcare assistant for a couple of years, which gave me some good experience with patients. On my degree I did several placements on different wards, including medical and surgical ones, and I learned a lot about patient care and working in a team. Now I'm qualified and I'm looking for my first job as a registered nurse, where I can build on what I've learned.",
      weak: "I've always been a caring person, so nursing just felt natural to me. I'm kind, I'm compassionate and I really love helping people. I did my degree and the placements and everything, and it was a lot of hard work, but I got through it. I'm a people person and I work well under pressure. I just really want to make a difference in people's lives, you know, that's what it's all about for me.",
      other_question:
        'When things get stressful on a shift, the first thing I do is prioritise. On my last placement we had two admissions arrive at once while one of my patients was deteriorating, so I did a quick NEWS score, escalated the deteriorating patient to the nurse in charge straight away, and asked a healthcare assistant to start the admission observations. Breaking it down like that keeps me calm and stops me freezing. Outside work I run three times a week, and I debrief with colleagues after a hard shift rather than bottling it up.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'So what do you know about us?',
      job_title: 'Marketing Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Quite a bit, I hope. Fieldhouse started in Bristol in 2014 making waterproof jackets from recycled fishing nets, and you've grown to about sixty stores plus a big online side, which I think is now over half of sales. I saw the repair scheme you launched in March, where customers send old jackets back for a free fix, and the campaign around it, Wear It Longer, got a lot of traction on Instagram and TikTok. That's exactly the kind of marketing that interests me, because it sells the brand's values rather than just the product, and it's the sort of campaign I'd love to help run.",
      adequate:
        "So you're an outdoor clothing brand, and I know sustainability is a big part of what you do, like using recycled materials in your jackets. You've got stores around the country and a strong online presence too. I've followed your Instagram for a while and I like the style of your campaigns, they feel quite genuine. That's one of the reasons I applied, because I'd like to work somewhere whose values I agree with.",
      weak: "Honestly, I know you're a really great company with an amazing reputation. Everyone says it's a brilliant place to work and the products are really good quality. I had a quick look at the website before coming in and it looks really professional. I just think you're a very successful brand and I'd love to be part of that success, so yeah, I'm really excited to be here today.",
      other_question:
        "Sure, so I graduated in June with a degree in marketing from the University of the West of England. Alongside my studies I ran the social media for the university climbing club, and over two years I grew the Instagram from about three hundred followers to two thousand, mostly with short videos of members' first climbs. Last summer I did a ten-week internship at a small digital agency in Bath, where I wrote copy for email campaigns and learned to read open and click rates properly. Now I'm looking for a first marketing role where I can keep doing hands-on content and campaigns.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What have you learned about our company so far?',
      job_title: 'Junior Data Analyst',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "So Brightwater is a renewable energy supplier with around three hundred thousand household customers, mainly in the north of England, and you're one of the few suppliers selling smart tariffs where the price changes every half hour. I read your annual report, and it said about forty percent of customers now have smart meters, and that you're investing in demand forecasting to reduce how much you buy on the spot market. That's directly relevant to this role, because half-hourly meter data is exactly the kind of time-series problem I worked on in my dissertation, where I forecast energy use in university buildings.",
      adequate:
        "I know Brightwater is a renewable energy supplier, and you've been growing quite quickly over the last few years. You offer smart meter tariffs, so I imagine there's a lot of data coming in from customers' usage. I also saw on your website that you care a lot about sustainability and customer service. The data side is what interested me most, because I'd like to work with real-world data that makes a difference.",
      weak: "I know you're a leading company in the energy sector and you're very innovative and forward-thinking. You've got great values and a really strong brand. Data is super important nowadays for every business, so I'm sure you use a lot of it. I think it would be amazing to work for such a big, well-known company, and to be honest it would look great on my CV as well.",
      other_question:
        "I'd say my biggest strength is turning messy data into something people can act on. For my dissertation I worked with two years of half-hourly meter readings from twelve university buildings, cleaned out about eight percent of faulty readings in Python, and built a dashboard in Power BI that the estates team now uses to spot heating left on overnight. I'm also good at explaining results to non-technical people. I presented that dashboard to the estates manager, and her feedback was that it was the first analysis she'd understood without needing a glossary.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Why do you want to work at our school?',
      job_title: 'Primary School Teacher',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "A few reasons. I did my final placement at a school in the same trust, and I saw how the trust's shared planning works, which means new teachers aren't reinventing every lesson on their own. Then when I visited Harlow Park last week, what struck me was the reading culture. The new library and the daily twenty minutes of reading for pleasure are things I really believe in, and I saw your Year 2 phonics results went up a lot last year. I also liked that you run a proper two-year programme for early career teachers, with a named mentor. That support matters to me in my first years.",
      adequate:
        "I've heard good things about the school, and when I looked at your website I liked your focus on reading and on the children's wellbeing. It seems like a friendly, supportive place, and the staff I met on my visit were really welcoming. As a new teacher, I'd like to work somewhere I can get good support while I develop, and I think this school would give me that.",
      weak: "Well, it's a lovely school and it's really close to where I live, so the commute would be easy, which is a big plus. I love children and I've always wanted to be a teacher. Honestly, I've applied to quite a few schools in the area, but this one seems nice. I think any school would be lucky to have someone as enthusiastic as me.",
      other_question:
        "My biggest weakness at the moment is managing a whole class when things get lively. On my second placement, in a Year 4 class, I let transitions drag, and by the time everyone was back from the carpet I'd lost five minutes and a lot of the focus. My mentor pointed it out, so I started using a countdown and the same clear routine for every transition, and I practised it until it was automatic. By my final placement transitions took under a minute. I still watch experienced teachers whenever I can to pick up more strategies.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Why us? There are plenty of firms you could be applying to.',
      job_title: 'Trainee Accountant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Mainly your clients and your training. Hartley Moss works mostly with owner-managed businesses in the Midlands, in things like manufacturing and hospitality, and I'd rather be close to the business owners than be one of hundreds of trainees auditing one huge client. I spoke to Priya, one of your second-year trainees, at the Birmingham careers fair, and she said trainees rotate through audit, tax and advisory in the first three years, with study leave for the ACA built in. I also saw your exam pass rates are above the national average. That mix is exactly how I want to train.",
      adequate:
        "I like that you're a mid-sized firm, because I think I'd get more varied work and more responsibility earlier than I would at one of the big four. You work with a lot of local businesses, which appeals to me. I also know you support trainees through the ACA qualification, which is important to me because I want to become chartered.",
      weak: "You're a really well-respected firm with a great reputation, and I think accounting is a really stable career. To be honest, the salary and the benefits looked really good compared to some of the other places I applied to. I'm good with numbers and I'm a hard worker, so I think I'd fit in well at any accountancy firm, really, but yours stood out.",
      other_question:
        "In five years I'd like to be ACA qualified and working as an audit senior, leading the fieldwork on a handful of clients myself. To get there, the first step is passing every exam first time, so I'm planning my study around the exam sittings from day one. Beyond that, I want to get better at talking to clients, not just doing the numbers, because the seniors I've met who are best at the job are the ones business owners trust. Longer term I'm interested in advisory work for small businesses.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Why should we hire you?', job_title: 'Retail Sales Assistant', round_type: 'Warm-up' },
    answers: {
      strong:
        "Because I've already done this job well and I'd hit the ground running. I've worked Saturdays and holidays at a shoe shop in town for two years, so I know tills, stock counts and fitting-room rules. Last Christmas I had the highest add-on sales in the store, mostly by suggesting socks and shoe care with every pair, which sounds small but it added up. I'm also flexible: I'm at college two days a week, so I can cover weekends and most evenings, which I know is when you're short. And I genuinely like talking to customers, which is the part most people find hardest.",
      adequate:
        "I think I'd be a good fit because I've already got some retail experience from my part-time job, so I know how to use a till and deal with customers. I'm reliable, I'm always on time, and I can work weekends. I get on well with people and I'm happy to help out wherever I'm needed in the store.",
      weak: "Because I really, really want this job, and I'd be a great asset to your team. I'm a hard-working team player, I'm very friendly and I always go above and beyond. I'm a fast learner, so I'd pick everything up in no time. Honestly, I just need a job at the moment, and I think I'd be perfect for it.",
      other_question:
        "Outside work, football takes up most of my time. I play for a Sunday league team, and this season I took over as captain, so I'm the one sorting out who plays and chasing everyone for subs, which is harder than the actual football. I also help my dad coach an under-nines team on Tuesday evenings. Apart from that, I'm into cooking. I've been working through a Jamaican cookbook my nan gave me, and I've made about twenty of the recipes so far. Curry goat is my best one.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What makes you the right person for this job over the other candidates?',
      job_title: 'Graduate Mechanical Engineer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I think I bring hands-on design experience that most graduates won't have. I spent my placement year at a pump manufacturer, where I redesigned a mounting bracket in SolidWorks that cut its weight by eighteen percent and passed fatigue testing first time. I'm also chief engineer on the university Formula Student team, so I've managed a budget, a team of twelve and hard deadlines. This role is about designing components for production, and between the placement and Formula Student I've already taken parts from a CAD model to manufactured and tested, so I'd need less hand-holding to start contributing.",
      adequate:
        "I've got a good mechanical engineering degree and I'm confident with CAD, especially SolidWorks. I've done a placement year in industry, so I understand how design works in a real company, and I've been involved in team projects at university. I'm keen to learn, and I think my skills match what you're looking for in the job description.",
      weak: "I'm a very dedicated and hard-working person and I always give my best. I'm a great problem solver and I think outside the box. I'm also a perfectionist, so everything I do is done to a high standard. I'm sure the other candidates are good, but I just really feel like I deserve this chance, and I won't let you down.",
      other_question:
        "What really motivates me is seeing something I designed actually work. The best moment of my degree was at Silverstone last July, when our Formula Student car passed scrutineering and the suspension uprights I'd spent months on held up through the whole endurance event. I'm also motivated by learning from people who know more than me. On my placement I'd go down to the shop floor and ask the machinists why a design was hard to make, and honestly I learned more there than in some of my modules.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What would you say are your greatest strengths?',
      job_title: 'Customer Service Advisor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I'd pick two. First, staying calm with frustrated customers. In my current job at a broadband call centre I take about sixty calls a day, and a lot of them are people whose internet has been down for days. I let them finish, acknowledge it, then tell them exactly what I'll do and by when. My customer satisfaction score has been above ninety percent for the last six months. Second, I'm organised with follow-ups. I keep a simple list of every promise I've made to a customer and check it off before I log out, so nobody has to call back chasing me.",
      adequate:
        "I think my main strengths are being patient and being a good communicator. I've worked in customer service for about a year, so I'm used to dealing with people who are upset, and I stay calm. I'm also organised and I make sure I follow things up. My manager has given me good feedback about how I handle customers.",
      weak: "I'd say I'm a people person, I'm hard-working and I'm a great team player. I'm very friendly and I get along with everyone. I'm also a perfectionist and I'm really good at multitasking. Basically, I'm good at pretty much everything to do with customer service, and I'm always positive, no matter what.",
      other_question:
        "I've been at the call centre for eighteen months and I've learned a lot, but it's entirely phone-based and scripted, and there isn't a route to progress there without moving to another site. What I want next is to own a customer's problem from start to finish, and your advisors handle cases across phone, chat and email and follow them through, rather than passing them to another team. There's nothing wrong with my current employer, I've just outgrown the role and I'm ready for the next step.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'So what are you really good at?',
      job_title: 'Junior Graphic Designer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I'm strongest at typography and layout. My final degree project was a full rebrand for a local theatre, the Lantern, and they've used my poster system for this whole season, about fourteen productions. It's built on one grid and two typefaces, so their volunteer can produce new posters without it falling apart. I'm also good at taking feedback without getting precious. On that project the director turned down my first three logo ideas, and I kept asking questions until I understood why, and the fourth one is the logo they use now.",
      adequate:
        "I'd say I'm good at typography and layout, and I've got a strong eye for detail. I'm confident with Adobe Illustrator, InDesign and Photoshop. I also take feedback well and I'm happy to make changes. I did some branding work for a local business as part of my degree, and they were pleased with it.",
      weak: "I'm really creative, I've always been artistic, ever since I was little. I'm good at coming up with ideas and I'm passionate about design. I'm a perfectionist, so I'll keep working on something until it's perfect. I'm good at basically all the Adobe programs. I'd say I'm just a really creative person in general.",
      other_question:
        "In five years I'd like to be a mid-weight designer leading my own brand projects, from the first client meeting through to the final guidelines. To get there I need a lot more experience presenting work to clients, and I want to get much better at motion, because so much branding now lives on social media. I'm doing an After Effects course in the evenings at the moment. A studio like this one, where juniors sit in on client pitches, is the right first step for that.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "What's your greatest weakness?",
      job_title: 'Trainee Pharmacist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I'd say I've been too slow to ask for help. On my summer placement at a community pharmacy I spent about twenty minutes trying to work out an unusual dosing regimen on a prescription by myself while the patient was waiting, when the pharmacist could have cleared it up in two minutes. Since then I've set myself a rule: if I've been stuck for five minutes and a patient's waiting, I ask. I've also started writing down what I learn each time, so I'm not asking the same thing twice. It's got better, but it's something I still watch.",
      adequate:
        "I think my weakness is that I sometimes find it hard to ask for help, because I want to work things out myself. I've realised that in a pharmacy that can slow things down for patients, so I'm making an effort to ask sooner when I'm unsure. It's getting better with practice, but I'm still working on it.",
      weak: "Honestly, I think my biggest weakness is that I'm a perfectionist. I just care too much about getting everything right, and sometimes I work too hard and forget to take breaks. I guess I also take on too much because I like helping people. But in a pharmacy, being a perfectionist is actually a good thing, so I don't really see it as a big problem.",
      other_question:
        "My main strength is accuracy under time pressure. On my community placement I did dispensing accuracy checks on around a hundred items a day, and in eight weeks I didn't have a single error reach a patient. I'm also good at explaining medicines in plain language. I helped run the placement's inhaler technique clinic two afternoons a week and checked about forty patients' technique, and several of them had been using their inhaler wrongly for years. That's the part I enjoy most, because it's where a pharmacist actually changes outcomes.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'If I asked you to name a weakness, what would you say?',
      job_title: 'Paralegal',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Speaking up in groups. I'm fine one to one, but in bigger meetings I tend to stay quiet even when I've got something useful to say. In my internship at a family law firm, I'd spotted a date error in a court bundle, and I only mentioned it to the associate after the team meeting, when it could've been sorted in the meeting itself. So this year I joined my university's debating society, I've done six competitive debates, and I now make myself say at least one thing in every meeting. I'm more comfortable, but I know I've still got a way to go.",
      adequate:
        "I'd say speaking up in bigger groups. I'm comfortable talking to people one to one, but I'm more hesitant in meetings or when I have to present. I've been working on it by putting myself in situations where I have to speak more, and I'm getting more confident, but it's still something I'm improving.",
      weak: "I don't really have any major weaknesses, to be honest. If I had to pick one, I'd say I'm too much of a perfectionist and I work too hard. Sometimes I stay late to make sure everything's perfect. I'm also too detail-oriented, which I know is actually a strength for a paralegal, so I suppose it's not really a weakness.",
      other_question:
        'The biggest thing I took from my internship at Ellis Ward, a family law firm, was how much of the job is organising documents so that nobody else has to think about them. I prepared four court bundles, and the first one came back with about a dozen comments from the associate on indexing and pagination. By the fourth there were none. I also learned how to talk to clients in really difficult situations, because in family law people are often upset. I learned to be kind but stick to the facts.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Where do you see yourself in five years?',
      job_title: 'Electrician Apprentice',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "In five years I want to be fully qualified, with my NVQ Level 3 and my AM2 done, and ideally working towards my inspection and testing qualification, the 2391, because I'd like to do testing and certification work eventually. I've done my first year at college already and got distinctions in the theory units. This apprenticeship is the route to all of that, and your firm does both domestic and commercial work, so I'd get a much wider range of experience than with a small domestic-only firm. Longer term, maybe fifteen years out, I'd like my own business.",
      adequate:
        "In five years I'd like to be a fully qualified electrician and running my own jobs. I'd also like to do some extra courses so I can move into more specialist areas later on. This apprenticeship would give me the training and experience I need to get there, so it's a good first step for me.",
      weak: "Honestly, I haven't really thought that far ahead. I'll just see how it goes and take it one day at a time. Maybe I'll still be here, or maybe I'll be doing something totally different. Hopefully I'll be earning good money by then. I just want to be happy, really, and have a good life.",
      other_question:
        "I'm working at a builders' merchant at the moment, on the trade counter, and I've been there two years. It's a decent job and I've learned a lot about the materials the trades use, but I've got to the point where I'm selling cable and consumer units to electricians every day and wishing I was the one fitting them. There's nowhere for me to go on the counter, and my manager's been really understanding about it, so I'm leaving on good terms to do something hands-on.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Where would you like to be, career-wise, five years from now?',
      job_title: 'Hotel Receptionist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I'd like to be a front office manager, or at least assistant front office manager, in a hotel of this size. To get there I need to learn the commercial side, things like revenue management and how room rates are set, and I'd like to do the Opera PMS training you mentioned in the advert. I did a hospitality management degree, so I've got the theory, but I've only worked the desk at a forty-room guesthouse. A two-hundred-room hotel like this, with night audit and group bookings, is where I'd get the experience to step up in three or four years.",
      adequate:
        "In five years I'd like to have moved up into a supervisor or management role on the front desk. I want to learn as much as I can about how a big hotel runs, and I'd be happy to take on any training on offer. This job would be a great starting point for that.",
      weak: "Hopefully in your job! No, I'm joking. I don't know, maybe travelling the world or living abroad for a bit. I love hotels and I love meeting people from different countries. I'd like to be successful and earning more, and maybe managing something, somewhere. I'm open to anything, really, I just go with the flow.",
      other_question:
        "I know the Harbourside opened in 2019 in the old customs building, and it's got a hundred and ninety rooms, the rooftop bar and the conference space on the ground floor, which I think is why so much of your midweek business is corporate groups. I read that you refurbished last winter and added twenty sea-view rooms, and your TripAdvisor reviews mention the front desk team by name a lot, which says something about the service. You're also part of a small independent group, with two other hotels in Cornwall.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What attracted you to this particular role?',
      job_title: 'Care Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "It's the mix of personal care and actually getting to know people. I cared for my grandmother for about a year after her stroke, helping her wash, dress and eat, and what made the biggest difference to her wasn't the tasks, it was having someone who knew she liked her tea weak and the radio on. This role is on a dementia unit where each carer looks after a small group of residents, so I'd have that continuity. I also liked that it comes with the Care Certificate and the option of a Level 3 diploma, because I'm thinking about nursing later.",
      adequate:
        "I've always wanted to work in care, and I've got some experience looking after a family member, so I know what's involved. I like that this role involves spending time with residents and getting to know them, not just doing tasks. I also like that the training's provided, because I'd like to build a career in care.",
      weak: "I need a job at the moment and there are lots of care jobs going, so it seemed like a good option. I'm a really caring person and I love old people. I'm good with people and I'm patient. I think anyone with a good heart can do this job, really, so I'd be fine.",
      other_question:
        "My friends would probably say I'm the reliable one. I'm the person who remembers birthdays and turns up when I said I would, and when my friend Jade broke her leg last year, I did her shopping every week for two months without her having to ask. They'd also say I'm quite calm, I don't really panic when things go wrong. And they'd probably tease me for being a bit too chatty. I can talk to anyone at a bus stop, and my mum says I always have.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Why are you interested in this position?',
      job_title: 'Field Sales Representative',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Because it's selling a product that solves a problem I've seen from the inside. I spent three years working in restaurant kitchens through uni, and I know what a broken combi oven costs on a Friday night. This role is selling commercial kitchen equipment to independent restaurants across the South West, and it's field-based, which suits me, because I sell best face to face. In my current job at a phone shop I've been in the top three in the region for five of the last six months. I want to take that into bigger, longer sales with real relationships.",
      adequate:
        "I enjoy sales and I've done well in my current retail job, so I'd like to move into a field sales role where I'm building relationships with business customers. I also know a bit about the industry from working in kitchens when I was at university. The role seems like a good next step for me.",
      weak: "Sales is where the money is, really, with the commission and the company car. I'm a natural salesperson, I could sell anything to anyone, honestly. I'm very confident and very competitive, and I always win. I don't mind what the product is, to be honest, I just love the thrill of closing deals.",
      other_question:
        "Pressure's pretty normal in sales, so I try to deal with it before it builds up. At the phone shop our targets reset monthly, and the last week of the month used to get frantic. So I started checking my numbers every Monday, which meant I could see early if I was behind and fix it with follow-up calls to customers who'd been in to browse, rather than panicking on the thirtieth. When a day's gone badly, I go to the gym after work and leave it there. I don't take a bad day home with me.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Why are you looking to leave your current job?',
      job_title: 'Office Administrator',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I've been at a small estate agency for two years as their receptionist, and I've ended up doing most of the admin: the diary, the invoicing, and I moved them from paper files onto a shared drive. I've enjoyed it, but there are only four of us, so there's no admin team to grow into and no one to learn from. I want a proper office administrator role in a bigger organisation, where I can get better at things like Excel and managing processes, and maybe work towards office manager. I'm leaving on good terms, and my manager's happy to give me a reference.",
      adequate:
        "I've been in my current role for about two years and I've learned a lot, but it's a small company and there isn't much room to progress. I'd like to move to a bigger organisation where I can take on more responsibility and develop my admin skills further. I've got nothing against my current employer, I just feel ready for something new.",
      weak: "Honestly, my manager is a nightmare and nobody gets on with her. The pay is rubbish as well, and they keep asking me to do extra things that aren't in my job description. I'm just really fed up with it and I need to get out of there as soon as possible, so anywhere would be better at this point.",
      other_question:
        "I'd say my biggest strength is getting things organised so other people don't have to think about them. At the estate agency, everything was on paper when I started, so I set up a shared drive with a proper folder structure and naming rules, and scanned in about six years of files over three months. Now anyone can find a tenancy agreement in under a minute. I'm also really accurate with invoicing. I handle about eighty invoices a month and I haven't had a single one disputed in the last year.",
    },
  },
  {
    split: 'test',
    question: {
      text: "What's making you want to move on from where you are now?",
      job_title: 'Logistics Coordinator',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I finished my supply chain degree last year and took a job as a night-shift picker at a supermarket distribution centre, partly to pay the bills and partly to see the operation from the floor. It's been genuinely useful; I know now why a bad pick route costs an hour. But it's manual work with no planning element, and I've asked twice about moving into the transport office and been told there's a hiring freeze. So I'm looking for a coordinator role where I can use the degree, and the floor experience, on the planning side.",
      adequate:
        "I'm working in a warehouse at the moment, which has given me good experience of how logistics works on the ground, but the role doesn't really use my degree. There isn't an opportunity to move into planning there right now, so I'm looking for a coordinator role where I can develop on that side of things.",
      weak: "Night shifts are killing me, honestly, and the work is really boring. It's not what I went to university for. I just want a normal nine-to-five office job with better pay and weekends off. I haven't really got anything else to say about it, I'm just done with that place and the people there.",
      other_question:
        "You're a third-party logistics company running four warehouses across the Midlands, and your biggest contracts are with online retailers, including a couple of fashion brands, I think, which means big peaks around Black Friday and a lot of returns. I read that you opened the Daventry site last year and brought in a new warehouse management system across all four sites. You also publish your on-time delivery figure on your website, which was ninety-eight percent last quarter. That's quite unusual for a company to share openly.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What motivates you?', job_title: 'Graduate Civil Engineer', round_type: 'Warm-up' },
    answers: {
      strong:
        "Seeing things get built, honestly. On my placement with a contractor on a flood defence scheme in Carlisle, I did the setting out for a section of wall, and watching the concrete go in where I'd put the pegs was a really good feeling. Knowing there are three hundred houses behind it that are now less likely to flood makes it even better. I'm also motivated by getting chartered. I've got a clear plan with the ICE, and ticking off the competences keeps me focused, because each one means I've actually learned to do something new on site.",
      adequate:
        "I'm motivated by seeing the results of my work, especially on real projects that help people. I also like learning new things and developing my skills, and I'm motivated by working towards becoming chartered. Working with a good team keeps me motivated too, because I like sharing ideas with other people.",
      weak: "Money, mainly, if I'm honest! No, I'm also motivated by success. I'm a very driven person and I'm motivated by everything, really. I like challenges and I like to win. I'm self-motivated, so I don't need anyone to push me. I just always want to be the best at whatever I'm doing.",
      other_question:
        "In my second year I led a group design project for a footbridge. I split the work into four parts and assumed we'd join it all up at the end. We didn't check our loads against each other's until the last week, the foundation design didn't match the deck loads, and we handed in something inconsistent and got fifty-two, our lowest mark. I took responsibility, because splitting it that way was my call. On the next project I set up a weekly check-in where we compared assumptions, and we got seventy-one.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What gets you out of bed in the morning, work-wise?',
      job_title: 'Commis Chef',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Getting better at the basics every day. I've been in a hotel kitchen for eight months, and when I started, the sous chef timed my brunoise. Now I can dice a tray of shallots in half the time, and he's moved me onto the sauce section. I like that cooking has this clear ladder of skills. The other thing is service itself. There's nothing like a busy Saturday when the whole pass is working and every plate goes out right. Your kitchen does everything from scratch, including butchery and bread, which is exactly where I'd learn fastest.",
      adequate:
        "I love cooking, and I'm motivated by improving my skills and learning new techniques. I enjoy the buzz of a busy service and working as part of a team in the kitchen. I'm also motivated by good feedback from customers when they've enjoyed the food, and by working towards moving up a section.",
      weak: "I just love food, I'm really passionate about it! I watch all the cooking shows and I've always wanted to be a chef, like on MasterChef. I'm motivated by everything about cooking, really. I'm the type of person who gives a hundred percent all the time, and I never give up on anything.",
      other_question:
        "The thing I'm proudest of so far is last December, when our chef de partie was off sick for two weeks right in the Christmas party season, and I ran the cold starters section on my own. We were doing up to a hundred and fifty covers a night. I wrote a detailed prep list every afternoon and came in an hour early on the biggest nights. We didn't send out a single starter late or have one sent back in those two weeks, and the head chef put me up for a pay rise in January.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you handle stress?',
      job_title: 'Emergency Call Handler',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I handle stress best when I've got a routine to fall back on. At uni I worked the phones at a busy takeaway, and on a Friday night with six lines ringing, I'd stick to the same order every time: name, address, order, read it back. That habit stopped me making mistakes when it was chaotic. For longer stress, like my finals, I plan the week on a Sunday and I swim twice a week, which really clears my head. And I'm not afraid to say when I'm struggling. I'd rather tell a supervisor early than make a mistake.",
      adequate:
        "I handle stress by staying calm and prioritising what needs doing first. I find that having a routine and being organised helps a lot. Outside work I exercise to relieve stress, and if things get too much, I'll talk to a colleague or my manager about it rather than keeping it to myself.",
      weak: "I don't really get stressed, to be honest. I actually work better under pressure. I'm a very calm person, so stress doesn't affect me at all. I just get on with it. I think stress is all in your head, so I don't let it bother me, and I'd tell anyone else the same.",
      other_question:
        "I want this role because it's the front line of the ambulance service, and every call actually matters. I'm planning to apply for a paramedic degree in a couple of years, and I think call handling is the best grounding, because you learn the triage system, NHS Pathways, and you hear how emergencies really sound. I volunteered with St John Ambulance at events for two years, and the part I found most interesting was how the control team decided which crew went where. This job is that, full-time.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you deal with pressure, like really tight deadlines?',
      job_title: 'Graduate Audit Associate',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I break it down and I tell people early. During my summer internship at an audit firm, a client's year-end files arrived a week late, so our deadline was halved. I listed every test I'd been given, estimated each one, and realised I'd run out of time by about a day and a half. I told my senior on the first morning rather than the last, and she moved the cash testing to someone else, and we signed off on time. More generally, I keep a proper sleep routine even in busy weeks, because I make more mistakes tired than I do stressed.",
      adequate:
        "I deal with pressure by planning my time and prioritising the most important tasks first. When I had tight deadlines at university, I'd make a schedule and stick to it. If I thought I was going to miss a deadline at work, I'd let my manager know so we could sort it out together.",
      weak: "I thrive under pressure! Honestly, I do my best work at the last minute. At uni I'd always leave my essays till the night before and still get good marks. Deadlines don't faze me at all, I'm really good at multitasking, and I always get things done somehow, so it's never a problem for me.",
      other_question:
        "I think I'd be useful early on because I've already done a summer in audit, so I know what a lead schedule is and how to document testing so a reviewer can follow it. I got a first in accounting and finance, and I've already got exemptions from two of the ACA exams. I also speak Polish fluently, and I know you've got a growing number of Polish-owned clients in the East Midlands, so I could help with those relationships and their documents from day one.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'If you had to describe yourself in three words, what would they be?',
      job_title: 'Teaching Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Patient, organised and curious. Patient because I've spent two years volunteering with a reading scheme, listening to Year 3 children read, and some of them took months to get going, so you learn not to rush them. Organised because I did all the resources for the scheme's summer club, about forty children, on a shared spreadsheet so the volunteers knew what to prep each week. And curious, because I'm always asking teachers why they do things a certain way. I've just started a short course on supporting children with dyslexia because of one boy I read with.",
      adequate:
        "I'd say patient, reliable and friendly. I've worked with children as a volunteer, so I've learned to be patient with them. I'm reliable because I always turn up on time and do what I've said I'll do. And I'm friendly, so I get on well with both the children and the staff.",
      weak: "Um, hard-working, passionate and a perfectionist. I'm just really passionate about everything I do and I always work really hard, whatever it is. And I'm a perfectionist because I like everything to be perfect. I think those three words sum me up really well, and everyone who knows me would agree.",
      other_question:
        "Outside of work I do a lot of running. I've been with a local running club for three years, and I did my first half marathon in April, in just under two hours. I also help out at the club's junior parkrun on Sunday mornings, marshalling the two-kilometre course for the under-elevens. Other than that, I read a lot, mostly crime novels, and I'm in a book club with some friends from school that meets once a month in the pub.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would your friends describe you?',
      job_title: 'Dental Receptionist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I think they'd say I'm the organiser. I'm the one who books the table, sets up the group chat and sends the reminders, and last year I planned my best friend's thirtieth, a weekend in the Lake District for twelve people, down to the train times. They'd also say I'm good at calming people down. My friend Sophie is terrified of the dentist, and I went with her to her appointments and talked her through what would happen, which is part of why I want to work in a practice. They'd probably also say I can be a bit too blunt sometimes.",
      adequate:
        "My friends would say I'm organised and reliable, because I'm usually the one who plans things when we go out. They'd also say I'm friendly and easy to talk to, and that I'm good at calming people down when they're worried. I think those qualities would be useful on reception in a dental practice.",
      weak: "They'd say I'm amazing! No, they'd probably say I'm fun, loyal, and a great friend. Everyone loves me, I get on with everyone. I'm just a really nice person, I think. I've never really had any problems with anyone, ever, so I'd say I'm basically the perfect friend, and I'd be the perfect receptionist too.",
      other_question:
        "I know the practice has been in the town for over twenty years, and Dr Okafor took it over in 2021 and added the Saturday clinics and the new implant service. You're a mixed NHS and private practice with five surgeries, and in your reviews a lot of people mention how the reception team handles nervous patients. I also saw that you've just moved over to online booking and text reminders on Dentally, which is the same system I use in my current job at a physiotherapy clinic.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What would you say is your greatest achievement so far?',
      job_title: 'Laboratory Technician',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "Probably my final-year research project. I was looking at antibiotic resistance in bacteria from the river near campus, and three weeks in, our incubator failed over a weekend and I lost all my cultures, with eight weeks left. I redesigned the sampling plan, booked extra lab time at seven in the morning before the undergraduate classes, and kept a really tight lab book so I could repeat things without wasting plates. I finished with forty isolates tested, got a first for the project, and my supervisor is using my protocol with this year's students.",
      adequate:
        'My biggest achievement is probably my final-year project in microbiology. We had some problems partway through, including losing some of my samples, but I managed to get it back on track and finish on time. I got a good mark for it, and I learned a lot about working in a lab and planning my time.',
      weak: "My greatest achievement is getting my degree, I think. It was really hard work and there were times when I wanted to give up, but I kept going. I'm really proud of myself. I'm a hard worker and I always finish what I start, so I guess that's my biggest achievement.",
      other_question:
        "I keep my lab skills current in a few ways. I'm a student member of the Microbiology Society, so I read their newsletter and go to the free webinars; the last one was on whole-genome sequencing in outbreak tracking. I've also been doing a free online course in R for biologists, because so much of the data analysis in labs is moving that way, and I'm about two-thirds of the way through. And whenever I use a new instrument, I read the manufacturer's manual properly, not just the quick-start guide.",
    },
  },
  {
    split: 'test',
    question: {
      text: "What's the thing you're most proud of achieving?",
      job_title: 'Assistant Events Coordinator',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "Running the charity ball for my university's RAG society in my final year. I was events lead, with a team of six, a budget of eight thousand pounds, and three hundred guests. Our venue cancelled five weeks before, so I rang round every hotel within ten miles, found a new venue at a similar price, and renegotiated the catering with the hotel's team. We sold out and raised twelve thousand four hundred pounds for a local children's hospice, which was about double the year before. It's honestly the reason I want to work in events.",
      adequate:
        "I'm proud of organising a charity ball at university. I was in charge of a small team, and we had to deal with a venue change quite close to the date, but we managed it and the event went really well. We raised a good amount of money for a local charity, more than the year before.",
      weak: "I'm proud of lots of things, to be honest. I've organised loads of parties and events for my friends and they always go really well. Everyone says I throw the best parties. I'm just naturally good at events and I love making people happy, so everything I do is an achievement, really.",
      other_question:
        "From what I've seen for assistant events coordinator roles in Manchester, the range is roughly twenty-four to twenty-seven thousand, and your advert said up to twenty-six. So I'd be looking for around twenty-five to twenty-six thousand, depending on the whole package, like whether there's overtime or time off in lieu for weekend events, because that makes a real difference in this job. But I'm flexible, and the experience I'd get here matters more to me than a thousand pounds either way.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What are you passionate about?',
      job_title: 'Junior Web Developer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Making websites that work for everyone, especially accessibility. It started when I built a site for my uncle's plumbing business and watched him, he's partially sighted, struggle to use it on his phone. So I learned the WCAG guidelines, rebuilt it with proper contrast and semantic HTML, and tested it with a screen reader. Now I do an accessibility check on everything I make, and I've contributed a couple of small fixes to an open-source form library on GitHub. Your advert mentioned you're taking your clients' sites to AA compliance, which is partly why I applied.",
      adequate:
        "I'm passionate about web development, especially making websites that are easy to use and accessible to everyone. I've been teaching myself a lot outside my course, and I enjoy building my own projects in my spare time. I like the idea of making things that people actually use every day.",
      weak: "I'm passionate about everything I do! Coding, gaming, technology, music, travel, you name it. I just love life, really. I'm very passionate about tech, and I always have been, since I was a kid. I think passion is the most important thing in any job, so I bring that every day.",
      other_question:
        "From my last job, which was a six-month contract building WordPress sites at a small agency, the biggest lesson was that the client's content matters more than the code. Two of our launches slipped by weeks because we were waiting for text and photos. So I learned to agree a content deadline in the very first meeting, and to build with placeholder content that looks realistic. I also learned Git properly there, branches and pull requests, because before that I'd only ever worked on my own.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you failed.',
      job_title: 'Graduate Financial Analyst',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "In my second year I applied for a spring week at an investment bank, got through to the final round, and didn't get it. The feedback was that my case study answer was disorganised; I'd jumped straight into numbers without structuring the problem. It stung, but it was fair. So I joined the university's investment society, practised about twenty case studies with a second-year mentor, always starting with a one-minute structure, and the next year I got a summer internship at an asset manager. I still write down the question before I touch the spreadsheet.",
      adequate:
        "In my second year I didn't get an internship I'd applied for. I got to the last round but wasn't successful, and the feedback said I needed to structure my answers better. So I practised a lot more with case studies, and the following year I got an internship somewhere else.",
      weak: "I don't really think I've ever failed at anything big, to be honest. I always work really hard, so things usually go well. I suppose maybe once I got a lower mark than I wanted on an exam, but that was because the exam was unfair. I learn from everything, so I never see anything as a failure.",
      other_question:
        "I'd like to join Calder Capital because you're a mid-sized asset manager focused on UK small and mid-cap companies, and at that size analysts cover their own companies and meet management early on. Your graduate scheme rotates through equity research and the risk team, which would give me both sides. I also read your last annual letter, where you explained the decision to sell out of two retailers ahead of the energy price rise, and I liked that you publish your reasoning, not just the results.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "Can you tell me about a time you got something wrong, something you'd call a failure?",
      job_title: 'Veterinary Nurse',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "On my first placement I was responsible for a post-op dog's fluids, and I didn't double-check the rate on the pump after the vet changed it at handover. The dog got fluids at the old, higher rate for about two hours. Luckily the vet picked it up on her round and the dog was fine, but it could have been serious. I reported it myself and we went through what happened. Since then I check every pump against the written chart at every handover, out loud, with the person handing over. It's slower, but I've not had a fluids error since.",
      adequate:
        "On a placement I made a mistake with a patient's fluid rate after a handover. The vet noticed it quickly and the animal was fine, but it made me realise I needed to be more careful. Now I always double-check things at handover, and I've been much more careful since then.",
      weak: "I'd say I've never really failed, because I always learn something, so it's not a failure. There have been times when things didn't go perfectly, but I'm a perfectionist, so I'm very hard on myself. I just try to stay positive and keep going, because that's the kind of person I am.",
      other_question:
        "I'm really passionate about dental health in pets. It's such an overlooked area. I did my final-year project on it, surveying about a hundred and twenty owners at my placement practice, and only a fifth of them ever brushed their dog's teeth. I designed a short leaflet and a five-minute demo for the puppy clinics, and the practice still uses both. I'd love to run nurse dental clinics one day, and I noticed on your website that you already offer them.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What are your salary expectations?',
      job_title: 'IT Support Technician',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I've looked at similar first-line support roles in Leeds, and most are between twenty-three and twenty-six thousand, with the higher end for people with certifications. I've got my CompTIA A-Plus, I'm halfway through Network-Plus, and I've done a year of part-time helpdesk work at my college, so I'd be looking for around twenty-five thousand. That said, I know you fund certifications and there's an on-call allowance, so I'm happy to talk about the whole package rather than just the base salary.",
      adequate:
        "I'd be looking for something around the market rate for this kind of role, which from what I've seen is about twenty-three to twenty-six thousand. I'm flexible, though, and I'm happy to discuss it depending on the rest of the package, like training, holidays and any on-call pay. I just want it to be fair for the role.",
      weak: "As much as possible, ha! No, honestly, I'm not really sure. What are you offering? I just want something that pays the bills. I've got a lot of debt from uni, so the more the better, really. I'll take whatever's fair, I suppose, as long as it's more than I'm on now.",
      other_question:
        "I'd like to work here because you support about forty schools across West Yorkshire, so the work is really varied, from classroom laptops to the servers in the office. I did my college placement in a secondary school's IT office and loved the pace of it, especially getting a teacher's projector working two minutes before a lesson. You also have a clear path from first line to second line within about two years, which matters to me, because I want to move into networking.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'And what sort of salary are you looking for?',
      job_title: 'HR Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I've looked at HR assistant roles in Bristol on a few job sites and in the CIPD salary guide, and they're mostly between twenty-four and twenty-seven thousand for someone at my level. I've got a business degree with an HR module, I'm starting the CIPD Level 3 in January, and I've done a year as an admin at a recruitment agency. So I'd be comfortable at around twenty-six thousand. I'm open to discussing it, and support towards the CIPD course is something I'd weigh up alongside the salary.",
      adequate:
        "I've had a look at similar roles in the area, and I think somewhere around twenty-five thousand would be fair for this one, given my experience and my degree. But I'm open to discussing it, and I'd take the other benefits into account as well, like the pension and any training support.",
      weak: "Um, I haven't really thought about it. I guess whatever the going rate is? My friend's on thirty thousand in her HR job, so maybe something like that. But I'd take less if I had to, I just really need a job right now. Whatever you think is fair, really.",
      other_question:
        "I want to be an HR assistant because the year I spent at a recruitment agency showed me I enjoy the people side of a business much more than the sales side. The bit I liked most was onboarding: getting contracts out, right-to-work checks done, and new starters set up before day one. This role is mostly onboarding and employee records for a company of about six hundred people, so it's that work at a bigger scale, and it's a generalist team, so I'd see employee relations and payroll too.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Do you have any questions for us?',
      job_title: 'Physiotherapist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Yes, a few. First, how are the Band 5 rotations structured here? I'd like to know whether I'd get time in respiratory early on, because that's where I had the least placement experience. Second, what does supervision look like in the first year? Is there a named supervisor with protected time each week? And third, I read that the trust has been expanding its virtual wards for COPD patients. Are physios part of that service, and is it something a rotational physio could get involved in?",
      adequate:
        "Yes, I'd like to know what the rotations are like for new physios here, and how much supervision and support I'd get in my first year. And also, what does a typical day on the ward look like for a Band 5? That would help me picture what the job's like.",
      weak: "No, I think you've covered everything, thanks. Oh, actually, how many days of annual leave do we get? And can we swap shifts easily if something comes up? And is there parking? And when would I find out if I've got the job? Sorry, I just like to know these things.",
      other_question:
        "I think I'd fit well because I've worked in teams very like yours. On my final placement I was on a stroke unit with physios, OTs and speech therapists, and I got used to joint sessions and short daily board rounds. I'm good at writing clear handover notes; my educator said mine were the easiest to pick up from. And I'm quite calm and flexible, which matters on a rotation where the team changes every four months.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "We're nearly out of time. Anything you'd like to ask me?",
      job_title: 'Junior Software Developer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Yes, thanks. What do the first three months look like for a junior here? Is there a starter project, or would I be picking up tickets from the backlog straight away? I'd also like to know how code review works, whether it's one senior reviewer or the whole team. And you mentioned the move from the old PHP system to the new TypeScript services. How far along is that, and would juniors work on the migration or mainly on new features?",
      adequate:
        "Yes, what would a typical day look like for me in this role? And what kind of training or mentoring do juniors get when they start? I'd also be interested to know what the team's like and how many other developers I'd be working with day to day, and who I'd report to.",
      weak: "Not really, I think I'm good. Maybe, um, do you allow remote working every day? And what's the dress code like? Oh, and how soon would I get a pay rise? And do you do free lunches? That's it, I think. Thanks, you've been really nice. I'm sure it'll all be fine anyway.",
      other_question:
        "I try to learn something every week on purpose. At the moment I'm working through a TypeScript course in the evenings, and I'm building a small expense-tracking app with it, so I'm not just watching videos. I read the release notes when a tool I use has a new version, like Node or React, and I go to a local meetup in Sheffield once a month; last time I gave a ten-minute talk on testing with Vitest. And sometimes I reread my own old code, which is humbling.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What do you like to do outside of work?',
      job_title: 'Bank Customer Adviser',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Mostly cycling and volunteering. I ride with a club on Sunday mornings, usually about sixty miles, and last summer I did the London to Brighton ride for a mental health charity and raised about four hundred pounds. I also volunteer one evening a week at a debt advice charity, helping people sort out their paperwork before they see an adviser. That's actually what got me interested in banking, because I saw how confusing money can be for people. And I'm in a pub quiz team on Thursdays; we've won twice this year.",
      adequate:
        "I like keeping active, so I go cycling at the weekends with friends when the weather's good. I also do some volunteering at a local charity one evening a week, and I enjoy going to the pub quiz with my friends now and then. It's a good balance with work, and it keeps me busy.",
      weak: "Not much, to be honest. I like chilling out, watching Netflix, going out with my mates, that kind of thing. Just normal stuff, really. I'm quite a sociable person. I don't really have any specific hobbies, I just like to relax and do whatever, you know, like everyone does on their days off.",
      other_question:
        "So I finished an economics degree at Nottingham Trent last year. Since then I've been working at a supermarket as a customer service supervisor, where I look after a team of eight on the front end and handle refunds and complaints. The part of the job I'm best at is sorting a customer's problem properly the first time, and that's what I want to do in banking. I'm also studying for the CeMAP qualification in the evenings, so that I can move into mortgages later on.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What makes you a good fit for this team?',
      job_title: 'Warehouse Operative',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I've worked in a team like this before. I did peak season last year at a parcel depot, on nights, so I'm used to scanners, pick targets and working with lots of different people at speed. Our team there was about twenty, and I was the one who'd pick up the extra cages when someone was struggling, so we hit our trailer times. I've also got my counterbalance forklift licence, which your supervisor said the day team is short of. And I'm easy to work with. I'll do the boring jobs, like clearing the cardboard, without being asked.",
      adequate:
        "I've got some warehouse experience from working over peak season, so I know the kind of work and the pace. I'm a good team worker and I'm happy to help out others when they need it. I've also got a forklift licence, which I know could be useful for the team here.",
      weak: "I get on with everyone, so I'd fit into any team, really. I'm a team player and I'm very hard-working. I'm a fun person to be around and I'm always positive. I'm sure I'd get on with everyone here, no problem. I've never had an issue with anyone at any job.",
      other_question:
        "The advert said thirteen pounds twenty an hour on days, with a premium for nights, and that's in line with what I've seen at the other warehouses round here, so I'd be happy with that as a starting rate. What matters most to me is steady hours, so if there's a chance of overtime at peak and a pay review once I'm past probation, I'd be very happy with the package. I'd rather have that than an extra twenty pence with no guaranteed hours.",
    },
  },
  {
    split: 'test',
    question: {
      text: "Why do you think you'd fit in well with our team?",
      job_title: 'Nursery Practitioner',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "From what I saw on my visit, your team works in key-person groups and plans together every Monday, and that's exactly how the nursery I did my Level 3 placement at worked, so I'm used to sharing observations and planning around each child's next steps. I'm also confident with Tapestry, which I saw you use for learning journals. And I'd bring something new: I'm fluent in Urdu, and your manager mentioned a few of your families speak it at home. I'm warm with the children, but I'm also happy to do the nappies and the tidying without any fuss.",
      adequate:
        "I think I'd fit in well because I've already worked in a nursery on my placement, so I know how the key person system works and how important teamwork is. I'm friendly and I get on with people easily. I'm also happy to help with anything that needs doing in the room.",
      weak: "I'm just a really bubbly, positive person, so I fit in everywhere. Everyone always says I'm lovely to work with. I love kids and I'm a great team player. I'm sure I'll get on with all the girls in the room, I always make friends really quickly wherever I go.",
      other_question:
        "My biggest achievement was on my placement, with a three-year-old who hadn't said a word at nursery in four months. I was his key person, and I noticed he loved the toy trains, so I set up a small train area and played there with him every morning, naming what we were doing. After about five weeks he started saying single words to me, and by the end of the placement he was asking for things at snack time. His mum cried when she heard him at pick-up.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What did you learn from your last internship?',
      job_title: 'Junior UX Designer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "The biggest lesson was to test with real users much earlier. I interned for three months at a fintech startup, and I spent my first three weeks polishing a new onboarding flow in Figma. When we finally ran five user tests, four people got stuck on the same screen, because they didn't know what the sort code was for. All that polish went in the bin. After that I started testing rough paper sketches in the first week of every project. I also learned to write up research so developers actually read it: one page, three findings, with screenshots.",
      adequate:
        'I learned a lot about the design process in a real company, especially how important user testing is. I worked on an onboarding flow, and we found some problems when we tested it with users. I also learned how to work with developers and present my designs to the rest of the team.',
      weak: "I learned loads, it was a great experience. I learned about teamwork and communication and working in a professional environment. Everyone was really nice. It was really valuable, I'd definitely recommend it to anyone, and it's made me even more passionate about design and about working in tech in general.",
      other_question:
        "I know you design and build apps for charities and public sector organisations, and your best-known project is probably the booking app you redesigned for a national blood donation service, which I read cut missed appointments by about a fifth. You published a case study on how you ran research with first-time donors, which I really liked. I also saw that you became a B Corp last year, and that you've just opened an office in Glasgow, so I imagine the team's growing.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What did you take away from your last job?',
      job_title: 'Store Supervisor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Mainly how to handle customers when something's gone wrong, and how to run a shift. I worked three years at a clothing store, and for the last year I was a key holder, opening and closing. One thing I learned was that most complaints calm down if you offer a fix in the first minute, so I started carrying a notepad and writing down what I'd do, right in front of them. I also learned to plan breaks around the lunchtime rush, because the first rota I did had two people on break at one o'clock and a queue out of the door.",
      adequate:
        "I learned a lot about customer service and how to deal with complaints. In the last year I was a key holder, so I also learned about running the store, like opening and closing and organising breaks. It's given me a good base for moving up to a supervisor role.",
      weak: "I learned that retail is really hard work and customers can be really rude! No, I learned a lot, like teamwork and communication and being patient. I'd say I learned how to deal with difficult people. It was a good job overall, and I learned loads of skills that I can bring anywhere.",
      other_question:
        "I'd say dependable, calm and practical. Dependable because in three years I've missed one shift, and that was when I had flu. Calm because on the Saturday the card machines went down last December, I was the one who put up signs, sent someone to the bank for change and kept the queue moving on cash. And practical, because I'd rather fix a problem than talk about it, like when I rearranged the stockroom so the fastest sellers were right by the door.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you keep learning and stay up to date?',
      job_title: 'Graduate Cyber Security Analyst',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "A mix of hands-on practice and reading. I do TryHackMe most weeks and I'm in the top five percent there, and I competed in two capture-the-flag events with my university's cyber society this year. For news, I read the NCSC's weekly threat report and listen to Darknet Diaries on the commute. I'm also studying for CompTIA Security-Plus, and I've booked the exam for March. And when a big vulnerability comes out, I try to read the actual advisory and reproduce it in my home lab, rather than just reading the headlines.",
      adequate:
        "I read cyber security news sites and follow some security people on LinkedIn. I also practise on platforms like TryHackMe when I get time, and I'm planning to do a certification like Security-Plus. I think it's really important to keep up to date in cyber, because things change so quickly.",
      weak: "I'm a lifelong learner, I'm always learning new things. I just keep up with everything, really. I watch YouTube videos and I'm on social media a lot, so I hear about things quickly. Technology is always changing, so I just go with the flow and pick things up as I go along.",
      other_question:
        "My weakness is that I go too deep into one problem and lose track of time. In a capture-the-flag event last spring, I spent nearly two hours on a single cryptography challenge worth fifty points, while the team needed me on the web challenges, which were worth a lot more. We finished eleventh when we could have been top five. Now I set a timer. If I've made no progress in thirty minutes, I write down where I'm up to and move on, and I do the same with coursework.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you keep your skills current?',
      job_title: 'Pharmacy Technician',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "A few ways. I'm registered with the GPhC, so I keep a revalidation record and log at least one piece of learning a month. Lately I've been doing CPPE modules; the last one was on inhaler technique, and I used it straight away at work to talk a patient through using a spacer. I read the Pharmaceutical Journal's news emails for new guidance and drug shortages, and I go to our local pharmacy network's evening sessions every quarter. I've also asked to shadow our accuracy checking technician, because I want to start the ACPT qualification next year.",
      adequate:
        "I do online training modules, like the CPPE ones, and I keep up with updates and new guidance through the pharmacy news. I also go to any training at work when it's offered. I think it's important to stay up to date, because things change a lot in pharmacy, especially with drug shortages.",
      weak: "I'm always learning on the job, so I don't really need to do anything extra. If something changes, someone will usually tell me. I do the mandatory training when I have to. I think experience is the best teacher, really, so I just keep doing the job and pick things up.",
      other_question:
        "What motivates me most is the patients who come back to say thanks. A few months ago, an older man came in confused about five new medications after a hospital stay. I sat with him, made him a simple chart with times and colours, and flagged one dose that didn't look right to the pharmacist, who rang his GP. It turned out to be a mistake on the discharge letter. He came back a week later just to tell me he'd got it all sorted. That's what keeps me going on busy days.",
    },
  },
];
