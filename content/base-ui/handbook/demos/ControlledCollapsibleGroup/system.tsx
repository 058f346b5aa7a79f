import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import { styled } from '@mui/system';

const filters = [
  { name: 'Price', summary: '£0 to £250' },
  { name: 'Brand', summary: 'Northwind, Alder & Co., Fieldwork' },
  { name: 'Customer rating', summary: '4 stars and up' },
];

const focusRing = {
  outline: '2px solid var(--mui-palette-primary-main)',
  outlineOffset: 2,
};

const Container = styled('div')({
  width: 300,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const Actions = styled('div')({ display: 'flex', gap: 8, marginBottom: 8 });

const Button = styled('button')({
  height: 32,
  padding: '0 12px',
  margin: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': focusRing,
});

const Section = styled(Collapsible.Root)({
  borderBottom: '1px solid var(--mui-palette-divider)',
});

const Trigger = styled(Collapsible.Trigger)({
  width: '100%',
  padding: '10px 0',
  margin: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});

const Panel = styled(Collapsible.Panel)({
  margin: 0,
  paddingBottom: 10,
  color: 'var(--mui-palette-text-secondary)',
});

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
