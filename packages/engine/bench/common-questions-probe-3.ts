import type { ProbeItem } from './fundamentals-probe.ts';
import type { CommonKind } from './common-questions-probe.ts';

/**
 * A third blind probe of the questions nearly every interviewer asks, whatever the job.
 * Written 2026-12-07 by a helper that never saw the scorer, its rubrics or any figure it produces.
 * 40 questions (20 topics, each once in dev and once in test, worded differently and asked of a different role); dev
 * and test alternate in file order, and only dev is read while the scorer changes. The topics: tell me about yourself,
 * strengths, weakness, why this role, why us, five years, why leaving, salary, greatest achievement, stress, three words
 * or how colleagues describe you, motivation, questions for us, why hire you, a gap in the CV, keeping skills up to date,
 * alone or in a team, what a last job or course taught you, passions outside work, and the first month or ninety days.
 * Different from the first two probes: forty roles used in neither (dental hygienist, prison officer, sous chef, PCSO,
 * dog groomer, junior DevOps engineer and so on), and candidates of more kinds: school leavers, graduates, career
 * changers (teacher to customer success, postman to PCSO, cabin crew to conductor, RAF technician to factory
 * maintenance), returners after caring or illness, people with English as a second language, and nervous, plain-spoken
 * or long-winded speakers. Each other_question answer names the topic it answers in a trailing comment, and every topic
 * is answered that way twice.
 */
export const COMMON_PROBE_3: ProbeItem<CommonKind>[] = [
  {
    split: 'dev',
    question: {
      text: "So, what's your story?",
      job_title: 'Warehouse Team Leader',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "OK, so. I'm Tomas, I come from Lithuania, from Kaunas, and I live in Northampton for eight years now. I started at the Brackmills distribution centre as a picker through an agency in 2018, and after one year they took me permanent. Then I became trainer for new starters on nights, I trained maybe sixty people, and for the last eighteen months I am acting team leader on the chilled section, fourteen people. On my shift we went from around ninety-four to ninety-nine percent pick accuracy. I have my reach truck and counterbalance licences, and now I want to be team leader properly, not acting.",
      adequate:
        "I'm from Lithuania originally, I've been in the UK about eight years. I work in a warehouse, I started as a picker and now I do some team leading on nights, and also training new people. I like the work, and I think I'm ready now for a proper team leader job.",
      weak: "What can I say, I'm a simple guy, hard-working, honest. I always give one hundred percent, my managers always say I'm the best worker they have. Warehouse is my life, I know everything about it. I'm a team player and also a leader. So I think I am perfect for this position.",
      other_question:
        "First month, honestly, I would listen more than talk. I would work one week on the floor with each shift, picking, so the team sees I'm not just somebody with a clipboard. I'd look at the numbers: accuracy, pick rate, who is on the absence list. And one-to-ones with every person, ten minutes each, to ask what is stupid in the process. At Brackmills I found the chilled labels were printing in the wrong order this way, and we fixed it in one day. Bigger changes come after that, in month two.", // answers: what would you do in your first month
    },
  },
  {
    split: 'test',
    question: {
      text: 'This job can get pretty hectic: a pool full of kids, staff off sick, the fire alarm going. How do you generally keep a lid on stress?',
      job_title: 'Leisure Centre Duty Manager',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Mostly by having things decided before they go wrong. I've been a lifeguard and then a recreation supervisor at Hollins Park Leisure Centre for four years, and the things that stress people out are the things nobody planned for. So at the start of every shift I check who's on, where the gaps are, and who I'd move if someone goes home ill. When it does kick off, I deal with safety first, the pool, the alarm, and the complaints queue can wait ten minutes. And outside work I swim twice a week, which sounds daft for a pool person, but it's the one hour my phone's in a locker.",
      adequate:
        "I try to keep calm and prioritise. Safety comes first, so if something happens in the pool, that's what I deal with, and the other stuff can wait a bit. I've worked in a leisure centre for a few years, so I'm used to busy days. Outside work I do a bit of exercise to unwind.",
      weak: "Ha, honestly, I just don't let it get to me. Stress is a choice, isn't it? I'm the most laid-back person you'll ever meet. If the fire alarm goes, I'll be the one strolling out with a coffee. Nah, but seriously, I'm good under pressure, it's fine.",
      other_question:
        "Outside work it's open-water swimming. I started in lockdown at Ellerton Lake, because the pools were shut, and I've kept it up all year round, even in January in a wetsuit. Last summer I did the two-mile swim at Windermere in an hour and eight minutes and raised four hundred and twenty pounds for the RNLI. I also coach the under-tens at our swimming club on Saturday mornings, which is chaos but really good fun, and it's taught me a lot about explaining things simply.", // answers: what do you do outside work
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What would you consider your principal strengths?',
      job_title: 'Graduate Quantity Surveyor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I'd say two things. First, I'm accurate with numbers under time pressure. On my placement year with Harland Construction I did the monthly valuations on a 4.2 million pound school extension in Mansfield, and I caught a subcontractor's claim that had the groundworks measured twice, about thirty-eight thousand pounds. Second, I'm comfortable on site, not just at a desk. I asked to shadow the site manager one day a week, so I can read the drawings against what's actually been built, and I'm not shy about asking the foreman why something's changed. I'm less experienced on final accounts, but that's what I want to learn next.",
      adequate:
        'I think my main strengths are being good with numbers and being organised. I did a placement year with a contractor, where I helped with valuations and measurement, and I got good feedback. I also get on well with people on site, which I think is important for a quantity surveyor.',
      weak: "My principal strengths would be that I'm a results-driven, detail-oriented individual with excellent communication skills. I'm a fast learner, a natural problem-solver, and I thrive in dynamic environments. Basically I bring a lot to the table across the board, and I'm always looking to add value wherever I can.",
      other_question:
        "In five years I'd like to be chartered with the RICS and running my own smaller packages, say up to a couple of million, with a junior under me. I'll start the APC as soon as I'm with a firm that supports it, which usually takes two to three years, and I've kept my placement diary going so I've got evidence from day one. Longer term I'm interested in cost management on the client side, especially schools, because I liked seeing the whole budget, not just our bit of it.", // answers: five years
    },
  },
  {
    split: 'test',
    question: {
      text: "I'd like to start by hearing a bit about you: who you are and how you've got to this point.",
      job_title: 'Midwife',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Sure. I'm Kerry, I'm thirty-eight, and I've just qualified from the midwifery degree at the University of Hull. Before that I was a maternity support worker at Castle Hill for six years, so I've been on a labour ward for a long time, just not in the driving seat. I went back to study because I was doing the postnatal checks and the feeding support and I wanted to do the whole thing. On my final placement I caught forty-one babies, and I did most of my hours on the birth centre, which is where I'd like to start. I've got two kids, twelve and nine, so I'm very used to nights on not much sleep.",
      adequate:
        "I've recently qualified as a midwife, and before that I worked as a maternity support worker for a few years, so I know the environment well. I really enjoyed my placements, especially on the birth centre. I'm a mum of two, and I'm excited to start my first job as a qualified midwife.",
      weak: "Well, where do I start! I've always been a caring person, ever since I was a little girl I wanted to help people. I'm bubbly, I love babies, I love people, and I think every birth is a little miracle. I just feel like this is what I was born to do, you know? That's me in a nutshell, really.",
      other_question:
        "What keeps me going is the continuity. The bit I love is meeting a woman at her booking appointment, knowing her history, and then being there when she's frightened at three in the morning and being able to say, 'I know you, you've got this.' On placement I had a woman who'd had a traumatic first birth, and we wrote a birth plan together over four appointments. She had a calm water birth, and afterwards she sent a card to the unit saying it had healed something. That's what gets me out of bed.", // answers: what motivates you
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How much have you managed to find out about the practice?',
      job_title: 'Dental Hygienist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "A fair bit, I hope. Meadowbank has three sites, here, Fareham and Havant, and you're mixed NHS and private, with the hygiene side mostly private or on your membership plan, which is about fifteen pounds a month. You offer direct access, so patients can book a hygienist without seeing a dentist first, which I'd want to use properly. I also saw on your Facebook page that your team goes into primary schools in Havant to do toothbrushing sessions, and that you won a local Healthy Smiles award last year for it. And your practice manager, Sandra, told me on the phone that you're moving to digital charting in the spring.",
      adequate:
        "I know you're a mixed NHS and private practice with three sites in the area, and that you have a membership plan for patients. I had a look at your website and your reviews, which are really good. I also saw that you do some work in local schools on children's oral health.",
      weak: "I know you're the best practice in the area, everyone says so! Your website looks amazing, and so does the reception. I've heard you look after your staff really well, and that's the kind of place I want to be. Honestly, I'd be lucky to work anywhere as good as this.",
      other_question:
        "Something I'm still working on is timing. At uni clinic we had an hour per patient, and in practice it's thirty or forty minutes. In my first month on placement at a practice in Southsea I ran late nearly every afternoon, because I was doing a full periodontal chart and a long chat with every patient. My supervisor showed me how to plan each appointment from the notes before the patient sits down, and to save the full chart for when it's due. By the end of that placement I was running on time about four days in five.", // answers: weakness
    },
  },
  {
    split: 'test',
    question: {
      text: "Everyone's got a weak spot. What's yours?",
      job_title: 'Prison Officer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Probably that I'm too soft to start with. I've been a cover supervisor at a secondary school in Wakefield for three years, and when I started I'd let things slide with a new class, a phone out here, a bit of lip there, because I wanted them to like me. Then by week three I'd be trying to claw it back and it was a battle. A head of year told me that being fair and firm from the first minute is kinder in the long run. So now I set out the rules the first time I meet a group and follow through every time, same for everyone. I still watch it with a new group, and I know a prison would test it a lot harder.",
      adequate:
        "I think I can be a bit too easy-going with people at first. I want to build a good relationship, so sometimes I haven't been firm enough early on. I've learned it's better to be clear and consistent from the start, and I'm a lot better at that now.",
      weak: "My weak spot is probably that I care too much. I always put everyone else first, and I just can't switch off from work, because I want everything done properly. And I'm a bit of a perfectionist, so I'll stay late until it's right. Some people might see that as a weakness, I suppose.",
      other_question:
        "I'm leaving the school because cover supervisor is a dead end for me. My contract gets renewed every August, so I never know if I've got a job in September, and the only way up is teacher training, which I've thought about and don't want. What I've enjoyed most is the behaviour side, working in the inclusion unit with the kids nobody else wants to take. Prison officer is a proper career, with training, a route to custodial manager and a pension, and it uses the part of my job I'm actually good at.", // answers: why are you leaving
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What made you apply for this post?',
      job_title: 'Speech and Language Therapy Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Partly because of my dad. He had a stroke four years ago and lost most of his speech, and I watched his speech therapist at Pinderfields, Ruth, take him from pointing to short sentences, with picture boards and a lot of repetition. I was his main carer, so I did his exercises with him every day, and I found I was good at it and loved it. Before that I was a school office manager for nine years, so I'm organised with records and used to children. This post is two days on the stroke unit and three in community paediatrics, and those are exactly the two sides I've seen. I'd like to do the therapy degree eventually, but I want to do this properly first.",
      adequate:
        "I've got some personal experience of speech therapy, because my dad had a stroke and I saw how much it helped him. I used to work in a school office, so I'm used to working with children and keeping records. I think I'd be good at supporting the therapists, and I'd like to learn more.",
      weak: "I've always wanted to help people, and I think communication is so important in life, isn't it? I saw the advert and I just thought, that's me. I'm a real people person and a great communicator, so it made sense to apply. It felt like fate, honestly.",
      other_question:
        "The gap on my CV after 2022 is when I was caring for my dad. He had a stroke that May, and my mum doesn't drive, so I gave up my job at the school to look after him full time: his appointments, his medication, his speech exercises, and dealing with the council about adapting the house. He's now in supported living and doing well, so I'm able to come back to work. I did an online Makaton course last year, and I've volunteered at the Stroke Association's Tuesday communication group for eighteen months.", // answers: explain a gap in your CV
    },
  },
  {
    split: 'test',
    question: {
      text: "There's nothing on here between 2022 and 2024. What were you doing in that time?",
      job_title: 'Accounts Payable Clerk',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        'Yes, I can explain. In 2022 we moved from Cluj to Leicester, because my husband got a job at the hospital. In Romania I worked six years as accounts assistant for a building materials company, but here my English was not good enough for an office, and my daughter was small and needed a school place. So I went to college: I did ESOL up to Level 2, and then AAT Level 2 in bookkeeping, which I passed with distinction in 2024. In this time I was also volunteer treasurer for the Romanian community association, about forty members. Then in 2024 I started with a temp agency, and now I want something permanent.',
      adequate:
        'In that time I moved to the UK with my family, from Romania. I needed to improve my English and get UK qualifications, so I studied at college, English and also AAT bookkeeping. I also looked after my daughter. After that I started working again through an agency.',
      weak: "Oh, that was just personal things, family things, you know. It's not really important for this job. I was busy, it was a difficult time. But now I'm ready to work and I am very motivated, I promise you, that is all behind me now.",
      other_question:
        "I try to keep learning all the time, because the rules here are different from Romania. I'm doing AAT Level 3 now, in the evenings, and I have one exam left. I read the HMRC updates when something changes, for example Making Tax Digital. In my agency job I asked to learn Xero, not only Sage, so I did the free Xero certification online in two weekends. And for my English, I still read the BBC news every day and write down the words I don't know.", // answers: how do you keep your skills up to date
    },
  },
  {
    split: 'dev',
    question: {
      text: 'If I rang your current manager, what would she say you need to get better at?',
      job_title: 'Junior DevOps Engineer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I think she'd say asking for help sooner. Last spring our Terraform state got locked after a failed pipeline run, and I spent nearly two days trying to sort it myself, reading docs and trying things in a test account, because I didn't want to look like I didn't know. Our senior engineer fixed it in twenty minutes once I finally asked. My manager, Priya, pointed out that those two days cost the team more than the question would have. Since then I time-box it: if I'm stuck for an hour, I write down what I've tried and post it in our team channel. It's made me faster, and a couple of those write-ups have turned into runbook pages.",
      adequate:
        "She'd probably say I should ask for help earlier. Sometimes I spend too long trying to solve a problem by myself before I ask anyone. I've been working on it by giving myself a time limit, and if I'm still stuck after that, I ask the team.",
      weak: "Honestly, she'd probably say I work too hard. I'm always the last one logged off, and I'll fix things at the weekend without being asked. Or maybe that I'm too passionate about automation? I just can't leave a manual process alone. That's about it, really.",
      other_question:
        "Because I've done the boring parts of ops properly, not just the interesting ones. At Fenwick Digital I moved twelve cron jobs off a single VM that nobody dared touch into scheduled containers, with proper logging and alerts, and I wrote a runbook for each one. Since then we haven't had a silent failure, where before we were hearing about them from customers about once a month. I know Terraform and GitHub Actions well, I'm learning Kubernetes, and I'm the person who writes things down.", // answers: why should we hire you
    },
  },
  {
    split: 'test',
    question: {
      text: 'In your own words, where do your strengths lie?',
      job_title: 'Optical Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Um, I think I'm patient, especially with little kids, and I'm careful. For the last two years I've had a Saturday job at a shoe shop in Meadowhall, and I'm trained to measure children's feet, which sounds easy, but they never stand still! I'm the one they give the nervous kids to, because I'll get down on the floor and make it into a game. And I'm careful, because if you get the width wrong the shoes hurt them, so I always measure twice. I think that's quite like fitting glasses, measuring frames and that. I also got a seven in maths, so I'm OK with the numbers on prescriptions.",
      adequate:
        "I'd say I'm patient and friendly, and I'm good with customers. I've got a Saturday job in a shoe shop, so I'm used to helping people and measuring kids' feet. I'm also quite careful and I don't rush things.",
      weak: "I'm good at everything really, I just pick things up. I'm a good listener, a hard worker, and I'm really friendly, everyone says so. I can't think of one thing specifically, but I'm good at loads of stuff.",
      other_question:
        "My manager at the shoe shop, Debbie, would probably say I'm reliable, because in two years I've never missed a Saturday, even the one when the buses were off and my dad had to drive me in. The other girls would say I'm a bit quiet at first but funny once you know me. And I think they'd say I'm calm, because in the back-to-school rush in August, when there's a queue of forty kids, I just keep going one at a time.", // answers: how would colleagues describe you
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Looking ahead, what do the next five years look like for you?',
      job_title: 'Trainee Biomedical Scientist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "In the first year, getting my IBMS registration portfolio signed off, which I know you support trainees to do in about twelve months, so I can register with the HCPC. After that I'd like to specialise in haematology and transfusion, because my final-year project at Keele was on red cell antibodies, and it's the department where a mistake matters most. So by year three or four I'd want to be doing the Specialist Portfolio and training new starters myself. By five years I'd hope to be a band six in transfusion, and maybe starting a part-time MSc if the trust will fund it.",
      adequate:
        "I'd like to complete my registration portfolio and become a registered biomedical scientist. After that I'd like to specialise, probably in haematology, and work towards a band six role. I'd also like to do some further study at some point.",
      weak: "Ha, hopefully sitting in your chair, interviewing someone else! No, I'm just kidding. I don't really plan that far ahead, to be honest. I'll see where life takes me. Wherever I am, I just want to be happy and successful.",
      other_question:
        "The thing I'm proudest of is my final-year project. I was looking at how often weak red cell antibodies were missed on the first screen, using two years of anonymised data from the Royal Stoke lab. I had to clean about three thousand records myself, and I found a pattern with one reagent batch, which the lab then checked and reported to the supplier. I got a first for it, and the transfusion lead asked me to present it at their department meeting, which was terrifying but went well.", // answers: greatest achievement
    },
  },
  {
    split: 'test',
    question: {
      text: "Let's talk money. What are you hoping to earn?",
      job_title: 'Graduate Environmental Consultant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I've looked into it quite a bit. Graduate environmental consultant roles in Bristol that ask for a master's seem to be advertised between about twenty-six and twenty-nine thousand, and that matches what people from my course have been offered. I've got an MSc in Environmental Consultancy from UWE and a year's experience writing phase one contaminated land reports for a small firm, so I'd be hoping for around twenty-eight. I'd also value the chartership support and the cycle-to-work scheme you mentioned, so I'm flexible if the overall package is right.",
      adequate:
        "I'd be looking for something around twenty-seven or twenty-eight thousand. I've got a master's and a bit of experience, and from what I've seen that's the normal range for graduate roles round here. But I'm open to discussing it.",
      weak: "Oh, I'm not really in it for the money, to be honest. Whatever you think is fair. I just want to get my foot in the door and help the planet. Money isn't important to me, as long as it pays the rent!",
      other_question:
        "I'd like to work for Brunel Earth because of the size and the mix. You're around sixty people, so graduates seem to work across contaminated land, ecology and flood risk rather than being stuck in one team. I read your case study on the Avonmouth brownfield site, where you used soil washing instead of dig and dump, and that's exactly the kind of sustainable remediation my dissertation was about. And I met two of your consultants at the UWE careers fair, who said graduates go out on site within their first month.", // answers: why our organisation
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Can I ask why you left your last position?',
      job_title: 'Insurance Claims Handler',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Yes, of course. I was an assistant branch manager at a car hire company in Swansea for three years, and I left in July. The branch was merged into the airport one, which meant a ninety-minute round trip and finishing at ten at night most days, and with my partner working shifts that wasn't workable. I didn't leave in a hurry, though. I gave them two months so I could train my replacement. Since then I've done the CII Award in General Insurance, which I passed in October, because the part of the hire job I liked best was dealing with damage claims, and I wanted to move into that properly.",
      adequate:
        "My branch was merged with another one further away, and the hours and the travel didn't work with my family situation. So I decided it was the right time to leave and look at something new. I've done an insurance qualification since then.",
      weak: "Honestly, the management there was a joke. Nobody listened to anything I said, and they didn't appreciate me at all. I just thought, I'm worth more than this. So I walked. Best decision I ever made. I'm not going to go into all of it, but it was time.",
      other_question:
        "What appeals to me about claims handling is that it's the part of the car hire job I was best at. When a car came back damaged, I was the one taking the photos, going through the rental agreement with the customer and writing up the report for the insurer, and we had very few disputes from my branch. I liked being fair and clear with someone who's upset. Your role is motor claims, first notification, so it's the same conversation, but with proper training and a career path behind it.", // answers: why this role
    },
  },
  {
    split: 'test',
    question: {
      text: "Tell me what you've found out about the Playhouse before today.",
      job_title: 'Social Media Coordinator',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Quite a bit, actually, because I've been to three shows here. The Lyceum Playhouse is a four-hundred-seat producing theatre, and you've got about twenty thousand followers on Instagram but only four thousand on TikTok, which stood out to me, because your rehearsal-room clips for The Crucible were the best thing on your feed. I also know you're about halfway through the capital appeal for the new studio, with a target of 1.2 million, and that your youth theatre has about a hundred and fifty members. And I noticed your Facebook audience is mostly older, so you need different content on each platform, not the same post everywhere.",
      adequate:
        "I know you're a local producing theatre, and you put on a mix of new plays and classics. You've got a youth theatre, and you're raising money for a new studio. I've looked at your social media, and you're active on Instagram and Facebook, but less on TikTok.",
      weak: "I know you're an amazing theatre with an amazing reputation! Your shows are always incredible, and your social media is already really good. I've always wanted to work in the arts, and the Playhouse is the dream, to be honest. Everybody knows it.",
      other_question:
        "Bit of both, honestly. Writing captions and editing video, I do best on my own with my headphones in, and as a freelancer for the last year that's been most of my day. But the best content I've made came from other people. For a bakery client in Matlock, the owner's daughter suggested filming the four a.m. bake, and that reel got ninety thousand views, more than everything else put together. So I like to get ideas from the team, go away and make it, then bring it back for feedback.", // answers: do you prefer working alone or in a team
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Have you got a figure in mind, salary-wise?',
      job_title: 'Bookkeeper',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I have. I'm looking for twenty-five hours a week, and for a part-time bookkeeper with AAT Level 3 in Cheltenham, the rates I've seen advertised are around fourteen to sixteen pounds an hour. Before my career break I did purchase and sales ledger for a builders' merchant for six years, and I've kept my Xero and Sage up to date, so I'd be hoping for fifteen pounds an hour. I'd be happy to start a little lower if there's a review after probation, because the school-hours pattern is worth a lot to me.",
      adequate:
        "I'd be hoping for around fifteen pounds an hour for the part-time hours. I know that's in the normal range for bookkeepers round here, and I've got my AAT qualification and previous experience. But I'm flexible, especially as the hours suit me.",
      weak: "Um, I don't really know, to be honest. What do you normally pay? I'll take whatever's going. I've been out of work a while, so I'm just grateful for anything, really. I don't want to price myself out.",
      other_question:
        "I'm Helen, I'm forty-four, and I've been a bookkeeper most of my working life. I did six years at a builders' merchant in Tewkesbury doing the ledgers, then I took seven years out when my twins were born, one of whom has type one diabetes, which took a lot of managing. The twins are eleven now and settled at secondary, and last year I did my AAT Level 3 to get back up to date. I've also been doing the books for our village hall as a volunteer, about thirty thousand a year in bookings.", // answers: tell me about yourself
    },
  },
  {
    split: 'test',
    question: {
      text: "Right, I think we've grilled you enough. What would you like to ask us?",
      job_title: 'Secondary School Science Teacher',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Thanks, I've got three. First, in the lesson I taught this morning, the Year 9s had knowledge organisers for the particles topic. Is that department-wide, and who writes them? Second, your timetable has me teaching physics to Year 10, and I'm a chemist. What support is there for teaching outside your specialism, and is there a subject knowledge course you'd fund? And third, what does ECT mentoring look like in practice here, how often would I meet my mentor, and is that time protected?",
      adequate:
        "Yes, I'd like to know about the support for ECTs, like how often I'd meet my mentor. And how big are the classes usually? And is there a chance to get involved in clubs or trips, like a science club?",
      weak: "No, I think you've covered everything, thanks. It all sounds great. Oh, actually, what time does school finish, and how many holidays do we get? Just joking! No, I'm fine, honestly.",
      other_question:
        "The main thing my PGCE at Sheffield Hallam taught me is that explaining isn't teaching. On my first placement I gave what I thought was a lovely, clear explanation of rates of reaction, and then the exit tickets showed about a third of the class had got it. My mentor had me build in a hinge question every ten minutes, mini-whiteboards, everyone answers, and I adjust on the spot. By my second placement, my Year 10 group's end-of-topic scores were up around fifteen percent on the year before.", // answers: what did you learn from your last course
    },
  },
  {
    split: 'dev',
    question: {
      text: "What's the achievement you'd most want me to know about?",
      job_title: 'Apprentice CNC Machinist',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "Probably the Greenpower car. At Castlebrook Academy we built an electric race car in a team of six, and I did the steering and the rear axle. I designed the steering bracket in Fusion 360, and our technician let me machine it on the school's little CNC mill, which is what got me into machining. The first two brackets were wrong, the holes were off by a couple of millimetres, so I learned about datum points the hard way. At the Goodwood heat in June we finished ninth out of forty-odd cars, and the steering was the one part that never needed fixing.",
      adequate:
        "I'd say building an electric race car with my school team for a competition. I worked on the steering and made one of the parts on a CNC machine, which is how I got interested in engineering. We did quite well in the race.",
      weak: "I'd say I'm proud of myself in general, for just being a good person and working hard. I've achieved lots of things at school. I don't really like to brag, but I'm always the one people come to. So yeah, loads of stuff, really.",
      other_question:
        "Pressure's OK for me as long as I've got a plan. When my A levels and the race car build both landed in May, I wrote every deadline on a big sheet on my bedroom wall and ticked things off, and I did my revision first thing before college, because I knew I'd be wrecked after the workshop. If I start to feel it building up, I go out on my bike for half an hour. I got my grades in the end, a B in maths and an A in product design.", // answers: how do you handle stress or pressure
    },
  },
  {
    split: 'test',
    question: {
      text: 'Why do you want to be a PCSO, and why now?',
      job_title: 'Police Community Support Officer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Because I've been doing half the job for eleven years as a postman on the same walk in Hanwell. I know the streets, I know who lives on their own, and I was the one who rang it in when Mr Okafor hadn't taken his post in for three days; he'd had a fall. A PCSO does the same thing, with the training and the powers to actually do something about it. Why now: Royal Mail's moving second class to every other day and my walk's being merged, so the job I liked is going. And I did a ride-along with your Hanwell team in September, and they spent most of it talking to people, which is what I'm good at.",
      adequate:
        "I've been a postman for a long time, so I know the community well, and I'm used to talking to all sorts of people. I'd like a job where I can help keep the area safe. My job's changing at the moment, so it feels like the right time for something new.",
      weak: "I've always wanted to be in the police, ever since I was a kid, but I didn't have the grades. So this is the next best thing, really. And I like the uniform! No, but I just want to make a difference and help people.",
      other_question:
        "My biggest strength is that people talk to me. Eleven years on the same round and I know most of the four hundred houses by name, so I get the chat at the door, the worries about the kids on the corner, who's just moved in. The other one is that I'm steady. I've had dogs go for me, and one bloke threatened me over a parking fine I was delivering, and I've never lost my temper. I just keep calm and keep my distance.", // answers: your strengths
    },
  },
  {
    split: 'dev',
    question: {
      text: "How do you tend to cope when the pressure's on?",
      job_title: 'Care Coordinator',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I prioritise out loud, if that makes sense. As a senior carer with Brightwell Homecare I've covered the rota on a lot of Monday mornings when three people have rung in sick, and the first thing I do is sort the calls into must-happen, like insulin and meds, and can-move, like a shopping call. I ring the families on the can-move list myself, so nobody's left waiting without knowing. Then I go through it with my manager, so it's not all in my head. What I've learned is that if I panic on the phone, the carers panic, so I keep my voice level even when I'm not feeling it.",
      adequate:
        "I try to stay organised and work out what's most important first. In care, the medication calls have to happen, so I make sure those are covered and then sort the rest out. I talk to my manager if I need support, and I try to stay calm for the staff.",
      weak: "I just get on with it. I don't really do stress, to be honest, I'm a very chilled person. Whatever happens, happens. You can't control everything, can you? So I don't worry about it, I just go with the flow.",
      other_question:
        "I'm on thirteen twenty an hour as a senior carer, plus mileage, so roughly twenty-five thousand full time. The care coordinator jobs I've seen locally are between twenty-seven and twenty-nine thousand, and since I've got my Level 3 diploma and I've covered the rota for a year, I'd be looking for twenty-eight. I'd want to know about the on-call, though, because if it's one week in four, I'd expect that to be paid on top.", // answers: salary expectations
    },
  },
  {
    split: 'test',
    question: {
      text: 'Is this something you see yourself doing long term? Where would you like to be in five years?',
      job_title: 'Apprentice Carpenter',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Yeah, definitely long term. Um, in five years I want to have my Level 3 done and be a proper qualified carpenter, doing second fix mostly, like doors, skirting, staircases. My uncle's a joiner, and I've helped him on Saturdays since I was fourteen, hanging doors and that, so I know it's what I want. After that, maybe by the time I'm twenty-two or twenty-three, I'd like to do my own small jobs on the side, kitchens maybe, and one day have my own van and my own firm. But first I want to learn it properly off your lads, not cut corners.",
      adequate:
        "Yeah, I want to do this long term. In five years I'd like to be fully qualified as a carpenter, with my Level 3, and working on site. Maybe one day I'd like to run my own business, but I want to learn it properly first.",
      weak: "Dunno, really. Five years is ages away. Probably still doing this, I guess, if I like it. Or maybe something else. I'll see how it goes. My mum said I should do a trade, so.",
      other_question:
        "Outside of college I'm mostly on my bike. I do BMX at the track in Wythenshawe three or four times a week, and last year I rebuilt an old frame I got off Facebook for twenty quid, new bearings, new forks, and I resprayed it in my nan's garage. I like knowing how stuff goes together. I also help my uncle on Saturdays, which I suppose is work, but I like it.", // answers: what do you do outside work
    },
  },
  {
    split: 'dev',
    question: {
      text: "How would the people you've worked with describe you?",
      job_title: "Electrician's Mate",
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Reliable, I'd hope. I labour for a groundworks firm at the minute, two years now, and I've not been late once; I'm usually first at the cabin with the kettle on. The foreman, Gaz, would probably say I'm a grafter but I ask a lot of questions, which he moaned about at first, and then he started giving me the drawings to read. The lads would say I'm tidy, cos I'm the one who does the clean-down on a Friday without being asked. And they'd say I'm quiet till you get to know me.",
      adequate:
        "They'd say I'm reliable and a hard worker. I turn up on time and I get on with the job. I think they'd also say I'm easy to get on with, and that I'm keen to learn new things.",
      weak: "They'd say I'm a legend, basically. Ha. No, they'd say I'm sound, a good laugh, top lad. Everyone gets on with me. Ask anyone on site, they'll tell you the same.",
      other_question:
        "In five years I want to be a qualified electrician, with my NVQ Level 3 and my AM2 done. The mate's job is my way in, because I'm twenty-four and most apprenticeships want school leavers. I've already started the Level 2 in electrical installation at night school at Bolton College, Tuesday and Thursday nights, so I'm getting the theory while I'm doing the job. After that I'd like to get into commercial work, like office fit-outs, because that's a lot of what your firm does.", // answers: five years
    },
  },
  {
    split: 'test',
    question: {
      text: 'Looking back over your career so far, what are you proudest of?',
      job_title: 'Sous Chef',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        'I think getting our food hygiene rating from three to five. When I joined the Harbourview Hotel in Scarborough as chef de partie in 2022, the kitchen had a three, because the inspector found problems with temperature records and allergen labels. My head chef gave me the job to fix it. I made a simple daily checklist for every section, with photos, in English and also in Tagalog for two of our porters, and I trained everyone for fifteen minutes before service, every day for two weeks. At the re-inspection in 2023 we got a five, and we have kept five since. After that the head chef promoted me to junior sous.',
      adequate:
        "I'm proud that I helped improve the food hygiene rating at the hotel where I work. It was a three, and after we made some changes to our records and labelling, we got a five. After that I was promoted, so that was a good moment for me.",
      weak: "I'm proud of all my dishes, really. Every plate that goes out, that's an achievement for me. Cooking is my passion and I put my heart into it. My food makes people happy, and that's the best feeling.",
      other_question:
        "My weakness is that I am too quiet when I am not happy with something. In the kitchen, if a commis is doing something wrong, sometimes I just fix it myself and I don't say, because my English is not perfect and I worry how it will sound. My head chef told me the commis can't learn if I don't tell them. So now I say it straight away, short and simple, 'this is too thick, watch me,' and I show them. It's better now, but I'm still working on it.", // answers: weakness
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What drives you?',
      job_title: 'Customer Success Associate',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Seeing someone go from stuck to confident. I taught Year 5 for six years, and the best moments were never the lesson itself, it was the kid who finally got long division and then explained it to the person next to them. I get the same thing in my current part-time job doing onboarding for a payroll software company. A nursery owner was close to cancelling in her first month, and after three calls she was running payroll on her own, and she's since referred two other nurseries to us. That's what gets me going, and I like that in customer success you can actually measure it, in renewals and in fewer tickets.",
      adequate:
        "I'm driven by helping people and seeing them succeed. I used to be a teacher, and I loved it when a child understood something. Customer success is similar, because you help customers get the most out of the product. I also like having targets to work towards.",
      weak: "I'm driven by excellence and by delivering value to the customer. I'm passionate about customer success, I live and breathe it. I'm a self-starter, and I'm always looking to go above and beyond, driving outcomes and exceeding expectations every single day.",
      other_question:
        "Yes, a few. How many accounts would I look after, and are they split by size or by sector? I'd also like to know how you measure success in this role: is it renewals, product usage, or something like NPS? And I noticed on your website that you've just launched the Xero integration. How are customers finding it, and would I be involved in helping them move over?", // answers: do you have any questions for us
    },
  },
  {
    split: 'test',
    question: {
      text: "Your CV says you're still flying. Why the change?",
      job_title: 'Train Conductor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Mainly my rosters. I've been cabin crew with a charter airline out of Manchester for six years, and I've loved it, but since the company moved into long-haul I'm away two or three nights at a time, sometimes four, and with my dad's health getting worse I want to be home every night. I still want a safety-critical, customer-facing job, though, not an office. A conductor does what I do now: safety first, then looking after passengers, and dealing with the odd difficult one. Your depot at Piccadilly is twenty minutes from me, and the lines out to Blackpool and the Lakes are ones I use myself.",
      adequate:
        "I've been cabin crew for six years and I've enjoyed it, but I'm away a lot now, and for family reasons I want to be at home every night. Being a conductor still uses the same skills, like safety and customer service, so it feels like a good move.",
      weak: "Honestly? I'm just bored of flying. Same thing every day, same faces, and the airline's gone downhill. Trains seemed like a nice change, you know, something different. Plus I've heard the pay's decent and there's loads of free travel.",
      other_question:
        "My crew would say I'm the calm one. On a flight to Dalaman last year we had a passenger having a panic attack in turbulence, and the purser asked me to sit with her, because that's what I'm known for. They'd also say I'm a stickler for the safety checks; I'm the one who re-checks the door arming even when it's already been called. And they'd probably say I'm good company on a long night stop, because I always find somewhere decent to eat.", // answers: how would colleagues describe you
    },
  },
  {
    split: 'dev',
    question: {
      text: "Before we finish, is there anything you'd like to know about the role, or about us?",
      job_title: 'Junior Project Coordinator',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Yes, thank you. You mentioned the team's moving from spreadsheets to Smartsheet for the signalling programme. Where's that up to, and would this role be helping to set it up or using it once it's live? Second, the advert says I'd support three project managers. How do they split their time, and who would set my priorities if two of them needed something on the same day? And last one: what does a good first year look like in this role, and what have previous coordinators gone on to do?",
      adequate:
        "Yes, what would a normal day look like for me? And how many project managers would I be working with? I'd also like to know about training, and whether there's a chance to progress to a project manager role later on.",
      weak: "No, I don't think so, you've explained it all really well, thanks. I'm happy with everything. It all sounds perfect, and I'm just excited to start. Oh, is there free parking?",
      other_question:
        "I'm leaving because my current job is a temp contract through an agency, and it ends in January. I've been doing document control for a housing developer in Crewe for eight months, logging drawings and chasing approvals, and I've enjoyed it, but there's no permanent role there, they've told me that straight. I'd also like to move from just tracking the paperwork to helping plan the work, which is why coordinator is the next step for me.", // answers: why are you leaving
    },
  },
  {
    split: 'test',
    question: {
      text: 'Sum yourself up in three words for me.',
      job_title: 'Youth Worker',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Oh, um, OK. Patient, honest, and... stubborn, in a good way. Patient because I've volunteered at the Hillside youth club for three years, and some of the lads don't say a word to you for months, and you just keep showing up. Honest because young people can smell it if you're fake, so I always tell them when I don't know something. And stubborn because I was one of those lads at Hillside. I nearly got kicked out of school in Year 10, and the youth worker there, Dean, didn't give up on me. So I don't give up on them either.",
      adequate:
        "Patient, honest and committed. I'm patient with young people, even when they're difficult. I'm honest with them, because you need trust. And I'm committed, because I've been volunteering at a youth club for a few years and I really want to make this my career.",
      weak: "Three words... funny, chill, and, um, amazing? Ha. Nah, I'd say I'm just a good guy. The kids love me, I'm basically one of them. I don't really know what else to say.",
      other_question:
        "The thing I'm proudest of is the football tournament I set up last summer. The club had lost a lot of the older kids, fourteen, fifteen, because there was nothing for them. I got the council's holiday fund to pay for the pitches at Marley Fields, about eight hundred pounds, and I talked two other youth clubs into entering teams. Sixty-two young people took part over three days, and nine of them have kept coming to the Thursday senior night ever since.", // answers: greatest achievement
    },
  },
  {
    split: 'dev',
    question: {
      text: "Convince me. Out of everyone we're seeing today, why should it be you?",
      job_title: 'Probation Services Officer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Because I've already done the hardest parts of this job without the title. For four years I've been a key worker at Bridge Street hostel in Newport, with twenty-four residents, most of them on licence or a community order. I liaise with probation every week, I write the hostel's reports for MAPPA meetings, and I've done the risk assessment for every new arrival. I know how to hold a boundary with someone who's angry and still get them to the job centre the next morning. The part I haven't done is court work, but I've sat in on pre-sentence interviews with your officers, and I'd want to go on to the PQiP after a year or two here.",
      adequate:
        "I've got four years' experience working in a hostel with people on probation, so I understand the work and the people. I'm good at building relationships, but I can also be firm. I'm organised with my paperwork, and I'm really committed to helping people change.",
      weak: "Because I'm the best candidate you'll see today, simple as that. I'm passionate, I'm dedicated, I never give up on anyone, and I genuinely believe everyone deserves a second chance. I'd be a real asset to the team. You won't regret it.",
      other_question:
        "Sure. I'm Rhys, I'm thirty-one, and I'm from Newport. I did a criminology degree at Cardiff Met, then worked in a call centre for two years because I didn't know what to do with it. In 2022 I got a job as a support worker at a hostel for men leaving prison, and I was made a key worker after a year. I've got twenty-four residents, I do their support plans and work closely with probation, and that's really where I found my career.", // answers: tell me about yourself
    },
  },
  {
    split: 'test',
    question: {
      text: 'Say you start on Monday. What would you want to have done by the end of your first month?',
      job_title: 'Coffee Shop Shift Supervisor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "First, in the first week, I want to work every station, the bar, the till, the oven, on the busy shifts, because I can't supervise people well if I don't know how your shop runs, even if I know coffee. Second, I want to know the team, so I would talk to each barista about what shifts they like and what they find difficult. By week three I look at the numbers, your morning queue, the pastry waste, because in my shop in Bath we cut pastry waste by about a third just by planning the bake from the last four weeks of sales. And by the end of the month I want to do the close alone, with no mistakes on the cash.",
      adequate:
        "In my first month I would want to learn how everything works here and get to know the team. I'd work on all the stations so I understand the shop, and make sure I can do the opening and closing properly. Then I'd see if there is anything that can be better.",
      weak: 'I would change a lot of things, I think. From what I saw when I came in today, the bar is in the wrong place and the music is too loud. I know how a coffee shop should be, so I would just make it like my old one. Then everything will be perfect.',
      other_question:
        "What motivates me is the regulars. In Bath we had a man, Mr Hughes, who came every day at quarter past seven for a flat white, and when he didn't come for two weeks, we found out he was in hospital, so we sent a card from the shop. When he came back, he cried a little bit. I like that a coffee shop is a small part of people's day but it matters. And I like to make a coffee that is really good, not just fast. That's the Italian in me.", // answers: what motivates you
    },
  },
  {
    split: 'dev',
    question: {
      text: 'I can see a gap of about eighteen months on your CV, from early 2024. Do you want to talk me through it?',
      job_title: 'Copywriter',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Yes, happy to. In February 2024 I was diagnosed with Hodgkin lymphoma, and I left my job at an agency in Brighton to have chemo, which went on for about six months. The treatment worked, I've been in remission since that autumn, and every check-up since has been clear. Once I was well enough, in early 2025, I did two things: a short course in SEO writing, and freelance work for a couple of local charities, including rewriting the donation pages for a hospice, which lifted online donations by about twenty percent. So I'm fully back and ready for a full-time role.",
      adequate:
        "I had some health problems in 2024 and needed time off for treatment, so I left my job. I'm fully recovered now. While I was getting better I did some freelance writing and a short course to keep my skills up, and I'm ready to come back to work full time.",
      weak: "Oh, that's just personal stuff really, I'd rather not get into it. It wasn't a big deal. I was doing bits and pieces, this and that, keeping busy. Anyway, I'm here now and I'm really keen. Can we move on?",
      other_question:
        "In my first month I'd want to learn your clients' voices before I write anything that goes out. I'd read the brand guidelines and the last six months of copy for each account, and sit in on a couple of client calls. I'd ask for small, low-risk jobs first, email subject lines, social posts, so the account managers can see how I write and tell me if I'm off. By week four I'd hope to be drafting a full landing page, with one of your senior writers reviewing it.", // answers: what would you do in your first month
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is it that gives you the most satisfaction in a job?',
      job_title: 'Phlebotomist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Getting it right first time for someone who's dreading it. I've been a healthcare assistant at a care home in Stockport for three years, and since I did my venepuncture training last year I take all the routine bloods for our residents, about twenty a week. Some of them have really poor veins or dementia and they're frightened, so I take my time, warm their hands, talk them through it. I get it first time about ninety percent of the time now. There's one lady who used to refuse point blank, and now she asks for me. That's the satisfying bit: a frightened person ending up calm, and a good sample, so nobody has to do it again.",
      adequate:
        'I get satisfaction from helping people and doing a job properly. I like it when a patient is nervous and I can calm them down and get the blood first time. I also like having a routine and being organised, so everything runs smoothly.',
      weak: "Payday, obviously! Nah, I'm joking. I just like helping people, really. It's nice to feel needed. And I like working with a good team. Basically, as long as everyone's happy, I'm happy.",
      other_question:
        "Because I've already done hundreds of bloods on the hardest veins, not on a training arm. Most of my residents are in their eighties, on blood thinners, often dehydrated, and I've taken around a thousand samples this year with very few haemolysed or rejected by the lab. I'm used to labelling and checking ID at the bedside with people who can't confirm their own name. And I'm calm with anxious people, which in a busy outpatient clinic with a queue is half the job.", // answers: why should we hire you
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you stay on top of developments in your field?',
      job_title: 'Occupational Therapist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "A few ways, and I keep a record of all of it for my HCPC CPD. I'm a member of RCOT, so I read the British Journal of Occupational Therapy every month, at least one article properly, and I bring anything useful to our journal club at Southmead, which I restarted last year; we meet every other Thursday lunchtime. In March I did a two-day course on sensory processing, because we kept getting autistic adults referred and I didn't feel confident. Last year I used a paper on falls prevention to change our home assessment checklist, and my team lead adopted it for the whole service.",
      adequate:
        "I read journals and articles when I can, and I'm a member of the Royal College of Occupational Therapists. I go on training courses through work, and I keep a CPD log for my registration. I also learn a lot from the more experienced people on my team.",
      weak: "I just pick things up as I go, to be honest. You learn on the job, don't you? I'm quite naturally good at keeping up with things. And if anything important changes, someone will usually tell you anyway.",
      other_question:
        "I like a mix, which is lucky, because OT is both. Home visits I do on my own, and I'm confident making decisions there, like whether someone's safe to go home with a perching stool and rails. But my best work has been with the ward team. We had a man who kept being readmitted after falls, and it was only when the physio, the pharmacist and I sat down together that we realised his blood pressure tablets were making him dizzy in the mornings. None of us would have spotted it alone.", // answers: do you prefer working alone or in a team
    },
  },
  {
    split: 'test',
    question: {
      text: "This job's mostly just you and the van. Are you happier working on your own or as part of a team?",
      job_title: 'Multi-drop Delivery Driver',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "On my own, if I'm honest, but I'm not a loner. I did nine years on a production line at a biscuit factory in Carlisle, and I got on with everyone, but I always liked the bits where I was left to get on with it. When I did Christmas temp work driving for a parcel firm last year, a hundred and forty drops a day, I liked planning my own route and just cracking on. But you still need the depot on your side, so I'd ring in early if I was running late, and I'd swap drops with another driver if his route was closer. So, happy on my own, but I'll muck in.",
      adequate:
        "I'm happy working on my own. I don't need someone watching me to get the job done. But I get on with people too, and I worked in a team for years in a factory. So I'm fine with either, really.",
      weak: 'Alone, definitely. People do my head in, to be honest. I just want to put my music on and be left alone. No offence, but the less I have to talk to anyone, the better.',
      other_question:
        "The advert says twelve ninety an hour with a bonus for drops over target. I was on thirteen fifty at the factory, so it's a bit of a drop, but I know I'd make it up with the bonus if I'm doing a hundred and forty drops a day like I did at Christmas. What I'd want is guaranteed hours, forty a week, not zero-hours, and to be paid for the time loading at the depot.", // answers: salary expectations
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Would you call yourself more of a team player, or do you prefer to get your head down on your own?',
      job_title: 'Research Assistant',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "Honestly, I work best with quiet time on my own inside a team that talks a lot. On the sleep study at Surrey last year I was one of three RAs, and most of my day was on my own, scoring actigraphy data and cleaning questionnaires, which I'm good at and I like. But we had a fifteen-minute check-in every morning, and that's where I realised two of us were coding the bedtime variable differently, which would have messed up about two hundred participants. So I like owning my own piece, but I think the best research happens when you're checking each other's work all the time.",
      adequate:
        "I'm happy doing both. I like working on my own when I need to concentrate on data or writing, but I also enjoy being part of a research team and sharing ideas. On my last project I did a lot of independent work, but we met regularly as a team.",
      weak: "I'm a team player, one hundred percent. Teamwork makes the dream work, as they say! But I'm also great at working independently. I'm flexible, I can adapt to anything. So whatever you need, I'm your person.",
      other_question:
        "Mostly by doing. When I noticed every RA job was asking for R, not SPSS, I did the free Harvard data science course in R over a summer, and then redid my dissertation analysis in R to check I got the same numbers. I did. I follow a couple of open science newsletters, and I've just pre-registered a small side project on the OSF with my old supervisor, about screen time and sleep in students, so I learn that process properly.", // answers: how do you keep your skills up to date
    },
  },
  {
    split: 'test',
    question: {
      text: 'What would you say sets you apart from the other people applying?',
      job_title: 'Maintenance Technician',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Eight years in the RAF as an aircraft technician, most of it on the A400M at Brize Norton, so I'm used to fault-finding under real time pressure with procedures I can't skip. I've done hydraulics, pneumatics and electrical, so on a food line I'm not just an electrical guy or a mechanical guy, I can do both. The bit I think matters most for you is that planned maintenance is second nature to me. If the plan says check it every two hundred hours, it gets checked, and it gets signed for. I left in March, and I've done my 18th Edition since, so I'm current on the electrical side too.",
      adequate:
        "I've got eight years' experience as an aircraft technician in the RAF, so I've got a strong background in both mechanical and electrical fault-finding. I'm used to following procedures and working safely. I think that experience would transfer well to a factory.",
      weak: "I'd say my attitude. I'm just really positive and I always go the extra mile. I'm a hundred percent committed and I'll give it everything. I think that's what sets me apart, I just want it more than the others.",
      other_question:
        "The main thing the RAF taught me is that the paperwork is part of the job, not something after it. Early on at Brize I fitted a hydraulic part correctly but logged it against the wrong serial number, and the aircraft was grounded for a day while they traced it. Nobody shouted, but my sergeant walked me through what could have happened if it hadn't been caught. Since then I've written up each task as I finish it, not at the end of the shift. That habit is the same on a production line.", // answers: what did you learn from your last job
    },
  },
  {
    split: 'dev',
    question: {
      text: "What's the main thing your last job taught you?",
      job_title: 'Travel Consultant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "How to fix a holiday that's going wrong, fast, without promising things I can't deliver. I was a holiday rep in Crete for two seasons, based in Hersonissos, looking after about six hundred guests a week across four hotels. The big one was when a hotel overbooked and twelve families turned up at midnight with nowhere to sleep. I learned to tell people straight what I knew and what I didn't, give them a time I'd call back, and then actually call. We had them all in another four-star within two hours. And that's the job of a travel consultant too, really, just earlier in the process.",
      adequate:
        'The main thing I learned as a holiday rep was how to deal with customers when things go wrong. You have to stay calm, be honest with them and sort the problem out as quickly as you can. I also learned a lot about different resorts and hotels.',
      weak: "Oh, loads! It taught me so much about life, honestly. Mostly that I love travelling and I'm a real people person. It was the best experience ever, and it really made me who I am today. I learned so much about myself.",
      other_question:
        "I want to work at Wanderline because you're independent, and your consultants actually build trips rather than just selling packages off a screen. I looked at your tailor-made Greek islands section, and you've got some smaller places on there, like the family-run hotels in Plakias, that I actually know from my time in Crete. I also saw that you're ABTA and ATOL protected, and that you've been on this high street since 1989. I'd like to be somewhere long enough to build up my own regular customers.", // answers: why our organisation
    },
  },
  {
    split: 'test',
    question: {
      text: 'What have you done lately to keep learning in this line of work?',
      job_title: 'Dog Groomer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Quite a lot, because I came into grooming late, after twelve years in accounts. I did my City and Guilds Level 3 last year at a training salon in Chelmsford, and since then I've done a one-day hand-stripping workshop for terriers, because I kept having border terrier owners asking and I was turning them away. I watch breed profiles on a couple of grooming channels, and in September I entered my first competition, the novice class at a show in Peterborough. I came fourth with a cocker spaniel, and the judge's written feedback on my blending was worth more than the placing. Next I want to do canine first aid.",
      adequate:
        "I finished my Level 3 grooming qualification last year, and I've done a couple of short workshops since then. I watch videos online and follow some groomers on social media to pick up tips. I'd like to do more courses, like canine first aid.",
      weak: "I mean, once you know how to groom, you know how to groom. It's not really something that changes much. I just learn from the dogs, every dog is different! I'm a natural with animals, so I don't think I need loads of courses.",
      other_question:
        "Yes, a couple. How many dogs a day would I be expected to do, and is that fixed, or does it depend on size and breed? I ask because at my training salon a doodle could take three hours. Also, do you offer hand-stripping here, or would you want me to start it? And what's your approach with nervous or snappy dogs: do you ever refer them to a vet, or do you work with them over a few short visits?", // answers: do you have any questions for us
    },
  },
  {
    split: 'dev',
    question: {
      text: "And what do you do with yourself when you're not at work?",
      job_title: 'Housing Officer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Mostly boxing, though not in the ring any more. I volunteer as a coach at Eastside ABC, a community boxing club in Hull, three evenings a week. We've got about forty kids, and a lot of them live on estates like the ones I'd be covering, and for some of them it's the only structure they've got. I did my England Boxing coaching qualification two years ago. Apart from that, I'm slowly doing up a terraced house with my partner, which has taught me more about damp and condensation than I ever wanted to know, and I do parkrun most Saturdays, usually badly.",
      adequate:
        "I like keeping fit, so I go to the gym and do parkrun at the weekend. I also help out at a local boxing club, coaching kids a couple of nights a week. And I'm doing up a house with my partner at the moment, so that takes up a lot of time.",
      weak: "Honestly, not much! Netflix, sleep, takeaway, repeat. Ha. I'm a bit of a homebody, really. I like to keep work and home separate, so I don't really talk about my personal life at work. But yeah, nothing exciting.",
      other_question:
        "Mostly by not letting it build up. As a neighbourhood warden I'd sometimes get three angry calls about the same antisocial behaviour before ten o'clock, and what helps me is writing it down straight away, so I'm not carrying it around. I keep a list, top three things today, and I'm honest with tenants about when I'll get back to them. If something's really heavy, like the flat fire we had last winter, I'll talk it through with my supervisor the same day. And the boxing helps a lot.", // answers: how do you handle stress or pressure
    },
  },
  {
    split: 'test',
    question: {
      text: "You've just done your Level 3. What did you actually get out of the course?",
      job_title: 'Fitness Instructor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Honestly, the programming side. Before this I spent sixteen years in an office at an insurance company, and I'd lost four stone at forty by following plans off the internet, so I thought I knew my stuff. The Level 3, the anatomy and especially the module on clients with health conditions, showed me how much I didn't know. My case study was a sixty-year-old man with type 2 diabetes and a dodgy knee, and I wrote him a twelve-week plan that his GP signed off. He lost six kilos and came off one of his tablets. What I got out of it is that every plan has to start from the person, not from the programme.",
      adequate:
        'I learned a lot about anatomy and how to write proper training programmes. The part about working with clients who have health conditions was really useful. I also did a case study with a real client, which gave me good practical experience.',
      weak: "It was good, yeah. I learned loads of stuff, to be honest, too much to mention. It was basically everything you need to know to be a PT. I passed first time, so it wasn't too hard for me. I already knew most of it anyway.",
      other_question:
        "My main strength is that I know what it's like to be the nervous one at the back of the gym. I was sixteen stone at thirty-nine, and for the first year I didn't walk into a gym at all, I did it all at home. So I'm good with beginners and older clients, the people most trainers ignore. The other one is that I'm organised. Sixteen years in insurance means I keep proper records, I follow up, and I'm never late for a client.", // answers: your strengths
    },
  },
  {
    split: 'dev',
    question: {
      text: "Let's imagine you've got the job. What would you focus on in your first ninety days?",
      job_title: 'Junior Compliance Analyst',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "The first month would be learning, mainly your policies and how the team actually works day to day. I'd read the financial crime policy and the last couple of internal audit reports, and I'd ask to shadow whoever's working the transaction monitoring alerts, since that's where I'd start. In month two I'd want to be clearing alerts myself, with everything checked by a senior, and be quick and accurate on the straightforward ones. By the end of month three I'd hope to be handling the standard cases on my own, and to have noted one or two things that could be simpler. I did that in my KYC job at a bank, and found we were asking customers for the same document twice.",
      adequate:
        "In my first ninety days I'd focus on learning the policies and procedures and getting to know the team. I'd shadow people to start with, then take on my own work with support. By the end I'd like to be working fairly independently on the basic tasks.",
      weak: "In my first ninety days I'd hit the ground running and add value from day one. I'd look at the big picture, identify the quick wins, and drive change across the whole compliance function. I'm a fast learner, so I don't think I'd need much training.",
      other_question:
        'The nine months after my degree is when I was job hunting and helping out at home. I graduated in law from Leicester in 2024, and that summer my mum had a hip replacement that went wrong, so I did a lot of the looking after my two younger brothers. In that time I did the ICA Certificate in Anti Money Laundering online, which is how I found out compliance was what I wanted, and I volunteered at Citizens Advice one day a week. Then I got the KYC job in spring 2025.', // answers: explain a gap in your CV
    },
  },
  {
    split: 'test',
    question: {
      text: "Tell me something you care about that isn't on your CV.",
      job_title: 'Cleaning Supervisor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "OK, this is a nice question. My big passion is folk dancing, rancho folclórico, from my region in Portugal, the Minho. In Thetford there is a big Portuguese community, and six years ago I started a group for the children, so they don't lose the culture. Now we have twenty-two kids, from six to sixteen, we practise every Sunday in the church hall, and I make some of the costumes myself, with my sister. Last summer we danced at a festival in Norwich, in front of maybe two thousand people. I was more nervous than the children!",
      adequate:
        "I'm passionate about Portuguese folk dancing. I help run a group for children in the Portuguese community in my town. We practise every week, and sometimes we perform at events. It's important to me that the kids keep the culture.",
      weak: "Hmm, not really anything. I work and I go home, I look after my family. That's all. I am a simple person, I don't have time for hobbies. My job is my passion, really. I am always thinking about cleaning, even at home!",
      other_question:
        "I want to be supervisor because I am already doing a lot of it. For six years I clean at the hospital in Bury St Edmunds, and for the last two years, when our supervisor is on holiday, I do the rotas and the ward audits. I like it. I am good at explaining to new people, especially the ones who don't speak English well, because I remember how it was for me. And with infection control I am very careful, I know why every step is there, so I can teach it.", // answers: why this role
    },
  },
];
