/**
 * The hero's actions (docs/product-rules.md#hero): Get Started (to /journey) and Schedule Demo; opening
 * the demo form hides both buttons and shows the form inline, with a way to close it again.
 */
import { useState } from 'react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Button, ButtonLink, HERO_ACTIONS } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { navHref } from '../render/paths.ts';
import { DemoRequestFormOnDemand, prefetchDemoForm } from './forms/lazy-forms.tsx';

export function HeroActions() {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <div className="max-w-2xl" data-hero-form="">
        <DemoRequestFormOnDemand heading="Schedule Demo" />
        <button type="button" onClick={() => setOpen(false)} className="mt-3 text-sm font-semibold text-slate-700 hover:text-blue-700">
          Close the form
        </button>
      </div>
    );
  }
  return (
    // Stacked full width on phones, one row from sm, as every hero's actions (HERO_ACTIONS).
    <div className={HERO_ACTIONS} data-hero-buttons="">
      <ButtonLink href={navHref('/journey')} variant="gradient" size="lg">
        Get Started <Icon icon={ArrowRight} className="size-5" />
      </ButtonLink>
      <Button variant="secondary" size="lg" onClick={() => setOpen(true)} onPointerEnter={prefetchDemoForm} onFocus={prefetchDemoForm}>
        Schedule Demo
      </Button>
    </div>
  );
}
