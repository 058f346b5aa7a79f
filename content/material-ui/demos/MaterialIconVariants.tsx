import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import HomeSharpIcon from '@mui/icons-material/HomeSharp';
import HomeTwoToneIcon from '@mui/icons-material/HomeTwoTone';

const themes: { name: string; Icon: typeof SvgIcon }[] = [
  { name: 'Filled', Icon: HomeIcon },
  { name: 'Outlined', Icon: HomeOutlinedIcon },
  { name: 'Rounded', Icon: HomeRoundedIcon },
  { name: 'Sharp', Icon: HomeSharpIcon },
  { name: 'Two tone', Icon: HomeTwoToneIcon },
];

export default function MaterialIconVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {themes.map(({ name, Icon }) => (
        <Stack key={name} spacing={1} sx={{ alignItems: 'center' }}>
          <Icon fontSize="large" />
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
