/** A closing call-to-action band for resource pages: the shared ClosingCta in its light tone. */
import type { ReactNode } from 'react';
import { ClosingCta } from '../../components/ClosingCta.tsx';

export function CtaPanel({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <ClosingCta id={id} title={title} description={description} tone="light">
      {children}
    </ClosingCta>
  );
}
