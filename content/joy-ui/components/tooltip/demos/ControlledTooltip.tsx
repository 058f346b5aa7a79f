import * as React from 'react';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';

export default function ControlledTooltip() {
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText('WELCOME-7F3K');
      setCopied(true);
    } catch {
      setCopied(false);
    }
    setOpen(true);
  };

  return (
    <Tooltip
      title={copied ? 'Copied to clipboard' : 'Copy invite code'}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setCopied(false);
      }}
      color={copied ? 'success' : 'neutral'}
      describeChild
    >
      <Button
        variant="outlined"
        color="neutral"
        endDecorator={<ContentCopy />}
        onClick={handleCopy}
      >
        WELCOME-7F3K
      </Button>
    </Tooltip>
  );
}
