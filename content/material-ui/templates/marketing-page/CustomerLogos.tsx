import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface Customer {
  name: string;
  /** The mark, drawn in a 28 × 28 box at the left of a 150 × 40 logo. */
  mark: React.ReactNode;
}

const customers: Customer[] = [
  {
    name: 'Larkspur',
    mark: (
      <>
        <circle cx="14" cy="7" r="4" />
        <circle cx="9" cy="14" r="4" />
        <circle cx="19" cy="14" r="4" />
        <rect x="13" y="17" width="2" height="10" rx="1" />
      </>
    ),
  },
  {
    name: 'Oakhaven',
    mark: (
      <>
        <path d="M4 12a10 7 0 0 1 20 0z" />
        <path d="M6 14h16c0 7-4 12-8 12S6 21 6 14z" opacity="0.6" />
        <rect x="13" y="1" width="2" height="5" rx="1" />
      </>
    ),
  },
  {
    name: 'Vellum',
    mark: (
      <>
        <path d="M5 2h12l7 7v17H5z" opacity="0.6" />
        <path d="M17 2v7h7z" />
        <rect x="9" y="14" width="11" height="2" rx="1" />
        <rect x="9" y="19" width="8" height="2" rx="1" />
      </>
    ),
  },
  {
    name: 'Tessella',
    mark: (
      <>
        <path d="M2 2h11L2 13z" />
        <path d="M15 2h11v11z" opacity="0.6" />
        <path d="M2 15l11 11H2z" opacity="0.6" />
        <path d="M26 15v11H15z" />
      </>
    ),
  },
  {
    name: 'Quarryline',
    mark: (
      <>
        <rect x="2" y="18" width="24" height="8" rx="1.5" />
        <rect x="6" y="10" width="16" height="7" rx="1.5" opacity="0.6" />
        <rect x="10" y="3" width="8" height="6" rx="1.5" />
      </>
    ),
  },
];

function CustomerLogo({ name, mark }: Customer) {
  return (
    <Box
      component="svg"
      viewBox="0 0 150 40"
      role="img"
      aria-label={name}
      sx={{ display: 'block', width: 120, height: 32 }}
    >
      <g transform="translate(0 6)" fill="currentColor">
        {mark}
      </g>
      <text
        x="36"
        y="27"
        fill="currentColor"
        fontFamily="inherit"
        fontSize="18"
        fontWeight="600"
      >
        {name}
      </text>
    </Box>
  );
}

export default function CustomerLogos() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography
        id="customer-logos-label"
        variant="subtitle2"
        component="p"
        sx={{ textAlign: 'center', color: 'text.secondary', mb: 2 }}
      >
        Trusted by on-call teams at
      </Typography>
      <Box
        component="ul"
        aria-labelledby="customer-logos-label"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: { xs: 3, md: 6 },
          rowGap: 2,
          color: 'text.secondary',
        }}
      >
        {customers.map((customer) => (
          <li key={customer.name}>
            <CustomerLogo {...customer} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
