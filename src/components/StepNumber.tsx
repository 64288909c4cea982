/**
 * The number of a step in an ordered list (the demo's next steps, RAG's retrieval flow, the journey's
 * decision gates): one look for every numbered step. Hidden from assistive tech: the <ol> gives the order.
 */
export function StepNumber({ n }: { n: number }) {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white tabular-nums" aria-hidden="true">
      {n}
    </span>
  );
}
