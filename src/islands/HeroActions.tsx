/** Hero actions (SPEC.md section 4 "Hero"): Get Started and Schedule Demo; the latter swaps in the demo form. */
export function HeroActions() {
  return (
    <div className="flex flex-wrap gap-3">
      <a href="/journey#top" className="btn">Get Started</a>
      <button type="button">Schedule Demo</button>
    </div>
  );
}
