import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const skills = [
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'GraphQL',
  'Docker',
  'Kubernetes',
  'Accessibility',
  'Design systems',
  'Testing',
];

export default function FlexGapStack() {
  const [useFlexGap, setUseFlexGap] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Checkbox
        label="useFlexGap"
        checked={useFlexGap}
        onChange={(event) => setUseFlexGap(event.target.checked)}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap={useFlexGap}
        sx={{ flexWrap: 'wrap' }}
      >
        {skills.map((skill) => (
          <Chip key={skill} variant="soft">
            {skill}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
