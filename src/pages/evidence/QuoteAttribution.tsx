/**
 * Who said a customer's quote, one style wherever a quote appears (the case study's pull quote, the proof cards): the
 * name in semibold ink, the role and organisation on a line under it (review C r22: "name, role" as one grey line
 * under a proof card's quote gave the person no weight). The figcaption around it sets the size.
 */
export function QuoteAttribution({ name, role }: { name: string; role: string }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">{name}</span>
      <span className="block">{role}</span>
    </>
  );
}
