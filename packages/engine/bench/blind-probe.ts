import type { LabelledQuestion } from './labelled-types.ts';

/**
 * Blind probe: twelve questions written on 2026-11-29 without sight of the scorer or of any figure it produces.
 * Never to be tuned on. Every question's split is 'test'. The roles (optometry, air traffic control, translation,
 * dietetics, estate agency, locksmithing, museum curation, wine service, midwifery, cybersecurity, quantity surveying
 * and data engineering) are outside the bank, with five technical, five behavioural and two warm-up rounds.
 */
export const BLIND_PROBE: LabelledQuestion[] = [
  {
    split: 'test',
    question: {
      text: 'A patient comes in saying they have suddenly started seeing flashes of light and new floaters in one eye. What would you check, and how would you manage it?',
      job_title: 'Optometrist',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "That history makes me think of a posterior vitreous detachment, and what I'm worried about is a retinal tear or detachment. I'd ask when it started and whether there's any shadow or curtain across their vision, check acuity, then dilate and examine the fundus properly with a Volk lens, paying attention to the peripheral retina and looking for pigment cells in the anterior vitreous, the 'tobacco dust' sign. If I found a tear, any detachment or tobacco dust, I'd refer same day to eye casualty. If it was an uncomplicated PVD, I'd explain the warning signs, give written advice to come back immediately if they appear, and book a review in a few weeks.",
      adequate:
        "Flashes and floaters can mean the jelly inside the eye is pulling away from the retina, which can tear it. I'd dilate their pupils and look carefully at the back of the eye, and if I saw anything worrying I'd send them to hospital urgently. Otherwise I'd tell them to come straight back if it got worse.",
      weak: "Floaters are really common and most people get more of them as they get older, so I'd reassure the patient that it's nothing to worry about. I'd do a standard eye test and update their glasses if they needed it. I always make sure my patients leave feeling happy and at ease.",
      off_topic:
        'For a contact lens aftercare I start by asking how many hours a day they wear them, whether they ever sleep in them, and how they clean the case. Then I check their vision with the lenses in and look at the fit and movement on the slit lamp. After they take them out I stain the cornea with fluorescein to look for staining or new blood vessels, and I finish by going over hygiene, like never rinsing lenses in tap water, and booking the next check.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you had to deal with a sudden, unexpected situation while you were handling heavy traffic.',
      job_title: 'Air Traffic Controller',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        'One evening on approach I had about a dozen aircraft on my frequency when a pilot told me he had smoke in the cockpit and wanted to land straight away. I gave him a direct route to the runway, turned the two aircraft behind him onto wider paths to make room, and asked my colleague to take the ones just joining so I could concentrate on him. I rang the tower so they could keep the runway clear and get the fire crews out. He was on the ground eleven minutes after his call, and nobody else was held up by more than about six minutes.',
      adequate:
        'We had an aircraft declare an emergency during a busy afternoon. I gave it priority, vectored the other traffic out of the way and coordinated with the tower. It landed safely and we got back to normal fairly quickly afterwards.',
      weak: "I'm very calm under pressure, it's just my personality. In air traffic control unexpected things happen all the time, and I always stay focused and follow the procedures. I think staying calm is the most important thing, and my colleagues would say I'm the person you want next to you when it gets busy.",
      off_topic:
        'Last year I noticed our position handovers were getting rushed at shift change, and twice the incoming controller missed an aircraft that was still waiting for a level clearance. I drafted a short checklist based on our standard handover mnemonic, trialled it with my watch for a month, and presented the results at the unit safety meeting. It was adopted across all the watches, and reported handover occurrences went from five in a quarter down to one.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you handle a term in a source document that has no direct equivalent in the target language?',
      job_title: 'Translator',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "First I make sure I understand exactly what the term means in that context, using the client's reference material and asking them if I need to. Then I check how reliable sources in the target language deal with it, such as official glossaries, parallel texts or term bases like IATE. Depending on the text and who will read it, I'll use an accepted functional equivalent, a short explanatory phrase, or keep the original with a gloss the first time it appears, which is what I'd do for a legal institution that doesn't exist in the target country. I then add the decision to my termbase and mention it in a note to the client so it stays consistent across the project.",
      adequate:
        "I'd research the term to make sure I really understand it, and look at how other translators or official sources have handled it. If there's genuinely no equivalent, I'd either explain it in a few words or keep the original word. Then I'd make sure I used the same solution all the way through the document.",
      weak: "I'd put it into Google Translate or DeepL and see what comes out, because those tools are really accurate these days. If it looks okay I'd just use it. Being a translator is all about loving languages, and I've always been passionate about words.",
      off_topic:
        "My quality checks have three passes. After translating in my CAT tool, I run the automatic checks for numbers, tags and terminology against the client's glossary. Then, if the deadline allows, I leave it overnight and reread the target text on its own, without the source, to catch anything that sounds translated. Finally I do a side-by-side comparison to make sure nothing has been left out, and I deliver with a short list of any queries.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time a patient was reluctant to follow your dietary advice. What did you do?',
      job_title: 'Dietitian',
      round_type: 'Behavioral',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "On my final placement I saw a man in his sixties with newly diagnosed type 2 diabetes who told me straight away that he wasn't giving up bread and wasn't going to eat rabbit food. Instead of going through the standard leaflet, I asked him what a normal day looked like and what mattered to him, and it turned out he badly wanted to avoid going onto insulin like his brother had. We agreed two small changes that he picked himself: smaller slices of a granary loaf, and swapping his afternoon biscuits for fruit and a handful of nuts. At his three-month review his HbA1c had come down from 62 to 53, and he was the one asking what he could try next.",
      adequate:
        "I had a patient with diabetes who didn't want to change what he ate. I used a motivational interviewing approach to understand what he wanted, and we set a couple of small, realistic goals together. When he came back he'd stuck to most of them and his blood sugar had improved.",
      weak: "A lot of patients don't want to change, so I explain very clearly why they need to follow the diet and what will happen if they don't. Usually if you're firm and give them the facts, they come round. I'm a people person, so I find it easy to get patients on side.",
      off_topic:
        "On my acute placement I was asked to start tube feeding for a stroke patient who had failed his swallow assessment. I worked out his energy and protein needs from his weight, and because he'd eaten very little for five days I flagged him as at risk of refeeding syndrome. I started the feed at a low rate, asked the doctors to check his phosphate, potassium and magnesium daily and to prescribe thiamine, and built the rate up over four days. His bloods stayed stable and he was on his full feed by day five.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What drew you to a career in estate agency?',
      job_title: 'Estate Agent',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "I worked weekends at a lettings office for two years while I was at college, mostly showing flats and answering the phones, and I liked that no two days were the same and that I was out meeting people rather than sat at a desk. What really hooked me was watching a young couple get the keys to their first home after we'd helped keep a chain together that nearly fell apart twice. I like that the effort you put in shows directly in the results, and I'm good at remembering details about people and houses, which matters when you're matching buyers to homes. Now I want to move into sales and start working towards my Propertymark qualification.",
      adequate:
        "I've always been interested in property and I enjoy talking to people, so it felt like a natural fit. I did some weekend work in a lettings office, which I really enjoyed, and I like the idea of a target-driven job where hard work pays off.",
      weak: "Honestly, I've watched loads of property programmes on TV and it looks like a really exciting job. I'm a people person and very outgoing, and I always give 110%. I think I'd be great at selling houses because I can sell anything.",
      off_topic:
        "Before a viewing I check the buyer's position, whether they're in a chain, whether they have a mortgage agreement in principle, and what they need from a home, and I walk round the property myself so I know which rooms get the best light. On the day I arrive ten minutes early to open the curtains and windows. Afterwards I ring the buyer within the hour for feedback and pass it on to the vendor the same day, even when it isn't what they want to hear.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'A customer is locked out of their house and the front door has an anti-snap euro cylinder. How would you get them back in?',
      job_title: 'Locksmith',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "Before anything else I'd make sure they have a right to be there, by asking for ID with the address on it or something like a utility bill, or checking with the landlord or a neighbour. Then I'd find out whether the door was locked with the key or just pulled shut, because if the multipoint isn't thrown I can usually open it without damage using a letterbox tool on the inside handle. If it's locked, I'd try picking the cylinder, since the anti-snap design stops snapping rather than picking, although security pins will slow me down. Only if that fails would I drill it, and then I'd fit a TS007 3-star or SS312 Diamond cylinder sized properly for the door so they're at least as secure as before.",
      adequate:
        "I'd ask for some proof that they live there first. Then I'd try to get in without damage, either by picking the lock or using a letterbox tool if the door is only on the latch. If that didn't work I'd drill out the cylinder and fit a new one.",
      weak: "The quickest way is to snap the cylinder, that works on pretty much any euro lock, and then put a new one in. Customers just want to get in fast, so I wouldn't waste time on picking or asking lots of questions. I'm very good with my hands and I always get the job done.",
      off_topic:
        "When someone wants to upgrade their front door lock, I measure the existing cylinder from the fixing screw to each end, because a cylinder that sticks out past the handle is much easier to attack. I'd recommend a TS007 3-star cylinder, or a 1-star cylinder with 2-star security handles, sized so it sits flush. I also check that the multipoint gearbox runs smoothly and that the keeps are adjusted so the door pulls in tight when it's locked.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you worked with a community group who disagreed with how part of the collection was being displayed.',
      job_title: 'Museum Curator',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "When I was assistant curator at a regional museum, a group of former miners and their families complained that our new industrial gallery told the story of the 1984 strike almost entirely through the Coal Board's official photographs. I met them at their welfare hall, listened, and agreed we'd rewrite that section together, so over three workshops we recorded oral histories and chose objects they lent us, like a strike kitchen ladle and a picket badge collection. I took the proposal to our director and found £4,000 from the learning budget for a short film. The new section opened four months later, and the group has since worked with us on two more exhibitions.",
      adequate:
        "We had a local group who were unhappy with how one of our displays presented their history. I met with them to hear their views, and we worked together to update the labels and add some of their own material. They were pleased with the result and we've stayed in touch since.",
      weak: "Museums are for everyone, so I think it's really important to listen to all voices. If people disagree, I always explain the curatorial reasoning behind the display, because at the end of the day we're the experts. I'm very passionate about heritage and I'm a great communicator.",
      off_topic:
        "Last year I managed the loan of twelve watercolours to a national gallery with only ten weeks' notice. I had our conservator condition-check each one, negotiated a loan agreement that capped light levels at 50 lux and set humidity limits, arranged government indemnity, and travelled as courier with the works to oversee the installation. Everything arrived undamaged, and the loan put our name in a show that over 200,000 people saw.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me a bit about yourself and why you want to work as a sommelier here.',
      job_title: 'Sommelier',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "I've worked front of house for three years, the last eighteen months at a bistro where I ended up looking after the wine list because I was the one always asking the supplier questions. I passed my WSET Level 3 last spring, and the part I enjoy most is working out what a table actually wants, which is sometimes a cheaper bottle than they expected, and watching them leave happy. I'd like to come here because your list is built around small growers from the Loire and the Jura, which are the regions I care most about, and I'd learn a huge amount working alongside your head sommelier.",
      adequate:
        "I've worked in restaurants for a few years and got really interested in wine, so I did my WSET Level 2. I'd like to work here because you have a great reputation and a big wine list, and I want to keep learning.",
      weak: "I just love wine, I've always been a big foodie, and being a sommelier would be my dream job. I'm a people person and a fast learner. I've heard great things about this restaurant, so I'd love to be part of the team.",
      off_topic:
        "If a table ordered the duck with cherry sauce and asked me for a recommendation, I'd first find out what they usually enjoy and roughly what they want to spend. I'd probably suggest a Pinot Noir, maybe a village Burgundy or something from Central Otago, because the acidity cuts through the fat and the red fruit picks up the cherries without the tannin clashing. If they preferred white, a dry Alsace Pinot Gris would work well too.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time you had to escalate a concern about a woman in your care.',
      job_title: 'Midwife',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "I was caring for a first-time mum in labour on the birth centre, and about six hours in I heard on intermittent auscultation that the baby's heart rate was dropping after contractions and slow to recover. I listened again after the next contraction to confirm it, moved her onto her left side, then called the coordinator and asked for a transfer to the labour ward for continuous monitoring, handing over with SBAR. The CTG confirmed late decelerations, the registrar reviewed her, and she went on to have an assisted birth. The baby was born in good condition with Apgars of 8 and 9, and I went back the next day to talk it all through with her.",
      adequate:
        "During a labour I noticed the baby's heart rate didn't sound right, so I told the coordinator and we moved her to the labour ward for continuous monitoring. The doctors reviewed her and she ended up having an assisted delivery, and mum and baby were both fine.",
      weak: "As a midwife you're escalating things all the time, it's just part of the job. I always trust my gut, and if something doesn't feel right I speak up. Women always come first for me, so I would never hesitate.",
      off_topic:
        "On the postnatal ward last winter I looked after a mum whose baby was struggling to latch, and by day two she was close to giving up breastfeeding. I sat with her through a whole feed, helped her try a laid-back position, and showed her how to hand express so the baby could have colostrum by syringe in the meantime. By the time she went home the next afternoon the baby was feeding well, and at the day-five check he'd lost only six percent of his birth weight.",
    },
  },
  {
    split: 'test',
    question: {
      text: "You get an alert that a user's account signed in from two different countries within an hour. How would you investigate it?",
      job_title: 'Cybersecurity Analyst',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
    },
    answers: {
      strong:
        "That's an impossible-travel alert, so my first question is whether it's genuine or explained by something like a VPN or a cloud proxy. I'd pull the sign-in logs for the account, check both IP addresses against our corporate VPN ranges and threat intelligence, and compare the device, browser and whether MFA was completed on each sign-in. If the second one came from an unknown device, got past MFA through a legacy protocol, or was followed by new inbox rules or mass downloads, I'd treat it as a compromise: disable the account, revoke sessions, reset the password and escalate under the incident response plan. Otherwise I'd confirm with the user through a separate channel and document why it was benign.",
      adequate:
        "I'd check the sign-in logs to see where both logins came from and whether one of them was through a VPN. If it looked suspicious I'd reset the user's password and let a senior analyst know. If not, I'd check with the user and close the alert.",
      weak: "I'd lock the account straight away and tell the user they've been hacked, because two countries in an hour is always an attack. Then I'd run a virus scan on their laptop. Security is all about being paranoid, and I'm really passionate about keeping companies safe.",
      off_topic:
        "When a user reports a phishing email, I pull the message headers to check the sending server and the SPF and DKIM results, then open any links or attachments in a sandbox. If it's malicious, I search the mail logs for everyone else who received it, purge it from their mailboxes, and block the sender domain and URLs at the gateway. I also check the proxy logs to see whether anyone clicked, and if they did, I reset their credentials.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Tell me about a time a project you were working on was heading over budget. What did you do?',
      job_title: 'Quantity Surveyor',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "On a forty-home housing scheme where I was looking after the money, I noticed in month five that the groundworks had already cost twelve percent more than we'd allowed, mostly because we'd hit far more soft ground than the site survey showed. I told the project manager that week rather than waiting for the monthly report, worked out that on current trends we'd finish about £180,000 over, and put together savings: a cheaper but equivalent roof tile, re-tendering the landscaping, and claiming the extra digging from the client as a compensation event under the NEC contract. The client accepted about two-thirds of the ground costs, and we finished within £25,000 of the original figure.",
      adequate:
        'On a housing project the groundworks costs came in higher than expected. I raised it with the project manager, updated the cost forecast and suggested some savings elsewhere, like cheaper materials and re-tendering one of the packages. We managed to bring it back close to budget.',
      weak: "Budgets always go over in construction, that's just the nature of the industry. I keep a really close eye on costs and I'm very good with numbers, so I'd make sure everyone knows we need to tighten things up. I always give 110% to keep projects on track.",
      off_topic:
        "Last year I ran the tender for the mechanical and electrical package on a school extension. I prepared the bill of quantities, sent it to five subcontractors, and normalised their returns so we were comparing like with like, because two had excluded commissioning and one had qualified the programme. The lowest headline price actually came third once I'd adjusted for those, so we appointed the firm that was £40,000 higher on paper but had no exclusions, and they finished on time without claiming a single variation for missing scope.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'A daily pipeline that loads data into the warehouse has started producing duplicate rows. How would you find and fix the cause?',
      job_title: 'Data Engineer',
      round_type: 'Technical',
      difficulty_level: 'Professional',
    },
    answers: {
      strong:
        "First I'd size the problem by grouping on the table's business key and load date, to see which days and which source the duplicates come from and whether the rows are exact copies. The usual causes are a job that was retried or backfilled and appended again, an incremental load whose watermark overlaps the previous run, or a join to a dimension that now has more than one row per key. Once I know which it is, I'd make the load idempotent, for example with a MERGE on the business key or by overwriting the date partition instead of appending, and fix the watermark or the join. Then I'd clean up the existing rows and add a uniqueness test, say in dbt, so the pipeline fails loudly if it happens again.",
      adequate:
        "I'd query the table to see which rows are duplicated and when they started appearing, then check the pipeline logs for retries or reruns around that time. Once I knew the cause, I'd delete the duplicates and change the load to a merge or upsert so that rerunning it doesn't insert the same rows twice.",
      weak: "I'd just add a SELECT DISTINCT at the end of the pipeline, which gets rid of the duplicates straight away. Data is always messy, so duplicates are normal and you just have to clean them up. I'm really passionate about data and I love solving problems.",
      off_topic:
        "If a daily job has become slow, I start with the run history and the query plans to find which step has grown. Usually it's a full table scan, so I'd partition the big fact table by event date, cluster it on the columns we filter on most, and change the transformation from rebuilding the whole table every night to processing only the new partitions. On my last project that took a nightly run from about three hours down to twenty minutes.",
    },
  },
];
