'use client';
/**
 * A template's entry component by id. Each template is its own chunk (`next/dynamic`, rendered on the
 * server too), so a template page loads the code of its own template only: imported statically from
 * the page, all nine landed in every template page's first load (320 KB of JavaScript, gzip).
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { TemplateId } from './templates';

const TEMPLATE_COMPONENTS: Record<TemplateId, ComponentType> = {
  'marketing-page': dynamic(() => import('@content/material-ui/templates/marketing-page/MarketingPage')),
  blog: dynamic(() => import('@content/material-ui/templates/blog/Blog')),
  checkout: dynamic(() => import('@content/material-ui/templates/checkout/Checkout')),
  dashboard: dynamic(() => import('@content/material-ui/templates/dashboard/Dashboard')),
  pricing: dynamic(() => import('@content/material-ui/templates/pricing/Pricing')),
  'sign-in': dynamic(() => import('@content/material-ui/templates/sign-in/SignIn')),
  'sign-in-side': dynamic(() => import('@content/material-ui/templates/sign-in-side/SignInSide')),
  'sign-up': dynamic(() => import('@content/material-ui/templates/sign-up/SignUp')),
  'sticky-footer': dynamic(() => import('@content/material-ui/templates/sticky-footer/StickyFooter')),
};

export default function TemplateContent({ id }: { id: TemplateId }) {
  const Template = TEMPLATE_COMPONENTS[id];
  return <Template />;
}
