import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Reply from '@mui/icons-material/Reply';
import Search from '@mui/icons-material/Search';
import Verified from '@mui/icons-material/Verified';

export default function IconsMaterialInJoy() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      <Input
        aria-label="Search mail"
        placeholder="Search mail"
        startDecorator={<Search />}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography
          level="title-md"
          endDecorator={<Verified color="primary" titleAccess="Verified sender" />}
        >
          Northwind Bank
        </Typography>
        <Chip size="sm" variant="soft" startDecorator={<AttachFile />}>
          2 attachments
        </Chip>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button startDecorator={<Reply />}>Reply</Button>
        <IconButton variant="outlined" aria-label="Archive message">
          <ArchiveOutlined />
        </IconButton>
        <IconButton variant="outlined" color="danger" aria-label="Delete message">
          <DeleteOutlined />
        </IconButton>
      </Stack>
    </Stack>
  );
}
