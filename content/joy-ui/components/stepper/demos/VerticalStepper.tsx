import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: 'Create your workspace', detail: 'Pick a name and a URL for your team.' },
  {
    title: 'Invite your team',
    detail: 'Add people by email or share an invite link.',
  },
  {
    title: 'Connect a data source',
    detail: 'Import from a spreadsheet, Postgres or BigQuery.',
  },
];

export default function VerticalStepper() {
  return (
    <Stepper
      orientation="vertical"
      aria-label="Workspace setup"
      sx={{ maxWidth: 360 }}
    >
      {steps.map(({ title, detail }, index) => (
        <Step key={title} indicator={<StepIndicator>{index + 1}</StepIndicator>}>
          <div>
            <Typography level="title-sm">{title}</Typography>
            <Typography level="body-sm">{detail}</Typography>
          </div>
        </Step>
      ))}
    </Stepper>
  );
}
