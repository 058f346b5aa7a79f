import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const filters = [
  { name: 'Price', summary: '£0 to £250' },
  { name: 'Brand', summary: 'Northwind, Alder & Co., Fieldwork' },
  { name: 'Customer rating', summary: '4 stars and up' },
];

const focusRing = (theme: CssVarsTheme) =>
  ({
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  }) as const;

const Container = styled('div')(({ theme }) => ({
  width: 300,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  marginBottom: theme.spacing(1),
}));

const Button = styled('button')(({ theme }) => ({
  height: 32,
  padding: theme.spacing(0, 1.5),
  margin: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': focusRing(theme),
}));

const Section = styled(Collapsible.Root)(({ theme }) => ({
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
}));

const Trigger = styled(Collapsible.Trigger)(({ theme }) => ({
  width: '100%',
  padding: theme.spacing(1.25, 0),
  margin: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  '&:focus-visible': focusRing(theme),
}));

const Panel = styled(Collapsible.Panel)(({ theme }) => ({
  margin: 0,
  paddingBottom: theme.spacing(1.25),
  color: theme.vars.palette.text.secondary,
}));

export default function ControlledCollapsibleGroup() {
  const [openFilters, setOpenFilters] = React.useState<string[]>(['Price']);

  return (
    <Container>
      <Actions>
        <Button
          type="button"
          onClick={() => setOpenFilters(filters.map((filter) => filter.name))}
        >
          Expand all
        </Button>
        <Button type="button" onClick={() => setOpenFilters([])}>
          Collapse all
        </Button>
      </Actions>
      {filters.map(({ name, summary }) => (
        <Section
          key={name}
          open={openFilters.includes(name)}
          onOpenChange={(open) =>
            setOpenFilters((current) =>
              open ? [...current, name] : current.filter((item) => item !== name),
            )
          }
        >
          <Trigger>{name}</Trigger>
          <Panel render={<p />}>{summary}</Panel>
        </Section>
      ))}
    </Container>
  );
}
