import Box from '@mui/material/Box';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Defined once, used wherever the app shows a quota.
const StorageMeter = styled(LinearProgress)(({ theme }) => ({
  height: 12,
  borderRadius: 6,
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 6,
  },
}));

const quotas = [
  { label: 'Photos', used: 62 },
  { label: 'Documents', used: 18 },
  { label: 'Backups', used: 91 },
];

export default function HowToCustomizeStyled() {
  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      {quotas.map(({ label, used }) => (
        <Box key={label} sx={{ mb: 2 }}>
          <Typography variant="body2" id={`${label}-quota`} gutterBottom>
            {label}: {used}% of 50 GB used
          </Typography>
          <StorageMeter
            variant="determinate"
            value={used}
            color={used > 85 ? 'error' : 'primary'}
            aria-labelledby={`${label}-quota`}
          />
        </Box>
      ))}
    </Box>
  );
}
