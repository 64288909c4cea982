/**
 * /trends and its four articles (/trends/{slug}, DECISIONS.md: Read More links there).
 * Article cards show category, read time, date and excerpt (SPEC.md "Article card"); read times 5 to 8 min,
 * the featured analysis 10 min with its 40% cost-reduction insight (SPEC.md section 9).
 */
import type { HeroContent, PageMeta } from './types.ts';

export interface ArticleSection {
  heading?: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Article {
  slug: string;
  /** Breadcrumb label. */
  shortTitle: string;
  title: string;
  category: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  readTime: string;
  excerpt: string;
  meta: PageMeta;
  body: ArticleSection[];
}

export const TRENDS_META: PageMeta = {
  title: 'Enterprise AI Trends and Analysis',
  description: 'Analysis of enterprise AI for regulated industries: small language models, on-premises deployment, document agents and predictable AI costs.',
  keywords: ['enterprise ai trends', 'ai analysis', 'small language models', 'document agents', 'ai costs'],
};

export const TRENDS_HERO: HeroContent = {
  eyebrow: 'Trends',
  title: 'What is changing in enterprise AI',
  description:
    'Clear-eyed analysis for leaders in regulated industries: which shifts matter, what they mean for your documents and data, and how to act on them.',
};

export const ARTICLES_SECTION = {
  eyebrow: 'Latest articles',
  title: 'Analysis for decision makers',
};

export const ARTICLES: Article[] = [
  {
    slug: 'small-language-models-regulated-industries',
    shortTitle: 'Small models in regulated industries',
    title: 'Why Small Language Models Are Winning in Regulated Industries',
    category: 'Industry Analysis',
    date: '2026-11-10',
    readTime: '6 min read',
    excerpt:
      'Banks, hospitals and law firms are choosing compact, domain-trained models over general-purpose giants, for accuracy on their own vocabulary, control over data and costs they can forecast.',
    meta: {
      title: 'Why Small Language Models Win in Regulated Industries',
      description: 'Why banks, hospitals and law firms choose domain-trained small language models: term accuracy, on-premises control and predictable cost.',
      keywords: ['small language models', 'regulated industries', 'domain-specific ai', 'ai accuracy', 'on-premises ai'],
    },
    body: [
      {
        paragraphs: [
          'For two years the default enterprise AI strategy was simple: send everything to the largest general-purpose model available and hope the prompt engineering holds. In 2026 that default is breaking down in the industries with the most documents and the least tolerance for error. Compliance officers, security chiefs and operations leaders in finance, healthcare and law are asking a different question: not “which model is most capable at everything?” but “which model is most reliable at our work, on our infrastructure?”',
          'The answer, increasingly, is a small language model trained for one domain.',
        ],
      },
      {
        heading: 'What makes a model “small”',
        paragraphs: [
          'Size is relative. A small language model has a fraction of the parameters of the frontier systems that dominate headlines, which means it can run on a modest cluster of servers rather than a hyperscale data centre. What it gives up in breadth it recovers in focus: it is trained and tuned on the vocabulary, document structures and reasoning patterns of a single industry.',
          'That focus matters because regulated work is dense with terms of art. “Material adverse change” in a credit agreement, “prior authorisation” in a health plan, “estoppel” in a lease: each carries a precise meaning that a general model may blur. A model trained on thousands of such documents learns the distinctions that matter. Vertiq’s industry models reach 98% term accuracy on the vocabulary of their domain.',
        ],
      },
      {
        heading: 'Accuracy where it counts',
        paragraphs: [
          'General-purpose models are impressive generalists, and that is part of the problem. Asked to summarise a loan agreement, they produce fluent text that reads well and can still miss the covenant that matters. Fluency is not correctness, and in a regulated setting a confident error is expensive.',
          'Specialised models narrow the space of plausible answers. Combined with retrieval, which grounds every answer in a passage of the source document, they give reviewers something they can check: the clause, the page, the exact wording. Review becomes verification rather than re-reading.',
        ],
      },
      {
        heading: 'What the shift looks like in practice',
        paragraphs: [
          'In banking, the first workloads to move are usually credit and compliance reviews: covenant extraction from loan agreements, know-your-customer file checks and mapping policies against regulatory updates. They are high in volume, governed by written rules and costly to get wrong, which makes them ideal for a model that knows the vocabulary.',
          'In healthcare, the pattern starts with administrative documents rather than clinical decisions: referral letters, prior-authorisation requests and coding reviews. Protected health information never has to leave the hospital’s network, which shortens the privacy review considerably.',
          'In law firms and in-house legal teams, contract review leads. A model trained on agreements recognises clause types across drafting styles and can compare a counterparty’s paper with the organisation’s own playbook, clause by clause.',
        ],
      },
      {
        heading: 'Control over data',
        paragraphs: [
          'The second driver is data governance. Sending client files, patient records or deal documents to an external API raises questions that legal and security teams must answer every time: where is the data processed, who can access it, how long is it kept, and under which jurisdiction? Some of those answers sit in a supplier’s contract; some cannot be known at all.',
          'A model small enough to run on-premises removes the question. With local processing and no external API calls, documents never leave the environment the organisation already secures and audits. AES-256 encryption, access controls and logging apply exactly as they do to every other system. For teams working under HIPAA, PCI DSS or ISO 27001, that is often the difference between a project that passes review and one that never starts.',
        ],
      },
      {
        heading: 'Speed and cost follow from size',
        paragraphs: [
          'Smaller models need less compute. Vertiq’s models run with up to 80% lower computational requirements than general-purpose alternatives, and that translates directly into speed and cost. Responses arrive in under a second, averaging under 500ms, so an agent can work through a document queue while a reviewer handles the exceptions.',
          'Cost behaves differently too. When the model runs on infrastructure you control, there is no meter running per token. Teams stop rationing usage, and the cost per document falls as volume grows: Vertiq averages 65% lower processing cost per document.',
        ],
      },
      {
        heading: 'Training on your own documents',
        paragraphs: [
          'Industry training gets a model most of the way. The rest comes from an organisation’s own templates, precedents and internal terminology. Because a small model is cheaper to adapt, custom document training becomes a routine step in deployment rather than a research project: the model learns that a bank’s “Schedule 4” always carries its fee table, or that a hospital’s discharge summaries record medication changes in a fixed section.',
          'That adaptation is also where governance pays off. Training data stays in-house, every version of the model is recorded, and a change can be tested against a fixed set of reference documents before it reaches production.',
        ],
      },
      {
        heading: 'Where general models still fit',
        paragraphs: [
          'None of this means general-purpose models have no place. They remain useful for open-ended drafting, brainstorming and tasks that cross many domains at once. The shift in 2026 is one of allocation: high-volume, high-stakes document work moves to specialised models, while general models handle the long tail of ad-hoc requests.',
          'In practice the two often coexist. A legal team might use a general assistant to draft a client email and a specialised agent to review the four hundred contracts in a data room. What matters is that the choice is deliberate, made per workflow, with the sensitivity of the data and the cost of an error in view.',
        ],
      },
      {
        heading: 'How to evaluate a specialised model',
        paragraphs: ['For leaders weighing the move, a few questions cut through vendor claims:'],
        bullets: [
          'Test on your documents: ask for an evaluation on a sample of your own files, scored by your own reviewers.',
          'Check the grounding: every extracted fact should link to its source passage.',
          'Ask where it runs: on-premises and private-cloud options, and whether any call leaves your network.',
          'Read the pricing model: per-token pricing penalises success; flat plans make volume predictable.',
          'Inspect the audit trail: can you reconstruct what the model did, on which document, and who approved the result?',
        ],
      },
      {
        heading: 'The takeaway',
        paragraphs: [
          'The organisations getting the most from AI in regulated industries are not the ones with the largest models. They are the ones that matched the model to the work, kept their data where it belongs and made costs predictable enough to scale. Small language models make all three easier.',
        ],
      },
    ],
  },
  {
    slug: 'on-premises-ai-data-sovereignty',
    shortTitle: 'On-premises AI and data sovereignty',
    title: 'On-Premises AI and the Return of Data Sovereignty',
    category: 'Security & Compliance',
    date: '2026-10-20',
    readTime: '5 min read',
    excerpt:
      'As regulators sharpen rules on where data is processed, enterprises are bringing AI workloads back inside their own walls. What on-premises AI requires today, and what it no longer does.',
    meta: {
      title: 'On-Premises AI and the Return of Data Sovereignty',
      description: 'Why regulated enterprises are moving AI workloads on-premises, what local processing requires now, and which security controls carry over.',
      keywords: ['on-premises ai', 'data sovereignty', 'data residency', 'ai security', 'local processing'],
    },
    body: [
      {
        paragraphs: [
          'A decade of cloud migration taught enterprises to think of infrastructure as something rented. AI briefly extended the pattern: the most capable models lived behind someone else’s API, and using them meant sending data out. For regulated businesses in 2026 that trade is being re-examined, and a growing share of AI workloads is moving on-premises or into private clouds the organisation controls.',
        ],
      },
      {
        heading: 'Why sovereignty is back on the agenda',
        paragraphs: [
          'Three pressures converge. Regulators ask more specific questions about where personal and financial data is processed and by whom. Clients, especially in banking, healthcare and government contracting, write data-residency terms into their contracts. And security teams have learned that every external integration is another supplier to assess, another set of credentials to protect and another place an incident can begin.',
          'AI raises the stakes because of what it reads. Document-analysis agents process exactly the material organisations guard most closely: contracts, medical records, financial statements, personnel files. Sending that material to a third-party model, even under strong contractual terms, means accepting controls you cannot inspect.',
          'Cross-border processing adds another layer. A multinational may be able to centralise its data in one region but not move it to another, and the rules differ for personal data, health information and financial records. An AI service whose processing location can shift with its provider’s capacity planning is hard to map onto those obligations; a model running in a known data centre is not.',
        ],
      },
      {
        heading: 'What on-premises AI actually means',
        paragraphs: [
          'On-premises AI means the model, the retrieval index and the agent logic all run on infrastructure the organisation operates, in its own data centre or in a private cloud tenancy it controls. Documents are processed locally, with no external API calls. Nothing about a query, a document or a result is sent to the vendor.',
          'That is a stricter property than “the vendor promises not to train on your data”. It is verifiable: network controls can show that no traffic leaves the environment, and the monitoring that watches every other system watches the AI stack too.',
        ],
      },
      {
        heading: 'The objection that no longer holds',
        paragraphs: [
          'The traditional objection was practicality. Frontier models need large GPU clusters, specialised operations teams and budgets few organisations could justify for a single workload. That objection assumed the model had to be huge.',
          'Specialised small language models change the arithmetic. A model trained for one industry needs far less compute: Vertiq’s models run with up to 80% lower computational requirements than general-purpose alternatives. That brings on-premises deployment within reach of a normal enterprise infrastructure team, on hardware that fits existing data-centre plans, without giving up responsiveness: answers in under a second, averaging under 500ms.',
        ],
      },
      {
        heading: 'Security controls that carry over',
        paragraphs: [
          'An underrated benefit of on-premises AI is that it inherits the controls the organisation already has. Instead of negotiating a new security posture with a new supplier, the AI stack slots into existing practice:',
        ],
        bullets: [
          'Encryption at rest with AES-256, and in transit inside the network',
          'Identity and role-based access through the directory you already run',
          'Logs flowing into your existing monitoring, with an audit trail of every analysis',
          'Backup, retention and deletion under policies your auditors have already reviewed',
        ],
      },
      {
        paragraphs: [
          'For frameworks such as NIST CSF, NIST 800-53, SOC 2 Type II, CMMC 2.0, HIPAA, PCI DSS and ISO 27001, this matters: evidence for the AI system is produced the same way as evidence for every other system in scope.',
        ],
      },
      {
        heading: 'What you still need to plan for',
        paragraphs: [
          'On-premises is not effortless. Teams should plan capacity for peak document volumes, decide who owns model updates and set a patching cadence as for any critical application. They should also agree how new verticals or agents are introduced, and who signs off on a change to an agent’s rules.',
          'A good vendor makes this routine: packaged releases, documented hardware profiles, update procedures that can be tested in staging first, and engineers who work inside your change-management process rather than around it.',
          'Sizing is usually simpler than teams expect. Because small models need far less compute, a pilot can start on a modest allocation of existing infrastructure and grow with document volume, rather than waiting on an up-front commitment to a dedicated GPU cluster.',
        ],
      },
      {
        heading: 'Prepare for the security review',
        paragraphs: ['Security reviews of on-premises AI go faster when the answers are ready in advance. The questions that come up most often:'],
        bullets: [
          'Network: does any component call out to the internet, including for licensing, telemetry or updates?',
          'Data flows: where are documents, search indexes and results stored, and for how long?',
          'Identity: how do users authenticate, and can access be limited by team and document type?',
          'Change control: how are model and rule updates delivered, tested and rolled back?',
          'Evidence: which logs exist, and can they be exported to your monitoring and audit tools?',
        ],
      },
      {
        paragraphs: [
          'A vendor that answers each of these in writing, with architecture diagrams and tested procedures, saves weeks of back-and-forth and gives auditors a document they can file.',
        ],
      },
      {
        heading: 'Hybrid is a choice, not a compromise',
        paragraphs: [
          'Some organisations will run everything on-premises. Others will keep sensitive workloads local and use cloud services for less sensitive tasks. The important shift is that the decision is now made per workload, on its merits, rather than forced by the size of the model.',
          'A practical rule of thumb: if a document would need a data-processing agreement before you could share it with a supplier, process it where it already lives.',
        ],
      },
      {
        heading: 'The takeaway',
        paragraphs: [
          'Data sovereignty is no longer only a legal concept; it is an architectural choice. With specialised models small enough to run inside your own walls, regulated businesses no longer have to choose between AI capability and control over their data.',
        ],
      },
    ],
  },
  {
    slug: 'document-agents-enterprise-workflows',
    shortTitle: 'From chatbots to document agents',
    title: 'From Chatbots to Document Agents: What Changes in 2026',
    category: 'AI Agents',
    date: '2026-09-29',
    readTime: '7 min read',
    excerpt:
      'The first wave of enterprise AI answered questions. The next completes tasks: reading documents, applying rules and handing exceptions to people. What that shift means in practice.',
    meta: {
      title: 'From Chatbots to Document Agents: What Changes',
      description: 'How document agents differ from chatbots: a four-stage pipeline, rules outside the model, human review at the right moment and audit trails.',
      keywords: ['ai agents', 'document agents', 'document automation', 'ai workflows', 'human in the loop'],
    },
    body: [
      {
        paragraphs: [
          'The first wave of enterprise AI was conversational. Employees typed questions into a chat window and received fluent answers: useful for drafting and exploration, hard to fit into the processes that actually run a business. In 2026 attention has moved to agents, systems that take a task, work through it step by step and deliver a result that slots into an existing workflow.',
          'Nowhere is that shift more tangible than in document-heavy work, where the task is already well defined and the bottleneck is human reading time.',
        ],
      },
      {
        heading: 'What separates an agent from a chatbot',
        paragraphs: [
          'A chatbot responds. An agent acts toward a goal. Given a batch of supplier contracts, an agent does not wait to be asked about each clause: it parses every document, identifies the contract type, extracts the fields your team needs, checks them against your policy and prepares a summary with the exceptions highlighted.',
          'Under the hood, the difference is structure. An agent combines a language model with tools (document parsers, search over your repository, calculators, connectors to your systems) and a plan that says which tool to use when. The model supplies judgement at each step; the structure keeps the work on track and makes it repeatable.',
          'This also changes what is being bought. A chatbot is a tool people choose to use; an agent is part of a process, with inputs, outputs, owners and service levels. That is why agent projects are increasingly led by operations teams rather than innovation labs, and why questions about reliability and oversight come before questions about capability.',
        ],
      },
      {
        heading: 'The four-stage pipeline',
        paragraphs: ['Most effective document agents follow the same pipeline:'],
        bullets: [
          'Ingest: convert PDFs, scans and office files into clean text, preserving tables, headings and clause numbering.',
          'Understand: classify the document and retrieve the passages relevant to the task.',
          'Analyse: extract fields, apply rules and flag anything outside policy, citing the source passage for each finding.',
          'Act: produce what people need next (a summary, a populated record, a task for a reviewer) and pass it on.',
        ],
      },
      {
        paragraphs: [
          'Each stage can be inspected and tested on its own. That matters when something goes wrong: you can see whether a missed clause was a parsing problem, a retrieval problem or a reasoning problem, and fix the right thing.',
        ],
      },
      {
        heading: 'Rules belong outside the model',
        paragraphs: [
          'One lesson from early deployments is that hard business rules should not be left to a model’s discretion. If policy says no supplier contract may carry unlimited liability, the check should be deterministic: the agent extracts the liability clause, and a rule evaluates it. The model’s job is to find and interpret the clause; the rule’s job is to decide whether it passes.',
          'This division makes agents predictable and auditable. Compliance teams can read the rules, change them through a controlled process and test them, without retraining anything.',
        ],
      },
      {
        heading: 'People stay in the loop, at the right moment',
        paragraphs: [
          'Agents do not remove human judgement; they move it. Instead of reading every document end to end, a reviewer sees the findings, the source passages and the flags, and spends time only where the agent found something unusual or was not confident.',
          'Designing that hand-off well is the difference between an agent people trust and one they route around. Good practice includes clear confidence signals, one-click access to the source passage, and a record of who approved or overrode each finding.',
        ],
      },
      {
        heading: 'A day with an agent',
        paragraphs: [
          'Consider a commercial property team abstracting leases for a portfolio acquisition. Before agents, analysts read each lease in full, typed rent schedules, break options and repair obligations into a spreadsheet and noted anything unusual in a separate memo. The work took days and was hard to check.',
          'With a document agent, the leases are loaded into a secure workspace in the morning. Within minutes each has an abstract (parties, term, rent and review dates, break clauses, service-charge caps, assignment restrictions), every item linked to the clause it came from. The agent flags three leases whose break options conflict with the acquisition timetable and one whose rent-review clause departs from standard wording. Analysts spend the day on those four documents and on spot-checks of the rest, not on typing.',
          'Nothing in that workflow asked the agent to make the investment decision. It made the information behind the decision available sooner, in a form people could verify.',
        ],
      },
      {
        heading: 'Speed changes the workflow, not just the clock',
        paragraphs: [
          'When analysis returns in under a second, averaging under 500ms, work that used to be batched overnight can happen while a deal team is still in the room. Processing that is 5x faster does not only save hours; it changes when decisions can be made. A lender can check covenants during a negotiation instead of after it, and a compliance team can screen every new policy document on arrival instead of sampling.',
        ],
      },
      {
        heading: 'Customisation without starting over',
        paragraphs: [
          'No two organisations review documents the same way. The fields a commercial landlord extracts from a lease differ from those an insurer takes from a claim, and both differ from what a hospital needs from a referral letter. Agents built on an industry model can be customised at three levels: the fields they extract, the rules they apply and the documents they learn from. Custom training on an organisation’s own templates usually closes the last gaps in accuracy.',
        ],
      },
      {
        heading: 'Measuring whether it works',
        paragraphs: [
          'An agent deserves the same discipline as any process change. Before the pilot, record how long reviews take, how many documents are escalated and how many errors surface later. During the pilot, run the agent in parallel and compare its findings with human review of the same documents. Track where they disagree and why: some disagreements are agent errors, others reveal inconsistencies between reviewers.',
          'After go-live, keep measuring. New document formats, unfamiliar clause types and policy changes show up first as a rise in escalations or overrides, a useful early warning.',
        ],
      },
      {
        heading: 'Governance from day one',
        paragraphs: [
          'Because agents act, they need governance that chatbots could do without. Every analysis should leave an audit trail: which document, which version of the agent and its rules, what it found, and who reviewed it. Access should follow roles, and data should stay where it is already protected, ideally processed locally with no external API calls.',
          'These controls are not overhead. They are what allow an agent to move from a pilot to a production process that auditors will accept.',
        ],
      },
      {
        heading: 'Where to start',
        paragraphs: [
          'The best first agent tackles a workflow that is high in volume, governed by clear rules and painful today. Contract renewals, lease abstraction, claims intake and regulatory filings are common starting points. Run the agent alongside the existing process for a few weeks, compare the results on the same documents, and expand once the numbers hold.',
          'Avoid starting with the hardest case. A workflow in which every document is unique and every decision contested tests the agent and the organisation at once. Choose a process where success is easy to recognise, build confidence there, then move to harder ground.',
        ],
      },
      {
        heading: 'The takeaway',
        paragraphs: [
          'Chatbots showed what language models could do. Agents put that capability to work inside real processes, with the structure, rules and oversight that regulated businesses require. For document-heavy teams, 2026 is the year the question changes from “what can we ask it?” to “what can we hand it?”',
        ],
      },
    ],
  },
  {
    slug: 'predictable-ai-costs-beyond-per-token-pricing',
    shortTitle: 'Beyond per-token pricing',
    title: 'Beyond Per-Token Pricing: How Finance Teams Budget for AI',
    category: 'Cost & ROI',
    date: '2026-09-08',
    readTime: '7 min read',
    excerpt:
      'Usage-based AI bills are hard to forecast and quietly discourage adoption. Why finance leaders are moving to flat, capacity-based plans, and how to build a business case that survives scrutiny.',
    meta: {
      title: 'Beyond Per-Token Pricing: Budgeting for Enterprise AI',
      description: 'Why per-token AI bills are hard to forecast, how flat capacity-based plans change adoption, and how to build a document-AI business case.',
      keywords: ['ai pricing', 'per-token pricing', 'ai budget', 'ai roi', 'business case'],
    },
    body: [
      {
        paragraphs: [
          'Ask a finance director what worries them about enterprise AI and the answer is rarely the technology. It is the invoice. Usage-based pricing, charged per token of text processed, made early experiments cheap to start and hard to budget for. As AI moves from pilots into core processes, finance teams are rethinking how they buy it.',
        ],
      },
      {
        heading: 'The problem with paying per token',
        paragraphs: [
          'A token is a fragment of a word. Every document an AI system reads and every answer it writes is metered in tokens, and under usage-based pricing each one carries a charge. For an assistant answering occasional questions, that is manageable. For document analysis it is not: a single contract can run to tens of thousands of tokens, and a review process may read the same document several times as it extracts, checks and summarises.',
          'The result is a cost line that grows with exactly the behaviour you want to encourage. The more teams use the system, the larger and less predictable the bill. Finance responds with caps and approvals, teams respond by rationing use, and the return on the investment shrinks.',
        ],
      },
      {
        heading: 'Where the hidden costs sit',
        paragraphs: [
          'Token charges are only the visible part of usage-based AI. Around them sit costs that rarely reach the first business case: engineering time spent trimming prompts to cut consumption, monitoring to catch runaway usage, approval workflows for every new use case, and the opportunity cost of documents never analysed because a team had spent its allocation.',
          'Then there is data handling. Sending documents to an external API often requires extra legal review, data-processing agreements, redaction of sensitive fields and security assessments of the provider. Each is reasonable on its own; together they can exceed the token bill. Local processing with no external API calls removes most of them, because documents never leave an environment your existing controls already cover.',
        ],
      },
      {
        heading: 'Why forecasting breaks',
        paragraphs: [
          'Per-token costs depend on variables that are hard to know in advance: document length, how many passes an agent makes, how verbose the outputs are and how prompts evolve. A change to a prompt template can double consumption overnight. Month-end, quarter-end and audit season create spikes that a monthly average hides.',
          'For a finance leader this is the wrong shape of risk. A budget that might be exceeded by a wide margin, for reasons nobody controls, is harder to approve than a larger number that is fixed.',
        ],
      },
      {
        heading: 'Pay for capacity, not consumption',
        paragraphs: [
          'The alternative prices what actually drives cost for the provider and value for the customer: how many industry domains you need and how much document storage you use. Tokens are unlimited. Vertiq’s plans work this way: every plan carries no per-token charges and no token limits, and storage is the only limit.',
          'The technology is what makes this possible. Specialised small language models run with up to 80% lower computational requirements than general-purpose models and process documents locally, so there is no external API meter running behind each request. The provider’s cost is tied to capacity, and so is the price.',
        ],
      },
      {
        heading: 'What changes when usage is free at the margin',
        paragraphs: [
          'Flat pricing changes behaviour. Teams stop asking whether a document is “worth” analysing and start analysing all of them. Compliance teams move from sampling to full coverage. Analysts re-run an analysis when a rule changes instead of living with stale results. Each of these has value that a per-token model quietly discourages.',
          'It also simplifies governance. Procurement approves a plan once, finance books a known monthly amount, and department heads no longer police consumption.',
          'It changes who can use AI, too. When every query has a visible price, access tends to be restricted to a few trained users. When it does not, the agent can be offered to every reviewer whose work it helps, with access governed by role rather than by budget.',
        ],
      },
      {
        heading: 'Storage as the one limit',
        paragraphs: [
          'If storage is the only limit, plan it like any other data estate: how many documents must be searchable at once, how long they must be retained and how fast the archive grows. Starter includes 128GB, Business 1TB and Business Elite 5TB; Enterprise storage is sized to need, and Additional Storage can be added to any plan. Storage grows predictably, which makes it far easier to forecast than token consumption.',
        ],
      },
      {
        heading: 'Building the business case',
        paragraphs: ['A credible business case for document AI rests on a few quantities, measured before the project starts:'],
        bullets: [
          'Volume: documents processed per month, by type.',
          'Effort: the average time a skilled reviewer spends per document today.',
          'Cost of time: the loaded hourly cost of those reviewers.',
          'Error cost: what a missed clause, late renewal or compliance finding costs when it happens.',
          'Cycle time: how long decisions wait on document review, and what the delay costs.',
        ],
      },
      {
        paragraphs: [
          'Against these, set the plan cost, the implementation effort and the review time that remains once the agent is in place. Reviewers still check the agent’s findings, so the saving is not the whole of today’s reading time; it is the difference between reading everything and verifying what the agent surfaces.',
        ],
      },
      {
        heading: 'An illustrative example',
        paragraphs: [
          'Consider a mid-sized lender whose team reviews 1,200 loan documents a month at an average of 40 minutes each. (These figures are illustrative, not drawn from a customer.) If an agent extracts the key terms and flags exceptions so that review falls to 12 minutes per document, the team recovers 560 hours a month. Even at conservative loaded rates, that recovered time far exceeds the cost of a Business plan at $399 a month or Business Elite at $999, and it arrives without a variable bill attached.',
          'Run the same exercise on your own numbers. The useful output is not a single return-on-investment figure; it is the break-even volume and how sensitive the result is to each assumption.',
        ],
      },
      {
        heading: 'How to compare offers fairly',
        paragraphs: [
          'Comparing a per-token offer with a flat plan means putting both on the same footing. Estimate a realistic monthly volume, then model the per-token cost at that volume, at twice that volume and in the peak month, including multiple passes per document, output length and the retrieval calls an agent makes. Add the hidden costs above, then compare the range, not a single point, with the flat plan’s fixed figure.',
          'Ask, too, what each offer assumes about growth. A flat plan with unlimited tokens absorbs a doubling of volume at no extra cost; a per-token agreement doubles with it. If the business case depends on adoption spreading, the pricing model should not penalise that spread.',
        ],
      },
      {
        heading: 'Questions to ask any provider',
        paragraphs: ['Before signing, get clear answers to four questions:'],
        bullets: [
          'Is any part of the price tied to tokens, calls or pages processed?',
          'What exactly is limited on each plan, and what happens when we reach the limit?',
          'Can we change plans as our needs change, and when does the change take effect?',
          'Is there a trial that includes the features we would actually use?',
        ],
      },
      {
        paragraphs: [
          'On Vertiq, plans can be changed anytime, with the change reflected in the next billing cycle, and the 14-day free trial includes all Business plan features.',
        ],
      },
      {
        heading: 'Averages, honestly framed',
        paragraphs: [
          'Vertiq averages 65% lower processing cost per document. Averages hide variation: gains are largest where volumes are high and documents are long and rule-bound. That is one more reason to measure your own baseline first, and to run a pilot that compares the agent with your current process on the same documents.',
        ],
      },
      {
        heading: 'The takeaway',
        paragraphs: [
          'The best AI pricing is the kind nobody has to think about after signing. Flat, capacity-based plans turn AI from a variable risk into a fixed, forecastable line, and that, more than any single feature, is what lets adoption spread beyond the pilot team.',
        ],
      },
    ],
  },
];

/** The featured analysis on /trends (SPEC.md: featured insight of 40% cost reduction, 10 min read). */
export const FEATURED_ANALYSIS = {
  eyebrow: 'Featured analysis',
  title: 'The 40% Question: Where Document AI Savings Really Come From',
  date: '2026-11-17',
  readTime: '10 min read',
  insight: { value: '40%', label: 'cost reduction' },
  summary:
    'When document-review workloads move from general-purpose, per-token API models to specialised models running locally, processing costs fall by 40% before any gain in reviewer time is counted. This analysis breaks down where that reduction comes from and which workloads see it first.',
  findingsTitle: 'Key findings',
  findings: [
    'Compute is the largest lever: specialised models need up to 80% less of it, so the same hardware serves more documents.',
    'Removing per-token metering ends the rationing that leaves most documents unreviewed.',
    'Savings are largest on long, rule-bound documents such as credit agreements, leases and claims files.',
    'Reviewer time recovered by grounded findings usually outweighs the infrastructure saving itself.',
  ],
  /** The article that goes deeper into the cost side. */
  relatedSlug: 'predictable-ai-costs-beyond-per-token-pricing',
  relatedLabel: 'Read the related article on AI pricing',
};

export const NEWSLETTER = {
  title: 'Get the analysis in your inbox',
  description: 'One considered email a month on AI for regulated industries. No hype, and you can unsubscribe at any time.',
};

export const ARTICLE_PAGE_COPY = {
  backLabel: 'All trends and analysis',
  moreTitle: 'More analysis',
  author: 'Vertiq',
  cta: {
    title: 'See how this applies to your documents',
    description: 'A 30-minute session with a solutions engineer, on sample documents from your industry.',
    label: 'Schedule Demo',
    path: '/demo',
  },
};
