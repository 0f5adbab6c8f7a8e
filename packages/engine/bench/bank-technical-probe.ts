import type { ProbeItem } from './fundamentals-probe.ts';

/** The three answers of each bank technical probe question. */
export const BANK_PROBE_KINDS = ['right', 'partial', 'wrong'] as const;
export type BankProbeKind = (typeof BANK_PROBE_KINDS)[number];

/**
 * Bank technical probe: 40 technical (job-knowledge) questions from the eight role banks, five per role
 * (Backend, Frontend and Full Stack Developer, Sales Representative, Marketing Executive, Support Engineer,
 * DevOps Engineer, Customer Success). Each question is answered three ways in spoken style: `right` (correct
 * and complete), `partial` (correct but thin, vague or generic) and `wrong` (fluent and confident, but built
 * on a misconception a real candidate holds: a confused neighbouring concept, a false guarantee, or a bad
 * practice presented as good). Written by a helper that never saw the scorer, its rubrics or its
 * misconception lists (2026-12-07, ADR 210). Questions alternate dev and test; only the dev half is read
 * while the scorer changes, the test half is held out.
 *
 * Run: `npm run bench:engine -- fundamentals`.
 */
export const BANK_TECHNICAL_PROBE: ProbeItem<BankProbeKind>[] = [
  {
    split: 'dev',
    question: {
      text: 'What is the difference between the HTTP methods GET, POST, PUT, PATCH and DELETE, and which of them are idempotent?',
      job_title: 'Backend Developer',
    },
    answers: {
      right:
        "So GET reads a resource and shouldn't change anything, so it's safe as well as idempotent. POST creates something or triggers an action, and it isn't idempotent, so sending it twice can create two orders. PUT replaces the whole resource at a known URL, so repeating it leaves the same end state, which makes it idempotent. PATCH applies a partial update and isn't guaranteed idempotent, think of an increment. DELETE removes the resource and is idempotent: a second call might return 404, but the state is the same.",
      partial:
        "GET is for fetching data, POST is for sending data to the server, PUT and PATCH are both for updating things, and DELETE deletes. I'd say GET is the idempotent one, because it just reads, and the others all change data in some way. In practice I mostly follow whatever conventions the team's API already uses and keep the naming consistent.",
      wrong:
        "So idempotent means that calling the endpoint again gives you exactly the same response back, which is why GET is really the only truly idempotent method. DELETE can't be idempotent, because the first call returns 200 and the second one returns 404. PUT and PATCH are basically interchangeable, PATCH is just the newer name for an update, so which one you use is mostly style. And POST is for anything that writes, I'd say that's the one you reach for by default.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is SQL injection, and how do you prevent it in the code you write?',
      job_title: 'Backend Developer',
    },
    answers: {
      right:
        "SQL injection is when user input gets concatenated into a SQL string, so an attacker can close the quote and add their own SQL, like dumping a table or bypassing a login check. The main defence is parameterised queries or prepared statements, so the input is always sent as data and never becomes part of the query text. ORMs do that for you unless you build raw strings. On top of that I'd allow-list things like sort column names and run the app with a least-privilege database user.",
      partial:
        "SQL injection is an attack where someone puts malicious SQL into a form field and it ends up running against your database. It can be pretty serious, so you need to be careful with user input. I'd say the main thing is to validate and sanitise whatever users send in, and to keep up with security best practices on the team.",
      wrong:
        'So SQL injection is when someone types SQL into an input box and it runs on your database. The way I prevent it is by cleaning the input before it reaches the query: I strip out quotes, semicolons and keywords like DROP or UNION, and I add validation in the frontend form so bad characters never even get submitted. Once the input is sanitised like that, building the query with string concatenation is completely fine, and honestly it keeps the code simpler than prepared statements.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you make a payment or order-creation endpoint safe to retry when clients time out and send the same request again?',
      job_title: 'Backend Developer',
    },
    answers: {
      right:
        "I'd use an idempotency key. The client generates a unique key per logical operation, say a UUID, and sends the same key on every retry. On the server I store the key, a request hash and the result in the same transaction as the order, under a unique constraint. If the key comes back, I return the stored response instead of charging again, or a conflict if the first is still in flight. A different payload with the same key gets rejected, and keys expire after a day.",
      partial:
        "So I'd make sure the endpoint doesn't create duplicates when it gets called twice. Probably by giving each request some kind of unique ID and checking whether we've already seen it before processing. I'd also add good logging and monitoring, so if duplicates do slip through we can spot them and refund the customer quickly.",
      wrong:
        "The cleanest way is to wrap the whole endpoint in a database transaction. If the client times out, the transaction rolls back, so when they send the request again it just starts fresh and you only ever get one order. I'd put the call to the payment provider inside that same transaction too, so if anything fails it all gets undone together. Then on the client I'd retry quickly, three or four times in a row, so the user never even notices the timeout.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Two requests update the same account balance at the same moment. What can go wrong, and how do you prevent it?',
      job_title: 'Backend Developer',
    },
    answers: {
      right:
        "The classic problem is a lost update. Both requests read a balance of 100, one subtracts 30, the other adds 50, and whichever writes last wins, so one change just disappears, or you let someone overdraw. To prevent it I'd make the change atomic in the database, like UPDATE set balance to balance minus 30 where balance is at least 30, or take a row lock with SELECT FOR UPDATE inside a transaction. Optimistic locking with a version column and retries also works.",
      partial:
        "If two requests update the same balance at once, you can get a race condition and the balance ends up wrong. So you need some kind of locking, or to use transactions, to keep it consistent. I'd also make sure we have tests around it and good monitoring, so we'd catch it if the numbers ever stopped adding up.",
      wrong:
        "So the risk is a race condition, but honestly the database already handles this for you as long as you use a transaction. I'd read the current balance, compute the new value in the application, and write it back, all between BEGIN and COMMIT. Because transactions are isolated, the second request can't read or touch that row until the first one is done, so you can't lose an update. That's exactly what the I in ACID guarantees, so there's no need for explicit locks.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you decide between strong and eventual consistency for a feature, and how do you explain the consequences to product teams?',
      job_title: 'Backend Developer',
    },
    answers: {
      right:
        "I start from the cost of a stale or conflicting read for that feature. For money, inventory you could oversell, permissions, or anything a user just changed and expects to see, I lean strong and accept more latency and less availability during failures. For feeds, counters, search or analytics, eventual is usually fine and scales better. With product I talk in concrete scenarios, like 'for a few seconds another user may see the old price', agree what's acceptable, and usually promise read-your-own-writes so the author never sees stale data.",
      partial:
        "Strong consistency means everyone sees the same data straight away, and eventual means it catches up a bit later. I'd say it depends on the feature and how important the data is. With product teams I'd just explain the trade-off in simple terms, and we'd agree together on what makes sense for the users.",
      wrong:
        "So I default to eventual consistency nearly everywhere, because it means the replicas are guaranteed to be in sync within a few milliseconds, so users never actually notice. Strong consistency is really about durability, making sure a write is on disk before you return, so I'd only pay for it on payments. When I explain it to product, I tell them eventual consistency has no visible consequences for users, it's purely a backend performance choice, so they don't need to design anything differently.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Explain the CSS box model, and what changes when you set box-sizing to border-box.',
      job_title: 'Frontend Developer',
    },
    answers: {
      right:
        "Every element is a box: the content, then padding around it, then the border, then the margin outside. By default box-sizing is content-box, so the width you set applies only to the content, and padding and border get added on top. A 200 pixel box with 20 pixels of padding and a 1 pixel border ends up 242 pixels wide. With border-box, the width includes padding and border, so it stays 200 and the content area shrinks. Margin is never included either way. That's why people set border-box globally.",
      partial:
        "The box model is how the browser treats each element as a box, with content, padding, border and margin. Setting box-sizing to border-box makes sizing easier and more predictable, so most projects put it in their reset stylesheet. I usually just set it globally at the start of a project and don't really have to think about it after that.",
      wrong:
        "So each element has content, padding, border and margin. With the default box-sizing, the width you set is already the full width of the element on screen. When you switch to border-box, the width is measured right out to the outer edge of the margin, so margin, border and padding all get squeezed inside the width you declared. That's really handy, because you can give two boxes fifty percent width each with margins between them, and they'll always fit side by side on one line.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What is the difference between props and state in a component framework like React, and what causes a component to re-render?',
      job_title: 'Frontend Developer',
    },
    answers: {
      right:
        "Props are inputs passed in by the parent, and the component treats them as read-only. State is data the component owns and changes over time, through something like the setter from useState. A component re-renders when its state is set to a new value, when its parent re-renders, which by default re-renders children even if their props didn't change, or when a context it uses changes. Mutating state directly won't trigger a render. To skip unnecessary renders there's React.memo, useMemo and useCallback, used where profiling shows it matters.",
      partial:
        'Props are what you pass into a component from outside, and state is the data inside the component. When the state changes, the component re-renders and shows the new data. I try to keep components small and pass things down as props where I can, because I find it keeps the code a lot cleaner.',
      wrong:
        'So props and state are both just data the component holds. The difference is that props come from the parent, and the child can update them to pass changes back up. As for re-rendering, React only re-renders a component when its props actually change, it does a deep comparison automatically, so if the parent re-renders with the same values, nothing happens to the child. And with state, if you push an item into an array in state, React notices the mutation and updates the screen.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Compare client-side rendering, server-side rendering and static generation. When would you choose each?',
      job_title: 'Frontend Developer',
    },
    answers: {
      right:
        "With client-side rendering the server sends a mostly empty shell and JavaScript builds the page in the browser, which suits app-like dashboards behind a login where SEO doesn't matter, but first paint can be slow. Server-side rendering builds the HTML on each request, so content shows quickly and is crawlable, good for personalised or fast-changing pages, at the cost of server work and hydration. Static generation builds HTML at build time and serves it from a CDN, fastest and cheapest, ideal for marketing pages, docs and blogs.",
      partial:
        "Client-side rendering happens in the browser, server-side rendering happens on the server, and static generation makes the pages ahead of time. I'd say server-side and static are better for SEO and speed. Which one I'd choose really depends on the project and the framework the team already uses, since something like Next.js supports all of them.",
      wrong:
        "So with server-side rendering the server sends finished HTML, and the page is fully interactive the moment it appears, because there's no JavaScript left to run on the client. That's why I'd pick SSR for anything with heavy interactivity, like a dashboard. Static generation is the same idea, except the pages can never have any dynamic data or client-side behaviour at all, so it's only for plain text pages. And client-side rendering is actually the best for SEO, since crawlers run the JavaScript just like a user.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Your JavaScript bundle has grown to several megabytes. How do you find out what is in it and shrink it?',
      job_title: 'Frontend Developer',
    },
    answers: {
      right:
        "First I'd measure. I'd run a bundle analyser like webpack-bundle-analyzer or source-map-explorer to see which modules take the space. Usually you find a whole date or icon library, all the moment locales, lodash imported in full, or two versions of the same package. Then I'd fix those: import only what's used so tree-shaking works, swap heavy libraries for lighter ones, dedupe versions, and code-split by route with dynamic imports so users only download what a page needs. Then a size budget in CI stops it creeping back.",
      partial:
        "I'd look at what's taking up the space and try to remove things we don't need. Probably some of the libraries are bigger than they need to be. Minifying and compressing the code helps too, and I'd look at lazy loading some parts of the app, so it doesn't all load at once.",
      wrong:
        "Honestly, the first thing I'd check is that the production build is minified and gzipped, because once it's compressed, a few megabytes becomes a couple of hundred kilobytes, and that's fine on any modern connection. After that I'd make sure the bundle is cached with a long expiry, since it only downloads once per user anyway. Parse and execution time is negligible on today's devices, so transfer size is really the only thing that matters, and I wouldn't spend time digging into individual modules.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you migrate a large legacy frontend, say AngularJS or jQuery, to a modern framework without pausing feature work?',
      job_title: 'Frontend Developer',
    },
    answers: {
      right:
        "I'd use a strangler approach rather than a rewrite. First set up a way for both to live side by side, for example mounting new React components inside the AngularJS app, or routing some pages to the new app on the same domain with shared auth. New features get built in the new framework, and old screens move over gradually, busiest first. Shared pieces like the design system, API client and auth come early. I'd keep tests around each migrated area and plan removing the old framework.",
      partial:
        "I'd migrate it step by step instead of all at once, so the team can keep building features. Maybe start with the smaller pages and move on to the bigger ones later. It's important to get buy-in from stakeholders and to make sure we test properly as we go.",
      wrong:
        "The only way I've seen this really work is a clean rewrite. You put a small team on a separate branch building the new app from scratch in the modern framework, while everyone else keeps shipping features on the old code. Once the new version reaches feature parity, you switch everything over in a single release. Trying to mix two frameworks in the same app just creates a mess, so keeping them completely separate until cutover day is much safer.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Walk me through what happens from the moment a user types a URL and presses enter until the page is interactive.',
      job_title: 'Full Stack Developer',
    },
    answers: {
      right:
        'So the browser parses the URL and checks its caches, then resolves the domain through DNS to an IP address. It opens a TCP connection, does a TLS handshake for HTTPS, and sends the HTTP request. The server, often behind a CDN or load balancer, returns HTML. The browser parses it into the DOM, fetches CSS and JavaScript, builds the CSSOM, and render-blocking resources delay first paint. Then layout and paint. The page becomes interactive once the scripts have run, event handlers are attached and the main thread is free.',
      partial:
        "The browser looks up the domain to find the server, sends a request, and the server sends back the HTML. Then the browser loads the CSS and JavaScript and shows the page. Once everything's loaded, the user can start clicking around. There's a lot happening in between, but that's the general flow.",
      wrong:
        "First the browser sends the URL to the DNS server, and DNS forwards the request on to the website's server, which sends the page back through DNS to the browser. The browser then downloads all the JavaScript first, because the scripts have to run before the HTML can be read at all. Once the scripts finish, the HTML and CSS get rendered together. The HTTPS encryption is set up after the page has loaded, to protect whatever the user types into forms.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you design database tables for a simple blog with users, posts and comments?',
      job_title: 'Full Stack Developer',
    },
    answers: {
      right:
        "I'd have a users table with id, a unique email, name, password hash and created_at. A posts table with id, author_id as a foreign key to users, title, a unique slug, body, a status like draft or published, and published_at. Then comments with id, post_id referencing posts, author_id referencing users, body and created_at, plus a nullable parent_id if we want threaded replies. I'd index the foreign keys and published_at for listing pages, and decide whether deleting a user cascades or soft-deletes their content.",
      partial:
        "I'd have three tables, one for users, one for posts and one for comments. Each would have an id, and the posts and comments would link back to the users. I'd add the usual fields like title and content, and timestamps for when things were created.",
      wrong:
        "I'd keep it simple with a users table and a posts table, and store the comments directly on the post row, as a comma-separated text column or a JSON array if the database supports it. That way loading a post with its comments is a single read and you never need a join, and joins are the main thing that slows databases down. I'd also copy the author's name and email into every post, so you never have to look up the users table at all.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Compare session-based authentication with JSON web tokens. When would you choose each for a web app?',
      job_title: 'Full Stack Developer',
    },
    answers: {
      right:
        "With sessions, the server stores the session and the browser just holds an opaque ID in a cookie, ideally HttpOnly, Secure and SameSite. It's easy to revoke, you delete the session, but you need a shared store like Redis when you scale out. A JWT is a signed token carrying claims, so any service can verify it without a lookup, which suits APIs, mobile clients and microservices. The catch is revocation, so you keep them short-lived with refresh tokens. For a typical web app with one backend I'd pick sessions.",
      partial:
        "Sessions keep the login information on the server, while JWTs keep it in a token on the client. JWTs are more modern and stateless, so they're popular for APIs. Both can work fine, and I'd usually choose based on what the framework supports and what the team is comfortable with.",
      wrong:
        "I'd go with JWTs for basically any modern app. The token is encrypted, so you can safely put the user's role, email and even internal IDs in it and nobody can read them. You keep it in localStorage so the frontend can attach it to every request, and because it's stateless, you can log a user out instantly just by issuing them a new token. Sessions are an older approach from before single-page apps, and they don't really scale.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'A user says the app feels slow, but your server metrics look fine. How do you investigate?',
      job_title: 'Full Stack Developer',
    },
    answers: {
      right:
        "First I'd get specifics: which page, what action, device, browser, network, and when it happens. Fine server metrics often mean the time goes elsewhere, so I'd check real user monitoring or reproduce it in DevTools: the network waterfall, slow DNS or TLS, big bundles, long tasks blocking the main thread, chains of sequential API calls, or third-party scripts. I'd also check whether our averages hide a slow p99, or whether one region, CDN edge or endpoint is slow for that user. Then I'd fix the biggest chunk of time.",
      partial:
        "I'd ask the user what exactly feels slow and try to reproduce it myself. If the server looks fine, the problem is probably in the frontend somewhere, so I'd check things in the browser and see if anything looks off. Then I'd fix whatever I find and ask the user if it's better.",
      wrong:
        "If the server metrics look fine, like the average response time is low and CPU is normal, then the backend is definitely not the problem, so it's almost always the user's own internet or their computer. I'd ask them to clear their cache, restart the browser and try a different Wi-Fi network. If several users complain, I'd still scale up the servers a bit, because extra capacity always makes an app feel faster, and that usually takes care of it.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you set a performance budget for a large web product and stop dozens of teams from regressing it?',
      job_title: 'Full Stack Developer',
    },
    answers: {
      right:
        "I'd set the budget on metrics users feel, like Core Web Vitals from real user data, say LCP under 2.5 seconds and INP under 200 milliseconds at the 75th percentile, plus proxies teams control, like JavaScript kilobytes per route. Then make it enforceable: Lighthouse CI or bundle size checks on every pull request, and dashboards per team or page so each regression has an owner. I'd get leadership to treat the budget as a product requirement, give teams an exception process, and review the trends regularly.",
      partial:
        "I'd pick some performance targets, like page load time, and share them with all the teams. Then we'd monitor performance and let teams know when it gets worse. It's really about making performance part of the culture, so everybody cares about it.",
      wrong:
        "I'd set one number for the whole product: a Lighthouse score of 90 or above, measured from a developer's laptop on the homepage. Lighthouse is the standard, so if that score holds, real users are fine everywhere. To stop regressions, I'd have a central performance team run a manual audit every quarter and send each team a report of what they broke. Automated checks in CI just slow teams down, so I'd keep enforcement out of the pipeline entirely.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What does BANT stand for, and how would you use it to qualify a new lead on a first call?',
      job_title: 'Sales Representative',
    },
    answers: {
      right:
        "BANT is Budget, Authority, Need and Timeline. On a first call I wouldn't run it like a checklist, I'd weave it into the conversation. I'd start with need: what problem they're trying to solve and what it costs them today. Then authority, who else would be involved in a decision like this. Budget, whether money is set aside or how they've bought similar things. And timeline, what's driving urgency. If there's real need and timing but no budget yet, I'd keep working it, flagged accordingly.",
      partial:
        "BANT is a qualification framework, budget, authority, need and timeline. On a first call I'd ask about those things to see if the lead is a good fit. If they tick the boxes I'd move them forward in the pipeline, and if not, I'd probably nurture them for later.",
      wrong:
        "BANT stands for Budget, Authority, Need and Timing, and the way to use it is to ask those four questions straight away, in that order, at the top of the call. So the first thing I ask is what their budget is, and if they won't give me a number, I disqualify them and move on. Same with authority: if the person on the call isn't the final decision maker, I end it politely and ask to be put through to the CEO. It keeps my pipeline clean.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What is the difference between a feature and a benefit? Give me an example using a product you know well.',
      job_title: 'Sales Representative',
    },
    answers: {
      right:
        "A feature is what the product has or does, and a benefit is what that means for the customer, the outcome they care about. Take a project management tool: a feature is automated status reports. The benefit is that the team lead gets back a couple of hours every week, and leadership sees problems earlier without chasing people. I'd say a feature only matters once it's tied to a benefit this buyer cares about, so I ask questions first, then connect the feature to their problem with 'which means that'.",
      partial:
        "A feature is something the product does, and a benefit is why it's good for the customer. For example, a phone with a big battery, the benefit is that it lasts longer. In sales you should always focus on benefits more than features, because that's what customers care about.",
      wrong:
        "A feature is the thing itself, and a benefit is how it compares with the competitor's version. So with a laptop I know well, the feature is the 16 gigabytes of memory, and the benefit is that it's double what the other brand offers. In sales I always lead with benefits, which means I spend the call showing how our specs beat the competition line by line, because hard numbers are what convince buyers.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you design a multi-channel outbound sequence for a list of fifty target accounts?',
      job_title: 'Sales Representative',
    },
    answers: {
      right:
        "With fifty accounts I'd go account-based. First research each account, find a trigger like funding, hiring or a new leader, and map three to five people in the buying group. Then a sequence over three or four weeks mixing personalised emails, calls, LinkedIn connections and comments, maybe short videos for the top accounts. Every touch should add something: an insight, a relevant customer story, a question about their situation. I'd tier accounts so the top ten get the most personal work, and track replies and meetings by channel and step.",
      partial:
        "I'd use a mix of email, phone and LinkedIn, and spread the touches out over a few weeks. I'd make sure the messages are personalised and follow up if people don't reply. Then I'd track the results and see what works best.",
      wrong:
        "For fifty accounts I'd keep it efficient: pull every contact I can find at each company, maybe twenty or thirty per account, and load them all into one sequence with the same template. Then it's two emails a day plus a call and a LinkedIn message every day for two weeks, so we stay top of mind. Personalisation doesn't scale, and response rates are basically a numbers game, so the more touches you send, the more meetings you book.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you tailor a product demo to one prospect instead of showing every feature?',
      job_title: 'Sales Representative',
    },
    answers: {
      right:
        "It starts before the demo, with discovery. I want to know their two or three biggest problems, who'll be in the room, and what success looks like for them. Then I build the demo around those, ideally with their data or a scenario from their world, and open by restating what they told me so they can correct it. I show the workflow for their top pain first, tie each part to their outcome, skip everything else, and agree a next step.",
      partial:
        "I'd try to learn a bit about the prospect beforehand and focus on the features that seem most relevant to them. I'd keep the demo shorter and leave time for questions at the end. It's better to show a few things well than to show everything.",
      wrong:
        "The way I tailor a demo is by putting the prospect's logo and company name into our demo environment, so it feels built for them. I'd skip discovery questions on the call, because they've already agreed to a demo and lots of questions just waste their time. Then I run our standard script, since it's been polished over hundreds of demos, and I move through it as fast as I can so I can still show them every feature.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How do you structure a multi-year enterprise negotiation on price and terms so you protect margin and the relationship?',
      job_title: 'Sales Representative',
    },
    answers: {
      right:
        "I'd prepare first: know our walk-away point, what we can trade, and what they value most, whether that's budget certainty, flexibility or terms. Then I never give a concession without getting something back. A deeper discount is tied to a longer term, a bigger commitment, upfront payment or a case study. I'd build in annual uplifts, be careful with unlimited usage or easy termination, and keep the champion and economic buyer involved so procurement isn't the only voice. The aim is a deal they feel is fair, not squeezed.",
      partial:
        "I'd try to find a deal that works for both sides. I'd be prepared to offer some discount for a longer commitment, but not give too much away. It's important to stay professional and keep a good relationship with the buyer during the negotiation.",
      wrong:
        "In enterprise deals the relationship comes first, so I'd open with our best possible discount on day one, to show good faith and save everyone weeks of back and forth. I'd also lock that price flat for every year of the contract, with no increases, because price rises are what damage relationships at renewal. If procurement still pushes, I'd give a little more so we close before quarter end, since a signed deal protects margin better than a lost one.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What is market segmentation, and how would you segment the customers for a product like ours?',
      job_title: 'Marketing Executive',
    },
    answers: {
      right:
        "Market segmentation is dividing a market into groups of customers with similar needs or behaviour, so you can target and message them differently. You can cut it by demographics or firmographics, like company size and industry, by behaviour, like usage and purchase frequency, or by needs and motivations. For a product like yours, I'd start with your customer data, look at who gets the most value and who churns, and form three or four segments, say by size and use case. Each should be measurable, big enough and reachable.",
      partial:
        "Segmentation is splitting your customers into groups that have something in common. For your product I'd probably look at things like age, location and industry, and then create marketing aimed at each group. It helps make the marketing more relevant and effective.",
      wrong:
        "Market segmentation means splitting your marketing budget across channels, so some goes to search, some to social and some to events, and each channel becomes a segment. For a product like yours, I'd segment by channel: Instagram users, LinkedIn users and email subscribers. I wouldn't narrow it down further than that, because your product can help almost anyone, and the more people we reach with the same message, the bigger our market is.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What are the four Ps of marketing? Apply them to a product you know well.',
      job_title: 'Marketing Executive',
    },
    answers: {
      right:
        'The four Ps are product, price, place and promotion. Take Spotify. Product is the streaming service itself: the catalogue, personalised playlists and podcasts. Price is freemium, an ad-supported free tier and paid plans like individual, family and student, which lowers the barrier and then upsells. Place is distribution, apps on every device plus partnerships with phone carriers, cars and smart speakers. Promotion is things like Wrapped every December, which spreads on social media. And they reinforce each other, the free tier is both price and promotion.',
      partial:
        "The four Ps are product, price, place and promotion. For something like Coca-Cola, the product is the drink, the price is affordable, place is that it's sold everywhere, and promotion is all their advertising. Together they make up the marketing mix.",
      wrong:
        "The four Ps are people, positioning, promotion and profit. So take Nike. People is their target audience, mostly athletes and young people. Positioning is how they're seen as a premium performance brand. Promotion is the famous ads and athlete sponsorships. And profit is the last P, because every marketing decision has to come back to margin. I'd say positioning is the most important of the four, since it drives the other three.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you choose between last-click, first-touch and multi-touch attribution, and what are their blind spots?',
      job_title: 'Marketing Executive',
    },
    answers: {
      right:
        "It depends on the question you're answering and the sales cycle. Last-click gives all the credit to the final touch, simple and fine for short purchases, but it over-credits branded search and retargeting and starves awareness. First-touch credits whatever brought someone in, useful for judging top of funnel, but ignores what closed them. Multi-touch spreads credit, better for long B2B journeys, but the weights are assumptions, and it only sees trackable clicks, missing word of mouth, offline and dark social. I'd back any model with incrementality tests.",
      partial:
        "Last-click gives credit to the last thing someone clicked, first-touch gives it to the first, and multi-touch spreads it across all of them. Multi-touch is generally the most accurate. I'd choose based on what tools we have and what the leadership team wants to see.",
      wrong:
        "I'd always go with multi-touch attribution, because it shows the true causal impact of every channel. Once it's set up in your analytics tool, it tracks the whole customer journey, offline conversations included, so there aren't really any blind spots left. Last-click and first-touch are just older versions of the same thing. So the credit multi-touch gives a channel is exactly the revenue you'd lose if you switched it off, which makes budget decisions really straightforward.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you build a content strategy that creates pipeline or sales, not just website traffic?',
      job_title: 'Marketing Executive',
    },
    answers: {
      right:
        "I'd start from the buyer, not keywords: talk to sales and customers to learn the problems, objections and questions that come up in deals. Then map content to the stages of the journey, bottom of funnel first, like comparison pages, case studies, ROI calculators and pieces that answer objections, because those convert. Top of funnel content still matters, but each piece needs a clear next step, a demo, a trial, or a gated asset where it makes sense. I'd make sure sales uses it, and measure influenced pipeline, not sessions.",
      partial:
        "I'd create content that's relevant to our target customers and make sure it has calls to action. I'd work with the sales team to understand what customers care about. Then I'd track how the content performs and adjust the plan based on the results.",
      wrong:
        "Pipeline follows traffic, so the strategy is really to maximise traffic. I'd pick the highest-volume keywords in our industry, even broad ones, and publish as many posts as possible, several a day if we can, using AI to scale it up. Then I'd gate every single piece behind a form, so every visitor becomes a lead, and pass all of those leads to sales right away. More leads in the CRM means more sales, so I'd measure success by lead count.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you set up an experimentation programme across the whole marketing team so that tests are rigorous and learnings compound?',
      job_title: 'Marketing Executive',
    },
    answers: {
      right:
        "I'd set up a shared process. Every test starts with a written hypothesis, one primary metric, and a sample size calculated up front, so we know how long it runs and nobody peeks and stops early. There's a central backlog prioritised with something like ICE, a shared calendar so tests don't collide on the same audience, and a light review of test design. Results, including failures and inconclusive ones, go into a searchable library with what we learned, and we review patterns regularly so the next tests build on them.",
      partial:
        "I'd encourage everyone on the team to run A/B tests and share the results. We'd use a testing tool and keep track of what we tried in a spreadsheet. Over time the team would learn what works, and we'd build a real culture of experimentation.",
      wrong:
        "The key to rigour is watching each test closely and stopping it the moment it hits 95 percent significance, so we don't waste traffic on a test that's already won. I'd track as many metrics as possible on every test, and then report whichever one moved, since any significant result is a real learning. And to compound learnings faster, I'd run lots of small tests at once on the same pages, because overlapping tests don't interfere with each other.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'A customer writes that our website is down. What are the first questions you ask and the first checks you make?',
      job_title: 'Support Engineer',
    },
    answers: {
      right:
        "First I'd ask what exactly they're seeing: an error message or code, a blank page, a timeout, and on which URL. When it started, whether it's everyone at their company or just them, and whether other sites work. I'd ask for a screenshot and their location or network. Meanwhile I'd check our status page and monitoring, and try the site from outside our network with a browser and curl, to see if it's global. Then DNS, certificate expiry, recent deploys. If it's widespread, I escalate immediately and update the customer.",
      partial:
        "I'd ask them what they're seeing on their screen and when it started. Then I'd try to open the website myself to check whether it's down. If it is, I'd escalate it to the engineering team and keep the customer updated.",
      wrong:
        "The first thing I do is open the site myself from my office machine. If it loads for me, then the site isn't down, so it's something on the customer's side, and I'd ask them to clear their cache and cookies and restart their router. Asking for error messages or screenshots usually slows things down, because most customers aren't technical. If it doesn't load for me either, I'd restart the web server myself to get it back up quickly.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "What is a log file, and how would you use logs to work out what happened to a customer's failed request?",
      job_title: 'Support Engineer',
    },
    answers: {
      right:
        "A log file is a time-stamped record an application or server writes as it runs: requests, errors and warnings, with details like the endpoint, status code and request ID. For a failed request I'd get the time, the customer's account or user ID, and ideally the request ID from the response headers. Then I'd search the logs in a tool like Kibana or Datadog around that time, find the request, follow its ID through each service it touched, and look for the first error or stack trace.",
      partial:
        "A log file is where the system records what it's doing and any errors it runs into. I'd look through the logs around the time the customer had the problem and see if there are any errors there. If I find something, I'd pass it on to engineering.",
      wrong:
        "A log file is where the server writes an entry whenever something fails, so if there's no entry, nothing went wrong. To investigate a failed request, I'd open the most recent error log and look at the last error at the bottom, since that's the one that caused the customer's failure. Time zones and request IDs don't really matter, because the latest error is always the relevant one, and I'd send that straight over to engineering.",
    },
  },
  {
    split: 'test',
    question: {
      text: "How would you use curl or Postman to tell whether a problem is in our API or in the customer's integration code?",
      job_title: 'Support Engineer',
    },
    answers: {
      right:
        "I'd reproduce the customer's exact request outside their code. I'd get the endpoint, method, headers, body and auth they use, ideally from our request logs, and send it with curl or Postman using their sandbox or a test key. If a clean request gets the same error, the problem is on our side, or in their data. If mine works but theirs fails, I compare the two: Content-Type, the JSON body, encoding, the auth token, the base URL or environment. Curl's verbose mode helps too.",
      partial:
        "I'd send the same request with Postman and see if it works. If it works for me, the problem is probably in the customer's code, and if it doesn't, then it's probably on our side. Then I'd report back to whoever needs to fix it.",
      wrong:
        "I'd open Postman, authenticate with my internal admin token, and call the endpoint on our staging environment. If it returns a 200 for me, that proves the API is working, so the bug must be in the customer's integration and I'd send them a link to our docs. I don't need their exact payload or headers, since any valid request to that endpoint tests the same thing. A 4xx or 5xx, on the other hand, always means our API is broken.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "A customer's webhook integration stopped receiving events yesterday. How do you work out what changed?",
      job_title: 'Support Engineer',
    },
    answers: {
      right:
        "I'd check our side first: the webhook delivery logs for their endpoint, when the last successful delivery was, and what the failures look like, status codes, timeouts or TLS errors. Then whether the subscription was auto-disabled after repeated failures, or the URL changed. I'd check what we shipped yesterday, like a payload change, new IP ranges or a rotated signing secret. On their side, a deploy, an expired certificate, a firewall rule or signature checks failing. Once fixed, I'd replay the missed events.",
      partial:
        "I'd check whether our system is still sending the webhooks, and ask the customer if they changed anything on their side. Maybe their server is down or the URL changed. Once we know the cause, we can get it working again.",
      wrong:
        "So webhooks work by the customer's server checking our API every few minutes for new events, so if they've stopped getting them, their polling job has most likely crashed, and I'd tell them to restart it. There's no real need to look at our delivery logs, because our system retries every event forever until it's delivered, so nothing is ever lost. Once their side is back up, all the missed events will simply arrive on their own.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Engineering can take only a few support-driven fixes each quarter. How do you decide which recurring problems to push for?',
      job_title: 'Support Engineer',
    },
    answers: {
      right:
        "I'd quantify the problems. Tag tickets consistently so I can count volume for each recurring issue, then add the cost: handling time, escalations, and business impact like affected revenue, churn risk or blocked deals. I'd weigh that against a rough engineering estimate. The top few by impact over effort get written up with data, customer quotes and a clear problem statement. I'd also note where docs, tooling or a workaround could cover the rest without engineering time, and check ticket volume after each fix to show the result.",
      partial:
        "I'd look at which issues come up most often and push for those, and also the ones that seem to annoy customers the most, since those hurt satisfaction. I'd talk to engineering and product and make the case for why they matter.",
      wrong:
        "I'd push for whatever the biggest or loudest customers are complaining about that week, because those are the ones that matter to the business, and recent complaints are the best signal of what's broken. I wouldn't bother counting tickets, since volume data is never accurate anyway. And rather than picking just a few, I'd raise every recurring issue as high priority, because if support doesn't push hard on everything, engineering won't take any of them.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Explain the difference between continuous integration, continuous delivery and continuous deployment.',
      job_title: 'DevOps Engineer',
    },
    answers: {
      right:
        'Continuous integration is developers merging small changes into the main branch often, at least daily, with every change automatically built and tested so problems show up quickly. Continuous delivery builds on that: every change that passes the pipeline is kept releasable and could go to production at any time, but the production release is a manual decision, like pressing a button. Continuous deployment removes that manual step, so every change that passes the automated checks goes to production automatically, which needs strong tests, monitoring and easy rollback.',
      partial:
        "CI is about automatically building and testing code when people commit. Continuous delivery and continuous deployment are both about getting code to production automatically. They're pretty similar, deployment is just a bit more automated. Tools like Jenkins or GitHub Actions handle all of this.",
      wrong:
        'Continuous integration just means you have a CI server like Jenkins running builds, however often people merge, so long-lived feature branches are fine as long as Jenkins builds them. Continuous deployment is the step where code gets deployed to a test or staging environment automatically, and continuous delivery is the final stage, where every change is delivered straight to production with no human approval. So delivery is the more advanced of the two.',
    },
  },
  {
    split: 'test',
    question: {
      text: "What's the difference between metrics, logs and traces, and when would you use each one?",
      job_title: 'DevOps Engineer',
    },
    answers: {
      right:
        "Metrics are numeric measurements aggregated over time, like request rate, error rate, latency percentiles or CPU. They're cheap to store and great for dashboards and alerts, telling you something is wrong. Logs are detailed, timestamped records of individual events, with context like error messages and IDs, which you use to understand why. Traces follow a single request across services as timed spans, so you see where the time went or which downstream call failed. Typically an alert fires on a metric, a trace localises it, and logs explain it.",
      partial:
        "Metrics are numbers like CPU and memory, logs are text messages from the application, and traces show requests. You use all three for monitoring. I'd set up something like Prometheus and Grafana for metrics and an ELK stack for the logs.",
      wrong:
        "Metrics are the detailed records of each individual request, so they're what you search when you want to know what happened to one specific user. Logs are mostly for auditing and compliance, you keep them but you rarely look at them. Traces are the stack traces an application prints when it crashes, so you use them when there's an exception and you need the line number. And for alerting I'd use logs, counting the lines that contain the word error.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you manage Terraform state and structure modules for several environments and teams?',
      job_title: 'DevOps Engineer',
    },
    answers: {
      right:
        'State goes in a remote backend, like S3 with DynamoDB locking or Terraform Cloud, encrypted, versioned and access-restricted, never in git or on laptops. I split state per environment and per component, so networking, data and app layers in dev, staging and prod each have their own state, which keeps the blast radius small and plans fast. Modules are reusable, versioned building blocks, and each environment is a thin root configuration calling them with its own variables. Changes go through pull requests, with the plan reviewed and applied from CI.',
      partial:
        "I'd store the Terraform state remotely so the team can share it, and I'd use modules to avoid repeating code. Each environment would have its own setup. I'd keep everything in git and follow best practices for naming and structure.",
      wrong:
        "I keep the state file committed in the git repo next to the code, so everyone always has the latest version and you get history for free. I put all environments and all teams into one root module with a single state, because then one terraform apply brings everything in sync and you see the whole estate in one plan. Modules I'd avoid, they add indirection, and copying the resource blocks is clearer. Engineers just run apply from their laptops when they're ready.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you lay out networking in a cloud VPC for a three-tier web application so that it is secure?',
      job_title: 'DevOps Engineer',
    },
    answers: {
      right:
        "I'd spread it across at least two availability zones, with three subnet tiers in each. Public subnets hold only the load balancer and NAT gateways. Private subnets hold the application servers, with no public IPs, reaching the internet outbound through NAT. Then isolated database subnets with no internet route at all. Security groups chain the tiers: the load balancer accepts 443 from the internet, the app accepts traffic only from the load balancer's group, and the database only from the app's. Admin access goes through SSM or a bastion.",
      partial:
        "I'd have public and private subnets, and put the web servers in the public one and the database in the private one. I'd use security groups and firewalls to control the traffic, and make sure only the necessary ports are open.",
      wrong:
        "I'd keep it simple and put all three tiers in public subnets, so every instance has a public IP and is easy to reach for deployments and debugging. The security comes from the security groups, so for example I'd open the database port to 0.0.0.0/0 but rely on a strong password and TLS. Private subnets and NAT gateways mostly add cost, and since security groups are a firewall anyway, splitting tiers into separate subnets doesn't add any real protection.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Design an observability approach for hundreds of microservices while keeping its cost under control.',
      job_title: 'DevOps Engineer',
    },
    answers: {
      right:
        "I'd standardise first: OpenTelemetry through a shared library or sidecar, so every service emits the same metrics, structured logs and traces with consistent names and trace IDs. Then manage cost per signal. Metrics for golden signals and SLOs, with strict limits on label cardinality. Logs structured, debug off by default, short hot retention and cheap archive storage. Traces sampled, with tail-based sampling keeping all errors and slow requests. I'd show each team its own observability spend, and alert on SLO burn rates rather than on every metric.",
      partial:
        "I'd use a central tool for monitoring, logging and tracing, so all the services send their data to the same place. I'd build dashboards for the important services and set up alerts. To keep the cost down, I'd try to avoid collecting too much data.",
      wrong:
        "The most important thing is never to lose data, so I'd have every service log at debug level and keep 100 percent of traces, since sampling throws away exactly the request you'll need. For metrics, I'd add labels like user ID and request ID, so you can slice by anything. Cost stays under control by letting each team pick their own monitoring tool, because they'll naturally choose the cheapest one, and storage is cheap these days anyway.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is a customer health score, and what signals would you want it to include?',
      job_title: 'Customer Success',
    },
    answers: {
      right:
        "A health score is a single indicator, often red, amber or green, combining several signals to predict whether a customer will renew, churn or expand, so we know where to spend time. I'd include product usage, like active users against licences and adoption of the features tied to their goals, and the trend, not just the level. Then relationship signals: an engaged champion, an executive sponsor, whether the champion has left. Support escalations, survey sentiment and billing issues too, weighted by what actually predicted churn in the past.",
      partial:
        "A health score shows how healthy a customer is, so you can see who might churn. I'd include things like product usage, NPS and support tickets. It's a helpful way to prioritise your accounts and decide where to spend your time each week.",
      wrong:
        "A health score is really just the customer's NPS. If they give us a nine or a ten they're healthy, and anything below seven means they're at risk. I wouldn't complicate it with lots of usage data, because happy customers tell you they're happy. And if I wanted one usage signal, the number of logins is enough, since any login means they're getting value from the product, so a high login count basically guarantees the renewal.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "What would you do in the ninety days before a customer's contract comes up for renewal?",
      job_title: 'Customer Success',
    },
    answers: {
      right:
        "At ninety days I'd confirm the mechanics: who signs, the procurement process and timeline, notice periods and budget cycles. Then review the account's health, usage, open issues, and whether they hit the goals they bought for. I'd meet the champion and ideally the executive sponsor to present the value delivered in their terms, with numbers, and hear their plans for next year. Risks like a new stakeholder or low adoption I'd tackle early with a plan, line up expansion where it fits, and send the proposal well before the deadline.",
      partial:
        "I'd reach out to the customer to check in and make sure they're happy. I'd review how they're using the product and remind them the renewal is coming up. Then I'd send over the renewal paperwork in good time before the date.",
      wrong:
        "Honestly, I'd keep things quiet. If you start talking about the renewal ninety days out, you just give the customer time to review alternatives and get procurement involved. So I'd avoid bringing it up, keep the service smooth, and send the renewal order about a week before the date with a discount already applied, so it's an easy yes. And if they're on auto-renew, I wouldn't mention the renewal at all.",
    },
  },
  {
    split: 'test',
    question: {
      text: "Walk me through how you run a quarterly business review that the customer's executive actually wants to attend.",
      job_title: 'Customer Success',
    },
    answers: {
      right:
        "It has to be about their business, not our product. Beforehand I'd talk to the champion about the executive's current priorities and agree the agenda with them. The review opens with the goals they set and the outcomes delivered, in their metrics, like cost saved, time saved or revenue, against the baseline. Then what isn't working and what we're doing about it, and a forward-looking part on their plans for next quarter and how we can help. I'd send a short pre-read and end with actions and owners.",
      partial:
        "I'd prepare a presentation about how the customer is using the product and what's coming next on our roadmap. I'd keep it short and make sure there's time for questions. Then I'd follow up afterwards with the slides and next steps.",
      wrong:
        "I make the QBR worth their while by packing in as much as possible. I'd run it as a two-hour session: a full walkthrough of every usage statistic we have, login counts, feature clicks, ticket numbers, then our product roadmap for the next year and a demo of all the new features. Executives want to see everything, so I'd only share the deck in the meeting itself, and our team does the talking so we can get through it all.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How do you forecast renewals across your book accurately, and what do you do when a forecast turns out to be wrong?',
      job_title: 'Customer Success',
    },
    answers: {
      right:
        "I forecast each renewal bottom-up, with a category like commit, probable or at risk, based on evidence rather than gut feel: health and usage trends, whether we've confirmed the decision maker and process, budget, competitor activity, and whether the customer has actually said they'll renew. I forecast the amount too, including downsell and expansion, not just yes or no. I review it weekly. When a forecast misses, I flag it early to my manager, then look at which signal I missed or overweighted and adjust how I call similar accounts.",
      partial:
        "I'd go through each account and estimate whether they're likely to renew, based on how they seem to be doing. If a forecast turns out to be wrong, I'd tell my manager and try to learn from it for next time.",
      wrong:
        "I forecast based on my relationships. If the champion is friendly and answers my emails, I mark the renewal as committed at full value, and unless a customer has actively complained, I assume they'll renew, since most do. When a forecast turns out to be wrong, I'd avoid changing the number mid-quarter, because adjusting it looks like you don't know your book, and instead try to win the deal back quietly before it shows up in the report.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Design an executive business review program for your top fifty accounts. How do you make it actually drive renewals and expansion?',
      job_title: 'Customer Success',
    },
    answers: {
      right:
        "I'd tier the fifty, so the top accounts get twice-yearly EBRs with one of our executives as sponsor, and the rest an annual one. Each follows a standard structure built around the customer's strategic goals: value delivered against those goals with hard numbers, risks, and a joint plan for the next period, including where we could help more, which is where expansion comes from. The champion agrees the agenda beforehand, every EBR ends with a written success plan, and I'd compare renewal and expansion rates against accounts without one.",
      partial:
        "I'd schedule regular business reviews with executives at each of the top fifty accounts. In those meetings we'd review results and discuss their goals. That keeps the relationships strong and shows them we care, which should help with renewals and expansion.",
      wrong:
        "I'd run the same EBR for all fifty accounts, every quarter, with one standard deck, because consistency is what makes it scalable. The meeting is really our chance to pitch: I'd bring the account executive, walk through the pricing for our higher tiers and the add-ons they don't own yet, and ask for the expansion on the spot. And I'd measure the program by how many EBRs we held, because if the meetings happen, renewals and expansion follow.",
    },
  },
];
