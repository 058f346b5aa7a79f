import * as React from 'react';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SearchIcon from '@mui/icons-material/Search';

const articles = [
  'Change your billing address',
  'Download past invoices',
  'Invite teammates to a workspace',
  'Remove a teammate',
  'Reset your password',
  'Set up single sign-on',
  'Turn on two-factor authentication',
  'Export project data as CSV',
];

export default function DebouncedSearchInput() {
  const [query, setQuery] = React.useState('');
  const [debouncedQuery, setDebouncedQuery] = React.useState('');

  React.useEffect(() => {
    const timer = setTimeout(() => setDebouncedQuery(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);

  const results = articles.filter((title) =>
    title.toLowerCase().includes(debouncedQuery.toLowerCase()),
  );

  return (
    <Stack spacing={1} role="search" sx={{ maxWidth: 400 }}>
      <Input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        startDecorator={<SearchIcon />}
        placeholder="Search the help centre"
        aria-label="Search help articles"
      />
      <Typography level="body-sm" aria-live="polite">
        {results.length} {results.length === 1 ? 'article' : 'articles'}
      </Typography>
      <List size="sm">
        {results.map((title) => (
          <ListItem key={title}>{title}</ListItem>
        ))}
      </List>
    </Stack>
  );
}
