import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RateReviewIcon from '@mui/icons-material/RateReview';

// A reviewer's verdict on an expense claim; the colour follows the verdict.
const verdicts = {
  approve: { label: 'Approve', color: 'success', icon: <CheckCircleIcon /> },
  query: { label: 'Query', color: 'warning', icon: <RateReviewIcon /> },
  reject: { label: 'Reject', color: 'error', icon: <CancelIcon /> },
} as const;
type Verdict = keyof typeof verdicts;

export default function ColorToggleButton() {
  const [verdict, setVerdict] = React.useState<Verdict | null>('approve');

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        color={verdict ? verdicts[verdict].color : 'standard'}
        value={verdict}
        exclusive
        onChange={(_event, newVerdict: Verdict | null) => setVerdict(newVerdict)}
        aria-label="Verdict on claim EX-3310, taxi to airport, €46.50"
      >
        {(Object.keys(verdicts) as Verdict[]).map((key) => (
          <ToggleButton key={key} value={key} aria-label={verdicts[key].label}>
            {verdicts[key].icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2">
        {verdict ? `Your verdict: ${verdicts[verdict].label}` : 'No verdict yet'}
      </Typography>
    </Stack>
  );
}
