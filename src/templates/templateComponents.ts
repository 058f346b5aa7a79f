/**
 * The templates' entry components, for their pages. Each entry file starts with 'use client', so
 * this server module holds references only: a template page loads the code of its own template.
 */
import type { ComponentType } from 'react';
import Blog from '@content/material-ui/templates/blog/Blog';
import Checkout from '@content/material-ui/templates/checkout/Checkout';
import Dashboard from '@content/material-ui/templates/dashboard/Dashboard';
import MarketingPage from '@content/material-ui/templates/marketing-page/MarketingPage';
import Pricing from '@content/material-ui/templates/pricing/Pricing';
import SignIn from '@content/material-ui/templates/sign-in/SignIn';
import SignInSide from '@content/material-ui/templates/sign-in-side/SignInSide';
import SignUp from '@content/material-ui/templates/sign-up/SignUp';
import StickyFooter from '@content/material-ui/templates/sticky-footer/StickyFooter';
import type { TemplateId } from './templates';

export const TEMPLATE_COMPONENTS: Record<TemplateId, ComponentType> = {
  'marketing-page': MarketingPage,
  blog: Blog,
  checkout: Checkout,
  dashboard: Dashboard,
  pricing: Pricing,
  'sign-in': SignIn,
  'sign-in-side': SignInSide,
  'sign-up': SignUp,
  'sticky-footer': StickyFooter,
};
