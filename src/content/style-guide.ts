/** The design system's rules as the /style-guide page (dev only) writes them down; tests hold every page to them. */
export const STYLE_GUIDE_RULES = {
  intro: 'Each rule has one form across the site. The browser and output tests check the measurable ones on every page at 390 and 1280 px.',
  rules: [
    { name: 'One closing band', rule: 'Every page ends on the dark call-to-action panel (ClosingCta, or CtaPanel inside an island), one section gap below the content above it.' },
    { name: 'One section rhythm', rule: 'Sections pad 64 px on phones and 80 px from 640 px; the gap above the closing band is that same gap; two white sections in a row are divided by a rule.' },
    { name: 'One heading alignment', rule: 'Section heads (label, heading, introduction) sit left, above their content, on every page and at every width; the closing band is the page’s only centred block.' },
    { name: 'One framework presentation', rule: 'A compliance framework is always the light chip (FrameworkChip): a label in the badge row, a link to its listing in the coverage section.' },
    { name: 'One icon tile', rule: 'An icon on a card sits in the tinted square (IconBadge), never bare.' },
    { name: 'One checked list', rule: 'Points after a tick are CheckList: base (16 px text, 20 px tick) for a section’s points, sm (14 px, 16 px) inside a card or panel, dark on the closing band. Titled points (a heading and a sentence) are the outcome list.' },
    { name: 'One heading case', rule: 'Headings in sentence case; names the product writes in capitals keep them. Button and link labels in Title Case ("Get Started", "Schedule Demo").' },
    { name: 'Targets of 24 px at least', rule: 'Every link and button is at least 24×24 px (WCAG 2.2, 2.5.8); only a link inside a sentence is excepted, as WCAG excepts it.' },
  ],
};
