import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

function formatGigabytes(value: number) {
  return `${value} GB`;
}

export default function TrackSlider() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        width: 300,
        maxWidth: '100%',
      }}
    >
      <div>
        <Typography id="data-warning-label" level="title-sm">
          Warn me when mobile data goes over
        </Typography>
        <Slider
          aria-labelledby="data-warning-label"
          track="inverted"
          color="warning"
          defaultValue={8}
          max={20}
          marks={[
            { value: 0, label: '0 GB' },
            { value: 20, label: '20 GB' },
          ]}
          valueLabelDisplay="auto"
          valueLabelFormat={formatGigabytes}
          getAriaValueText={formatGigabytes}
        />
      </div>
      <div>
        <Typography id="quality-label" level="title-sm">
          Video quality
        </Typography>
        <Slider
          aria-labelledby="quality-label"
          track={false}
          defaultValue={720}
          min={360}
          max={1080}
          step={null}
          marks={[360, 480, 720, 1080].map((value) => ({
            value,
            label: `${value}p`,
          }))}
          getAriaValueText={(value) => `${value}p`}
        />
      </div>
    </Box>
  );
}
