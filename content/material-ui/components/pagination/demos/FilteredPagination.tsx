import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const PER_PAGE = 3;

const orders = [
  { id: 'A-1041', customer: 'Nadia Okafor', city: 'Lagos' },
  { id: 'A-1042', customer: 'Tomás Silva', city: 'Porto' },
  { id: 'A-1043', customer: 'Hana Ito', city: 'Osaka' },
  { id: 'A-1044', customer: 'Lena Becker', city: 'Berlin' },
  { id: 'A-1045', customer: 'Omar Haddad', city: 'Beirut' },
  { id: 'A-1046', customer: 'Sofia Rossi', city: 'Bologna' },
  { id: 'A-1047', customer: 'Jonas Larsen', city: 'Bergen' },
  { id: 'A-1048', customer: 'Mei Zhou', city: 'Shanghai' },
];

export default function FilteredPagination() {
  const [query, setQuery] = React.useState('');
  const [page, setPage] = React.useState(1);

  const matches = orders.filter((order) =>
    `${order.customer} ${order.city}`
      .toLowerCase()
      .includes(query.trim().toLowerCase()),
  );
  const pageCount = Math.ceil(matches.length / PER_PAGE);
  const shown = matches.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label="Filter by customer or city"
        size="small"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1); // The old page may not exist in the new results.
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {matches.length} {matches.length === 1 ? 'order' : 'orders'} found
      </Typography>
      <List dense aria-label="Orders">
        {shown.map((order) => (
          <ListItem key={order.id} disableGutters>
            <ListItemText
              primary={order.customer}
              secondary={`${order.id} · ${order.city}`}
            />
          </ListItem>
        ))}
      </List>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_event, value: number) => setPage(value)}
          aria-label="Orders pages"
        />
      )}
    </Stack>
  );
}
