import { NavigationMenu } from '@base-ui/react/navigation-menu';
import { createStyled, type CSSObject } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const departments = [
  { label: 'Clothing', links: ['Jackets', 'Knitwear', 'Trousers', 'T-shirts'] },
  { label: 'Shoes', links: ['Boots', 'Sneakers', 'Sandals'] },
  { label: 'Accessories', links: ['Bags', 'Hats', 'Scarves'] },
];

export default function VerticalNavigationMenu() {
  return (
    <NavigationMenu.Root orientation="vertical" aria-label="Shop departments">
      <List>
        {departments.map((department) => (
          <NavigationMenu.Item key={department.label}>
            <Trigger>
              {department.label}
              <Icon>
                <ChevronIcon />
              </Icon>
            </Trigger>
            <Content>
              <LinkList>
                {department.links.map((link) => (
                  <li key={link}>
                    <Link href={`#${link.toLowerCase()}`}>{link}</Link>
                  </li>
                ))}
              </LinkList>
            </Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <Link href="#sale">Sale</Link>
        </NavigationMenu.Item>
      </List>
      <NavigationMenu.Portal>
        <Positioner side="inline-end" align="start" sideOffset={8}>
          <Popup>
            <NavigationMenu.Viewport />
          </Popup>
        </Positioner>
      </NavigationMenu.Portal>
    </NavigationMenu.Root>
  );
}

function ChevronIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M6 4v8l4.5-4z" />
    </svg>
  );
}

const listStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.25),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const List = styled(NavigationMenu.List)(listStyles, { width: 200 });
const LinkList = styled('ul')(listStyles, { minWidth: 160 });

const linkStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  margin: 0,
  padding: theme.spacing(1, 1.5),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
});

const Trigger = styled(NavigationMenu.Trigger)(linkStyles);
const Link = styled(NavigationMenu.Link)(linkStyles);

const Icon = styled(NavigationMenu.Icon)({
  display: 'flex',
  '[dir="rtl"] &': { transform: 'scaleX(-1)' },
});

const Positioner = styled(NavigationMenu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(NavigationMenu.Popup)(({ theme }) => ({
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.96' },
}));

const Content = styled(NavigationMenu.Content)(({ theme }) => ({
  padding: theme.spacing(0.75),
}));
