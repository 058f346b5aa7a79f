import Schedule from '@mui/icons-material/Schedule';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';

export default function CardCoverGradient() {
  return (
    <Card sx={{ width: 320, maxWidth: '100%', minHeight: 280 }}>
      <CardCover>
        <img
          src="/static/images/scenes/canyon.svg"
          alt="Red rock canyon with a river running through it"
        />
      </CardCover>
      <CardCover
        sx={{
          background:
            'linear-gradient(to top, rgba(0 0 0 / 0.8), rgba(0 0 0 / 0.2) 55%, rgba(0 0 0 / 0) 80%)',
        }}
      />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="common.white">
          River Rim Trail
        </Typography>
        <Typography
          level="body-sm"
          textColor="common.white"
          startDecorator={<Schedule />}
        >
          5 h loop · 14 km · 620 m climb
        </Typography>
      </CardContent>
    </Card>
  );
}
