import GridViewRounded from '@mui/icons-material/GridViewRounded';
import SearchIcon from '@mui/icons-material/Search';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import FilterMenu from './FilterMenu';
import { SORT_OPTIONS, sortOptionId, type FileType, type Sort } from './files';

export type View = 'table' | 'grid';

interface FilesToolbarProps {
  query: string;
  type: FileType | 'all';
  types: readonly FileType[];
  sort: Sort;
  view: View;
  onQuery: (query: string) => void;
  onType: (type: FileType | 'all') => void;
  onSort: (sort: Sort) => void;
  onView: (view: View) => void;
}

/** Search, the type filter, the sort and the switch between the table and the grid. */
export default function FilesToolbar(props: FilesToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 1.5,
      }}
    >
      <FormControl size="sm" sx={{ flex: '3 1 220px', minWidth: 0 }}>
        <FormLabel>Search files</FormLabel>
        <Input
          type="search"
          placeholder="File name"
          startDecorator={<SearchIcon />}
          value={props.query}
          onChange={(event) => props.onQuery(event.target.value)}
        />
      </FormControl>
      <FilterMenu<FileType | 'all'>
        label="Type"
        value={props.type}
        choices={[
          { value: 'all', label: 'All types' },
          ...props.types.map((type) => ({ value: type, label: type })),
        ]}
        onChange={props.onType}
        sx={{ flex: '1 1 160px' }}
      />
      <FilterMenu<string>
        label="Sort by"
        value={sortOptionId(props.sort)}
        choices={SORT_OPTIONS.map((option) => ({
          value: option.id,
          label: option.label,
        }))}
        onChange={(id) => {
          const option = SORT_OPTIONS.find((item) => item.id === id);
          if (option) props.onSort(option.sort);
        }}
        sx={{ flex: '1 1 160px' }}
      />
      <ToggleButtonGroup<View>
        size="sm"
        aria-label="View"
        value={props.view}
        onChange={(_event, value) => {
          // A click on the pressed button gives null: one view always stays chosen.
          if (value !== null) props.onView(value);
        }}
      >
        <IconButton value="table" aria-label="Table view">
          <TableRowsRounded />
        </IconButton>
        <IconButton value="grid" aria-label="Grid view">
          <GridViewRounded />
        </IconButton>
      </ToggleButtonGroup>
    </Box>
  );
}
