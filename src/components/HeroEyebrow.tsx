/**
 * A hero eyebrow as a breadcrumb: its first part ("Technology", "Features") a link up to where the page's family is
 * listed, the rest the page's own name ("TECHNOLOGY · RAG", "FEATURES · AUDIT TRAIL"). One component for both families
 * (design review N r46, item 5: the feature pages showed a bare eyebrow where the technology subpages had the way up).
 */
export function HeroEyebrow({ parent, href, name, marker, stackOnPhones = false }: { parent: string; href: string; name?: string; marker: `data-${string}`; stackOnPhones?: boolean }) {
  return (
    <>
      <a href={href} className="inline-flex min-h-6 items-center underline decoration-blue-300 underline-offset-4 hover:decoration-blue-700" {...{ [marker]: '' }}>
        {parent}
      </a>
      {/* The separator held to the name by a no-break space (design review Q r53 item 5: at 390 the line broke after it,
          "TECHNOLOGY ·" with the dot alone at the line's end); a break, where one is needed, comes before it. */}
      {/* `stackOnPhones`, a name too long for one phone line: below sm two deliberate lines, the link over the name and no
          separator (design review Q r54 technology item 1: "· RETRIEVAL-AUGMENTED GENERATION" began line 2 with the dot; at
          the line's end, Q r53 item 5, it stood alone). */}
      {name &&
        (stackOnPhones ? (
          <>
            <span className="max-sm:hidden"> ·{'\u00a0'}</span>
            <span className="max-sm:block">
              {name}
            </span>
          </>
        ) : (
          ` ·\u00a0${name}`
        ))}
    </>
  );
}
