import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const releases = [
  {
    version: '2.14.0',
    date: '3 June',
    notes:
      'Bulk-edit tasks from the board view. Faster search across archived projects.',
  },
  {
    version: '2.13.2',
    date: '21 May',
    notes: 'Fixed reminders that fired twice for recurring tasks.',
  },
  {
    version: '2.13.0',
    date: '12 May',
    notes: 'Calendar sync with Outlook. Dark mode for the mobile app.',
  },
  {
    version: '2.12.1',
    date: '28 April',
    notes: 'Exports now keep custom field order.',
  },
  {
    version: '2.12.0',
    date: '15 April',
    notes: 'Guests can comment without an account. New keyboard shortcuts.',
  },
];

export default function ScrollableSheet() {
  const titleId = React.useId();
  return (
    <div style={{ width: '100%', maxWidth: 420 }}>
      <Typography id={titleId} level="title-md" sx={{ mb: 1 }}>
        Release notes
      </Typography>
      <Sheet
        variant="outlined"
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        sx={{ maxHeight: 220, overflow: 'auto', p: 2, borderRadius: 'sm' }}
      >
        {releases.map((release) => (
          <Typography key={release.version} level="body-sm" sx={{ mb: 1.5 }}>
            <Typography level="title-sm">
              {release.version} · {release.date}
            </Typography>{' '}
            {release.notes}
          </Typography>
        ))}
      </Sheet>
    </div>
  );
}
