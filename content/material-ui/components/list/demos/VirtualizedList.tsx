import * as React from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { List as VirtualList, type RowComponentProps } from 'react-window';

const ROW_HEIGHT = 64;

// A company directory: 24 × 25 = 600 people, built the same way on the server and the client.
const firstNames =
  'Amara Bruno Chen Dalia Emeka Farah Goran Hana Ines Jonas Keiko Luca Maya Nils Olu Priya Quinn Rosa Sven Tariq Uma Vera Wei Yusuf';
const lastNames =
  'Abbott Becker Costa Dubois Eriksen Fischer Garcia Haddad Ito Jensen Kowalski Larsen Moreau Nakamura Okafor Petrov Quint Rossi Silva Tanaka Ueda Varga Weber Yilmaz Zhou';
const people = lastNames.split(' ').flatMap((last, i) =>
  firstNames.split(' ').map((first, j) => ({
    id: i * 24 + j,
    name: `${first} ${last}`,
    extension: 2000 + i * 24 + j,
  })),
);

type RowProps = RowComponentProps<{
  selectedId: number | null;
  onSelect: (id: number) => void;
}>;

function PersonRow({
  index,
  style,
  ariaAttributes,
  selectedId,
  onSelect,
}: RowProps) {
  const person = people[index];
  if (!person) {
    return null;
  }
  const selected = person.id === selectedId;
  return (
    <ListItem component="div" disablePadding style={style} {...ariaAttributes}>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(person.id)}
      >
        <ListItemText
          primary={person.name}
          secondary={`Extension ${person.extension}`}
        />
      </ListItemButton>
    </ListItem>
  );
}

export default function VirtualizedList() {
  const [selectedId, setSelectedId] = React.useState<number | null>(null);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 360,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <VirtualList
        aria-label={`Company directory, ${people.length} people`}
        rowComponent={PersonRow}
        rowCount={people.length}
        rowHeight={ROW_HEIGHT}
        rowProps={{ selectedId, onSelect: setSelectedId }}
        style={{ height: 320 }}
      />
    </Box>
  );
}
