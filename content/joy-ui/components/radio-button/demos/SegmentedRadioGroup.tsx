import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const views = ['Day', 'Week', 'Month', 'Agenda'];

export default function SegmentedRadioGroup() {
  return (
    <FormControl>
      <FormLabel>Calendar view</FormLabel>
      <RadioGroup
        orientation="horizontal"
        defaultValue="Week"
        name="calendar-view"
        disableIcon
        variant="soft"
        sx={(theme) => ({
          '--Radio-actionRadius': theme.vars.radius.sm,
          alignSelf: 'flex-start',
          p: 0.5,
          gap: 0.5,
          borderRadius: 'md',
        })}
      >
        {views.map((view) => (
          <Radio
            key={view}
            value={view}
            label={view}
            variant="plain"
            color="neutral"
            sx={{ px: 2, py: 0.75, m: 0, justifyContent: 'center' }}
            slotProps={{
              action: ({ checked }) => ({
                sx: checked
                  ? { bgcolor: 'background.surface', boxShadow: 'sm' }
                  : {},
              }),
              label: ({ checked }) => ({
                sx: { fontWeight: checked ? 'lg' : 'md' },
              }),
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
