import type { LabelledQuestion } from './labelled-types.ts';

/**
 * Labelled answers, part I: ten generic questions, the ones the product asks of roles the bank does not cover (car
 * repair, electrical work, dental nursing, warehousing, school support, laboratory work, care, plumbing, retail,
 * professional kitchens), alternating dev and test in file order. Written blind to the scorer.
 */
export const PART_I: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'Which tools or methods does a Car Mechanic use every day, and which one have you used most?',
      job_title: 'Car Mechanic',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "Every day it's the basics: the two-post lift, trolley jack and axle stands, a decent socket set, and a torque wrench, because wheel nuts and sump plugs get torqued to spec, not guessed. For fault finding I plug in the diagnostic scan tool, ours is an Autel, to read fault codes and live data, and I use a multimeter for battery voltage and sensor circuits. Torque figures and service schedules come from Autodata. The one I've used most is the scan tool. On a normal day I do five or six services, and every one finishes with resetting the service light and checking for stored codes.",
      adequate:
        "Most days I use hand tools like sockets and spanners, the ramp, a torque wrench for the wheels, and the diagnostic computer to read fault codes. The one I've used the most is probably the diagnostic machine, because nearly every car that comes in with a warning light gets plugged in first so we know where to start.",
      weak: "A mechanic uses lots of different tools, really whatever the job needs on the day. I'm good with my hands and I've always been into cars, so I pick things up quickly. I mostly use the impact gun for everything, including doing the wheel nuts back up, because it's quicker than a torque wrench and gets the car out the door.",
      off_topic:
        "If I find extra work during a service, like a brake disc worn below its minimum thickness, I stop rather than just carrying on. I take a photo and the measurement, write it on the job card, and the service advisor phones the customer with a price before anything gets fitted. If it's dangerous, like a split brake hose, we mark it on the report and explain clearly why we'd advise them not to drive it away.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you check that your work is correct before you hand it over?',
      job_title: 'Electrician',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'Once the install is finished I do the full set of tests before anything is handed over. Dead tests first: continuity of protective conductors and ring finals, insulation resistance at 500 volts, and polarity at every accessory. Then live tests with my Megger multifunction tester: earth fault loop impedance checked against the maximum Zs tables, RCD trip times and prospective fault current. I also go round tug-testing terminations and make sure every circuit is labelled on the board. All the readings go on the schedule of test results, and my supervisor reviews them before we issue the Electrical Installation Certificate.',
      adequate:
        'I test everything before I say a job is finished. I check continuity and insulation resistance, make sure the polarity is right, and test that the RCDs trip properly. I also look over my connections and label the board. Then I fill in the results on the certificate and get my supervisor to check it before it goes to the customer.',
      weak: "I'm very careful and I take a lot of pride in my work, so I don't usually get things wrong. When I've finished I just flick the power back on, and if all the lights and sockets work then I know it's right. Testing is important, but on small jobs like swapping a socket you can trust your experience.",
      off_topic:
        "Before I touch any circuit I carry out safe isolation properly. I identify the right breaker, switch it off, and fit a lock and a danger tag so nobody can turn it back on while I'm working. Then I prove my voltage indicator on a proving unit, test between all the conductors at the point of work, and prove the tester again afterwards. Only then do I start stripping out the old wiring.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What have you done recently to learn something new that helps you as a Dental Nurse?',
      job_title: 'Dental Nurse',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "Our practice started offering Invisalign a few months ago, so I did the intraoral scanning training with the iTero rep and then practised on colleagues in my lunch breaks until I could scan a full arch in under ten minutes. I've also done an online CPD module on dental radiography, because I want to take the radiography post-registration certificate next year. It's helped straight away: I now take the initial scans and progress photos for our aligner patients, which saves the dentist about fifteen minutes per appointment.",
      adequate:
        "Recently I did a short course on dental X-rays, because I'd like to be able to take them myself in the surgery. I also watched the training videos for the new scanner at work and practised with it. It's helped me support the dentist better and means I can do a bit more for the patients.",
      weak: "I'm always keen to learn, and I think learning is so important in healthcare. I watch a lot of videos online and I ask questions if I'm not sure about something. I've done my yearly CPD because you have to, and I try to pick things up from the dentists as I go along.",
      off_topic:
        'When a patient is nervous, I try to settle them before they even sit in the chair. I chat to them in the waiting room, explain what the dentist is going to do in simple words, and agree a stop signal, like raising a hand. During the treatment I keep the suction gentle, watch their breathing and their hands, and let the dentist know quietly if they need a break.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you decide what to work on first when everything seems urgent?',
      job_title: 'Warehouse Team Leader',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "I sort it by what has a fixed deadline and what hurts most if it slips. Safety always comes first, so a damaged racking upright or a spill in an aisle gets dealt with immediately. After that it's carrier cut-offs: if the DPD trailer leaves at five, those picks and the pack benches get staffed before anything else. Then I check the WMS for late orders and any inbound lorries waiting on the dock, because a trailer we can't tip costs us demurrage. Anything that can wait, like a cycle count, moves to the next shift, and I tell my manager what moved and why.",
      adequate:
        "I look at what has the nearest deadline and what would cause the biggest problem if it didn't get done. Safety issues come first, then getting orders out before the courier collection times. If something can wait until tomorrow I move it and let my manager know, so everyone knows what's happening.",
      weak: "When everything is urgent I just stay calm and work hard, and I think communication is key so everyone knows what's going on. I'd probably start with whatever my manager is shouting about the loudest. I'm good under pressure and I don't mind staying late until it's all done.",
      off_topic:
        "When I take over a shift I do a walk-round before the briefing. I check the dock schedule, look at yesterday's pick accuracy and any near misses logged, and make sure the reach trucks have had their pre-use checks. At the start-of-shift huddle I give each picker their zone and target, remind them about the one-way system by the chillers, and ask if anyone has a problem I need to know about.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you organise your week when you have several deadlines at once?',
      job_title: 'Teaching Assistant',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "On Monday morning I write everything into my planner with the real deadlines: for example, phonics assessments due Wednesday, laminated resources the teacher needs for Thursday's lesson, and my notes for a child's EHCP review on Friday. I use my free slots, like the twenty minutes before registration and one lunchtime, for prep, and I do the photocopying and laminating early in the week because the machine is always busy by Thursday. If two things clash, I ask the class teacher which matters more rather than guessing. That way I'm never up at midnight cutting out flashcards.",
      adequate:
        "I write a list at the start of the week with when everything is due, and I do the things with the earliest deadline first. I try to get photocopying and resources done early so I'm not rushing at the end. If I can't fit it all in, I talk to the class teacher about what's most important.",
      weak: "I'm a really organised person, so I just get on with it. I keep most things in my head and do them when I get a moment. I work well under pressure, and honestly I think a bit of last-minute stress helps me focus, so it always gets done in the end somehow.",
      off_topic:
        "With a child who's refusing to join in, I stay calm and get down to their level rather than standing over them. Last term a Year 2 boy kept hiding under the table during maths. I gave him a choice of two tasks, used a sand timer so he knew how long it would last, and praised him the moment he started. I also noted each incident so the teacher and the SENCo could spot a pattern.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you keep your skills current in this field?',
      job_title: 'Lab Technician',
      round_type: 'Warm-up',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "I do it in a few deliberate ways. Our lab runs an annual competency sign-off, and I use it to ask for training on kit I don't run often; this year that was the LC-MS. I'm a member of the Institute of Science and Technology, so I log my CPD there and join their webinars, and I read the application notes from suppliers like Agilent when methods change. I also take part in our external proficiency testing rounds, and when one of our results was flagged last spring I did the root-cause review myself, which taught me more about calibration than any course.",
      adequate:
        "I go on the training courses my lab offers and I ask to be trained on any new equipment we get. I read the updates and guidance that come through from suppliers, and I keep a record of what I've learned for CPD. I also learn a lot from more experienced colleagues whenever we change how we run a test.",
      weak: "Science is always changing, so I think it's important to stay current. I read articles sometimes and I'm passionate about learning. To be honest, the methods in our lab haven't changed in years, so I mostly rely on what I learned at university, and that has been fine so far.",
      off_topic:
        "If a sample arrives with a problem, like an unlabelled tube or a broken cold chain, I don't just go ahead and test it. I log it as a non-conformance on the LIMS, quarantine it in the fridge, and contact whoever sent it. Chain of custody matters, so I record who handled it and when, and I only run it once the sender has confirmed the details in writing.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me a little about yourself and why you want to work as a Care Assistant.',
      job_title: 'Care Assistant',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "I'm twenty-eight and I spent six years in hospitality, but the turning point was looking after my nan after her stroke. I learned how to help her wash, dress and move safely, and I realised I was good at it. Since January I've volunteered two afternoons a week at a residential home, helping at mealtimes and running activities, and I've completed the Care Certificate modules online, including moving and handling and safeguarding. I want to work as a Care Assistant because I like giving people their dignity back in small daily things, and I'd like to do my level 3 diploma within two years.",
      adequate:
        "I've worked in shops and cafes for a few years, but I helped look after my grandad when he was ill and I found it really rewarding. I'm patient and I enjoy talking to older people. I want to be a Care Assistant because I'd like a job where I'm making a real difference to someone's day.",
      weak: "I'm a people person and I've always wanted to help others. My friends say I'm very caring. I want to be a Care Assistant because there are lots of jobs in care at the moment and it's something I could do while I decide what I want to do long term. I'm a hard worker and very flexible.",
      off_topic:
        "If a resident with dementia becomes agitated and wants to go home, I don't argue or correct them. I stay calm, sit beside them, and ask about the home they're thinking of, which often helps them settle. Then I try something from their care plan, like a cup of tea or their favourite music, and afterwards I write it in the behaviour chart so the team can see what triggers it.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Walk me through how you would approach a task you have never done before.',
      job_title: 'Plumber',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "First I'd find out exactly what's being asked and read the manufacturer's instructions properly. Say it was my first unvented cylinder swap: I'd check the G3 requirements and whether I'm qualified to sign it off, because if I'm not, it isn't my job to do alone. I'd ask my supervisor or an experienced plumber to talk me through it, or shadow one first. Then I'd write the parts list, isolate and drain down, and work through it step by step, pressure testing my joints before refilling. Afterwards I'd note anything I'd do differently next time.",
      adequate:
        "I'd read the instructions that come with the product first and look up anything I don't understand. Then I'd ask someone more experienced to show me, or at least check my plan before I start. I'd take my time, do it step by step, and test everything for leaks before I called it finished.",
      weak: "I'd just get stuck in, to be honest. I'm very practical and most plumbing jobs are pretty similar once you've done a few, so I'd work it out as I go. If I got stuck I'd look on YouTube. I don't like bothering people with questions, so I'd try to sort it out myself.",
      off_topic:
        "A call-out for a leak under a kitchen sink usually starts with shutting off the isolation valve or the stopcock, so the customer's floor stops getting wet. Then I dry everything and look for the source, which is often a compression fitting that's weeping or a perished washer on the waste trap. I remake the joint with a new olive if needed, run the taps for a few minutes, and check with tissue that it's bone dry.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me how you would improve a process in your area that is slow or error-prone.',
      job_title: 'Retail Store Supervisor',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "I'd start by watching the process and talking to the people who do it. At my last store, deliveries were the problem: cages were scanned in at the back, and about one delivery a week had missing lines we only noticed days later, so stock figures were wrong and we couldn't claim credit. I mapped it with the two colleagues who did it, then we changed to checking each cage against the delivery note on arrival, scanning it straight in on a handheld and reporting shortages the same day. Within a month discrepancies had more than halved, and it took twenty minutes less each morning.",
      adequate:
        "I'd talk to the staff who actually do the process to find out where it goes wrong, then try a simpler way for a couple of weeks. For example, with deliveries, checking the stock against the delivery note as soon as it arrives. Then I'd see if the mistakes go down and keep the change if it works.",
      weak: "I'd tell the team they need to work faster and be more careful, because a lot of mistakes are just people not paying attention. I'm a natural leader, so I'd motivate everyone and lead by example. Communication is key, so I'd make sure everyone knows what's expected of them.",
      off_topic:
        "When a customer comes to the till angry about a refund without a receipt, I take them to one side so the queue can keep moving. I listen properly, then check whether we can find the sale from their bank card on the till system. If policy only allows an exchange or a gift card, I explain that honestly, and for a borderline case I'll use my discretion up to our twenty-pound limit.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Describe a project, class or job you are proud of and your part in it.',
      job_title: 'Chef de Partie',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "Last summer I ran the garnish section when we launched a new tasting menu, eight courses for about forty covers a night. My part was developing and prepping two of the dishes, a pea veloute with mint oil and a charred hispi cabbage with brown butter. I wrote the prep lists and spec sheets with photos so the commis could plate them consistently, and I worked out the timings so my courses went out within the head chef's ninety-second window. The menu got a good write-up in the local paper, and the veloute is still on it.",
      adequate:
        "I'm proud of helping launch our new spring menu at the restaurant. I was in charge of the veg and garnish section, so I prepped the sides and worked with the head chef on how the plates should look. It was a lot of work, but the services went well and customers gave us good feedback.",
      weak: "I'm proud of every job I've done really, because I always give a hundred and ten percent. Working in a kitchen is all about teamwork, so it's hard to say what my part was. We did a big menu once and it went well, and everyone worked hard together, so I was proud of that.",
      off_topic:
        "On a busy Saturday, when the tickets start stacking up, I keep my section tight. My mise en place is done by four o'clock, labelled and dated, with backups in the lowboy so I'm not running to the walk-in mid-service. I listen for the head chef calling tables, fire my garnish in time with the grill, and if I'm falling behind I say so early so someone can jump on.",
    },
  },
];
