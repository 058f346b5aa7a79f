import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const plans = [
  { name: 'Starter', price: '$0', detail: '1 project, community support' },
  { name: 'Team', price: '$24', detail: 'Unlimited projects, shared workspaces' },
  { name: 'Business', price: '$79', detail: 'SSO, audit logs, priority support' },
];

export default function ThemeColorsChannels() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {plans.map((plan) => {
        const recommended = plan.name === 'Team';
        return (
          <Card
            key={plan.name}
            variant="outlined"
            sx={[
              { width: 200 },
              // The channel is a space-separated RGB triple, so any alpha works with it.
              recommended &&
                ((theme) => ({
                  bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`,
                  borderColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.6)`,
                })),
            ]}
          >
            <Typography
              level="title-md"
              endDecorator={
                recommended && (
                  <Chip component="span" size="sm" variant="soft">
                    Popular
                  </Chip>
                )
              }
            >
              {plan.name}
            </Typography>
            <Typography level="h3" component="p">
              {plan.price}
              <Typography level="body-sm"> / month</Typography>
            </Typography>
            <Typography level="body-sm">{plan.detail}</Typography>
          </Card>
        );
      })}
    </Stack>
  );
}
