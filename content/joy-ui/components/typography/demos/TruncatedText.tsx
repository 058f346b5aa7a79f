import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const subject =
  'Re: Quarterly budget review, revised figures for marketing and events';
const preview =
  'Hi all, I have attached the revised spreadsheet with the updated marketing spend. The events line is down by twelve percent because the autumn conference moved online, and the remaining budget has been reassigned to paid search and the partner programme.';

export default function TruncatedText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 300 }}>
      <Box>
        <Typography level="title-sm" noWrap title={subject}>
          {subject}
        </Typography>
        <Typography level="body-xs">noWrap: one line with an ellipsis</Typography>
      </Box>
      <Box>
        <Typography
          level="body-sm"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {preview}
        </Typography>
        <Typography level="body-xs">
          Line clamp: two lines with an ellipsis
        </Typography>
      </Box>
    </Stack>
  );
}
