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
];
