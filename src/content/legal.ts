/**
 * /privacy and /terms (DECISIONS.md: real pages, linked from the footer and both forms). They describe
 * exactly what the site collects: trial leads, demo and consultation requests, newsletter addresses.
 */
import type { HeroContent, PageMeta } from './types.ts';
import { BRAND, CONTACT, CONTACT_ADDRESS_LINE } from '../site.ts';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** A small table, e.g. what is collected, why, on which legal basis and for how long. */
  table?: { caption: string; columns: string[]; rows: string[][] };
  /** A link to another page of the site (a route path). */
  link?: { label: string; path: string };
}

export interface LegalDocument {
  path: string;
  label: string;
  meta: PageMeta;
  hero: HeroContent;
  /** ISO date shown as "Last updated". */
  lastUpdated: string;
  sections: LegalSection[];
}

const LAST_UPDATED = '2026-11-22';

export const PRIVACY: LegalDocument = {
  path: '/privacy',
  label: 'Privacy Policy',
  meta: {
    title: 'Privacy Policy',
    description: 'How Vertiq collects and uses the details you give in trial, demo and newsletter forms: purposes, legal bases, retention, processors and your rights.',
    keywords: ['privacy policy', 'data protection', 'gdpr', 'personal data', 'vertiq'],
  },
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    description: `This policy explains what personal data ${BRAND} collects through this website, why, how long we keep it and the choices you have.`,
  },
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${BRAND} (“we”, “us”) operates this website and is the controller of the personal data collected through it. You can reach us at ${CONTACT.email}, by phone on ${CONTACT.phone}, or by post at ${CONTACT_ADDRESS_LINE}, United States.`,
        'This policy covers the public website only. Documents that customers process with the Vertiq platform are governed by the customer’s agreement with us and, where applicable, a data processing agreement, not by this policy.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We collect only what you type into our forms, plus the technical data any web server receives.'],
      table: {
        caption: 'Personal data collected through this website',
        columns: ['Form or source', 'Data', 'Purpose'],
        rows: [
          [
            'Free trial form',
            'First and last name, work email, company name, job title, industry, company size and, if you choose, phone number',
            'Setting up your 14-day trial and contacting you about it',
          ],
          [
            'Demo request and consultation booking forms',
            'Name, work email, company, preferred date and time, your timezone (read from your browser) and, if you choose, phone number and notes',
            'Scheduling and preparing the session you asked for',
          ],
          ['Newsletter form', 'Email address', 'Sending the newsletter you subscribed to'],
          ['Server logs', 'IP address, browser type, pages requested and time of request', 'Keeping the site secure and available'],
        ],
      },
    },
    {
      id: 'legal-bases',
      heading: 'Why we use it and on what legal basis',
      paragraphs: ['Where data protection laws such as the GDPR or UK GDPR apply, we rely on the following legal bases:'],
      bullets: [
        'Trial and demo requests: steps you ask us to take before entering into a contract, and our legitimate interest in responding to business enquiries.',
        'Newsletter: your consent, which you can withdraw at any time using the unsubscribe link in each email or by writing to us.',
        'Server logs: our legitimate interest in protecting the website against misuse and fixing faults.',
        'Follow-up about our products after a trial or demo: our legitimate interest in business-to-business marketing; you can object at any time.',
      ],
    },
    {
      id: 'how-it-is-processed',
      heading: 'How your data is processed',
      paragraphs: [
        'Form submissions are sent from your browser over an encrypted connection to our backend, which is hosted by Supabase. Trial details are stored in our database and passed to our sales team so someone can contact you. Demo and consultation requests are stored and forwarded to the team that schedules sessions. Newsletter addresses are stored in a separate subscriber list.',
        'We do not sell personal data, we do not use it for automated decisions with legal or similar effects, and we do not use advertising cookies or cross-site tracking on this website.',
      ],
    },
    {
      id: 'processors',
      heading: 'Who we share it with',
      paragraphs: ['We share personal data only with service providers that process it on our instructions, under written contracts:'],
      bullets: [
        'Supabase, which hosts our database and the server functions that receive form submissions.',
        'Our website hosting provider, which serves these pages and keeps server logs.',
        'The business email and customer-relationship tools our sales team uses to reply to you.',
      ],
    },
    {
      id: 'transfers',
      heading: 'International transfers',
      paragraphs: [
        'We are based in the United States and our providers may process data in the United States or other countries. Where data from the European Economic Area, the United Kingdom or Switzerland is transferred, we rely on an adequacy decision or on the European Commission’s Standard Contractual Clauses and equivalent safeguards.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      bullets: [
        'Trial and demo request records: up to 24 months after our last contact with you, unless you become a customer, in which case account records follow the customer agreement.',
        'Newsletter addresses: until you unsubscribe; we then keep a suppression record of the address so we do not email you again.',
        'Server logs: up to 30 days, unless needed longer to investigate a security incident.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Data is encrypted in transit and at rest, access is limited to staff who need it for the purposes above, and our database only accepts new form submissions from the public website: it does not allow the website to read data back.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct or delete your personal data, to restrict or object to its use, to data portability and to withdraw consent. Residents of California and other US states with privacy laws may also request to know what we hold and ask us to delete it; we do not sell or share personal data for cross-context behavioural advertising.',
        `To exercise any right, email ${CONTACT.email} with the subject “Privacy request”. We will answer within one month and may ask you to confirm your identity. You also have the right to complain to your local data protection authority.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: ['This website is intended for business users. It is not directed at children, and we do not knowingly collect data from anyone under 16.'],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: ['When we change this policy we update the date at the top of the page. If a change materially affects how we use data you have already given us, we will tell you by email before it takes effect.'],
    },
  ],
};

export const TERMS: LegalDocument = {
  path: '/terms',
  label: 'Terms of Service',
  meta: {
    title: 'Terms of Service',
    description: 'Terms for using the Vertiq website, requesting a free trial or demo, and the information published here, including pricing and demonstrations.',
    keywords: ['terms of service', 'website terms', 'free trial terms', 'vertiq', 'legal'],
  },
  hero: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    description: `These terms govern your use of the ${BRAND} website and the forms on it. Please read them before requesting a trial, a demo or our newsletter.`,
  },
  lastUpdated: LAST_UPDATED,
  sections: [
    {
      id: 'scope',
      heading: 'About these terms',
      paragraphs: [
        `These terms apply between you and ${BRAND} when you use this website. If you use the site on behalf of an organisation, you confirm that you are authorised to accept these terms for it.`,
        'Use of the Vertiq platform itself, including any free trial, is governed by the subscription agreement or trial terms presented when your account is set up. If those terms conflict with these, those terms prevail.',
      ],
    },
    {
      id: 'forms',
      heading: 'Trial, demo and newsletter requests',
      paragraphs: ['When you submit a form, you agree to provide accurate information and to use your own work contact details. Submitting a request does not create a contract; we may decline a request, for example where details are incomplete.'],
      bullets: [
        'The free trial lasts 14 days and includes all Business plan features, subject to the trial terms you accept at setup.',
        'Demo and consultation times are confirmed by email and may be rescheduled by either side.',
        'You can unsubscribe from the newsletter at any time.',
      ],
    },
    {
      id: 'pricing',
      heading: 'Pricing information',
      paragraphs: [
        'Prices on this website are in US dollars per month and exclude applicable taxes. All plans include unlimited tokens; storage is the only limit. Plans can be changed anytime, and the change is reflected in the next billing cycle. We may update published prices; the price that applies to you is the one in your order or subscription agreement.',
      ],
    },
    {
      id: 'content',
      heading: 'Website content and demonstrations',
      paragraphs: [
        'We publish product descriptions, articles and guidance for general information. They are not legal, financial, medical or other professional advice. The interactive demonstrations use sample documents; all names and figures in them are illustrative and do not describe real people, organisations or transactions.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      bullets: [
        'submit another person’s details without their permission, or submit false or automated requests;',
        'attempt to gain unauthorised access to the website, its backend or its data, or to interfere with their operation;',
        'use the website to transmit malware or unlawful content;',
        'copy or scrape the website’s content for commercial use without our written permission.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        `The website, its text, design, logos and software belong to ${BRAND} or its licensors. You may view and print pages for your own evaluation of our products. The Vertiq name and logo are our trademarks and may not be used without permission.`,
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      paragraphs: ['Our Privacy Policy explains how we handle the personal data you give us through this website, including the details collected by the trial, demo and newsletter forms.'],
      link: { label: 'Read the Privacy Policy', path: '/privacy' },
    },
    {
      id: 'liability',
      heading: 'Disclaimers and liability',
      paragraphs: [
        'The website is provided “as is”. We work to keep it accurate and available but do not guarantee that it will be uninterrupted or error-free. To the extent permitted by law, we are not liable for indirect or consequential loss, or for loss of profit, data or business, arising from your use of the website. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: ['These terms are governed by the laws of the State of Texas, United States, and the courts located in Travis County, Texas have jurisdiction, unless mandatory law where you live provides otherwise.'],
    },
    {
      id: 'contact',
      heading: 'Changes and contact',
      paragraphs: [
        `We may update these terms; the date at the top of the page shows the latest version. Questions about these terms can be sent to ${CONTACT.email} or to ${CONTACT_ADDRESS_LINE}.`,
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: LegalDocument[] = [PRIVACY, TERMS];

/** Label shown before the date. */
export const LAST_UPDATED_LABEL = 'Last updated';
