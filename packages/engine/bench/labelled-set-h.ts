import type { LabelledQuestion } from './labelled-types.ts';

/**
 * Labelled answers, part H: ten generic questions, the ones the product asks of roles the bank does not cover (pharmacy,
 * payroll, gardening, veterinary care, carpentry, events, office management, catering, HVAC, bookkeeping), alternating
 * dev and test in file order. Written before the scorer was tuned on them.
 */
export const PART_H: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'Tell me a little about yourself and why you want to work as a Pharmacy Technician.',
      job_title: 'Pharmacy Technician',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "I'm twenty-three, I finished a level 3 diploma in pharmaceutical science last summer, and for the past year I've worked as a dispensing assistant in a community pharmacy that does about four hundred items a day. I label and assemble prescriptions, do the first accuracy check on blister packs for two care homes, and handle the wholesaler orders. I want to become a registered Pharmacy Technician because I enjoy the precision of the work, and later I'd like a hospital role doing medicines reconciliation on the wards.",
      adequate:
        "I've been working in a local pharmacy as a counter assistant for about a year, so I know how a pharmacy runs day to day. I like helping people with their medicines and I'm careful with details, so becoming a Pharmacy Technician feels like the right next step for me.",
      weak: "I'm a hard-working and friendly person and I've always been interested in healthcare. I think being a Pharmacy Technician would be a good job because it's stable and I like helping people. I'm a fast learner and a team player, so I'm sure I'd pick up the medicines side quickly.",
      off_topic:
        "If a patient comes to the counter upset because their prescription isn't ready, I find out exactly what's missing on the PMR system, then explain honestly whether it's an out-of-stock item or a query with the surgery. With a wholesaler shortage, I ring our other branches or ask the pharmacist about a suitable alternative strength, and I give the patient a realistic collection time.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you check that your work is correct before you hand it over?',
      job_title: 'Payroll Administrator',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "Before I submit a pay run, I reconcile it against the previous period. I run a variance report in Sage and look into anyone whose net pay moves by more than about ten percent, tracing it back to a timesheet, overtime claim or starter form. I check that gross-to-net totals match the payroll summary, that tax codes match the latest HMRC notices, and that pension deductions agree with the scheme file. Then a colleague spot-checks a sample before the BACS file goes to finance, because a second pair of eyes catches what I've stopped seeing.",
      adequate:
        "I compare this month's payroll to last month's and look at anyone whose pay has changed a lot. I make sure the hours match the timesheets and that new starters and leavers are included. If something looks odd, I ask the manager before I send it on.",
      weak: "Accuracy is key in payroll, and I'm a very detail-oriented person, so I don't really make mistakes. I always double-check everything and take my time. Anyway, if there's ever an error, the employee will usually notice it and tell us, and we can just fix it next month.",
      off_topic:
        "An employee who says their pay is short gets a quick, private reply from me. I confirm who they are, then pull their payslip and the timesheet their manager approved. Usually it's overtime submitted after the cut-off date, so I explain that clearly and tell them which pay date it will appear on. If the shortfall causes real hardship, I ask finance about an off-cycle payment.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me about a time you worked in a team and there was a disagreement. What did you do?',
      job_title: 'Landscape Gardener',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "Last spring our crew of three was building a patio on a new-build estate. My colleague wanted to lay the sandstone slabs straight away to stay on schedule, but I'd noticed the clay soil holding water and felt we needed a proper sub-base falling away from the house. Instead of arguing, I dug a test hole and showed him the standing water, and we agreed to add a hundred millimetres of type 1 and a drainage channel. It cost us half a day, but the patio hasn't flooded through two wet winters.",
      adequate:
        'On one job a colleague and I disagreed about where to plant a new hedge, because I thought it was too close to the fence. We talked it through and asked our supervisor, who agreed to move it back a bit. It worked out fine and we stayed on good terms.',
      weak: "I get on with everyone, so I don't really have disagreements. If someone disagrees with me, I think communication is key, so I would just talk to them and find a compromise. At the end of the day we're all there to make the garden look good, so teamwork always wins.",
      off_topic:
        "Safety on site starts before the van is unloaded. I walk the garden, scan for buried cables with a CAT before any digging, and make sure everyone has gloves, eye protection and ear defenders for the strimmer and the petrol hedge cutter. If we've hired a mini digger, I set an exclusion zone with cones and agree hand signals with the operator before it moves.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Describe a time you made a mistake. How did you handle it?',
      job_title: 'Veterinary Nurse',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "During my placement at a small-animal practice, I was monitoring a spaniel after a dental and wrote its temperature on the wrong patient's hospital sheet. I noticed about twenty minutes later when I checked the kennel card against the sheet. I told the supervising vet straight away, we corrected both records, and I rechecked the spaniel because its temperature was actually a little low, so we added a heat pad. Since then I read the name and patient number on the kennel card before I write anything, and I haven't mixed up a record again.",
      adequate:
        'Once I fed a cat breakfast when it was meant to be starved for surgery that morning. I realised and told the vet right away, and the operation was moved to the afternoon. It taught me to always read the notes on the kennel before feeding anything.',
      weak: "Everyone makes mistakes sometimes, and I think the important thing is to be honest and learn from them. I'm quite a careful person, so it doesn't happen often. I would tell the vet and make sure it didn't happen again, because animal welfare always comes first for me.",
      off_topic:
        'Anxious dogs are a big part of the job. I keep the consult room quiet, let the dog sniff my hand before I touch it, and use treats or a lick mat to distract it while the vet examines. With a fear-aggressive patient I suggest a muzzle early and calmly rather than waiting for a bite, and I explain to the owner why it keeps everyone, including their dog, safer.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Which tools or methods does a Carpenter use every day, and which one have you used most?',
      job_title: 'Carpenter',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "Every day I use a tape, a combination square, a spirit level and a chalk line for setting out, then a mitre saw, a track saw, a drill driver and an impact driver. For finer work there's a block plane and bevel-edged chisels. The one I've used most is the sliding compound mitre saw, because on second fix I'm cutting skirting, architrave and door linings all day. I check it cuts a true ninety and forty-five at the start of every job, because half a degree out shows on every joint.",
      adequate:
        "A carpenter uses a tape measure, a square, a level, saws and a drill pretty much every day. I've used the mitre saw the most, mainly cutting skirting boards and door frames on house jobs. I also use chisels quite a lot for fitting hinges.",
      weak: "Carpenters use lots of different tools, like hammers and saws and all the power tools. I've used most of them and I'm good with my hands. Honestly, you can do nearly everything with a hammer and a decent saw, so I don't worry too much about measuring exactly.",
      off_topic:
        'Hanging an internal door, I first check the lining is plumb and measure the opening at the top, middle and bottom. I plane the door to leave about a three millimetre gap at the head and sides, mark the hinges a hundred and fifty millimetres from the top and two hundred and twenty-five from the bottom, and chisel the recesses so the leaves sit flush.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you organise your week when you have several deadlines at once?',
      job_title: 'Event Coordinator',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "On Monday morning I spend half an hour with my calendar and our Asana board, listing every deadline for the week across all my events, like a catering headcount due Wednesday or a venue deposit due Friday. I work backwards from each one and block time for it, putting anything that depends on a supplier first, because they're slowest to reply. I keep one afternoon free for surprises. Last month I had a 200-guest wedding, a conference and two birthday parties in the same fortnight, and every supplier got final numbers on time.",
      adequate:
        'I write down all my deadlines at the start of the week and put them in my calendar. Then I do the most urgent ones first and check my list every morning. If something is going to be late, I let the client or the venue know early.',
      weak: "Deadlines don't bother me because I'm a really organised person and I love being busy. I just stay positive and work hard until everything is done. I usually keep it all in my head, as I have a good memory, and I'm great at multitasking, so it always comes together in the end.",
      off_topic:
        "A florist once cancelled on the morning of a wedding, which is why I keep a backup supplier list for every event. I called two local florists from it, sent photos of the agreed designs, and one of them delivered simpler arrangements by two o'clock. I told the bride's parents quietly rather than the couple, and we deducted the cost from the original florist's invoice.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you decide what to work on first when everything seems urgent?',
      job_title: 'Office Manager',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "I sort everything by impact and real deadline, not by who shouted loudest. Anything that stops people working, like a door access fault or a payroll query due today, goes first. Then I check the true deadline by asking the person directly, because 'urgent' often means Friday. I keep an urgent-important grid in Outlook tasks, delegate what the receptionist or the facilities contractor can handle, and tell the directors what's moving later and why. Last quarter that cut our overdue facilities tickets from about thirty to under five.",
      adequate:
        'I look at what has the closest deadline and what affects the most people, and I do those first. I ask people when they really need things, and I pass some jobs to the rest of the admin team. If something has to wait, I tell the person why.',
      weak: "I'm very good at working under pressure and multitasking, so I just get on with it. I try to keep everyone happy and do whatever the boss asks for first, because that's usually the most important. Prioritisation is key in an office, and I always give one hundred percent.",
      off_topic:
        'Our office supplies and facilities budget is about sixty thousand pounds a year, and I track it monthly in a spreadsheet fed from Xero. Each spring I retender the big contracts, cleaning, printing and stationery, with three quotes for each. Two years ago I moved us to a managed print service on a per-page rate, which saved roughly eight thousand pounds and cut our printers from nine to four.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you had to deliver under a tight deadline. How did you manage it?',
      job_title: 'Caterer',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "Last December a corporate client rang on a Tuesday asking us to cater their Thursday product launch for 150 guests instead of the 80 we'd quoted. That afternoon I rewrote the canape menu around dishes we could batch-prep, like blinis and arancini, placed a next-day order with our wholesaler, and booked two agency chefs. I drew up an hour-by-hour prep schedule, with cold items finished Wednesday and hot items fired on site. We served on time, food cost stayed under thirty percent, and the client booked their summer party with us.",
      adequate:
        'A client once doubled their numbers two days before a party. I changed the menu to things that were easier to make in bulk, ordered extra stock and asked two friends who work in kitchens to help. It was a long couple of days, but everything was ready on time.',
      weak: 'Pressure actually brings out the best in me, I work really well under it. In catering there are always tight deadlines, so I just stay calm, work hard and make sure everyone pulls together. Teamwork is key, and I never let a client down no matter what.',
      off_topic:
        "Allergens are the thing I'm strictest about. Every dish on our menus has a matrix showing the fourteen major allergens, and we ask for dietary needs when the booking is confirmed, not on the day. Allergy-free plates are prepared first on separate boards, covered, and labelled with the guest's name and table number, and one named member of staff carries them out so nothing gets swapped.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Describe a hard problem from your work as a HVAC Technician and how you solved it, step by step.',
      job_title: 'HVAC Technician',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "A supermarket rooftop unit kept tripping on high head pressure on hot afternoons. First I ruled out airflow: the condenser coil was clean and both fans ran. With the unit off, I compared the standing pressure to the PT chart for the outdoor temperature, and it was well above saturation, pointing to air left in after an earlier compressor change. I recovered the refrigerant, replaced the filter drier, pulled a vacuum to 500 microns, held a decay test, and weighed in the nameplate charge. It hasn't tripped since, even at 32 degrees.",
      adequate:
        "A customer's air conditioning kept shutting off on hot days. I checked the coil and the fans, then put my gauges on and found the pressure was too high. It turned out there was air in the system, so I recovered the gas, vacuumed it down and recharged it. After that it worked fine.",
      weak: "HVAC is all about problem solving, and I love a challenge. When something goes wrong I just use my experience and work through it logically until it's fixed. Usually if a unit isn't cooling properly it just needs more gas, so I top it up and it's normally fine after that.",
      off_topic:
        "My planned maintenance visit on a split system follows the same routine every time. I clean or change the filters, wash the indoor coil and clear the condensate drain, then check the outdoor unit's coil, fan and electrical connections. I take superheat and subcooling readings, compare them with last visit's on the job sheet, and do the F-gas leak check with an electronic detector.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What have you done recently to learn something new that helps you as a Bookkeeper?',
      job_title: 'Bookkeeper',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'Some of my sole-trader clients will soon need Making Tax Digital for income tax, so this spring I took the free Xero Advisor certification and an AAT webinar on the quarterly updates. I practised on the demo company first, setting up bank feeds, bank rules and VAT codes, and then moved two clients across from spreadsheets. For one of them, the monthly bank reconciliation went from about three hours to under one, because most transactions now code themselves and I only review the exceptions.',
      adequate:
        "Mostly I've been learning Xero lately, because a couple of the businesses I do books for have switched from spreadsheets. I watched the training videos on their website and practised with the demo company. Now I can do bank reconciliations in it and set up simple rules.",
      weak: "I'm always learning, I think it's really important to keep up to date in any job. I read things online and try to improve myself all the time. Bookkeeping doesn't really change much, though, so once you know the basics of debits and credits you're mostly set.",
      off_topic:
        "A bank reconciliation that's out by a small amount usually has a simple cause. I check whether the difference divides by nine, which suggests a transposed figure, then look for duplicated bank feed lines and items posted to the wrong date. Last month one client was out by 37 pounds, and it was an 18.50 card refund entered as a payment instead of a receipt, which doubles the error.",
    },
  },
];
