import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export default function SimpleBackdrop() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Publish article
      </Button>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={(theme) => ({ color: 'common.white', zIndex: theme.zIndex.drawer + 1 })}
      >
        <CircularProgress color="inherit" aria-label="Publishing the article" />
      </Backdrop>
    </div>
  );
}
