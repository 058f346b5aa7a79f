import * as React from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import usePagination from '@mui/material/usePagination';

const List = styled('ul')({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
});

export default function UsePagination() {
  const { items } = usePagination({ count: 10 });

  return (
    <nav aria-label="Episodes">
      <List>
        {items.map(({ page, type, selected, ...item }, index) => {
          let children: React.ReactNode;

          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            children = <span aria-hidden>…</span>;
          } else if (type === 'page') {
            children = (
              <Button
                {...item}
                variant={selected ? 'contained' : 'text'}
                aria-current={selected ? 'page' : undefined}
                aria-label={`Page ${page}`}
                sx={{ minWidth: 40 }}
              >
                {page}
              </Button>
            );
          } else {
            children = (
              <Button {...item}>{type === 'previous' ? 'Previous' : 'Next'}</Button>
            );
          }

          return <li key={index}>{children}</li>;
        })}
      </List>
    </nav>
  );
}
