import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { Person } from './data';
import PersonAvatar from './PersonAvatar';

interface PersonCardProps {
  person: Person;
  onOpen: (person: Person) => void;
}

/** One person in the directory: portrait, name, role and office, and a button to their profile. */
export default function PersonCard({ person, onOpen }: PersonCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', gap: 1.5 }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', minWidth: 0 }}
      >
        <PersonAvatar person={person} />
        <CardContent sx={{ minWidth: 0 }}>
          <Typography
            level="title-md"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {person.name}
          </Typography>
          <Typography level="body-sm">{person.title}</Typography>
        </CardContent>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Chip variant="soft" color="primary" size="sm">
          {person.role}
        </Chip>
        <Typography
          level="body-sm"
          startDecorator={<PlaceOutlinedIcon fontSize="small" />}
        >
          {person.location}
        </Typography>
      </Stack>
      <CardActions sx={{ mt: 'auto', pt: 0 }}>
        <Button
          variant="outlined"
          color="neutral"
          size="sm"
          aria-label={`View profile of ${person.name}`}
          onClick={() => onOpen(person)}
        >
          View profile
        </Button>
      </CardActions>
    </Card>
  );
}
