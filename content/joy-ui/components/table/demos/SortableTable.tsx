import * as React from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';

type Book = { title: string; author: string; year: number; rating: number };
type Column = keyof Book;
const books: Book[] = [
  { title: 'Beloved', author: 'Toni Morrison', year: 1987, rating: 4.4 },
  { title: 'Kindred', author: 'Octavia E. Butler', year: 1979, rating: 4.5 },
  { title: 'Piranesi', author: 'Susanna Clarke', year: 2020, rating: 4.2 },
  { title: 'Never Let Me Go', author: 'Kazuo Ishiguro', year: 2005, rating: 4.1 },
];
const columns: { key: Column; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'author', label: 'Author' },
  { key: 'year', label: 'Published' },
  { key: 'rating', label: 'Rating' },
];

export default function SortableTable() {
  const [orderBy, setOrderBy] = React.useState<Column>('year');
  const [direction, setDirection] = React.useState<'ascending' | 'descending'>(
    'ascending',
  );
  const sorted = [...books].sort((a, b) => {
    const result = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return direction === 'ascending' ? result : -result;
  });
  const sortBy = (key: Column) => {
    setDirection(
      orderBy === key && direction === 'ascending' ? 'descending' : 'ascending',
    );
    setOrderBy(key);
  };
  return (
    <Table aria-label="Book club reading list">
      <thead>
        <tr>
          {columns.map(({ key, label }) => (
            <th
              key={key}
              scope="col"
              aria-sort={orderBy === key ? direction : undefined}
            >
              <Link
                component="button"
                underline="none"
                color="neutral"
                onClick={() => sortBy(key)}
                endDecorator={
                  <ArrowDownwardIcon
                    style={{
                      opacity: orderBy === key ? 1 : 0,
                      transform:
                        orderBy === key && direction === 'descending'
                          ? 'none'
                          : 'rotate(180deg)',
                    }}
                  />
                }
                sx={{ fontWeight: 'lg', '&:hover svg': { opacity: 1 } }}
              >
                {label}
              </Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.map((book) => (
          <tr key={book.title}>
            <td>{book.title}</td>
            <td>{book.author}</td>
            <td>{book.year}</td>
            <td>{book.rating}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
