import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

const skills = [
  'TypeScript',
  'React',
  'Accessibility',
  'Design systems',
  'GraphQL',
  'Performance budgets',
  'Testing Library',
  'Node.js',
];

export default function WrappedList() {
  return (
    <List
      orientation="horizontal"
      wrap
      aria-label="Skills"
      sx={{ maxWidth: 380, '--List-gap': '8px', '--ListItem-radius': '20px' }}
    >
      {skills.map((skill) => (
        <ListItem key={skill} variant="outlined">
          {skill}
        </ListItem>
      ))}
    </List>
  );
}
