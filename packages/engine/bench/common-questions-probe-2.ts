import type { ProbeItem } from './fundamentals-probe.ts';
import type { CommonKind } from './common-questions-probe.ts';

/**
 * A second blind probe of the questions nearly every interviewer asks, whatever the job.
 * Written 2026-12-07 by a helper that never saw the scorer, its rubrics or any figure it produces.
 * 40 questions (20 topics, each once in dev and once in test, worded differently); dev and test
 * alternate in file order, and only dev is read while the scorer changes.
 * Different roles, wordings and styles of candidate from the first probe: school leavers, apprentices,
 * career changers, returners and people with a few years' experience, some plain-spoken or nervous.
 * Run: `npm run bench:engine -- common-questions`
 */
export const COMMON_PROBE_2: ProbeItem<CommonKind>[] = [
  {
    split: 'dev',
    question: {
      text: 'So, to kick things off, tell me a bit about yourself.',
      job_title: 'Chef de Partie',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Sure. I'm a chef, six years in professional kitchens. I started as a kitchen porter at nineteen at the Black Swan in Helmsley, got moved onto the line after eight months, and did my NVQ Level 3 while working there. For the last three years I've been chef de partie on the fish section at Orla, a seventy-cover place in Leeds, where I also write the weekly prep sheets and train the commis. I've cut our fish waste by about a third by changing how we portion and order. I'm applying here because I want a bigger, busier kitchen and a route to sous chef.",
      adequate:
        "I'm a chef, I've been cooking professionally for about six years. I started off washing pots and worked my way up, and at the moment I'm a chef de partie in a restaurant in Leeds, mostly on the fish section. I enjoy the job and I'm looking for the next step in a bigger kitchen.",
      weak: "Well, I'm a really hard worker and a people person, and I've always loved food, ever since I was little watching my nan cook. I'm passionate, driven, and I give a hundred and ten percent. Cooking is basically my whole life, to be honest, so yeah, that's me really.",
      other_question:
        "My weak spot has been delegating. When I first ran the fish section, I'd redo the commis's prep myself because it was quicker, and by Friday service I was exhausted and they weren't learning anything. My head chef pointed it out. So I started writing a prep sheet with the standard for each item, showing it once, then checking rather than doing. It felt slow for a couple of weeks, but now my commis can set the section up alone, and I get to focus on the specials.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is it that actually motivates you at work?',
      job_title: 'Bus Driver',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Honestly, getting people where they need to be, on time and safely. I did twelve years in retail before this, and what I missed was feeling that my day made a difference to someone. On my training runs on the number 14, there was an older lady who caught the 7:40 every morning to get to her dialysis appointment. If that bus is late, her whole day goes wrong. That's what gets me going, knowing a lot of people depend on that timetable. And I like a clear job: the route, the times, the safety checks, done properly every day.",
      adequate:
        "I'm motivated by doing a good job and helping people. I like driving, and I like that on a bus you're helping people get to work or wherever they're going. I also like having a routine and knowing what I'm doing each day. That keeps me going.",
      weak: "Money, mainly, if I'm honest! No, I'm joking. Well, half joking. I'm just a very motivated person in general. I'm self-motivated, I don't need anyone pushing me. Whatever the job is, I just get on with it and give it my all, that's the kind of person I am.",
      other_question:
        "I left retail after twelve years because the shop I managed in Rotherham was closing, and the company offered me a move to a store forty miles away. With two kids at school, that wasn't going to work. I'd always liked driving, so I used part of my redundancy money to get my provisional bus licence and then got onto the trainee scheme here. I passed my Category D test first time in March, and I've done my CPC modules since.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Could you walk me through your CV for me?',
      job_title: 'Laboratory Technician',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Of course. I did a BTEC in Applied Science at Barnsley College, then went straight into work as a lab assistant at Dearne Valley Water's sampling lab in 2019, mostly preparing samples and washing glassware. After a year they put me through the lab technician apprenticeship, which I finished in 2022. Since then I've been running routine microbiology tests on drinking water, about forty samples a day, and I'm trained on the ICP-MS for metals. The last thing on there is the ISO 17025 audit last year, where I rewrote our sample-receipt procedure. Now I want to move into a pharmaceutical QC lab.",
      adequate:
        "Yes, so after college I did a science BTEC and then got a job as a lab assistant at a water company. They put me on an apprenticeship and I became a lab technician. I've been testing water samples for the last few years, mainly microbiology. Now I'm looking for a new challenge.",
      weak: "Well, it's all on there really, I don't want to bore you! Basically I've done science stuff since college, labs and that. I've got loads of experience and I'm a quick learner, so I'm sure I'd pick up anything new. I think my CV speaks for itself, honestly.",
      other_question:
        "In five years I'd like to be a senior QC analyst in a pharmaceutical lab, signing off batch results rather than just running the tests. To get there I'm doing a part-time chemistry degree with the Open University, I'm in year two of six, and I want experience with HPLC and GMP documentation, which I don't have yet. Longer term I'd be interested in method validation, because that's the part of the job where you design the test rather than follow it.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Ambulance work is obviously high pressure. How do you deal with that?',
      job_title: 'Paramedic',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Mostly by leaning on structure. At a job I go back to basics, airway, breathing, circulation, and I talk through what I'm doing with my crewmate, so my head doesn't run ahead. Last winter we had a cardiac arrest in a cramped upstairs bathroom with the family shouting. I asked the son to go down, open the front door and meet the second crew, which gave him something to do and gave us space. Afterwards I use the hot debrief, and I'll ring the wellbeing line if a job stays with me. I did that twice last year, and it helped.",
      adequate:
        'I try to stay calm and focus on the patient in front of me. I follow my training and the protocols, and that stops me panicking. After a hard shift I talk it over with my crewmate, and I go to the gym to switch off.',
      weak: "To be honest, I don't really get stressed. I'm just naturally a calm person, always have been. Pressure actually brings out the best in me, I love a bit of adrenaline. Some people crumble, but I thrive on it, that's why I chose this job in the first place.",
      other_question:
        "The biggest thing I learned on my student placement in A&E at St Cuthbert's was how much the handover matters. I watched a nurse lose five minutes with a patient because a crew had given a rushed, muddled handover. After that I used ATMIST every single time: age, time, mechanism, injuries, signs, treatment. My mentor on the road later said my handovers were the clearest of any newly qualified paramedic he'd worked with, and I still write the times on my glove so I don't forget them.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What do you know about us as an organisation?',
      job_title: 'Social Worker',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Quite a bit, I hope. Harrowfield Council's children's services came out of special measures in 2023, and your last Ofsted inspection moved you to 'requires improvement', with the front door singled out as much better. You use the Signs of Safety model, which I trained in on my last placement, and you've kept caseloads in the assessment team to around eighteen. I also read about your kinship carers' hub in Eastwick, which I think is a really practical idea. What I'd like to understand better is how you've managed to hold on to your newly qualified staff.",
      adequate:
        "I know you're the children's services department for Harrowfield Council and you cover the whole borough. I read your last Ofsted report and it said things are improving. You do child protection, looked-after children and family support, and you have a programme for newly qualified social workers.",
      weak: "I know you're a really good council to work for and you do amazing work with children and families. Everyone says great things about you. I had a look at the website and it all looked really good, very professional. It just seems like a lovely place to work.",
      other_question:
        "I'm a newly qualified social worker, but not new to this kind of work. I was a youth worker for nine years in Morley and Batley, running detached sessions and a young carers' group. I kept seeing families fall between services, so at thirty-two I went back and did a master's in social work at Leeds Beckett. My final placement was ten months in a child protection team, where I held six cases of my own under supervision, including one that went to an initial child protection conference.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'If I asked your best friend to describe you, what would they say?',
      job_title: 'Trainee Dental Nurse',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Um, I think she'd say organised, calm, and a bit of a worrier, in a good way. Organised because I'm the one with the group calendar, I sort out everyone's birthdays, and I planned our trip to Tenby last summer. Calm because when her little brother cut his hand badly, I was the one who got a towel on it and rang 111. And the worrier part is that I double-check things, like I'll check the door's locked twice. I think that's actually useful in a dental surgery, with things like sterilising instruments.",
      adequate:
        "She'd probably say I'm kind, reliable and a good listener. I'm always there if my friends need to talk, and I don't let people down. I think those things would help me be a good dental nurse, because a lot of patients are nervous.",
      weak: "Oh gosh, um, she'd probably say I'm crazy, like in a fun way! I'm always laughing and messing about. And that I'm nice, I guess, and a good friend. I don't know, really, you'd have to ask her, haha. Sorry, I'm a bit nervous.",
      other_question:
        "I want to be a dental nurse because of my work experience week at Castle Street Dental in Year 11. I saw the nurse, Jo, calm a really scared little boy just by explaining every instrument before it went near him. I liked that it's a job where you're looking after people but also following proper procedures, like in the decontamination room. And this job appeals because you'd put me on the national diploma while I work, which is exactly the route I wanted.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Why do you want to work here?', job_title: 'Web Developer', round_type: 'Warm-up' },
    answers: {
      strong:
        "Mainly because of what you build and how you build it. Kestrel Labs makes booking software for independent gyms and climbing walls, and I'm actually a user: my climbing wall in Sheffield runs on your app, and I've seen it go from clunky to genuinely quick over the last year. I read your engineering blog post on moving the front end to server-rendered pages and halving load times, which is the kind of work I've been doing at my agency. And you're twelve developers, so I'd own features end to end instead of being handed tickets.",
      adequate:
        "I like the products you make, and I think the booking app is well built. You're a smaller company, so I'd get to work on more of the product. I also like that you use TypeScript and React, which is what I already work with. It seems like a good fit for my skills.",
      weak: "Honestly, you guys just seem like a really cool company. Great culture, great vibe, and the office looks amazing with the free snacks and everything. I've heard really good things. I just think I'd fit in really well here and it'd be a great place to grow.",
      other_question:
        "My main strength is making slow pages fast. At my current agency I took over a retailer's product listing page that took six seconds to load on mobile. I profiled it, found we were shipping 900 kilobytes of JavaScript for one filter menu, and rebuilt it with plain HTML and a small script. Load time dropped to 1.4 seconds, and the client saw mobile checkouts go up by about eight percent the next month. I also write things down, so the next developer knows why.",
    },
  },
  {
    split: 'test',
    question: {
      text: "Tell me about the achievement you're proudest of, at work or outside it.",
      job_title: 'Police Constable',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "Turning round the pub I managed in Gateshead. When I took it over in 2019 it had had two licence reviews in a year because of fights on Friday nights. I sat down with the neighbourhood policing team, brought in a door policy with ID scanning, trained all eleven staff to spot drunkenness and refuse service, and started a weekly meeting with the two pubs next door. In the following twelve months we had no police call-outs to the premises, and the licensing officer wrote to say it was a model for the area. That's really where the idea of joining the police came from.",
      adequate:
        "I'd say managing a pub and sorting out the trouble we used to have at weekends. There were a lot of fights when I started, so I worked with the police and changed how we ran the door. It got a lot better and we stopped having problems.",
      weak: "Probably just being a good mum to my two, that's my biggest achievement, nothing beats that. And at work I've always been a high achiever. I'm a real go-getter, I always hit my targets and more. I'm just proud of everything I've done, really.",
      other_question:
        "I want to be a police constable because of the nine years I spent running pubs. I watched the neighbourhood officers on a Friday night calm things down with a word before anyone needed arresting, and I realised I'd been doing a small version of that job for years. I'm thirty-four, I've got the people skills, and I want the training and the powers to do it properly. The two-year apprenticeship route here suits me too, because I learn best on the job.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What is it about this particular training contract that appeals to you?',
      job_title: 'Trainee Solicitor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Three things. First, the seats: you guarantee one in private client and one in agricultural property, and those are the two areas I want to end up in. Second, the size. Hartley Moss is around forty lawyers, so trainees get client contact from the first month; your second-year trainee told me at the open evening she'd run her own small probate files under supervision. Third, your clients are largely farming families in the Dales, and I grew up on a farm near Hawes, so I understand the succession problems they face and I'd like to help them get it right.",
      adequate:
        "I like that it's a smaller firm, so I'd get more responsibility early on. I'm interested in private client work, which is one of your main areas, and I'd like to do a seat in property too. It also means I could stay in North Yorkshire, which is important to me.",
      weak: "It's a training contract, and I really want to qualify as a solicitor, so any good firm would be great for me, to be honest. Your firm has a great reputation and I think I'd learn a lot. I'm very ambitious and hardworking, so I'm sure I'd do well in any seat.",
      other_question:
        "An area I've had to work on is speaking up in meetings. As a paralegal at a conveyancing firm, I'd often spot a problem in a file, like a missing easement, and mention it by email afterwards instead of in the team meeting. My supervisor pointed out that this made the fix slower. So I started writing down one point before each meeting that I'd raise no matter what. It felt awkward for a month, but by the end of the year I was presenting the weekly completions list myself.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Can you tell me about a time something you were responsible for went wrong?',
      job_title: 'Architectural Assistant',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "Yes. In my year out at a practice in Bristol, I was responsible for the planning drawings for a two-storey extension, and I used the site survey the client gave us without checking it against the title plan. A neighbour objected that the wall sat 300 millimetres over the boundary, and we had to withdraw and resubmit, which cost the client eight weeks. I told my director as soon as I realised, and arranged a proper measured survey at our cost. Since then I never draw a boundary from a client's sketch; I check the Land Registry plan first, every time.",
      adequate:
        'On my year out I made a mistake with some planning drawings for an extension. The boundary was wrong, so a neighbour objected and we had to resubmit, which caused a delay. I learned to always check surveys properly before I start drawing.',
      weak: "Um, I can't really think of a big failure, to be honest. I'm quite a perfectionist, so I usually check everything loads of times. Maybe sometimes I've been too much of a perfectionist and spent too long on a drawing. But nothing has ever really gone wrong.",
      other_question:
        "The project I'm proudest of is a community café in a disused bowls pavilion in Bedminster. I was the assistant on it from concept to completion, and I did the detailing for the new timber canopy myself. We came in at 212,000 pounds, eleven thousand under budget, by reusing the original roof trusses, which I pushed for after the structural survey showed they were sound. It opened last April, and it's now used by about four hundred people a week, including a Tuesday dementia group.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Why should we hire you?',
      job_title: 'Supermarket Store Manager',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Because I've done this exact job in a harder store and made it work. For four years I've run the Parkside branch of a national chain: sixty-two staff, about 310,000 pounds a week in sales. When I arrived it had the worst availability score in the region. I changed the night-fill rota so the shelves were finished by seven instead of ten, and within a year we went from bottom to third out of twenty-eight stores. Staff turnover fell from 48 to 29 percent. Your Hillsborough store has the same challenges, a big estate and lots of students, and I know how to handle both.",
      adequate:
        "I've got a lot of experience in retail management. I've been a store manager for four years, and before that a deputy manager. I know how to run a busy store, manage staff and hit targets. I'm reliable and I work well with my team.",
      weak: "Because I really, really want this job and I'll work harder than anyone else you interview. I'm a perfectionist and I never give up. I'm a great leader, people just naturally follow me. Honestly, you'd be mad not to hire me, haha!",
      other_question:
        "I'm leaving my current company because they're removing the store manager role in smaller branches and replacing it with cluster managers who cover four stores each. I was offered one of those posts, but it would mean spending most of my week driving between sites and not really knowing any of my teams. What I'm good at, and what I enjoy, is running one store well and developing the people in it. So I decided to look for a company that still has a manager in every store.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What kind of pay are you looking for?',
      job_title: 'Maintenance Plumber',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Around thirty-four thousand. I'm fully qualified, NVQ Level 3 and Gas Safe registered, with seven years' experience, and most maintenance plumber jobs I've seen for housing associations in Manchester are advertised between thirty-one and thirty-six. At the moment I'm self-employed and I clear about thirty-two after the van and insurance, so with a company van and a pension, thirty-four would be a fair move. I'm flexible on that if the call-out overtime is good, because I know that can add up to quite a bit.",
      adequate:
        "I'm looking for something around thirty-two to thirty-five thousand, depending on the overtime and whether there's a van. That's roughly what I'm on now. I'm Gas Safe registered and I've been doing this seven years, so I think that range is fair for my experience.",
      weak: "As much as you'll give me, mate! No, seriously, whatever you think is fair. I'm not really fussed about money, I just want steady work. I've got bills like everyone else, so, you know, the more the better, I suppose, haha.",
      other_question:
        "I want to stop being self-employed because the last eighteen months have been feast and famine. Some weeks I'd have ten boiler jobs, some weeks two, and I spend my evenings doing quotes and chasing invoices; one customer owed me nine hundred quid for four months. I want to just do the plumbing well, have regular hours, and see my kids at weekends. A housing association gives me steady work and a proper team behind me.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What would you say your main strengths are?',
      job_title: 'Teaching Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I'd say patience and organisation. Patience, because before my career break I was a nursery nurse for five years, and I've spent the last eight at home with three children, one of whom has dyslexia. I learned to break reading into tiny steps and stick with it, and he went from hating books to reading Harry Potter on his own. Organisation, because I've run the PTA at Oakfield Primary for three years, including a summer fair with forty volunteers that raised 4,200 pounds. I think both would really help me support a small reading group.",
      adequate:
        "My main strengths are that I'm patient, I'm good with children, and I'm organised. I've worked in a nursery before and I've brought up three kids of my own, so I'm used to staying calm and getting things done. I think that would help in a classroom.",
      weak: "Um, I'm just really good with kids, they love me, honestly. I'm friendly, I'm a good listener, I'm a team player. I'm just a really caring person, you know? I think those are my strengths. Anyone who knows me would say the same.",
      other_question:
        "I'd like this job because it's the kind of support I saw make a difference for my son. When he was diagnosed with dyslexia in Year 3, a teaching assistant, Mrs Patel, did fifteen minutes of phonics with him every morning, and within two terms he'd caught up two reading levels. I want to be that person for other children. And this role, working with Year 2 reading groups, fits exactly, because I've done a Level 3 course in supporting teaching and learning during my last year at home.",
    },
  },
  {
    split: 'test',
    question: {
      text: "That's all from me. Is there anything you wanted to ask us?",
      job_title: 'Payroll Clerk',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Yes, a couple, thanks. You mentioned you're moving to a new payroll system next spring. Who'll be involved in the parallel runs, and would this role be part of that? Second, with about 1,200 staff on four pay frequencies, where do most errors come from at the moment: late timesheets, starters and leavers, or something else? That would help me know where to focus first. And finally, what would a good first three months look like, from your point of view, for the person in this job?",
      adequate:
        "Yes, what are the working hours, and is there any flexibility? And what's the team like, how many people work in payroll? Also, is there any training when you start, for the system you use? I'd just like to know so I know what to expect on my first day.",
      weak: "No, I think you've covered everything, thanks. Oh, actually, how many days' holiday do I get? And is there parking? And when will I find out if I've got the job? I don't like waiting around, haha. That's all, really.",
      other_question:
        "I think I'd be a safe pair of hands from day one. I've run a weekly and a monthly payroll for a care company with about 600 staff for three years, including holiday pay for zero-hours workers, which is the thing most people get wrong. Last year I found we'd been underpaying holiday pay to night staff, worked out the arrears for eighty-three people, and got it corrected in one pay run. I'm careful, I'm quick on Sage, and I know RTI submissions inside out.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "What's your biggest weakness?",
      job_title: 'Local News Reporter',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Numbers, or at least it was. When I started at the Wakefield Courier I wrote a story saying crime had 'doubled' in one ward, when really it had gone from six burglaries to twelve, and the police press office rightly pulled me up on it. So I did a free statistics course for journalists, and now I always put the raw figures in the copy and run any percentage past our data reporter before it goes up. I'm not a data journalist, but I haven't had a correction on numbers in the two years since.",
      adequate:
        "I think my biggest weakness is that I'm not very confident with numbers and statistics. I've made a couple of mistakes in the past, so now I double-check figures and ask colleagues when I'm not sure. It's something I'm working on.",
      weak: "I'd probably say I care too much. I get really invested in every story and I work too hard, I'll stay till midnight to get something right. And I'm a bit of a perfectionist. So, I guess that's my weakness, I just give too much.",
      other_question:
        "I'd like to work at the Northern Ledger because of your investigations team. Your series last year on the bus contracts in Bradford, the one that led to the council audit, was exactly the kind of journalism I want to do: months of FOI requests and spreadsheets, then proper human stories on top. At the Courier I did a smaller version, on school transport for disabled children, that got raised at a full council meeting, and I'd like to do that with more time and a bigger team.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you keep your skills up to date?',
      job_title: 'Game Tester',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "A mix of structured and hands-on. Last year I did the ISTQB Foundation certificate, which gave me the vocabulary for test plans and defect reports. Day to day, I read patch notes for games in the genres I test, and I'm active on a testing forum. I'm also teaching myself Python, about three evenings a week, because I want to write simple automated checks; last month I wrote a script that compares localisation strings, and it caught forty-one missing German lines in our latest build. And I join other studios' public betas just to see how they handle bug reports.",
      adequate:
        "I read about testing online and I'm on a couple of forums. I did an ISTQB course last year, and I'm learning a bit of Python. I also play a lot of different games, so I keep up with what's out there.",
      weak: "Honestly, I just play a lot of games! Like, loads, every night. I'm probably the biggest gamer you'll ever meet, so I'm always up to date with everything. I pick things up really fast anyway, so I don't really need courses or anything.",
      other_question:
        'What really motivates me is the moment you find the bug nobody else could reproduce. On our last racing game there was a crash that only happened online, on one track, and it had been open for three weeks. I spent two days narrowing it down and found it happened when one player paused during the countdown while another quit. Writing up clear reproduction steps and seeing the fix go into the build is the bit of this job I love. I like being the person who makes the game solid for everyone else.',
    },
  },
  {
    split: 'dev',
    question: {
      text: "Where do you see yourself in five years' time?",
      job_title: 'Recruitment Consultant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Running a desk of my own and probably managing two or three consultants. I've been in agency recruitment for three years, placing engineers into manufacturing, and I billed about 140,000 pounds last year. In the next two years I want to build a proper specialism in electrical and controls engineering, which is your core market, and make senior consultant. After that I'd like to be training new starters, because I've already been mentoring our two graduate recruiters and I enjoy it. And I'd want all of that to happen here, rather than moving again.",
      adequate:
        "In five years I'd like to be a senior consultant, maybe leading a small team. I'd like to have built up a good client base and become an expert in engineering recruitment. I see myself progressing with the company and taking on more responsibility.",
      weak: "Ha, sitting in your chair! No, I'm joking. Basically I just want to be successful, earning good money, driving a nice car. I'm very ambitious, so I'll be wherever the top is. I'll go as far as I can, basically.",
      other_question:
        "I'm looking to leave because my agency has decided to move away from engineering into temporary warehouse staffing, which is high volume and all about speed. I've spent three years building relationships with engineering managers at around thirty manufacturers in the Midlands, and that kind of permanent, specialist hiring is what I'm good at. Last quarter alone I placed six controls engineers. I'd rather take that somewhere that values it than switch to something I'm not interested in.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What did you take away from your last job?',
      job_title: 'Museum Visitor Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Mostly how to deal with the public when things go wrong. I worked Saturdays at the Regal Cinema for two years while I was doing my A levels. One night the projector failed halfway through a sold-out film, and there were two hundred annoyed people. My manager showed me how to stand at the door, explain clearly what had happened, and give everyone a free ticket without arguing. I learned that people calm down when you're honest and quick. I also learned to cash up a till to the penny, which I think will help in the museum shop.",
      adequate:
        "I learned a lot about customer service, like being polite even when people are rude. I also learned to work in a team and use the till. I think that will be useful working in a museum, because you're meeting lots of visitors every day.",
      weak: "Um, I learned that I don't really like working in cinemas, haha. The popcorn smell gets in your clothes. But yeah, I learned loads of stuff, like teamwork and communication and all that. It was a good experience overall, I'd say.",
      other_question:
        "I'm really into local history. Since I was about thirteen I've gone to the history society talks at our library, and for my A level coursework I researched the Whitby jet industry and interviewed a jet carver whose family has done it for four generations. That's why I'd love to work here: I'd be telling visitors about things I'd happily go and read about anyway. Eventually I'd like to do a degree in heritage studies.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Why are you looking to leave your current employer?',
      job_title: 'Electrician',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Because I've finished my apprenticeship and there isn't a qualified job for me there. I've been with a small domestic firm in Stoke for four years, rewires and consumer units mostly, and I passed my AM2 in September. My boss has been great, but it's just him and one other electrician, and he's told me honestly he can't afford a third. I also want commercial experience. I've never done three-phase or containment work, and you do a lot of it with your school and office fit-outs. So it's the right time to move.",
      adequate:
        "I've just finished my apprenticeship and my boss can't take me on as a qualified electrician, because it's a small firm. I also want more experience in commercial work, which I haven't done much of. So I thought it was the right time to move on.",
      weak: "Honestly, the money's rubbish and my boss is a bit of a nightmare, always on my back about stuff. I just fancy a change, really. Somewhere new, new faces. And I heard you pay better, so, yeah, that's mainly it.",
      other_question:
        "The thing I'm proudest of is my AM2. I failed the safe isolation part the first time, in May, because I rushed it against the clock, and I was gutted. So for three months I did the full isolation sequence on every job at work, even little ones, saying each step out loud, until I could do it without thinking. I passed the resit in September with no faults on the inspection and testing. My boss even put a photo of my certificate on the firm's Facebook page.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'And outside of work, what are you really passionate about?',
      job_title: 'Gardener',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Growing food, really. I've had an allotment in Ludlow for eleven years, and I grow nearly all our veg for the summer. I'm into old varieties: I save seed from six kinds of heritage tomato and swap them at the seed swap every February. Last year I started a small plot for the primary school round the corner, and the Year 4s grew potatoes and sold them at the school gate for forty quid. That's what I love, getting things to grow and getting other people into it. It's why a walled kitchen garden like yours appeals.",
      adequate:
        "I'm passionate about gardening, especially growing vegetables. I've had an allotment for years and I spend most of my free time there. I like being outdoors and seeing things grow. That's why I want to work here, in a big garden like this one.",
      weak: "Oh, loads of stuff. I'm passionate about life, really. Nature, music, my dog, football. I'm just a passionate person in general, whatever I do I put my heart into it. I've got a lot of passion, honestly, you can ask anyone.",
      other_question:
        "When it gets busy, like in May when everything needs doing at once, I write a list on the shed board every morning: what has to be done today, what can wait, and what depends on the weather. If it rains, I've got the indoor jobs ready. Last spring the other gardener was off for six weeks with his back, and I kept the whole estate going by cutting the lawns less often and getting two volunteers in for the weeding. I don't panic. Plants don't mind waiting a day.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What motivates you?', job_title: 'Home Care Worker', round_type: 'Warm-up' },
    answers: {
      strong:
        "Helping people stay in their own homes. My dad had Parkinson's, and for his last two years the carers who came in twice a day were the reason he didn't have to go into a home. That's what made me leave office work at thirty-seven and do this. In my current job I visit about nine people a day. One lady couldn't get out to her front garden any more; I flagged it, we worked with the OT to get a grab rail fitted, and now she sits out there every dry morning. That's the kind of thing that keeps me going.",
      adequate:
        "I'm motivated by helping people. I like knowing I've made a difference to someone's day, even with small things like a cup of tea and a chat. My dad had carers when he was ill, so I know how much it matters.",
      weak: "I'm just a really caring person, that's what motivates me. I love people, I love helping, it's just who I am. I've always been like that since I was a kid. I don't do it for the money, that's for sure, haha!",
      other_question:
        "I'm thirty-nine, and I came into care two years ago after fifteen years in office admin, mostly for an insurance broker in Swindon. I'm now a senior care assistant with a home care agency, doing about nine calls a day, and I've finished my Level 3 Diploma in Adult Care. I do medication visits, and I shadow new starters in their first week. Outside work I've got two teenagers and a very lazy Labrador.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Before we get into the details, could you give me a quick overview of your background?',
      job_title: 'Pharmacy Dispenser',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Sure. I spent twelve years as a cashier and then a customer adviser at a high-street bank in Dudley, until the branch closed in 2023. I'd always been the one colleagues came to when a figure didn't add up, so I wanted work where accuracy really matters. I got a job on the counter at Harlow's Pharmacy, did my Level 2, and for the last year I've been training as a dispenser; I'm about halfway through my Level 3. I now dispense around 150 items a day under supervision, and I'm applying to step up into a full dispenser role.",
      adequate:
        "I used to work in a bank for about twelve years, then the branch closed and I moved into pharmacy. I started on the counter and now I'm training to be a dispenser. I like the work and I'm looking to carry on and get qualified.",
      weak: "Well, I'm thirty-three, I'm from Dudley, I've got two cats. I love going on holiday, I'm a real people person and I'm really bubbly. I've done loads of different jobs. I'm a hard worker and I'll put my hand to anything, really.",
      other_question:
        "When the pharmacy's really busy, like on a Monday morning after a bank holiday, I stick to the process. Every prescription gets the same checks in the same order, however long the queue is, because that's exactly when mistakes happen. I tell patients honestly how long they'll wait, usually about twenty minutes, so they're not hovering at the counter. At the bank I learned that people are much calmer when they know what's going on. And if I'm unsure, I stop and ask the pharmacist, however busy it is.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you handle pressure?',
      job_title: 'Customer Service Advisor',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "By dealing with one call at a time and not carrying the last one into the next. I've worked two winters on the billing line at an energy supplier, and when prices went up we had forty-minute queues and a lot of angry customers. I'd take ten seconds after a hard call, write down anything I'd promised, and then start fresh. Writing it down means I never forget a callback. My quality scores stayed above 90 percent that whole winter, and my team leader asked me to show two new starters how I did it.",
      adequate:
        "I try to stay calm and take each call as it comes. If a customer is angry, I don't take it personally. I've worked in a busy call centre, so I'm used to long queues and a lot of pressure, and I think I cope well with it.",
      weak: "I work really well under pressure, it's one of my best qualities. I actually prefer it. Stress doesn't bother me at all, I just get on with it. I'm very laid-back, so nothing really gets to me, ever. I just roll with it.",
      other_question:
        "I know Greenleaf Energy is a smaller supplier, about 90,000 customers, and you've been at the top of the industry's customer service rankings two years running. All your call handling is here in the UK, in Cardiff and Newport, and you have a dedicated team for customers in financial difficulty, which is the team this role sits in. Your website says you'll set up a payment plan on the first call rather than passing people around, which is exactly what I'd want as a customer.",
    },
  },
  {
    split: 'test',
    question: {
      text: "I've got your CV here, but I'd love to hear it in your own words. Can you take me through it?",
      job_title: 'Graphic Designer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Sure. I did an art foundation in Falmouth and then a degree in graphic communication at UWE, graduating in 2020. My first job was as a junior at a small branding studio in Bristol, mainly packaging for food and drink clients, including relaunching a cider brand's whole range, eighteen labels. In 2022 I moved in-house to a housing charity, where I'm the only designer; I've rebuilt their brand guidelines and I do everything from annual reports to bus-stop ads. The gap in 2023 is three months travelling in South America. Now I want to get back into a studio with other designers.",
      adequate:
        "I did a graphic design degree, then worked at a branding studio for a couple of years. After that I moved in-house to a charity, where I do all their design work, like reports and social media. I had a short break to go travelling. Now I'm looking to go back to a studio.",
      weak: "So yeah, I've done a degree and then some design jobs, it's all on there. I've worked on loads of cool projects. I'm really creative and I think outside the box, so I've always brought something different wherever I've been. It's all in my portfolio, really.",
      other_question:
        "I want to leave the charity because, as their only designer, I've stopped learning. Nobody there looks at my work with a designer's eye, so I don't get the critique I had at the studio, and I can feel myself going back to the same solutions. I also want to do more identity work, which the charity doesn't need now the rebrand is finished. A studio like yours, with eight designers and mostly brand clients, is where I'd improve fastest.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you describe yourself in three words?',
      job_title: 'Nursery Practitioner',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Um, patient, creative and dependable. Patient because I've looked after my little cousins, who are four and six, every Saturday for two years, and bedtime with them takes a lot of patience! Creative because I love making things, and I ran the craft table at our church holiday club last summer for about twenty kids. And dependable because I haven't missed a single day of my college placement at Little Acorns, even though it's two buses to get there.",
      adequate:
        "Caring, patient and hardworking. I love being around children and I don't get stressed easily with them. And I always try my best at college and at my placement. I think those things are important when you're working in a nursery with little ones all day.",
      weak: "Oh, that's hard. Um, fun, bubbly and... um... crazy? Like, good crazy. I'm always the one making everyone laugh. I don't know, I'm just me, really! My mum would probably say lazy, haha. Sorry, I can never think of words for this.",
      other_question:
        "On my placement at Little Acorns, the biggest thing I learned was how to settle a child who's upset at drop-off. There was a little boy who cried every morning for two weeks. The room leader showed me to give him a job straight away, like feeding the fish, instead of trying to distract him with toys. By the third week he was running in. I also learned how to write proper observations for the children's learning journals.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'So, what do you know about what we do here?',
      job_title: 'Data Analyst',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "You're Homeground, a housing association with about 14,000 homes across Derbyshire and Nottinghamshire. From your annual report, your big priority is damp and mould: you've committed to surveying every home by 2027, and you've put humidity sensors in around 2,000 properties to predict which ones are at risk. I'd guess that's where a lot of this role's work comes from. I also saw you moved your repairs onto a new system last year, and tenant satisfaction with repairs went from 64 to 71 percent. I'd be interested in how the analytics team feeds into that.",
      adequate:
        "You're a housing association, and you manage around fourteen thousand homes in the East Midlands. I know you're working on improving repairs and tackling damp in your properties. I had a read of your annual report, and it looks like data is becoming a bigger part of how you work.",
      weak: "I know you're a really big organisation and you do great work helping people with housing. I had a quick look at the website before I came in. It seems like a really supportive place, and data is so important nowadays, so I think it's perfect.",
      other_question:
        "I keep learning mostly by doing small projects outside work. Last year I taught myself Python through free online courses, then rebuilt one of our monthly Excel reports as a script, which cut it from a day's work to twenty minutes. I also go to the data meetup in Nottingham every other month, and I read the methodology notes whenever I use official statistics, because I want to understand where the numbers actually come from.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "What's your greatest achievement so far?",
      job_title: 'Firefighter',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "Setting up home fire safety visits in my village. I've been an on-call firefighter at our local station for four years, and in 2022 we had two house fires in six months where the smoke alarms had dead batteries. I proposed we do safety checks on Saturday mornings for older residents. I built a list with the parish council and the GP surgery, trained three other crew members, and in eighteen months we visited 212 homes and fitted 160 alarms. We haven't had a serious house fire in our patch since, and the service is now rolling it out to two other stations.",
      adequate:
        "I'd say helping start home fire safety visits at my on-call station. We'd had a couple of house fires with no working smoke alarms, so we started going round and checking people's homes. We fitted a lot of alarms and it's been really worthwhile.",
      weak: "Probably passing my driving test first time! Haha. No, honestly, I've achieved loads. Getting into the fire service was a big one. I'm always pushing myself and setting goals, and I'm someone who never gives up until I get what I want.",
      other_question:
        "I want to move from on-call to whole-time because the on-call work has become the part of my week I care most about. At the moment I'm a joiner during the day and I carry a pager, and I've done around 140 call-outs in four years, from road traffic collisions to a barn fire. But I only get two hours of drill a week. Whole-time would give me the full training, including the rescue and hazmat courses, and a chance to work towards crew manager.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Of all the places you could have applied to, why us?',
      job_title: 'Hotel Receptionist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Because you're small enough to know your guests. The Saltings has twenty-two rooms, and when I stayed here with my mum for her sixtieth last year, the receptionist had spotted on the booking form that she can't eat gluten and had the kitchen ready at breakfast. That's exactly the kind of service I want to give. The chain hotel where I work now has 300 rooms, and I check in up to eighty people a day; I barely learn anyone's name. I also like that you're independent, so front desk staff help with weddings and events, which I'd love to get into.",
      adequate:
        "I like that it's a smaller, independent hotel, so it's more personal with the guests. I've stayed here before and had a really good experience. I'd like to work somewhere where you get to know the people staying, rather than a big chain.",
      weak: "It's a gorgeous hotel, honestly, it's stunning. And it's only ten minutes from my house, so that's a big bonus, no more long commute! I just think it'd be a lovely place to work. Everyone seems really nice, and the lobby is beautiful.",
      other_question:
        "My biggest strength is staying friendly and accurate when it's really busy. On a Friday at my current hotel we can get sixty check-ins between three and six, and I'm the one they put on the desk, because I keep the queue moving without making anyone feel rushed. I also do the night audit at weekends, and I've had no discrepancies in eighteen months. And I speak decent Spanish, which has helped with a lot of tour groups.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me about a time you failed.',
      job_title: 'Trainee Accountant',
      round_type: 'Behavioral',
    },
    answers: {
      strong:
        "I failed my ACCA Financial Reporting exam in June last year, with 44 percent. I'd been working on year-end audits and studying in whatever time was left, and I hadn't done a single full mock under timed conditions. I told my manager straight away, and we agreed I'd take Friday afternoons as study leave for the eight weeks before the resit. I did six full mock exams and had them marked by my tutor, and I passed in December with 68. Now I plan my study around busy season at the start of each sitting, not at the end.",
      adequate:
        "I failed one of my ACCA exams last year. I was busy at work and didn't prepare well enough. I spoke to my manager and planned my study time better, and I passed the resit. It taught me to be more organised with my time.",
      weak: "I don't really see anything as a failure, more as a learning experience. Everything happens for a reason. I've been lucky, I've never really failed at anything major. If something goes wrong, I just move on and don't dwell on it.",
      other_question:
        "In five years I'd like to be ACCA qualified and working as an assistant manager in audit, running smaller jobs myself. I've got five exams left, and I'm planning to sit two each session, so I'd finish in about eighteen months. After that I'd like to specialise in charity audit, because I've done six of those jobs at my current firm and found them the most interesting, with restricted funds and trustees' reports. This firm has the largest charity audit team in Leicester, which is a big part of why I applied.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Why did this job in particular catch your eye?',
      job_title: 'Library Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Because it's the mix of things I've been doing informally for years. Before my career break I was an office manager, and for the last ten years I've been caring for my mother, so I know how isolated people can get. This post is half the lending desk and half running the Monday chat-and-tea session and the digital help drop-in. I've been volunteering at the drop-in at Harrogate library since January, helping about six people a week with things like the NHS app and bus pass renewals. And it's twenty hours a week, which suits me right now.",
      adequate:
        "I like libraries and I like helping people. This job has a lot of contact with the public and helping people use computers, which I've done as a volunteer. It's also part-time, which works well for me since I'm coming back to work after a break.",
      weak: "Well, I love reading, so a library seems perfect! I've always been a bookworm. And it's nice and quiet, I imagine, not too stressful. I just think it'd be a lovely job, to be honest, very relaxing after everything I've had going on.",
      other_question:
        "I'm fifty-one, and I've been out of paid work for ten years, caring for my mum, who had dementia and died last spring. Before that I was an office manager for a firm of surveyors in Harrogate for twelve years, looking after the accounts, the diaries and a team of four. During my break I kept my hand in as treasurer of our residents' association, and this year I've done an evening course in Excel and Word to bring my computer skills up to date.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What are your salary expectations?',
      job_title: 'IT Support Technician',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I'm looking for between twenty-eight and thirty-one thousand. I've been on the service desk at a college for three years, I'm now second line, and I've got my CompTIA A+ and the Microsoft 365 administrator certification. When I looked at second-line roles in Bristol, most were advertised between twenty-seven and thirty-three, and I'm on twenty-six at the moment. I'd be happy at the lower end if there's funding for the Azure certification you mentioned in the advert, because that's worth a lot to me.",
      adequate:
        "Something around twenty-eight to thirty thousand would be good. I've got three years' experience in IT support and some certifications, so I think that's about right. I'm on a bit less than that at the moment, but I'm open to talking about it.",
      weak: "Um, I don't really know, to be honest. What's the going rate? Whatever you normally pay, I suppose. I just want enough to cover my rent, which is crazy at the moment, haha. Anything's better than what I'm on now, so I'm not fussed.",
      other_question:
        "What I'd bring is that I fix the cause, not just the ticket. At the college we kept getting the same printer-not-working calls from one building, about twenty a week. Instead of just clearing the queue each time, I traced it to a group policy that was mapping new starters to the wrong print server. I fixed the policy and wrote it up, and those calls dropped to almost nothing. Users also like me because I explain things without making them feel stupid.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What would you bring to the team that the other candidates might not?',
      job_title: 'Motor Mechanic',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Hybrid and electric experience. I've been a mechanic for nine years, and two years ago I did my Level 3 in electric and hybrid vehicles, so I'm qualified to work on high-voltage systems safely. At my current garage I've done about sixty hybrid jobs, mainly Toyotas and Kias, including battery cooling faults that other local garages were sending back to the dealer. You told me earlier you turn hybrid work away at the moment, so I could start bringing that in straight away. I'm also a qualified MOT tester, which helps when you're short on a Saturday.",
      adequate:
        "I've got nine years' experience and I'm qualified on hybrid and electric cars, which not all mechanics are. I'm also an MOT tester. I'm reliable and I get on with people, so I think I'd fit into the team well.",
      weak: "I'm just a really good mechanic, to be honest. I know cars inside out. I'm a hard worker, I turn up on time, I'm not like these young lads who are always on their phones. I'd be the best one you've got, guaranteed.",
      other_question:
        "I keep up to date mostly through training. Cars are changing so fast that what I learned at college barely covers half of what comes in now. I did the hybrid course two years ago, and I do at least one online technical course a year through our parts supplier; the last one was on calibrating driver-assist cameras after a windscreen change. I read the manufacturer bulletins every week, and there's a WhatsApp group of local mechanics where we share odd faults.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Do you have any questions for us?',
      job_title: 'Lettings Negotiator',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "I do, yes. First, you said each negotiator looks after about 180 properties. How is that split between finding new tenants and handling renewals, and how are targets set for each? Second, with the new renting rules coming in, how are you preparing the team, and is there any training planned? And third, what makes your best negotiator good at the job? I'd like to know what you value most, so I can aim for it.",
      adequate:
        "Yes, what does a typical day look like in this role? And how many people are on the lettings team? Also, what are the targets like, and is there commission? Just so I know what I'm getting into before I start.",
      weak: "No, not really, I think you've covered it all, to be fair. Oh, do I get a company car? I've heard estate agents all get Minis, haha. And what time do you finish on a Friday? That's it, I think.",
      other_question:
        "I want to be a lettings negotiator because I spent two years as a tenant with a terrible agent. Our boiler was broken for five weeks in winter and nobody called back. When I moved to a flat managed by a good agent, it was completely different, and I realised how much the job affects people's lives. I've worked at a car dealership for three years, so I'm used to targets and viewings, and I'd much rather sell something that really matters to people.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What are you particularly good at?',
      job_title: 'Physiotherapy Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Getting people moving who are scared to. I'm a rehab assistant on an orthopaedic ward, mostly with older patients after hip replacements, and a lot of them are frightened to stand on day one. I've learned to set tiny goals, like standing up to look out of the window at the car park, and to tell them exactly what will happen before it does. Our audit last quarter showed about 80 percent of my patients were up on day one. I'm also good at paperwork, boring as it sounds: my notes are always finished before I go home.",
      adequate:
        "I'm good at encouraging patients, especially older ones who are nervous about moving after an operation. I'm also organised and I keep my notes up to date. And I get on well with the rest of the team, the nurses as well as the physios.",
      weak: "I'm good at loads of things, really. I'm a people person, I'm very positive, I always look on the bright side. I'm really good at making people laugh. I'm just good with people, you know? Everyone says that about me.",
      other_question:
        "In five years I'd like to be a qualified physiotherapist. I'm applying for the trust's degree apprenticeship next year, which takes four years part-time, so by then I'd hope to be on a band 5 rotation, probably starting in musculoskeletal outpatients. Working as an assistant first means I'll go into the degree already knowing the ward side. Eventually I'd like to specialise in falls prevention, because that's where I've seen the biggest difference for older patients.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you keep learning and stay current in your field?',
      job_title: 'Civil Engineer',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Three ways, mainly. I'm working towards chartership with the ICE, so I have a development plan with a mentor, and we meet every two months to check my evidence. I go to the ICE evening talks in Birmingham, about one a month; the one on low-carbon concrete last spring changed how I specified the mixes on our footbridge job. And at work I volunteer for things I haven't done before. This year I asked to do the drainage design on a housing scheme, which was new to me, with a senior engineer checking it.",
      adequate:
        "I'm working towards my chartership, so I do regular professional development. I go to some ICE events and read industry news. I also try to get involved in different types of projects at work so I keep learning new things.",
      weak: "I'm always learning, every day is a school day, as they say! I'm very curious by nature. I read stuff online now and then and I keep my eyes open. I'm a fast learner too, so I pick things up as I go.",
      other_question:
        "My proudest achievement is the Riverside footbridge in Walsall. I was site engineer for the eleven months of construction, my first time as the main engineer on site. Halfway through, the piling rig hit an old mine shaft that wasn't on any survey. I organised the extra ground investigation, worked with the designer on a revised foundation, and we resequenced the deck lift so we only lost three weeks. It opened on budget, and about 1,500 people a day use it now.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Is there an area you know you need to work on?',
      job_title: 'Marketing Assistant',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "Data and analytics, honestly. I'm coming from seven years of primary teaching, so my writing and planning are strong, but I'd never used Google Analytics until this year. I noticed the gap when I ran social media for a friend's bakery: I could see the likes, but I couldn't tell which posts actually sold cakes. So I did Google's free Analytics course and set up tracking links for the bakery's Instagram, and we found the behind-the-scenes videos drove nearly twice the website visits. I'm not an expert yet, but I can read a report and act on it now.",
      adequate:
        "I'd say analytics and data. I'm newer to marketing, so I haven't used things like Google Analytics much. I've started an online course to learn more, and I'm getting more confident with it. It's something I'll keep working on in this job.",
      weak: "I'd say I'm too much of a perfectionist. I just can't leave something until it's absolutely perfect, so I can be a bit slow. And I work too hard, my friends are always telling me to switch off. But I suppose those aren't really bad things!",
      other_question:
        "I'm leaving teaching because the part of the job I loved most was the communication, and I want that to be the whole job. For three years I ran our school's newsletter and social media, and we grew the Facebook page from 300 to 2,100 followers, mostly by showing real classroom moments. I realised I was more excited about that on a Sunday than about my lesson plans. I'm thirty-one, and I'd rather make the switch now than in ten years.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What did you learn from your placement?',
      job_title: 'Junior Stylist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "The biggest thing was the consultation. At Studio Nine, where I did my salon placement, the senior stylist, Gemma, spent ten minutes with every client before touching their hair: their routine, photos, what went wrong last time. One client wanted platinum blonde from box-dyed black, and Gemma told her honestly it would take three sessions. She kept her as a client. I'd have just tried it in one go. Since then I always do a proper consultation and a strand test. I also learned to reset my station between clients, which saves loads of time.",
      adequate:
        'I learned a lot about how a busy salon works and how to talk to clients. I watched the stylists do colours and cuts, and I did washes and blow-dries. I also learned to keep my area clean and tidy and to be on time.',
      weak: 'Oh, I learned loads, it was amazing. The girls there were so nice. Basically just, like, everything about hair, you know? And that I really want to be a hairdresser. It was the best experience ever, I loved every minute of it.',
      other_question:
        "I'm really passionate about curly hair. I've got very curly hair myself, and for years hairdressers cut it the wrong way and I hated it. So I started watching curl specialists online and practising on my friends, and I've done a short course in dry cutting for curls. I run an Instagram page with about 900 followers showing before and after photos. One day I'd love to be the curl specialist in a salon.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What are your career goals, longer term?',
      job_title: 'HGV Driver',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "To become a driver trainer, and maybe a transport manager after that. I got my Class 2 licence eighteen months ago after ten years in a warehouse, and I'd do my Class 1 with you if I get this job. For the next two years I want to drive as much as I can, including nights and multi-drop, to build experience and keep a clean record. After that I'd like to qualify as an HGV instructor, because I've already been showing new drivers how to load safely. Eventually I'd like to do the transport manager CPC.",
      adequate:
        "I'd like to get my Class 1 licence and keep building my experience. In a few years I might like to train new drivers, or move into something like transport planning. But for now I just want to be a good, safe driver.",
      weak: "Honestly, I just want a quiet life, a job where I can put my music on and drive. I'm not that bothered about climbing the ladder. As long as the wages come in, I'm happy. I'll see where life takes me, really.",
      other_question:
        "I left the warehouse after ten years because I'd gone as far as I could there. I was team leader on the night shift, and the only next step was an office job I didn't want. What I liked most was the goods-in yard and talking to the drivers, so I paid for my Class 2 myself, about two thousand pounds, and passed first time. I've been driving for eighteen months now, with a clean licence and no incidents.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What are you passionate about?', job_title: 'Translator', round_type: 'Warm-up' },
    answers: {
      strong:
        "Language itself, especially how it changes between generations. I grew up in Gdansk and moved here at fifteen, so I spoke Polish at home and English at school, and I became the family interpreter for doctors, bank letters, everything. Now I'm fascinated by how younger Poles mix English into their speech. For two years I've kept a glossary of about 400 of those terms, and I use it when I translate marketing copy aimed at younger readers. Last month it helped me localise a gym chain's app so it sounded natural rather than like a textbook.",
      adequate:
        "I'm passionate about languages. I grew up speaking Polish and English, and I love finding exactly the right word when I translate. I also read a lot in both languages. That's why I became a translator and why I enjoy this work.",
      weak: "Oh, I'm passionate about so many things! Travel, food, fashion, my friends. I'm passionate about everything I do, really. Whatever I'm working on, I give it a hundred percent. That's just how I am, I'm a very passionate person, always have been.",
      other_question:
        'Tight deadlines are part of translation, so I plan for them. When a client sends a big job, I split it into daily word counts straight away, about 2,500 words a day for proper quality, and keep the last day for proofreading. Last autumn a law firm needed 12,000 words of contracts in four days. I told them honestly that it was only possible if I had their glossary on day one. They sent it, and I delivered on time with no queries back.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Why did you leave your last job?',
      job_title: 'Medical Receptionist',
      round_type: 'Warm-up',
    },
    answers: {
      strong:
        "The travel agency branch I worked at in Chester closed in March, along with about a third of the chain's shops, so I was made redundant after six years. I could have moved to their call centre, but I decided I didn't want to do sales any more. What I enjoyed most was helping people with complicated bookings, like elderly customers with medical needs or wheelchair access. Since then I've done a medical terminology course online and volunteered on reception at a hospice two days a week, which confirmed this is the work I want.",
      adequate:
        "I was made redundant when the travel agency I worked for closed down the branch. I'd been there for six years. They offered me a job in the call centre, but I wanted to move away from sales and into something where I'm helping people.",
      weak: "Honestly, it was just time to go. The manager and I didn't really see eye to eye, let's put it that way. I won't go into details, but it wasn't a nice place to be. I just needed a fresh start, really.",
      other_question:
        "I know Westbrook Medical Practice has about 11,000 patients and six GPs, and you merged with the Hoole surgery two years ago, so you now run two sites. Your CQC report last year rated you good, and it mentioned that phone waiting times had come down since you brought in the call-back system. I've also read that you're part of the local social prescribing scheme, so I'd expect reception to do a lot of signposting, not just booking appointments.",
    },
  },
];
