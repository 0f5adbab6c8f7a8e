import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'DevOps Engineer',
  questions: {
    'Warm-up': {
      'Entry-Level': [
        {
          id: 'devops-engineer-warmup-entry-01',
          text: 'What got you interested in DevOps, and what do you think the role is really about?',
          competency: 'Motivation and understanding of DevOps',
          key_points: [
            'Names a concrete trigger for the interest',
            'Sees DevOps as culture and practice, not only tools',
            'Mentions shortening the path from code to production',
            'Mentions reliability and automation',
          ],
          concepts: [
            {
              name: 'Culture and collaboration',
              synonyms: ['culture', 'collaboration', 'developers and operations', 'dev and ops', 'silos'],
            },
            { name: 'Automation', synonyms: ['automate', 'automation', 'scripts', 'repeatable'] },
            {
              name: 'Delivery flow',
              synonyms: ['ci cd', 'continuous delivery', 'pipeline', 'ship faster', 'deploy'],
            },
            { name: 'Reliability', synonyms: ['reliable', 'reliability', 'uptime', 'stable', 'monitoring'] },
          ],
          strong_answer:
            'Names a concrete moment, like automating a painful manual deploy, and describes DevOps as breaking down the wall between development and operations through automation, fast feedback and shared ownership of reliability.',
          follow_up: 'Which part of that do you think most companies get wrong?',
        },
        {
          id: 'devops-engineer-warmup-entry-02',
          text: 'Tell me about a home lab, side project or class project where you automated something. What did you build?',
          competency: 'Hands-on experience',
          key_points: [
            'Describes what was automated and why',
            'Names the tools used',
            'Explains what they learned from it',
          ],
          concepts: [
            {
              name: 'Home lab or project',
              synonyms: ['home lab', 'homelab', 'raspberry pi', 'side project', 'virtual machine', 'vps'],
            },
            {
              name: 'Automation tooling',
              synonyms: ['bash', 'python', 'ansible', 'terraform', 'github actions', 'cron'],
            },
            { name: 'Containers', synonyms: ['docker', 'container', 'docker compose', 'podman'] },
            { name: 'Lesson learned', synonyms: ['broke', 'next time'] },
          ],
          strong_answer:
            'Describes a specific setup, such as a Raspberry Pi running services in Docker Compose deployed by an Ansible playbook or a GitHub Actions workflow, what problem it solved and what broke along the way.',
          follow_up: 'What would you add to that setup if you had another weekend?',
        },
        {
          id: 'devops-engineer-warmup-entry-03',
          text: 'How do you learn a new infrastructure tool, like Terraform or Kubernetes? Walk me through your approach.',
          competency: 'Learning approach',
          key_points: [
            'Starts with core concepts and official docs',
            'Practises in a safe sandbox',
            'Breaks things deliberately to understand them',
            'Tears down resources to avoid cost',
          ],
          concepts: [
            {
              name: 'Core concepts first',
              synonyms: ['concepts', 'architecture', 'how it works', 'fundamentals', 'docs'],
            },
            {
              name: 'Sandbox practice',
              synonyms: ['sandbox', 'minikube', 'kind', 'free tier', 'local cluster', 'lab'],
            },
            {
              name: 'Learning by breaking',
              synonyms: [
                'break it',
                'broke',
                'troubleshoot',
                'failure',
                'break things on purpose',
                'broke it on purpose',
              ],
            },
            {
              name: 'Structured resources',
              synonyms: ['course', 'certification', 'tutorial', 'book', 'hands on labs'],
            },
          ],
          strong_answer:
            'Reads the core concepts first, then builds something small in a sandbox like a local kind cluster or free-tier account, breaks it on purpose to learn troubleshooting, and cleans up resources afterwards.',
          follow_up:
            'What is one thing about Kubernetes or Terraform that surprised you when you first used it?',
        },
        {
          id: 'devops-engineer-warmup-entry-04',
          text: 'Which Linux commands or tools do you reach for first when something on a server looks wrong?',
          competency: 'Linux fluency',
          key_points: [
            'Checks resource usage for CPU, memory and disk',
            'Reads logs',
            'Checks processes, services and ports',
            'Has a rough order of investigation',
          ],
          concepts: [
            {
              name: 'Resource usage',
              synonyms: ['top', 'htop', 'free', 'df', 'disk space', 'memory', 'load average'],
            },
            { name: 'Logs', synonyms: ['journalctl', 'var log', 'logs', 'tail', 'dmesg'] },
            {
              name: 'Processes and services',
              synonyms: ['ps', 'systemctl', 'service status', 'running processes', 'process list'],
            },
            { name: 'Network checks', synonyms: ['ss', 'netstat', 'curl', 'ping', 'port', 'lsof'] },
          ],
          strong_answer:
            'Lists a sensible order such as uptime and top for load, df for disk, systemctl status and journalctl for the service, and ss or curl to check the port, explaining what each tells them.',
          follow_up: 'How would you find which process is filling up the disk?',
        },
        {
          id: 'devops-engineer-warmup-entry-05',
          text: "Tell me about a pipeline you've set up, even a small one. What did it do on each commit?",
          competency: 'CI/CD exposure',
          key_points: [
            'Names the CI system',
            'Describes stages such as build, test and deploy',
            'Explains what triggers it and what happens on failure',
          ],
          concepts: [
            {
              name: 'CI system',
              synonyms: ['github actions', 'gitlab ci', 'jenkins', 'circleci', 'azure devops', 'pipeline'],
            },
            { name: 'Stages', synonyms: ['build', 'test', 'lint', 'deploy', 'stages', 'jobs'] },
            { name: 'Triggers', synonyms: ['push', 'pull request', 'merge', 'commit', 'trigger'] },
            { name: 'Artifacts', synonyms: ['docker image', 'artifact', 'registry', 'build output'] },
          ],
          strong_answer:
            'Describes a real pipeline, for instance GitHub Actions running lint and tests on each pull request and building and pushing a Docker image on merge, and what happens when a step fails.',
          follow_up: 'How long did that pipeline take, and how could you make it faster?',
        },
        {
          id: 'devops-engineer-warmup-entry-06',
          text: 'Which cloud provider have you worked with most, and which of its services have you used hands-on?',
          competency: 'Cloud familiarity',
          key_points: [
            'Names a provider and specific services',
            'Separates hands-on use from reading about it',
            'Mentions identity and access basics',
          ],
          concepts: [
            {
              name: 'Cloud provider',
              synonyms: ['aws', 'amazon web services', 'azure', 'gcp', 'google cloud'],
            },
            {
              name: 'Compute',
              synonyms: ['ec2', 'lambda', 'virtual machine', 'compute engine', 'ecs', 'app service'],
            },
            { name: 'Storage and databases', synonyms: ['s3', 'rds', 'blob storage', 'bucket', 'cloud sql'] },
            {
              name: 'Identity and access',
              synonyms: [
                'roles',
                'permissions',
                'policies',
                'least privilege',
                'iam roles',
                'iam policy',
                'identity and access management',
              ],
            },
          ],
          strong_answer:
            'Names a provider and the services actually used, such as EC2, S3 and IAM roles on AWS, describing what they built with them and being honest about what they only know from courses.',
          follow_up: 'How did you control who and what could access those resources?',
        },
        {
          id: 'devops-engineer-warmup-entry-07',
          text: 'What does the phrase it works on my machine mean to you, and how have you seen that problem solved?',
          competency: 'Environment consistency',
          key_points: [
            'Identifies environment drift as the cause',
            'Containers package dependencies consistently',
            'Configuration kept separate from code',
            'Same artifact promoted through environments',
          ],
          concepts: [
            {
              name: 'Environment drift',
              synonyms: ['different versions', 'dependencies', 'drift', 'environment differences'],
            },
            { name: 'Containers', synonyms: ['docker', 'container', 'image', 'dockerfile'] },
            {
              name: 'Configuration management',
              synonyms: ['environment variables', 'config', 'twelve factor', '12 factor'],
            },
            {
              name: 'Reproducible builds',
              synonyms: ['lock file', 'pinned versions', 'reproducible', 'same artifact', 'dev container'],
            },
          ],
          strong_answer:
            'Explains that differing dependency versions and configuration cause it, and that containers, pinned dependencies, config in environment variables and promoting the same built image through every environment solve it.',
          follow_up:
            'What differences can still remain between a container on a laptop and one in production?',
        },
        {
          id: 'devops-engineer-warmup-entry-08',
          text: 'Which part of DevOps work do you enjoy most so far, and which part do you find hardest?',
          competency: 'Self-awareness',
          key_points: [
            'Names a specific area they enjoy with an example',
            'Names a genuine difficulty',
            'Describes how they are working on it',
          ],
          concepts: [
            { name: 'Enjoyed area', synonyms: ['enjoy', 'favourite', 'favorite'] },
            {
              name: 'Hard area',
              synonyms: ['hardest', 'difficult', 'struggle', 'challenging', 'networking'],
            },
            { name: 'Improvement plan', synonyms: ['course', 'lab', 'reading', 'mentor', 'working on'] },
          ],
          strong_answer:
            'Names, for example, enjoying pipeline automation and finding networking hardest, with an example of each and a concrete plan such as labs on subnets and DNS.',
          follow_up: 'How would you expect that balance to change after a year on the job?',
        },
      ],
      Professional: [
        {
          id: 'devops-engineer-warmup-professional-01',
          text: 'Walk me through the infrastructure and delivery pipeline you work with today, from a commit to production.',
          competency: 'Current environment',
          key_points: [
            'Describes the path from commit to production clearly',
            'Names the tools at each step',
            'Notes where approvals, tests and checks happen',
            'Identifies a weak spot',
          ],
          concepts: [
            {
              name: 'Source control flow',
              synonyms: ['pull request', 'merge', 'main branch', 'trunk', 'git'],
            },
            { name: 'CI stages', synonyms: ['build', 'test', 'scan', 'ci', 'pipeline'] },
            {
              name: 'Deployment target',
              synonyms: ['kubernetes', 'ecs', 'vms', 'lambda', 'cluster', 'helm'],
            },
            {
              name: 'Promotion',
              synonyms: ['staging', 'promote', 'approval', 'environments', 'argo', 'gitops'],
            },
            { name: 'Weak spot', synonyms: ['bottleneck', 'slow', 'manual step', 'flaky', 'would improve'] },
          ],
          strong_answer:
            'Traces a commit through review, CI build and tests, image push, promotion from staging to production with named tools such as GitHub Actions and Argo CD, and names the weakest step honestly.',
          follow_up: 'If you could fix one part of that pipeline tomorrow, which would it be?',
        },
        {
          id: 'devops-engineer-warmup-professional-02',
          text: 'What does your on-call rotation look like right now, and how do you feel about it?',
          competency: 'Operational experience',
          key_points: [
            'Describes rotation size, frequency and escalation',
            'Gives rough page volume',
            'Has a reasoned view of what works and what does not',
          ],
          concepts: [
            {
              name: 'Rotation structure',
              synonyms: ['rotation', 'primary', 'secondary', 'weekly', 'follow the sun'],
            },
            { name: 'Paging tooling', synonyms: ['pagerduty', 'opsgenie', 'pages', 'alerts', 'escalation'] },
            { name: 'Alert volume', synonyms: ['pages per week', 'noisy', 'quiet', 'false alarms', 'night'] },
            { name: 'Runbooks', synonyms: ['runbook', 'playbook', 'documentation', 'handover'] },
          ],
          strong_answer:
            'Gives specifics like a six-person weekly rotation with PagerDuty escalation and a few pages a week, and a balanced view of what makes it sustainable or painful.',
          follow_up: 'What was the last page that woke you up, and was it worth waking up for?',
        },
        {
          id: 'devops-engineer-warmup-professional-03',
          text: 'Tell me about an automation you built that saved your team the most time.',
          competency: 'Impact through automation',
          key_points: [
            'Describes the manual process before',
            'Explains what was automated and how',
            'Quantifies the time or errors saved',
          ],
          concepts: [
            { name: 'Manual toil', synonyms: ['manual', 'toil', 'by hand', 'repetitive', 'ticket'] },
            {
              name: 'Automation built',
              synonyms: ['script', 'pipeline', 'bot', 'terraform', 'operator', 'self service'],
            },
            { name: 'Quantified impact', synonyms: ['hours', 'per week', 'minutes', 'percent', 'saved'] },
          ],
          strong_answer:
            'Describes a manual task such as environment provisioning, the self-service automation that replaced it, and concrete savings such as going from two days to fifteen minutes.',
          follow_up: 'How did you get people to actually use it?',
        },
        {
          id: 'devops-engineer-warmup-professional-04',
          text: 'How do you split your time between building platform improvements and handling requests from developers?',
          competency: 'Prioritisation',
          key_points: [
            'Gives an honest split',
            'Has a mechanism to protect project time',
            'Turns repeated requests into self-service',
          ],
          concepts: [
            {
              name: 'Interrupt handling',
              synonyms: ['interrupts', 'requests', 'tickets', 'support rotation', 'shield'],
            },
            { name: 'Protected project time', synonyms: ['focus time', 'project work', 'roadmap', 'sprint'] },
            {
              name: 'Self-service',
              synonyms: ['self service', 'automate the request', 'documentation', 'templates'],
            },
          ],
          strong_answer:
            'Describes a support rotation that absorbs interrupts so others keep focus, tracking repeat requests and turning the most frequent into self-service tooling or docs.',
          follow_up: 'What happens when an urgent request arrives in the middle of project work?',
        },
        {
          id: 'devops-engineer-warmup-professional-05',
          text: "What's a tool in your current stack you would replace if you could, and what would you replace it with?",
          competency: 'Tooling judgement',
          key_points: [
            'Names a specific tool and its real pain',
            'Proposes a replacement with reasons',
            'Acknowledges migration cost',
          ],
          concepts: [
            {
              name: 'Named tool',
              synonyms: ['jenkins', 'ansible', 'helm', 'cloudformation', 'nagios', 'terraform'],
            },
            { name: 'Pain point', synonyms: ['slow', 'brittle', 'hard to maintain', 'plugins', 'manual'] },
            { name: 'Replacement reasoning', synonyms: ['instead', 'better', 'would use', 'replace'] },
            { name: 'Migration cost', synonyms: ['migration', 'cost', 'effort', 'retraining', 'risk'] },
          ],
          strong_answer:
            'Names a tool such as a plugin-heavy Jenkins, its concrete pain like upgrade breakage, a replacement with reasons, and a realistic view of the migration cost.',
          follow_up: 'How would you convince your team the migration is worth it?',
        },
        {
          id: 'devops-engineer-warmup-professional-06',
          text: 'How do you keep your skills current as the cloud-native landscape keeps changing?',
          competency: 'Continuous learning',
          key_points: [
            'Names specific sources or communities',
            'Tries things in a lab before production',
            'Filters hype by real problems',
          ],
          concepts: [
            {
              name: 'Sources',
              synonyms: ['kubecon', 'cncf', 'newsletter', 'blog', 'release notes', 'podcast'],
            },
            { name: 'Hands-on trials', synonyms: ['lab', 'sandbox', 'proof of concept'] },
            { name: 'Hype filter', synonyms: ['hype', 'real problem', 'mature', 'adoption', 'graduated'] },
          ],
          strong_answer:
            'Names concrete sources like release notes and KubeCon talks, tries new tools in a sandbox, and adopts only mature ones that solve a problem the team has.',
          follow_up: 'What did you learn most recently that changed how you work?',
        },
        {
          id: 'devops-engineer-warmup-professional-07',
          text: 'How do you explain the value of your team to developers who see it as just a ticket queue?',
          competency: 'Positioning and collaboration',
          key_points: [
            'Frames the team as enabling developer speed',
            'Uses metrics developers care about',
            'Invites developers into the platform work',
          ],
          concepts: [
            {
              name: 'Enablement',
              synonyms: ['enable', 'enablement', 'unblock', 'developer experience', 'faster'],
            },
            { name: 'Metrics', synonyms: ['lead time', 'build time', 'deploy frequency', 'metrics', 'dora'] },
            { name: 'Collaboration', synonyms: ['embed', 'office hours', 'pair', 'involve'] },
          ],
          strong_answer:
            'Frames the team as improving developer speed and safety, shows numbers like shorter build times, and builds trust through office hours, embedding and acting on feedback.',
          follow_up: 'How do you collect feedback from developers about your platform?',
        },
        {
          id: 'devops-engineer-warmup-professional-08',
          text: 'What made you interested in this DevOps role compared with what you are doing now?',
          competency: 'Motivation and fit',
          key_points: [
            'Shows research into the company’s scale or stack',
            'Connects experience to the role',
            'Names what they want to grow into',
          ],
          concepts: [
            { name: 'Company research', synonyms: ['your stack', 'scale', 'read about', 'engineering blog'] },
            { name: 'Relevant experience', synonyms: ['similar', 'worked on', 'already'] },
            { name: 'Growth goal', synonyms: ['next step', 'ownership', 'bigger scale'] },
          ],
          strong_answer:
            'Mentions specifics of the company’s scale or stack, links them to comparable experience, and explains what they want to learn or own next.',
          follow_up: 'What would make you feel the move was a success after a year?',
        },
      ],
      Expert: [
        {
          id: 'devops-engineer-warmup-expert-01',
          text: 'How has your view of DevOps changed over your career, especially with the rise of platform engineering and site reliability engineering?',
          competency: 'Industry perspective',
          key_points: [
            'Distinguishes DevOps, SRE and platform engineering',
            'Reflects on lessons from earlier approaches',
            'States a current, reasoned view',
          ],
          concepts: [
            {
              name: 'Site reliability engineering',
              synonyms: ['sre', 'site reliability', 'error budget', 'slo'],
            },
            {
              name: 'Platform engineering',
              synonyms: [
                'platform engineering',
                'internal developer platform',
                'idp',
                'golden path',
                'paved road',
              ],
            },
            {
              name: 'DevOps culture',
              synonyms: ['culture', 'shared ownership', 'you build it you run it', 'silos'],
            },
            {
              name: 'Cognitive load',
              synonyms: ['cognitive load', 'too much for developers', 'abstraction', 'team topologies'],
            },
          ],
          strong_answer:
            'Explains that DevOps as a culture often overloaded developers, that SRE added reliability engineering via SLOs and error budgets, and that platform engineering reduces cognitive load through paved roads.',
          follow_up: 'Which of those models would you apply to a company of two hundred engineers, and why?',
        },
        {
          id: 'devops-engineer-warmup-expert-02',
          text: "Tell me about the largest platform or infrastructure estate you've been responsible for. What did you own personally?",
          competency: 'Scope of responsibility',
          key_points: [
            'Gives scale figures',
            'Separates personal ownership from the team’s',
            'Names key decisions they drove',
          ],
          concepts: [
            {
              name: 'Scale',
              synonyms: ['clusters', 'nodes', 'services', 'regions', 'accounts', 'requests per second'],
            },
            { name: 'Ownership', synonyms: ['i owned', 'i led', 'responsible for', 'my team'] },
            { name: 'Key decisions', synonyms: ['chose', 'designed', 'architecture', 'migrated'] },
            { name: 'Budget', synonyms: ['budget', 'spend', 'million', 'cloud bill', 'cost'] },
          ],
          strong_answer:
            'Gives concrete scale like forty clusters across three regions and several hundred services, the budget, and specific decisions they personally drove such as the multi-account structure.',
          follow_up: 'What broke first as that estate grew?',
        },
        {
          id: 'devops-engineer-warmup-expert-03',
          text: 'How do you measure whether a platform or DevOps team is actually making engineering faster and safer?',
          competency: 'Measuring impact',
          key_points: [
            'Uses the DORA metrics',
            'Adds developer experience signals',
            'Avoids vanity metrics and gaming',
          ],
          concepts: [
            {
              name: 'DORA metrics',
              synonyms: [
                'dora',
                'deployment frequency',
                'lead time',
                'change failure rate',
                'time to restore',
                'mttr',
              ],
            },
            {
              name: 'Developer experience',
              synonyms: ['developer survey', 'satisfaction', 'developer experience', 'space framework'],
            },
            { name: 'Adoption', synonyms: ['adoption', 'usage', 'percent of services', 'onboarded'] },
            { name: 'Avoiding gaming', synonyms: ['vanity', 'gamed', 'goodhart', 'context', 'trend'] },
          ],
          strong_answer:
            'Tracks the four DORA metrics as trends, pairs them with developer surveys and platform adoption, and guards against gaming by using them to find bottlenecks rather than rank teams.',
          follow_up: 'Which of those metrics is most often misread, in your experience?',
        },
        {
          id: 'devops-engineer-warmup-expert-04',
          text: 'How do you build and grow an infrastructure team, and what do you look for when hiring?',
          competency: 'Team building',
          key_points: [
            'Balances skills across the team',
            'Looks for troubleshooting and communication, not tool lists',
            'Invests in growth paths and knowledge sharing',
          ],
          concepts: [
            {
              name: 'Hiring signals',
              synonyms: [
                'troubleshooting',
                'curiosity',
                'fundamentals',
                'systems thinking',
                'communication skills',
                'clear communicator',
              ],
            },
            {
              name: 'Skill balance',
              synonyms: ['networking', 'security', 'software engineering', 'mix', 'balance'],
            },
            {
              name: 'Growth paths',
              synonyms: ['career ladder', 'growth', 'mentoring', 'promotion', 'staff'],
            },
            { name: 'Knowledge sharing', synonyms: ['bus factor', 'documentation', 'rotation', 'pairing'] },
          ],
          strong_answer:
            'Hires for fundamentals, troubleshooting and communication over tool lists, balances networking, security and software skills, and grows people through mentoring, rotations and clear career paths.',
          follow_up: 'How do you interview for troubleshooting ability?',
        },
        {
          id: 'devops-engineer-warmup-expert-05',
          text: "What's your philosophy on building versus buying infrastructure tooling? Give me an example where you chose each.",
          competency: 'Build versus buy judgement',
          key_points: [
            'Builds only where it differentiates',
            'Considers total cost of ownership',
            'Considers lock-in and exit cost',
          ],
          concepts: [
            {
              name: 'Differentiation',
              synonyms: ['differentiate', 'core', 'competitive advantage', 'unique need'],
            },
            {
              name: 'Total cost of ownership',
              synonyms: ['total cost', 'tco', 'maintenance', 'headcount', 'on call'],
            },
            { name: 'Vendor lock-in', synonyms: ['lock in', 'vendor', 'exit', 'portability', 'open source'] },
            { name: 'Managed services', synonyms: ['managed', 'saas', 'datadog', 'eks', 'rds', 'buy'] },
          ],
          strong_answer:
            'Buys commodity capabilities such as managed databases or observability SaaS, builds only where needs are unique, and weighs total cost of ownership and lock-in, with one example of each.',
          follow_up: 'When did you have to reverse a build or buy decision?',
        },
        {
          id: 'devops-engineer-warmup-expert-06',
          text: 'How do you weigh reliability, cloud cost and developer speed against each other when setting priorities for the year?',
          competency: 'Strategic trade-offs',
          key_points: [
            'Ties priorities to business goals',
            'Uses data for each dimension',
            'Makes trade-offs explicit with stakeholders',
          ],
          concepts: [
            { name: 'Business alignment', synonyms: ['business goals', 'company goals', 'okrs', 'revenue'] },
            { name: 'Reliability data', synonyms: ['slo', 'error budget', 'incidents', 'availability'] },
            { name: 'Cost data', synonyms: ['unit cost', 'cost per request', 'cloud spend', 'finops'] },
            { name: 'Speed data', synonyms: ['lead time', 'deploy frequency', 'developer survey'] },
          ],
          strong_answer:
            'Starts from business goals, measures each dimension with SLOs, unit costs and lead time, and agrees explicit trade-offs with leadership instead of optimising one silently.',
          follow_up: 'Which of the three usually loses, and is that right?',
        },
        {
          id: 'devops-engineer-warmup-expert-07',
          text: 'Which public outage or postmortem from another company has most shaped how you run systems, and why?',
          competency: 'Learning from industry incidents',
          key_points: [
            'Names a specific public incident',
            'Explains its technical cause accurately',
            'Draws a lesson they applied',
          ],
          concepts: [
            {
              name: 'Named incident',
              synonyms: [
                'aws outage',
                'cloudflare',
                'facebook outage',
                'gitlab',
                'crowdstrike',
                'postmortem',
              ],
            },
            {
              name: 'Technical cause',
              synonyms: ['bgp', 'dns', 'config change', 'regex', 'cascading failure', 'backup'],
            },
            { name: 'Applied lesson', synonyms: ['we now', 'applied', 'staged rollout', 'tested restores'] },
          ],
          strong_answer:
            'Names an incident such as the GitLab database deletion, explains its cause accurately, and describes a practice adopted because of it, like regularly testing restores.',
          follow_up: 'Could the same thing happen in your current environment today?',
        },
        {
          id: 'devops-engineer-warmup-expert-08',
          text: 'What kind of engineering culture makes on-call sustainable over years, in your experience?',
          competency: 'Operational culture',
          key_points: [
            'Actionable alerts only',
            'Reasonable rotation size and compensation',
            'Follow-through on postmortem actions',
            'Service owners share the load',
          ],
          concepts: [
            { name: 'Alert quality', synonyms: ['actionable', 'alert fatigue', 'noise', 'symptom based'] },
            {
              name: 'Rotation health',
              synonyms: ['rotation size', 'compensation', 'time off', 'burnout', 'handoff'],
            },
            {
              name: 'Learning culture',
              synonyms: ['blameless', 'postmortem', 'action items', 'follow through'],
            },
            {
              name: 'Shared ownership',
              synonyms: ['you build it you run it', 'service owners', 'developers on call'],
            },
          ],
          strong_answer:
            'Describes a culture where every alert is actionable, rotations are large enough and compensated, postmortems are blameless with tracked action items, and service owners share on-call.',
          follow_up: 'How would you measure whether on-call is getting healthier?',
        },
      ],
    },
    Technical: {
      'Entry-Level': [
        {
          id: 'devops-engineer-technical-entry-01',
          text: 'Explain the difference between continuous integration, continuous delivery and continuous deployment.',
          competency: 'CI/CD fundamentals',
          misconceptions: [
            {
              said: 'continuous integration means the pipeline pushes every commit to production automatically',
              truth:
                'That describes continuous deployment; CI means merging small changes into a shared branch often, with automated builds and tests on each merge.',
            },
            {
              said: 'continuous delivery means releasing to customers once a month on a fixed schedule',
              truth:
                'Continuous delivery keeps every change deployable so you can release any time, usually after a manual approval step.',
            },
            {
              said: 'continuous integration just means having a Jenkins server that builds the code every night',
              truth:
                'CI is the practice of merging small changes at least daily with automated tests on each merge, which a nightly build alone does not give.',
            },
          ],
          key_points: [
            'CI merges small changes often with automated build and tests',
            'Continuous delivery keeps every change releasable',
            'Continuous deployment releases automatically without a manual step',
          ],
          concepts: [
            {
              name: 'Continuous integration',
              synonyms: [
                'continuous integration',
                'ci',
                'merge often',
                'automated tests',
                'build on every commit',
              ],
            },
            {
              name: 'Continuous delivery',
              synonyms: ['continuous delivery', 'releasable', 'ready to deploy', 'manual approval'],
            },
            {
              name: 'Continuous deployment',
              synonyms: ['continuous deployment', 'automatically to production', 'no manual step'],
            },
            { name: 'Fast feedback', synonyms: ['catch bugs early', 'small changes', 'trunk'] },
          ],
          strong_answer:
            'Explains that CI means merging small changes often with automated builds and tests, continuous delivery keeps every change deployable with a manual release decision, and continuous deployment ships every passing change automatically.',
          follow_up: 'What would a team need in place before moving to continuous deployment?',
        },
        {
          id: 'devops-engineer-technical-entry-02',
          text: 'What is a container, and how is it different from a virtual machine?',
          competency: 'Container fundamentals',
          misconceptions: [
            {
              said: 'each container runs its own small Linux kernel, which is why containers are so lightweight',
              truth:
                'Containers share the host kernel; they are lightweight because there is no guest operating system to boot.',
            },
            {
              said: 'containers give the same strong security isolation as virtual machines, so untrusted multi-tenant code is safe',
              truth:
                'A shared kernel means a kernel exploit can escape a container; use VMs or sandboxes like gVisor or Firecracker for untrusted workloads.',
            },
            {
              said: 'a Docker container is basically a lightweight hypervisor that emulates the hardware for the application',
              truth:
                'Containers emulate no hardware; they are ordinary host processes isolated with namespaces and limited with cgroups.',
            },
          ],
          key_points: [
            'Containers share the host kernel',
            'Isolation via namespaces and cgroups',
            'VMs run a full guest OS on a hypervisor',
            'Containers are lighter and start faster; VMs isolate more strongly',
          ],
          concepts: [
            { name: 'Shared kernel', synonyms: ['shared kernel', 'host kernel', 'same kernel'] },
            {
              name: 'Kernel isolation features',
              synonyms: ['namespaces', 'cgroups', 'control groups', 'isolation'],
            },
            {
              name: 'Hypervisor and guest OS',
              synonyms: ['hypervisor', 'guest os', 'full operating system', 'virtual hardware'],
            },
            { name: 'Images', synonyms: ['image', 'layers', 'docker image', 'registry'] },
            {
              name: 'Trade-offs',
              synonyms: [
                'lightweight',
                'start faster',
                'stronger isolation',
                'security boundary',
                'overhead',
              ],
            },
          ],
          strong_answer:
            'Explains that containers are isolated processes sharing the host kernel through namespaces and cgroups, built from layered images, while VMs virtualise hardware with a full guest OS, giving stronger isolation but more overhead.',
          follow_up: 'When would you still choose a virtual machine over a container?',
        },
        {
          id: 'devops-engineer-technical-entry-03',
          text: 'Walk me through writing a Dockerfile for a simple web application. What would you pay attention to?',
          competency: 'Building container images',
          misconceptions: [
            {
              said: 'using the latest tag for the base image is best because you always get the newest security patches',
              truth:
                'The latest tag changes underneath you and breaks reproducible builds; pin a specific version or digest and update it deliberately.',
            },
            {
              said: 'putting the API keys in ENV lines in the Dockerfile is fine since our images are private',
              truth:
                'ENV values are stored in the image layers and history; inject secrets at runtime or use build secrets instead.',
            },
            {
              said: 'deleting the build tools in a later RUN line removes them from the image and shrinks it',
              truth:
                'Earlier layers still contain those files; use a multi-stage build or install and clean up in the same RUN step.',
            },
          ],
          key_points: [
            'Small, pinned base image',
            'Copy dependency manifests first to use layer caching',
            'Multi-stage build to keep the final image small',
            'Run as a non-root user and use a dockerignore file',
          ],
          concepts: [
            {
              name: 'Base image',
              synonyms: ['base image', 'alpine', 'slim', 'distroless', 'pinned version'],
            },
            {
              name: 'Layer caching',
              synonyms: [
                'layer caching',
                'cache',
                'copy package json first',
                'order of instructions',
                'layers',
              ],
            },
            {
              name: 'Multi-stage build',
              synonyms: ['multi stage', 'multistage', 'build stage', 'smaller image'],
            },
            {
              name: 'Non-root user',
              synonyms: ['non root', 'user instruction', 'not as root', 'least privilege'],
            },
            {
              name: 'Build context hygiene',
              synonyms: ['dockerignore', 'docker ignore', 'no secrets', 'exclude node modules'],
            },
          ],
          strong_answer:
            'Starts from a pinned slim base image, copies dependency files before source for caching, uses a multi-stage build, excludes files with a dockerignore, never bakes in secrets, and runs as a non-root user.',
          follow_up: 'Your image is two gigabytes. How would you shrink it?',
        },
        {
          id: 'devops-engineer-technical-entry-04',
          text: 'What is infrastructure as code, and why is it better than clicking through a cloud console?',
          competency: 'Infrastructure as code basics',
          misconceptions: [
            {
              said: 'infrastructure as code means writing bash scripts that call the cloud CLI to create resources',
              truth:
                'Imperative scripts are a weak form; IaC usually means declarative tools like Terraform that track state and plan changes before applying.',
            },
            {
              said: 'once the infrastructure is in code, quick console fixes are harmless because Terraform simply ignores them',
              truth:
                'Console changes cause drift; the next apply may revert them or fail, so make every change through code.',
            },
            {
              said: 'terraform apply is fully transactional, so a failed apply rolls everything back automatically',
              truth:
                'Terraform has no rollback; a failed apply leaves partial changes in place, so fix the code and apply again.',
            },
          ],
          key_points: [
            'Infrastructure defined in version-controlled files',
            'Repeatable and reviewable changes',
            'Declarative tools plan changes before applying',
            'Reduces drift between environments',
          ],
          concepts: [
            {
              name: 'Infrastructure as code tools',
              synonyms: ['terraform', 'opentofu', 'pulumi', 'cloudformation', 'cdk', 'ansible'],
            },
            {
              name: 'Version control',
              synonyms: ['git', 'version control', 'pull request', 'code review', 'history'],
            },
            { name: 'Declarative plan', synonyms: ['declarative', 'desired state', 'plan', 'apply', 'diff'] },
            {
              name: 'Repeatability',
              synonyms: ['repeatable', 'reproducible', 'same every time', 'recreate'],
            },
            { name: 'Drift', synonyms: ['drift', 'click ops', 'clickops', 'manual changes'] },
          ],
          strong_answer:
            'Explains that infrastructure defined in versioned code like Terraform can be reviewed, planned before apply, reproduced across environments and audited, avoiding undocumented manual changes and drift.',
          follow_up: 'What happens if someone changes a resource by hand after Terraform created it?',
        },
        {
          id: 'devops-engineer-technical-entry-05',
          text: "A web service on a Linux server isn't responding. What steps do you take to find out why?",
          competency: 'Troubleshooting',
          misconceptions: [
            {
              said: 'the first step is rebooting the server, since a restart clears whatever caused the problem',
              truth:
                'Rebooting destroys evidence; check the service status, logs, listening ports and resources first, then restart if needed.',
            },
            {
              said: 'a full disk only breaks file uploads, so the web service keeps responding normally',
              truth:
                'A full disk can stop logging, databases and temporary files and hang or crash services; check df for both space and inodes.',
            },
          ],
          key_points: [
            'Checks whether the process or service is running',
            'Reads service logs',
            'Checks the port is listening and reachable locally',
            'Checks resources like disk, memory and firewall rules',
          ],
          concepts: [
            {
              name: 'Service status',
              synonyms: [
                'systemctl status',
                'ps',
                'is it running',
                'restart',
                'running process',
                'process list',
              ],
            },
            { name: 'Logs', synonyms: ['journalctl', 'logs', 'var log', 'error log', 'tail'] },
            {
              name: 'Port and connectivity',
              synonyms: ['ss', 'netstat', 'listening', 'curl localhost', 'telnet', 'port'],
            },
            { name: 'Resources', synonyms: ['disk full', 'df', 'out of memory', 'oom', 'cpu', 'top'] },
            {
              name: 'Firewall and network',
              synonyms: ['firewall', 'iptables', 'security group', 'ufw', 'dns'],
            },
          ],
          strong_answer:
            'Works outward methodically: is the service running, what do its logs say, is the port listening and does curl to localhost work, are disk and memory exhausted, and then firewall, security groups and DNS.',
          follow_up: 'It responds locally with curl but not from outside. What next?',
        },
        {
          id: 'devops-engineer-technical-entry-06',
          text: "What's the difference between metrics, logs and traces, and when would you use each one?",
          competency: 'Observability basics',
          misconceptions: [
            {
              said: 'traces are basically logs with timestamps sorted in order across all the servers',
              truth:
                "A trace links spans through a shared trace ID to show one request's path and timing across services, which sorted logs cannot reliably do.",
            },
            {
              said: 'logs are the best source for alerting, since every error line should page someone',
              truth:
                'Alert on metrics and SLO symptoms, which are cheap and aggregated; use logs for detailed debugging once an alert fires.',
            },
            {
              said: "metrics should carry a user ID label so we can see each customer's latency",
              truth:
                'Per-user labels explode metric cardinality and cost; put user IDs in logs or trace attributes instead.',
            },
          ],
          key_points: [
            'Metrics are numeric time series for trends and alerts',
            'Logs are detailed event records for debugging',
            'Traces follow a request across services',
            'They are used together',
          ],
          concepts: [
            {
              name: 'Metrics',
              synonyms: ['metrics', 'prometheus', 'time series', 'counters', 'gauges', 'dashboards'],
            },
            { name: 'Logs', synonyms: ['logs', 'log lines', 'structured logging', 'elk', 'loki', 'events'] },
            {
              name: 'Traces',
              synonyms: ['traces', 'tracing', 'spans', 'jaeger', 'opentelemetry', 'distributed tracing'],
            },
            { name: 'Alerting', synonyms: ['alert', 'alerting', 'threshold', 'grafana'] },
          ],
          strong_answer:
            'Explains metrics as cheap aggregated numbers for dashboards and alerts, logs as detailed events for debugging one case, and traces as the path and timing of a request across services, used together to go from alert to cause.',
          follow_up: 'Why is logging everything at debug level in production a bad idea?',
        },
        {
          id: 'devops-engineer-technical-entry-07',
          text: "Explain what DNS does and how you'd troubleshoot a domain that doesn't resolve.",
          competency: 'Networking fundamentals',
          misconceptions: [
            {
              said: 'a CNAME record can sit at the root of the domain right next to the MX records',
              truth:
                'A CNAME cannot coexist with other records, so the zone apex needs A records or a provider ALIAS or ANAME record.',
            },
            {
              said: 'any DNS change takes effect instantly everywhere once I save the record at the provider',
              truth:
                'Resolvers keep cached answers until the old TTL expires, so lower the TTL ahead of a change and query authoritative servers to verify.',
            },
            {
              said: 'all DNS queries travel over TCP port 80 just like the web traffic for the site',
              truth:
                'DNS uses port 53, mostly over UDP with TCP for large responses and zone transfers; port 80 is plain HTTP.',
            },
          ],
          key_points: [
            'DNS maps names to records such as A and CNAME',
            'Resolvers cache answers for the TTL',
            'Uses dig or nslookup against specific servers',
            'Checks the record, the delegation and caching',
          ],
          concepts: [
            {
              name: 'Name resolution',
              synonyms: ['name to ip', 'resolve', 'resolver', 'nameserver', 'name server'],
            },
            { name: 'Record types', synonyms: ['a record', 'cname', 'aaaa', 'mx', 'ns record', 'txt'] },
            { name: 'TTL and caching', synonyms: ['ttl', 'time to live', 'cache', 'cached', 'propagation'] },
            { name: 'Diagnostic tools', synonyms: ['dig', 'nslookup', 'host command', 'resolv conf'] },
          ],
          strong_answer:
            'Explains that DNS resolves names to records like A or CNAME via resolvers that cache for the TTL, and troubleshoots with dig against the authoritative and local servers, checking the record, the NS delegation and stale caches.',
          follow_up: 'You changed a record an hour ago and some users still reach the old server. Why?',
        },
        {
          id: 'devops-engineer-technical-entry-08',
          text: 'How should an application get secrets like database passwords, and what should you never do with them?',
          competency: 'Secrets handling',
          misconceptions: [
            {
              said: 'base64 encoding the password in the Kubernetes secret YAML makes it safe to commit to git',
              truth:
                'Base64 is encoding, not encryption, and anyone can decode it; use sealed or external secrets and keep plaintext out of git.',
            },
            {
              said: 'deleting the secret in a later commit removes it from the repository for good',
              truth:
                'The secret stays in git history and every clone; rotate it immediately, then purge the history if needed.',
            },
            {
              said: 'environment variables are encrypted in memory, so printing them in debug logs is harmless',
              truth:
                'Environment variables are plain text to the process and its children; keep secrets out of logs, error dumps and crash reports.',
            },
          ],
          key_points: [
            'Never commit secrets to git or bake them into images',
            'Use a secrets manager or injected environment variables',
            'Least privilege and rotation',
            'Keep secrets out of logs',
          ],
          concepts: [
            {
              name: 'Secrets manager',
              synonyms: [
                'vault',
                'secrets manager',
                'key vault',
                'parameter store',
                'kubernetes secret',
                'sops',
              ],
            },
            {
              name: 'Runtime injection',
              synonyms: ['environment variable', 'injected', 'mounted', 'at runtime'],
            },
            {
              name: 'Never in source control',
              synonyms: ['not in git', 'never commit', 'git history', 'not in the image', 'hard coded'],
            },
            { name: 'Rotation', synonyms: ['rotate', 'rotation', 'expire', 'short lived'] },
            {
              name: 'Least privilege',
              synonyms: ['least privilege', 'only what it needs', 'scoped', 'permissions'],
            },
          ],
          strong_answer:
            'Stores secrets in a manager like Vault or AWS Secrets Manager, injects them at runtime with least-privilege access, rotates them, and never commits them, bakes them into images or prints them in logs.',
          follow_up: 'A developer accidentally pushed an API key to a public repository. What do you do?',
        },
      ],
      Professional: [
        {
          id: 'devops-engineer-technical-professional-01',
          text: 'How would you design a CI/CD pipeline so that merges to main can safely reach production several times a day?',
          competency: 'Pipeline design',
          misconceptions: [
            {
              said: 'rebuilding the image separately for each environment ensures every stage gets a fresh, clean artifact',
              truth:
                'Rebuilds can pull different dependencies; build once, tag by commit or digest and promote that same artifact through every environment.',
            },
            {
              said: 'running the full end-to-end suite on every commit is the best gate before merging',
              truth:
                'A slow full suite blocks frequent merges; gate merges on fast unit and integration tests and run longer suites later or in parallel.',
            },
            {
              said: 'a manual approval before every production deploy is the safest way to ship several times a day',
              truth:
                'Manual gates slow releases and turn into rubber stamps; automated health checks, canaries and automatic rollback are safer at high frequency.',
            },
          ],
          key_points: [
            'Build the artifact once and promote it through environments',
            'Fast tests and security scans gate the merge',
            'Automated deploy with health checks and automatic rollback',
            'Caching and parallelism keep it fast',
          ],
          concepts: [
            {
              name: 'Build once, promote',
              synonyms: ['build once', 'promote', 'same artifact', 'immutable artifact', 'image digest'],
            },
            {
              name: 'Quality gates',
              synonyms: ['tests', 'lint', 'security scan', 'sast', 'dependency scan', 'gate'],
            },
            {
              name: 'Progressive deployment',
              synonyms: ['canary', 'blue green', 'rolling', 'staging', 'smoke test'],
            },
            {
              name: 'Automated rollback',
              synonyms: ['rollback', 'roll back', 'health check', 'automatic revert'],
            },
            {
              name: 'Pipeline speed',
              synonyms: ['cache', 'caching', 'parallel', 'minutes', 'fast feedback'],
            },
          ],
          strong_answer:
            'Builds one immutable image per commit, gates merges on fast tests and scans, promotes the same digest through staging with smoke tests to a canary in production, with automated rollback on failed health checks and a pipeline kept under ten or fifteen minutes.',
          follow_up: 'How do you handle database migrations in that pipeline?',
        },
        {
          id: 'devops-engineer-technical-professional-02',
          text: 'Compare blue-green, canary and rolling deployments. When would you use each one?',
          competency: 'Release strategies',
          misconceptions: [
            {
              said: 'a canary release means deploying to a separate staging environment that testers try first',
              truth:
                'A canary runs in production and receives a small share of real traffic while you compare its metrics before widening it.',
            },
            {
              said: 'rolling deployments guarantee that only one version serves traffic at any moment',
              truth:
                'During a rolling update old and new instances serve side by side, so both versions must stay compatible with the API and schema.',
            },
            {
              said: 'blue-green makes database rollbacks instant because each colour keeps its own copy of the data',
              truth:
                'Both environments usually share one database, so schema changes must be backward compatible; switching traffic back will not undo data changes.',
            },
          ],
          key_points: [
            'Rolling replaces instances gradually, cheap but mixed versions',
            'Blue-green switches traffic between two full environments with instant rollback',
            'Canary sends a small share of traffic and watches metrics',
            'Choice depends on risk, cost and state compatibility',
          ],
          concepts: [
            {
              name: 'Rolling deployment',
              synonyms: ['rolling', 'rolling update', 'one at a time', 'max surge'],
            },
            {
              name: 'Blue-green deployment',
              synonyms: ['blue green', 'two environments', 'switch traffic', 'instant rollback'],
            },
            {
              name: 'Canary release',
              synonyms: ['canary', 'small percentage', 'one percent', 'gradual', 'progressive delivery'],
            },
            {
              name: 'Automated analysis',
              synonyms: ['metrics', 'error rate', 'argo rollouts', 'flagger', 'automated analysis'],
            },
            {
              name: 'Version compatibility',
              synonyms: ['backward compatible', 'schema', 'both versions', 'mixed versions'],
            },
          ],
          strong_answer:
            'Uses rolling updates as the cheap default, blue-green when instant full rollback justifies double capacity, and canaries with automated metric analysis for risky changes, noting all require old and new versions to coexist with the same data.',
          follow_up: 'How would you decide the canary is healthy enough to continue?',
        },
        {
          id: 'devops-engineer-technical-professional-03',
          text: 'How do you manage Terraform state and structure modules for several environments and teams?',
          competency: 'Infrastructure as code at team scale',
          misconceptions: [
            {
              said: 'committing terraform.tfstate to git is the best way to share state across the team',
              truth:
                'State in git has no locking and can contain secrets; use a remote backend such as S3 with locking or Terraform Cloud.',
            },
            {
              said: 'modules should always point at the main branch so every team gets the newest changes instantly',
              truth:
                'Unpinned modules change under you; pin module versions with tags and upgrade each environment deliberately.',
            },
            {
              said: 'running terraform refresh fixes drift by reverting the cloud resources to match the code',
              truth:
                'Refresh only updates the state to match reality; a reviewed plan and apply is what brings resources back in line with the code.',
            },
          ],
          key_points: [
            'Remote state with locking',
            'Separate state per environment and component to limit blast radius',
            'Versioned reusable modules',
            'Plans reviewed in CI and drift detected',
          ],
          concepts: [
            {
              name: 'Remote state and locking',
              synonyms: [
                'remote state',
                's3 backend',
                'state locking',
                'dynamodb',
                'terraform cloud',
                'lock',
              ],
            },
            {
              name: 'State separation',
              synonyms: ['separate state', 'per environment', 'blast radius', 'workspaces', 'stacks'],
            },
            {
              name: 'Versioned modules',
              synonyms: ['modules', 'module registry', 'versioned', 'pinned version'],
            },
            {
              name: 'Plan in CI',
              synonyms: ['plan in ci', 'atlantis', 'pull request', 'review the plan', 'apply from pipeline'],
            },
            { name: 'Drift detection', synonyms: ['drift', 'scheduled plan', 'detect changes', 'import'] },
          ],
          strong_answer:
            'Keeps remote state with locking, split per environment and component to limit blast radius, consumes pinned versions of shared modules, applies only through CI after the plan is reviewed, and runs scheduled plans to catch drift.',
          follow_up: 'How would you move a resource from one state file to another safely?',
        },
        {
          id: 'devops-engineer-technical-professional-04',
          text: 'A pod in Kubernetes keeps restarting with CrashLoopBackOff. How do you troubleshoot it?',
          competency: 'Kubernetes troubleshooting',
          misconceptions: [
            {
              said: 'the CrashLoopBackOff status means Kubernetes failed to pull the container image from the registry',
              truth:
                'Pull failures show as ImagePullBackOff; CrashLoopBackOff means the container starts and then exits repeatedly, with growing restart delays.',
            },
            {
              said: 'plain kubectl logs shows the crash because the current container keeps the old output',
              truth:
                "A restarted container starts with fresh logs; use kubectl logs with the previous flag to read the crashed container's output.",
            },
            {
              said: 'exit code 137 usually means the application code threw an unhandled exception',
              truth:
                'Exit code 137 means the process was killed with SIGKILL, often by the OOM killer; check describe for OOMKilled and memory limits.',
            },
          ],
          key_points: [
            'Describe the pod to read events and exit codes',
            'Read logs from the previous container',
            'Check for out-of-memory kills and resource limits',
            'Check probes, configuration and secrets',
          ],
          concepts: [
            { name: 'Pod events', synonyms: ['kubectl describe', 'describe pod', 'events', 'exit code'] },
            {
              name: 'Previous logs',
              synonyms: ['kubectl logs', 'logs previous', 'previous container', 'logs'],
            },
            {
              name: 'Out of memory',
              synonyms: ['oomkilled', 'oom killed', 'out of memory', 'memory limit', 'exit code 137'],
            },
            {
              name: 'Probes',
              synonyms: ['liveness probe', 'readiness probe', 'startup probe', 'probe', 'health check'],
            },
            {
              name: 'Configuration errors',
              synonyms: [
                'config map',
                'configmap',
                'secret',
                'environment variable',
                'missing config',
                'wrong image',
              ],
            },
          ],
          strong_answer:
            'Runs kubectl describe for events and the last exit code, reads logs with the previous flag, checks for OOMKilled and memory limits, an over-eager liveness probe, or a missing ConfigMap or secret, and reproduces the container locally if needed.',
          follow_up: 'The exit code is 137. What does that tell you?',
        },
        {
          id: 'devops-engineer-technical-professional-05',
          text: 'How would you define service level indicators and objectives for a customer-facing API, and how do you use an error budget?',
          competency: 'SLOs and error budgets',
          misconceptions: [
            {
              said: 'an SLO of one hundred percent availability is the right target for a customer API',
              truth:
                'A perfect target is unachievable and freezes change; pick a level users notice, like 99.9 percent, which leaves an error budget.',
            },
            {
              said: 'server CPU usage is a good SLI because it shows how customers experience the service',
              truth:
                'SLIs should measure the user experience, such as successful request ratio and latency; CPU is an internal cause metric.',
            },
            {
              said: 'the error budget is money set aside to pay customers when the SLA gets breached',
              truth:
                'An error budget is the allowed unreliability, one minus the SLO, used to balance release speed against reliability work.',
            },
          ],
          key_points: [
            'SLIs measure what users feel, such as availability and latency',
            'SLOs set a target over a window',
            'Error budget is the allowed unreliability',
            'Budget burn drives release and reliability priorities',
          ],
          concepts: [
            {
              name: 'Service level indicators',
              synonyms: ['sli', 'slis', 'success rate', 'latency', 'p99', 'availability'],
            },
            {
              name: 'Service level objectives',
              synonyms: ['slo', 'slos', 'target', 'ninety nine point nine', 'three nines', 'rolling window'],
            },
            { name: 'Error budget', synonyms: ['error budget', 'allowed failures', 'budget'] },
            { name: 'Burn rate', synonyms: ['burn rate', 'burning', 'consumed', 'exhausted'] },
            {
              name: 'Policy',
              synonyms: ['freeze', 'slow down releases', 'policy', 'prioritise reliability'],
            },
          ],
          strong_answer:
            'Picks user-centric SLIs like the share of requests succeeding under three hundred milliseconds, sets an SLO such as 99.9 percent over thirty days, and agrees a policy that slows releases for reliability work when the error budget burns too fast.',
          follow_up: 'How do you choose the SLO target in the first place?',
        },
        {
          id: 'devops-engineer-technical-professional-06',
          text: 'How do you design alerting so on-call engineers get paged for real problems and not noise?',
          competency: 'Alert design',
          misconceptions: [
            {
              said: 'we should page on every high CPU spike so problems get caught as early as possible',
              truth:
                'High CPU often harms no user; page on user-facing symptoms and send cause signals like CPU to dashboards or tickets.',
            },
            {
              said: "more alerts mean better coverage, so it's safest to alert on every metric we collect",
              truth:
                'Too many alerts cause fatigue and make people miss real incidents; each page should be actionable and tied to user impact.',
            },
            {
              said: 'a static error-rate threshold over one minute is the most reliable way to page people',
              truth:
                'Short static thresholds flap on brief blips; multi-window SLO burn-rate alerts catch real budget burn while ignoring short noise.',
            },
          ],
          key_points: [
            'Page on user-facing symptoms, not every cause',
            'Every page is actionable with a runbook',
            'Use SLO burn-rate alerts and severity routing',
            'Review and prune noisy alerts regularly',
          ],
          concepts: [
            {
              name: 'Symptom-based alerting',
              synonyms: ['symptoms', 'user facing', 'symptom based', 'not causes', 'golden signals'],
            },
            {
              name: 'Burn-rate alerts',
              synonyms: ['burn rate', 'slo alert', 'multi window', 'error budget'],
            },
            { name: 'Actionability', synonyms: ['actionable', 'runbook', 'playbook', 'clear next step'] },
            {
              name: 'Severity routing',
              synonyms: ['severity', 'page versus ticket', 'ticket', 'business hours', 'routing'],
            },
            {
              name: 'Alert hygiene',
              synonyms: ['alert fatigue', 'noise', 'prune', 'review alerts', 'dedupe', 'deduplicate'],
            },
          ],
          strong_answer:
            'Pages only for user-facing symptoms via multi-window SLO burn-rate alerts, sends cause-level signals to tickets or dashboards, attaches a runbook to every page, and reviews alert volume to delete or fix noisy ones.',
          follow_up: 'What would you do with an alert that fires every night but nobody acts on?',
        },
        {
          id: 'devops-engineer-technical-professional-07',
          text: 'Your cloud bill jumped thirty percent last month. How do you find out why and bring it down?',
          competency: 'Cloud cost management',
          misconceptions: [
            {
              said: 'the bill jumped because of compute, since compute is always the biggest cost driver',
              truth:
                'Jumps often come from data transfer, storage, logging or forgotten resources; break spend down by service and tag before guessing.',
            },
            {
              said: 'moving everything to spot instances is the fastest safe way to cut the bill',
              truth:
                'Spot capacity can be reclaimed at short notice; use it for fault-tolerant, stateless or batch work, not databases or critical services.',
            },
            {
              said: 'reserved instances lower the bill for any workload, even ones we shut down next month',
              truth:
                'Commitments charge you for the full term whether used or not; buy them only for steady, long-lived baseline usage.',
            },
          ],
          key_points: [
            'Breaks down spend by service, account and tags',
            'Finds the specific driver such as data transfer or idle resources',
            'Rightsizes and uses commitments or spot where suitable',
            'Adds budgets, alerts and ownership to prevent recurrence',
          ],
          concepts: [
            {
              name: 'Cost breakdown',
              synonyms: ['cost explorer', 'billing', 'breakdown', 'by service', 'cost and usage report'],
            },
            {
              name: 'Tagging and ownership',
              synonyms: ['tags', 'tagging', 'cost allocation', 'owner', 'showback', 'chargeback'],
            },
            {
              name: 'Common drivers',
              synonyms: ['data transfer', 'egress', 'nat gateway', 'idle', 'orphaned', 'logs volume'],
            },
            {
              name: 'Rightsizing',
              synonyms: ['rightsize', 'right size', 'autoscaling', 'scale down', 'smaller instances'],
            },
            {
              name: 'Pricing models',
              synonyms: ['reserved instances', 'savings plans', 'spot', 'committed use'],
            },
            { name: 'Guardrails', synonyms: ['budget alert', 'budgets', 'anomaly detection', 'finops'] },
          ],
          strong_answer:
            'Breaks the bill down by service and tags to find the driver, such as NAT gateway egress or forgotten resources, fixes it, rightsizes and uses savings plans or spot where fitting, then adds anomaly alerts and team ownership of costs.',
          follow_up: 'How would you make teams care about the cost of what they run?',
        },
        {
          id: 'devops-engineer-technical-professional-08',
          text: 'How would you lay out networking in a cloud VPC for a three-tier web application so that it is secure?',
          competency: 'Cloud networking',
          misconceptions: [
            {
              said: 'putting the database in a public subnet is fine as long as it has a strong password',
              truth:
                "Keep databases in private subnets reachable only from the app tier's security group; a password alone leaves it exposed to attack.",
            },
            {
              said: 'a NAT gateway lets internet users reach the private app servers directly',
              truth:
                'A NAT gateway only allows outbound connections from private subnets; inbound traffic should arrive through the load balancer.',
            },
            {
              said: 'opening SSH port 22 to 0.0.0.0/0 is fine for admins as long as keys are used',
              truth:
                'Open SSH invites scanning and exploits; use Session Manager, a VPN or a bastion restricted to known IPs instead.',
            },
          ],
          key_points: [
            'Public subnets only for load balancers',
            'App and database tiers in private subnets',
            'Security groups allow only the needed ports between tiers',
            'Controlled outbound access and admin access without open SSH',
          ],
          concepts: [
            {
              name: 'Subnet tiers',
              synonyms: ['public subnet', 'private subnet', 'subnets', 'availability zones', 'cidr'],
            },
            {
              name: 'Load balancer',
              synonyms: ['load balancer', 'alb', 'elb', 'ingress', 'tls termination'],
            },
            {
              name: 'Security groups',
              synonyms: ['security group', 'firewall rules', 'network acl', 'least privilege', 'only port'],
            },
            {
              name: 'Outbound access',
              synonyms: ['nat gateway', 'nat', 'egress', 'vpc endpoint', 'private link'],
            },
            { name: 'Admin access', synonyms: ['bastion', 'session manager', 'ssm', 'vpn', 'no ssh open'] },
          ],
          strong_answer:
            'Places only the load balancer in public subnets across availability zones, app and database in private subnets, security groups allowing just the load balancer to app and app to database ports, NAT or VPC endpoints for egress, and SSM or VPN instead of open SSH.',
          follow_up: 'How would you let this VPC talk privately to a partner’s VPC?',
        },
      ],
      Expert: [
        {
          id: 'devops-engineer-technical-expert-01',
          text: 'How would you design an internal developer platform so product teams can ship new services without filing tickets?',
          competency: 'Platform engineering',
          misconceptions: [
            {
              said: 'an internal developer platform is basically a ticketing portal where teams request infrastructure from ops',
              truth:
                'A platform offers self-service APIs and templates so teams provision things themselves; tickets are exactly what it aims to remove.',
            },
            {
              said: 'mandating the platform for every team is the best way to drive adoption',
              truth:
                'Forced adoption hides poor usability; make golden paths the easiest option and measure voluntary adoption and developer satisfaction.',
            },
            {
              said: 'guardrails work best as a manual review by the platform team for every new service',
              truth:
                'Manual reviews recreate the ticket queue; encode guardrails as automated policy-as-code checks in pipelines and admission control.',
            },
          ],
          key_points: [
            'Treats the platform as a product with users',
            'Golden paths via templates for service, pipeline and infrastructure',
            'Self-service with guardrails as policy as code',
            'Measures adoption and developer experience',
          ],
          concepts: [
            {
              name: 'Platform as a product',
              synonyms: ['platform as a product', 'product mindset', 'internal customers', 'user research'],
            },
            {
              name: 'Golden paths',
              synonyms: ['golden path', 'paved road', 'templates', 'scaffolding', 'backstage'],
            },
            { name: 'Self-service', synonyms: ['self service', 'portal', 'api', 'crossplane', 'no tickets'] },
            {
              name: 'Policy as code',
              synonyms: ['policy as code', 'opa', 'open policy agent', 'kyverno', 'guardrails'],
            },
            {
              name: 'Adoption metrics',
              synonyms: ['adoption', 'time to first deploy', 'onboarding time', 'survey', 'satisfaction'],
            },
          ],
          strong_answer:
            'Runs the platform as a product, offers golden-path templates that create a repo, pipeline, infrastructure and dashboards in minutes, enforces guardrails with policy as code rather than reviews, and tracks adoption and time to first deploy.',
          follow_up: 'How do you handle a team whose needs do not fit the golden path?',
        },
        {
          id: 'devops-engineer-technical-expert-02',
          text: 'Leadership wants the platform to keep serving customers if a whole cloud region goes down. How would you design the infrastructure, and how would you prove it works?',
          competency: 'Multi-region resilience',
          misconceptions: [
            {
              said: 'spreading servers across three availability zones already protects us if the whole region fails',
              truth:
                'Availability zones sit inside one region; surviving a regional outage needs a second region with replicated data and failover routing.',
            },
            {
              said: 'synchronous replication across continents gives zero data loss at practically zero extra write latency',
              truth:
                'Synchronous cross-region writes add a long round trip to every commit; many designs use asynchronous replication and accept a small agreed RPO.',
            },
            {
              said: 'same-region backups plus a written runbook are enough to prove the failover plan works',
              truth:
                'Only regular failover drills prove it; keep backups in another region and measure real recovery time and data loss against RTO and RPO.',
            },
          ],
          key_points: [
            'Sets RTO and RPO from business needs',
            'Chooses active-active or active-passive deliberately',
            'Handles data replication and consistency',
            'Global traffic routing with health-based failover',
            'Proves it with regular failover exercises',
          ],
          concepts: [
            {
              name: 'Recovery objectives',
              synonyms: ['rto', 'rpo', 'recovery time', 'recovery point', 'data loss'],
            },
            {
              name: 'Topology',
              synonyms: ['active active', 'active passive', 'warm standby', 'pilot light', 'multi region'],
            },
            {
              name: 'Data replication',
              synonyms: ['replication', 'cross region', 'global database', 'asynchronous', 'consistency'],
            },
            {
              name: 'Traffic failover',
              synonyms: ['dns failover', 'route 53', 'global load balancer', 'health checks', 'anycast'],
            },
            { name: 'Failover testing', synonyms: ['game day', 'failover drill', 'chaos', 'dr test'] },
            {
              name: 'Static stability',
              synonyms: [
                'static stability',
                'pre provisioned',
                'capacity in other region',
                'no control plane dependency',
              ],
            },
          ],
          strong_answer:
            'Derives RTO and RPO with the business, chooses active-passive or active-active accordingly, replicates data asynchronously with known loss bounds, routes globally with health-checked failover, keeps capacity pre-provisioned, and rehearses regional failover in game days.',
          follow_up: 'What hidden dependencies usually break a regional failover that looked good on paper?',
        },
        {
          id: 'devops-engineer-technical-expert-03',
          text: 'How would you run Kubernetes for dozens of teams: one large shared cluster, many small clusters, or something in between?',
          competency: 'Cluster strategy and multi-tenancy',
          misconceptions: [
            {
              said: 'namespaces give hard security isolation, so untrusted teams can safely share one cluster',
              truth:
                'Namespaces are a soft boundary on shared nodes and kernels; for hard isolation use separate clusters or sandboxed node pools.',
            },
            {
              said: 'pods in different namespaces are blocked from talking to each other by default',
              truth:
                'Kubernetes allows all pod-to-pod traffic by default; add NetworkPolicies with a default-deny rule to restrict it.',
            },
            {
              said: 'giving every team its own cluster costs basically zero extra effort with managed Kubernetes',
              truth:
                'Managed control planes still leave upgrades, add-ons, policies and monitoring per cluster; many clusters need fleet tooling such as GitOps.',
            },
          ],
          key_points: [
            'Weighs blast radius against operational overhead',
            'Namespace isolation with RBAC, quotas and network policies',
            'Fleet management with GitOps and consistent upgrades',
            'Separate clusters for hard isolation needs',
          ],
          concepts: [
            {
              name: 'Blast radius',
              synonyms: ['blast radius', 'failure domain', 'isolation', 'noisy neighbour', 'noisy neighbor'],
            },
            {
              name: 'Namespace tenancy',
              synonyms: ['namespace', 'namespaces', 'rbac', 'resource quota', 'limit range'],
            },
            {
              name: 'Network policies',
              synonyms: ['network policy', 'network policies', 'cilium', 'calico', 'service mesh'],
            },
            {
              name: 'Fleet management',
              synonyms: ['gitops', 'argo cd', 'argocd', 'flux', 'cluster api', 'fleet'],
            },
            {
              name: 'Upgrade cadence',
              synonyms: ['upgrades', 'version skew', 'cluster upgrade', 'blue green clusters'],
            },
          ],
          strong_answer:
            'Prefers a small number of shared clusters per environment and region with namespace tenancy, RBAC, quotas and network policies, separate clusters for hard compliance or isolation needs, and GitOps fleet management so upgrades are routine.',
          follow_up: 'How do you upgrade a shared cluster that thirty teams depend on?',
        },
        {
          id: 'devops-engineer-technical-expert-04',
          text: 'How do you secure the software supply chain from a source commit to a running container in production?',
          competency: 'Supply chain security',
          misconceptions: [
            {
              said: 'pulling images from Docker Hub by tag is safe because a tag always points at the same image',
              truth:
                'Tags are mutable and can be repointed to different content; pin images by digest and verify their signatures.',
            },
            {
              said: 'scanning images once at build time is enough, since new vulnerabilities only appear in new code',
              truth:
                'New CVEs are found in old dependencies every day; rescan stored and running images continuously and use the SBOM to see what is affected.',
            },
            {
              said: 'signing the image proves it is free of vulnerabilities and safe to run',
              truth:
                'A signature proves who built the image and that it was not altered, not that it is secure; combine it with scanning and provenance.',
            },
          ],
          key_points: [
            'Dependency and image scanning with an SBOM',
            'Signed artifacts and build provenance',
            'Hardened, isolated build systems',
            'Admission control that enforces signatures and policies',
          ],
          concepts: [
            {
              name: 'Dependency scanning',
              synonyms: [
                'dependency scanning',
                'sca',
                'dependabot',
                'renovate',
                'vulnerability scan',
                'trivy',
              ],
            },
            { name: 'SBOM', synonyms: ['sbom', 'software bill of materials', 'syft'] },
            {
              name: 'Signing and provenance',
              synonyms: ['sign', 'signing', 'cosign', 'sigstore', 'provenance', 'slsa', 'attestation'],
            },
            {
              name: 'Build integrity',
              synonyms: ['hermetic', 'ephemeral runners', 'isolated build', 'pinned digests', 'pin actions'],
            },
            {
              name: 'Admission control',
              synonyms: ['admission controller', 'kyverno', 'gatekeeper', 'policy', 'only signed images'],
            },
          ],
          strong_answer:
            'Pins and scans dependencies, builds on ephemeral isolated runners, generates an SBOM and SLSA provenance, signs images with cosign, and enforces signatures, digests and policy through an admission controller at deploy time.',
          follow_up:
            'A critical vulnerability is published in a widely used library. How do you find every affected service within an hour?',
        },
        {
          id: 'devops-engineer-technical-expert-05',
          text: 'Design an observability approach for hundreds of microservices while keeping its cost under control.',
          competency: 'Observability at scale',
          misconceptions: [
            {
              said: 'keeping every trace at full retention forever is the only way to debug incidents properly',
              truth:
                'Storing all traces is very expensive; tail-based sampling keeps errors and slow requests, and tiered retention holds older data cheaply.',
            },
            {
              said: 'head-based sampling keeps all the error traces because it decides after the request finishes',
              truth:
                'Head-based sampling decides at the start and can drop errors; tail-based sampling decides after completion, so it can keep interesting traces.',
            },
            {
              said: 'turning on debug-level logs for every service in production is cheap because storage costs little',
              truth:
                'Log ingestion and indexing cost far more than raw storage; log at info, sample noisy logs and raise levels per service only when needed.',
            },
          ],
          key_points: [
            'Standard instrumentation with OpenTelemetry',
            'Sampling for traces, especially tail-based',
            'Controls on metric cardinality and log volume',
            'Tiered retention and correlated signals',
            'SLO-driven dashboards per service',
          ],
          concepts: [
            {
              name: 'Standard instrumentation',
              synonyms: ['opentelemetry', 'open telemetry', 'otel', 'collector', 'auto instrumentation'],
            },
            { name: 'Sampling', synonyms: ['sampling', 'tail based', 'head based', 'sample rate'] },
            {
              name: 'Cardinality control',
              synonyms: ['cardinality', 'labels', 'high cardinality', 'user id as label'],
            },
            {
              name: 'Retention tiers',
              synonyms: ['retention', 'hot and cold', 'object storage', 'downsampling', 'log levels'],
            },
            {
              name: 'Correlation',
              synonyms: ['trace id', 'correlation', 'exemplars', 'linked', 'context propagation'],
            },
            { name: 'Cost ownership', synonyms: ['cost per team', 'quota', 'budget', 'showback', 'cost'] },
          ],
          strong_answer:
            'Standardises on OpenTelemetry through collectors, uses tail-based sampling that keeps errors and slow traces, limits metric label cardinality, tiers log retention, links signals by trace id, and shows each team its observability cost.',
          follow_up: 'A team ships a metric with user id as a label. What happens and how do you stop it?',
        },
        {
          id: 'devops-engineer-technical-expert-06',
          text: 'How would you design secrets management and workload identity across several clouds and many Kubernetes clusters?',
          competency: 'Identity and secrets architecture',
          misconceptions: [
            {
              said: 'long-lived cloud access keys stored as Kubernetes secrets are fine if we rotate them yearly',
              truth:
                'Static keys leak and outlive their purpose; use workload identity so pods get short-lived credentials automatically.',
            },
            {
              said: 'our CI pipelines need a stored cloud admin key because OIDC only works for human logins',
              truth:
                'CI systems like GitHub Actions can exchange their OIDC token for short-lived cloud credentials, so no stored key is needed.',
            },
            {
              said: 'one shared service account across all clusters simplifies auditing because everything uses a single identity',
              truth:
                'A shared identity hides who did what and widens the blast radius; give each workload its own identity with narrowly scoped permissions.',
            },
          ],
          key_points: [
            'Workload identity instead of long-lived keys',
            'Short-lived, dynamic credentials',
            'OIDC federation for CI systems',
            'Central policy, auditing and rotation',
          ],
          concepts: [
            {
              name: 'Workload identity',
              synonyms: [
                'workload identity',
                'irsa',
                'service account',
                'spiffe',
                'spire',
                'managed identity',
              ],
            },
            {
              name: 'Dynamic credentials',
              synonyms: ['dynamic secrets', 'short lived', 'temporary credentials', 'vault', 'lease'],
            },
            {
              name: 'OIDC federation',
              synonyms: ['oidc', 'federation', 'github oidc', 'no static keys', 'assume role'],
            },
            {
              name: 'Secret delivery',
              synonyms: ['external secrets', 'secrets store csi', 'sealed secrets', 'injector'],
            },
            { name: 'Audit and rotation', synonyms: ['audit', 'audit log', 'rotation', 'rotate', 'revoke'] },
          ],
          strong_answer:
            'Eliminates long-lived keys with workload identity federation per cloud, issues short-lived dynamic credentials from a central Vault, uses OIDC for CI, syncs remaining secrets via External Secrets, and audits and rotates centrally.',
          follow_up: 'How do you migrate hundreds of services off static credentials without breaking them?',
        },
        {
          id: 'devops-engineer-technical-expert-07',
          text: 'How would you prepare the infrastructure for a tenfold traffic spike during a major product launch?',
          competency: 'Capacity planning',
          misconceptions: [
            {
              said: 'autoscaling reacts instantly to a tenfold spike, so pre-scaling is a waste of money',
              truth:
                'Adding nodes and warming up instances takes minutes and can hit quotas; pre-scale and keep headroom for a known launch.',
            },
            {
              said: 'adding more app servers automatically lets the database handle ten times the load too',
              truth:
                'More app servers open more connections and can overwhelm the database; use pooling, caching and read replicas, and test its limits.',
            },
            {
              said: 'a load test with a few hundred virtual users from my laptop proves we can handle launch traffic',
              truth:
                'Load tests must reproduce realistic peak volume and user journeys from distributed generators, or they miss the real bottleneck.',
            },
          ],
          key_points: [
            'Load tests to find the real bottleneck',
            'Autoscaling with pre-warming and headroom',
            'Protects databases with pooling, caching and read replicas',
            'Rate limiting and graceful degradation',
            'Checks cloud quotas and has a launch-day runbook',
          ],
          concepts: [
            {
              name: 'Load testing',
              synonyms: ['load test', 'k6', 'locust', 'jmeter', 'stress test', 'bottleneck'],
            },
            {
              name: 'Autoscaling',
              synonyms: ['autoscaling', 'hpa', 'cluster autoscaler', 'karpenter', 'pre scale', 'pre warm'],
            },
            {
              name: 'Database protection',
              synonyms: ['connection pooling', 'pgbouncer', 'read replicas', 'cache', 'redis'],
            },
            { name: 'Edge offload', synonyms: ['cdn', 'edge', 'static assets', 'cache at the edge'] },
            {
              name: 'Graceful degradation',
              synonyms: ['rate limiting', 'load shedding', 'feature flags', 'degrade', 'queue'],
            },
            {
              name: 'Quotas and readiness',
              synonyms: ['service quotas', 'limits', 'runbook', 'war room', 'on call'],
            },
          ],
          strong_answer:
            'Load tests at and beyond tenfold to find bottlenecks, pre-scales with autoscaling headroom, protects the database with pooling, caching and replicas, offloads to the CDN, raises cloud quotas, and prepares load shedding, kill switches and a launch runbook.',
          follow_up: 'Your load test shows the database saturates at four times current traffic. What now?',
        },
        {
          id: 'devops-engineer-technical-expert-08',
          text: 'A critical production database needs a major version upgrade with minimal downtime. How would you plan and run it?',
          competency: 'Stateful operations',
          misconceptions: [
            {
              said: 'a backup taken before the upgrade gives a quick rollback with zero data loss afterwards',
              truth:
                'Restoring that backup discards every write made after cutover; plan reverse replication or another tested rollback path that keeps new data.',
            },
            {
              said: 'the query planner behaves identically after a major upgrade, so performance testing can be skipped',
              truth:
                'Planner changes and missing statistics can slow queries after an upgrade; run ANALYZE and benchmark real workloads on the new version first.',
            },
          ],
          key_points: [
            'Tests compatibility and performance on a production-like copy',
            'Replicates to the new version and cuts over briefly',
            'Rehearses the cutover and measures the downtime',
            'Has a tested rollback path',
          ],
          concepts: [
            {
              name: 'Compatibility testing',
              synonyms: [
                'staging',
                'restored snapshot',
                'production copy',
                'query regression',
                'compatibility',
              ],
            },
            {
              name: 'Replication-based upgrade',
              synonyms: ['logical replication', 'replica', 'blue green', 'dms', 'in place upgrade'],
            },
            {
              name: 'Cutover',
              synonyms: [
                'cutover',
                'switchover',
                'read only',
                'connection string',
                'dns switch',
                'maintenance window',
              ],
            },
            { name: 'Rehearsal', synonyms: ['rehearse', 'dry run', 'timed'] },
            {
              name: 'Rollback plan',
              synonyms: ['rollback', 'reverse replication', 'fall back', 'backup', 'snapshot'],
            },
          ],
          strong_answer:
            'Restores a snapshot to test queries and extensions on the new version, sets up logical replication to a new-version instance, rehearses a timed cutover through a brief read-only window, and keeps reverse replication or a snapshot as the rollback path.',
          follow_up: 'Which metrics would you watch in the first hour after cutover?',
        },
      ],
    },
    Behavioral: {
      'Entry-Level': [
        {
          id: 'devops-engineer-behavioral-entry-01',
          text: 'Tell me about a time you ran a command or changed a configuration that caused a problem. What did you do next?',
          competency: 'Owning mistakes',
          key_points: [
            'Situation: the change and what broke',
            'Action: told someone quickly instead of hiding it',
            'Action: restored service or helped fix it',
            'Result: what safeguard or habit came from it',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['ran a command', 'config change', 'deleted', 'broke', 'outage'] },
            { name: 'Transparency', synonyms: ['reported', 'owned up', 'admitted', 'my mistake'] },
            { name: 'Recovery', synonyms: ['restored', 'rolled back', 'backup', 'reverted', 'fixed'] },
            {
              name: 'Safeguard',
              synonyms: ['dry run', 'double check', 'peer review', 'automation', 'safeguard', 'now i'],
            },
          ],
          strong_answer:
            'Describes a real mistake such as restarting the wrong service, raising it immediately, helping restore it, and a lasting safeguard such as dry runs or peer-reviewed changes.',
          follow_up: 'How would you make that mistake impossible for the next person?',
        },
        {
          id: 'devops-engineer-behavioral-entry-02',
          text: 'Tell me about a time you automated a repetitive task that other people had been doing by hand.',
          competency: 'Initiative and automation',
          key_points: [
            'Situation: the manual task and its cost',
            'Action: built the automation and tested it',
            'Action: shared it and documented it',
            'Result: time or errors saved',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['manual', 'by hand', 'repetitive', 'every week', 'tedious'] },
            { name: 'Automation', synonyms: ['script', 'automated', 'pipeline', 'cron', 'bot'] },
            { name: 'Adoption', synonyms: ['documented', 'readme', 'showed the team', 'handed over'] },
            {
              name: 'Concrete outcome',
              synonyms: ['saved', 'hours', 'fewer mistakes', 'minutes', 'percent', 'reduced'],
            },
          ],
          strong_answer:
            'Describes spotting a manual task like creating user accounts, scripting it with tests, documenting it for the team, and a quantified result such as two hours a week saved.',
          follow_up: 'What would you do differently if you built it again?',
        },
        {
          id: 'devops-engineer-behavioral-entry-03',
          text: "Describe a time a developer asked you for help and you didn't know the answer. What did you do?",
          competency: 'Honesty and resourcefulness',
          key_points: [
            'Situation: the request',
            'Action: admitted not knowing and set expectations',
            'Action: found the answer through docs, experiments or colleagues',
            'Result: followed up and learned',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['developer asked', 'request', 'question', 'help'] },
            {
              name: 'Honesty',
              synonyms: ["didn't know", 'did not know', 'honest', 'let me find out', 'admitted'],
            },
            {
              name: 'Resourcefulness',
              synonyms: ['docs', 'documentation', 'tested', 'asked a senior', 'researched'],
            },
            { name: 'Follow-through', synonyms: ['followed up', 'got back', 'wrote it down'] },
          ],
          strong_answer:
            'Describes saying honestly they did not know, giving a time to get back, researching or asking a senior, following up with the answer and documenting it for next time.',
          follow_up: 'How do you decide when to escalate instead of researching yourself?',
        },
        {
          id: 'devops-engineer-behavioral-entry-04',
          text: 'Tell me about a time you followed a documented procedure or runbook and it turned out to be wrong or incomplete.',
          competency: 'Operational judgement',
          key_points: [
            'Situation: the procedure and where it failed',
            'Action: stopped and checked rather than improvising blindly',
            'Action: escalated or asked for help',
            'Result: updated the documentation',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['runbook', 'procedure', 'documentation', 'wiki', 'steps'] },
            {
              name: 'Pausing safely',
              synonyms: ['stopped', 'paused', 'did not guess', 'verified', 'double checked'],
            },
            { name: 'Escalation', synonyms: ['escalated', 'senior', 'team lead'] },
            { name: 'Updating docs', synonyms: ['updated the runbook', 'fixed the docs', 'pull request'] },
          ],
          strong_answer:
            'Describes noticing a step no longer matched reality, pausing rather than guessing, checking with a senior engineer, completing the task safely and updating the runbook.',
          follow_up: 'How would you keep runbooks from going stale?',
        },
        {
          id: 'devops-engineer-behavioral-entry-05',
          text: 'Describe a time you documented something, like a setup guide or runbook, that other people then relied on.',
          competency: 'Documentation',
          key_points: [
            'Situation: the knowledge gap',
            'Action: wrote for the reader with clear steps',
            'Action: tested the doc with someone else',
            'Result: how it was used',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: ['no documentation', 'tribal knowledge', 'kept asking', 'onboarding'],
            },
            {
              name: 'Clear writing',
              synonyms: ['step by step', 'examples', 'commands', 'screenshots', 'readme'],
            },
            { name: 'Validation', synonyms: ['tested it', 'someone followed it', 'new hire tried'] },
            {
              name: 'Concrete outcome',
              synonyms: [
                'fewer questions',
                'onboarding faster',
                'percent',
                'reduced',
                'shipped',
                'people used it',
                'relied on it',
              ],
            },
          ],
          strong_answer:
            'Describes noticing repeated questions, writing a step-by-step guide with commands and expected output, having a new teammate follow it, and the result such as fewer support questions.',
          follow_up: 'How do you keep that document accurate as the system changes?',
        },
        {
          id: 'devops-engineer-behavioral-entry-06',
          text: 'Describe a day when several urgent requests landed on you at once. Which did you handle first, and why?',
          competency: 'Prioritisation under pressure',
          key_points: [
            'Situation: the competing requests',
            'Action: judged impact and urgency',
            'Action: communicated timelines to requesters',
            'Result: outcome and what they learned',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['several requests', 'urgent', 'at the same time', 'tickets'] },
            {
              name: 'Impact assessment',
              synonyms: ['impact', 'users affected', 'production first', 'blocking', 'severity'],
            },
            { name: 'Clear status updates', synonyms: ['told them', 'set expectations'] },
            { name: 'Getting help', synonyms: ['asked my lead', 'escalated', 'delegated', 'help'] },
            {
              name: 'Concrete outcome',
              synonyms: ['percent', 'reduced', 'shipped', 'on time', 'went from', 'dropped'],
            },
          ],
          strong_answer:
            'Describes ranking requests by production impact and blocked people, telling each requester when to expect help, checking with their lead on a conflict, and the result.',
          follow_up: 'What would you do if two managers both insisted their request was top priority?',
        },
        {
          id: 'devops-engineer-behavioral-entry-07',
          text: 'Describe a time you noticed a risk, like a security gap or a missing backup, that nobody had asked you to look at.',
          competency: 'Proactiveness',
          key_points: [
            'Situation: what they noticed and how',
            'Action: verified the risk before raising it',
            'Action: raised it with evidence and a proposed fix',
            'Result: what changed',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: [
                'noticed',
                'found',
                'open port',
                'public bucket',
                'no backups',
                'expired certificate',
              ],
            },
            {
              name: 'Verification',
              synonyms: ['confirmed', 'verified', 'tested', 'double checked', 'reproduced'],
            },
            { name: 'Raising it', synonyms: ['raised', 'told my lead', 'ticket', 'reported', 'proposed'] },
            {
              name: 'Concrete outcome',
              synonyms: ['fixed', 'monitoring', 'alert', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes spotting something like a certificate about to expire or an unbacked-up database, confirming it, raising it with a proposed fix, and the change that followed.',
          follow_up: 'What would you have done if nobody acted on your report?',
        },
        {
          id: 'devops-engineer-behavioral-entry-08',
          text: 'Tell me about a time you worked with others to troubleshoot a problem under pressure.',
          competency: 'Teamwork under pressure',
          key_points: [
            'Situation: the problem and the pressure',
            'Action: took a clear role in the group',
            'Action: shared findings clearly and calmly',
            'Result: how it was resolved',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['outage', 'down', 'deadline', 'pressure', 'urgent'] },
            { name: 'Clear role', synonyms: ['my part', 'i checked', 'i took', 'assigned', 'role'] },
            { name: 'Clear status updates', synonyms: ['channel', 'called out', 'notes'] },
            {
              name: 'Concrete outcome',
              synonyms: ['fixed', 'back up', 'percent', 'reduced', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes taking a specific part of the investigation, such as checking logs, posting findings clearly in a shared channel, staying calm, and the resolution and lessons.',
          follow_up: 'What did the group do well, and what would you change?',
        },
      ],
      Professional: [
        {
          id: 'devops-engineer-behavioral-professional-01',
          text: 'Tell me about an incident where you were the incident commander or first responder. Walk me through how you handled it.',
          competency: 'Incident response',
          key_points: [
            'Situation: the incident and its user impact',
            'Action: declared the incident and assigned roles',
            'Action: prioritised mitigation over root cause',
            'Action: kept stakeholders updated on a cadence',
            'Result: time to restore and follow-up actions',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: ['incident', 'outage', 'paged', 'degraded', 'customers affected'],
            },
            {
              name: 'Incident roles',
              synonyms: ['incident commander', 'roles', 'communications lead', 'declared', 'war room'],
            },
            {
              name: 'Mitigation first',
              synonyms: ['mitigate', 'rollback', 'failover', 'stop the bleeding', 'restore service'],
            },
            {
              name: 'Status updates',
              synonyms: ['status page', 'updates', 'every thirty minutes', 'stakeholders'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['restored', 'minutes', 'postmortem', 'action items', 'percent', 'reduced'],
            },
          ],
          strong_answer:
            'Describes declaring the incident, assigning roles, rolling back or failing over before deep diagnosis, posting regular status updates, and giving the time to restore and the postmortem actions.',
          follow_up: 'What would you do if a senior leader joined the call and started directing engineers?',
        },
        {
          id: 'devops-engineer-behavioral-professional-02',
          text: 'Describe a blameless postmortem you ran. What came out of it, and what actually changed?',
          competency: 'Learning from incidents',
          key_points: [
            'Situation: the incident reviewed',
            'Action: kept the discussion on systems, not blame',
            'Action: found contributing factors beyond the trigger',
            'Result: action items with owners that were completed',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['incident', 'outage', 'postmortem', 'review'] },
            {
              name: 'Blameless approach',
              synonyms: ['blameless', 'no blame', 'system not people', 'psychological safety'],
            },
            {
              name: 'Contributing factors',
              synonyms: ['contributing factors', 'timeline', 'five whys', 'root cause', 'why'],
            },
            {
              name: 'Action items',
              synonyms: ['action items', 'owners', 'tracked', 'completed', 'follow up'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['did not recur', 'shared widely', 'percent', 'reduced', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes building a timeline, steering away from blaming an individual toward contributing factors like missing guardrails, agreeing owned action items, and tracking them to completion so the issue did not recur.',
          follow_up: 'How do you stop postmortem action items from being deprioritised?',
        },
        {
          id: 'devops-engineer-behavioral-professional-03',
          text: 'Tell me about a time developers resisted a change you introduced, like a new pipeline, tool or security control.',
          competency: 'Driving adoption',
          key_points: [
            'Situation: the change and the resistance',
            'Action: listened to the concerns',
            'Action: reduced friction and showed value',
            'Result: adoption and what was adjusted',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: ['resisted', 'pushback', 'new pipeline', 'new tool', 'security control'],
            },
            { name: 'Listening', synonyms: ['listened', 'concerns', 'asked why', 'interviewed'] },
            {
              name: 'Reducing friction',
              synonyms: ['easier', 'automated', 'migration script', 'docs', 'defaults'],
            },
            { name: 'Champions', synonyms: ['champion', 'pilot team', 'early adopters', 'demo'] },
            {
              name: 'Concrete outcome',
              synonyms: ['adopted', 'percent', 'changed the design', 'reduced', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes resistance to something like mandatory image scanning, listening to complaints about slow builds, fixing the friction, winning a pilot team, and the eventual adoption rate.',
          follow_up: 'When is it right to mandate a change rather than persuade?',
        },
        {
          id: 'devops-engineer-behavioral-professional-04',
          text: 'Tell me about a time you used an error budget or reliability data to influence a release decision.',
          competency: 'Data-driven reliability decisions',
          key_points: [
            'Situation: the release and the reliability state',
            'Action: presented the data clearly',
            'Action: proposed a path rather than a flat no',
            'Result: decision and its effect',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['release', 'launch', 'product team', 'deadline'] },
            {
              name: 'Reliability data',
              synonyms: ['error budget', 'slo', 'burn rate', 'incidents', 'availability'],
            },
            {
              name: 'Proposed path',
              synonyms: ['proposed', 'canary', 'delay', 'feature flag', 'reliability sprint'],
            },
            { name: 'Agreement', synonyms: ['product manager', 'policy'] },
            {
              name: 'Concrete outcome',
              synonyms: ['stabilised', 'stabilized', 'released', 'budget recovered', 'percent', 'reduced'],
            },
          ],
          strong_answer:
            'Describes an exhausted error budget before a launch, showing the burn data to product, proposing a canary or a short reliability fix first, and the agreed decision and its result.',
          follow_up: 'What if product had decided to ship anyway?',
        },
        {
          id: 'devops-engineer-behavioral-professional-05',
          text: 'Tell me about a time you reduced toil for your team. How did you decide what to automate first?',
          competency: 'Toil reduction',
          key_points: [
            'Situation: the toil and how it was measured',
            'Action: prioritised by frequency, time and risk',
            'Action: automated and handed over',
            'Result: quantified time returned',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['toil', 'manual work', 'interrupts', 'tickets'] },
            { name: 'Measurement', synonyms: ['measured', 'tracked', 'hours', 'ticket data', 'categorised'] },
            {
              name: 'Prioritisation',
              synonyms: ['frequency', 'most time', 'error prone', 'prioritised', 'prioritized'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['saved', 'percent', 'hours per week', 'freed up', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes measuring toil from tickets, picking the most frequent or error-prone tasks, automating them, and a quantified result such as toil falling from forty to fifteen percent of time.',
          follow_up: 'What toil did you decide not to automate, and why?',
        },
        {
          id: 'devops-engineer-behavioral-professional-06',
          text: 'Describe a time you migrated a live system, such as moving to containers or a new cloud account, without disrupting users.',
          competency: 'Zero-downtime migration',
          key_points: [
            'Situation: the migration and its constraints',
            'Action: planned in stages with rollback points',
            'Action: validated with shadow traffic or gradual cutover',
            'Result: completed with measured impact',
          ],
          concepts: [
            {
              name: 'Situation',
              synonyms: ['migration', 'migrated', 'containers', 'new account', 'data center'],
            },
            {
              name: 'Staged plan',
              synonyms: ['phases', 'staged', 'service by service', 'plan', 'checklist'],
            },
            {
              name: 'Gradual cutover',
              synonyms: ['weighted dns', 'shadow traffic', 'gradual', 'percentage', 'canary'],
            },
            { name: 'Rollback readiness', synonyms: ['rollback', 'fallback', 'kept the old', 'revert'] },
            {
              name: 'Concrete outcome',
              synonyms: ['no downtime', 'zero downtime', 'completed', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes moving services in stages, shifting traffic gradually with weighted DNS while keeping the old path ready for rollback, validating metrics at each step, and finishing without user-visible downtime.',
          follow_up: 'What was the riskiest step, and how did you de-risk it?',
        },
        {
          id: 'devops-engineer-behavioral-professional-07',
          text: 'Tell me about a time you cut infrastructure costs significantly. How did you get buy-in from the teams involved?',
          competency: 'Cost ownership',
          key_points: [
            'Situation: the spend problem',
            'Action: found the drivers with data',
            'Action: worked with owning teams rather than acting unilaterally',
            'Result: savings figure and lasting controls',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['cloud bill', 'costs', 'spend', 'budget'] },
            { name: 'Cost analysis', synonyms: ['cost explorer', 'tags', 'breakdown', 'analysis', 'unused'] },
            { name: 'Team buy-in', synonyms: ['owners', 'showback', 'dashboard', 'buy in'] },
            {
              name: 'Savings actions',
              synonyms: ['rightsized', 'savings plan', 'spot', 'deleted', 'scheduled shutdown'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['saved', 'percent', 'per month', 'dollars', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes finding cost drivers through tagging, showing each team its spend, agreeing fixes like rightsizing and shutting down idle environments, and a concrete saving such as twenty five percent per month.',
          follow_up: 'How did you make sure costs did not creep back up?',
        },
        {
          id: 'devops-engineer-behavioral-professional-08',
          text: 'Describe a time you made an on-call rotation healthier for the people on it.',
          competency: 'Improving on-call',
          key_points: [
            'Situation: the on-call pain with evidence',
            'Action: cut noise and fixed recurring causes',
            'Action: improved runbooks, handoffs or rotation size',
            'Result: measured drop in pages or burnout',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['on call', 'pages', 'burnout', 'night pages', 'noisy'] },
            { name: 'Supporting evidence', synonyms: ['pages per week', 'survey', 'alert history'] },
            {
              name: 'Noise reduction',
              synonyms: ['deleted alerts', 'tuned', 'thresholds', 'deduplicated', 'slo alerts'],
            },
            {
              name: 'Process changes',
              synonyms: ['runbooks', 'handoff', 'rotation', 'follow the sun', 'compensation'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['fewer pages', 'percent', 'happier', 'reduced', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes analysing page history, deleting or tuning noisy alerts, fixing recurring causes, adding runbooks and a proper handoff, and a measured drop such as from thirty pages a week to five.',
          follow_up: 'How did you get time prioritised for that work?',
        },
      ],
      Expert: [
        {
          id: 'devops-engineer-behavioral-expert-01',
          text: 'Describe how you drove adoption of a shared platform across many teams who were free to ignore it.',
          competency: 'Influence without authority',
          key_points: [
            'Situation: the platform and the teams’ freedom',
            'Action: treated teams as customers and solved their top pain',
            'Action: made the paved road easier than the alternative',
            'Result: adoption figures and business effect',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['platform', 'optional', 'not mandated', 'adoption'] },
            { name: 'Customer focus', synonyms: ['user research', 'interviews', 'pain points', 'roadmap'] },
            {
              name: 'Easiest path',
              synonyms: ['paved road', 'golden path', 'easier', 'migration help', 'templates'],
            },
            { name: 'Early adopters', synonyms: ['pilot', 'early adopters', 'champions', 'case study'] },
            {
              name: 'Concrete outcome',
              synonyms: ['percent of services', 'adopted', 'lead time', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes interviewing teams to find their biggest pain, solving it first for a pilot team, making the golden path clearly easier, publicising the wins, and reaching high adoption with measured delivery gains.',
          follow_up: 'What did you do about the last few teams that refused to move?',
        },
        {
          id: 'devops-engineer-behavioral-expert-02',
          text: "Tell me about a major outage where you led the organisation's response, including communication with executives and customers.",
          competency: 'Crisis leadership',
          key_points: [
            'Situation: scale of the outage and business impact',
            'Action: structured the response with clear roles',
            'Action: communicated honestly with executives and customers',
            'Result: recovery and organisational changes',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['major outage', 'hours', 'revenue', 'sev one', 'sev 1'] },
            {
              name: 'Response structure',
              synonyms: ['incident commander', 'roles', 'workstreams', 'delegated'],
            },
            {
              name: 'Executive communication',
              synonyms: ['executives', 'ceo', 'leadership', 'briefed', 'business impact'],
            },
            {
              name: 'Customer communication',
              synonyms: ['status page', 'support', 'transparent', 'public postmortem'],
            },
            { name: 'Organisational change', synonyms: ['investment', 'programme', 'program'] },
          ],
          strong_answer:
            'Describes running parallel workstreams under clear incident roles, briefing executives on impact and estimates at set intervals, honest customer updates and a public postmortem, and the lasting investments that followed.',
          follow_up: 'How did you protect the engineers from pressure while keeping executives informed?',
        },
        {
          id: 'devops-engineer-behavioral-expert-03',
          text: 'Tell me about a time you set reliability targets with product leadership and how those targets changed the way teams worked.',
          competency: 'Reliability strategy',
          key_points: [
            'Situation: reliability expectations were implicit or contested',
            'Action: agreed SLOs tied to customer needs',
            'Action: agreed an error budget policy with product',
            'Result: changed prioritisation and measurable reliability',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['no targets', 'arguments', 'expectations', 'reliability'] },
            { name: 'SLO agreement', synonyms: ['slo', 'slos', 'targets', 'customer journeys'] },
            {
              name: 'Error budget policy',
              synonyms: ['error budget', 'policy', 'freeze', 'reliability work'],
            },
            {
              name: 'Product partnership',
              synonyms: ['product leadership', 'product managers', 'vp product', 'jointly'],
            },
            {
              name: 'Concrete outcome',
              synonyms: [
                'fewer incidents',
                'prioritised',
                'availability improved',
                'percent',
                'reduced',
                'shipped',
              ],
            },
          ],
          strong_answer:
            'Describes replacing vague uptime demands with SLOs on key customer journeys agreed with product leaders, an error budget policy that reprioritised work when burned, and the resulting change in incidents and planning.',
          follow_up: 'How did you handle a team that kept missing its SLO?',
        },
        {
          id: 'devops-engineer-behavioral-expert-04',
          text: 'Describe a time you restructured responsibilities between development and operations, for example moving to a you build it, you run it model.',
          competency: 'Organisational design',
          key_points: [
            'Situation: problems with the old split',
            'Action: designed the new model with support and tooling',
            'Action: managed concerns from both sides',
            'Result: measured effect on delivery and reliability',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['throw it over the wall', 'handoffs', 'ops team', 'silos'] },
            {
              name: 'Ownership model',
              synonyms: ['you build it you run it', 'service ownership', 'developers on call', 'sre model'],
            },
            { name: 'Enablement', synonyms: ['training', 'runbooks', 'sre support', 'platform'] },
            {
              name: 'Change management',
              synonyms: ['concerns', 'gradual', 'pilot', 'buy in', 'rollout plan'],
            },
            {
              name: 'Concrete outcome',
              synonyms: ['faster recovery', 'lead time', 'fewer incidents', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes moving on-call to service teams gradually with SRE coaching, runbooks and good alerts, addressing developers’ fears and ops staff’s role concerns, and measuring faster recovery and delivery.',
          follow_up: 'What happened to the people whose role changed most?',
        },
        {
          id: 'devops-engineer-behavioral-expert-05',
          text: 'Tell me about a high-stakes call you made during an incident with incomplete information, like failing over a region or rolling back a big release.',
          competency: 'Decision-making under uncertainty',
          key_points: [
            'Situation: the stakes and what was unknown',
            'Action: weighed the cost of acting against waiting',
            'Action: made the call, stated it and set a checkpoint',
            'Result: outcome and what they would change',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['incident', 'unclear', 'incomplete information', 'unknown'] },
            {
              name: 'Risk weighing',
              synonyms: ['cost of waiting', 'risk', 'trade off', 'reversible', 'worst case'],
            },
            { name: 'Decisiveness', synonyms: ['made the call', 'failover', 'rolled back', 'committed'] },
            { name: 'Checkpoint', synonyms: ['checkpoint', 'reassess', 'time box', 'abort criteria'] },
            {
              name: 'Concrete outcome',
              synonyms: ['percent', 'reduced', 'shipped', 'on time', 'went from', 'dropped'],
            },
          ],
          strong_answer:
            'Describes choosing a reversible action like rollback or failover because waiting cost more, announcing the decision with abort criteria and a checkpoint, and an honest review of whether it was right.',
          follow_up: 'How do you prepare teams so those calls are easier next time?',
        },
        {
          id: 'devops-engineer-behavioral-expert-06',
          text: "Describe a time you had to say no to a senior stakeholder's infrastructure request. How did you handle it?",
          competency: 'Principled pushback',
          key_points: [
            'Situation: the request and why it was problematic',
            'Action: understood the underlying need',
            'Action: offered an alternative that met it',
            'Result: the relationship and the outcome',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['request', 'senior', 'vp', 'executive', 'asked for'] },
            {
              name: 'Underlying need',
              synonyms: ['real need', 'asked why', 'what they really needed', 'root need'],
            },
            { name: 'Risk explanation', synonyms: ['risk', 'security', 'cost', 'compliance', 'reliability'] },
            { name: 'Alternative offered', synonyms: ['alternative', 'instead', 'proposed'] },
            {
              name: 'Concrete outcome',
              synonyms: ['relationship', 'trust', 'percent', 'reduced', 'shipped', 'on time'],
            },
          ],
          strong_answer:
            'Describes a request like direct production database access for a sales demo, uncovering the real need, explaining the risk plainly, offering a safe alternative such as a sanitised copy, and keeping the relationship intact.',
          follow_up: 'What would you have done if they had gone over your head?',
        },
        {
          id: 'devops-engineer-behavioral-expert-07',
          text: 'Tell me about a time you built security or compliance requirements, like an audit, into the delivery process without slowing teams down.',
          competency: 'Compliance as code',
          key_points: [
            'Situation: the compliance requirement and the deadline',
            'Action: mapped controls to automated evidence',
            'Action: partnered with security and auditors',
            'Result: audit outcome and delivery speed maintained',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['soc 2', 'soc two', 'iso 27001', 'pci', 'hipaa', 'audit'] },
            {
              name: 'Automated controls',
              synonyms: ['policy as code', 'automated evidence', 'pipeline checks', 'guardrails'],
            },
            { name: 'Partnership', synonyms: ['security team', 'auditors', 'compliance team', 'legal'] },
            { name: 'Developer experience', synonyms: ['no extra steps', 'not slow', 'default', 'built in'] },
            {
              name: 'Concrete outcome',
              synonyms: ['passed', 'audit', 'deploy frequency', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes mapping SOC 2 controls to pipeline checks, policy as code and automatically collected evidence, working with auditors to accept it, and passing while keeping deploy frequency unchanged.',
          follow_up: 'Which control was hardest to automate, and how did you handle it?',
        },
        {
          id: 'devops-engineer-behavioral-expert-08',
          text: 'Describe a time you developed an engineer on your team into a senior or lead role.',
          competency: 'Growing leaders',
          key_points: [
            'Situation: the engineer and their potential',
            'Action: gave progressively larger ownership',
            'Action: coached and sponsored them visibly',
            'Result: their promotion or new scope',
          ],
          concepts: [
            { name: 'Situation', synonyms: ['engineer', 'potential', 'mid level', 'wanted to grow'] },
            {
              name: 'Growing ownership',
              synonyms: ['ownership', 'led a project', 'stretch', 'incident commander'],
            },
            { name: 'Coaching', synonyms: ['coached', 'one on ones', 'mentored'] },
            { name: 'Sponsorship', synonyms: ['sponsored', 'advocated', 'visibility', 'promotion case'] },
            {
              name: 'Concrete outcome',
              synonyms: ['promoted', 'leads', 'now runs', 'percent', 'reduced', 'shipped'],
            },
          ],
          strong_answer:
            'Describes giving an engineer progressively larger ownership such as leading a migration and acting as incident commander, coaching them in one-on-ones, sponsoring them in promotion discussions, and their promotion.',
          follow_up: 'What did you have to let go of to give them that room?',
        },
      ],
    },
  },
};
