import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function SquareAvatars() {
  return (
    <Stack direction="row" spacing={2} sx={{ '--Avatar-radius': '8px' }}>
      <Avatar
        variant="solid"
        color="primary"
        role="img"
        aria-label="Northwind workspace"
      >
        NW
      </Avatar>
      <Avatar variant="outlined" role="img" aria-label="Harbor Labs workspace">
        HL
      </Avatar>
      <Avatar
        src="/static/images/products/plant.svg"
        alt="Greenhouse Co. workspace"
      />
    </Stack>
  );
}
