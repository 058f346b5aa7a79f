import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

type Tone = 'good' | 'bad';

// Defined once, used for every tile. `tone` styles the tile and is kept off the DOM.
const StatTile = styled(Sheet, {
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: Tone }>(({ theme, tone }) => ({
  minWidth: 160,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  borderInlineStart: '4px solid',
  borderInlineStartColor:
    tone === 'good'
      ? theme.vars.palette.success[400]
      : theme.vars.palette.danger[400],
  boxShadow: theme.vars.shadow.xs,
}));

const stats: { label: string; value: string; change: string; tone: Tone }[] = [
  {
    label: 'Monthly revenue',
    value: '$48,210',
    change: '+12% vs May',
    tone: 'good',
  },
  { label: 'Active customers', value: '1,284', change: '+3% vs May', tone: 'good' },
  { label: 'Refund requests', value: '37', change: '+9 vs May', tone: 'bad' },
];

export default function ApproachesStyled() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {stats.map((stat) => (
        <StatTile key={stat.label} variant="outlined" tone={stat.tone}>
          <Typography level="body-sm">{stat.label}</Typography>
          <Typography level="h3" component="p">
            {stat.value}
          </Typography>
          <Typography level="body-xs">{stat.change}</Typography>
        </StatTile>
      ))}
    </Stack>
  );
}
