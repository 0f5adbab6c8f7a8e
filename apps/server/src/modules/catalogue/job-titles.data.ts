// Seed catalogue of job titles offered in the hero search and the Create Interview dialog.
// Descriptions name concrete skills and tools because the engine extracts skills and requirements
// from them to plan questions for titles that have no hand-written question bank.
export type CatalogueEntry = { job_title: string; job_description: string; industry: string };

export const JOB_TITLES: CatalogueEntry[] = [
  {
    job_title: 'Backend Developer',
    industry: 'Software',
    job_description:
      'The Backend Developer designs, builds and runs the server-side services and APIs behind our web and mobile products. You will implement REST and GraphQL endpoints in Node.js with TypeScript, model data and write efficient queries in PostgreSQL, add caching with Redis and background jobs with a message queue such as RabbitMQ, and own the reliability of your services in production through logging, metrics and on-call. We expect 3+ years of backend experience, solid SQL and indexing knowledge, automated testing habits, Docker, Git and code review, and a working understanding of authentication, OAuth 2.0 and secure API design.',
  },
  {
    job_title: 'Frontend Developer',
    industry: 'Software',
    job_description:
      'As a Frontend Developer you turn product designs into fast, accessible and well-tested user interfaces for a browser-based application used daily by thousands of customers. Day to day you build React components in TypeScript, manage client state and server data fetching, work closely with designers in Figma to keep the design system consistent, and measure and improve Core Web Vitals. Required: strong HTML, CSS and modern JavaScript, React with hooks, unit and end-to-end testing with Vitest or Jest and Playwright, WCAG 2.1 accessibility practice, and familiarity with Vite or webpack build tooling.',
  },
  {
    job_title: 'Full Stack Developer',
    industry: 'Software',
    job_description:
      'We are hiring a Full Stack Developer to deliver features end to end, from the database schema to the screen the customer clicks. You will write React and TypeScript on the frontend, Node.js or Python services on the backend, design PostgreSQL tables and migrations, and deploy through a CI/CD pipeline to AWS. You will also pair with product managers to slice work into small releases and keep test coverage meaningful. Candidates need experience across both tiers, REST API design, SQL, Git, Docker, automated testing, and the judgement to choose simple solutions over clever ones.',
  },
  {
    job_title: 'DevOps Engineer',
    industry: 'Software',
    job_description:
      'Our DevOps Engineer keeps the path from commit to production fast, repeatable and safe for a team of forty engineers. Responsibilities include maintaining CI/CD pipelines in GitHub Actions, managing infrastructure as code with Terraform on AWS, running containerised workloads on Kubernetes with Helm, and building monitoring and alerting with Prometheus and Grafana. You will also lead incident response and blameless postmortems. Required skills: Linux administration, Bash or Python scripting, Docker, networking fundamentals (DNS, TLS, load balancers), secrets management, and cost awareness in the cloud.',
  },
  {
    job_title: 'iOS Developer',
    industry: 'Software',
    job_description:
      'Build and ship our consumer iPhone app, used by over a million people, as a member of a small mobile team. You will develop new features in Swift and SwiftUI, integrate REST APIs and offline storage with Core Data, profile and fix performance and memory issues with Instruments, and manage releases through TestFlight and App Store review. Requirements: 3+ years of native iOS development, solid knowledge of UIKit and SwiftUI, Combine or async/await concurrency, XCTest unit and UI tests, Apple Human Interface Guidelines, and experience with crash reporting tools such as Firebase Crashlytics.',
  },
  {
    job_title: 'Android Developer',
    industry: 'Software',
    job_description:
      'The Android Developer owns the quality and feature roadmap of our Android application across phones and tablets. Key duties are writing Kotlin code with Jetpack Compose, structuring the app with MVVM and dependency injection using Hilt, handling background work and notifications, and publishing staged rollouts on Google Play. You should know Kotlin coroutines and Flow, Room for local persistence, Retrofit for networking, Gradle build configuration, and JUnit and Espresso testing, and you should care about battery usage, app size and accessibility on low-end devices.',
  },
  {
    job_title: 'QA Automation Engineer',
    industry: 'Software',
    job_description:
      'In this role you make sure every release works before customers see it, by building and maintaining automated test suites for web and API layers. You will design test plans from user stories, write end-to-end tests with Playwright or Selenium and API tests with Postman or REST Assured, run them in the CI pipeline, and triage and report defects with clear reproduction steps in Jira. We look for 2+ years in test automation, programming skill in TypeScript, Java or Python, understanding of the test pyramid, exploratory testing technique, and basic SQL for verifying data.',
  },
  {
    job_title: 'Site Reliability Engineer',
    industry: 'Software',
    job_description:
      'A Site Reliability Engineer applies software engineering to operations so our platform stays available at 99.95% while the product team keeps shipping. You will define SLIs, SLOs and error budgets with service owners, automate toil in Go or Python, run capacity planning and load tests, and lead on-call rotations and incident reviews. The role requires deep Linux and networking knowledge, Kubernetes in production, observability with Prometheus, OpenTelemetry and distributed tracing, Terraform, and experience debugging latency and failure in distributed systems under pressure.',
  },
  {
    job_title: 'Cloud Architect',
    industry: 'Software',
    job_description:
      'The Cloud Architect sets the technical direction for how our applications are hosted, secured and scaled across AWS and Azure. You will produce reference architectures and landing zones, guide teams through migrations from on-premise data centres, review designs for cost, resilience and security, and establish governance with tagging, IAM policies and budgets. Expected background: 8+ years in infrastructure or software engineering, an AWS Solutions Architect Professional or Azure equivalent certification, Terraform, networking with VPCs and VPNs, high availability and disaster recovery design, and clear written communication.',
  },
  {
    job_title: 'Embedded Software Engineer',
    industry: 'Software',
    job_description:
      'Join the firmware team that writes the code running inside our connected medical and industrial devices. You will develop firmware in C and C++ for ARM Cortex-M microcontrollers, write drivers for peripherals over SPI, I2C and UART, work with a real-time operating system such as FreeRTOS, and debug on hardware with JTAG, oscilloscopes and logic analysers. Requirements include a degree in electrical or computer engineering, strong C, understanding of memory constraints and interrupts, Bluetooth Low Energy or other wireless protocols, unit testing of embedded code, and experience with IEC 62304 or similar standards is a plus.',
  },
  {
    job_title: 'Engineering Manager',
    industry: 'Software',
    job_description:
      'We need an Engineering Manager to lead a team of six to eight software engineers delivering our payments platform. You will hire and grow engineers through regular one-to-ones and career plans, run agile planning with product and design, keep delivery predictable while protecting quality, and make staffing and technical trade-offs with other managers. The right person has a background as a hands-on software engineer, 2+ years managing people, knowledge of Scrum or Kanban, experience with performance reviews, system design understanding to challenge architecture decisions, and calm stakeholder communication.',
  },
  {
    job_title: 'Game Developer',
    industry: 'Software',
    job_description:
      'Work on gameplay for a multi-platform action title published on PC and consoles. Your main tasks will be implementing gameplay systems and mechanics in C++ with Unreal Engine 5, prototyping ideas with Blueprints alongside designers, optimising frame time and memory on target hardware, and fixing bugs reported by QA. You should bring a shipped game or a strong portfolio, solid C++ and 3D math (vectors, matrices, quaternions), profiling with Unreal Insights, version control with Perforce, and an understanding of multiplayer replication; Unity and C# experience is also welcome.',
  },
  {
    job_title: 'Data Analyst',
    industry: 'Data',
    job_description:
      'The Data Analyst helps business teams make decisions with trustworthy numbers. You will write SQL against our Snowflake warehouse to answer questions from marketing, sales and operations, build and maintain dashboards in Tableau or Power BI, define metrics together with stakeholders, and analyse A/B test results and explain them in plain language. We need strong SQL including window functions, Excel, a BI tool, basic statistics such as confidence intervals and significance testing, Python with pandas as a plus, and the ability to tell a clear story from data to non-technical audiences.',
  },
  {
    job_title: 'Data Scientist',
    industry: 'Data',
    job_description:
      'Use statistics and machine learning to improve pricing, churn prediction and recommendations for an e-commerce marketplace. As Data Scientist you will frame business problems as modelling tasks, explore and clean large datasets, build and validate models with scikit-learn and XGBoost, design experiments, and present findings to product leadership. Requirements: an MSc or PhD in a quantitative field or equivalent experience, Python with pandas and NumPy, SQL, regression, classification and time-series methods, causal inference and experimentation, and version control with Git; experience deploying models with MLflow is a plus.',
  },
  {
    job_title: 'Data Engineer',
    industry: 'Data',
    job_description:
      'The data platform team is looking for a Data Engineer to build the pipelines that feed analytics, reporting and machine learning. You will design batch and streaming pipelines with Apache Airflow, Spark and Kafka, model the warehouse in dbt following dimensional modelling, enforce data quality checks and lineage, and tune storage and compute cost on BigQuery. We expect strong SQL and Python, experience with at least one cloud data warehouse, orchestration and CI for data code, knowledge of Parquet and partitioning, and awareness of GDPR obligations for personal data.',
  },
  {
    job_title: 'Machine Learning Engineer',
    industry: 'Data',
    job_description:
      'As a Machine Learning Engineer you take models from notebooks to reliable production services. Responsibilities include building training and feature pipelines, serving models behind low-latency APIs, monitoring drift and performance after release, and fine-tuning and evaluating large language models for search and support use cases. You will need strong Python, PyTorch or TensorFlow, Docker and Kubernetes, an MLOps stack such as MLflow or Kubeflow, vector databases and retrieval-augmented generation, solid software engineering practice with tests and code review, and an understanding of evaluation metrics beyond accuracy.',
  },
  {
    job_title: 'BI Analyst',
    industry: 'Data',
    job_description:
      'Our BI Analyst owns the company reporting layer so that leaders see one version of the truth each morning. You will gather reporting requirements from finance and operations, build semantic models and dashboards in Power BI with DAX, automate recurring reports that are currently assembled by hand in Excel, and document metric definitions in a shared data catalogue. Needed: 2+ years in business intelligence, advanced SQL Server or PostgreSQL queries, Power BI or Looker, data modelling with star schemas, attention to detail when reconciling figures, and confident presentation skills.',
  },
  {
    job_title: 'Database Administrator',
    industry: 'Data',
    job_description:
      'Keep our production databases fast, backed up and secure. The Database Administrator manages PostgreSQL and Microsoft SQL Server clusters, plans and tests backup and point-in-time recovery, tunes slow queries and indexes with execution plans, and handles replication, failover and version upgrades with minimal downtime. You will also manage access control and auditing for SOC 2 compliance. Required: 4+ years as a DBA, deep knowledge of at least one relational engine, Linux, scripting in Bash or Python, monitoring tools such as pgBadger or Datadog, and experience with managed services like Amazon RDS.',
  },
  {
    job_title: 'UX Designer',
    industry: 'Design',
    job_description:
      'The UX Designer shapes how customers move through our booking product, from the first search to the confirmation email. You will map user journeys and information architecture, create wireframes and interactive prototypes in Figma, run usability tests and turn findings into design changes, and work with engineers through build to make sure the details survive. We are looking for a portfolio that shows your process and outcomes, interaction design and usability heuristics, accessibility standards (WCAG), comfort with analytics and research data, and clear communication with product and engineering.',
  },
  {
    job_title: 'UI Designer',
    industry: 'Design',
    job_description:
      'Craft the visual layer of a SaaS product used on desktop and mobile. In this UI Designer role you will design high-fidelity screens and components, maintain and extend our design system with tokens for colour, typography and spacing, produce icons and micro-interaction specs, and hand off to developers with annotated Figma files. Requirements: a strong visual portfolio, expert Figma including auto layout and variants, typography and colour theory, responsive layout grids, contrast and accessibility awareness, and basic understanding of HTML and CSS so your designs are practical to build.',
  },
  {
    job_title: 'Product Designer',
    industry: 'Design',
    job_description:
      'We want a Product Designer who owns problems end to end, from discovery to shipped feature, inside a cross-functional squad. You will frame problems with the product manager, run lightweight research and interviews, explore concepts through sketches and prototypes, deliver final UI in Figma, and measure the effect of releases with product analytics such as Amplitude. The role calls for 4+ years of product design on digital products, both UX and UI skills, design systems, user research methods, data-informed decisions, and the ability to defend and adjust design choices in critique.',
  },
  {
    job_title: 'Graphic Designer',
    industry: 'Design',
    job_description:
      'The Graphic Designer produces the visual assets that carry our brand across print, web, social media and events. Duties include designing campaign graphics, brochures, packaging and presentation templates, preparing print-ready files with correct bleed and CMYK colour, adapting layouts for many formats, and keeping every piece consistent with the brand guidelines. Required skills: Adobe Photoshop, Illustrator and InDesign, typography and layout, basic motion design in After Effects, photo retouching, managing several deadlines at once, and a portfolio demonstrating range and craft.',
  },
  {
    job_title: 'UX Researcher',
    industry: 'Design',
    job_description:
      'Help the product team understand who our users are and what they need before we build. The UX Researcher plans and runs moderated interviews, usability studies, diary studies and surveys, recruits representative participants, synthesises findings through affinity mapping into insights and personas, and shares them in ways that change roadmap decisions. You should have a background in HCI, psychology or a related field, mixed-methods research experience, survey design and basic statistics, tools such as Dovetail, Maze or UserTesting, and a strong ethical approach to consent and participant data.',
  },
  {
    job_title: 'Product Manager',
    industry: 'Product',
    job_description:
      'The Product Manager decides what our team builds next and why, for a B2B analytics platform. You will talk to customers and study usage data to find the most valuable problems, write clear product requirements and user stories, prioritise the roadmap with engineering and design, and define success metrics and follow up after launch. The ideal candidate has 3+ years of product management in software, experience with discovery techniques, Jira and product analytics tools such as Mixpanel, basic SQL, an understanding of technical constraints, and strong written and verbal communication with executives and customers.',
  },
  {
    job_title: 'Product Owner',
    industry: 'Product',
    job_description:
      'Working inside a Scrum team, the Product Owner turns the product strategy into a well-ordered backlog the developers can act on. You will write and refine user stories with acceptance criteria, lead backlog refinement and sprint reviews, answer questions from developers quickly during the sprint, and accept or reject completed work against the Definition of Done. We require a Certified Scrum Product Owner or PSPO certificate or equivalent experience, Jira or Azure DevOps, stakeholder management, prioritisation methods such as MoSCoW and WSJF, and enough technical literacy to discuss APIs and data.',
  },
  {
    job_title: 'Technical Program Manager',
    industry: 'Product',
    job_description:
      'Coordinate large engineering programmes that span several teams, such as a platform migration or a new region launch. The Technical Program Manager builds the programme plan and dependency map, runs regular status and risk reviews, removes blockers between teams, and reports progress honestly to senior leadership. You will need a background in software engineering or systems, 5+ years managing technical programmes, knowledge of the software development lifecycle and release management, risk management, tools such as Jira and Confluence, and the ability to understand architecture diagrams well enough to spot risks early.',
  },
  {
    job_title: 'Business Analyst',
    industry: 'Product',
    job_description:
      'Bridge business stakeholders and the IT delivery team by turning needs into precise, testable requirements. As Business Analyst you will run requirement workshops, map current and future processes in BPMN, write functional specifications and use cases, and support user acceptance testing and change rollout. Skills required: requirements elicitation techniques, process modelling with Visio or Lucidchart, SQL for data analysis, Excel, Agile and Waterfall delivery experience, and a recognised qualification such as IIBA CBAP or ECBA is an advantage, along with a calm, structured communication style.',
  },
  {
    job_title: 'Sales Representative',
    industry: 'Sales',
    job_description:
      'The Sales Representative wins new customers for our office equipment and software bundles in an assigned territory. You will prospect through calls, email and LinkedIn, run discovery meetings to understand customer needs, deliver product demonstrations and proposals, negotiate terms and close deals, and keep every opportunity up to date in Salesforce. We look for 1-3 years in B2B sales or a strong customer-facing background, a track record against quota, confident phone and presentation skills, objection handling, a consultative selling approach such as SPIN, and a valid driving licence.',
  },
  {
    job_title: 'Account Executive',
    industry: 'Sales',
    job_description:
      'Own the full sales cycle for mid-market companies buying our HR software, from first meeting to signed contract. The Account Executive qualifies opportunities with MEDDICC, runs tailored demos with the solutions team, builds business cases and mutual action plans, and forecasts accurately each week in HubSpot. Requirements: 3+ years closing SaaS deals of 20,000 to 100,000 dollars annual value, consistent quota attainment, multi-threading across buyers and procurement, negotiation skill, and comfort working with finance and legal on contract redlines.',
  },
  {
    job_title: 'Sales Development Rep',
    industry: 'Sales',
    job_description:
      'Start a sales career by generating qualified pipeline for our account executives. As a Sales Development Rep you will research target accounts, run outbound sequences by phone, email and LinkedIn in Outreach or Salesloft, qualify inbound leads against our ideal customer profile using BANT, and book discovery meetings. You will be measured on meetings held and pipeline created. We need excellent written and spoken English, resilience with rejection, curiosity about customer problems, organised CRM use in Salesforce, and a willingness to learn; a degree or previous customer-facing job is helpful.',
  },
  {
    job_title: 'Sales Manager',
    industry: 'Sales',
    job_description:
      'Lead and coach a team of eight field and inside sales representatives to hit regional revenue targets. The Sales Manager sets territory and quota plans, runs weekly pipeline reviews and deal strategy sessions, coaches reps through call shadowing and role play, hires and onboards new sellers, and reports forecasts to the sales director. The role requires 5+ years of B2B sales with at least 2 years leading a team, strong command of Salesforce reporting, a structured methodology such as Challenger or MEDDIC, performance management skills, and commercial negotiation experience.',
  },
  {
    job_title: 'Key Account Manager',
    industry: 'Sales',
    job_description:
      'Grow revenue from our largest retail and distribution customers by becoming their trusted commercial partner. The Key Account Manager builds annual joint business plans, negotiates pricing, promotions and trade terms, tracks sell-in and sell-out data to spot opportunities, and coordinates supply, marketing and finance colleagues to deliver on promises. Candidates should have 4+ years in key account management in FMCG or B2B, strong negotiation and numeracy, advanced Excel and category data tools such as Nielsen, CRM discipline, and excellent relationship-building with senior buyers.',
  },
  {
    job_title: 'Solutions Engineer',
    industry: 'Sales',
    job_description:
      'Partner with account executives to prove the technical value of our API platform to prospective customers. As a Solutions Engineer you will lead technical discovery, build and deliver tailored demos and proof-of-concepts, answer security questionnaires and RFP sections, and pass product feedback from the field to engineering. Required: a technical background in software or systems integration, knowledge of REST APIs, JSON, webhooks and authentication (OAuth, SAML), scripting in Python or JavaScript, cloud basics, and excellent presentation skills for both engineers and executives.',
  },
  {
    job_title: 'Marketing Executive',
    industry: 'Marketing',
    job_description:
      'The Marketing Executive plans and delivers campaigns that bring qualified leads and raise awareness of our brand. You will coordinate multi-channel campaigns across email, social media, paid search and events, write and edit copy for web pages, newsletters and brochures, manage the marketing calendar and budget tracking, and report on campaign results in Google Analytics and HubSpot. We are looking for a degree in marketing or communications, 1-3 years of marketing experience, strong writing, experience with a CMS such as WordPress, email tools like Mailchimp, basic design in Canva, and organised project management.',
  },
  {
    job_title: 'Digital Marketing Specialist',
    industry: 'Marketing',
    job_description:
      'Drive customer acquisition through paid and owned digital channels with a clear focus on return on ad spend. This specialist will plan, launch and optimise campaigns in Google Ads and Meta Ads Manager, set up conversion tracking with Google Tag Manager and GA4, run landing page and creative A/B tests, and manage weekly budget pacing and performance reports. Needed: 2+ years hands-on paid media management, Google Ads certification, analytics and attribution knowledge, Excel or Looker Studio reporting, and a test-and-learn mindset with careful budget control.',
  },
  {
    job_title: 'Content Writer',
    industry: 'Marketing',
    job_description:
      'Write clear, useful content that helps our audience and ranks in search. The Content Writer researches and writes blog articles, guides, case studies and product pages, interviews internal experts and customers for material, optimises drafts for SEO using keyword research in Ahrefs or Semrush, and edits work from freelancers to house style. You will need excellent English grammar and structure, a portfolio of published long-form writing, familiarity with WordPress, basic on-page SEO, ability to explain technical topics simply, and reliability against an editorial calendar.',
  },
  {
    job_title: 'SEO Specialist',
    industry: 'Marketing',
    job_description:
      'Increase organic traffic and conversions across our international websites. Responsibilities for the SEO Specialist are running technical audits for crawlability, indexing, site speed and structured data, performing keyword and competitor research, briefing writers on content that meets search intent, and building a link acquisition plan. Required tools and skills: Google Search Console, GA4, Screaming Frog, Ahrefs or Semrush, understanding of HTML, canonical tags, hreflang and schema.org markup, Core Web Vitals, and the ability to prioritise fixes with developers based on impact.',
  },
  {
    job_title: 'Social Media Manager',
    industry: 'Marketing',
    job_description:
      'Run our social media presence and build an engaged community around the brand. The Social Media Manager creates the content strategy and calendar for Instagram, TikTok, LinkedIn and X, produces or commissions short-form video and graphics, responds to comments and messages in the brand voice, and reports on reach, engagement and referral traffic. We expect 3+ years managing brand social accounts, scheduling tools like Hootsuite or Sprout Social, basic video editing with CapCut or Premiere Pro, knowledge of platform algorithms and paid social, and good judgement in handling complaints publicly.',
  },
  {
    job_title: 'Product Marketing Manager',
    industry: 'Marketing',
    job_description:
      'The Product Marketing Manager is the voice of the market inside the product team and the voice of the product in the market. You will develop positioning and messaging for new features, plan and run product launches with sales and marketing, create sales enablement material such as battlecards and pitch decks, and research competitors and buyer personas. The role needs 4+ years in product marketing for B2B software, strong storytelling and writing, win/loss analysis experience, comfort presenting to customers and analysts, and working knowledge of tools like HubSpot and Gong.',
  },
  {
    job_title: 'Brand Manager',
    industry: 'Marketing',
    job_description:
      'Take ownership of a consumer food brand and grow its market share and profitability. The Brand Manager develops the annual brand plan, manages agencies on creative, media and packaging work, analyses consumer insight and retail sales data from NielsenIQ, and works with sales and supply chain on new product launches and promotions. Required: 4+ years in brand or product management in FMCG, P&L and budget management, marketing mix understanding, quantitative and qualitative consumer research, strong presentation skills, and a degree in business or marketing.',
  },
  {
    job_title: 'Support Engineer',
    industry: 'Customer Support',
    job_description:
      'The Support Engineer resolves complex technical issues for customers of our cloud software and feeds what we learn back into the product. You will troubleshoot problems with integrations, APIs and configuration through tickets, chat and calls in Zendesk, reproduce bugs and escalate them to engineering with clear reports in Jira, read logs and run SQL queries to find root causes, and write knowledge base articles. We need 2+ years in technical support or software, understanding of HTTP, REST APIs and JSON, Linux command line, SQL, basic scripting, and patient, precise customer communication.',
  },
  {
    job_title: 'Customer Support Agent',
    industry: 'Customer Support',
    job_description:
      'Be the friendly first point of contact for customers of our online retail store. You will answer questions by phone, email and live chat about orders, deliveries, returns and refunds, resolve issues within service level targets, record every interaction accurately in Freshdesk, and escalate complaints to the right team when needed. We look for excellent spoken and written communication, patience and empathy with frustrated customers, typing speed and comfort with several systems at once, basic computer literacy with Google Workspace, and flexibility to work weekend shifts on a rota.',
  },
  {
    job_title: 'Technical Support Specialist',
    industry: 'Customer Support',
    job_description:
      'Provide second-line technical support for businesses using our point-of-sale hardware and software. The specialist diagnoses hardware, network and software faults remotely, guides customers through configuration and updates, manages returns and replacement units, and documents fixes in the internal knowledge base. Requirements include 2+ years in technical support, knowledge of Windows, networking basics such as TCP/IP, DHCP and Wi-Fi troubleshooting, remote access tools like TeamViewer, a ticketing system such as ServiceNow, and CompTIA A+ or Network+ certification is a plus.',
  },
  {
    job_title: 'Help Desk Technician',
    industry: 'Customer Support',
    job_description:
      'Keep 500 office and remote employees productive by solving their everyday IT problems. The Help Desk Technician handles incoming requests through the service desk, sets up laptops and phones for new starters, manages user accounts and password resets in Active Directory and Microsoft 365, and troubleshoots printers, VPN and software issues. You should know Windows 11 and macOS, Microsoft Intune or similar device management, ITIL service desk practices, a ticketing tool such as Jira Service Management, and have good communication with non-technical colleagues.',
  },
  {
    job_title: 'Customer Success',
    industry: 'Customer Success',
    job_description:
      'Customer Success at our company means making every client successful with the platform so that they renew and expand. In this role you will manage a portfolio of B2B accounts, run onboarding and quarterly business reviews, monitor product adoption and health scores to spot churn risk early, and identify upsell opportunities to hand to sales. Candidates should bring 2+ years in customer success or account management for SaaS, experience with Gainsight or a similar platform, Salesforce, data-driven account planning, strong presentation and relationship skills, and a solution-oriented attitude.',
  },
  {
    job_title: 'Implementation Specialist',
    industry: 'Customer Success',
    job_description:
      'Get new customers live on our ERP software on time and with clean data. The Implementation Specialist leads onboarding projects from kickoff to go-live, configures the system to each customer workflow, migrates data from spreadsheets and legacy systems, and trains end users and administrators. The job requires project coordination skill, strong Excel and data mapping, basic SQL, understanding of business processes in finance or inventory, experience with tools such as Asana or Smartsheet, and clear communication to keep customers on track with their tasks and deadlines.',
  },
  {
    job_title: 'Customer Onboarding Specialist',
    industry: 'Customer Success',
    job_description:
      'Welcome small and mid-size businesses to our marketing platform and help them reach their first success within 30 days. You will run onboarding calls and webinars, set up accounts and integrations with customers, build onboarding email journeys and help centre guides, and track time-to-value metrics to improve the process. We need someone organised and upbeat with 1-2 years in customer-facing SaaS roles, experience with HubSpot or Intercom, teaching and presentation skills, comfort learning technical products quickly, and close attention to follow-up.',
  },
  {
    job_title: 'Renewals Manager',
    industry: 'Customer Success',
    job_description:
      'Protect and grow recurring revenue by managing the renewal of our enterprise subscription contracts. The Renewals Manager forecasts upcoming renewals each quarter, prepares quotes and negotiates pricing and terms, works with customer success managers to resolve risks before renewal dates, and keeps accurate records in Salesforce CPQ. Required: 3+ years in renewals, account management or SaaS sales, negotiation skill, forecasting accuracy, understanding of subscription metrics like net revenue retention and churn, and comfort working with legal and finance on contracts.',
  },
  {
    job_title: 'Financial Analyst',
    industry: 'Finance',
    job_description:
      'The Financial Analyst supports budgeting, forecasting and investment decisions for a growing manufacturing group. You will build and maintain the monthly forecast and three-statement financial models, analyse variances between actuals and budget and explain the drivers to department heads, prepare board and management reporting packs, and evaluate capital expenditure proposals with NPV and IRR. Required: a degree in finance, economics or accounting, advanced Excel including lookup functions and pivot tables, financial modelling, an ERP such as SAP or Oracle, Power BI as a plus, and progress toward CFA or CIMA.',
  },
  {
    job_title: 'Investment Banking Analyst',
    industry: 'Finance',
    job_description:
      'Join the mergers and acquisitions team advising mid-cap companies on sales, acquisitions and capital raising. As an Investment Banking Analyst you will build valuation models using DCF, trading comparables and precedent transactions, prepare pitch books and information memoranda, run due diligence data rooms, and research industries and potential buyers. The job demands a strong academic record in finance or a quantitative subject, excellent Excel and PowerPoint, accounting knowledge to read and adjust financial statements, Capital IQ or Bloomberg, attention to detail, and stamina for tight deal deadlines.',
  },
  {
    job_title: 'Credit Analyst',
    industry: 'Finance',
    job_description:
      "Assess whether business borrowers can repay, and recommend how much the bank should lend and on what terms. The Credit Analyst spreads and analyses financial statements and cash flow, calculates ratios such as debt service coverage and leverage, writes credit memos with risk ratings and covenant proposals, and monitors existing loans for early warning signs. You need a degree in finance or accounting, solid understanding of financial statements and commercial lending, Excel, experience with tools such as Moody's Analytics, knowledge of Basel capital rules, and clear, concise writing.",
  },
  {
    job_title: 'Risk Analyst',
    industry: 'Finance',
    job_description:
      'Measure and report the market and liquidity risk of our trading and treasury portfolios. Daily tasks include running Value at Risk and stress testing calculations, investigating limit breaches with front office, validating pricing data and model outputs, and preparing risk reports for the risk committee and regulators. Requirements: a degree in mathematics, finance or a related quantitative field, Python or R and SQL, knowledge of derivatives and fixed income products, statistics and time-series analysis, familiarity with Basel III and FRTB, and the confidence to challenge traders with evidence.',
  },
  {
    job_title: 'Financial Controller',
    industry: 'Finance',
    job_description:
      'Lead the finance function of a 300-person subsidiary and keep its numbers accurate, timely and compliant. The Financial Controller owns the month-end close and consolidation, prepares statutory accounts under IFRS, manages the external audit and tax filings, designs internal controls, and leads a team of five accountants. We require a professional accounting qualification (ACA, ACCA or CPA), 7+ years of post-qualified experience, deep IFRS knowledge, ERP experience with SAP S/4HANA or Microsoft Dynamics, cash flow management, and proven leadership of an accounting team.',
  },
  {
    job_title: 'Insurance Underwriter',
    industry: 'Finance',
    job_description:
      'Decide which commercial property and liability risks our insurance company accepts, and at what price. The Underwriter reviews submissions from brokers, analyses loss history, inspection reports and exposure data, sets premiums, deductibles and policy terms within authority limits, and builds long-term relationships with broker partners. Candidates should have 3+ years of commercial lines underwriting, strong analytical and negotiation skills, knowledge of policy wordings and reinsurance, Excel and rating systems such as Guidewire, and a Chartered Insurance Institute qualification or CPCU progress.',
  },
  {
    job_title: 'Accountant',
    industry: 'Accounting',
    job_description:
      'We need an Accountant to keep the general ledger of a multi-entity services business complete and correct. You will post journals and accruals, reconcile bank, balance sheet and intercompany accounts each month, prepare VAT returns and support the year-end audit, and produce monthly management accounts with commentary. Requirements: a degree in accounting and a qualification in progress such as ACCA, CIMA or CPA, sound knowledge of GAAP or IFRS, double-entry bookkeeping, experience with accounting software like Xero, QuickBooks or NetSuite, strong Excel, and meticulous attention to detail.',
  },
  {
    job_title: 'External Auditor',
    industry: 'Accounting',
    job_description:
      'As an External Auditor in an accounting firm, you will plan and carry out financial statement audits for clients in retail, technology and the non-profit sector. Work involves understanding client processes and testing internal controls, performing substantive testing on revenue, inventory and payables, documenting evidence in audit software such as CaseWare, and discussing findings with client finance teams and managers. You should be studying for or hold CPA, ACA or ACCA, know auditing standards (ISA or GAAS) and GAAP, have strong Excel, professional scepticism, and be willing to travel to client sites.',
  },
  {
    job_title: 'Accounts Payable Specialist',
    industry: 'Accounting',
    job_description:
      'Make sure suppliers are paid correctly and on time while protecting the company from fraud and duplicate payments. The Accounts Payable Specialist processes high volumes of invoices with three-way matching against purchase orders and receipts, prepares weekly payment runs, answers supplier queries and reconciles supplier statements, and supports month-end accruals. Skills required: 2+ years in accounts payable, an ERP such as SAP or Oracle NetSuite, Excel including VLOOKUP, knowledge of VAT or sales tax on invoices, organisation with deadlines, and awareness of payment controls and segregation of duties.',
  },
  {
    job_title: 'Payroll Specialist',
    industry: 'Accounting',
    job_description:
      'Run accurate, on-time payroll for 1,200 employees across salaried and hourly staff in two countries. The Payroll Specialist processes monthly and bi-weekly payroll including overtime, bonuses, benefits and deductions, handles starters, leavers and statutory payments, files payroll tax returns and year-end forms, and answers employee pay questions confidentially. We need 3+ years of payroll processing, knowledge of payroll tax legislation, payroll systems such as ADP or Workday, advanced Excel for reconciliations, a CPP or CIPP certification as a plus, and complete discretion with personal data.',
  },
  {
    job_title: 'Tax Associate',
    industry: 'Accounting',
    job_description:
      'Prepare and review tax returns and provide tax advice to individual and corporate clients of a mid-size accounting practice. Responsibilities cover preparing corporate income tax and partnership returns, calculating tax provisions, researching tax questions and writing short memos, and corresponding with tax authorities on notices. Requirements: a degree in accounting, progress toward CPA or CTA, understanding of corporate tax law and deferred tax accounting, tax software such as CCH Axcess or UltraTax, Excel, and the ability to manage deadlines during busy season.',
  },
  {
    job_title: 'HR Generalist',
    industry: 'Human Resources',
    job_description:
      'The HR Generalist is the day-to-day HR partner for managers and employees in a 400-person company. You will advise managers on employee relations cases, performance improvement and disciplinary procedures, run onboarding and offboarding, maintain accurate records in the HRIS, and support annual processes such as pay reviews and engagement surveys. Candidates need 3+ years of generalist HR experience, practical knowledge of employment law, an HRIS such as BambooHR or Workday, a CIPD or SHRM-CP qualification, sound judgement with confidential matters, and clear, empathetic communication.',
  },
  {
    job_title: 'Talent Acquisition Specialist',
    industry: 'Human Resources',
    job_description:
      'Find and hire the engineers, sales people and operations staff who will take the company to its next stage. The Talent Acquisition Specialist partners with hiring managers to define roles, sources candidates through LinkedIn Recruiter, referrals and communities, screens and interviews applicants, and manages offers through to acceptance while tracking everything in Greenhouse. We look for 2+ years of full-cycle recruiting, Boolean search skills, structured interviewing practice, knowledge of fair and inclusive hiring, employer branding ideas, and a candidate experience you would be proud of.',
  },
  {
    job_title: 'HR Business Partner',
    industry: 'Human Resources',
    job_description:
      'Act as a strategic adviser to the leadership of our technology and product divisions. The HR Business Partner translates business plans into people plans, leads organisational design and change programmes, coaches senior managers on talent, succession and performance, and uses people analytics such as attrition and engagement data to guide decisions. Required: 6+ years in HR with at least 3 as a business partner, strong employment law knowledge, experience with restructuring and consultation, Workday or SAP SuccessFactors, CIPD Level 7 or SHRM-SCP, and the credibility to challenge executives.',
  },
  {
    job_title: 'Compensation Analyst',
    industry: 'Human Resources',
    job_description:
      'Help the company pay people fairly and competitively. This analyst maintains salary structures and job levelling, benchmarks roles against market surveys from Radford or Mercer, models the cost of annual merit and bonus cycles, and runs pay equity analysis across gender and ethnicity. You will need 2+ years in compensation or HR analytics, advanced Excel and ideally Tableau, understanding of job evaluation methods, equity and incentive plans, statistics for regression-based pay equity studies, and the discretion to handle highly confidential data.',
  },
  {
    job_title: 'Training Coordinator',
    industry: 'Human Resources',
    job_description:
      'Organise the learning programmes that help our staff build skills and meet compliance requirements. The Training Coordinator schedules courses and books trainers and rooms, manages enrolments and completion records in the learning management system, creates simple e-learning modules in Articulate Rise, and collects feedback to report on training effectiveness. Requirements: 2+ years in training administration or L&D, experience with an LMS such as Cornerstone or Moodle, Microsoft Office, excellent organisation and follow-up, basic instructional design knowledge, and friendly communication with all levels of staff.',
  },
  {
    job_title: 'Operations Manager',
    industry: 'Operations',
    job_description:
      'The Operations Manager runs the daily operation of a busy distribution and service centre with 60 staff. You will set and track KPIs for productivity, quality and cost, plan staffing and shift patterns, lead continuous improvement projects using Lean and Six Sigma tools, and manage health and safety, budgets and supplier contracts. Required: 5+ years of operations management, people leadership, data analysis in Excel and an ERP such as SAP, process mapping, Lean or Six Sigma Green Belt, knowledge of health and safety regulations, and calm decision-making under pressure.',
  },
  {
    job_title: 'Project Manager',
    industry: 'Operations',
    job_description:
      'Deliver cross-department projects such as system rollouts and office relocations on time, on budget and to scope. As Project Manager you will define scope and build project plans with milestones, manage risks, issues and change requests, lead project meetings and report status to a steering committee, and coordinate internal teams and external vendors. We require a PMP or PRINCE2 certification, 4+ years of project management, tools like Microsoft Project, Asana or Jira, budget tracking, stakeholder management, and experience with both Agile and Waterfall approaches.',
  },
  {
    job_title: 'Office Administrator',
    industry: 'Operations',
    job_description:
      'Keep our 80-person office running smoothly and make it a welcoming place to work. The Office Administrator greets visitors and handles post and deliveries, orders supplies and manages facilities contractors, coordinates meeting rooms, travel and company events, and processes invoices and petty cash for office spending. You should have 2+ years of office administration experience, strong organisation and multitasking, Microsoft Office or Google Workspace, basic bookkeeping, a friendly and professional manner, and the initiative to fix problems before people notice them.',
  },
  {
    job_title: 'Executive Assistant',
    industry: 'Operations',
    job_description:
      'Support the CEO and two senior executives so they can focus on running the company. Duties of the Executive Assistant include managing complex calendars across time zones, arranging international travel and itineraries, preparing board meeting papers and taking minutes, and handling confidential correspondence and projects on their behalf. We ask for 5+ years supporting senior executives, excellent written English, expert Outlook, Word, Excel and PowerPoint, discretion with sensitive information, judgement in prioritising competing requests, and a proactive, composed working style.',
  },
  {
    job_title: 'Supply Chain Analyst',
    industry: 'Supply Chain',
    job_description:
      'Use data to make our supply chain cheaper, faster and more reliable. The Supply Chain Analyst analyses inventory levels, lead times and service levels, builds reports and dashboards on supplier and logistics performance, models scenarios for network and sourcing changes, and supports sales and operations planning with clean data. Required: a degree in supply chain, engineering or business, advanced Excel and SQL, Power BI or Tableau, experience with an ERP such as SAP or Oracle, understanding of inventory concepts like safety stock and EOQ, and APICS CPIM or CSCP is a plus.',
  },
  {
    job_title: 'Procurement Specialist',
    industry: 'Supply Chain',
    job_description:
      'Buy the goods and services the business needs at the right quality, price and risk. The Procurement Specialist runs sourcing events and RFQs, evaluates and negotiates with suppliers, drafts and manages contracts and purchase orders, and tracks supplier performance and savings. We want 3+ years in purchasing or procurement, negotiation skills, experience with e-procurement tools such as SAP Ariba or Coupa, understanding of total cost of ownership and contract terms, a CIPS qualification or equivalent, and a strong ethical approach to supplier relationships.',
  },
  {
    job_title: 'Logistics Coordinator',
    industry: 'Supply Chain',
    job_description:
      'Coordinate inbound and outbound shipments so customers receive the right goods on time. The Logistics Coordinator books road, sea and air freight with carriers and forwarders, prepares shipping and customs documents including commercial invoices and Incoterms, tracks shipments and resolves delays or damage claims, and keeps data accurate in the transport management system. We need 2+ years in logistics or freight forwarding, knowledge of import and export regulations, experience with a TMS and Excel, strong problem solving, and clear communication with drivers, customers and warehouses.',
  },
  {
    job_title: 'Warehouse Supervisor',
    industry: 'Supply Chain',
    job_description:
      'Supervise a shift of 25 warehouse associates receiving, storing, picking and shipping orders for e-commerce customers. You will allocate work and monitor productivity against targets, ensure accuracy through cycle counts and quality checks, enforce safety rules including forklift and manual handling procedures, and train and coach team members. Requirements: 2+ years of warehouse supervision, experience with a warehouse management system such as Manhattan or SAP EWM, knowledge of OSHA or local safety regulations, basic Excel, forklift licence preferred, and flexibility to work early or late shifts.',
  },
  {
    job_title: 'Demand Planner',
    industry: 'Supply Chain',
    job_description:
      'Forecast how much of each product customers will buy so the business neither runs out nor overstocks. The Demand Planner builds statistical forecasts at SKU level, adjusts them with input from sales and marketing on promotions and launches, measures forecast accuracy and bias, and leads the demand review step of the monthly S&OP cycle. Required: 2+ years in demand planning or forecasting, statistical forecasting methods, planning software such as SAP IBP, Kinaxis or Blue Yonder, advanced Excel, strong analytical thinking, and the ability to defend numbers in cross-functional meetings.',
  },
  {
    job_title: 'Registered Nurse',
    industry: 'Healthcare',
    job_description:
      'Provide safe, compassionate care to adult patients on a busy medical-surgical ward. The Registered Nurse assesses patients and plans care, administers medications and IV therapy, monitors vital signs and escalates deterioration, documents care accurately in the electronic health record (Epic), and educates patients and families before discharge. Requirements: an active RN licence, a BSN or nursing diploma, current BLS and ACLS certification, knowledge of infection control and medication safety, familiarity with HIPAA privacy rules, teamwork with doctors and allied staff, and willingness to work 12-hour shifts.',
  },
  {
    job_title: 'Medical Assistant',
    industry: 'Healthcare',
    job_description:
      'Support physicians in a busy family medicine clinic with both clinical and front-office tasks. The Medical Assistant rooms patients and records vital signs and histories, performs phlebotomy, injections and ECGs, schedules appointments and verifies insurance, and updates records in the EHR while keeping patient information confidential under HIPAA. We need a medical assistant certificate (CMA or RMA), current CPR/BLS, venipuncture skills, familiarity with EHR systems such as athenahealth or eClinicalWorks, basic medical terminology, and a calm, caring manner with patients.',
  },
  {
    job_title: 'Pharmacist',
    industry: 'Healthcare',
    job_description:
      'Make sure every prescription dispensed in our community pharmacy is safe and right for the patient. The Pharmacist verifies prescriptions and checks for interactions, allergies and dosing errors, counsels patients on how to take medicines, provides vaccinations and health checks, and supervises pharmacy technicians and controlled drug records. Requirements: a PharmD or MPharm degree, an active pharmacist licence, knowledge of pharmacology and pharmacy law, immunisation certification, pharmacy management systems, and clear, patient-friendly communication.',
  },
  {
    job_title: 'Physical Therapist',
    industry: 'Healthcare',
    job_description:
      'Help patients recover movement and independence after injury, surgery or illness in an outpatient orthopaedic clinic. The Physical Therapist performs evaluations and sets measurable goals, designs and delivers treatment plans using therapeutic exercise, manual therapy and modalities, tracks progress and adjusts plans, and writes documentation that meets insurance and Medicare requirements. Candidates need a DPT degree and state licence, knowledge of musculoskeletal anatomy and rehabilitation protocols, EMR documentation experience such as WebPT, and strong motivation and education skills.',
  },
  {
    job_title: 'Medical Coder',
    industry: 'Healthcare',
    job_description:
      'Translate clinical documentation into accurate codes so that the hospital is paid correctly and data stays reliable. The Medical Coder reviews physician notes and records, assigns ICD-10-CM, CPT and HCPCS codes for outpatient and inpatient encounters, queries providers when documentation is unclear, and helps resolve claim denials. We require a CPC, CCS or equivalent coding certification, 2+ years of coding experience, knowledge of anatomy and medical terminology, encoder software and EHRs such as Epic or Cerner, HIPAA compliance, and high accuracy under productivity targets.',
  },
  {
    job_title: 'Clinical Research Coordinator',
    industry: 'Healthcare',
    job_description:
      'Coordinate clinical trials at an academic hospital site, from study start-up to close-out. You will screen and consent participants, schedule study visits and collect data into electronic data capture systems such as REDCap or Medidata Rave, manage regulatory binders and IRB submissions, and report adverse events promptly to sponsors. Requirements: a degree in life sciences or nursing, knowledge of ICH Good Clinical Practice (GCP) and FDA regulations, 1-2 years of research or clinical experience, organisation across several studies, SOCRA or ACRP certification as a plus, and attention to protocol detail.',
  },
  {
    job_title: 'Primary School Teacher',
    industry: 'Education',
    job_description:
      'Teach and inspire a class of 28 children aged seven to eight. The Primary School Teacher plans and delivers engaging lessons across the curriculum with a focus on literacy and numeracy, assesses progress and adapts teaching for pupils with different needs, manages behaviour positively, and communicates with parents through meetings and reports. We require a teaching degree or PGCE with qualified teacher status, knowledge of the national curriculum and phonics programmes, differentiation and formative assessment skills, safeguarding training, and confident use of classroom technology such as interactive whiteboards.',
  },
  {
    job_title: 'High School Math Teacher',
    industry: 'Education',
    job_description:
      "Our high school seeks a mathematics teacher for algebra, geometry and calculus classes in grades 9 to 12. Responsibilities are planning standards-aligned lessons, using formative and summative assessment to track learning, supporting students who struggle and stretching advanced students toward AP Calculus, and contributing to department planning and after-school activities. Applicants need a bachelor's degree in mathematics or education, a state teaching certificate in secondary mathematics, knowledge of Common Core standards, tools like Desmos and Google Classroom, and strong classroom management.",
  },
  {
    job_title: 'Instructional Designer',
    industry: 'Education',
    job_description:
      "Design online courses that genuinely change what learners can do. The Instructional Designer works with subject matter experts to define learning objectives, designs course structure and assessments using ADDIE or SAM, builds interactive e-learning in Articulate Storyline and Rise, and publishes SCORM packages to the LMS while evaluating results with Kirkpatrick's model. We look for a degree in instructional design, education or a related field, a portfolio of e-learning work, adult learning theory, accessibility standards for digital content, video editing with Camtasia, and project management habits.",
  },
  {
    job_title: 'Special Education Teacher',
    industry: 'Education',
    job_description:
      'Support students with learning disabilities, autism and emotional needs to reach their potential in an inclusive middle school. The Special Education Teacher writes and implements Individualized Education Programs (IEPs), adapts curriculum and materials, delivers small-group and co-taught instruction, and collaborates with families, therapists and general education teachers. Requirements: a state special education certification, knowledge of IDEA and Section 504, behaviour intervention plans and progress monitoring, assistive technology, patience, and clear record keeping for compliance.',
  },
  {
    job_title: 'Paralegal',
    industry: 'Legal',
    job_description:
      'Support a team of litigation attorneys in a commercial law firm from case intake through trial. The Paralegal drafts pleadings, discovery requests and correspondence, organises and reviews documents using e-discovery platforms such as Relativity, manages court filing deadlines and case calendars, and prepares exhibits and trial binders. We require a paralegal certificate or degree, 2+ years of litigation experience, knowledge of civil procedure and e-filing, legal research in Westlaw or LexisNexis, strong Microsoft Word and Excel, and excellent organisation and discretion.',
  },
  {
    job_title: 'Corporate Lawyer',
    industry: 'Legal',
    job_description:
      "Advise technology and private equity clients on transactions and corporate governance. The Corporate Lawyer drafts and negotiates share purchase agreements, investment and shareholder agreements, runs legal due diligence and disclosure processes, advises boards on directors' duties, and manages junior lawyers and paralegals on deals. Candidates must be admitted to practise law with 3 to 6 years of post-qualification experience in M&A or venture capital, strong drafting and negotiation skills, knowledge of company and securities law, and a commercial, client-focused approach.",
  },
  {
    job_title: 'Compliance Officer',
    industry: 'Legal',
    job_description:
      'Protect the firm and its customers by keeping our financial services business within the rules. The Compliance Officer monitors regulatory changes and updates policies, runs anti-money laundering and KYC reviews, investigates suspicious activity and files reports with regulators, and trains staff on compliance obligations. Requirements: 4+ years of compliance experience in banking or fintech, knowledge of AML/CFT laws, sanctions screening, GDPR and consumer protection rules, experience with regulators such as the FCA or FinCEN, an ICA or CAMS certification, and confidence to challenge the business.',
  },
  {
    job_title: 'Contract Manager',
    industry: 'Legal',
    job_description:
      "Manage the company's commercial contracts with customers, suppliers and partners across their whole lifecycle. The Contract Manager drafts and negotiates NDAs, master services agreements and statements of work, reviews risk in clauses such as liability, indemnity and data protection, maintains the contract repository and renewal dates in a CLM tool like Ironclad or DocuSign CLM, and advises sales and procurement teams. You should have 4+ years of contract management, strong commercial and legal drafting, knowledge of GDPR data processing terms, and a legal or paralegal background.",
  },
  {
    job_title: 'Front Desk Agent',
    industry: 'Hospitality',
    job_description:
      'Create a warm first and last impression for guests at our 200-room city hotel. The Front Desk Agent checks guests in and out, handles reservations, room changes and special requests, processes payments and balances the cash drawer at the end of each shift, and resolves complaints or passes them to the duty manager. We are looking for hospitality or customer service experience, a friendly, polished manner, experience with a property management system such as Opera PMS, accuracy with payments, a second language as a plus, and availability for evening, night and weekend shifts.',
  },
  {
    job_title: 'Restaurant Manager',
    industry: 'Hospitality',
    job_description:
      'Lead a 120-cover full-service restaurant to deliver excellent guest experiences and healthy profits. The Restaurant Manager runs daily service and floor operations, hires, schedules and trains front-of-house staff, controls labour, food and beverage costs against budget, and ensures food safety, licensing and health inspections are always in order. Candidates need 3+ years of restaurant management, P&L understanding, ServSafe or equivalent food safety certification, POS and scheduling software such as Toast or 7shifts, strong leadership, and a calm presence on busy nights.',
  },
  {
    job_title: 'Sous Chef',
    industry: 'Hospitality',
    job_description:
      'Second in command of a busy hotel kitchen serving breakfast, à la carte and banqueting. The Sous Chef runs the pass and leads the brigade when the head chef is off, supervises preparation and cooking to recipe and presentation standards, manages ordering, stock rotation and food costs, and keeps HACCP records and kitchen hygiene at inspection standard. Requirements: culinary training or NVQ Level 3, 3+ years in a senior kitchen role, knowledge of allergen management and food safety law, menu costing, staff training, and the stamina to work under pressure.',
  },
  {
    job_title: 'Event Coordinator',
    industry: 'Hospitality',
    job_description:
      'Plan and run corporate conferences, weddings and private events at our venue from first enquiry to final invoice. You will respond to client enquiries and prepare proposals, coordinate catering, AV, decor and suppliers, produce event timelines and floor plans, and manage the event on the day and resolve problems on the spot. The role needs 2+ years of event coordination, budget management, booking and CRM tools such as Tripleseat, strong organisation and negotiation with vendors, knowledge of health and safety for events, and a polished, client-facing manner.',
  },
  {
    job_title: 'Mechanical Engineer',
    industry: 'Manufacturing',
    job_description:
      "Design and improve mechanical components and assemblies for industrial pumps and compressors. The Mechanical Engineer creates 3D models and production drawings in SolidWorks, applies GD&T and tolerance stack-up analysis, runs FEA simulations to verify strength and fatigue, and supports prototypes, testing and production transfer with the factory. Requirements: a bachelor's degree in mechanical engineering, 3+ years in product design, SolidWorks or Creo, FEA with ANSYS, knowledge of materials and manufacturing processes such as machining and casting, DFMEA, and clear technical documentation.",
  },
  {
    job_title: 'Quality Control Inspector',
    industry: 'Manufacturing',
    job_description:
      'Inspect parts and finished products to make sure nothing leaves the plant outside specification. The Quality Control Inspector reads engineering drawings and measures parts with calipers, micrometers, height gauges and CMM, performs first-article and in-process inspections, records results and raises non-conformance reports, and quarantines suspect material. You will need 2+ years of inspection experience in manufacturing, blueprint reading and GD&T, measurement tool skills, knowledge of ISO 9001 quality systems, SPC basics, and careful, honest record keeping.',
  },
  {
    job_title: 'Production Supervisor',
    industry: 'Manufacturing',
    job_description:
      'Lead a production shift of 40 operators in an automotive components plant. The Production Supervisor plans the shift to meet output and quality targets, runs start-of-shift meetings and tracks OEE, solves equipment, material and staffing problems as they happen, and drives safety and 5S standards on the floor. Requirements: 3+ years supervising manufacturing teams, knowledge of Lean manufacturing and root cause tools such as 5 Whys and fishbone diagrams, IATF 16949 or ISO 9001 awareness, MES or ERP systems, and strong people leadership.',
  },
  {
    job_title: 'Maintenance Technician',
    industry: 'Manufacturing',
    job_description:
      'Keep production lines running by maintaining and repairing machinery in a food packaging plant. The Maintenance Technician carries out planned preventive maintenance, diagnoses and fixes mechanical, electrical, pneumatic and hydraulic faults, troubleshoots PLC-controlled equipment, and records work orders in the CMMS. We look for a trade qualification in electrical or mechanical maintenance, 3+ years of industrial maintenance, PLC knowledge with Allen-Bradley or Siemens, reading electrical schematics, lockout/tagout safety, and willingness to work rotating shifts.',
  },
  {
    job_title: 'Process Engineer',
    industry: 'Manufacturing',
    job_description:
      'Improve yield, cost and consistency of our chemical production processes. The Process Engineer analyses process data to find the causes of variation and losses, designs and runs trials and experiments (DOE), writes and updates standard operating procedures, and leads management of change and HAZOP reviews for modifications. Requirements: a degree in chemical or process engineering, 3+ years in a manufacturing plant, statistical process control and Six Sigma tools, Minitab or JMP, P&ID reading, knowledge of process safety management, and good communication with operators.',
  },
  {
    job_title: 'Management Consultant',
    industry: 'Consulting',
    job_description:
      'Help clients in retail and consumer goods solve their most important strategic and operational problems. The Management Consultant structures ambiguous problems into hypotheses, gathers and analyses data from interviews and financials, builds models and recommendations in Excel and PowerPoint, and presents findings to senior client executives. We expect a top academic record, 2-5 years of consulting or industry experience, an MBA as a plus, frameworks such as issue trees and the Pyramid Principle, strong quantitative analysis, and excellent structured communication.',
  },
  {
    job_title: 'IT Consultant',
    industry: 'Consulting',
    job_description:
      "Advise mid-size companies on technology choices and lead the projects that implement them. The IT Consultant assesses clients' current systems and infrastructure, recommends roadmaps for cloud migration and Microsoft 365 adoption, leads implementation workstreams with client IT teams, and writes clear proposals and status reports. Required: 4+ years in IT consulting or systems engineering, knowledge of Azure or AWS, networking and identity management with Entra ID, ITIL practices, project management, and the ability to explain technical trade-offs to business owners.",
  },
  {
    job_title: 'ERP Consultant',
    industry: 'Consulting',
    job_description:
      'Implement SAP S/4HANA finance and logistics modules for manufacturing clients. The ERP Consultant runs fit-gap workshops to understand client processes, configures FI/CO or MM/SD modules, writes functional specifications for custom developments, and leads testing, data migration and end-user training through to go-live. We require 3+ years of SAP implementation experience, SAP certification in a relevant module, a good understanding of finance or supply chain processes, SAP Activate methodology, and willingness to travel to client sites.',
  },
  {
    job_title: 'Security Analyst',
    industry: 'Security',
    job_description:
      'Defend the organisation as part of a 24/7 Security Operations Centre. The Security Analyst monitors and triages alerts in the SIEM (Splunk or Microsoft Sentinel), investigates suspicious activity across endpoints, email and cloud, contains incidents following playbooks, and tunes detection rules to cut false positives. Requirements: 2+ years in a SOC or IT security role, knowledge of the MITRE ATT&CK framework, EDR tools such as CrowdStrike, networking and log analysis, scripting in Python or PowerShell, and certifications such as CompTIA Security+ or GIAC GCIH.',
  },
  {
    job_title: 'Penetration Tester',
    industry: 'Security',
    job_description:
      'Find security weaknesses in client web applications, networks and cloud environments before attackers do. The Penetration Tester scopes and performs authorised tests, exploits vulnerabilities such as those in the OWASP Top 10, documents findings with risk ratings and reproduction steps, and explains remediation to developers and management. Candidates need 2+ years of offensive security experience, tools like Burp Suite, Nmap and Metasploit, Active Directory attack techniques, scripting in Python or Bash, and an OSCP or CREST certification.',
  },
  {
    job_title: 'Cloud Security Engineer',
    industry: 'Security',
    job_description:
      'Build security into our AWS and Google Cloud platforms so engineering teams can move fast safely. This engineer designs IAM policies and guardrails, manages cloud security posture tools and fixes misconfigurations, secures Kubernetes clusters and CI/CD pipelines with image scanning and secrets management, and supports audits for SOC 2 and ISO 27001. Requirements: 4+ years in security or cloud engineering, deep AWS IAM, KMS and networking knowledge, Terraform, container security, threat modelling, and a certification such as AWS Security Specialty or CCSP.',
  },
  {
    job_title: 'GRC Analyst',
    industry: 'Security',
    job_description:
      'Run the governance, risk and compliance programme that proves our security to customers and auditors. The GRC Analyst maintains the information security policy set and risk register, coordinates evidence collection for SOC 2 Type II and ISO 27001 audits, answers customer security questionnaires, and assesses third-party vendors for risk. Needed: 2+ years in GRC or IT audit, knowledge of control frameworks such as NIST CSF and CIS Controls, GRC tools like Vanta or Drata, GDPR basics, clear writing, and a CISA or CRISC certification as a plus.',
  },
  {
    job_title: 'Civil Engineer',
    industry: 'Construction',
    job_description:
      "Design and oversee infrastructure projects including roads, drainage and site development for public and private clients. The Civil Engineer prepares designs and calculations for grading, stormwater and utilities, produces drawings in AutoCAD Civil 3D, reviews contractor submittals and inspects work on site, and coordinates with planners and permitting authorities. Requirements: a bachelor's degree in civil engineering, an EIT or PE licence, 3+ years of design experience, knowledge of hydrology and local design codes, cost estimating, and clear technical report writing.",
  },
  {
    job_title: 'Construction Project Manager',
    industry: 'Construction',
    job_description:
      'Take commercial building projects worth 5 to 30 million dollars from preconstruction to handover. The Construction Project Manager manages budget, schedule and subcontractor contracts, runs progress meetings with clients, architects and trades, reviews RFIs, change orders and payment applications, and holds the site to safety and quality standards. We need a degree in construction management or engineering, 5+ years managing building projects, scheduling in Primavera P6 or MS Project, Procore, knowledge of AIA contracts and OSHA regulations, and strong negotiation skills.',
  },
];
