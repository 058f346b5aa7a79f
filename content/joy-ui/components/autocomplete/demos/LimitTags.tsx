import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const channels = [
  '#announcements',
  '#design-crit',
  '#frontend',
  '#incidents',
  '#launch-week',
  '#random',
  '#support-escalations',
];

export default function LimitTags() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Post to channels</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        getLimitTagsText={(more) => `+${more} more`}
        options={channels}
        defaultValue={['#frontend', '#incidents', '#launch-week', '#random']}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                endDecorator={
                  <ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />
                }
              >
                {tag}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
