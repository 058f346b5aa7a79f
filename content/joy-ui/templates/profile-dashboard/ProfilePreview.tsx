import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import { TIME_ZONES, type ProfileValues } from './data';
import ProfileAvatar from './ProfileAvatar';

/** The saved profile as teammates see it; it changes on Save, not while typing. */
export default function ProfilePreview({ profile }: { profile: ProfileValues }) {
  const zone = TIME_ZONES.find((candidate) => candidate.id === profile.timeZone);
  return (
    <Card variant="soft" sx={{ gap: 1.5 }}>
      <Typography level="title-lg" component="h2">
        How teammates see you
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', minWidth: 0 }}
      >
        <ProfileAvatar
          name={profile.name}
          photo={profile.photo}
          sx={{ '--Avatar-size': '64px' }}
        />
        <div>
          <Typography level="title-md" sx={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Typography>
          {profile.role !== '' && (
            <Typography level="body-sm">{profile.role}</Typography>
          )}
        </div>
      </Stack>
      <Typography
        level="body-sm"
        startDecorator={<MailOutlineRoundedIcon />}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {profile.email}
      </Typography>
      <Typography level="body-sm" startDecorator={<AccessTimeRoundedIcon />}>
        {zone?.label ?? profile.timeZone}
      </Typography>
      {profile.bio !== '' && (
        <Typography
          level="body-md"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {profile.bio}
        </Typography>
      )}
    </Card>
  );
}
