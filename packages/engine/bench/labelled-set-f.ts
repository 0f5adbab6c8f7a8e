import type { LabelledQuestion } from './labelled-types.ts';

/**
 * Labelled answers, part F: eight questions from roles outside the bank (pharmacy, trades, HR, law, hospitality,
 * design and logistics), alternating dev and test in file order. Each has a strong, an adequate and a vague answer,
 * plus a competent answer from the same job that responds to a neighbouring question instead of the one asked.
 */
export const PART_F: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'A patient on warfarin brings in a new prescription for clarithromycin. How would you handle it?',
      job_title: 'Pharmacist',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "Clarithromycin inhibits CYP3A4 and boosts the effect of warfarin, so the INR can rise quickly and the bleeding risk goes up. I would check the patient's most recent INR and phone the prescriber to ask whether another antibiotic with less interaction would suit. If clarithromycin is really needed, I would make sure an INR check is booked within three to five days of starting, and counsel the patient to watch for unusual bruising, nosebleeds or dark stools.",
      adequate:
        'That antibiotic can make the blood thinner work too strongly, so the patient could bleed more easily. Before handing it over I would call the doctor and ask if a different antibiotic would do. If not, I would make sure their clotting gets tested soon and tell them what warning signs to look out for.',
      weak: 'I would be careful, because warfarin is a serious medicine and patient safety always comes first. I would look it up on the system, but it is probably fine if the doctor prescribed it, since the doctor knows the patient best. Communication with the team is key in a pharmacy.',
      off_topic:
        'When someone starts warfarin for the first time, I explain why they take it at the same time each evening, give them the yellow record book for their INR results, and talk about keeping vitamin K steady in their diet, so no sudden big servings of spinach or kale.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you find and fix a leak under a kitchen sink?',
      job_title: 'Plumber',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "First I dry everything with a towel and lay tissue paper under each joint, then run the tap and fill the basin, so I can tell whether the drip comes from the supply side or the waste. If it's a compression fitting on the supply, I shut the isolation valve and nip it up a quarter turn, or replace the olive if it is damaged. If the trap is leaking, I take it off, clean it, check the washer and refit it hand tight.",
      adequate:
        'I would wipe it dry and turn the water on to watch where the drip starts. If it is one of the joints on the water pipes, I turn the water off and tighten it or change the seal. If it is the drain bit, I take it apart, clean it and put it back.',
      weak: 'Leaks are very common, so I would check everything under the sink and fix whatever is leaking. To be safe I would put plenty of sealant on all the joints. I am good with my hands and I always make sure the customer is happy at the end of the job.',
      off_topic:
        'To clear a blocked kitchen sink I start with a plunger, covering the overflow so the pressure goes down the pipe. If that does not shift it, I take the trap off over a bucket, scrape out the grease, and run a hand auger through the pipe beyond it.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me about a time an employee complained about their manager. What did you do and how did you decide?',
      job_title: 'HR Generalist',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'Last year a warehouse employee told me her shift manager kept cutting her hours after she raised a safety concern. I took notes, explained how confidential it would be and where that stopped, and opened a formal investigation. I pulled six months of rota data and interviewed her, the manager and three colleagues. Her hours had dropped by about a third with no business reason, so the manager got a final written warning, her hours were restored, and I checked in with her monthly for a quarter.',
      adequate:
        'Someone came to me saying their manager was unfair when giving out shifts. I listened, wrote it down, and then spoke to the manager and a couple of coworkers. The complaint turned out to be fair, so the manager was given a warning and the schedule was changed.',
      weak: 'I always keep an open door, so employees feel safe coming to me. When someone complains, I listen carefully, because communication is key, and I try to make sure both sides feel heard. In the end things usually work out if everyone stays respectful and professional.',
      off_topic:
        'Before a termination meeting I prepare the letter and the final pay details, and I make sure the manager is in the room. I keep the conversation short and factual, explain benefits and the right to appeal, and arrange for the person to collect their belongings privately.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you could not work out what was wrong with a vehicle. What did you do?',
      job_title: 'Car Mechanic',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "During my apprenticeship a Ford Focus came in with an intermittent misfire, but no fault code stayed stored. I checked the plugs, then swapped the coils between cylinders, and the misfire didn't move. So I asked the senior technician, who suggested logging live data on a road test. The fuel trims jumped every time we hit a bumpy road, which pointed to a loose injector connector. I cleaned and secured it, and when we called the customer a week later the car had run perfectly.",
      adequate:
        'A car came in with a clunk from the front that I could not pin down. I checked the usual things first, like the brakes and wheel bearings, and then asked a more experienced mechanic. He showed me how to clip listening microphones to the suspension, and it turned out to be a worn link.',
      weak: 'I am a very determined person, so I do not give up easily on a car. I keep trying different things until I find the problem, and if I really cannot, I ask someone. Every problem is a learning experience, and I just love learning about cars.',
      off_topic:
        "On a full service I follow the manufacturer's checklist: oil and filter, air and cabin filters, brake pads and discs measured, tyre tread and pressures, and every fluid level. Anything close to its limit goes on the job card so the service advisor can tell the customer.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you keep track of court deadlines for the cases you are working on?',
      job_title: 'Paralegal',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "As soon as a filing or court order comes in, I work out each deadline from the rule or order that sets it, counting the days carefully and checking whether a weekend or court holiday moves the due date. Every date goes into the firm's docketing system with reminders at fourteen, seven and two days, and a second person checks my calculation. Each Monday I send the attorney a short list of everything due that week.",
      adequate:
        'I put every date into the shared calendar the moment a court paper arrives, with reminders a couple of weeks and a few days ahead. I double check how the days are counted, and every week I remind the lawyer what is coming up.',
      weak: 'I am very organised and detail oriented, so deadlines are never a problem for me. I mostly keep them in my head or jot them on a notepad, and I always work hard to get things done on time. Meeting deadlines is very important in a law firm.',
      off_topic:
        'For a trial binder I put the pleadings first, then key correspondence, witness statements and exhibits, each behind a numbered tab with an index at the front. I make copies for the attorney, opposing counsel and the court, and check that every tab matches the exhibit list.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time your food costs were running over budget. What did you do to bring them down?',
      job_title: 'Restaurant Manager',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'At my last restaurant food cost had crept up to thirty-four percent against a target of twenty-nine. I moved from monthly to weekly inventories and compared usage with sales, which showed most of the gap was in proteins. Steaks were being cut heavy, so we put a scale on the line and retrained the cooks. I also renegotiated our produce contract and reworked two specials to use trim. Within two months we were back at twenty-nine and a half percent.',
      adequate:
        'Our food costs got too high one summer. I started counting the stock more often and found the kitchen was serving bigger portions than the recipes said, so I had the cooks weigh them. I also dropped a couple of expensive dishes, and the costs came back down.',
      weak: 'Food cost is something every manager has to watch, so I always keep an eye on the numbers. I told the team that we needed to be more careful and reduce waste, and I think everybody understood. Teamwork is the key to running a successful restaurant.',
      off_topic:
        'One Friday our dishwasher walked out mid-service. I moved a prep cook onto the dish station, took over the pass myself to keep tickets moving, and asked the servers to clear their own tables. We got through a hundred and forty covers, and I had a replacement hired by Tuesday.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What do you enjoy most about UX design, and what drew you to it?',
      job_title: 'UX Designer',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'What I enjoy most is watching someone use something I designed and seeing exactly where they get stuck. I came to UX from a call centre job, where half the calls were people who could not find the password reset link. In my bootcamp project I redesigned a local library booking flow, tested it with five users, and cut it from nine steps to four. Making something feel obvious is what keeps me hooked.',
      adequate:
        'I like solving problems for real people. I got into it after seeing how confusing some apps were for my parents, and I wanted to make things simpler. My favourite part is talking to users and then watching the design get better each round.',
      weak: 'I have always been a creative person and I love technology, so UX felt like the perfect fit for me. I enjoy making things look beautiful and modern. I am passionate about design, and user experience is very important for every company nowadays.',
      off_topic:
        'For a usability test I write five or six realistic tasks, recruit people who match our users, and ask them to think aloud while I stay quiet and take notes. Afterwards I group the problems by how many people hit them and how badly they were blocked, and fix the worst first.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you decide whether to ship an order as a full truckload or as less-than-truckload?',
      job_title: 'Logistics Coordinator',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'I start with size and weight. As a rough rule, under six pallets or about fifteen thousand pounds LTL is usually cheaper, and past ten or twelve pallets a full truck wins. In between I get quotes for both, including a volume LTL rate. Then I weigh the risk: LTL freight goes through terminals, so it is handled more, gets damaged more and has less certain transit times. For fragile goods or a tight delivery window I often book a dedicated truck anyway.',
      adequate:
        'It mostly depends on how much is going. A few pallets are cheaper on a shared truck, but a big load is better on its own truck. I also think about how fragile it is and how fast it has to arrive, because shared trucks stop and reload along the way.',
      weak: 'I would always choose whatever is the cheapest option, because saving money is the main goal in logistics. Both options have their advantages and disadvantages, so it depends on the situation. I would talk to the carriers and make a good decision for the company.',
      off_topic:
        "When a shipment is running late I call the carrier for an updated arrival time, check whether the customer's dock can take a later slot, and let the customer know before they have to ask. If the delay is serious I look at expediting the last leg or splitting the order.",
    },
  },
];
