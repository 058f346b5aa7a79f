import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { INITIALS_PHOTO, PHOTOS } from './data';
import { initials } from './profile';

interface PhotoPickerProps {
  name: string;
  value: string;
  onChange: (photo: string) => void;
}

const OPTIONS = [
  ...PHOTOS.map((photo) => ({ id: photo.id, label: photo.alt, src: photo.src })),
  { id: INITIALS_PHOTO, label: 'No photo, show my initials', src: undefined },
];

/**
 * "Choose photo": one radio button per portrait the site owns, plus initials. Native radios, so
 * the arrow keys move between them; each is named by what its picture shows.
 */
export default function PhotoPicker({ name, value, onChange }: PhotoPickerProps) {
  const labelId = React.useId();
  const groupName = React.useId();
  return (
    <div>
      <Typography id={labelId} level="title-sm" component="div" sx={{ mb: 1 }}>
        Choose photo
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        name={groupName}
        orientation="horizontal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1.5 }}
      >
        {OPTIONS.map((option) => (
          // `overlay` stretches the radio's hit area to the nearest positioned box: this one.
          <Box
            key={option.id}
            sx={{
              position: 'relative',
              display: 'flex',
              p: '4px',
              borderRadius: '50%',
            }}
          >
            <Radio
              value={option.id}
              overlay
              disableIcon
              label={
                option.src !== undefined ? (
                  <Avatar src={option.src} alt="" size="lg" />
                ) : (
                  <Avatar size="lg" variant="soft" color="primary">
                    {initials(name)}
                  </Avatar>
                )
              }
              slotProps={{
                input: { 'aria-label': option.label },
                action: ({ checked }) => ({
                  sx: {
                    borderRadius: '50%',
                    outlineOffset: '3px',
                    ...(checked && {
                      outline: '3px solid',
                      outlineColor: 'primary.outlinedColor',
                    }),
                  },
                }),
              }}
              sx={{ m: 0, '--Radio-gap': '0px', '--Radio-size': '0px' }}
            />
          </Box>
        ))}
      </RadioGroup>
    </div>
  );
}
