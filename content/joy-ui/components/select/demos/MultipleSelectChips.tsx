import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const skills = [
  'Accessibility',
  'Design systems',
  'GraphQL',
  'React',
  'TypeScript',
  'Testing',
];

export default function MultipleSelectChips() {
  return (
    <FormControl sx={{ maxWidth: 400 }}>
      <FormLabel>Skills</FormLabel>
      <Select
        multiple
        defaultValue={['React', 'TypeScript']}
        placeholder="Add skills"
        sx={{ '--Select-placeholderOpacity': 0.75 }}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((option) => (
              <Chip key={option.value} variant="soft" color="primary" size="sm">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
      >
        {skills.map((skill) => (
          <Option key={skill} value={skill}>
            {skill}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
