import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import { PLAN } from './data';
import { formatDollars, monthlyCost, percentUsed } from './plan';

function Usage({
  label,
  used,
  total,
  unit,
}: {
  label: string;
  used: number;
  total: number;
  unit: string;
}) {
  const text = `${used} of ${total} ${unit}`;
  return (
    <div>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography level="title-sm">{label}</Typography>
        <Typography level="body-sm">{text}</Typography>
      </Stack>
      <LinearProgress
        determinate
        value={percentUsed(used, total)}
        aria-label={label}
        aria-valuetext={text}
        sx={{ mt: 1 }}
      />
    </div>
  );
}

/** The current plan: price, renewal, what is used and what is included. */
export default function PlanPanel() {
  return (
    <Card variant="outlined" sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography level="title-lg" component="h2">
          {PLAN.name} plan
        </Typography>
        <Chip size="sm" variant="soft" color="success">
          Active
        </Chip>
      </Stack>
      <Typography level="body-md">
        {formatDollars(PLAN.pricePerSeat)} per seat a month:{' '}
        <strong>
          {formatDollars(monthlyCost(PLAN.pricePerSeat, PLAN.seatsUsed))}
        </strong>{' '}
        for {PLAN.seatsUsed} seats. Renews on {PLAN.renews}.
      </Typography>
      <Usage label="Seats" used={PLAN.seatsUsed} total={PLAN.seats} unit="seats" />
      <Usage
        label="Storage"
        used={PLAN.storageUsedGb}
        total={PLAN.storageGb}
        unit="GB"
      />
      <Typography level="title-md" component="h3">
        Included
      </Typography>
      <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
        {PLAN.features.map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator>
              <CheckRoundedIcon />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
