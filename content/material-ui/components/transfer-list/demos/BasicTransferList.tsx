import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const without = (list: string[], remove: string[]) =>
  list.filter((item) => !remove.includes(item));

function ColumnList(props: {
  title: string;
  columns: string[];
  checked: string[];
  onToggle: (column: string) => void;
}) {
  const { title, columns, checked, onToggle } = props;
  const titleId = React.useId();
  return (
    <Paper variant="outlined" sx={{ width: 200, height: 240, overflow: 'auto' }}>
      <Typography
        id={titleId}
        variant="subtitle2"
        component="p"
        sx={{ px: 2, pt: 1.5 }}
      >
        {title}
      </Typography>
      <List dense aria-labelledby={titleId}>
        {columns.map((column) => (
          <ListItem key={column} disablePadding sx={{ px: 1 }}>
            <FormControlLabel
              label={column}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(column)}
                  onChange={() => onToggle(column)}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export default function BasicTransferList() {
  const [left, setLeft] = React.useState(['ISBN', 'Publisher', 'Pages', 'Language']);
  const [right, setRight] = React.useState(['Title', 'Author', 'Year']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const leftChecked = left.filter((column) => checked.includes(column));
  const rightChecked = right.filter((column) => checked.includes(column));

  const toggle = (column: string) => {
    setChecked(
      checked.includes(column) ? without(checked, [column]) : [...checked, column],
    );
  };

  const moveRight = (columns: string[]) => {
    setLeft(without(left, columns));
    setRight([...right, ...columns]);
    setChecked(without(checked, columns));
  };

  const moveLeft = (columns: string[]) => {
    setRight(without(right, columns));
    setLeft([...left, ...columns]);
    setChecked(without(checked, columns));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'center', alignItems: 'center' }}
    >
      <ColumnList
        title="Available columns"
        columns={left}
        checked={checked}
        onToggle={toggle}
      />
      <Stack spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={left.length === 0}
          onClick={() => moveRight(left)}
        >
          Add all
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={leftChecked.length === 0}
          onClick={() => moveRight(leftChecked)}
        >
          Add
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={rightChecked.length === 0}
          onClick={() => moveLeft(rightChecked)}
        >
          Remove
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={right.length === 0}
          onClick={() => moveLeft(right)}
        >
          Remove all
        </Button>
      </Stack>
      <ColumnList
        title="Exported columns"
        columns={right}
        checked={checked}
        onToggle={toggle}
      />
    </Stack>
  );
}
