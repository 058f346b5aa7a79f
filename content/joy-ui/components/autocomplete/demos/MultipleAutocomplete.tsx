import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const skills = [
  'Accessibility',
  'Copywriting',
  'Data analysis',
  'GraphQL',
  'Kubernetes',
  'Product strategy',
  'React',
  'SQL',
  'TypeScript',
  'User research',
];

export default function MultipleAutocomplete() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Skills</FormLabel>
      <Autocomplete
        multiple
        options={skills}
        defaultValue={['React', 'TypeScript']}
        placeholder="Add a skill"
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="primary"
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
