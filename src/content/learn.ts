/** /learn: three tabs of explanatory content with review questions, and the closing call to action. */
import type { HeroContent, LearnTab, PageMeta } from './types.ts';
import { CLAIMS } from './claims.ts';

export const LEARN_META: PageMeta = {
  title: 'Learn: AI Agent Fundamentals and Frameworks',
  description: 'A practical course on AI agents: how they work, where they pay off in business, and a framework for deploying them safely, with review questions.',
  keywords: ['ai agents', 'learn ai', 'ai agent framework', 'business ai', 'small language models'],
};

export const LEARN_HERO: HeroContent = {
  eyebrow: 'Learn',
  title: 'Understand AI agents before you buy one',
  description:
    'Three short modules for decision makers: what an AI agent is, where agents earn their keep in a business, and a framework for introducing them without surprises.',
};

/** Words on the hero's outcomes card (one outcome per module, from LEARN_TABS; the modules themselves are the tabs below). */
export const LEARN_OUTLINE = {
  label: 'You will be able to',
  caption: 'Each module ends with review questions to test your team’s thinking.',
};

/** The three tabs (docs/product-rules.md#learn); fundamentals is first and selected by default. */
export const LEARN_TABS: LearnTab[] = [
  {
    id: 'fundamentals',
    title: 'AI Agent Fundamentals',
    outcome: 'Tell an agent from a chatbot, and say when a small, specialized model is the better choice',
    intro:
      'An AI agent is software that uses a language model to pursue a goal: it reads input, decides what to do next, uses tools and checks its own output, rather than answering a single prompt and stopping.',
    sections: [
      {
        heading: 'From model to agent',
        paragraphs: [
          'A language model predicts text. An agent wraps that model in a loop: it breaks a task into steps, calls tools such as a document parser or a database lookup, and keeps track of what it has found. The model supplies judgment; the agent supplies structure.',
          'For document work, that means an agent can open a 60-page contract, locate the clauses that matter, extract dates and amounts into fields, compare them with your policy and flag what needs a human.',
        ],
        diagram: {
          title: 'The agent loop',
          steps: [
            { label: 'Goal', detail: 'A task in plain words' },
            { label: 'Plan', detail: 'Break it into steps' },
            { label: 'Use tools', detail: 'Parser, search, database' },
            { label: 'Check', detail: 'Test the result against the goal' },
          ],
          band: { kind: 'loop', label: 'Repeats until the goal is met' },
          caption: 'A model answers once; an agent plans, uses tools and checks its own work, and goes round again until the task is done.',
        },
      },
      {
        heading: 'Why small, specialized models',
        paragraphs: [
          'General-purpose models are trained to do everything. A small language model trained on one industry’s vocabulary can match or beat them on that industry’s documents while needing far less compute, which makes it practical to run on your own hardware.',
        ],
        // Each figure once, its label only the unit and context (design review: "80%" over "Up to 80% lower…").
        figures: [
          { value: CLAIMS.computeReduction, label: 'lower computational requirements than general-purpose models' },
          // One response figure, the average (review B r7: "Under 1 s" over "<500 ms on average" read as one figure twice).
          { value: CLAIMS.averageResponse, label: 'average response time' },
          { value: '0', label: 'external API calls: documents stay in your environment' },
        ],
      },
      {
        heading: 'Grounding: retrieval before generation',
        paragraphs: [
          'Agents answer from your documents, not from memory. Retrieval-augmented generation (RAG) finds the relevant passages first and hands them to the model, so every answer can cite its source and be checked.',
        ],
        diagram: {
          title: 'Retrieval before generation',
          steps: [
            { label: 'Question', detail: 'What the reviewer asks' },
            { label: 'Retrieve', detail: 'Find the passages in your documents' },
            { label: 'Generate', detail: 'Answer from those passages only' },
            { label: 'Cite', detail: 'Link each answer to its source' },
          ],
          caption: 'Retrieval comes first, so the model answers from your documents and every answer points to the passage behind it.',
        },
      },
    ],
    reviewQuestions: [
      'What does an agent add to a language model that a single prompt does not?',
      'Why does a smaller, industry-specific model make on-premises deployment practical?',
      'How does retrieval make an agent’s answers verifiable?',
      'Which of your current document tasks follows a repeatable sequence of steps?',
    ],
  },
  {
    id: 'business-agents',
    title: 'Business AI Agents',
    outcome: 'Pick the workflows where agents pay off, and decide how to measure the return',
    intro:
      'Agents pay off where skilled people spend hours reading documents to find a handful of facts. The goal is not to replace their judgment but to put the facts in front of them in seconds.',
    sections: [
      {
        heading: 'Where agents earn their keep',
        paragraphs: [
          'The best first candidates are high-volume, rule-bound reviews with a clear definition of done. They are common in every regulated industry.',
        ],
        bullets: [
          'Contract review: renewal dates, liability caps, assignment and termination clauses',
          'Regulatory compliance: mapping policies and filings against required controls',
          'Risk assessment: surfacing exposures in loan files, claims or supplier documents',
          'Clinical and case records: summarizing history and flagging gaps for review',
        ],
      },
      {
        heading: 'Measuring the return',
        paragraphs: [
          'Track time per document, the share of documents that need escalation and the errors caught before they reach a customer or regulator. Because pricing carries no per-token charges, cost per document falls as volume rises: Vertiq averages 65% lower processing cost per document.',
        ],
      },
      {
        heading: 'Keeping people in control',
        paragraphs: [
          'A good business agent shows its work: the passage behind each finding, a confidence signal and a clear hand-off to a reviewer. Every action is logged, so an auditor can see what the agent did and who approved it.',
        ],
        diagram: {
          title: 'Keeping people in control',
          steps: [
            { label: 'Finding', detail: 'With the passage behind it' },
            { label: 'Confidence', detail: 'How sure the agent is' },
            { label: 'Hand-off', detail: 'Doubtful items go to a reviewer' },
            { label: 'Approval', detail: 'A person signs off' },
          ],
          band: { kind: 'rail', label: 'Every action and approval is logged for audit' },
          caption: 'The agent shows its work and hands doubtful items to a person; the log shows an auditor what happened and who approved it.',
        },
      },
    ],
    reviewQuestions: [
      'Which review in your organization is high-volume, rule-bound and well defined?',
      'What three metrics would show an agent is paying for itself?',
      'At what point should an agent hand a document to a person?',
      'What would an auditor need to see to trust an agent’s output?',
    ],
  },
  {
    id: 'agent-framework',
    title: 'AI Agent Framework',
    outcome: 'Plan an introduction in stages, with guardrails and people kept in control',
    intro:
      'Every Vertiq agent follows the same four‑stage pipeline. Knowing the stages helps you decide where to customize, where to add human review and what to test.',
    sections: [
      {
        heading: 'The four stages',
        paragraphs: [
          'Documents move through a fixed sequence of four stages, the same for every document.',
        ],
        bullets: [
          'Ingest: parse PDFs, scans and office files into clean, structured text',
          'Understand: the industry model classifies the document and retrieves the relevant passages',
          'Analyze: extract fields, apply your rules and flag exceptions, citing each source',
          'Act: return a summary, route exceptions to reviewers and export to your systems',
        ],
        diagram: {
          title: 'The four-stage agent pipeline',
          steps: 'bullets',
          band: { kind: 'rail', label: 'Each stage writes to the audit trail' },
          caption: 'Every Vertiq agent runs the same four stages in order, so any result can be traced back through each of them.',
        },
      },
      {
        heading: 'Guardrails by design',
        paragraphs: [
          'Data is encrypted with AES-256 at rest, access follows roles, and nothing is sent to an external API. Rules you define, such as a maximum liability cap or a mandatory clause, are checked deterministically rather than left to the model’s discretion.',
        ],
      },
      {
        heading: 'Rolling it out',
        paragraphs: [
          'Start with one document type and a small review team, compare the agent’s output against human review for a few weeks, then widen scope once the numbers hold. Custom document training on your own templates closes most of the remaining gaps.',
        ],
        diagram: {
          title: 'Rolling out an agent',
          steps: [
            { label: 'Start small', detail: 'One document type, one review team' },
            { label: 'Compare', detail: 'Agent against human review for a few weeks' },
            { label: 'Widen scope', detail: 'Once the numbers hold' },
          ],
          caption: 'A rollout earns its scope: a narrow pilot, a side-by-side comparison, then more document types.',
        },
      },
    ],
    reviewQuestions: [
      'At which stage would you apply your organization’s own business rules?',
      'Why should hard rules be checked deterministically rather than by the model?',
      'What would you compare during a pilot to decide whether to widen scope?',
    ],
  },
];

export const LEARN_CTA = {
  title: 'Ready to see agents on your own documents?',
  description: 'Book a 30‑minute demo with a solutions engineer, or talk to sales about a pilot in your industry.',
  demoLabel: 'Schedule Demo',
  demoPath: '/demo',
  salesLabel: 'Contact Sales',
  salesSubject: 'Question from the Learn page',
};
