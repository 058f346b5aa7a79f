import { PreviewCard } from '@base-ui/react/preview-card';
import { styled } from '@mui/system';

const Text = styled('div')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Trigger = styled(PreviewCard.Trigger)({
  fontWeight: 500,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
});

const Positioner = styled(PreviewCard.Positioner)({ zIndex: 1300 });

const Popup = styled(PreviewCard.Popup)({
  boxSizing: 'border-box',
  width: 280,
  padding: 16,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 12,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-4)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
});

const Header = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  marginBottom: 12,
});

const Avatar = styled('img')({ display: 'block', borderRadius: '50%' });

const Name = styled('div')({
  fontSize: '1rem',
  fontWeight: 600,
  lineHeight: '1.5rem',
});

const Secondary = styled('div')({ color: 'var(--mui-palette-text-secondary)' });

const Bio = styled('div')({ marginBottom: 12 });

export default function ProfilePreviewCard() {
  return (
    <Text>
      Design reviewed by{' '}
      <PreviewCard.Root>
        <Trigger href="#team-ada-okafor">Ada Okafor</Trigger>
        <PreviewCard.Portal>
          <Positioner sideOffset={8}>
            <Popup>
              <Header>
                <Avatar
                  src="/static/images/avatars/ada.svg"
                  alt="Ada Okafor"
                  width={48}
                  height={48}
                />
                <div>
                  <Name>Ada Okafor</Name>
                  <Secondary>Design lead, Lisbon</Secondary>
                </div>
              </Header>
              <Bio>
                Runs the design system team and writes about colour, type and forms
                that work with a keyboard.
              </Bio>
              <Secondary>128 reviews · 2,430 followers</Secondary>
            </Popup>
          </Positioner>
        </PreviewCard.Portal>
      </PreviewCard.Root>{' '}
      on 4 June.
    </Text>
  );
}
