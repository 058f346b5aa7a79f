import * as React from 'react';
import Badge from '@mui/joy/Badge';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(1);
  const [showZero, setShowZero] = React.useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton variant="soft" aria-label={`Cart, ${count} items`}>
          <Badge badgeContent={count} showZero={showZero}>
            <ShoppingCartOutlined />
          </Badge>
        </IconButton>
        <IconButton
          size="sm"
          variant="outlined"
          aria-label="Remove an item"
          disabled={count === 0}
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          <Remove />
        </IconButton>
        <IconButton
          size="sm"
          variant="outlined"
          aria-label="Add an item"
          onClick={() => setCount((value) => value + 1)}
        >
          <Add />
        </IconButton>
      </Stack>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch
          checked={showZero}
          onChange={(event) => setShowZero(event.target.checked)}
        />
        <FormLabel>Show zero</FormLabel>
      </FormControl>
    </Stack>
  );
}
