/**
 * The islands the client entry can hydrate, each loaded on demand (esbuild splits them into
 * their own chunks, so a page downloads only the islands it has).
 */
import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<any>>;

export const ISLAND_LOADERS = {
  DemoWidget: () => import('./DemoWidget.tsx').then((m) => m.DemoWidget),
  HeroActions: () => import('./HeroActions.tsx').then((m) => m.HeroActions),
  DemoRequestForm: () => import('./forms/DemoRequestForm.tsx').then((m) => m.DemoRequestForm),
  PricingPlans: () => import('./PricingPlans.tsx').then((m) => m.PricingPlans),
  LearnTabs: () => import('./LearnTabs.tsx').then((m) => m.LearnTabs),
  JourneyBooking: () => import('./JourneyBooking.tsx').then((m) => m.JourneyBooking),
  NewsletterForm: () => import('./forms/NewsletterForm.tsx').then((m) => m.NewsletterForm),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof ISLAND_LOADERS;
