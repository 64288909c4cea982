/**
 * Which of an industry page's agents the business's evidence covers (trust review T2 r46, /financial-services: "the KYC,
 * ownership, disclosure and policy-mapping agents have no evidence at all"; "tag each agent measured / in production at a
 * customer / available"). Derived from the collections, never tagged on the page: a case study names the agents its
 * deployment runs (`agents`), and the agent's card says where it runs, from the customer's own status, linked to the study.
 * An agent no study names says nothing. A study naming an agent the page does not have stops the build.
 */
import { BuildError } from '../../../generator/check/errors.ts';
import { AGENT_STATUSES } from '../../collections/evidence-schemas.ts';
import { assuranceOf, EVIDENCE } from '../../content/evidence.ts';
import { caseStudyPath } from '../../content/evidence-paths.ts';
import { customerStage } from './StageBadge.tsx';
import type { AgentEvidence, AgentStatusLabels } from '../industry/CapabilityGrid.tsx';

/** The card's words for a customer's stage: "In production at Sample Bank", "In pilot at ...", else the study's. */
const LABELS = {
  production: (name: string) => `In production at ${name}`,
  pilot: (name: string) => `In pilot at ${name}`,
  study: (name: string) => `Case study: ${name}`,
};
/** The same in a word or two, for the agent's folded row on phones. */
const TAGS = { production: 'In production', pilot: 'In pilot', study: 'Case study' };

export function agentEvidence(industry: string, agents: { title: string }[]): AgentEvidence | undefined {
  const evidence: AgentEvidence = {};
  const titles = new Set(agents.map((agent) => agent.title));
  const problems = [];
  for (const study of EVIDENCE.caseStudies) {
    if (study.customerEntry.industry !== industry) continue;
    for (const agent of study.agents ?? []) {
      if (!titles.has(agent)) {
        problems.push({ where: study.file, message: `field "agents": no agent "${agent}" on the ${industry} page`, hint: `use an agent's title from content/industries/${industry}.md (capabilities.cards): ${[...titles].join(', ')}` });
        continue;
      }
      const stage = customerStage(study.customerEntry) ?? 'study';
      (evidence[agent] ??= []).push({ label: LABELS[stage](study.customerEntry.name), tag: TAGS[stage], href: caseStudyPath(study.slug) });
    }
  }
  if (problems.length) throw new BuildError(problems);
  return Object.keys(evidence).length ? evidence : undefined;
}

/**
 * Each agent's status as the business states it (assurance kind agent-status; trust review T7 r53: "give every agent a
 * status chip: In production / Available / In pilot"), by card title, or undefined when the business has said nothing.
 */
export function agentStatuses(industry: string, agents: { title: string }[]): AgentStatusLabels | undefined {
  const titles = new Set(agents.map((agent) => agent.title));
  const statuses: AgentStatusLabels = {};
  const problems = [];
  for (const entry of assuranceOf('agent-status')) {
    if (entry.industry !== industry) continue;
    for (const { agent, status } of entry.agents) {
      if (titles.has(agent)) statuses[agent] = { label: AGENT_STATUSES[status], production: status === 'in-production' };
      else problems.push({ where: `assurance/${entry.slug}.md`, message: `field "agents": no agent "${agent}" on the ${industry} page`, hint: `use an agent's title from content/industries/${industry}.md (capabilities.cards): ${[...titles].join(', ')}` });
    }
  }
  if (problems.length) throw new BuildError(problems);
  return Object.keys(statuses).length ? statuses : undefined;
}

/**
 * The statuses the industry's agents use, each with the business's definition, in the statuses' order (trust review T8 r54
 * /financial-services item 4: "Available" was not defined); undefined when the business defines none.
 */
export function agentStatusLegend(industry: string): { label: string; definition: string }[] | undefined {
  const legend = assuranceOf('agent-status')
    .filter((entry) => entry.industry === industry)
    .flatMap((entry) => (Object.keys(AGENT_STATUSES) as (keyof typeof AGENT_STATUSES)[]).flatMap((status) => {
      const definition = entry.definitions?.[status];
      return definition && entry.agents.some((agent) => agent.status === status) ? [{ label: AGENT_STATUSES[status], definition }] : [];
    }));
  return legend.length ? legend : undefined;
}
