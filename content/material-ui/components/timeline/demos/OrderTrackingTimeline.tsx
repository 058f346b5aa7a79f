import * as React from 'react';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import HomeIcon from '@mui/icons-material/Home';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { type TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

type Status = 'done' | 'current' | 'upcoming';

const dots: Record<Status, TimelineDotProps & { icon: React.ReactNode }> = {
  done: { color: 'success', icon: <CheckIcon fontSize="small" /> },
  current: { color: 'primary', icon: <LocalShippingIcon fontSize="small" /> },
  upcoming: {
    color: 'grey',
    variant: 'outlined',
    icon: <HomeIcon fontSize="small" />,
  },
};

const steps: { label: string; detail: string; status: Status }[] = [
  { label: 'Order placed', detail: 'Mon 12 May, 09:14', status: 'done' },
  { label: 'Packed', detail: 'Mon 12 May, 16:40', status: 'done' },
  { label: 'Shipped', detail: 'Tue 13 May, 08:05', status: 'done' },
  {
    label: 'Out for delivery',
    detail: 'Expected today by 18:00',
    status: 'current',
  },
  { label: 'Delivered', detail: 'Not yet', status: 'upcoming' },
];

export default function OrderTrackingTimeline() {
  return (
    <Timeline
      aria-label="Delivery progress"
      sx={{ [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 } }}
    >
      {steps.map((step, index) => {
        const { icon, ...dot } = dots[step.status];
        return (
          <TimelineItem
            key={step.label}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <TimelineSeparator>
              <TimelineDot {...dot}>{icon}</TimelineDot>
              {index < steps.length - 1 && (
                <TimelineConnector
                  sx={{
                    bgcolor: step.status === 'done' ? 'success.main' : 'divider',
                  }}
                />
              )}
            </TimelineSeparator>
            <TimelineContent sx={{ py: 1.5 }}>
              <Typography component="p" variant="subtitle2">
                {step.label}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step.detail}
              </Typography>
            </TimelineContent>
          </TimelineItem>
        );
      })}
    </Timeline>
  );
}
