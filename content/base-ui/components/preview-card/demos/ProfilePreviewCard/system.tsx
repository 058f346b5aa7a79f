import { PreviewCard } from '@base-ui/react/preview-card';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Text = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Trigger = styled(PreviewCard.Trigger)(({ theme }) => ({
  fontWeight: theme.typography.fontWeightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
}));

const Positioner = styled(PreviewCard.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(PreviewCard.Popup)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 280,
  padding: theme.spacing(2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[4],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
}));

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(1.5),
}));

const Avatar = styled('img')({ display: 'block', borderRadius: '50%' });

const Name = styled('div')(({ theme }) => ({
  fontSize: theme.typography.body1.fontSize,
  fontWeight: 600,
  lineHeight: '1.5rem',
}));

const Secondary = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

const Bio = styled('div')(({ theme }) => ({ marginBottom: theme.spacing(1.5) }));

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
