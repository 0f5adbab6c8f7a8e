import type { LabelledQuestion } from './labelled-types.ts';

/**
 * Labelled answers, part J: ten questions outside the bank, alternating dev and test in file order, each dev question
 * followed by a test question of the same kind. Written blind to the scorer. They come from roles the bank does not
 * cover (networking, cycle repair, mortgages, video editing, ambulance work, roofing, bar work, emergency call
 * handling, libraries and floristry) and mix technical, behavioural and warm-up rounds, including short correct
 * strong answers, joke openings, answers to a neighbouring question and correct answers in unusual words.
 */
export const PART_J: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'A user says websites load if they type in the IP address but not the site name. How would you troubleshoot that?',
      job_title: 'Network Engineer',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "That points at name resolution. I'd run ipconfig /all to see which DNS servers the machine uses, then nslookup a known name against that server and against a public one like 1.1.1.1. If only the public one answers, the internal DNS server or its forwarders are at fault. If neither does, I'd check the hosts file and port 53.",
      adequate:
        "The connection's fine, it's the step where the computer turns a web address into a number that's broken. I'd check which server it asks for that lookup and try asking a different one by hand. If that works, the office lookup server is the problem. Otherwise something on the machine itself is overriding it.",
      weak: "Have you tried turning it off and on again? Ha, sorry, classic. Honestly, I'd restart the router and the PC, because that fixes most network issues. Networking is a complex area, so I'd take a structured, methodical approach, and if it still didn't work I'd escalate it to the right team.",
      off_topic:
        'Last month a whole floor lost network access after a switch was replaced. The new switch had every port left in the default VLAN, so the PCs were getting addresses from the wrong subnet. I compared the running config with our backup, reapplied the access VLAN on the forty-eight user ports, set the uplink back to a trunk, and everyone was back online in about twenty minutes.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'A customer says their chain keeps skipping when they pedal hard. How would you work out what is causing it?',
      job_title: 'Bicycle Mechanic',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "First I'd measure chain wear with a checker. At 0.75 percent stretch it needs replacing, and by then the cassette is usually worn too, so I'd check that. If the chain is fine, I check the rear indexing with the barrel adjuster, look for a bent derailleur hanger with an alignment gauge, and feel for a stiff link.",
      adequate:
        "I'd see how worn it is first, with a little gauge, because an old stretched one slips on worn teeth at the back. If that's okay, I'd check the cable tension so the changes line up, and whether the little bracket holding the changer at the back is bent.",
      weak: "Skipping is usually just a sign that the bike needs a good service. I'd give it a clean and put some oil on everything, and that normally sorts it out. I've been riding bikes my whole life, so I've got a really good feel for what's wrong with them.",
      off_topic:
        'Squealing disc brakes are usually down to contaminated pads or rotors. I take the wheel out, clean the rotor with isopropyl alcohol, and if the pads have oil on them I replace them rather than trying to burn it off. Then I re-centre the caliper so nothing rubs and bed the new pads in with ten or so hard stops.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you help a client decide between a fixed-rate mortgage and a tracker mortgage?',
      job_title: 'Mortgage Adviser',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "I start with their situation rather than the rates. A fix gives certainty, so if their budget is tight and a rise of a couple of hundred pounds a month would hurt, that counts for a lot. A tracker follows the Bank of England base rate, so it can be cheaper if rates fall, and it often has no early repayment charges, which matters if they might move or overpay. I'd model the tracker payment at two percent higher, compare the total cost over the deal period including fees, and record my reasons in the suitability letter.",
      adequate:
        "It really comes down to how well the client could cope with their payments changing. If they need to know exactly what goes out each month, I'd suggest locking the rate in for a few years. If they have some room in their budget, and might sell up or pay a chunk off early, a deal that moves with the Bank's rate can work out cheaper and costs less to leave.",
      weak: "Both have their pros and cons, so it really depends on the client. At the moment I'd tell most people to go fixed, because that's what everyone is doing. My job is to make the client feel comfortable and build trust, and I'm a great listener, so I'd find the best product for them.",
      off_topic:
        "Before I recommend anything I do a full fact find: income, including any bonus or overtime and how regular it is, monthly commitments like car finance and childcare, and their credit history. Then I run the case through two or three lenders' affordability calculators, because what they'll lend on the same income can differ by thirty or forty thousand pounds.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'When would you edit with proxy files instead of the original camera footage, and what do you need to watch out for?',
      job_title: 'Video Editor',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "Whenever the source is heavy, like 6K RAW or long-GOP H.265 from a mirrorless camera, and the machine can't play it back smoothly, or when I'm cutting on a laptop or sharing the project with another editor. I generate ProRes Proxy or DNxHR LB files at half or quarter resolution, keeping the same file names, frame rate and timecode so relinking works. The catch is to switch back to the originals for the grade, any reframing and the final export, and to check stabilisation and punch-ins at full resolution.",
      adequate:
        "If the material is too heavy for the computer to play smoothly, I make lighter, lower-quality copies to cut with, and swap the real files back in at the end. The main thing is that the copies match the originals exactly, same names and same timing, otherwise they won't link back up. And I always do the colour and the final render from the real files.",
      weak: "Proxies are great for speeding things up, so I pretty much always use them. Modern editing software handles all of that automatically, so there's not really much to watch out for. I'm a very creative editor and I focus more on telling the story than on the technical side.",
      off_topic:
        'On a two-camera interview I sync everything before I start cutting. I line the angles up on the audio waveform, or on timecode if we jam-synced on set, then build a multicam clip so I can switch angles live while it plays. I also rename the clips by camera and card, so A001 and B001 never get mixed up later in the edit.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you assess a patient you suspect is having a stroke, and what decides which hospital you take them to?',
      job_title: 'Paramedic',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "I'd do my primary survey first and check the blood glucose, because hypoglycaemia can look exactly like a stroke. Then a FAST assessment, face, arms and speech, plus a check for visual loss and balance problems, which FAST can miss. The key piece of information is when they were last seen well. If they're inside the window for thrombolysis or thrombectomy, I pre-alert and go straight to the hyperacute stroke unit rather than the nearest emergency department, keeping my on-scene time to around fifteen minutes.",
      adequate:
        "I'd check their airway, breathing and circulation first and test their sugar, because a low sugar can look the same. Then I'd see whether their face droops, whether they can lift both arms and whether their speech is slurred. I'd find out when they were last seen normal, because if it's recent we go quickly to the specialist stroke hospital and ring ahead.",
      weak: "Strokes are time critical, so I'd get them into the ambulance as fast as possible and take them to the nearest hospital. I'd keep them calm and reassure them, because patient care is at the heart of everything I do. Then I'd monitor them on the way in and hand over to the doctors.",
      off_topic:
        'Chest pain is the call I most need to get right quickly. I do a twelve-lead ECG within the first ten minutes and look for ST elevation, give three hundred milligrams of aspirin if there is no contraindication, and GTN if the blood pressure allows. If the ECG shows a STEMI, I transmit it and take the patient straight to the heart attack centre for primary PCI.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you replace a cracked slate on a pitched roof without disturbing the ones around it?',
      job_title: 'Roofer',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "I'd work off a roof ladder, never standing on the slates. I slide a slate ripper up under the cracked one, hook it round a nail and pull down sharply to cut it, do the same with the other nail, and draw the old slate out. Because you can't nail the new one through the course above, I nail a copper or lead tingle to the batten in the gap between the slates below, push the new slate up to line up with its neighbours, and fold the tingle up over its tail.",
      adequate:
        "There's a flat hooked tool you slide underneath to cut through the nails holding the broken one, then it pulls straight out. You push the new one up into place, and since you can't nail it with the others lying on top, you hold it with a little metal strip that bends up under its bottom edge. And I'd use a proper ladder hooked over the ridge so I'm not walking on anything.",
      weak: "Roofing is all about safety and quality, so I'd take my time with it. I'd take the broken slate off, pop a new one in and run a bit of silicone round it so it's watertight. I take real pride in my work and I always leave the site clean and tidy for the customer.",
      off_topic:
        'Lead flashing round a chimney is where a lot of leaks come from. I cut the old flashing out, rake the mortar joints back about twenty-five millimetres, and dress new code four lead as stepped flashing up the sides, with soakers under the slates and an apron across the front. Each piece gets wedged into its joint and then pointed with lead sealant.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me about a time you had to refuse to serve a customer who had had too much to drink. How did you handle it?',
      job_title: 'Bartender',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "On a busy Friday a regular came up for another round, slurring and swaying, and his mates had been buying for him all night. I told him quietly that I couldn't serve him any more alcohol tonight, that it wasn't personal and that serving him would break our licence, and offered him a water or a soft drink on the house. He argued, so I called my manager over, and we asked one of his friends to get him a taxi. I logged it in the refusals book, and the next week he came in and apologised.",
      adequate:
        "A man was clearly drunk and asked for another pint. I told him I couldn't serve him any more tonight and offered him some water instead. He wasn't happy about it, so I got my manager to back me up, and in the end his friends took him home.",
      weak: "I told him the only thing on tap for him was tap water, ha. But yeah, I'd just be friendly but firm, because customer service is really important behind a bar. I'm a good judge of people and I don't let things escalate, so it's never really a big problem for me.",
      off_topic:
        'It was a cup final night and the lager keg ran out with the queue three deep. I told the people at the front straight away and suggested the other lager on draught, got a colleague to take over my section, went down to the cellar, changed the keg and pulled through the first couple of pints until it ran clear. We were pouring again in under five minutes.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time a caller could not tell you where they were. How did you find them?',
      job_title: 'Emergency Call Handler',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'A woman rang one evening because her husband had collapsed on a walk, and all she could say was that they were near some woods. I kept her on the line and texted her a what3words link, which gave us a three-metre square, and I checked it against the mobile location data that came through with her call. Both put them on a footpath about a kilometre from a car park. I talked her through CPR while the crew walked in, and they reached him eighteen minutes after the call started.',
      adequate:
        "I had a caller who'd crashed his car on a country road and had no idea where he was. I kept him calm and asked what he could see, like road signs, junctions or house names, and his phone's location came up on our screen as well. Between the two we worked out which road it was, and the ambulance found him.",
      weak: "In this job you have to stay calm under pressure, and I'm very good at that. I'd reassure the caller and use the systems we have to find them. Teamwork is key, so I'd work with my colleagues and the crews, and I'd always make sure the caller feels listened to.",
      off_topic:
        'The hardest shift I had was a man ringing again and again, drunk and abusive, while our lines were full of genuine emergencies. Each time I checked quickly that there was no real emergency behind the call, gave him one clear warning, and then passed his number to my supervisor. She logged the calls under our persistent caller procedure and the police visited him that night, and the calls stopped.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What made you want to work in a public library?',
      job_title: 'Library Assistant',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "Honestly, the library was where I did my homework as a kid, because home was noisy. When I volunteered on the Summer Reading Challenge during university, I realised how much of the job is about people rather than books, like helping an older man set up his first email account so he could deal with his pension online, or finding a mum a free English class. It's one of the few places left where anyone can walk in without paying, and I want to help keep that going.",
      adequate:
        "I've always used the one near me, and when I helped out there as a volunteer I really enjoyed it. It's not just lending books, you're helping people with all sorts of things, like forms and computers. I like that anyone can come in and get help without having to pay for it.",
      weak: "I've always loved books and reading, so working in a library seems like a dream job for me. It's very peaceful and quiet, and I'm a calm person. I think libraries are really important for the community, and I'm passionate about knowledge and learning.",
      off_topic:
        "At my last branch I ran the Tuesday rhyme time for under-fives. I planned each half hour around a theme, with a few action songs, a short picture book and then time for the parents to borrow, and once I started posting the themes on the library's Facebook page we went from about eight families to over twenty in a term.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What got you into floristry, and what part of the work do you enjoy most?',
      job_title: 'Florist',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        'I started with a Saturday job at a florist when I was sixteen, mostly conditioning stock and sweeping up, and I got hooked watching the owner put together a whole wedding in one morning. After school I did my Level 3 diploma. What I enjoy most is the consultation: a bride comes in with three photos and a colour swatch, and we work out the shapes, the seasonal flowers and the budget together. Seeing that come together on the day is the best part for me.',
      adequate:
        "I had a weekend job in a flower shop as a teenager and I never really left. The part I like best is sitting down with someone who's planning a wedding and turning their ideas into something real. I also like that the work changes with the seasons.",
      weak: "I've always loved flowers and nature, and I'm a really creative person, so it just felt right. I enjoy pretty much everything about it, to be honest. Flowers make people happy and I love making people happy, so for me it's a dream job.",
      off_topic:
        'When a delivery comes in I condition everything straight away. I strip the lower leaves so nothing sits in the water, cut the stems at an angle with a clean knife, and put them in fresh buckets with flower food. I keep daffodils away from roses and tulips for the first day, because their sap shortens the vase life of other flowers. That usually adds three or four days.',
    },
  },
];
