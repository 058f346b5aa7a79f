'use client';
import Box from '@mui/material/Box';
import AppNavBar from './AppNavBar';
import CustomerLogos from './CustomerLogos';
import Faq from './Faq';
import Features from './Features';
import Footer from './Footer';
import Hero from './Hero';
import Pricing from './Pricing';
import Testimonials from './Testimonials';

export default function MarketingPage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      <AppNavBar />
      <Box component="main" sx={{ flex: 1 }}>
        <Hero />
        <CustomerLogos />
        <Features />
        <Testimonials />
        <Pricing />
        <Faq />
      </Box>
      <Footer />
    </Box>
  );
}
