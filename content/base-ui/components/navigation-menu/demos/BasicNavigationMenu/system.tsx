import { NavigationMenu } from '@base-ui/react/navigation-menu';
import { createStyled, type CSSObject } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const sections = [
  {
    label: 'Products',
    width: 440,
    links: [
      { title: 'Analytics', text: 'Dashboards for every team.', href: '#analytics' },
      { title: 'Workflows', text: 'Automate repetitive work.', href: '#workflows' },
      { title: 'Payments', text: 'Cards and bank transfers.', href: '#payments' },
      { title: 'Security', text: 'Single sign-on, audit logs.', href: '#security' },
    ],
  },
  {
    label: 'Resources',
    width: 260,
    links: [
      { title: 'Guides', text: 'Set-up, step by step.', href: '#guides' },
      { title: 'API reference', text: 'Every endpoint.', href: '#api' },
      { title: 'Changelog', text: 'What shipped this month.', href: '#changelog' },
    ],
  },
];

export default function BasicNavigationMenu() {
  return (
    <NavigationMenu.Root aria-label="Product website">
      <List>
        {sections.map((section) => (
          <NavigationMenu.Item key={section.label}>
            <Trigger>
              {section.label}
              <Icon>
                <ChevronDown />
              </Icon>
            </Trigger>
            <Content>
              <LinkGrid style={{ width: section.width }}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <CardLink href={link.href}>
                      <CardTitle>{link.title}</CardTitle>
                      <CardText>{link.text}</CardText>
                    </CardLink>
                  </li>
                ))}
              </LinkGrid>
            </Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <TopLink href="#pricing">Pricing</TopLink>
        </NavigationMenu.Item>
      </List>
      <NavigationMenu.Portal>
        <Positioner sideOffset={8}>
          <Popup>
            <Viewport />
          </Popup>
        </Positioner>
      </NavigationMenu.Portal>
    </NavigationMenu.Root>
  );
}

function ChevronDown() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M4 6h8l-4 4.5z" />
    </svg>
  );
}

const List = styled(NavigationMenu.List)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const triggerStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 1.5),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
});

const Trigger = styled(NavigationMenu.Trigger)(triggerStyles);
const TopLink = styled(NavigationMenu.Link)(triggerStyles);

const Icon = styled(NavigationMenu.Icon)(({ theme }) => ({
  display: 'flex',
  transition: theme.transitions.create('rotate', {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-popup-open]': { rotate: '180deg' },
}));

const Positioner = styled(NavigationMenu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
  width: 'var(--positioner-width)',
  height: 'var(--positioner-height)',
  maxWidth: 'var(--available-width)',
  transition: theme.transitions.create(['top', 'left', 'right', 'bottom'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-instant]': { transition: 'none' },
}));

const Popup = styled(NavigationMenu.Popup)(({ theme }) => ({
  position: 'relative',
  boxSizing: 'border-box',
  width: 'var(--popup-width)',
  height: 'var(--popup-height)',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['width', 'height', 'opacity', 'scale'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.96' },
}));

const Viewport = styled(NavigationMenu.Viewport)({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
});

const Content = styled(NavigationMenu.Content)(({ theme }) => ({
  padding: theme.spacing(1),
  transition: theme.transitions.create(['opacity', 'translate'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
  '&[data-starting-style][data-activation-direction="right"]': {
    translate: '32px 0',
  },
  '&[data-starting-style][data-activation-direction="left"]': {
    translate: '-32px 0',
  },
  '&[data-ending-style][data-activation-direction="right"]': {
    translate: '-32px 0',
  },
  '&[data-ending-style][data-activation-direction="left"]': { translate: '32px 0' },
}));

const LinkGrid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: theme.spacing(0.5),
  maxWidth: 'calc(100vw - 48px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const CardLink = styled(NavigationMenu.Link)(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(1, 1.5),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));

const CardTitle = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
}));

const CardText = styled('span')(({ theme }) => ({
  display: 'block',
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: theme.typography.body2.lineHeight,
}));
