'use client';
/**
 * A template's entry component by product and id. Each template is its own chunk (`next/dynamic`,
 * rendered on the server too), so a template page loads the code of its own template only: imported
 * statically from the page, all nine of a product landed in every template page's first load (320 KB
 * of JavaScript, gzip).
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { templateKey, type TemplateRef } from './templates';

const TEMPLATE_COMPONENTS: Record<string, ComponentType> = {
  'material-ui/marketing-page': dynamic(() => import('@content/material-ui/templates/marketing-page/MarketingPage')),
  'material-ui/blog': dynamic(() => import('@content/material-ui/templates/blog/Blog')),
  'material-ui/checkout': dynamic(() => import('@content/material-ui/templates/checkout/Checkout')),
  'material-ui/dashboard': dynamic(() => import('@content/material-ui/templates/dashboard/Dashboard')),
  'material-ui/pricing': dynamic(() => import('@content/material-ui/templates/pricing/Pricing')),
  'material-ui/sign-in': dynamic(() => import('@content/material-ui/templates/sign-in/SignIn')),
  'material-ui/sign-in-side': dynamic(() => import('@content/material-ui/templates/sign-in-side/SignInSide')),
  'material-ui/sign-up': dynamic(() => import('@content/material-ui/templates/sign-up/SignUp')),
  'material-ui/sticky-footer': dynamic(() => import('@content/material-ui/templates/sticky-footer/StickyFooter')),
  'joy-ui/order-dashboard': dynamic(() => import('@content/joy-ui/templates/order-dashboard/OrderDashboard')),
  'joy-ui/profile-dashboard': dynamic(() => import('@content/joy-ui/templates/profile-dashboard/ProfileDashboard')),
  'joy-ui/messages': dynamic(() => import('@content/joy-ui/templates/messages/Messages')),
  'joy-ui/sign-in-side': dynamic(() => import('@content/joy-ui/templates/sign-in-side/SignInSide')),
  'joy-ui/rental-dashboard': dynamic(() => import('@content/joy-ui/templates/rental-dashboard/RentalDashboard')),
  'joy-ui/team': dynamic(() => import('@content/joy-ui/templates/team/Team')),
  'joy-ui/files': dynamic(() => import('@content/joy-ui/templates/files/Files')),
  'joy-ui/email': dynamic(() => import('@content/joy-ui/templates/email/Email')),
  'joy-ui/framesx-web-blocks': dynamic(() => import('@content/joy-ui/templates/framesx-web-blocks/FramesxWebBlocks')),
};

export default function TemplateContent({ template }: { template: TemplateRef }) {
  const key = templateKey(template);
  const Template = TEMPLATE_COMPONENTS[key];
  if (!Template) throw new Error(`Template ${key} has no entry in TemplateContent.`);
  return <Template />;
}
